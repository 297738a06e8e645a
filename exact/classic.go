package exact

import (
	"math/bits"

	"github.com/nanpure/nanpure/sudoku"
)

// The 9x9 engine: a specialised exact search for sudoku.Classic, many times
// faster than the general engine and checked against it (classic_test.go).
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
// what makes the band the unit of work (the design of JCZSolve).
//
// # Glossary
//
//   - band: rows 3b..3b+2. stack: columns 3s..3s+2.
//   - cand[d][b]: the 27-bit word of digit d+1 in band b (d counts from 0
//     everywhere in this engine).
//   - triad (mini-row): the three cells where a row crosses a box; a
//     mini-column is the same for a column. A digit occupies exactly one
//     triad in each row and each box of a band: three triads forming a
//     permutation matrix of the band's 3x3 triad grid (classic_tables.go).
//   - placed (decided) cell: a cell whose digit is known. Its bit is clear
//     in unsolved, set in the word of its digit and clear in the others.
//   - dirty digit: a digit whose words changed since it was last updated.
//
// # Invariants
//
// After propagate returns true (a "fixed point"):
//   - dirty is 0;
//   - every cell has at least one candidate, and the undecided ones at
//     least two (a cell with one is placed at once);
//   - for every digit, the triads of each band and the mini-columns of each
//     stack that still hold candidates are unions of permutation matrices
//     (locked candidates in both directions), and a row of a band with a
//     single candidate cell is a placed cell;
//   - a placed cell's digit has been removed from all its peers.
//
// Between fixed points, dirty says which digits have to be updated again.
//
// # Search
//
// Each branch copies the 124-byte state (no undo log): the copy is a few
// vector moves, cheaper than recording and undoing changes, and the levels
// live on the goroutine's stack, so a search allocates nothing but the
// solution grids it returns.
type classicState struct {
	cand     [9][3]uint32 // cand[d][b]: cells of band b that may hold digit d+1
	unsolved [3]uint32    // cells of band b not placed yet
	dirty    uint32       // bit d: digit d+1 needs an update

	// Caches of the last update of each digit, valid for the digits that
	// are not dirty: tri[d] holds the triad grid of band b at bits 9b..9b+8,
	// vtri[d] the triad grid of stack s (bit 3b+k: band b, column 3s+k) at
	// bits 9s..9s+8.
	tri, vtri [9]uint32
}

// classic is the 9x9 engine: the shared bookkeeping of a search.
type classic struct {
	run
}

// searchClassic runs the 9x9 engine on g, which must be a valid 9x9 grid.
func searchClassic(g sudoku.Grid, r run) (Result, error) {
	e := classic{run: r}
	var s classicState
	if s.init(g) {
		e.search(&s)
	} else {
		e.node()
	}
	return e.result()
}

// init sets the state to the givens of g, unpropagated. It reports false
// when two givens clash (the caller has validated g: this is a safety net).
//
// Each band is read in two passes: a branch-free one that finds the empty
// cells (whether a cell is empty is unpredictable), then one over the
// givens only. Each word is then built once, instead of placing the givens
// one by one.
func (s *classicState) init(g sudoku.Grid) bool {
	t := classicTables
	var given, peers [9][3]uint32 // per digit: its givens, their row and box peers in the band
	cells := g.Cells[:81]
	for b := range 3 {
		band := cells[27*b : 27*b+27]
		var empty uint32
		for p, v := range band {
			empty |= uint32((int32(v)-1)>>31&1) << p
		}
		s.unsolved[b] = empty
		for gs := bandAll &^ empty; gs != 0; gs &= gs - 1 {
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
	}
	s.dirty = 1<<9 - 1
	return true
}

// place decides that cell p of band b holds digit d: the cell leaves the
// words of the other digits and its peers leave the words of d. The caller
// has checked that d is a candidate of the cell.
func (s *classicState) place(d, b, p int) {
	t := classicTables
	var a [3]uint32
	a[b] = 1 << p
	s.settle(d, a[0], a[1], a[2])
	col := t.colCells[p%9]
	w := &s.cand[d]
	w[0] &^= col
	w[1] &^= col
	w[2] &^= col
	w[b] = (w[b] | a[b]) &^ t.bandPeers[p%27]
	s.dirty |= 1 << d
}

// solved reports whether every cell is placed.
func (s *classicState) solved() bool {
	return s.unsolved[0]|s.unsolved[1]|s.unsolved[2] == 0
}

// grid returns the solution held by a solved state.
//
//go:noinline
func (s *classicState) grid() sudoku.Grid {
	g := sudoku.NewGrid(sudoku.Classic)
	cells := g.Cells[:81]
	for d := range s.cand {
		for b := range 3 {
			for w := s.cand[d][b]; w != 0; w &= w - 1 {
				cells[27*b+bits.TrailingZeros32(w)] = sudoku.Digit(d + 1)
			}
		}
	}
	return g
}
