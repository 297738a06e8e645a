package generate

import (
	"math/bits"

	"github.com/nanpure/nanpure/exact"
	"github.com/nanpure/nanpure/sudoku"
)

// Full-grid sampling.
//
// A full grid is drawn by a randomised search on the empty grid: candidate
// sets per cell, naked and hidden singles propagated to a fixed point, then a
// branch on a cell with the fewest candidates (ties broken at random), trying
// its digits in random order. Nothing is fixed in advance (no first row, no
// diagonal boxes), so no pattern of the first rows shows; the draw is not
// exactly uniform over all grids, but every grid can come out and the choices
// that shape it are spread over the whole grid.
//
// A search that runs into a long dead end (rare on 9x9, more common from
// 16x16 up) is abandoned after fillBudget nodes and started again with the
// next random numbers: restarts are cheaper than deep backtracking.

// fillBudget is the number of search nodes after which a fill starts over.
func fillBudget(s *sudoku.Shape) int { return 20 * s.Cells }

// A filler draws random full grids of one shape. It keeps its scratch state
// between draws; it is not safe for concurrent use.
type filler struct {
	shape  *sudoku.Shape
	rng    *random
	levels [][]sudoku.Set // levels[depth]: the candidates of every cell
	queue  []int          // cells decided but not yet removed from their peers
	base   []sudoku.Set   // the fixed point of fixedPoint
	nodes  int
	budget int
	orders [][]sudoku.Digit // orders[depth]: the digits to try at that depth
}

func newFiller(s *sudoku.Shape, rng *random) *filler {
	return &filler{shape: s, rng: rng, budget: fillBudget(s)}
}

// fill returns a random full grid. It tries until a search ends within its
// budget; every search has a fair chance, so the loop ends.
func (f *filler) fill() sudoku.Grid {
	s := f.shape
	for {
		st := f.level(0)
		all := s.AllDigits()
		for i := range st {
			st[i] = all
		}
		f.queue = f.queue[:0]
		f.nodes = 0
		if g, ok := f.search(0); ok {
			return g
		}
	}
}

// fixedPoint returns the fixed point of singles of puzzle p (its givens
// propagated), in a buffer of the filler's, and false when it is a
// contradiction.
func (f *filler) fixedPoint(p sudoku.Grid) ([]sudoku.Set, bool) {
	if len(f.base) != len(p.Cells) {
		f.base = make([]sudoku.Set, len(p.Cells))
	}
	return f.base, exact.SinglesOf(p, f.base, &f.queue)
}

// complete returns a solution of the puzzle whose fixed point of singles
// is base (fixedPoint), with cell c set to digit d: the first the filler's
// search finds, in random order (or, without randomness, the first cell
// with the fewest candidates and its digits in ascending order). ok is
// false when there is none or, with over set, when the search ran over
// budget nodes. The repairs of minimal.go take "another solution" from
// here rather than from exact, whose order may change from release to
// release: the puzzle of a seed does not depend on it. The search starts
// from base, not from the puzzle's givens: the propagation ends at the
// same grid either way, and the repairs ask about several cells and
// digits of one puzzle.
func (f *filler) complete(base []sudoku.Set, c int, d sudoku.Digit, budget int) (g sudoku.Grid, ok, over bool) {
	st := f.level(0)
	copy(st, base)
	st[c] = sudoku.Bit(d)
	f.queue = append(f.queue[:0], c)
	f.nodes, f.budget = 0, budget
	g, ok = f.search(0)
	return g, ok, !ok && f.nodes > budget
}

func (f *filler) level(depth int) []sudoku.Set {
	for len(f.levels) <= depth {
		f.levels = append(f.levels, make([]sudoku.Set, f.shape.Cells))
	}
	return f.levels[depth]
}

// search completes the state at depth and returns the grid, or false when
// the state has no completion or the budget ran out.
func (f *filler) search(depth int) (sudoku.Grid, bool) {
	f.nodes++
	if f.nodes > f.budget {
		return sudoku.Grid{}, false
	}
	st := f.levels[depth]
	// The state is a fixed point of singles with the queued cells decided:
	// the empty grid of fill (every candidate everywhere), base with a
	// cell set in complete, a parent's state with a cell set below.
	if !exact.SinglesAfter(f.shape, st, &f.queue) {
		return sudoku.Grid{}, false
	}
	cell := f.pickCell(st)
	if cell < 0 {
		g := sudoku.NewGrid(f.shape)
		for c, set := range st {
			g.Cells[c] = set.First()
		}
		return g, true
	}
	digits := f.shuffled(depth, st[cell])
	next := f.level(depth + 1)
	for _, d := range digits {
		copy(next, st)
		next[cell] = sudoku.Bit(d)
		f.queue = append(f.queue[:0], cell)
		if g, ok := f.search(depth + 1); ok {
			return g, true
		}
		if f.nodes > f.budget {
			break
		}
	}
	return sudoku.Grid{}, false
}

// pickCell returns an undecided cell with the fewest candidates, chosen at
// random among those (without randomness, the first), or -1 when every cell
// is decided.
func (f *filler) pickCell(st []sudoku.Set) int {
	best, bestN, ties := -1, 1<<30, 0
	for c, set := range st {
		n := bits.OnesCount64(uint64(set))
		switch {
		case n < 2 || n > bestN:
		case n < bestN:
			best, bestN, ties = c, n, 1
		case f.rng != nil:
			ties++
			if f.rng.intn(ties) == 0 {
				best = c
			}
		}
	}
	return best
}

// shuffled returns the digits of set in random order, in the buffer of
// the depth (reused from draw to draw).
func (f *filler) shuffled(depth int, set sudoku.Set) []sudoku.Digit {
	for len(f.orders) <= depth {
		f.orders = append(f.orders, nil)
	}
	ds := f.orders[depth][:0]
	for ; set != 0; set &= set - 1 {
		ds = append(ds, sudoku.Digit(bits.TrailingZeros64(uint64(set))+1))
	}
	if f.rng != nil {
		shuffle(f.rng, ds)
	}
	f.orders[depth] = ds
	return ds
}
