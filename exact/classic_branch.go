package exact

import "math/bits"

// Branching of the 9x9 engine, after tdoku: branch on how one digit fills
// one band or stack (which of the permutation matrices of its triad grid
// it takes), not on the digit of one cell. The unit chosen is the band or
// stack with the fewest ways left over all digits, among those not yet
// fixed; the digit is the one with the fewest ways (two or more) in it.
// Fixing a digit's triads in a crowded band decides much more than a cell
// does: on the hardest puzzles this halves the guesses of branching on a
// cell with two candidates.

// pickUnit returns the unit (0-2: band, 3-5: stack 0-2) and digit to branch
// on, and the permutations left to try (bit k for perms[k]). The state
// must be at a fixed point (caches valid). ways is 0 when every unit is
// fixed, which does not happen in a state that is not solved.
func (s *classicState) pickUnit() (u, d int, ways uint32) {
	t := classicTables
	// Six sums in locals, not an array: the compiler keeps locals in
	// registers and an array in memory.
	var n0, n1, n2, n3, n4, n5 uint32
	for e := range s.tri {
		tri, vtri := s.tri[e], s.vtri[e]
		n0 += uint32(t.permCount[tri&rowAll])
		n1 += uint32(t.permCount[tri>>9&rowAll])
		n2 += uint32(t.permCount[tri>>18&rowAll])
		n3 += uint32(t.permCount[vtri&rowAll])
		n4 += uint32(t.permCount[vtri>>9&rowAll])
		n5 += uint32(t.permCount[vtri>>18&rowAll])
	}
	// The unit with the fewest ways among those not fixed (more than one
	// way for nine digits), the first of equals. The choices are made
	// branch-free, as minimums of count<<4 | index (Go's min compiles to
	// a conditional move): a data-dependent branch mispredicts often here.
	const none = 1 << 30
	best := uint32(none)
	for k, c := range [6]uint32{n0, n1, n2, n3, n4, n5} {
		key := c<<4 | uint32(k)
		if c <= 9 {
			key = none
		}
		best = min(best, key)
	}
	if best == none {
		return 0, 0, 0
	}
	u = int(best & 15)
	caches, shift := &s.tri, 9*u
	if u >= 3 {
		caches, shift = &s.vtri, 9*(u-3)
	}
	// The digit with the fewest ways (two or more) in it.
	best = none
	for e := range caches {
		best = min(best, uint32(t.permKey[caches[e]>>shift&rowAll])|uint32(e))
	}
	d = int(best & 15)
	return u, d, uint32(t.permSet[caches[d]>>shift&rowAll])
}

// takePerm keeps only permutation k of digit d in unit u (see pickUnit).
func (s *classicState) takePerm(u, d, k int) {
	t := classicTables
	p := uint32(perms[k])
	w := &s.cand[d]
	if u < 3 {
		w[u] &= t.triadCells[p]
	} else {
		// Row b of the stack's grid is the column band b takes.
		st := 3 * (u - 3)
		others := uint32(rowAll) &^ (7 << st)
		w[0] &= (others | (p&7)<<st) * rowsRepl
		w[1] &= (others | (p>>3&7)<<st) * rowsRepl
		w[2] &= (others | (p>>6&7)<<st) * rowsRepl
	}
	s.dirty |= 1 << d
}

// nextPerm returns the lowest permutation of ways and ways without it.
func nextPerm(ways uint32) (int, uint32) {
	return bits.TrailingZeros32(ways), ways & (ways - 1)
}
