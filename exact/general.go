package exact

import (
	"math/bits"

	"github.com/nanpure/nanpure/sudoku"
)

// The general engine: works on every shape, and is the reference the
// specialised engines are tested against.
//
// State. One []sudoku.Set per search level, one entry per cell:
//
//	cand[cell]  the digits cell may still hold; one digit when it is decided
//
// Invariants, after propagate returns true:
//   - no cell is empty, and every single-digit cell is "placed": its digit
//     has been removed from all its peers;
//   - every digit has at least one cell left in every house.
//
// Between those points, queue holds the cells that became single-digit but
// are not yet placed. Each cell enters the queue once on a search path, when
// its set goes from several digits to one.
//
// A guess copies the whole state to the next level (N*N words: 648 bytes on
// 9x9): copying is cheaper and simpler than an undo log, and the levels are
// allocated once per search and reused.
type general struct {
	shape  *sudoku.Shape
	levels [][]sudoku.Set // levels[depth]: the state at that depth of the search
	queue  []int          // cells decided but not placed
	run
}

func newGeneral(g sudoku.Grid, r run) *general {
	e := &general{shape: g.Shape, run: r}
	st := e.level(0)
	all := g.Shape.AllDigits()
	for i := range st {
		st[i] = all
	}
	for cell, d := range g.Cells {
		if d != 0 {
			st[cell] = sudoku.Bit(d)
			e.queue = append(e.queue, cell)
		}
	}
	return e
}

// level returns the state slice of a depth, allocating it the first time.
func (e *general) level(depth int) []sudoku.Set {
	for len(e.levels) <= depth {
		e.levels = append(e.levels, make([]sudoku.Set, e.shape.Cells))
	}
	return e.levels[depth]
}

// search explores the state at depth and reports whether to stop (the limit
// was reached, the caller asked to stop, or the context was cancelled).
func (e *general) search(depth int) (stop bool) {
	st := e.levels[depth]
	for {
		if e.node() {
			return true
		}
		if !e.propagate(st) {
			return false
		}
		cell := e.pickCell(st)
		if cell < 0 {
			var g sudoku.Grid
			if e.wantGrid() {
				g = e.toGrid(st)
			}
			return e.solution(g)
		}
		if st[cell].Len() > 2 {
			if a, b, d, ok := e.pickPair(st); ok {
				// d has two places left in some house: either a or b holds it.
				e.stats.Guesses++
				next := e.level(depth + 1)
				copy(next, st)
				next[a] = d
				e.queue = append(e.queue[:0], a)
				if e.search(depth + 1) {
					return true
				}
				st[b] = d
				e.queue = append(e.queue[:0], b)
				continue
			}
		}
		cs := st[cell]
		// Try every digit but the last in a copy of the state; the last one
		// needs no copy: every other choice has been ruled out, so it is
		// forced, and the loop goes on in this state (no guess counted).
		for cs&(cs-1) != 0 {
			b := cs & -cs
			cs &^= b
			e.stats.Guesses++
			next := e.level(depth + 1)
			copy(next, st)
			next[cell] = b
			e.queue = append(e.queue[:0], cell)
			if e.search(depth + 1) {
				return true
			}
		}
		st[cell] = cs
		e.queue = append(e.queue[:0], cell)
	}
}

// pickPair finds a digit with exactly two cells left in some house, the
// other way to split the search in two when no cell has two candidates. On
// big grids it keeps the search tree narrow where cell branching alone has
// many-way branches at every level.
func (e *general) pickPair(st []sudoku.Set) (a, b int, d sudoku.Set, ok bool) {
	s := e.shape
	for h := 0; h < s.Houses(); h++ {
		var once, twice, thrice, decided sudoku.Set
		cells := s.House(h)
		for _, c := range cells {
			v := st[c]
			thrice |= twice & v
			twice |= once & v
			once |= v
			if v&(v-1) == 0 {
				decided |= v
			}
		}
		if two := twice &^ thrice &^ decided; two != 0 {
			d = two & -two
			a = -1
			for _, c := range cells {
				if st[c]&d != 0 {
					if a < 0 {
						a = c
					} else {
						return a, c, d, true
					}
				}
			}
		}
	}
	return 0, 0, 0, false
}

// propagate places the queued cells and follows the singles (singles.go).
func (e *general) propagate(st []sudoku.Set) bool { return Singles(e.shape, st, &e.queue) }

// pickCell returns the undecided cell with the fewest candidates (the first
// one in reading order among equals), or -1 when every cell is decided.
// Fewest candidates means fewest branches, and a two-candidate cell is
// taken at once since no cell can do better.
func (e *general) pickCell(st []sudoku.Set) int {
	best, bestN := -1, 1<<30
	for c, v := range st {
		if v&(v-1) == 0 {
			continue
		}
		if n := bits.OnesCount64(uint64(v)); n < bestN {
			best, bestN = c, n
			if n == 2 {
				break
			}
		}
	}
	return best
}

func (e *general) toGrid(st []sudoku.Set) sudoku.Grid {
	g := e.newGrid(e.shape)
	for i, v := range st {
		g.Cells[i] = v.First()
	}
	return g
}

// searchGeneral runs the general engine on g, which must be valid.
func searchGeneral(g sudoku.Grid, r run) (Result, error) {
	e := newGeneral(g, r)
	e.search(0)
	return e.result()
}
