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
// its set goes from several digits to one. dirty holds the houses where a
// candidate went since the state was last propagated: the only houses that
// may hold a new hidden single (singles.go). Both are empty after propagate,
// whatever it returns.
//
// A guess copies the whole state to the next level (N*N words: 648 bytes on
// 9x9): copying is cheaper and simpler than an undo log, and the levels are
// allocated once per search and reused.
type general struct {
	shape  *sudoku.Shape
	levels [][]sudoku.Set // levels[depth]: the state at that depth of the search
	queue  []int          // cells decided but not placed
	kinds  []lineKind     // rows and columns, for locked candidates
	unions []sudoku.Set   // scratch: the candidates of each segment
	weight []int          // weight[house]: contradictions found there (pickCell)
	dirty  houseSet       // houses changed since the state was last propagated
	restart
	run
}

func newGeneral(g sudoku.Grid, r run) *general {
	s := g.Shape
	e := &general{shape: s, run: r, kinds: lineKinds(s), unions: make([]sudoku.Set, s.N*max(s.BoxRows, s.BoxCols)), weight: make([]int, s.Houses())}
	e.queue = setGivens(g, e.level(0), e.queue)
	e.dirty = allHouses(g.Shape)
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
		if e.count == 0 && e.stats.Nodes >= e.restartAt {
			e.restarting = true
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
				e.decide(next, a, d)
				if e.search(depth + 1) {
					return true
				}
				e.decide(st, b, d)
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
			e.decide(next, cell, b)
			if e.search(depth + 1) {
				return true
			}
		}
		e.decide(st, cell, cs)
	}
}

// decide gives cell the one digit d in st, a state whose other houses are
// propagated, and queues it to be placed.
func (e *general) decide(st []sudoku.Set, cell int, d sudoku.Set) {
	st[cell] = d
	e.queue = append(e.queue[:0], cell)
	e.dirty.or(cellHouses(e.shape)[cell])
}

// pickPair finds a digit with exactly two cells left in a house, the other
// way to split the search in two when no cell has two candidates, in the
// heaviest house that has one (the first among equals). On big grids it
// keeps the search tree narrow where cell branching alone has many-way
// branches at every level.
func (e *general) pickPair(st []sudoku.Set) (a, b int, d sudoku.Set, ok bool) {
	s := e.shape
	bestH, bestW := -1, -1
	var bestD sudoku.Set
	for h := 0; h < s.Houses(); h++ {
		if e.weight[h] <= bestW {
			continue
		}
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
			bestH, bestW, bestD = h, e.weight[h], two&-two
		}
	}
	if bestH < 0 {
		return 0, 0, 0, false
	}
	a = -1
	for _, c := range s.House(bestH) {
		if st[c]&bestD != 0 {
			if a < 0 {
				a = c
			} else {
				return a, c, bestD, true
			}
		}
	}
	panic("exact: pickPair lost its pair")
}

// propagate places the queued cells and follows the singles (singles.go)
// to their fixed point, then makes one pass of locked candidates (locked.go)
// and follows the singles again, weighing the house of a contradiction. A
// second pass of locked candidates finds little: going on to their fixed
// point costs a fifth more time on the hard 16x16 and 25x25 puzzles of
// testdata for a few percent fewer nodes.
func (e *general) propagate(st []sudoku.Set) bool {
	if !e.singles(st) {
		return false
	}
	changed, ok := e.locked(st)
	if !ok {
		e.queue = e.queue[:0]
		e.dirty = houseSet{}
		return false
	}
	return !changed || e.singles(st)
}

func (e *general) singles(st []sudoku.Set) bool {
	if h := singles(e.shape, st, &e.queue, &e.dirty); h != noConflict {
		e.weight[h]++
		return false
	}
	return true
}

// pickCell returns the undecided cell with the fewest candidates, or -1
// when every cell is decided. Fewest candidates means fewest branches.
// Among two-candidate cells it takes the one whose houses weigh most (the
// first in reading order among equals): the search branches first where it
// has met contradictions, as in dom/wdeg (Boussemart et al., 2004). On the
// hard 16x16 puzzles of testdata/large16.txt this takes the nodes from 1.05
// million to 75,000; reading order alone wanders from the part of the grid
// that is hard to fill.
func (e *general) pickCell(st []sudoku.Set) int {
	best, bestN, bestW := -1, 1<<30, -1
	for c, v := range st {
		if v&(v-1) == 0 {
			continue
		}
		n := bits.OnesCount64(uint64(v))
		if n > bestN {
			continue
		}
		w := 0
		if n == 2 {
			hs := e.shape.HousesOf(c)
			w = e.weight[hs[0]] + e.weight[hs[1]] + e.weight[hs[2]]
		}
		if n < bestN || w > bestW {
			best, bestN, bestW = c, n, w
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
	e.searchRestarting()
	return e.result()
}
