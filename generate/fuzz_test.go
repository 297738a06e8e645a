package generate

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/nanpure/nanpure/exact"
	"github.com/nanpure/nanpure/sudoku"
)

// FuzzOptions: any options are refused by Check or make, within a short
// time, a puzzle that keeps them (one solution, the symmetry, the number
// of givens, the rating range), or fail with ErrNotFound or the end of the
// time; never a panic, never a puzzle that breaks them. hodoku rates on
// HoDoKu's scale, whose Score holds the level and the points.
func FuzzOptions(f *testing.F) {
	f.Add(uint8(0), uint8(0), false, 0, 0.0, 0.0, "", uint64(1), false)
	f.Add(uint8(1), uint8(1), true, 0, 0.0, 0.0, "", uint64(2), false)
	f.Add(uint8(2), uint8(2), false, 24, 0.0, 0.0, "", uint64(3), false)
	f.Add(uint8(2), uint8(0), false, 0, 2.0, 4.0, "", uint64(4), false)
	f.Add(uint8(2), uint8(0), false, 0, 3.0, 4.0, "", uint64(4), true)
	f.Add(uint8(1), uint8(2), false, 0, 1.0, 1.5, "", uint64(8), true)
	f.Add(uint8(2), uint8(3), false, 0, 0.0, 0.0, "pointing", uint64(5), false)
	f.Add(uint8(0), uint8(9), false, -3, 5.0, 1.0, "magic", uint64(6), false)
	f.Fuzz(func(t *testing.T, shape, symmetry uint8, minimal bool, givens int, lo, hi float64, technique string, seed uint64, hodoku bool) {
		shapes := []*sudoku.Shape{sudoku.MustShape(2, 2), sudoku.MustShape(2, 3), sudoku.Classic}
		syms := Symmetries()
		opts := Options{Shape: shapes[int(shape)%len(shapes)], Minimal: minimal, Givens: givens,
			MinRating: lo, MaxRating: hi, Technique: technique, Seed: seed, Attempts: 3}
		if int(symmetry) < len(syms) {
			opts.Symmetry = syms[symmetry]
		}
		if hodoku {
			opts.Rater = HoDoKu
		}
		if err := Check(opts); err != nil {
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
		defer cancel()
		r, err := Puzzle(ctx, opts)
		switch {
		case errors.Is(err, ErrNotFound), errors.Is(err, ErrImpossible), errors.Is(err, ErrOutOfReach), ctx.Err() != nil:
			return
		case err != nil:
			t.Fatalf("%+v: %v", opts, err)
		}
		if n, _ := exact.Count(context.Background(), r.Puzzle, 2); n != 1 {
			t.Fatalf("%+v: %d solutions", opts, n)
		}
		if !r.Solution.Solves(r.Puzzle) || !opts.Symmetry.Holds(r.Puzzle) {
			t.Fatalf("%+v: the solution or the symmetry does not hold", opts)
		}
		if givens > 0 && r.Puzzle.Givens() != givens {
			t.Fatalf("%+v: %d givens", opts, r.Puzzle.Givens())
		}
		if r.Rating != nil && (lo > 0 && r.Rating.Score < lo || hi > 0 && r.Rating.Score >= hi) {
			t.Fatalf("%+v: rating %.1f", opts, r.Rating.Score)
		}
	})
}
