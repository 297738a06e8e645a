package exact

import (
	"context"
	"testing"

	"github.com/nanpure/nanpure/sudoku"
)

// On a jigsaw's shape (its regions as boxes) the general engine finds the
// jigsaw's one solution: locked candidates, which read a box as the
// meeting of bands and stacks, are left out there. (With them it found
// none: a region is no such meeting.)
func TestJigsaw(t *testing.T) {
	// The Interactive Sudoku Solver's jigsaw example, its regions by cell.
	const layout = "000000021453303021453333221453322221455566121445666111445566667488887777888887777"
	const puzzle = "3.......71.......5....68.....5.19......9.............28....3......235..1.......9."
	const solution = "364891527189374265542168739625719843213987456937456182876523914498235671751642398"
	regions := make([][]int, 9)
	for c, r := range layout {
		regions[r-'0'] = append(regions[r-'0'], c)
	}
	s, err := sudoku.Jigsaw(sudoku.Classic, regions)
	if err != nil {
		t.Fatal(err)
	}
	g, err := sudoku.Parse(puzzle, sudoku.Options{Shape: s})
	if err != nil {
		t.Fatal(err)
	}
	r, err := Search(context.Background(), g, 2)
	if err != nil || r.Count != 1 || r.Solution.String() != solution {
		t.Errorf("%d solutions (%v), first %v; want one, %s", r.Count, err, r.Solution, solution)
	}
}
