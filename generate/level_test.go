package generate

import (
	"context"
	"fmt"
	"testing"

	"github.com/nanpure/nanpure/rate"
	"github.com/nanpure/nanpure/sudoku"
)

// TestLevelGivens checks that puzzles of a level have about as many givens
// as printed puzzles of that level: easy 9x9 ones 28-36 (they had 72 when
// a full house was rated as a hidden single in a row), and fewer at each
// harder level, on every size.
func TestLevelGivens(t *testing.T) {
	tests := []struct {
		shape  *sudoku.Shape
		level  rate.Level
		lo, hi float64 // bounds of the mean number of givens
	}{
		{sudoku.Classic, rate.Easy, 30, 36},
		{sudoku.Classic, rate.Medium, 26, 32},
		{sudoku.Classic, rate.Hard, 23, 29},
		{sudoku.MustShape(2, 3), rate.Easy, 12, 17},
		{sudoku.MustShape(3, 4), rate.Easy, 56, 68},
		{sudoku.MustShape(3, 4), rate.Medium, 49, 60},
	}
	ctx := context.Background()
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%v/%v", tt.shape, tt.level), func(t *testing.T) {
			const n = 6
			sum := 0
			for seed := range n {
				opts := Options{Shape: tt.shape, Seed: uint64(seed)}
				opts.SetLevel(tt.level)
				r, err := Puzzle(ctx, opts)
				if err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				if r.Rating == nil || rate.LevelOf(r.Rating.Score) != tt.level {
					t.Errorf("seed %d: rated %+v, want %v", seed, r.Rating, tt.level)
				}
				sum += r.Puzzle.Givens()
			}
			if mean := float64(sum) / n; mean < tt.lo || mean > tt.hi {
				t.Errorf("mean givens %.1f, want %g to %g", mean, tt.lo, tt.hi)
			}
		})
	}
}
