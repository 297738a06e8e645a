package generate

import (
	"context"
	"testing"

	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/internal/corpus"
	"github.com/nanpure/nanpure/rate"
	"github.com/nanpure/nanpure/sudoku"
)

// TestSERaterAgrees checks that the generator's rater gives rate.Rate's
// numbers: the same ER, level and hardest technique.
func TestSERaterAgrees(t *testing.T) {
	ctx := context.Background()
	for seed := range 40 {
		r, err := Puzzle(ctx, Options{Seed: uint64(seed), Symmetry: Symmetry(seed % int(Random))})
		if err != nil {
			t.Fatal(err)
		}
		got, err := SE.Rate(ctx, r.Puzzle, 0)
		if err != nil {
			t.Fatal(err)
		}
		want, err := rate.Rate(ctx, r.Puzzle, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got.Score != want.ER || got.Level != want.Level.String() || got.Hardest != want.Hardest.Key() || got.Above {
			t.Errorf("%v: SE rates %+v, rate.Rate %+v", r.Puzzle, got, want)
		}
		if !got.Uses(got.Hardest) {
			t.Errorf("%v: techniques %v do not include the hardest, %s", r.Puzzle, got.Techniques, got.Hardest)
		}
		// With a cap at or below the rating, Rate stops early and says so.
		if capped, _ := SE.Rate(ctx, r.Puzzle, want.ER); !capped.Above || capped.Score < want.ER {
			t.Errorf("%v: capped at %g: %+v", r.Puzzle, want.ER, capped)
		}
	}
}

// TestRaterShapes rates puzzles of two sizes with one Rater, in turn.
func TestRaterShapes(t *testing.T) {
	ctx := context.Background()
	r := NewRater(nil)
	for _, tc := range []struct {
		name, puzzle string
		want         float64
	}{
		{"6x6", ".65...2.........1.3....4.....3..326.", 5.6},
		// Regressions
		// A solver that had rated the 6x6 puzzle (its strong links' tables
		// sized for 6 digits) panicked on this one.
		{"9x9 after 6x6", "...4.6.......8...17..12......4.6.2...853...7...6.75.....3...79..5....4..9......85", 9.1},
	} {
		p, err := sudoku.Parse(tc.puzzle, sudoku.Options{})
		if err != nil {
			t.Fatal(err)
		}
		got, err := r.Rate(ctx, p, 0)
		if err != nil {
			t.Fatal(err)
		}
		if got.Score != tc.want {
			t.Errorf("%s: rated %.1f, want %.1f", tc.name, got.Score, tc.want)
		}
	}
}

func TestSETechnique(t *testing.T) {
	for _, key := range Techniques(nil) {
		if d, err := SE.Technique(key); err != nil || d <= 0 {
			t.Errorf("Technique(%q) = %g, %v", key, d, err)
		}
	}
	for _, key := range []string{"w-wing", "full-house", "no-such-thing"} {
		if _, err := SE.Technique(key); err == nil {
			t.Errorf("Technique(%q): no error", key)
		}
	}
	if _, err := NewRater(human.Natural).Technique("w-wing"); err != nil {
		t.Errorf("natural profile, w-wing: %v", err)
	}
}

// TestLevels makes puzzles of every level and checks their rating with
// rate.Rate, as a user would with nanpure rate.
func TestLevels(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		level   rate.Level
		minimal bool
		sym     Symmetry
		shape   *sudoku.Shape
		seeds   int
	}{
		{rate.Easy, false, None, nil, 3},
		{rate.Medium, true, None, nil, 3},
		{rate.Hard, true, None, nil, 3},
		{rate.Hard, false, Rot180, nil, 3},
		{rate.Diabolical, true, None, nil, 2},
		{rate.Diabolical, false, Mirror, nil, 1},
		{rate.Extreme, false, None, nil, 1},
		{rate.Medium, false, None, shape6, 3},
		{rate.Hard, false, None, shape6, 3},
		{rate.Medium, false, Rot180, shape12, 1},
	}
	for _, tt := range tests {
		name := tt.level.String()
		if tt.minimal {
			name += " minimal"
		}
		name += " " + tt.sym.String()
		if tt.shape != nil {
			name += " " + tt.shape.String()
		}
		t.Run(name, func(t *testing.T) {
			seeds := tt.seeds
			if corpus.Long() {
				seeds *= 5
			}
			for seed := range seeds {
				opts := Options{Shape: tt.shape, Symmetry: tt.sym, Minimal: tt.minimal, Seed: uint64(seed)}
				opts.SetLevel(tt.level)
				r, err := Puzzle(ctx, opts)
				if err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				verify(t, opts, r)
				got, err := rate.Rate(ctx, r.Puzzle, nil)
				if err != nil {
					t.Fatal(err)
				}
				if got.Level != tt.level || r.Rating == nil || r.Rating.Score != got.ER {
					t.Errorf("seed %d: %v rated %v (%g), generator said %+v", seed, r.Puzzle, got.Level, got.ER, r.Rating)
				}
			}
		})
	}
}

// TestTechnique makes puzzles whose hardest step is a given technique.
func TestTechnique(t *testing.T) {
	ctx := context.Background()
	keys := []string{"naked-single", "x-wing", "xy-wing", "unique-rectangle-1", "forcing-chain"}
	if corpus.Long() {
		keys = append(keys, "pointing", "naked-pair", "hidden-pair", "swordfish", "skyscraper", "xyz-wing", "bug-1", "x-chain", "cell-forcing-chain")
	}
	for _, key := range keys {
		t.Run(key, func(t *testing.T) {
			opts := Options{Technique: key, Seed: 1}
			r, err := Puzzle(ctx, opts)
			if err != nil {
				t.Fatal(err)
			}
			verify(t, opts, r)
			got, err := rate.Rate(ctx, r.Puzzle, nil)
			if err != nil {
				t.Fatal(err)
			}
			if got.Hardest.Key() != key {
				t.Errorf("%v: hardest step %v, want %s", r.Puzzle, got.Hardest, key)
			}
		})
	}
}
