package generate

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/rate"
	"github.com/nanpure/nanpure/sudoku"
)

// TestHoDoKuLevels makes puzzles of each of HoDoKu's levels and checks
// them against package rate's HoDoKu rating: the level asked, the same
// score, and the Score in the level's range. (rate's rating is checked
// against HoDoKu itself in rate/hodoku_test.go, on 500 puzzles made this
// way among others.)
func TestHoDoKuLevels(t *testing.T) {
	ctx := context.Background()
	for l := rate.HoDoKuEasy; l <= rate.HoDoKuExtreme; l++ {
		t.Run(l.String(), func(t *testing.T) {
			for seed := range uint64(3) {
				opts := Options{Seed: seed}
				opts.SetHoDoKuLevel(l)
				r, err := Puzzle(ctx, opts)
				if err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				got := r.Rating
				want, err := rate.Rate(ctx, r.Puzzle, &rate.Options{Profile: human.HoDoKu})
				if err != nil {
					t.Fatalf("seed %d: rate: %v", seed, err)
				}
				if got == nil || got.Level != l.String() || want.HoDoKuLevel != l || got.Points != want.Score ||
					got.Hardest != want.HoDoKuHardest.Key() {
					t.Errorf("seed %d: %v rated %+v; rate.Rate: %d %v %v", seed, r.Puzzle, got, want.Score, want.HoDoKuLevel, want.HoDoKuHardest)
					continue
				}
				if got.Score < float64(l) || got.Score >= float64(l+1) || got.Above {
					t.Errorf("seed %d: Score %v outside [%d, %d)", seed, got.Score, l, l+1)
				}
			}
		})
	}
}

// TestHoDoKuRaterStops checks that a rating capped at a level stops there
// with Above set.
func TestHoDoKuRaterStops(t *testing.T) {
	ctx := context.Background()
	opts := Options{Seed: 1}
	opts.SetHoDoKuLevel(rate.HoDoKuUnfair)
	r, err := Puzzle(ctx, opts)
	if err != nil {
		t.Fatal(err)
	}
	full, err := HoDoKu.Rate(ctx, r.Puzzle, 0)
	if err != nil {
		t.Fatal(err)
	}
	capped, err := HoDoKu.Rate(ctx, r.Puzzle, float64(rate.HoDoKuHard))
	if err != nil {
		t.Fatal(err)
	}
	if !capped.Above || capped.Score < float64(rate.HoDoKuHard) || capped.Points >= full.Points || full.Above {
		t.Errorf("capped at hard: %+v; in full: %+v", capped, full)
	}
}

// TestHoDoKuNotFound checks that a request no attempt meets is explained
// in HoDoKu's levels and points, not in the Score that holds them.
func TestHoDoKuNotFound(t *testing.T) {
	opts := Options{Shape: sudoku.MustShape(2, 2), Attempts: 5}
	opts.SetHoDoKuLevel(rate.HoDoKuHard)
	_, err := Puzzle(context.Background(), opts)
	if !errors.Is(err, ErrNotFound) || !strings.Contains(err.Error(), "5 were rated below HoDoKu's hard (highest: easy, ") {
		t.Errorf("4x4 at HoDoKu's hard: %v", err)
	}
	for score, want := range map[float64]string{2: "HoDoKu's hard", 0.0048: "easy, 48 points", 4.2511: "extreme, 2511 points"} {
		if got := HoDoKu.(*hodokuRater).figure(score); got != want {
			t.Errorf("figure(%v) = %q, want %q", score, got, want)
		}
	}
}

// TestHoDoKuTechnique makes puzzles whose hardest step on HoDoKu's scale
// (the step of the highest base score) is a technique, and checks them
// against package rate; a technique HoDoKu lacks is refused.
func TestHoDoKuTechnique(t *testing.T) {
	ctx := context.Background()
	for _, key := range []string{"skyscraper", "xy-wing", "xy-chain"} {
		for seed := range uint64(2) {
			r, err := Puzzle(ctx, Options{Rater: HoDoKu, Technique: key, Seed: seed})
			if err != nil {
				t.Fatalf("%s, seed %d: %v", key, seed, err)
			}
			want, err := rate.Rate(ctx, r.Puzzle, &rate.Options{Profile: human.HoDoKu})
			if err != nil || want.HoDoKuHardest.Key() != key || r.Rating.Hardest != key {
				t.Errorf("%s, seed %d: %v made with hardest %q; rate.Rate: %v (%v)", key, seed, r.Puzzle, r.Rating.Hardest, want.HoDoKuHardest, err)
			}
		}
	}
	if _, err := HoDoKu.Technique("forcing-chain"); err == nil {
		t.Error("forcing-chain (Sudoku Explainer's) on HoDoKu's scale: no error")
	}
}

// TestPractice: a puzzle to practise a technique on uses it and needs
// nothing of a higher level, on HoDoKu's scale and on Sukaku Explainer's
// (nothing rated higher); on HoDoKu's, a hidden rectangle is seldom the
// step of the highest base score beside the wings of its level, so some
// puzzle names another as its hardest.
func TestPractice(t *testing.T) {
	ctx := context.Background()
	other := 0
	for _, c := range []struct {
		rater Rater
		key   string
	}{{HoDoKu, "hidden-rectangle"}, {SE, "x-wing"}} {
		diff, err := c.rater.Technique(c.key)
		if err != nil {
			t.Fatal(err)
		}
		for seed := range uint64(3) {
			r, err := Puzzle(ctx, Options{Rater: c.rater, Technique: c.key, Practice: true, Seed: 100 + seed})
			if err != nil {
				t.Fatalf("%s, seed %d: %v", c.key, seed, err)
			}
			if !r.Rating.Uses(c.key) || r.Rating.Score > diff {
				t.Errorf("%s, seed %d: %v rated %v, using %v", c.key, seed, r.Puzzle, r.Rating.Score, r.Rating.Techniques)
			}
			if r.Rating.Hardest != c.key {
				other++
			}
		}
	}
	if other == 0 {
		t.Error("every puzzle's hardest step is the technique: Practice asks no less than Technique alone")
	}
}
