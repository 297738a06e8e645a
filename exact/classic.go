package exact

import (
	"fmt"
	"math/bits"

	"github.com/nanpure/nanpure/sudoku"
)

// The 9x9 engine: a specialised exact search for sudoku.Classic, many times
// faster than the general engine and checked against it (classic_test.go).
// Its files:
//
//	classic.go            the state, its layout and invariants, givens, placing
//	classic_tables.go     the lookup tables, built once
//	classic_propagate.go  the permutation rule, hidden and naked singles
//	classic_minirow.go    the mini-row rule (hidden triples of mini-rows)
//	classic_branch.go     the choice of branch: a digit's triads in a band or stack
//	classic_search.go     the depth-first search and the counting of guesses
//
// It combines JCZSolve's representation (per digit, three 27-bit band
// words; propagation by table lookups on whole bands) with tdoku's
// reasoning on triads and its choice of branch, which halves the guesses
// of branching on a cell. Everything is pure Go: no assembly, no unsafe.
//
// # Layout
//
// The grid is cut into three bands of three rows. For each digit and each
// band one 27-bit word holds the cells of the band where the digit may
// still go, row by row:
//
//	cell index in the grid = 27*band + bit      (row = 3*band + bit/9, column = bit%9)
//
//	bit   26 .......... 18 17 .......... 9 8 ........... 0
//	     | row 2 of band  | row 1 of band | row 0 of band |
//	     |c8 ......... c0 |c8 ........ c0 |c8 ......... c0|
//
//	                box 0      box 1      box 2
//	row 0 of band   0  1  2 |  3  4  5 |  6  7  8
//	row 1 of band   9 10 11 | 12 13 14 | 15 16 17
//	row 2 of band  18 19 20 | 21 22 23 | 24 25 26
//
// So a row is 9 bits, a box is three runs of 3 bits 9 apart, and a column
// is the bits c, c+9, c+18. Rows and boxes never leave a word: that is
// what makes the band the unit of work. A column crosses the three words
// of its digit, and that is what the stack grids are for.
//
// Two more 27-bit words per digit cache its triad grids (see Glossary),
// three 9-bit grids side by side:
//
//	tri[d]   bit 9b + 3i + j   digit d has a cell in row i of band b, box j
//	vtri[d]  bit 9s + 3b + k   digit d has a cell in band b, column 3s+k
//	         (the grid of stack s: one row per band, one column per column)
//
// # Glossary
//
//   - band: rows 3b..3b+2. stack: columns 3s..3s+2. unit: a band or a
//     stack (units 0-2 are the bands, 3-5 the stacks).
//   - cand[d][b]: the word of digit d+1 in band b (d counts from 0 in this
//     engine, digit values d+1 only appear in grids).
//   - triad, or mini-row: the three cells where a row crosses a box; a
//     mini-column is where a column crosses a box.
//   - triad grid: the 3x3 matrix of the triads of one digit in one unit
//     that still hold a candidate (classic_tables.go has the picture). The
//     digit fills exactly one triad in each row and each box of a band, so
//     its triads form one of the six permutation matrices of the grid.
//   - way: a permutation matrix inside a digit's triad grid; the digit
//     must take one of them. A unit is fixed when every digit has one way.
//   - locked: a digit is locked in a mini-row when it has no other triad
//     in that row of the band (nor, then, in that box).
//   - placed cell: a cell whose digit is known: clear in unsolved, set in
//     the words and the placed words of its digit. The other digits drop
//     it from their words at their next update.
//   - dirty digit: a digit whose words changed since it was last updated.
//
// # Invariants
//
// After propagate returns true (a "fixed point"):
//   - dirty is 0, and tri and vtri hold the triad grids of the words;
//   - every triad grid is a union of permutation matrices (locked
//     candidates in both directions, to the end);
//   - every cell has a candidate, and every cell that some digit holds
//     alone in its row is placed (hidden singles), as is every cell with a
//     single candidate (naked singles);
//   - a placed cell's digit has left all its peers, and the other digits
//     have left the cell;
//   - while minirowOpen cells or more are open, no mini-row has four
//     locked digits, and where three are locked no other digit has a
//     candidate (the mini-row rule).
//
// When every unit is fixed at a fixed point, every cell is placed: a digit
// with one triad in each row and one mini-column in each box has one cell
// per row. So the search branches until the grid is full or a rule finds
// a contradiction, and a full grid at a fixed point is a solution.
//
// Between fixed points, dirty lists the digits to update again (among them
// every digit whose words still hold a cell placed with another digit);
// the caches of a digit hold the grids of words that contain its current
// ones.
//
// # Costs
//
// A branch copies the 376-byte state (no undo log): a few vector moves,
// cheaper than recording and undoing changes, and the copies live on the
// goroutine's stack, so a search allocates nothing but the solution grids
// it returns. Where the outcome of a test is data-dependent and hard to
// predict (which digits hold a cell, which digit to branch on, whether a
// given cell is empty), the code computes both outcomes or a minimum
// instead of branching: a mispredicted branch costs about as much as
// twenty simple instructions. Small loops over the nine digits that run
// at every step are written out, because Go does not unroll loops.
type classicState struct {
	cand     [9][3]uint32 // cand[d][b]: cells of band b that may hold digit d+1
	placed   [9][3]uint32 // placed[d][b]: cells of band b that hold digit d+1
	unsolved [3]uint32    // cells of band b not placed yet
	dirty    uint32       // bit d: digit d+1 needs an update

	// Caches of the last update of each digit, valid for the digits that
	// are not dirty: tri[d] holds the triad grid of band b at bits 9b..9b+8,
	// vtri[d] the triad grid of stack s (bit 3b+k: band b, column 3s+k) at
	// bits 9s..9s+8.
	tri, vtri [9]uint32

	// ways[d] holds the logarithms of the ways of digit d+1 in the six
	// units (logWays), ten bits each (bits 10u.. for unit u, see
	// pickUnit), valid like the caches. updateDigit writes them: the
	// lookups of the permutation rule's last pass hold them, so they cost
	// a few operations there, where pickUnit would look up six grids again
	// for nearly every digit (on serg, 9.6 digits of 9 had changed at each
	// call).
	ways [9]uint64
}

