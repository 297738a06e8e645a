package exact

import (
	"math"
)

// Tables of the 9x9 engine. They are built once, at package initialisation,
// from the definitions below: each lookup in the hot loop stands for a few
// dozen branches and bit scans, and all the tables together (25 KB) stay
// in the processor's L1 data cache. Most are indexed by a 9-bit value: a
// row of cells, a triad grid, or the key of a band word's triad grid
// (triadKey, which finds it by a multiplication).
//
// The triad grid of one digit in one band (see classic.go) is a 3x3 matrix
// of bits, bit 3*i+j for mini-row i of box j:
//
//	          box 0 box 1 box 2
//	row 0   |  0  |  1  |  2  |
//	row 1   |  3  |  4  |  5  |
//	row 2   |  6  |  7  |  8  |
//
// A digit sits in exactly one mini-row of each row and of each box of a
// band, so the triads it occupies form a permutation matrix: one of the six
// below. The same holds for a stack with bands for rows and the columns of
// the stack for columns, so one table serves both directions.
var classicTables = buildClassicTables()

type classicTableSet struct {
	// The permutation rule. keep(t), the union of the permutation
	// matrices inside the triad grid t, is the set of triads that can
	// still hold the digit; it is 0 when no permutation fits, which is a
	// contradiction. This one function does the locked candidates of a
	// unit in both directions (pointing and claiming) and all their
	// consequences inside the unit.
	//
	// keepBand[triadKey(m)] is keep(t), for t the triad grid of the band
	// word m, spread to the 27 cells of a band (bits 0-26), keep(t) itself
	// (bits 32-40) and logWays[t] (bits 48-53): one load gives all three.
	keepBand [512]uint64

	// keepStack[s][t] is keep(t) for the triad grid t of stack s (bit 3b+k
	// for band b, column k of the stack), spread so that band b's three
	// bits land at bits 9b+3s+k: at bits 9b..9b+8 the columns of the stack
	// that band b keeps. It also holds logWays[t] at bits 10(3+s)..: the
	// three lookups of a digit's stacks, or-ed, give the columns each band
	// keeps and the logarithms of the stacks' ways where pickUnit wants
	// them (classicState.ways).
	keepStack [3][512]uint64

	// triadCells[l] is the cells of the triads l of a band.
	triadCells [512]uint32

	// permSet[t] is the set of permutation matrices inside the triad grid t
	// (bit k for perms[k]), and permCount[t] their number: how many ways
	// the digit still has to fill the band or stack.
	permSet   [512]uint8
	permCount [512]uint8

	// logWays[t] is 16 log2(permCount[t]), rounded: the unit whose
	// digits have the least sum of it is the one to branch in.
	logWays [512]uint8

	// stackSpread[c] moves the columns c of band 0 (9 bits) to their
	// places in the triad grids of the stacks: column 3s+k to bit 9s+k.
	// Shifted left by 3b it does the same for band b, so three lookups
	// give the three stack grids of a digit (see classicState.vtri).
	stackSpread [512]uint32

	// bandPeers[p] is the cells of a band that share a row or a box with
	// cell p of that band, p excluded. colCells[c] is column c in a band.
	bandPeers [27]uint32
	colCells  [9]uint32

	// byteBits[x] has byte i set to bit i of x (0 or 1): eight cells of a
	// bit plane of the solution, spread out a byte each (fill).
	byteBits [256]uint64
}

// perms are the six permutation matrices of a 3x3 triad grid.
var perms = [6]uint16{
	1<<0 | 1<<4 | 1<<8, 1<<0 | 1<<5 | 1<<7,
	1<<1 | 1<<3 | 1<<8, 1<<1 | 1<<5 | 1<<6,
	1<<2 | 1<<3 | 1<<7, 1<<2 | 1<<4 | 1<<6,
}

const (
	bandAll  = 1<<27 - 1 // the 27 cells of a band
	rowAll   = 1<<9 - 1  // the 9 cells of a row, or the 9 triads of a band
	rowsRepl = 1 | 1<<9 | 1<<18
	// multiplying a 9-bit row by rowsRepl copies it to the three rows

	// triadFirst is the first cell of each triad of a band, and
	// triadMagic the multiplier of triadKey (found by a search).
	triadFirst = 0o111_111_111
	triadMagic = 1<<6 | 1<<14 | 1<<25
)

func buildClassicTables() *classicTableSet {
	t := new(classicTableSet)
	for r := range 512 {
		var keep uint16 // keep(r), see keepBand
		for k, p := range perms {
			if uint16(r)&p == p {
				keep |= p
				t.permSet[r] |= 1 << k
				t.permCount[r]++
			}
		}
		if t.permCount[r] > 0 {
			t.logWays[r] = uint8(math.Round(16 * math.Log2(float64(t.permCount[r]))))
		}
		for i := range 3 {
			for j := range 3 {
				if r>>(3*i+j)&1 != 0 {
					t.triadCells[r] |= 7 << (9*i + 3*j)
				}
			}
		}
		// keep(r) holds the same permutations as r, so the same ways.
		key := triadKey(t.triadCells[r])
		t.keepBand[key] = uint64(keep)<<32 | uint64(t.logWays[r])<<48
		for st := range 3 {
			t.keepStack[st][r] = uint64(t.logWays[r]) << (10 * (3 + st))
		}
		for i := range 3 {
			for j := range 3 {
				if keep>>(3*i+j)&1 != 0 {
					t.keepBand[key] |= 7 << (9*i + 3*j)
				}
			}
			for st := range 3 {
				t.keepStack[st][r] |= uint64(keep>>(3*i)&7) << (9*i + 3*st)
			}
			t.stackSpread[r] |= uint32(r>>(3*i)&7) << (9 * i)
		}
	}
	for p := range 27 {
		i, c := p/9, p%9
		row := uint32(rowAll) << (9 * i)
		box := uint32(7<<(3*(c/3))) * rowsRepl
		t.bandPeers[p] = (row | box) &^ (1 << p)
	}
	for c := range 9 {
		t.colCells[c] = (1 << c) * rowsRepl
	}
	for x := range 256 {
		for i := range 8 {
			t.byteBits[x] |= uint64(x>>i&1) << (8 * i)
		}
	}
	return t
}
