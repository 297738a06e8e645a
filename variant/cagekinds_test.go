package variant

import (
	"testing"

	"github.com/nanpure/nanpure/sudoku"
)

// ISS's RellikCage and EqualityCage hold on exactly as many of the 288
// 4x4 grids as the puzzle of each alone has solutions, and read back from
// what is written; the rules by hand on a grid; a cage no digits make is
// refused.
func TestCageKindsCount(t *testing.T) {
	grids := all4x4(t)
	for _, text := range []string{
		".Shape~4x4.RellikCage~3~R1C1~R1C2",
		".Shape~4x4.RellikCage~6~R1C1~R2C1~R2C2",
		".Shape~4x4.RellikCage~7~R1C1~R2C2~R3C3",
		".Shape~4x4.RellikCage~2~R2C2~R2C3~R3C2",
		".Shape~4x4.EqualityCage~R1C1~R1C2",
		".Shape~4x4.EqualityCage~R1C1~R2C2~R3C3~R4C4",
	} {
		countsAndReadsBack(t, grids, text)
	}
	g := testGrid(t)
	s := g.Shape
	r1 := func(cols ...int) []int { // cells of row 1
		cells := make([]int, len(cols))
		for i, c := range cols {
			cells[i] = s.Cell(0, c-1)
		}
		return cells
	}
	for _, tc := range []struct {
		k    Constraint
		want bool
	}{
		{Rellik{Sum: 6, Cells: r1(1, 2)}, true},      // 5, 3: sums 3, 5, 8
		{Rellik{Sum: 8, Cells: r1(1, 2)}, false},     // 5+3
		{Rellik{Sum: 10, Cells: r1(1, 2, 3)}, true},  // 5, 3, 4: sums 3 to 9 and 12
		{Rellik{Sum: 12, Cells: r1(1, 2, 3)}, false}, // 5+3+4
		{Equality{r1(2, 4)}, true},                   // 3 odd low, 6 even high
		{Equality{r1(1, 4)}, false},                  // 5, the middle
		{Equality{r1(2, 3)}, false},                  // 3 and 4 both low
		{Equality{r1(4, 5)}, false},                  // 6 and 7 both high
	} {
		if got := tc.k.holds(g); got != tc.want {
			t.Errorf("%+v holds: %v, want %v", tc.k, got, tc.want)
		}
	}
	for _, text := range []string{".EqualityCage~R1C1~R1C2~R1C3", ".RellikCage~1~R1C1~R1C2~R1C3~R1C4~R1C5~R1C6~R1C7~R1C8~R1C9"} {
		p, err := ParseISS(text)
		if err == nil {
			_, err = Count(t.Context(), p, 2)
		}
		if err == nil {
			t.Errorf("%s: no error", text)
		}
	}
}

// A 9x9 of rellik and equality cages taken from a solution is explained to
// it with sound steps, some of them these cages' own, in both languages.
func TestExplainCageKinds(t *testing.T) {
	sol := testGrid(t)
	s := sol.Shape
	p := &Puzzle{Givens: sudoku.NewGrid(s)}
	taken := make([]bool, s.Cells)
	for c := 0; c+s.N+1 < s.Cells; c += 4 {
		if s.Col(c) == s.N-1 || taken[c] || taken[c+1] || taken[c+s.N] {
			continue
		}
		if pair := []int{c, c + 1}; balanced(digitsOf(sol, pair), s.N) {
			p.Constraints = append(p.Constraints, Equality{pair})
			taken[c], taken[c+1] = true, true
			continue
		}
		three := []int{c, c + 1, c + s.N}
		if !distinct(sol.Cells, three) {
			continue
		}
		sums := subsetSums(digitsOf(sol, three))
		for x := 1; ; x++ { // the least sum no digits of it make
			if !sums.has(x) {
				p.Constraints = append(p.Constraints, Rellik{Sum: x, Cells: three})
				break
			}
		}
		for _, x := range three {
			taken[x] = true
		}
	}
	if !p.Check(sol) {
		t.Fatal("the cages do not hold on the solution")
	}
	giveUntilUnique(t, p, sol)
	words := ruleWords(t, p, sol)
	if words["RellikCage"] == "" || words["EqualityCage"] == "" {
		t.Errorf("the cages' own steps: %v", words)
	}
	t.Log(words["RellikCage"], words["EqualityCage"])
}
