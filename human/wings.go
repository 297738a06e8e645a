package human

import (
	"slices"

	"github.com/nanpure/nanpure/sudoku"
)

// Wings: a pivot cell and wing cells whose candidates force a digit z into
// one of them whatever the pivot takes, so z leaves every cell that sees
// all of them that hold z.
//
//	XY-Wing (4.2):  pivot xy, wings xz and yz, each seeing the pivot.
//	XYZ-Wing (4.4): pivot xyz, wings xz and yz.
//	W-Wing (4.4):   two cells xz not seeing each other, tied by a strong
//	                link on x (a house where x has two places, one seen by
//	                each cell): one of them is z.
//
// WXYZ-Wing to TUVWXYZ-Wing, the 4- to 7-cell generalisations that Sukaku
// Explainer rates, are in alswings.go.

// The wings.
var (
	XYWing  = register(techniqueDef{key: "xy-wing", difficulty: 4.2, hodoku: "0800", nudge: nudgeDigit})
	XYZWing = register(techniqueDef{key: "xyz-wing", difficulty: 4.4, hodoku: "0801", nudge: nudgeDigit})
	WWing   = register(techniqueDef{key: "w-wing", difficulty: 4.4, hodoku: "0803", nudge: nudgeDigit})
)

// The wings' finders.
var (
	_ = addFinder("xy-wing", func(s *searcher) bool { return s.xyWing(false) }, XYWing)
	_ = addFinder("xyz-wing", func(s *searcher) bool { return s.xyWing(true) }, XYZWing)
	_ = addFinder("w-wing", (*searcher).wWing, WWing)
)

// sees reports whether cells a and b share a house.
func sees(sh *sudoku.Shape, a, b int) bool {
	if a == b {
		return false
	}
	ha, hb := sh.HousesOf(a), sh.HousesOf(b)
	return ha[0] == hb[0] || ha[1] == hb[1] || ha[2] == hb[2]
}

// xyWing finds an XY-Wing (xyz false) or an XYZ-Wing (xyz true). In
// HoDoKu's order the wing found is the one HoDoKu finds first (hodokuWing).
func (s *searcher) xyWing(xyz bool) bool {
	if s.hodokuOrder && s.collect == nil {
		var first Step
		var firstKey [4]int
		s.collect = func(st Step) bool {
			if k := hodokuWingKey(st, xyz); first.Technique == NoTechnique || slices.Compare(k[:], firstKey[:]) < 0 {
				first, firstKey = st, k
			}
			return false
		}
		s.xyWingScan(xyz)
		s.collect = nil
		return first.Technique != NoTechnique && s.found(first)
	}
	return s.xyWingScan(xyz)
}

// hodokuWingKey orders wings as HoDoKu's search meets them: an XYZ-Wing by
// its pivot, then its wings in cell order; an XY-Wing by its three cells in
// cell order, then by which of them is the pivot (the first, the second,
// the third).
func hodokuWingKey(st Step, xyz bool) [4]int {
	p, a, c := st.Cells[0], min(st.Cells[1], st.Cells[2]), max(st.Cells[1], st.Cells[2])
	if xyz {
		return [4]int{p, a, c, 0}
	}
	cells := []int{p, a, c}
	slices.Sort(cells)
	return [4]int{cells[0], cells[1], cells[2], slices.Index(cells, p)}
}

// xyWingScan finds the wings pivot by pivot.
func (s *searcher) xyWingScan(xyz bool) bool {
	b := s.b
	sh := b.Shape
	pivotSize := 2
	if xyz {
		pivotSize = 3
	}
	for p, ps := range b.cands {
		if ps.Len() != pivotSize {
			continue
		}
		peers := sh.Peers(p)
		for i, a := range peers {
			as := b.cands[a]
			if as.Len() != 2 || !fitsPivot(as, ps, xyz) {
				continue
			}
			for _, c := range peers[i+1:] {
				cs := b.cands[c]
				if cs.Len() != 2 || cs == as || !fitsPivot(cs, ps, xyz) {
					continue
				}
				z := as & cs
				if z.Len() != 1 {
					continue
				}
				if xyz {
					if as|cs != ps {
						continue
					}
				} else if z&ps != 0 || (as|cs)&^z != ps {
					continue
				}
				zd := z.First()
				var st Step
				for _, x := range sh.Peers(a) { // in reading order, as the board
					if !b.cands[x].Has(zd) || x == c || x == p {
						continue
					}
					if sees(sh, x, c) && (!xyz || sees(sh, x, p)) {
						st.Eliminations = append(st.Eliminations, Candidate{x, zd})
					}
				}
				if len(st.Eliminations) == 0 {
					continue
				}
				st.Technique, st.Difficulty = XYWing, 4.2
				if xyz {
					st.Technique, st.Difficulty = XYZWing, 4.4
				}
				st.Digits = z
				st.Cells = []int{p, a, c}
				st.CellCandidates = []sudoku.Set{ps, as, cs}
				if s.found(st) {
					return true
				}
			}
		}
	}
	return false
}

// fitsPivot reports whether a bivalue wing w fits pivot p: it shares one
// digit with an XY pivot, and lies inside an XYZ pivot.
func fitsPivot(w, p sudoku.Set, xyz bool) bool {
	if xyz {
		return w&p == w
	}
	return (w & p).Len() == 1
}

// wWing finds a W-Wing.
func (s *searcher) wWing() bool {
	b := s.b
	sh := b.Shape
	for c1, s1 := range b.cands {
		if s1.Len() != 2 {
			continue
		}
		for c2 := c1 + 1; c2 < len(b.cands); c2++ {
			if b.cands[c2] != s1 || sees(sh, c1, c2) {
				continue
			}
			xs := s1.Digits()
			if s.hodokuOrder {
				// HoDoKu tries the smaller digit as z first.
				slices.Reverse(xs)
			}
			for _, x := range xs {
				z := s1.Remove(x).First()
				// Victims first: cells seeing both that hold z.
				var elims []Candidate
				for _, v := range sh.Peers(c1) {
					if b.cands[v].Has(z) && sees(sh, v, c2) {
						elims = append(elims, Candidate{v, z})
					}
				}
				if len(elims) == 0 {
					continue
				}
				if h, a, bb, ok := b.wLink(x, c1, c2); ok && s.found(Step{Technique: WWing, Digits: s1, Cells: []int{c1, c2},
					CellCandidates: []sudoku.Set{s1, s1}, Houses: []int{h}, Extra: []int{a, bb},
					Eliminations: elims}) {
					return true
				}
			}
		}
	}
	return false
}

// wLink returns the first house where x has two places, a and bb, neither
// of them c1 or c2, one seeing c1 and the other c2: the strong link of a
// W-Wing on c1 and c2.
func (b *Board) wLink(x sudoku.Digit, c1, c2 int) (h, a, bb int, ok bool) {
	sh := b.Shape
	for h := 0; h < sh.Houses(); h++ {
		a, bb, ok := b.pair(h, x)
		if !ok || a == c1 || a == c2 || bb == c1 || bb == c2 {
			continue
		}
		if (sees(sh, a, c1) && sees(sh, bb, c2)) || (sees(sh, a, c2) && sees(sh, bb, c1)) {
			return h, a, bb, true
		}
	}
	return -1, -1, -1, false
}
