package exact

import (
	"slices"
	"testing"

	"github.com/nanpure/nanpure/internal/corpus"
	"github.com/nanpure/nanpure/sudoku"
)

// TestSinglesAfter checks that SinglesAfter, from a puzzle's fixed point of
// singles with one more cell decided, ends where SinglesOf ends from the
// puzzle's givens with that cell given: the same grid, or a contradiction
// for both. Every undecided cell is tried with each of its candidates and
// with a digit it has lost.
func TestSinglesAfter(t *testing.T) {
	var puzzles []sudoku.Grid
	for _, a := range corpus.Embedded("tdoku_serg_benchmark_sample.answers.txt")[:20] {
		puzzles = append(puzzles, parse(t, a.Puzzle))
	}
	for _, a := range corpus.Embedded("norvig_top95.answers.txt")[:20] {
		puzzles = append(puzzles, parse(t, a.Puzzle))
	}
	puzzles = append(puzzles, readHard(t, "hard16.txt")[:2]...)
	tried, contradictions := 0, 0
	for i, g := range puzzles {
		base, queue := make([]sudoku.Set, len(g.Cells)), []int(nil)
		if !SinglesOf(g, base, &queue) {
			t.Fatalf("puzzle %d: Singles found a contradiction in a puzzle with a solution", i)
		}
		for c, set := range base {
			if set&(set-1) == 0 {
				continue // decided
			}
			// Its candidates, and one digit it has lost.
			tries := set
			if lost := g.Shape.AllDigits() &^ set; lost != 0 {
				tries = tries.Add(lost.First())
			}
			for _, d := range tries.Digits() {
				after := slices.Clone(base)
				after[c] = sudoku.Bit(d)
				q := []int{c}
				okAfter := SinglesAfter(g.Shape, after, &q)

				h := g.Clone()
				h.Cells[c] = d
				fresh := make([]sudoku.Set, len(h.Cells))
				okFresh := SinglesOf(h, fresh, &q)

				tried++
				if okAfter != okFresh {
					t.Fatalf("puzzle %d, cell %d = %d: SinglesAfter %v, Singles %v", i, c, d, okAfter, okFresh)
				}
				if !okFresh {
					contradictions++
					continue
				}
				if !slices.Equal(after, fresh) {
					t.Fatalf("puzzle %d, cell %d = %d: SinglesAfter ends at another grid than Singles", i, c, d)
				}
			}
		}
	}
	t.Logf("tried %d, contradictions %d", tried, contradictions)
	if tried < 1000 || contradictions == 0 || contradictions == tried {
		t.Fatalf("tried %d cases, %d contradictions: the test does not test", tried, contradictions)
	}
}
