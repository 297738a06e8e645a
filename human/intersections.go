package human

import (
	"math/bits"

	"github.com/nanpure/nanpure/sudoku"
)

// Intersections (locked candidates): when the places of a digit in a box
// all lie in one row or column, the digit leaves the rest of that line
// (pointing, 2.6); when its places in a line all lie in one box, it leaves
// the rest of that box (claiming, 2.8). The direct forms (1.7, 1.9) are
// those whose eliminations leave a hidden single, which they place.

// The intersections' techniques. The direct forms (a pointing or claiming
// that leaves a hidden single) are Sudoku Explainer's; HoDoKu has none.
var (
	DirectPointing = register(techniqueDef{key: "direct-pointing", difficulty: 1.7, nudge: nudgeHouse})
	DirectClaiming = register(techniqueDef{key: "direct-claiming", difficulty: 1.9, nudge: nudgeHouse})
	Pointing       = register(techniqueDef{key: "pointing", difficulty: 2.6, hodoku: "0100", nudge: nudgeHouse})
	Claiming       = register(techniqueDef{key: "claiming", difficulty: 2.8, hodoku: "0101", nudge: nudgeHouse})
)

// The intersections' finders: Sudoku Explainer's look for both kinds at
// once, the natural profile's for one at a time.
var (
	_ = addFinder("direct-intersection", (*searcher).directIntersection, DirectPointing, DirectClaiming)
	_ = addFinder("pointing-claiming", (*searcher).lockedCandidates, Pointing, Claiming)
	_ = addFinder("pointing", (*searcher).pointing, Pointing)
	_ = addFinder("claiming", (*searcher).claiming, Claiming)
)

// intersection is one locked-candidates pattern.
type intersection struct {
	d           sudoku.Digit
	base, cover int   // the house holding all places of d, and the other house
	cells       []int // the places of d in base
	elims       []int // cells of cover outside base with candidate d
}

// intersections calls fn for every locked candidate with eliminations:
// pointing first (boxes in order, digits in order), then claiming (rows,
// then columns), until fn returns true.
func (s *searcher) intersections(pointing bool, fn func(x intersection) bool) bool {
	b := s.b
	sh := b.Shape
	n := sh.N
	first, last := n, 2*n // lines
	if pointing {
		first, last = 2*n, 3*n // boxes
	}
	for h := first; h < last; h++ {
		cells := sh.House(h)
		for d := sudoku.Digit(1); int(d) <= n; d++ {
			m := b.where(h, d)
			if bits.OnesCount64(m) < 2 {
				continue
			}
			hs0 := sh.HousesOf(cells[bits.TrailingZeros64(m)])
			for k := 0; k < 3; k++ {
				cover := hs0[k]
				if cover == h || (pointing && k == 2) || (!pointing && k != 2) {
					continue
				}
				same := true
				for rest := m & (m - 1); rest != 0; rest &= rest - 1 {
					if sh.HousesOf(cells[bits.TrailingZeros64(rest)])[k] != cover {
						same = false
						break
					}
				}
				if !same {
					continue
				}
				var elims []int
				for _, c := range sh.House(cover) {
					if b.cands[c].Has(d) && !inHouse(sh, c, h) {
						elims = append(elims, c)
					}
				}
				if len(elims) == 0 {
					continue
				}
				// The places are made only for a step: most digits have none.
				places := make([]int, 0, bits.OnesCount64(m))
				for rest := m; rest != 0; rest &= rest - 1 {
					places = append(places, cells[bits.TrailingZeros64(rest)])
				}
				if fn(intersection{d, h, cover, places, elims}) {
					return true
				}
			}
		}
	}
	return false
}

// inHouse reports whether cell c is in house h.
func inHouse(sh *sudoku.Shape, c, h int) bool {
	for _, x := range sh.HousesOf(c) {
		if x == h {
			return true
		}
	}
	return false
}

func (x intersection) step(t Technique, diff float64) Step {
	st := Step{Technique: t, Difficulty: diff, Digits: sudoku.Bit(x.d), Cells: x.cells,
		Houses: []int{x.base}, Cover: []int{x.cover}}
	for _, c := range x.elims {
		st.Eliminations = append(st.Eliminations, Candidate{c, x.d})
	}
	return st
}

// pointing finds a pointing (box to line) pattern.
func (s *searcher) pointing() bool {
	return s.intersections(true, func(x intersection) bool { return s.found(x.step(Pointing, 2.6)) })
}

// claiming finds a claiming (line to box) pattern.
func (s *searcher) claiming() bool {
	return s.intersections(false, func(x intersection) bool { return s.found(x.step(Claiming, 2.8)) })
}

// lockedCandidates finds pointing, then claiming, the way Sudoku Explainer's
// one producer of both does.
func (s *searcher) lockedCandidates() bool { return s.pointing() || s.claiming() }

// directIntersection finds a pointing or claiming whose eliminations leave
// the digit one place in a house, and places it there.
func (s *searcher) directIntersection() bool {
	for _, pointing := range []bool{true, false} {
		if s.intersections(pointing, func(x intersection) bool {
			c, h, ok := s.singleAfter(x.d, x.elims)
			if !ok {
				return false
			}
			t, diff := DirectPointing, 1.7
			if !pointing {
				t, diff = DirectClaiming, 1.9
			}
			st := x.step(t, diff)
			st.Eliminations = nil
			st.Placements = []Candidate{{c, x.d}}
			st.Houses = append(st.Houses, h)
			return s.found(st)
		}) {
			return true
		}
	}
	return false
}

// singleAfter reports the cell and house where digit d would have one place
// left once removed from the cells elims, looking at the houses of those
// cells.
func (s *searcher) singleAfter(d sudoku.Digit, elims []int) (cell, house int, ok bool) {
	b := s.b
	sh := b.Shape
	gone := make(map[int]bool, len(elims))
	for _, c := range elims {
		gone[c] = true
	}
	for _, e := range elims {
		for _, h := range sh.HousesOf(e) {
			left, at := 0, -1
			for _, c := range sh.House(h) {
				if b.cands[c].Has(d) && !gone[c] {
					left++
					at = c
				}
			}
			if left == 1 {
				return at, h, true
			}
		}
	}
	return -1, -1, false
}
