package human

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/nanpure/nanpure/sudoku"
)

// TestBoardPlaces checks that the places the board keeps through Place and
// Eliminate (where) are those of its candidates.
func TestBoardPlaces(t *testing.T) {
	for _, sh := range []*sudoku.Shape{sudoku.MustShape(2, 2), sudoku.MustShape(2, 3), sudoku.Classic, sudoku.MustShape(3, 4), sudoku.MustShape(4, 4)} {
		for c := range sh.Cells {
			for k, h := range sh.HousesOf(c) {
				if at := houseIndex(sh, c)[k]; sh.House(h)[at] != c {
					t.Fatalf("%v: cell %d is not at %d of house %d", sh, c, at, h)
				}
			}
		}
		rng := rand.New(rand.NewPCG(1, uint64(sh.N)))
		b, err := NewBoard(sudoku.NewGrid(sh))
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 4*sh.Cells; i++ {
			c := rng.IntN(sh.Cells)
			d := sudoku.Digit(rng.IntN(sh.N) + 1)
			switch {
			case !b.Has(c, d):
				continue
			case i%3 == 0:
				b.Place(c, d)
			default:
				b.Eliminate(c, d)
			}
			b.where(0, 1) // computed after the first change, kept after the next
			kept := slices.Clone(b.pos)
			b.dirty()
			for h := range sh.Houses() {
				for d := sudoku.Digit(1); int(d) <= sh.N; d++ {
					if got, want := kept[h*sh.N+int(d)-1], b.where(h, d); got != want {
						t.Fatalf("%v: after %d changes, digit %d in house %d: kept %b, want %b", sh, i, d, h, got, want)
					}
				}
			}
		}
	}
}
