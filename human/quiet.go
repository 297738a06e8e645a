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
	// small holds the keys of boards of up to 9 digits (smallKey), seen
	// those of larger boards (keyOf). Looking up a set of 10^5 places is
	// a cache miss or two, and a string key adds the miss of following its
	// pointer and an allocation for each key added: with two words kept in
	// the map itself, rating the puzzles that generating extreme 9x9
	// puzzles rates took 2% less time (all 10,595 of one run, in its
	// order; 5% on 2,000 of them drawn at random). The string keys had
	// taken 3-7% of it.
	small map[[2]uint64]struct{}
	seen  map[string]struct{}
	key   []byte
}

// smallKey is the key of finder f and the places of digit d on b, a board
// of up to 9 digits: the places in rows 0-6, 9 bits a row, in the first
// word, those in rows 7 and 8, f and d in the second.
func smallKey(b *Board, f byte, d sudoku.Digit) [2]uint64 {
	n := b.Shape.N
	b.where(0, d) // makes b.pos, read here row by row: pos[r*n+d-1]
	pos := b.pos[int(d)-1:]
	var k [2]uint64
	for r := 0; r < min(n, 7); r++ {
		k[0] |= pos[r*n] << (9 * r)
	}
	for r := 7; r < n; r++ {
		k[1] |= pos[r*n] << (9 * (r - 7))
	}
	k[1] |= uint64(f)<<18 | uint64(d)<<26
	return k
}

// keyOf sets q.key to the key of finder f and the places of digit d on b,
// a board of more than 9 digits: f, d, then the places in each row.
func (q *quietDigits) keyOf(b *Board, f byte, d sudoku.Digit) []byte {
	n := b.Shape.N
	key := append(q.key[:0], f, byte(d))
	b.where(0, d) // makes b.pos, read here row by row: pos[r*n+d-1]
	for i := int(d) - 1; i < n*n; i += n {
		m := b.pos[i]
		if n <= 16 { // 16x16 and smaller, unrolled
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
	if b.Shape.N <= 9 {
		_, ok := q.small[smallKey(b, f, d)]
		return ok
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
	if q.shape != b.Shape || q.seen == nil || len(q.small)+len(q.seen) >= maxQuiet {
		q.shape, q.small, q.seen = b.Shape, map[[2]uint64]struct{}{}, map[string]struct{}{}
	}
	if b.Shape.N <= 9 {
		q.small[smallKey(b, f, d)] = struct{}{}
		return
	}
	q.seen[string(q.keyOf(b, f, d))] = struct{}{}
}
