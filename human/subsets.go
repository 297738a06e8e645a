package human

import (
	"math/bits"
	"sync"

	"github.com/nanpure/nanpure/sudoku"
)

// Subsets: k cells of a house whose candidates are k digits in all (naked
// pair, triple, quad: the digits leave the house's other cells), and k
// digits whose places in a house are k cells (hidden pair, triple, quad: the
// cells lose their other candidates). Difficulties (Sudoku Explainer): naked
// 3.0, 3.6, 5.0; hidden 3.4, 4.0, 5.4; the direct hidden pair and triple
// (2.0, 2.5) are hidden subsets that leave a hidden single in the house.
//
// As in Sudoku Explainer, a naked set of k is looked for only in houses with
// at least 2k empty cells and a hidden set of k only where there are more
// than 2k: in a house of e empty cells a naked set of k is a hidden set of
// e-k, and this way each is found in its smaller form. The natural profile
// (everySubset) looks in every house with more than k empty cells, as
// HoDoKu does: a player sees a hidden triple as readily as the naked pair
// it mirrors. There too a naked pair or triple locked in a box and a line
// is left to lockedsets.go, which gives it as one step, as HoDoKu does.

// The subsets' techniques. The direct hidden subsets (leaving a hidden
// single) are Sudoku Explainer's; HoDoKu has none.
var (
	DirectHiddenPair   = register(techniqueDef{key: "direct-hidden-pair", difficulty: 2.0, nudge: nudgeHouse})
	DirectHiddenTriple = register(techniqueDef{key: "direct-hidden-triple", difficulty: 2.5, nudge: nudgeHouse})
	NakedPair          = register(techniqueDef{key: "naked-pair", difficulty: 3.0, hodoku: "0200", nudge: nudgeHouse})
	NakedTriple        = register(techniqueDef{key: "naked-triple", difficulty: 3.6, hodoku: "0201", nudge: nudgeHouse})
	NakedQuad          = register(techniqueDef{key: "naked-quad", difficulty: 5.0, hodoku: "0202", nudge: nudgeHouse})
	HiddenPair         = register(techniqueDef{key: "hidden-pair", difficulty: 3.4, hodoku: "0210", nudge: nudgeHouse})
	HiddenTriple       = register(techniqueDef{key: "hidden-triple", difficulty: 4.0, hodoku: "0211", nudge: nudgeHouse})
	HiddenQuad         = register(techniqueDef{key: "hidden-quad", difficulty: 5.4, hodoku: "0212", nudge: nudgeHouse})
)

// The subsets' finders.
var (
	_ = addFinder("direct-hidden-pair", func(s *searcher) bool { return s.hiddenSet(2, true) }, DirectHiddenPair)
	_ = addFinder("direct-hidden-triple", func(s *searcher) bool { return s.hiddenSet(3, true) }, DirectHiddenTriple)
	_ = addFinder("naked-pair", func(s *searcher) bool { return s.nakedSet(2) }, NakedPair)
	_ = addFinder("naked-triple", func(s *searcher) bool { return s.nakedSet(3) }, NakedTriple)
	_ = addFinder("naked-quad", func(s *searcher) bool { return s.nakedSet(4) }, NakedQuad)
	_ = addFinder("hidden-pair", func(s *searcher) bool { return s.hiddenSet(2, false) }, HiddenPair)
	_ = addFinder("hidden-triple", func(s *searcher) bool { return s.hiddenSet(3, false) }, HiddenTriple)
	_ = addFinder("hidden-quad", func(s *searcher) bool { return s.hiddenSet(4, false) }, HiddenQuad)
)

var nakedTech = [...]Technique{2: NakedPair, 3: NakedTriple, 4: NakedQuad}
var nakedDiff = [...]float64{2: 3.0, 3: 3.6, 4: 5.0}
var hiddenTech = [...]Technique{2: HiddenPair, 3: HiddenTriple, 4: HiddenQuad}
var hiddenDiff = [...]float64{2: 3.4, 3: 4.0, 4: 5.4}

// subsetHouses returns the houses in the order the profile looks for
// subsets in: boxes, columns, rows as Sudoku Explainer does; boxes, rows,
// columns as HoDoKu does. The slice is shared and must not be changed.
func (s *searcher) subsetHouses() []int {
	if s.hodokuOrder {
		return hodokuHouseOrder(s.b.Shape)
	}
	return houseOrder(s.b.Shape)
}

// hodokuHouseOrderCache holds hodokuHouseOrder per shape, as
// houseOrderCache does houseOrder.
var hodokuHouseOrderCache sync.Map // *sudoku.Shape -> []int

// hodokuHouseOrder lists house numbers boxes first, then rows, then
// columns: HoDoKu's order for subsets.
func hodokuHouseOrder(sh *sudoku.Shape) []int {
	if v, ok := hodokuHouseOrderCache.Load(sh); ok {
		return v.([]int)
	}
	n := sh.N
	hs := make([]int, 0, 3*n)
	for _, off := range [3]int{2 * n, 0, n} {
		for i := 0; i < n; i++ {
			hs = append(hs, off+i)
		}
	}
	v, _ := hodokuHouseOrderCache.LoadOrStore(sh, hs)
	return v.([]int)
}

// What a house holds.
//
// What a subset search finds in a house depends on the house's cells
// alone, so a house whose cells are as they were on the last board where
// the search found nothing holds nothing again. A rating searches for
// subsets at nearly every step, on boards that differ from the one before
// in the few cells a step changed: only the houses of those cells are
// searched again. (Not so for naked sets when a locked set is left to
// lockedsets.go, which looks at the house's line or box too.)

