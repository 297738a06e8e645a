package human

import (
	"math/bits"
	"sync"

	"github.com/nanpure/nanpure/sudoku"
)

// Singles: a digit with one place left in a house (hidden single; when it is
// the house's last empty cell, a full house) and a cell with one candidate
// left (naked single). Difficulties: full house 1.0, hidden single in a box
// 1.2, in a row or column 1.5, naked single 2.3.

// The singles' techniques.
var (
	FullHouse    = register(techniqueDef{key: "full-house", difficulty: 1.0, hodoku: "0000", nudge: nudgeHouse})
	HiddenSingle = register(techniqueDef{key: "hidden-single", difficulty: 1.2, hodoku: "0002", nudge: nudgeHouse})
	NakedSingle  = register(techniqueDef{key: "naked-single", difficulty: 2.3, hodoku: "0003", nudge: nudgeHouse})
)

// The singles' finders.
var (
	_ = addFinder("full-house", (*searcher).fullHouse, FullHouse)
	_ = addFinder("hidden-single", (*searcher).hiddenSingle, HiddenSingle)
	_ = addFinder("naked-single", (*searcher).nakedSingle, NakedSingle)
)

// houseOrderCache holds houseOrder per shape: the order depends only on
// the shape, and singles and subsets scan it at every step (hidden single
// is the hottest finder), so it is built once instead of on every call.
var houseOrderCache sync.Map // *sudoku.Shape -> []int

// houseOrder lists house numbers boxes first, then columns, then rows: the
// order in which Sudoku Explainer scans houses for singles and subsets. The
// slice is shared by every caller and must not be changed.
func houseOrder(sh *sudoku.Shape) []int {
	if v, ok := houseOrderCache.Load(sh); ok {
		return v.([]int)
	}
	n := sh.N
	hs := make([]int, 0, 3*n)
	for _, off := range [3]int{2 * n, n, 0} {
		for i := 0; i < n; i++ {
			hs = append(hs, off+i)
		}
	}
	v, _ := houseOrderCache.LoadOrStore(sh, hs)
	return v.([]int)
}

// singleDifficulty is the Sudoku Explainer difficulty of a hidden single in
// house h: 1.2 in a box, 1.5 in a line.
func singleDifficulty(sh *sudoku.Shape, h int) float64 {
	if kind, _ := sh.HouseKind(h); kind == sudoku.BoxHouse {
		return 1.2
	}
	return 1.5
}

// fullHouse finds a house with one empty cell.
func (s *searcher) fullHouse() bool {
	if s.q != nil && s.collect == nil {
		return s.queuedFullHouse()
	}
	b := s.b
	sh := b.Shape
	for _, h := range houseOrder(sh) {
		empty, last := 0, -1
		for _, c := range sh.House(h) {
			if b.digits[c] == 0 {
				empty++
				last = c
			}
		}
		if empty == 1 {
			d, ok := b.cands[last].Single()
			if !ok {
				continue // a contradiction: left to Check
			}
			if s.found(Step{Technique: FullHouse, Placements: []Candidate{{last, d}},
				Digits: sudoku.Bit(d), Cells: []int{last}, Houses: []int{h}}) {
				return true
			}
		}
	}
	return false
}

// hiddenSingle finds a digit with one place in a house. Like Sudoku
// Explainer it first looks for houses with one empty cell left (a full
// house, 1.0, as both Explainers rate "the last empty cell of a region"),
// then for other hidden singles, boxes before columns before rows.
func (s *searcher) hiddenSingle() bool {
	if s.q != nil && s.collect == nil {
		return s.queuedHiddenSingle()
	}
	b := s.b
	sh := b.Shape
	order := houseOrder(sh)
	for pass := 0; pass < 2; pass++ {
		for _, h := range order {
			cells := sh.House(h)
			empty := b.emptyIn(h)
			if empty == 0 || (pass == 0) != (empty == 1) {
				continue
			}
			for d := sudoku.Digit(1); int(d) <= sh.N; d++ {
				m := b.where(h, d)
				if m == 0 || m&(m-1) != 0 {
					continue
				}
				c := cells[bits.TrailingZeros64(m)]
				t, diff := HiddenSingle, singleDifficulty(sh, h)
				if pass == 0 {
					t, diff = FullHouse, FullHouse.Difficulty()
				}
				if s.found(Step{Technique: t, Difficulty: diff,
					Placements: []Candidate{{c, d}}, Digits: sudoku.Bit(d), Cells: []int{c}, Houses: []int{h}}) {
					return true
				}
			}
		}
	}
	return false
}

// nakedSingle finds a cell with one candidate, in reading order.
func (s *searcher) nakedSingle() bool {
	if s.q != nil && s.collect == nil {
		return s.queuedNakedSingle()
	}
	b := s.b
	for c, set := range b.cands {
		if d, ok := set.Single(); ok && b.digits[c] == 0 {
			if s.found(Step{Technique: NakedSingle, Placements: []Candidate{{c, d}},
				Digits: set, Cells: []int{c}}) {
				return true
			}
		}
	}
	return false
}
