package canon

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/nanpure/nanpure/internal/corpus"
	"github.com/nanpure/nanpure/sudoku"
)

// TestFullForm checks the path of full 9x9 grids against the general
// search: on the solutions of every embedded file and, when it is on the
// machine, of the benchmark's 5,000 17-given puzzles (all 49,158 with
// -long), and on their shuffles. Latin squares that are no sudoku (the
// columns of a solution shuffled across stacks) keep the general path.
func TestFullForm(t *testing.T) {
	var grids []sudoku.Grid
	for _, name := range corpus.AnswerFiles() {
		for _, a := range corpus.Embedded(name) {
			if a.Solution != "" {
				grids = append(grids, corpus.MustParse(t, a.Solution))
			}
		}
	}
	if as, ok, err := corpus.SharedAnswers("tdoku_17_clue.answers.txt"); err == nil && ok {
		if !corpus.Long() {
			as = as[:min(len(as), 5000)]
		}
		for _, a := range as {
			grids = append(grids, corpus.MustParse(t, a.Solution))
		}
	}
	r := rand.New(rand.NewPCG(7, 8))
	for _, g := range grids[:200] {
		grids = append(grids, Shuffle(g, r))
		latin := sudoku.NewGrid(g.Shape)
		for j, c := range r.Perm(9) {
			for i := range 9 {
				latin.Cells[i*9+j] = g.Cells[i*9+c]
			}
		}
		if isFull9(latin) != latin.IsSolved() {
			t.Fatalf("%s: a Latin square takes the path of full grids", latin)
		}
	}
	for _, g := range grids {
		want, err := searchForm(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		if got := fullForm(g); !got.Equal(want) {
			t.Fatalf("%s:\n got %s\nwant %s", g, got, want)
		}
	}
	t.Logf("%d grids", len(grids))
}