// classic is the 9x9 engine: the shared bookkeeping of a search.
type classic struct {
	run
}

// searchClassic runs the 9x9 engine on g, a grid of sudoku.Classic. It
// reads the givens first, and returns the error of g.Validate when two of
// them clash: finding a clash costs nothing while the givens are read,
// whereas Validate takes a third of the time of solving an easy puzzle,
// so it only runs to describe a clash.
func searchClassic(g sudoku.Grid, r run) (Result, error) {
	var s classicState
	if !s.init(g) {
		if err := g.Validate(); err != nil {
			return Result{}, err
		}
		panic("exact: 9x9 engine: givens rejected that Validate accepts")
	}
	if err := r.ctx.Err(); err != nil {
		return Result{}, fmt.Errorf("exact: %w", err)
	}
	e := classic{run: r}
	e.search(&s)
	return e.result()
}

// init sets the state to the givens of g, unpropagated. It reports false
// when a given is not a digit of 1..9 or two givens clash in a house: the
// checks of g.Validate.
//
// The grid is read in two passes: a branch-free one that finds the filled
// cells eight at a time (whether a cell is empty is unpredictable), then
// one over the givens only. Each word is then built once, instead of
// placing the givens one by one.
func (s *classicState) init(g sudoku.Grid) bool {
	t := classicTables
	var given, peers [9][3]uint32 // per digit: its givens, their row and box peers in the band
	cells := g.Cells[:81]
	// Cells 0-63 and 64-80, one bit each.
	var lo, hi uint64
	for i := 0; i < 64; i += 8 {
		lo |= filled8(cells[i:]) << i
	}
	hi = filled8(cells[64:]) | filled8(cells[72:])<<8 | uint64(min(cells[80], 1))<<16
	s.unsolved = [3]uint32{
		^uint32(lo) & bandAll,
		^uint32(lo>>27) & bandAll,
		^uint32(lo>>54|hi<<10) & bandAll,
	}
	for b := range 3 {
		band := cells[27*b : 27*b+27]
		for gs := bandAll &^ s.unsolved[b]; gs != 0; gs &= gs - 1 {
			p := bits.TrailingZeros32(gs)
			d := int(band[p&31]) - 1
			if d >= 9 {
				return false
			}
			given[d][b] |= 1 << p
			peers[d][b] |= t.bandPeers[p&31]
		}
	}
	filled := [3]uint32{bandAll &^ s.unsolved[0], bandAll &^ s.unsolved[1], bandAll &^ s.unsolved[2]}
	for d := range s.cand {
		gd, pd := &given[d], &peers[d]
		c0, c1, c2 := columns(gd[0]), columns(gd[1]), columns(gd[2])
		clash := gd[0]&pd[0] | gd[1]&pd[1] | gd[2]&pd[2] | c0&c1 | c0&c2 | c1&c2
		if clash != 0 {
			return false
		}
		col := (c0 | c1 | c2) * rowsRepl
		for b := range 3 {
			s.cand[d][b] = bandAll&^filled[b]&^pd[b]&^col | gd[b]
		}
		s.placed[d] = *gd
	}
	s.dirty = 1<<9 - 1
	return true
}

