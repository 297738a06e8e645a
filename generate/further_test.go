package generate

import (
	"context"
	"testing"

	"github.com/nanpure/nanpure/exact"
	"github.com/nanpure/nanpure/sudoku"
)

// TestSolvedFurther checks the screen of a climb: a step that singles
// solve to the end, from a puzzle they barely start, is dropped only when
// the walk stands within furtherNear below the floor of the range.
func TestSolvedFurther(t *testing.T) {
	// Easter Monster: singles place nothing.
	hard, err := sudoku.Parse("1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1", sudoku.Options{})
	if err != nil {
		t.Fatal(err)
	}
	sol, err := exact.Solve(context.Background(), hard)
	if err != nil {
		t.Fatal(err)
	}
	// The solution with its first row open: singles fill it.
	easy := sol.Clone()
	for c := range 9 {
		easy.Cells[c] = 0
	}
	opts := Options{Shape: sudoku.Classic, MinRating: 9}
	g, err := newGenerator(opts)
	if err != nil {
		t.Fatal(err)
	}
	if n := g.check.openAfterSingles(hard); n != 81-hard.Givens() {
		t.Errorf("open after singles of Easter Monster: %d, want %d", n, 81-hard.Givens())
	}
	if n := g.check.openAfterSingles(easy); n != 0 {
		t.Errorf("open after singles of a grid with one open row: %d, want 0", n)
	}
	for _, tc := range []struct {
		r         *Rating
		cur, step sudoku.Grid
		drop      bool
	}{
		{&Rating{Score: 8.5}, hard, easy, true},
		{&Rating{Score: 8.0}, hard, easy, true},
		{&Rating{Score: 7.9}, hard, easy, false}, // too far below the floor
		{&Rating{Score: 9.2}, hard, easy, false}, // in the range
		{nil, hard, easy, false},                 // not rated
		{&Rating{Score: 8.5}, hard, hard, false}, // no further
		{&Rating{Score: 8.5}, easy, hard, false}, // the other way
	} {
		drops := g.solvedFurther(tc.cur, tc.r)
		if got := drops != nil && drops(tc.step); got != tc.drop {
			t.Errorf("solvedFurther(rating %v, %d givens to %d givens) = %v, want %v", tc.r, tc.cur.Givens(), tc.step.Givens(), got, tc.drop)
		}
	}
}
