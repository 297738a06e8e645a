package variant

import (
	"slices"
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
		".Shape~4x4.SumLine~5~R1C1~R1C2~R2C2~R2C1~LOOP",
		".Shape~4x4.SumLine~5~R1C2~R1C3~R2C3~R3C3~R3C2~R2C2~LOOP",
		".Shape~4x4.SumLine~7~R2C2~R2C3~R3C3~R3C2~LOOP",
		".Shape~4x4.SumLine~4~R1C1~R1C2~LOOP",
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
		{SumLine{Sum: 10, Cells: r1(2, 3, 4, 5)}, false},   // 3+4+6 passes 10
		// Loops: from the 4, 4+6 and 7+3; 5+4+2 divides nowhere into 9s.
		{SumLine{Sum: 10, Cells: r1(2, 3, 4, 5), Loop: true}, true},
		{SumLine{Sum: 9, Cells: r1(1, 3, 9), Loop: true}, false},
		{SumLine{Sum: 11, Cells: r1(1, 3, 9), Loop: true}, true},
	} {
		if got := tc.l.holds(g); got != tc.want {
			t.Errorf("%+v holds: %v, want %v", tc.l, got, tc.want)
		}
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

// A 9x9 of loops round rectangles of a solution (those that divide into
// pieces of 10, from some first cell) is explained to it likewise.
func TestExplainSumLoops(t *testing.T) {
	sol := testGrid(t)
	s := sol.Shape
	p := &Puzzle{Givens: sudoku.NewGrid(s)}
	// ring lists the cells round the h x w rectangle at r, c clockwise.
	ring := func(r, c, h, w int) []int {
		var cells []int
		for j := range w {
			cells = append(cells, r*s.N+c+j)
		}
		for i := 1; i < h; i++ {
			cells = append(cells, (r+i)*s.N+c+w-1)
		}
		for j := w - 2; j >= 0; j-- {
			cells = append(cells, (r+h-1)*s.N+c+j)
		}
		for i := h - 2; i > 0; i-- {
			cells = append(cells, (r+i)*s.N+c)
		}
		return cells
	}
	for _, hw := range [][2]int{{2, 2}, {2, 3}, {3, 2}, {3, 3}} {
		for r := 0; r+hw[0] <= s.N; r++ {
			for c := 0; c+hw[1] <= s.N; c++ {
				l := SumLine{Sum: 10, Cells: ring(r, c, hw[0], hw[1]), Loop: true}
				if l.holds(sol) {
					p.Constraints = append(p.Constraints, l)
				}
			}
		}
	}
	if len(p.Constraints) < 4 || !p.Check(sol) {
		t.Fatalf("%d loops, holding: %v", len(p.Constraints), p.Check(sol))
	}
	giveUntilUnique(t, p, sol)
	words := ruleWords(t, p, sol)
	if words["SumLoop"] == "" {
		t.Errorf("the loops' own steps: %v", words)
	}
	t.Log(len(p.Constraints), words["SumLoop"])
}
