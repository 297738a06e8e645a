package exact

import "math/bits"

// Propagation of the 9x9 engine: locked candidates of every digit in its
// bands and stacks, hidden singles, and naked singles, to a fixed point.

// propagate updates the dirty digits and places the naked singles until
// nothing changes. It returns false on a contradiction.
func (s *classicState) propagate() bool {
	for {
		for s.dirty != 0 {
			d := bits.TrailingZeros32(s.dirty)
			s.dirty &= s.dirty - 1
			if !s.updateDigit(d & 15) {
				return false
			}
		}
		if !s.nakedSingles() {
			return false
		}
		if s.dirty == 0 {
			// A fixed point of the cheap rules: now the mini-row rule.
			if !s.minirows() {
				return false
			}
			if s.dirty == 0 {
				return true
			}
		}
	}
}

// updateDigit applies the permutation rule to digit d in its three bands and
// three stacks until they agree, then places the cells that are alone in
// their row. It returns false when the digit has no place left in some
// house.
func (s *classicState) updateDigit(d int) bool {
	t := classicTables
	w := &s.cand[d]
	m0, m1, m2 := w[0], w[1], w[2]
	for {
		// Bands: keep the cells of triads that belong to a permutation.
		t0, t1, t2 := triads(m0), triads(m1), triads(m2)
		n0 := m0 & t.keepCells[t0]
		n1 := m1 & t.keepCells[t1]
		n2 := m2 & t.keepCells[t2]
		// Stacks: the same rule on the mini-columns. cols has band b's
		// mini-columns at bits 9b..9b+8; stackTriads gathers the 3x3
		// grid of stack s from it.
		cols := columns(n0) | columns(n1)<<9 | columns(n2)<<18
		keep := t.keepStack[stackTriads(cols)] |
			t.keepStack[stackTriads(cols>>3)]<<3 |
			t.keepStack[stackTriads(cols>>6)]<<6
		n0 &= (keep & rowAll) * rowsRepl
		n1 &= (keep >> 9 & rowAll) * rowsRepl
		n2 &= (keep >> 18 & rowAll) * rowsRepl
		if n0 == m0 && n1 == m1 && n2 == m2 {
			// Nothing changed, so t0..t2 and cols describe the words.
			s.tri[d] = t0 | t1<<9 | t2<<18
			s.cols[d] = cols
			break
		}
		m0, m1, m2 = n0, n1, n2
	}
	// An empty band empties every stack, so m0 says it all.
	if m0 == 0 {
		return false
	}
	w[0], w[1], w[2] = m0, m1, m2
	// Hidden singles: a row of a band with one cell left places it. The
	// rule above has already removed the cell's peers from d's words.
	s.settle(d, 0, m0)
	s.settle(d, 1, m1)
	s.settle(d, 2, m2)
	return true
}

// settle marks the cells of band b that digit d holds alone in their row
// as placed, removing them from the other digits' words.
func (s *classicState) settle(d, b int, m uint32) {
	t := classicTables
	alone := uint32(t.single[m&rowAll]) | uint32(t.single[m>>9&rowAll])<<9 | uint32(t.single[m>>18&rowAll])<<18
	alone &= s.unsolved[b]
	if alone == 0 {
		return
	}
	s.unsolved[b] &^= alone
	// Branch-free: which digits hold a cell of alone is unpredictable, and
	// a mispredicted branch costs more than the few instructions saved.
	// (x + bandAll) >> 27 is 1 when the 27-bit x is not 0.
	for e := range s.cand {
		w := s.cand[e][b]
		s.dirty |= ((w&alone + bandAll) >> 27) << e
		s.cand[e][b] = w &^ alone
	}
	s.cand[d][b] = m
	s.dirty &^= 1 << d
}

// nakedSingles places every undecided cell with one candidate. It returns
// false when a cell has none.
func (s *classicState) nakedSingles() bool {
	for b := range 3 {
		var once, twice uint32
		for d := range s.cand {
			w := s.cand[d][b]
			twice |= once & w
			once |= w
		}
		if once != bandAll {
			return false
		}
		for singles := once &^ twice & s.unsolved[b]; singles != 0; singles &= singles - 1 {
			p := bits.TrailingZeros32(singles)
			d := 0
			for d < 9 && s.cand[d][b]>>p&1 == 0 {
				d++
			}
			if d == 9 {
				return false // an earlier single of this band took its last digit
			}
			s.place(d, b, p)
		}
	}
	return true
}

// triads returns the triad grid of a band word: bit 3i+j for a cell in row i
// of box j.
func triads(m uint32) uint32 {
	t := classicTables
	return (uint32(t.rowBoxes[m&rowAll]) | uint32(t.rowBoxes[m>>9&rowAll])<<3 | uint32(t.rowBoxes[m>>18&rowAll])<<6) & rowAll
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
