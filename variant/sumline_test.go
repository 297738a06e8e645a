package variant

import (
	"slices"
	"strings"
	"testing"

	"github.com/nanpure/nanpure/sudoku"
)

// ISS's SumLine holds on exactly as many of the 288 4x4 grids as the
// puzzle of it alone has solutions, and reads back from what is written;
// by hand on a grid; a loop is refused with its reason.
func TestSumLineCount(t *testing.T) {
	grids := all4x4(t)
	for _, text := range []string{
		".Shape~4x4.SumLine~5~R1C1~R1C2~R1C3~R1C4",
		".Shape~4x4.SumLine~6~R1C1~R2C1~R3C1~R4C1~R4C2",
		".Shape~4x4.SumLine~7~R1C1~R2C2~R3C3~R4C4~R4C3~R3C2",
		".Shape~4x4.SumLine~3~R2C2~R2C3",
	} {
		countsAndReadsBack(t, grids, text)
	}
	g := testGrid(t)
	r1 := func(cols ...int) []int { // cells of row 1: 5 3 4 6 7 8 9 1 2
		cells := make([]int, len(cols))
		for i, c := range cols {
			cells[i] = c - 1
		}
		return cells
	}
	for _, tc := range []struct {
		l    SumLine
		want bool
	}{
		{SumLine{Sum: 8, Cells: r1(1, 2)}, true},           // 5+3
		{SumLine{Sum: 12, Cells: r1(1, 2, 3)}, true},       // 5+3+4
		{SumLine{Sum: 10, Cells: r1(8, 9, 6)}, false},      // 1+2+8 passes 10
		{SumLine{Sum: 10, Cells: r1(8, 5, 9, 3, 4)}, true}, // 1+7+2, 4+6
		{SumLine{Sum: 9, Cells: r1(7, 2, 8, 5)}, false},    // 9, then 3+1+7 passes 9
		{SumLine{Sum: 9, Cells: r1(1, 3, 9)}, false},       // 5+4, then 2 ends short
	} {
		if got := tc.l.holds(g); got != tc.want {
			t.Errorf("%+v holds: %v, want %v", tc.l, got, tc.want)
		}
	}
	if _, err := ParseISS(".SumLine~10~R1C1~R1C2~R2C2~R2C1~LOOP"); err == nil || !strings.Contains(err.Error(), "loops") {
		t.Errorf("a loop: %v", err)
	}
}

// A 9x9 of 10 lines along rows of a solution (each a run of cells that
// divides into pieces of 10) is explained to it with sound steps, some of
// them the lines' own, in both languages.
func TestExplainSumLines(t *testing.T) {
	sol := testGrid(t)
	s := sol.Shape
	p := &Puzzle{Givens: sudoku.NewGrid(s)}
	for h := range 2 * s.N { // rows, then columns
		cells := s.House(h)
		for a := 0; a < len(cells); {
			end, open := -1, 0 // the last cell of the longest line from a
			for b := a; b < len(cells) && open < 10; b++ {
				if open += int(sol.Cells[cells[b]]); open == 10 {
					end, open = b, 0
				}
			}
			if end > a {
				p.Constraints = append(p.Constraints, SumLine{Sum: 10, Cells: slices.Clone(cells[a : end+1])})
				a = end + 1
			} else {
				a++
			}
		}
	}
	if len(p.Constraints) < 4 || !p.Check(sol) {
		t.Fatalf("%d lines, holding: %v", len(p.Constraints), p.Check(sol))
	}
	giveUntilUnique(t, p, sol)
	words := ruleWords(t, p, sol)
	if words["SumLine"] == "" {
		t.Errorf("the lines' own steps: %v", words)
	}
	t.Log(len(p.Constraints), words["SumLine"])
}
