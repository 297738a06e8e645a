package exact

import "math/bits"

// Propagation of the 9x9 engine: locked candidates of every digit in its
// bands and stacks (the permutation rule), hidden and naked singles, and
// the mini-row rule, to a fixed point.
//
// The work is driven by the dirty digits: a digit is updated when its words
// changed, and an update that places cells dirties the digits that lose
// them. The rules that look at all digits at once come after: naked singles
// when no digit is dirty, the mini-row rule (which needs every cache valid,
// and finds something at one call in five on hard puzzles) only at a fixed
// point of the others.

// propagate applies the rules until nothing changes. It returns false on a
// contradiction.
func (s *classicState) propagate() bool {
	for {
		for s.dirty != 0 {
			d := bits.TrailingZeros32(s.dirty)
			s.dirty &= s.dirty - 1
			if !s.updateDigit(d) {
				return false
			}
		}
		if !s.nakedSingles() {
			return false
		}
		if s.dirty != 0 {
			continue
		}
		// A fixed point of the cheap rules. A full grid is a solution;
		// otherwise the mini-row rule has its turn while 40 cells or
		// more are open: below, it finds something at one call in six
		// or fewer (serg: one in twenty-five), and the nodes it saves
		// cost less than the calls.
		if s.solved() {
			return true
		}
		if bits.OnesCount32(s.unsolved[0])+bits.OnesCount32(s.unsolved[1])+bits.OnesCount32(s.unsolved[2]) < minirowOpen {
			return true
		}
		if !s.minirows() {
			return false
		}
		if s.dirty == 0 {
			return true
		}
	}
}

// minirowOpen is the fewest open cells for which propagate applies the
// mini-row rule.
const minirowOpen = 40

// updateDigit applies the permutation rule to digit d in its three bands and
// three stacks until they agree, then places the cells that are alone in
// their row. It returns false when the digit has no place left in some
// house.
func (s *classicState) updateDigit(d int) bool {
	t := classicTables
	w := &s.cand[d]
	// The cells placed since the last update leave the words here (see
	// settle): all but the digit's own.
	own := &s.placed[d]
	m0, m1, m2 := w[0]&(s.unsolved[0]|own[0]), w[1]&(s.unsolved[1]|own[1]), w[2]&(s.unsolved[2]|own[2])
	for {
		// Bands: keep the cells of triads that belong to a permutation.
		k0, k1, k2 := t.keepBand[triadKey(m0)], t.keepBand[triadKey(m1)], t.keepBand[triadKey(m2)]
		n0, n1, n2 := m0&uint32(k0), m1&uint32(k1), m2&uint32(k2)
		// Stacks: the same rule on the mini-columns, whose grids
		// stackSpread transposes from the columns of each band.
		vtri := t.stackSpread[columns(n0)] | t.stackSpread[columns(n1)]<<3 | t.stackSpread[columns(n2)]<<6
		ks := &t.keepStack
		keep := ks[0][vtri&rowAll] | ks[1][vtri>>9&rowAll] | ks[2][vtri>>18&rowAll]
		m0 = n0 & ((uint32(keep) & rowAll) * rowsRepl)
		m1 = n1 & ((uint32(keep) >> 9 & rowAll) * rowsRepl)
		m2 = n2 & ((uint32(keep) >> 18 & rowAll) * rowsRepl)
		// Both rules are idempotent, so when the stacks removed nothing
		// the bands are done too: no second pass to find that out.
		if m0 == n0 && m1 == n1 && m2 == n2 {
			s.tri[d] = uint32(k0>>32)&rowAll | uint32(k1>>32)&rowAll<<9 | uint32(k2>>32)&rowAll<<18
			s.vtri[d] = vtri
			// The logarithms of the ways, for pickUnit: the bands' from
			// the band lookups, the stacks' from the stack lookups.
			s.ways[d] = keep&^(1<<30-1) | k0>>48 | k1>>48<<10 | k2>>48<<20
			break
		}
	}
	// An empty band empties every stack, so m0 says it all.
	if m0 == 0 {
		return false
	}
	w[0], w[1], w[2] = m0, m1, m2
	// Hidden singles: a row of a band with one cell left places it. The
	// rule above has already removed the cell's peers from d's words.
	a01 := alone(uint64(m0)|uint64(m1)<<32) & (uint64(s.unsolved[0]) | uint64(s.unsolved[1])<<32)
	a2 := uint32(alone(uint64(m2))) & s.unsolved[2]
	if a01|uint64(a2) != 0 {
		s.settle(d, uint32(a01), uint32(a01>>32), a2)
	}
	return true
}

