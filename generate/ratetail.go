package generate

import (
	"github.com/nanpure/nanpure/human"
)

// Rating paths share their ends.
//
// A walk (walk.go) rates hundreds of puzzles that differ from each other in
// a few givens. Their solving paths differ where the givens do, but they
// often meet: some board a rating reaches (the same digits placed, the same
// candidates left) is one an earlier rating passed through, and from there
// the path is the same, since the next step is a function of the board
// alone. So the steps of every path that ran to its end are kept, and each
// board on it points at the rest of the path; a rating that reaches such a
// board takes the rest from there instead of searching it again. On 9x9
// extreme, seeds 0-11, 84% of the ratings reach a board seen before, but
// late (mostly in the singles at the end): the steps after it are 6% of
// the rating time, and keeping them, keys included, saves 1.8% of the
// instructions (seeds 0-2).

// maxTailBytes bounds the memory of the boards kept (their keys): about
// 100,000 boards of a 9x9 grid.
const maxTailBytes = 16 << 20

// A tailStep is what a rating takes of a step: its technique and
// difficulty.
type tailStep struct {
	tech human.Technique
	diff float64
}

// tailRef is where the rest of the path from a board is: steps[at:].
type tailRef struct {
	steps []tailStep
	at    int
}

// tails are the boards that ratings passed through, each with the path on
// from it. The zero value is empty and ready.
type tails struct {
	at    map[string]tailRef
	bytes int
	key   []byte // scratch key of the board asked about
}

// keyOf sets t.key to a key of board b: its digits and candidates, as
// many bytes a cell as a candidate set or a digit needs (a digit d of a
// filled cell is d<<N, above every set of N candidates).
func (t *tails) keyOf(b *human.Board) []byte {
	sh := b.Shape
	n := (sh.N + 7 + 7) / 8
	k := t.key[:0]
	for c := 0; c < sh.Cells; c++ {
		v := uint64(b.Candidates(c))
		if d := b.Digit(c); d != 0 {
			v = uint64(d) << sh.N
		}
		if n == 2 { // up to 9x9: the one case that must be fast
			k = append(k, byte(v), byte(v>>8))
			continue
		}
		for i := 0; i < n; i++ {
			k = append(k, byte(v>>(8*i)))
		}
	}
	t.key = k
	return k
}

// find returns the rest of the path from the board of key k, if kept.
func (t *tails) find(k []byte) (tailRef, bool) {
	r, ok := t.at[string(k)]
	return r, ok
}

// keep records that the boards of keys passed through the complete path
// steps: keys[i] is the board before steps[i].
func (t *tails) keep(keys []string, steps []tailStep) {
	for i, k := range keys {
		if t.at == nil || t.bytes >= maxTailBytes {
			t.at, t.bytes = map[string]tailRef{}, 0
		}
		if _, ok := t.at[k]; !ok {
			t.at[k] = tailRef{steps, i}
			t.bytes += len(k)
		}
	}
}
