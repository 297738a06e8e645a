package canon

import (
	"context"

	"github.com/nanpure/nanpure/sudoku"
)

// searcher is one search for a canonical form (see search). Its state,
// besides the rows chosen so far, is the columns placed so far:
//
//	col[j] = c, pos[c] = j   output column j shows source column c
//	col[j] = -1              column j is open: its source is not chosen yet
//	src[s] = t, dst[t] = s   output stack s shows source stack t (or -1)
//
// An open column is one whose cells written so far are the same for every
// source column it may still get, so choosing it can wait until a row tells
// them apart: a full grid's first row reads 1 2 3 ... whatever the order
// of its columns, and a sparse puzzle's rows are mostly empty. See first,
// openCell, openStack and reserve for when a choice is made.
//
// Invariant after each row i: every open column is empty in rows 1..i, and
// so is every source stack not yet placed; a stack's open columns and its
// open output columns are as many, of each kind (given or empty in the
// first row).
//
// The whole state is one slice of ints, st, which the fields below are
// windows of: saving a state for the next row is one copy.
type searcher struct {
	ctx   context.Context
	err   error // the context's error, once it ended: every step returns
	nodes int   // steps taken, to look at the context every thousand

	n, bandRows, stackCols, stacks int

	views              [][]sudoku.Digit // the grid, and its transposition for square boxes
	twins              [2]twins         // of each view
	transposed         []sudoku.Digit   // room for the transposition
	g                  []sudoku.Digit   // the view of the state
	rowTwin, bandTwin  classes
	st                 []int // the state: view, next label, then the windows
	states, saved      []int // the states of this row, those saved for the next, one after another
	bound              []int // room for a stack's bound (see stackBound)
	best               []int // the smallest form found so far: best[:bestLen] bounds the answer,
	bestLen            int   // best[bestLen:] is unbounded
	rows, rowUsed      []int // source row of each output row chosen so far; rows used (0 or 1)
	bandUsed           []int
	given0, label0     []int // output cell j of the first row: a given (0 or 1), its label (1, 2 ...)
	class0, srcClass   []int // givens in each output stack and each source stack of the first row
	col0               []int // col0[d]: the source column of digit d in the first row, or -1
	col, pos, src, dst []int // the columns and stacks placed (see above)
	label              []int // label[d]: the digit d becomes; 0 until it is met
}

func newSearcher(sh *sudoku.Shape) *searcher {
	n, bands, stacks := sh.N, sh.N/sh.BoxRows, sh.N/sh.BoxCols
	s := &searcher{n: n, bandRows: sh.BoxRows, stackCols: sh.BoxCols, stacks: stacks, best: make([]int, n*n),
		transposed: make([]sudoku.Digit, n*n), bound: make([]int, sh.BoxCols)}
	sizes := []int{n, n, bands, n, n, stacks, stacks, n + 1, n, n, stacks, stacks, n + 1}
	total := 2
	for _, k := range sizes {
		total += k
	}
	s.st = make([]int, total)
	rest := s.st[2:]
	for k, f := range []*[]int{&s.rows, &s.rowUsed, &s.bandUsed, &s.given0, &s.label0, &s.class0, &s.srcClass,
		&s.col0, &s.col, &s.pos, &s.src, &s.dst, &s.label} {
		*f, rest = rest[:sizes[k]:sizes[k]], rest[sizes[k]:]
	}
	return s
}

// next is the label of the next digit met outside the first row.
func (s *searcher) next() int     { return s.st[1] }
func (s *searcher) setNext(v int) { s.st[1] = v }

// isGiven0 reports whether source column c holds a given in the first row.
func (s *searcher) isGiven0(c int) int {
	if s.g[s.rows[0]*s.n+c] != 0 {
		return 1
	}
	return 0
}

// emptyOpenCols counts the open columns of source stack t, given or empty
// in the first row as kind says, that are empty in row i.
func (s *searcher) emptyOpenCols(i, t, kind int) int {
	ri, k := s.rows[i]*s.n, 0
	for c := t * s.stackCols; c < (t+1)*s.stackCols; c++ {
		if s.pos[c] < 0 && s.isGiven0(c) == kind && s.g[ri+c] == 0 {
			k++
		}
	}
	return k
}

// openBefore counts the open output columns of stack st before j, of kind.
func (s *searcher) openBefore(st, j, kind int) int {
	k := 0
	for p := st * s.stackCols; p < j; p++ {
		if s.col[p] < 0 && s.given0[p] == kind {
			k++
		}
	}
	return k
}

// emptyOpenStacks counts the open source stacks of a class empty in row i.
func (s *searcher) emptyOpenStacks(i, class int) int {
	k := 0
	for t := range s.dst {
		if s.dst[t] < 0 && s.srcClass[t] == class && s.stackEmpty(i, t) {
			k++
		}
	}
	return k
}

// openStacksBefore counts the open output stacks of a class before st.
func (s *searcher) openStacksBefore(st, class int) int {
	k := 0
	for u := range st {
		if s.src[u] < 0 && s.class0[u] == class {
			k++
		}
	}
	return k
}

// stackEmpty reports whether source stack t is empty in row i.
func (s *searcher) stackEmpty(i, t int) bool {
	row := s.g[s.rows[i]*s.n:]
	for c := t * s.stackCols; c < (t+1)*s.stackCols; c++ {
		if row[c] != 0 {
			return false
		}
	}
	return true
}
