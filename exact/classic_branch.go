package exact

import "math/bits"

// Branching of the 9x9 engine, after tdoku: branch on how one digit fills
// one band or stack (which of the permutation matrices of its triad grid
// it takes), not on the digit of one cell. The unit chosen is the band or
// stack, among those not yet fixed, whose digits leave the fewest ways to
// fill it together: the least product of their ways (the least sum of
// logarithms), which on the hardest puzzles takes 3-7% fewer nodes than
// tdoku's least sum of ways. The digit is the one with the fewest ways
// (two or more) in that unit.
// Fixing a digit's triads in a crowded band decides much more than a cell
// does: on the hardest puzzles this halves the guesses of branching on a
// cell with two candidates.

// pickUnit returns the unit (0-2: band, 3-5: stack 0-2) and digit to branch
// on, and the permutations left to try (bit k for perms[k]). The state
// must be at a fixed point (caches valid). ways is 0 when every unit is
// fixed, which does not happen in a state that is not solved.
func (s *classicState) pickUnit() (u, d int, ways uint32) {
	t := classicTables
	// The sums of the logarithms of the ways of the nine digits, all six
	// at once: ten bits per unit hold nine logarithms of at most 41
	// (16 log2 6).
	w := &s.ways
	n := w[0] + w[1] + w[2] + w[3] + w[4] + w[5] + w[6] + w[7] + w[8]
	const ten = 1<<10 - 1
	n0, n1, n2 := uint32(n&ten), uint32(n>>10&ten), uint32(n>>20&ten)
	n3, n4, n5 := uint32(n>>30&ten), uint32(n>>40&ten), uint32(n>>50&ten)
	// The unit with the least product of ways among those not fixed
	// (a product above one), the first of equals: the minimum of the keys
	// logs<<4 | unit. Every choice here is made without a branch (see
	// lower): which unit or digit wins is data that no predictor learns,
	// and Go compiles min and a conditional assignment to jumps when it
	// sees fit.
	best := lower(lower(lower(unitKey(n0, 0), unitKey(n1, 1)), lower(unitKey(n2, 2), unitKey(n3, 3))),
		lower(unitKey(n4, 4), unitKey(n5, 5)))
	if best >= fixedUnit {
		return 0, 0, 0
	}
	u = int(best & 15)
	// The digit with the fewest ways (two or more) in it: the least
	// logarithm above 0, read from the sums' terms (the logarithm grows
	// with the ways, so the order is that of the ways), the lowest digit of
	// equals. A logarithm of 0 (one way) wraps to the top when 1 is taken
	// away.
	sh := 10 * uint(u)
	key := func(e int) uint32 { return (uint32(w[e]>>sh)-1)&ten<<4 | uint32(e) }
	best = lower(lower(lower(key(0), key(1)), lower(key(2), key(3))),
		lower(lower(key(4), key(5)), lower(lower(key(6), key(7)), key(8))))
	d = int(best & 15)
	// stack is all ones when u is a stack, and selects the stack grids
	// from vtri.
	stack := -(uint32(u+5) >> 3)
	shift := 9*u - 27&int(stack)
	g := s.tri[d] ^ (s.tri[d]^s.vtri[d])&stack
	return u, d, uint32(t.permSet[g>>shift&rowAll])
}

// fixedUnit is added to the key of a fixed unit in pickUnit.
const fixedUnit = 1 << 30

// unitKey returns the key of unit u whose logarithms of ways sum to c in
// pickUnit: c<<4 | u, plus fixedUnit when the unit is fixed (c = 0: one way
// for each digit).
func unitKey(c, u uint32) uint32 {
	return c<<4 | u | (c-1)>>31*fixedUnit
}

// lower returns the lower of a and b, both below 1<<31, without a branch.
func lower(a, b uint32) uint32 {
	d := int32(a - b)
	return b + uint32(d&(d>>31))
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