// filled8 returns the filled cells among the first eight of c, one bit
// each. The eight bytes are read as one word (the compiler merges the
// loads): a byte's top bit is set when the byte is not 0 after adding 0x7f
// to its low seven bits, and the multiplication gathers the eight top bits.
func filled8(c []sudoku.Digit) uint64 {
	c = c[:8]
	x := uint64(c[0]) | uint64(c[1])<<8 | uint64(c[2])<<16 | uint64(c[3])<<24 |
		uint64(c[4])<<32 | uint64(c[5])<<40 | uint64(c[6])<<48 | uint64(c[7])<<56
	const low7 = 0x7f7f7f7f7f7f7f7f
	top := ((x & low7) + low7 | x) >> 7 & 0x0101010101010101
	return top * 0x0102040810204080 >> 56
}

// place decides that cell p of band b holds digit d, its only candidate
// (a naked single): its peers leave the words of d. No other digit holds
// the cell, so none has to be told, which spares the pass over the nine
// digits that settle makes for hidden singles.
func (s *classicState) place(d, b, p int) {
	t := classicTables
	b %= 3 // no bounds checks below
	cell := uint32(1) << p
	s.unsolved[b] &^= cell
	s.placed[d][b] |= cell
	col := t.colCells[p%9]
	w := &s.cand[d]
	w[0] &^= col
	w[1] &^= col
	w[2] &^= col
	w[b] = (w[b] | cell) &^ t.bandPeers[p%27]
	s.dirty |= 1 << d
}

// solved reports whether every cell is placed.
func (s *classicState) solved() bool {
	return s.unsolved[0]|s.unsolved[1]|s.unsolved[2] == 0
}

// fill writes the solution held by a solved state into g, a grid of
// sudoku.Classic, and returns g. The digits are written eight cells at a
// time: bit k of every cell's digit is gathered over the nine placed words
// (a bit plane of the grid), and byteBits spreads eight bits of a plane
// over eight bytes. Writing the 81 cells of the nine digits one by one cost
// twice as much, and the one solution of a count to 2 is filled.
//
//go:noinline
func (s *classicState) fill(g sudoku.Grid) sudoku.Grid {
	p := &s.placed
	// Bit planes of band b: digit d+1 has bit k set in plane k.
	planes := func(b int) (q0, q1, q2, q3 uint32) {
		q0 = p[0][b] | p[2][b] | p[4][b] | p[6][b] | p[8][b] // 1 3 5 7 9
		q1 = p[1][b] | p[2][b] | p[5][b] | p[6][b]           // 2 3 6 7
		q2 = p[3][b] | p[4][b] | p[5][b] | p[6][b]           // 4 5 6 7
		q3 = p[7][b] | p[8][b]                               // 8 9
		return q0, q1, q2, q3
	}
	a0, a1, a2, a3 := planes(0)
	b0, b1, b2, b3 := planes(1)
	c0, c1, c2, c3 := planes(2)
	// Each plane over the grid: cells 0-63 in lo, 64-80 in hi.
	lo := func(a, b, c uint32) uint64 { return uint64(a) | uint64(b)<<27 | uint64(c)<<54 }
	l0, l1, l2, l3 := lo(a0, b0, c0), lo(a1, b1, c1), lo(a2, b2, c2), lo(a3, b3, c3)
	h0, h1, h2, h3 := uint64(c0>>10), uint64(c1>>10), uint64(c2>>10), uint64(c3>>10)
	cells := g.Cells[:81]
	for i := 0; i < 64; i += 8 {
		put8(cells[i:], digits8(l0>>i, l1>>i, l2>>i, l3>>i))
	}
	put8(cells[64:], digits8(h0, h1, h2, h3))
	put8(cells[72:], digits8(h0>>8, h1>>8, h2>>8, h3>>8))
	cells[80] = sudoku.Digit(h0>>16&1 | h1>>16&1<<1 | h2>>16&1<<2 | h3>>16&1<<3)
	return g
}

// digits8 returns the digits of eight cells, one a byte, from the low eight
// bits of the four bit planes.
func digits8(q0, q1, q2, q3 uint64) uint64 {
	t := &classicTables.byteBits
	return t[q0&0xff] | t[q1&0xff]<<1 | t[q2&0xff]<<2 | t[q3&0xff]<<3
}

// put8 writes the eight bytes of x, low first, to the first eight cells of
// c (the compiler merges the stores into one).
func put8(c []sudoku.Digit, x uint64) {
	c = c[:8]
	c[0], c[1], c[2], c[3] = sudoku.Digit(x), sudoku.Digit(x>>8), sudoku.Digit(x>>16), sudoku.Digit(x>>24)
	c[4], c[5], c[6], c[7] = sudoku.Digit(x>>32), sudoku.Digit(x>>40), sudoku.Digit(x>>48), sudoku.Digit(x>>56)
}
