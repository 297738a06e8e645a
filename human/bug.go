package human

import (
	"math/bits"
	"slices"

	"github.com/nanpure/nanpure/sudoku"
)

// BUG, the bivalue universal grave: a position where every empty cell has
// two candidates and every digit two places in each house has two
// solutions, so a proper puzzle never reaches it. When only a few cells
// (the BUG cells) have more candidates, and removing their extra digits
// would leave such a position, one of the extra digits must be true.
//
//	type 1 (5.6): one BUG cell: it takes its extra digit.
//	type 2 (5.7): the BUG cells share one extra digit x: cells seeing them
//	              all lose x.
//	type 3 (5.8+): the BUG cells' extra digits form a naked set with other
//	              cells of a house they share (+0.1 per digit beyond two).
//	type 4 (5.7): two BUG cells in one house, sharing a non-extra digit v:
//	              one of them is its extra digit, the other then is v... so
//	              both lose their other candidates.
//
// This follows Sudoku Explainer's producer, types checked in its order.

// The BUG types. HoDoKu has type 1 (BUG+1) only.
var (
	BUG1 = register(techniqueDef{key: "bug-1", difficulty: 5.6, hodoku: "0610", nudge: nudgeDigit})
	BUG2 = register(techniqueDef{key: "bug-2", difficulty: 5.7, nudge: nudgeDigit})
	BUG3 = register(techniqueDef{key: "bug-3", difficulty: 5.8, nudge: nudgeDigit})
	BUG4 = register(techniqueDef{key: "bug-4", difficulty: 5.7, nudge: nudgeDigit})
)

var _ = addFinder("bug", (*searcher).bug, BUG1, BUG2, BUG3, BUG4)

// bug finds a BUG pattern.
func (s *searcher) bug() bool {
	b := s.b
	sh := b.Shape
	n := sh.N
	temp := append([]sudoku.Set(nil), b.cands...)
	var bugCells []int
	bugValues := map[int]sudoku.Set{}
	var all sudoku.Set
	var common []int
	haveCommon := false
	for _, k := range regionTypes {
		for i := 0; i < n; i++ {
			h := [3]int{0: i, 1: n + i, 2: 2*n + i}[k]
			cells := sh.House(h)
			for d := sudoku.Digit(1); int(d) <= n; d++ {
				m := b.where(h, d)
				c := bits.OnesCount64(m)
				if c == 0 || c == 2 {
					continue
				}
				extras, x := 0, -1 // the places with three candidates or more, the last of them
				for ; m != 0; m &= m - 1 {
					if c := cells[bits.TrailingZeros64(m)]; b.cands[c].Len() >= 3 {
						extras, x = extras+1, c
					}
				}
				if extras == 0 {
					return false // a digit with more than two places but no cell with extras
				}
				if extras != 1 {
					continue
				}
				if !slices.Contains(bugCells, x) {
					bugCells = append(bugCells, x)
				}
				bugValues[x] = bugValues[x].Add(d)
				all = all.Add(d)
				temp[x] = temp[x].Remove(d)
				if !haveCommon {
					common = append([]int(nil), sh.Peers(x)...)
					haveCommon = true
				} else {
					common = keepSeen(sh, common, x)
				}
				common = dropAll(common, bugCells)
				if len(bugCells) > 1 && all.Len() > 1 && len(common) == 0 {
					return false
				}
			}
		}
	}
	for c, set := range temp {
		if b.digits[c] == 0 && set.Len() != 2 {
			return false
		}
	}
	for h := 0; h < sh.Houses(); h++ {
		for d := sudoku.Digit(1); int(d) <= n; d++ {
			cnt := 0
			for _, c := range sh.House(h) {
				if temp[c].Has(d) {
					cnt++
				}
			}
			if cnt != 0 && cnt != 2 {
				return false
			}
		}
	}
	switch {
	case len(bugCells) == 1 && s.hodokuOrder && all.Len() != 1:
		// HoDoKu's BUG+1 is one cell of three candidates, not a cell with
		// two extra digits (which keeps both).
		return false
	case len(bugCells) == 1:
		x := bugCells[0]
		st := Step{Technique: BUG1, Difficulty: 5.6, Extra: bugCells, Cells: bugCells, Digits: all}
		for r := b.cands[x] &^ all; r != 0; r &= r - 1 {
			st.Eliminations = append(st.Eliminations, Candidate{x, r.First()})
		}
		return len(st.Eliminations) > 0 && s.found(st)
	case all.Len() == 1:
		if s.bug2(bugCells, all, common, haveCommon) {
			return true
		}
		if len(bugCells) == 2 {
			return s.bug4(bugCells, bugValues, all)
		}
	case haveCommon && len(common) > 0:
		if len(bugCells) == 2 && s.bug4(bugCells, bugValues, all) {
			return true
		}
		return s.bug3(bugCells, bugValues, all, common)
	}
	return false
}

