package canon

import (
	"context"
	"sync"

	"github.com/nanpure/nanpure/sudoku"
)

// Form returns the canonical form of g: of every grid equivalent to g (see
// the package comment), the one whose cells, read row by row with 0 for an
// empty cell, are the lexicographically smallest. Two grids of a shape are
// equivalent exactly when their forms are equal. g must keep the rules in
// its rows and columns (ErrRepeat otherwise). The search stops with the
// context's error when it ends.
func Form(ctx context.Context, g sudoku.Grid) (sudoku.Grid, error) {
	if err := checkLines(g); err != nil {
		return sudoku.Grid{}, err
	}
	if isFull9(g) {
		// Microseconds, by a path of its own (full.go).
		return fullForm(g), nil
	}
	return searchForm(ctx, g)
}

// searchForm is Form by the general search, for every shape.
func searchForm(ctx context.Context, g sudoku.Grid) (sudoku.Grid, error) {
	pool, _ := searchers.LoadOrStore(g.Shape, &sync.Pool{New: func() any { return newSearcher(g.Shape) }})
	s := pool.(*sync.Pool).Get().(*searcher)
	defer pool.(*sync.Pool).Put(s)
	s.ctx, s.err, s.nodes, s.bestLen = ctx, nil, 0, 0
	s.search(g.Cells)
	if s.err != nil {
		return sudoku.Grid{}, s.err
	}
	out := sudoku.NewGrid(g.Shape)
	for i, v := range s.best {
		out.Cells[i] = Digit(v)
	}
	return out, nil
}

// searchers holds a pool of searchers for each shape: a search reuses
// the room of the last (a 9x9 search takes microseconds, as long as
// allocating its tables did).
var searchers sync.Map // *sudoku.Shape -> *sync.Pool of *searcher

// search writes the form row by row, breadth first: the states that
// wrote the smallest rows so far are kept in a list (states), each is
// taken up in turn to write the next row every way it can, and the states
// that wrote the smallest next row make the next list. So no state goes
// deeper than a row before it is known to be among the best: a depth-first
// search went down to the last row of a full grid hundreds of times on
// first rows that later proved not the smallest.
func (s *searcher) search(cells []sudoku.Digit) {
	s.views = append(s.views[:0], cells)
	s.saved = s.saved[:0]
	clear(s.st) // the last state of the last search
	if s.bandRows == s.stackCols {
		t := s.transposed
		for r := range s.n {
			for c := range s.n {
				t[c*s.n+r] = cells[r*s.n+c]
			}
		}
		if !equal(t, cells) {
			s.views = append(s.views, t)
		}
	}
	for v, g := range s.views {
		s.twins[v].find(g, s.n, s.bandRows)
		s.setView(v)
		s.first()
	}
	s.seedSecondRow()
	for i := 1; i < s.n && s.err == nil; i++ {
		s.states, s.saved = s.saved, s.states[:0]
		for k := 0; k < len(s.states); k += len(s.st) {
			copy(s.st, s.states[k:k+len(s.st)])
			s.setView(s.st[0])
			s.row(i)
		}
	}
}

// setView makes view v (the grid, or its transposition) the one searched.
func (s *searcher) setView(v int) {
	s.st[0] = v
	s.g = s.views[v]
	s.rowTwin, s.bandTwin = s.twins[v].row, s.twins[v].band
}

// save keeps the state, which wrote the rows so far as small as best.
func (s *searcher) save() { s.saved = append(s.saved, s.st...) }

// row chooses the source of output row i: any unused band for the first
// row of a band, then any unused row of that band; each writes its row.
func (s *searcher) row(i int) {
	if s.stop() {
		return
	}
	if i%s.bandRows > 0 {
		s.rowsOf(i, s.rows[i-1]/s.bandRows)
		return
	}
	for b := range s.bandUsed {
		if s.bandUsed[b] != 0 || s.bandTwin.copyUnused(b, s.bandUsed, 0) {
			continue
		}
		s.bandUsed[b] = 1
		s.rowsOf(i, b)
		s.bandUsed[b] = 0
	}
}

func (s *searcher) rowsOf(i, band int) {
	lo := band * s.bandRows
	for r := lo; r < lo+s.bandRows; r++ {
		if s.rowUsed[r] != 0 || s.rowTwin.copyUnused(r, s.rowUsed, lo) {
			continue
		}
		s.rows[i], s.rowUsed[r] = r, 1
		s.cell(i, 0)
		s.rowUsed[r] = 0
	}
}

// place writes label v at position p of the form being made. It reports
// false when that makes the form greater than best; when it makes it
// smaller, best takes it, the rest of best becomes unbounded, and the
// states saved, which wrote the old best, are dropped.
func (s *searcher) place(p, v int) bool {
	switch {
	case p >= s.bestLen || v < s.best[p]:
		s.best[p], s.bestLen = v, p+1
		s.saved = s.saved[:0]
	case v > s.best[p]:
		return false
	}
	return true
}

// stop reports whether the search must end: the context ended, seen at one
// step in 1024 (a look at it costs more than a step).
func (s *searcher) stop() bool {
	if s.nodes++; s.nodes&1023 == 0 && s.err == nil {
		s.err = s.ctx.Err()
	}
	return s.err != nil
}

// Digit is a digit of a grid, short for sudoku.Digit.
type Digit = sudoku.Digit

func equal(a, b []Digit) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
