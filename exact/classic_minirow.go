package exact

// The mini-row rule of the 9x9 engine: the three cells of a mini-row (or a
// mini-column) hold three digits, so when three digits are locked in it,
// no other digit can go there (a hidden triple of the mini-row). tdoku gets
// it from its triad variables (a triad holds at least six "absent" digits);
// here it is counted across the nine digits with bit-sliced counters, one
// bit per mini-row, for the whole grid at once.
//
// A digit is locked in a mini-row when the triad is alone in its row of the
// digit's triad grid: at a fixed point of the permutation rule that means
// the digit has no other place in that row nor in that box. In the 27-bit
// caches tri and vtri each 3-bit group is a row of a triad grid (in vtri:
// the columns one band may use in one box), so "alone in its group" finds
// the locked mini-rows and mini-columns of the whole grid with a few
// shifts.
//
// The other half of tdoku's rule, a mini-row where only three digits can
// go (a naked triple), removes fewer guesses than it costs: not applied.

// groupLow has the low bit of each 3-bit group of a 27-bit word, twice: a
// mini-row word at bits 0..26 and a mini-column word at bits 32..58 are
// counted side by side in one 64-bit word, which halves the work.
const groupLow = 0o111_111_111 | 0o111_111_111<<32

// alone3 returns the bits of x that are alone in their 3-bit group: the
// groups with two or more bits, found at their low bit, are spread over
// the group by a multiplication by 7 (no carries: one bit per group) and
// taken out.
func alone3(x uint64) uint64 {
	a := x & groupLow
	b := x >> 1 & groupLow
	c := x >> 2 & groupLow
	return x &^ ((a&(b|c) | b&c) * 7)
}

// minirows applies the mini-row rule and marks the digits it changed as
// dirty. The state must be at a fixed point of the other rules (the caches
// valid). It returns false when four digits are locked in one mini-row.
func (s *classicState) minirows() bool {
	// Each word holds the mini-rows of a digit's tri at bits 0..26 and
	// the mini-columns of its vtri at bits 32..58.
	var lock [9]uint64
	var c1, c2, c3, c4 uint64 // mini-rows and mini-columns with >= k locked digits
	var free uint64           // ... where some digit may go and is not locked
	for d := range s.tri {
		g := uint64(s.tri[d]) | uint64(s.vtri[d])<<32
		x := alone3(g)
		lock[d] = x
		free |= g &^ x
		c4 |= c3 & x
		c3 |= c2 & x
		c2 |= c1 & x
		c1 |= x
	}
	if c4 != 0 {
		return false
	}
	// The rule removes something only where three digits are locked and
	// another may go: seldom (a placed mini-row has its three digits
	// locked and no other).
	full := c3 & free
	if full == 0 {
		return true
	}
	t := classicTables
	for d := range s.tri {
		// The full mini-rows where d could still go and is not locked.
		out := full &^ lock[d] & (uint64(s.tri[d]) | uint64(s.vtri[d])<<32)
		if out == 0 {
			continue
		}
		outH, outV := uint32(out), uint32(out>>32)
		w := &s.cand[d]
		// outV is stack-major: stackTriads(outV>>3b) gathers band b's
		// columns from it (the layout change is its own inverse).
		w[0] &^= t.triadCells[outH&rowAll] | stackTriads(outV)*rowsRepl
		w[1] &^= t.triadCells[outH>>9&rowAll] | stackTriads(outV>>3)*rowsRepl
		w[2] &^= t.triadCells[outH>>18&rowAll] | stackTriads(outV>>6)*rowsRepl
		s.dirty |= 1 << d
	}
	return true
}
