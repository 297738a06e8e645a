package exact

import (
	"math/bits"

	"github.com/nanpure/nanpure/sudoku"
)

// Search of the 9x9 engine: propagate, then branch on the ways of one digit
// in one unit (classic_branch.go), depth first.
//
// Stats.Nodes counts the states propagated. Stats.Guesses counts the ways
// tried while others were still open: at a branch point with k ways, the
// first k-1 are guesses and the last one, the only one left once the others
// are refuted, is forced. This is the general engine's rule with "way of a
// digit in a unit" for "digit of a cell", and tdoku's count: one guess per
// binary branch.

// search explores state s and reports whether to stop (limit reached, yield
// said stop, context done or node budget spent).
func (e *classic) search(s *classicState) (stop bool) {
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
				g = s.fill(e.newGrid(sudoku.Classic))
			}
			return e.solution(g)
		}
		u, d, ways := s.pickUnit()
		if ways == 0 {
			// Not full, so some unit is not fixed (classic.go, Invariants).
			panic("exact: 9x9 engine: every unit fixed in a grid that is not full")
		}
		// Every way but the last is tried in a copy; the last is forced
		// and continues in s.
		for ways&(ways-1) != 0 {
			var k int
			k, ways = nextPerm(ways)
			e.stats.Guesses++
			if e.guess(s, u, d, k) {
				return true
			}
		}
		s.takePerm(u, d, bits.TrailingZeros32(ways))
	}
}

// guess searches a copy of s with permutation k of digit d in unit u. The
// copy is made here, not in search: a variable declared there would be
// zeroed at every node, and one declared in its loop would be moved to the
// heap.
func (e *classic) guess(s *classicState, u, d, k int) (stop bool) {
	next := *s
	next.takePerm(u, d, k)
	return e.search(&next)
}
