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
	var n [6]int
	for e := range s.tri {
		tri, vtri := s.tri[e], s.vtri[e]
		n[0] += int(t.permCount[tri&rowAll])
		n[1] += int(t.permCount[tri>>9&rowAll])
		n[2] += int(t.permCount[tri>>18&rowAll])
		n[3] += int(t.permCount[vtri&rowAll])
		n[4] += int(t.permCount[vtri>>9&rowAll])
		n[5] += int(t.permCount[vtri>>18&rowAll])
	}
	best := 1 << 30
	u = -1
	for k, c := range n {
		if c > 9 && c < best {
			u, best = k, c
		}
	}
	if u < 0 {
		return 0, 0, 0
	}
	caches, shift := &s.tri, 9*u
	if u >= 3 {
		caches, shift = &s.vtri, 9*(u-3)
	}
	fewest := 7
	for e, c := range caches {
		if n := int(t.permCount[c>>shift&rowAll]); n > 1 && n < fewest {
			d, fewest = e, n
		}
	}
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