// Rows of band words side by side in a 64-bit word (two bands, 32 bits
// apart), for alone: rowLow has the first cell of each row, rowHigh the
// last, rowRest the other eight.
const (
	rowLow  = (1 | 1<<9 | 1<<18) * (1 | 1<<32)
	rowHigh = rowLow << 8
	rowRest = rowLow * 0xff
)

// alone returns the cells of band words (see rowLow) that are alone in
// their row, by arithmetic: a row r has one cell when r&(r-1) is 0, and
// the rows are counted down all at once. No row is empty here (the
// permutation rule has a cell of the digit in each), so no count borrows
// from the next row. Table lookups of the nine rows cost more: they wait
// on each other's loads.
func alone(x uint64) uint64 {
	y := x & (x - rowLow)
	// The top bit of each row of y: set when the row is not 0.
	some := ((y & rowRest) + rowRest | y) & rowHigh
	return x & ((rowHigh ^ some) >> 8 * rowAll)
}

// settle marks cells a0, a1, a2 of bands 0, 1, 2, which digit d holds alone
// in their rows, as placed, and the digits that may still go there as
// dirty. The cells leave those digits' words at their next update, which
// drops the cells placed but not their own: not here, where it would take
// a store for each word of each digit, when most digits do not hold the
// cells and the update reads the words anyway.
func (s *classicState) settle(d int, a0, a1, a2 uint32) {
	s.unsolved[0] &^= a0
	s.unsolved[1] &^= a1
	s.unsolved[2] &^= a2
	own := &s.placed[d]
	own[0] |= a0
	own[1] |= a1
	own[2] |= a2
	// Branch-free: which digits hold a cell of a0..a2 is unpredictable,
	// and a mispredicted branch costs more than the few instructions
	// saved. The nine digits are written out: Go does not unroll loops,
	// and the loop's counter and index arithmetic would cost as much as
	// its body.
	c := &s.cand
	a01 := uint64(a0) | uint64(a1)<<32
	hit := holds(&c[0], a01, a2) | holds(&c[1], a01, a2)<<1 | holds(&c[2], a01, a2)<<2 |
		holds(&c[3], a01, a2)<<3 | holds(&c[4], a01, a2)<<4 | holds(&c[5], a01, a2)<<5 |
		holds(&c[6], a01, a2)<<6 | holds(&c[7], a01, a2)<<7 | holds(&c[8], a01, a2)<<8
	s.dirty |= hit &^ (1 << d)
}

// holds returns 1 when a digit's words hold any of the cells a01 of bands 0
// and 1 (band 1 in the high half) and a2 of band 2, else 0. Bands 0 and 1
// are read as one 64-bit word: the compiler merges the two 32-bit loads.
func holds(w *[3]uint32, a01 uint64, a2 uint32) uint32 {
	hit := (uint64(w[0])|uint64(w[1])<<32)&a01 | uint64(w[2]&a2)
	// hit < 1<<59, so adding 1<<63-1 sets bit 63 exactly when hit != 0.
	return uint32((hit + 1<<63 - 1) >> 63)
}

// nakedSingles places every undecided cell with one candidate. It returns
// false when a cell has none.
//
// Most calls find no single, so the common path is one test over the three
// bands, counted together: bands 0 and 1 as one 64-bit word (the compiler
// merges the loads of a digit's two words), band 2 beside it.
func (s *classicState) nakedSingles() bool {
	o01, t01, o2, t2 := s.census()
	const all01 = bandAll | bandAll<<32
	if o01 != all01 || o2 != bandAll {
		return false
	}
	u01 := uint64(s.unsolved[0]) | uint64(s.unsolved[1])<<32
	s01, s2 := ^t01&u01, ^t2&s.unsolved[2]
	if s01|uint64(s2) == 0 {
		return true
	}
	return s.placeSingles(0, uint32(s01)) && s.placeSingles(1, uint32(s01>>32)) && s.placeSingles(2, s2)
}

