package variant

import (
	"slices"
	"testing"

	"github.com/nanpure/nanpure/sudoku"
)

// ISS's NumberedRoom and HiddenSkyscraper clues hold on exactly as many
// of the 288 4x4 grids as the puzzle of each alone has solutions, from
// either end of a row or column, and read back from what is written; by
// hand on a 9x9 grid.
func TestRoomsAndHiddenCount(t *testing.T) {
	grids := all4x4(t)
	for _, text := range []string{
		".Shape~4x4.NumberedRoom~R1~3~",
		".Shape~4x4.NumberedRoom~C2~~1",
		".Shape~4x4.NumberedRoom~R3~4~",
		".Shape~4x4.HiddenSkyscraper~R1~1~",
		".Shape~4x4.HiddenSkyscraper~C4~~2",
		".Shape~4x4.HiddenSkyscraper~R2~~3",
	} {
		countsAndReadsBack(t, grids, text)
	}
	g := testGrid(t)
	row1 := g.Shape.House(0) // 5 3 4 6 7 8 9 1 2
	back := []int{8, 7, 6, 5, 4, 3, 2, 1, 0}
	for _, tc := range []struct {
		k    Constraint
		want bool
	}{
		{NumberedRoom{Digit: 7, Cells: row1}, true},      // the 5th is 7
		{NumberedRoom{Digit: 6, Cells: row1}, false},     // the 5th is 7
		{NumberedRoom{Digit: 1, Cells: back}, true},      // from the end, 2 1 9 ...: the 2nd is 1
		{NumberedRoom{Digit: 3, Cells: back}, false},     // the 2nd is 1
		{HiddenSkyscraper{Digit: 3, Cells: row1}, true},  // 5, then 3 is hidden
		{HiddenSkyscraper{Digit: 4, Cells: row1}, false}, // 3 is the first hidden
		{HiddenSkyscraper{Digit: 1, Cells: back}, true},  // 2, then 1 is hidden
	} {
		if got := tc.k.holds(g); got != tc.want {
			t.Errorf("%+v holds: %v, want %v", tc.k, got, tc.want)
		}
	}
}

// A 9x9 of numbered rooms on the left of each row, and one of hidden
// skyscrapers from both ends of every row and column, read from a
// solution, are explained to it with sound steps, some of them these
// clues' own, in both languages.
func TestExplainRoomsAndHidden(t *testing.T) {
	sol := testGrid(t)
	s := sol.Shape
	rooms, hidden := &Puzzle{Givens: sudoku.NewGrid(s)}, &Puzzle{Givens: sudoku.NewGrid(s)}
	for h := range 2 * s.N {
		line := s.House(h)
		if h < s.N {
			rooms.Constraints = append(rooms.Constraints, NumberedRoom{Digit: int(sol.Cells[line[sol.Cells[line[0]]-1]]), Cells: line})
		}
		back := slices.Clone(line)
		slices.Reverse(back)
		for _, cells := range [][]int{line, back} {
			top := sudoku.Digit(0)
			for _, c := range cells {
				if d := sol.Cells[c]; d < top {
					hidden.Constraints = append(hidden.Constraints, HiddenSkyscraper{Digit: int(d), Cells: cells})
					break
				}
				top = sol.Cells[c]
			}
		}
	}
	for kind, p := range map[string]*Puzzle{"NumberedRoom": rooms, "HiddenSkyscraper": hidden} {
		if !p.Check(sol) {
			t.Fatalf("%s: the clues do not hold on the solution", kind)
		}
		giveUntilUnique(t, p, sol)
		if words := ruleWords(t, p, sol); words[kind] == "" {
			t.Errorf("%s: the clues' own steps: %v", kind, words)
		} else {
			t.Log(words[kind])
		}
	}
}
