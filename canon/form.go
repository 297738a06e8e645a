package canon

import (
	"context"

	"github.com/nanpure/nanpure/sudoku"
)

// Form returns the canonical form of g: of every grid equivalent to g (see
// the package comment), the one whose cells, read row by row with 0 for an
// empty cell, are the lexicographically smallest. Two grids of a shape are
// equivalent exactly when their forms are equal. The search stops with
// the context's error when it ends.
func Form(ctx context.Context, g sudoku.Grid) (sudoku.Grid, error) {
	s := newSearcher(g.Shape)
	s.ctx = ctx
	s.search(g.Cells)
	if s.err != nil {
		return sudoku.Grid{}, s.err
	}
	out := sudoku.NewGrid(g.Shape)
	copy(out.Cells, s.best)
	return out, nil
}

// searcher is one search for a canonical form. The form is written row by
// row: output row i takes the source row rows[i], output column j the
// source column cols[j]; each digit takes the next unused label when it is
// first met (so the form's first given is a 1, the next new digit a 2 ...).
// best holds the smallest form found so far, best[:bestLen] being a proven
// prefix of the answer's bound and best[bestLen:] unbounded.
type searcher struct {
	ctx   context.Context
	err   error // the context's error, once it ended: every step returns
	nodes int   // steps taken, to look at the context every few thousand

	n, bandRows, stackCols int
	g                      []sudoku.Digit // the grid searched (or its transposition)
	twins                  twins          // lines of g that are copies of others

	rows, cols        []int // source row of each output row, column of each output column
	rowUsed, colUsed  []bool
	bandUsed, stkUsed []bool

	label   []sudoku.Digit // label[d]: the digit d becomes; 0 until d is met
	next    sudoku.Digit   // the next label to give
	undo    []sudoku.Digit // digits labelled, in order, to take back
	best    []sudoku.Digit
	bestLen int
}

func newSearcher(sh *sudoku.Shape) *searcher {
	n := sh.N
	return &searcher{
		n: n, bandRows: sh.BoxRows, stackCols: sh.BoxCols,
		rows: make([]int, n), cols: make([]int, n),
		rowUsed: make([]bool, n), colUsed: make([]bool, n),
		bandUsed: make([]bool, n/sh.BoxRows), stkUsed: make([]bool, n/sh.BoxCols),
		label: make([]sudoku.Digit, n+1), next: 1,
		undo: make([]sudoku.Digit, 0, n), best: make([]sudoku.Digit, n*n),
	}
}

// search finds the form of cells, and of their transposition when the
// boxes are square (and the transposition is another grid).
func (s *searcher) search(cells []sudoku.Digit) {
	s.g = cells
	s.twins = findTwins(cells, s.n, s.bandRows, s.stackCols)
	s.row(0)
	if s.bandRows != s.stackCols {
		return
	}
	t := make([]sudoku.Digit, len(cells))
	for r := range s.n {
		for c := range s.n {
			t[c*s.n+r] = cells[r*s.n+c]
		}
	}
	for i := range t {
		if t[i] != cells[i] {
			s.g = t
			s.twins = findTwins(t, s.n, s.bandRows, s.stackCols)
			s.row(0)
			return
		}
	}
}

// row chooses the source of output row i: any unused band for the first
// row of a band, then any unused row of that band, the columns are chosen
// with the first row (see col) and every later row is filled at once.
func (s *searcher) row(i int) {
	if s.stop() || i == s.n {
		return // best is this form
	}
	if i%s.bandRows > 0 {
		s.rowsOf(i, s.rows[i-1]/s.bandRows)
		return
	}
	for b := range s.bandUsed {
		if s.bandUsed[b] || s.twins.band.copyUnused(b, s.bandUsed, 0) {
			continue
		}
		s.bandUsed[b] = true
		s.rowsOf(i, b)
		s.bandUsed[b] = false
	}
}

func (s *searcher) rowsOf(i, band int) {
	lo := band * s.bandRows
	for r := lo; r < lo+s.bandRows; r++ {
		if s.rowUsed[r] || s.twins.row.copyUnused(r, s.rowUsed, lo) {
			continue
		}
		s.rows[i], s.rowUsed[r] = r, true
		if i == 0 {
			s.col(0)
		} else {
			s.fill(i)
		}
		s.rowUsed[r] = false
	}
}

// col chooses the source of output column j, which writes cell j of the
// first row: any unused stack for a stack's first column, then any unused
// column of that stack.
func (s *searcher) col(j int) {
	if s.stop() {
		return
	}
	if j == s.n {
		s.row(1)
		return
	}
	if j%s.stackCols > 0 {
		s.colsOf(j, s.cols[j-1]/s.stackCols)
		return
	}
	for st := range s.stkUsed {
		if s.stkUsed[st] || s.twins.stack.copyUnused(st, s.stkUsed, 0) {
			continue
		}
		s.stkUsed[st] = true
		s.colsOf(j, st)
		s.stkUsed[st] = false
	}
}

func (s *searcher) colsOf(j, stack int) {
	lo := stack * s.stackCols
	row := s.g[s.rows[0]*s.n:]
	for c := lo; c < lo+s.stackCols; c++ {
		if s.colUsed[c] || s.twins.col.copyUnused(c, s.colUsed, lo) {
			continue
		}
		mark := len(s.undo)
		if s.place(j, row[c]) {
			s.cols[j], s.colUsed[c] = c, true
			s.col(j + 1)
			s.colUsed[c] = false
		}
		s.unlabel(mark)
	}
}

// fill writes output row i from its source row and the chosen columns,
// and goes on to the next row unless it is worse than best.
func (s *searcher) fill(i int) {
	mark := len(s.undo)
	row := s.g[s.rows[i]*s.n:]
	pos := i * s.n
	for j, c := range s.cols {
		if !s.place(pos+j, row[c]) {
			s.unlabel(mark)
			return
		}
	}
	s.row(i + 1)
	s.unlabel(mark)
}

// place writes digit d, labelled, at position pos of the form being made.
// It reports false when that makes the form greater than best; when it
// makes it smaller, best takes it and the rest of best becomes unbounded.
func (s *searcher) place(pos int, d sudoku.Digit) bool {
	v := d
	if d != 0 {
		v = s.label[d]
		if v == 0 {
			v = s.next
			s.label[d], s.next = v, s.next+1
			s.undo = append(s.undo, d)
		}
	}
	switch {
	case pos >= s.bestLen || v < s.best[pos]:
		s.best[pos], s.bestLen = v, pos+1
	case v > s.best[pos]:
		return false
	}
	return true
}

// unlabel takes back the labels given since the undo list had length mark.
func (s *searcher) unlabel(mark int) {
	for _, d := range s.undo[mark:] {
		s.label[d] = 0
	}
	s.next -= sudoku.Digit(len(s.undo) - mark)
	s.undo = s.undo[:mark]
}

// stop reports whether the search must end: the context ended, seen at one
// step in 4096 (a look at it costs more than a step).
func (s *searcher) stop() bool {
	if s.nodes++; s.nodes&4095 == 0 && s.err == nil {
		s.err = s.ctx.Err()
	}
	return s.err != nil
}