// census returns the cells with at least one candidate (once) and with two
// or more (twice), of bands 0 and 1 side by side (band 1 in the high half)
// and of band 2. The nine digits are merged as a tree, not a chain, so that
// the merges overlap in the processor, and written out (see settle).
func (s *classicState) census() (o01, t01 uint64, o2, t2 uint32) {
	c := &s.cand
	w := func(d int) uint64 { return uint64(c[d][0]) | uint64(c[d][1])<<32 }
	oa, ta := merge(w(0), 0, w(1), 0)
	ob, tb := merge(w(2), 0, w(3), 0)
	oc, tc := merge(w(4), 0, w(5), 0)
	od, td := merge(w(6), 0, w(7), 0)
	oa, ta = merge(oa, ta, ob, tb)
	oc, tc = merge(oc, tc, od, td)
	oa, ta = merge(oa, ta, oc, tc)
	o01, t01 = merge(oa, ta, w(8), 0)
	pa, qa := merge(c[0][2], 0, c[1][2], 0)
	pb, qb := merge(c[2][2], 0, c[3][2], 0)
	pc, qc := merge(c[4][2], 0, c[5][2], 0)
	pd, qd := merge(c[6][2], 0, c[7][2], 0)
	pa, qa = merge(pa, qa, pb, qb)
	pc, qc = merge(pc, qc, pd, qd)
	pa, qa = merge(pa, qa, pc, qc)
	o2, t2 = merge(pa, qa, c[8][2], 0)
	return o01, t01, o2, t2
}

// merge adds two counts of cells, "at least once" and "at least twice".
func merge[W uint32 | uint64](o1, t1, o2, t2 W) (once, twice W) {
	return o1 | o2, t1 | t2 | o1&o2
}

// placeSingles places the naked singles of band b. It returns false when a
// cell has lost its last candidate to an earlier single.
func (s *classicState) placeSingles(b int, singles uint32) bool {
	for ; singles != 0; singles &= singles - 1 {
		p := bits.TrailingZeros32(singles)
		ds := s.digitsAt(b, p)
		if ds == 0 {
			return false
		}
		s.place(bits.TrailingZeros32(ds), b, p)
	}
	return true
}

// digitsAt returns the candidates of cell p of band b (bit d for digit d+1).
func (s *classicState) digitsAt(b, p int) uint32 {
	c := &s.cand
	b %= 3 // no bounds checks below
	at := func(d int) uint32 { return c[d][b] >> p & 1 << d }
	return at(0) | at(1) | at(2) | at(3) | at(4) | at(5) | at(6) | at(7) | at(8)
}

// triadKey returns the key of the triad grid of a band word in keepBand: a
// 9-bit number that differs for every grid, computed without a table. The
// first step leaves the grid spread out, triad (i, j) at bit 9i+3j, the
// first cell of the triad; the multiplication by triadMagic then brings
// each of the nine bits to its own place among bits 23..31, without
// carries (TestTriadKey), where reading the triad grid itself would take
// three table lookups.
func triadKey(m uint32) uint32 {
	x := (m | m>>1 | m>>2) & triadFirst
	return x * triadMagic >> 23
}

// columns returns the columns (9 bits) where a band word has a cell.
func columns(m uint32) uint32 {
	return (m | m>>9 | m>>18) & rowAll
}

// stackTriads gathers the triad grid of stack 0 from the mini-columns of the
// three bands (band b's column k at bit 9b+k): bit 3b+k of the result.
// Shifting cols right by 3s first gives stack s.
func stackTriads(cols uint32) uint32 {
	x := cols & (7 | 7<<9 | 7<<18)
	return (x | x>>6 | x>>12) & rowAll
}
