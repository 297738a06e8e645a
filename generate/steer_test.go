package generate

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/nanpure/nanpure/sudoku"
)

// emptyRater rates a puzzle by its empty cells (a tenth of a point each):
// a stand-in for the human solver's rating that grows with every removal,
// so that the steering's cap and floor can be tested on their own. Its
// "hardest technique" is "many" from 5.5 on, "few" below.
type emptyRater struct{ calls int }

func (r *emptyRater) Rate(ctx context.Context, p sudoku.Grid, max float64) (Rating, error) {
	r.calls++
	score := float64(p.Shape.Cells-p.Givens()) / 10
	if max > 0 && score >= max {
		return Rating{Score: score, Above: true}, nil
	}
	hardest := "few"
	if score >= 5.5 {
		hardest = "many"
	}
	return Rating{Score: score, Level: "test", Hardest: hardest, Techniques: []string{"few", hardest}}, nil
}

func (r *emptyRater) Technique(key string) (float64, error) {
	switch key {
	case "few":
		return 1, nil
	case "many":
		return 5.5, nil
	}
	return 0, fmt.Errorf("unknown technique %q", key)
}

func TestSteer(t *testing.T) {
	tests := []struct {
		name       string
		opts       Options
		minGivens  int
		maxGivens  int
		hardest    string
		wantErr    error
		wantAnyErr bool
	}{
		{name: "range", opts: Options{MinRating: 5.0, MaxRating: 5.5}, minGivens: 27, maxGivens: 31},
		{name: "cap only", opts: Options{MaxRating: 4}, minGivens: 42, maxGivens: 81},
		{name: "floor only", opts: Options{MinRating: 5.6}, minGivens: 17, maxGivens: 25},
		{name: "technique", opts: Options{Technique: "many"}, minGivens: 17, maxGivens: 26, hardest: "many"},
		{name: "range and symmetry", opts: Options{MinRating: 5.0, MaxRating: 5.5, Symmetry: Rot180}, minGivens: 27, maxGivens: 31},
		{name: "minimal and range", opts: Options{Minimal: true, MinRating: 5.5, MaxRating: 6}, minGivens: 22, maxGivens: 26},
		// Regressions
		{name: "unknown technique", opts: Options{Technique: "x-wing"}, wantAnyErr: true},
		{name: "technique above range", opts: Options{Technique: "many", MaxRating: 3}, wantErr: ErrImpossible},
		{name: "range out of reach", opts: Options{MinRating: 7, Attempts: 20}, wantErr: ErrNotFound},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for seed := range 5 {
				rater := &emptyRater{}
				opts := tt.opts
				opts.Rater, opts.Seed = rater, uint64(seed)
				r, err := Puzzle(context.Background(), opts)
				switch {
				case tt.wantErr != nil || tt.wantAnyErr:
					if err == nil || tt.wantErr != nil && !errors.Is(err, tt.wantErr) {
						t.Fatalf("error %v, want %v", err, tt.wantErr)
					}
					return
				case err != nil:
					t.Fatalf("seed %d: %v", seed, err)
				}
				verify(t, opts, r)
				if n := r.Puzzle.Givens(); n < tt.minGivens || n > tt.maxGivens {
					t.Errorf("seed %d: %d givens, want %d to %d", seed, n, tt.minGivens, tt.maxGivens)
				}
				if r.Rating == nil {
					t.Fatalf("seed %d: no rating", seed)
				}
				if r.Rating.Score < opts.MinRating || opts.MaxRating > 0 && r.Rating.Score >= opts.MaxRating {
					t.Errorf("seed %d: rating %g outside [%g, %g)", seed, r.Rating.Score, opts.MinRating, opts.MaxRating)
				}
				if tt.hardest != "" && r.Rating.Hardest != tt.hardest {
					t.Errorf("seed %d: hardest %q, want %q", seed, r.Rating.Hardest, tt.hardest)
				}
			}
		})
	}
}
