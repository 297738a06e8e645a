package variant

import (
	"math/rand/v2"
	"testing"

	"github.com/nanpure/nanpure/sudoku"
)

// plus and fits, by word shifts, agree with sum by sum on random sets of
// sums up to 200 (across the words' borders) and random digits up to 25.
func TestSumSet(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 500 {
		top := 1 + rng.IntN(200)
		s, want := newSumSet(top), newSumSet(top)
		for i := 0; i <= top; i++ {
			if rng.IntN(5) == 0 {
				s.add(i)
			}
			if rng.IntN(7) == 0 {
				want.add(i)
			}
		}
		var ds sudoku.Set
		for d := sudoku.Digit(1); d <= 25; d++ {
			if rng.IntN(3) == 0 {
				ds = ds.Add(d)
			}
		}
		plus, fits := s.plus(ds), sudoku.Set(0)
		for i := 0; i < len(s)*64; i++ {
			in := false
			for _, d := range ds.Digits() {
				if s.has(i - int(d)) {
					in = true
				}
				if s.has(i) && want.has(i+int(d)) {
					fits = fits.Add(d)
				}
			}
			if plus.has(i) != in {
				t.Fatalf("top %d, digits %v: plus has %d: %v, want %v", top, ds.Digits(), i, plus.has(i), in)
			}
		}
		for i := 0; i <= 64; i++ {
			if got := digitSums(ds, 200).has(i); got != (i > 0 && ds.Has(sudoku.Digit(i))) {
				t.Fatalf("digitSums(%v) has %d: %v", ds.Digits(), i, got)
			}
		}
		if got := s.fits(ds, want); got != fits {
			t.Fatalf("top %d: fits %v, want %v", top, got.Digits(), fits.Digits())
		}
	}
}
