package human

import "github.com/nanpure/nanpure/sudoku"

// Digits without a pattern.
//
// Some finders look at one digit at a time, and what they find of a digit
// depends on its places alone: the basic fish, the locked candidates and
// Sukaku Explainer's chains of strong links (stronglinks.go). A
// digit whose places are those of an earlier search that found nothing of
// it has nothing again, on any board of the shape. A generator rates
// hundreds of puzzles that differ in a few givens, whose digits often have
// places seen before, so the places of quiet digits are kept, by finder,
// in a set that lives as long as the Solver.

// The finders of quietDigits: quietFish+k for basic fish of size k,
// quietStrong+n for chains of n strong links.
const (
	quietFish      byte = 0
	quietLocked    byte = 10 // pointing and claiming
	quietDirectLoc byte = 11 // their direct forms
	quietStrong    byte = 20
)

// maxQuiet bounds the places kept, 20 bytes and more each on 9x9: the
// room of four sets of 1<<15, one for the fish and the locked candidates
// and one for each length of the strong links' chains, as they were first
// kept.
const maxQuiet = 1 << 17

// quietDigits is the set of (finder, digit, places) where the finder found
// nothing.
type quietDigits struct {
	shape *sudoku.Shape
	seen  map[string]struct{}
	key   []byte
}

// keyOf sets q.key to the key of finder f and the places of digit d on b:
// f, d, then the places in each row.
func (q *quietDigits) keyOf(b *Board, f byte, d sudoku.Digit) []byte {
	n := b.Shape.N
	key := append(q.key[:0], f, byte(d))
	b.where(0, d) // makes b.pos, read here row by row: pos[r*n+d-1]
	for i := int(d) - 1; i < n*n; i += n {
		m := b.pos[i]
		if n <= 16 { // the common case, unrolled
			key = append(key, byte(m), byte(m>>8))
			continue
		}
		for j := 0; j < n; j += 8 {
			key = append(key, byte(m>>j))
		}
	}
	q.key = key
	return key
}

// has reports whether finder f found nothing of d on a board where d had
// its places on b.
func (q *quietDigits) has(b *Board, f byte, d sudoku.Digit) bool {
	if q.shape != b.Shape {
		return false
	}
	_, ok := q.seen[string(q.keyOf(b, f, d))]
	return ok
}

// digits returns the digits of b that finder f found nothing of before.
func (q *quietDigits) digits(b *Board, f byte) sudoku.Set {
	var out sudoku.Set
	for d := sudoku.Digit(1); int(d) <= b.Shape.N; d++ {
		if q.has(b, f, d) {
			out = out.Add(d)
		}
	}
	return out
}

// add records that finder f found nothing of d on b.
func (q *quietDigits) add(b *Board, f byte, d sudoku.Digit) {
	if q.shape != b.Shape || q.seen == nil || len(q.seen) >= maxQuiet {
		q.shape, q.seen = b.Shape, map[string]struct{}{}
	}
	q.seen[string(q.keyOf(b, f, d))] = struct{}{}
}
