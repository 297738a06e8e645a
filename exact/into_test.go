package exact

import (
	"context"
	"testing"

	"github.com/nanpure/nanpure/internal/corpus"
	"github.com/nanpure/nanpure/sudoku"
)

// TestSearchInto checks every answer file with SearchInto, one destination
// grid per shape reused from puzzle to puzzle: the answers are Search's,
// and the first solution is written into the destination, never a new
// grid (of the 9x9 engine and of the general one alike).
func TestSearchInto(t *testing.T) {
	dsts := map[*sudoku.Shape]sudoku.Grid{}
	into := func(ctx context.Context, g sudoku.Grid, limit int) (Result, error) {
		dst, ok := dsts[g.Shape]
		if !ok {
			dst = sudoku.NewGrid(g.Shape)
			dsts[g.Shape] = dst
		}
		r, err := SearchInto(ctx, g, limit, dst)
		if r.Count > 0 && &r.Solution.Cells[0] != &dst.Cells[0] {
			t.Fatalf("%v: the solution is a new grid, not the destination", g)
		}
		return r, err
	}
	for _, name := range corpus.AnswerFiles() {
		t.Run(name, func(t *testing.T) { checkAnswers(t, name, corpus.Embedded(name), into) })
	}
	// A destination of another shape is left alone.
	other := sudoku.NewGrid(sudoku.MustShape(2, 2))
	r, err := SearchInto(context.Background(), parse(t, "000027008001000007064005019270963154400270683613004000087632041090048005342519870"), 2, other)
	if err != nil || r.Count != 1 || r.Solution.Shape != sudoku.Classic || other.Givens() != 0 {
		t.Fatalf("into a 4x4 grid: %d solutions of %v (%v), the 4x4 grid %v", r.Count, r.Solution.Shape, err, other)
	}
	// The general engine writes into it too.
	r, err = SearchInto(context.Background(), sudoku.NewGrid(other.Shape), 1, other)
	if err != nil || r.Count != 1 || &r.Solution.Cells[0] != &other.Cells[0] || !other.Solves(sudoku.NewGrid(other.Shape)) {
		t.Fatalf("the empty 4x4 grid into a 4x4 grid: %d solutions (%v), the grid %v", r.Count, err, other)
	}
}
