package human

import (
	"context"
	"reflect"
	"testing"

	"github.com/nanpure/nanpure/internal/corpus"
	"github.com/nanpure/nanpure/sudoku"
)

// TestQuietDigitsKeepSteps checks that what a Solver keeps of the puzzles
// it solved before (quiet.go) changes no step: puzzles that differ in a
// given, as a generator's are, solved twice by one Solver, take the steps
// a new Solver takes on each.
func TestQuietDigitsKeepSteps(t *testing.T) {
	ctx := context.Background()
	var puzzles []sudoku.Grid
	for i, a := range sample("tdoku_magictour_top1465_sample.answers.txt", 25) {
		if i == 8 {
			break
		}
		p := corpus.MustParse(t, a.Puzzle)
		sol := corpus.MustParse(t, a.Solution)
		puzzles = append(puzzles, p)
		// The puzzle with one more given, at the first, middle and last
		// empty cells: the same digits' places, but around that cell.
		var empty []int
		for c, d := range p.Cells {
			if d == 0 {
				empty = append(empty, c)
			}
		}
		for _, c := range []int{empty[0], empty[len(empty)/2], empty[len(empty)-1]} {
			q := p.Clone()
			q.Cells[c] = sol.Cells[c]
			puzzles = append(puzzles, q)
		}
	}
	trace := func(sv *Solver, g sudoku.Grid) []Step {
		b, err := NewBoard(g)
		if err != nil {
			t.Fatal(err)
		}
		tr, err := sv.Solve(ctx, b, nil)
		if err != nil {
			t.Fatalf("%v: %v", g, err)
		}
		return tr.Steps
	}
	opts := &Options{Profile: SukakuExplainer}
	var want [][]Step
	for _, g := range puzzles {
		want = append(want, trace(NewSolver(opts), g))
	}
	shared := NewSolver(opts)
	for pass := 0; pass < 2; pass++ {
		for i, g := range puzzles {
			if got := trace(shared, g); !reflect.DeepEqual(got, want[i]) {
				t.Errorf("pass %d, %v: a used Solver takes other steps than a new one", pass, g)
			}
		}
	}
	if len(shared.s.quiet.seen) == 0 {
		t.Errorf("no digit kept quiet: the test tests nothing")
	}
}
