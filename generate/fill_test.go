package generate

import (
	"testing"

	"github.com/nanpure/nanpure/sudoku"
)

func TestFill(t *testing.T) {
	for _, s := range []*sudoku.Shape{shape4, shape6, sudoku.MustShape(2, 4), sudoku.Classic, shape12, shape16, shape25, sudoku.MustShape(6, 6)} {
		f := newFiller(s, newRandom(uint64(s.N)))
		n := 20
		if s.N > 16 {
			n = 2
		}
		for range n {
			if g := f.fill(); !g.IsSolved() {
				t.Fatalf("%v: not a solved grid: %v", s, g)
			}
		}
	}
}

// TestFillSpread checks that the grids show no fixed pattern: over many
// draws every digit comes out in every cell of the first row, about as
// often as any other.
func TestFillSpread(t *testing.T) {
	s := sudoku.Classic
	f := newFiller(s, newRandom(1))
	const draws = 2700
	var counts [9][10]int
	for range draws {
		g := f.fill()
		for c := range 9 {
			counts[c][g.Cells[c]]++
		}
	}
	for c := range 9 {
		for d := 1; d <= 9; d++ {
			// 300 expected; a fair draw stays within 300 +- 5 sigma (~80).
			if n := counts[c][d]; n < 220 || n > 380 {
				t.Errorf("digit %d at r1c%d: %d times in %d draws", d, c+1, n, draws)
			}
		}
	}
}
