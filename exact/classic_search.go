package exact

import (
	"math/bits"

	"github.com/nanpure/nanpure/sudoku"
)

// Search of the 9x9 engine: propagate, then branch on a cell.
//
// Guesses are counted as in the general engine: at a branch point with k
// open digits, the first k-1 tried are guesses; the last is forced.

// search explores state s and reports whether to stop (limit reached, yield
// said stop, context done or node budget spent).
func (e *classic) search(s *classicState) (stop bool) {
	// next is declared out of the loop: a variable of the loop body whose
	// address is passed down would be moved to the heap.
	var next classicState
	for {
		if e.node() {
			return true
		}
		if !s.propagate() {
			return false
		}
		if s.solved() {
			var g sudoku.Grid
			if e.wantGrid() {
				g = s.grid()
			}
			return e.solution(g)
		}
		if u, d, ways := s.pickUnit(); ways != 0 {
			// Every way but the last is tried in a copy; the last is
			// forced and continues in s.
			for ways&(ways-1) != 0 {
				var k int
				k, ways = nextPerm(ways)
				e.stats.Guesses++
				next = *s
				next.takePerm(u, d, k)
				if e.search(&next) {
					return true
				}
			}
			s.takePerm(u, d, bits.TrailingZeros32(ways))
			continue
		}
		b, p, cs := s.pickCell()
		// Every digit but the last is tried in a copy; the last is forced
		// and continues in s.
		for cs&(cs-1) != 0 {
			d := bits.TrailingZeros32(cs)
			cs &= cs - 1
			e.stats.Guesses++
			next = *s
			next.place(d, b, p)
			if e.search(&next) {
				return true
			}
		}
		s.place(bits.TrailingZeros32(cs), b, p)
	}
}

// pickCell returns an undecided cell with the fewest candidates (band b,
// bit p) and its digits (bit d for digit d+1). The state must be at a fixed
// point and not solved, so every undecided cell has two or more.
func (s *classicState) pickCell() (b, p int, digits uint32) {
	var best3 [3]uint32
	for b := range 3 {
		var once, twice, thrice uint32
		for d := range s.cand {
			w := s.cand[d][b]
			thrice |= twice & w
			twice |= once & w
			once |= w
		}
		if pairs := twice &^ thrice & s.unsolved[b]; pairs != 0 {
			p := bits.TrailingZeros32(pairs)
			return b, p, s.digitsAt(b, p)
		}
		best3[b] = s.unsolved[b]
	}
	// No cell with two: count the rest one by one (rare: a few times per
	// thousand branch points on hard puzzles).
	bestN := 10
	for bb := range 3 {
		for u := best3[bb]; u != 0; u &= u - 1 {
			q := bits.TrailingZeros32(u)
			ds := s.digitsAt(bb, q)
			if n := bits.OnesCount32(ds); n < bestN {
				b, p, digits, bestN = bb, q, ds, n
			}
		}
	}
	return b, p, digits
}

// digitsAt returns the candidates of cell p of band b.
func (s *classicState) digitsAt(b, p int) uint32 {
	var ds uint32
	for d := range s.cand {
		ds |= (s.cand[d][b] >> p & 1) << d
	}
	return ds
}