// keepSeen keeps the cells of cs that see x.
func keepSeen(sh *sudoku.Shape, cs []int, x int) []int {
	out := cs[:0]
	for _, c := range cs {
		if sees(sh, c, x) {
			out = append(out, c)
		}
	}
	return out
}

func dropAll(cs, drop []int) []int {
	out := cs[:0]
	for _, c := range cs {
		if !slices.Contains(drop, c) {
			out = append(out, c)
		}
	}
	return out
}

func (s *searcher) bug2(bugCells []int, all sudoku.Set, common []int, have bool) bool {
	if !have || len(common) == 0 {
		return false
	}
	v := all.First()
	st := Step{Technique: BUG2, Difficulty: 5.7, Extra: bugCells, Cells: bugCells, Digits: all}
	for _, c := range common {
		if s.b.cands[c].Has(v) {
			st.Eliminations = append(st.Eliminations, Candidate{c, v})
		}
	}
	return len(st.Eliminations) > 0 && s.found(st)
}

func (s *searcher) bug4(bugCells []int, bugValues map[int]sudoku.Set, all sudoku.Set) bool {
	b := s.b
	sh := b.Shape
	c1, c2 := bugCells[0], bugCells[1]
	common := (b.cands[c1] & b.cands[c2]) &^ all
	if common.Len() != 1 {
		return false
	}
	v := common.First()
	for _, k := range regionTypes {
		h := sh.HousesOf(c1)[k]
		if sh.HousesOf(c2)[k] != h {
			continue
		}
		st := Step{Technique: BUG4, Difficulty: 5.7, Extra: bugCells, Cells: bugCells, Digits: all, Houses: []int{h}}
		for _, c := range []int{c1, c2} {
			for r := b.cands[c] &^ bugValues[c] &^ sudoku.Bit(v); r != 0; r &= r - 1 {
				st.Eliminations = append(st.Eliminations, Candidate{c, r.First()})
			}
		}
		if len(st.Eliminations) > 0 && s.found(st) {
			return true
		}
	}
	return false
}

func (s *searcher) bug3(bugCells []int, bugValues map[int]sudoku.Set, all sudoku.Set, common []int) bool {
	b := s.b
	sh := b.Shape
	for _, k := range regionTypes {
		h := sh.HousesOf(bugCells[0])[k]
		shared := true
		for _, c := range bugCells[1:] {
			if sh.HousesOf(c)[k] != h {
				shared = false
			}
		}
		if !shared {
			continue
		}
		var regionCells []int
		for _, c := range common {
			if sh.HousesOf(c)[k] == h {
				regionCells = append(regionCells, c)
			}
		}
		for degree := 2; degree <= 6; degree++ {
			if len(regionCells) < degree {
				continue
			}
			if combinations(len(regionCells), degree-1, func(idx []int) bool {
				var other, union sudoku.Set
				var naked []int
				for _, i := range idx {
					c := regionCells[i]
					naked = append(naked, c)
					p := b.cands[c]
					if p.Len() < 2 { // searchCommonTuple
						return false
					}
					other |= p
				}
				if other.Len() != degree {
					return false
				}
				union = other | all
				if all.Len() < 2 || union.Len() != degree {
					return false
				}
				st := Step{Technique: BUG3, Difficulty: 5.7 + float64(union.Len()-1)*0.1, Extra: bugCells,
					Cells: append(append([]int(nil), bugCells...), naked...), Digits: union, Houses: []int{h}}
				for _, c := range regionCells {
					if slices.Contains(naked, c) || slices.Contains(bugCells, c) {
						continue
					}
					for r := b.cands[c] & union; r != 0; r &= r - 1 {
						st.Eliminations = append(st.Eliminations, Candidate{c, r.First()})
					}
				}
				return len(st.Eliminations) > 0 && s.found(st)
			}) {
				return true
			}
		}
	}
	return false
}
