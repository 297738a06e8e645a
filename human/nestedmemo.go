package human

import (
	"encoding/binary"
	"sync"

	"github.com/nanpure/nanpure/sudoku"
)

// The memo of the nested techniques (nested.go): what they find on a grid,
// by grid.
//
// A dynamic run that has nothing left to deduce by single links applies the
// nested techniques to the grid it has reached, and the same grids come
// back again and again: runs from several candidates end on one grid (a
// candidate and the other of its bivalue cell), the runs of one level are
// the start of the next level's, and after a step the runs that removed
// what the step removed reach the grids they reached before it. On the
// hardest puzzles two thirds of the grids a run hands to the nested
// techniques have been seen before in the same rating.
//
// What a technique finds on a grid depends on the grid alone; what a run
// takes from it depends on the run too: a finding counts only when it
// rests on candidates the run removed, which become its parents. So the
// memo keeps each finding with what it removes and what it rests on: the
// candidates of the board the memo follows that the grid has lost and the
// finding needs (its dependencies), in the order its parents are listed; a
// run takes those it removed itself (nestedParents). A finding without
// dependencies is one no run can take, and is not kept.
//
// A grid's findings come in parts, one per technique of the basic ones
// and one per producer of nested chains, computed when a run first asks
// for them. The memo serves one puzzle: it is emptied when the solver
// turns to a board that is not a later position of the last one, and when
// it holds maxNestedGrids grids.

// The parts of a grid's findings.
const (
	partBasic    = 0 // + the index of a basic technique (basicFinders)
	partUnary    = 4 // forcing chains and cycles (levels 2 and 3)
	partMultiple = 5 // static multiple forcing chains (level 3)
	partDynamic  = 6 // + limit: dynamic forcing chains nested to level limit (level 4)
	nestedParts  = 10
)

// maxNestedGrids bounds the memo: a rating of the hardest puzzles meets
// up to about 100,000 grids.
const maxNestedGrids = 1 << 16

// A nestedFinding is one step of a nested technique on a grid.
type nestedFinding struct {
	tech       Technique
	complexity int
	removable  []Candidate
	deps       []int32 // "off" keys of its dependencies
	chain      uint64  // chainID of a nested chain (nested.go), 0 for a basic technique
}

// A nestedGrid holds the parts of a grid's findings computed so far.
type nestedGrid struct {
	// mu guards done and parts: the engines of a split search share the
	// memo (chainssplit.go)
	mu    sync.Mutex
	done  uint16 // bit p: part p is computed
	parts [nestedParts][]nestedFinding
}

// A nestedMemo maps grids (digits and candidates) to their findings.
type nestedMemo struct {
	// mu guards grids: the engines of a split search (chainssplit.go)
	// share the memo. A thread looks a grid up every 60 µs or so (53,603
	// times in the 3.3 s of line 7 of the forum's hardest list) and holds
	// the lock for a map access, well under a microsecond: dozens of
	// threads can share it. Each entry has its own lock.
	mu    sync.Mutex
	grids map[string]*nestedGrid
	// the last board the solver searched, whose later positions may use
	// the memo
	boardMemo
	pos []uint64 // the places of its digits in its houses, as chainEngine.pos
}

func newNestedMemo() *nestedMemo { return &nestedMemo{grids: map[string]*nestedGrid{}} }

// follow empties the memo unless b is a later position of the board it
// last followed (the same digits and more, no candidate added), and
// follows b.
func (m *nestedMemo) follow(b *Board) {
	if !m.precedes(b) {
		clear(m.grids)
	}
	m.keep(b)
}

// follow makes the memo follow board b (nestedMemo.follow), with the
// places of b's digits.
func (e *chainEngine) follow(b *Board) {
	m := e.grids
	m.follow(b)
	m.pos = grow(m.pos, len(e.pos))
	e.positions(m.pos, m.cands)
}

// grid returns the entry of the grid of digits and candidates cands of a
// shape of n digits, made empty when it is new; key is scratch for its key.
func (m *nestedMemo) grid(n int, digits []sudoku.Digit, cands []sudoku.Set, key *[]byte) *nestedGrid {
	k := (*key)[:0]
	for c, set := range cands {
		// A cell is its candidates and its digit: three bytes up to 16
		// digits, nine above.
		if n <= 16 {
			k = append(k, byte(set), byte(set>>8), byte(digits[c]))
		} else {
			k = binary.LittleEndian.AppendUint64(k, uint64(set))
			k = append(k, byte(digits[c]))
		}
	}
	*key = k
	m.mu.Lock()
	defer m.mu.Unlock()
	if g, ok := m.grids[string(k)]; ok {
		return g
	}
	if len(m.grids) >= maxNestedGrids {
		clear(m.grids)
	}
	g := &nestedGrid{}
	m.grids[string(k)] = g
	return g
}

// Fresh links. A finding of a nested producer is kept only when it has
// dependencies, that is when one of its chains turns a candidate on
// through a link that the board the memo follows lacks: a cell or a house
// where the grid has lost candidates of that board (chainDeps). When the
// engine runs such a producer (freshOnly), the unary walks that cannot
// pass through a fresh link are not made (chainreach.go), and the chains
// found that do not pass through one are dropped before they become hints.
// Likewise the locked candidates and X-Wings are looked for only in base
// houses where their digit has lost places (searcher.fresh): their
// dependencies are places of the base.

// setFresh computes the fresh links of the working grid: freshCell[c] when
// cell c has lost candidates, freshHouse[h*n+d-1] when digit d has lost
// places in house h.
func (e *chainEngine) setFresh() {
	ref := e.grids.cands
	e.freshCell = grow(e.freshCell, e.sh.Cells)
	e.freshHouse = grow(e.freshHouse, e.sh.Houses()*e.n)
	clear(e.freshHouse)
	for c, set := range e.work {
		lost := ref[c] &^ set
		e.freshCell[c] = lost != 0
		for ; lost != 0; lost &= lost - 1 {
			d := int(lost.First()) - 1
			for _, h := range e.sh.HousesOf(c) {
				e.freshHouse[h*e.n+d] = true
			}
		}
	}
}

// freshLink reports whether the link that turns potential k on from the
// house (or causeCell) house is fresh.
func (e *chainEngine) freshLink(k int32, house int16) bool {
	if house == causeCell {
		return e.freshCell[e.cellOf(k)]
	}
	return e.freshHouse[int(house)*e.n+int(e.digitOf(k))-1]
}

// fresh reports whether the chain of unary pot t turns a potential on
// through a fresh link.
func (e *chainEngine) fresh(t int32) bool {
	for p := t; ; {
		pt := &e.pots[p]
		if keyOn(pt.key) && pt.house != causeNone && e.freshLink(pt.key, pt.house) {
			return true
		}
		ps := e.parents(p)
		if len(ps) == 0 {
			return false
		}
		p = ps[0]
	}
}