// The kinds of subset searches, each with its memo by size.
const (
	nakedSets = iota
	hiddenSets
	directHiddenSets
)

// subsetMemo returns the memo of the search of sets of kind and size k, or
// nil when the search may not use one: when it collects every step, or
// looks only at fresh links (nested.go).
func (s *searcher) subsetMemo(kind, k int) *boardMemo {
	if s.collect != nil || s.fresh != nil || kind == nakedSets && s.everySubset {
		return nil
	}
	return &s.subsets[kind][k]
}

// fewCandidates returns the cells (by index in cells) of 2 to k
// candidates, and those candidates: the cells that can be in a naked or
// locked set of k.
func (b *Board) fewCandidates(cells []int, k int) (some uint64, cands [64]uint64) {
	for i, c := range cells {
		if n := b.cands[c].Len(); n >= 2 && n <= k {
			some |= 1 << i
			cands[i] = uint64(b.cands[c])
		}
	}
	return some, cands
}

// nakedSet finds a naked set of k cells.
func (s *searcher) nakedSet(k int) bool {
	b := s.b
	sh := b.Shape
	memo := s.subsetMemo(nakedSets, k)
	for _, h := range s.subsetHouses() {
		if e := b.emptyIn(h); e < 2*k && !(s.everySubset && e > k) {
			continue
		}
		cells := sh.House(h)
		if memo != nil && memo.sameIn(b, cells) {
			continue
		}
		// Only cells of 2 to k candidates can be in the set (2: Sudoku
		// Explainer's searchCommonTuple).
		some, cands := b.fewCandidates(cells, k)
		if subsetsWithin(some, k, &cands, func(chosen, u uint64) bool {
			union := sudoku.Set(u)
			if s.everySubset && k <= 3 && s.isLocked(cellsOf(sh, h, chosen), union) {
				return false // a locked pair or triple (lockedsets.go)
			}
			var st Step
			for i, c := range cells {
				if chosen>>i&1 == 1 {
					st.Cells = append(st.Cells, c)
					st.CellCandidates = append(st.CellCandidates, b.cands[c])
					continue
				}
				for x := b.cands[c] & union; x != 0; x &= x - 1 {
					st.Eliminations = append(st.Eliminations, Candidate{c, x.First()})
				}
			}
			if len(st.Eliminations) == 0 {
				return false
			}
			st.Technique, st.Difficulty, st.Digits, st.Houses = nakedTech[k], nakedDiff[k], union, []int{h}
			return s.found(st)
		}) {
			return true
		}
	}
	if memo != nil {
		memo.keep(b)
	}
	return false
}

// isLocked reports whether the cells set, holding only the
// digits union, are a locked set, which the natural profile gives as one
// step of lockedsets.go.
func (s *searcher) isLocked(set []int, union sudoku.Set) bool {
	line, _ := s.lockedElims(set, union)
	return line >= 0
}

// hiddenSet finds a hidden set of k digits; direct asks for the direct form
// (k = 2 or 3), which places the hidden single it leaves.
func (s *searcher) hiddenSet(k int, direct bool) bool {
	b := s.b
	sh := b.Shape
	var places [64]uint64 // by digit - 1: b.where(h, d)
	kind := hiddenSets
	if direct {
		kind = directHiddenSets
	}
	memo := s.subsetMemo(kind, k)
	for _, h := range s.subsetHouses() {
		empty := b.emptyIn(h)
		if empty <= 2*k && !((direct || s.everySubset) && empty > k) {
			continue
		}
		cells := sh.House(h)
		if memo != nil && memo.sameIn(b, cells) {
			continue
		}
		for d := 1; d <= sh.N; d++ {
			places[d-1] = b.where(h, sudoku.Digit(d))
		}
		// Only digits of 2 to k places can be in the set (2: Sudoku
		// Explainer's searchCommonTuple); bit d-1 of some is digit d.
		var some uint64
		for d := 1; d <= sh.N; d++ {
			if n := bits.OnesCount64(places[d-1]); n >= 2 && n <= k {
				some |= 1 << (d - 1)
			}
		}
		if subsetsWithin(some, k, &places, func(chosen, pos uint64) bool {
			digits := sudoku.Set(chosen) // index i is digit i+1, as in a Set
			var st Step
			for m := pos; m != 0; m &= m - 1 {
				c := cells[bits.TrailingZeros64(m)]
				st.Cells = append(st.Cells, c)
				for x := b.cands[c] &^ digits; x != 0; x &= x - 1 {
					st.Eliminations = append(st.Eliminations, Candidate{c, x.First()})
				}
			}
			if len(st.Eliminations) == 0 {
				return false
			}
			st.Digits, st.Houses = digits, []int{h}
			if !direct {
				st.Technique, st.Difficulty = hiddenTech[k], hiddenDiff[k]
				return s.found(st)
			}
			// The direct form: another digit left with one place in h.
			for d := 1; d <= sh.N; d++ {
				if digits.Has(sudoku.Digit(d)) || bits.OnesCount64(places[d-1]) < 2 {
					continue
				}
				if rest := places[d-1] &^ pos; bits.OnesCount64(rest) == 1 {
					c := cells[bits.TrailingZeros64(rest)]
					st.Technique, st.Difficulty = DirectHiddenPair, 2.0
					if k == 3 {
						st.Technique, st.Difficulty = DirectHiddenTriple, 2.5
					}
					st.Eliminations = nil
					st.Placements = []Candidate{{c, sudoku.Digit(d)}}
					st.Houses = append(st.Houses, h)
					return s.found(st)
				}
			}
			return false
		}) {
			return true
		}
	}
	if memo != nil {
		memo.keep(b)
	}
	return false
}
