package human

import (
	"math/bits"
	"slices"

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
	_ = addFinder("direct-intersection", func(s *searcher) bool { return s.directIntersection(s.lock) }, DirectPointing, DirectClaiming)
	_ = addFinder("pointing-claiming", func(s *searcher) bool { return s.lockedCandidates(s.lock) }, Pointing, Claiming)
	_ = addFinder("pointing", (*searcher).pointing, Pointing)
	_ = addFinder("claiming", (*searcher).claiming, Claiming)
)

// intersection is one locked-candidates pattern. Its cells are kept as
// masks, listed only for a step: most patterns the direct forms look at
// are no step.
type intersection struct {
	d           sudoku.Digit
	base, cover int    // the house holding all places of d, and the other house
	places      uint64 // the places of d in base, by index in base
	elims       uint64 // the cells of cover outside base with candidate d, by index in cover
}

// lockKinds are the kinds of (base, cover) houses in the order both
// Explainers scan them: pointing from boxes onto columns, then onto rows;
// then claiming from columns, then from rows.
var lockKinds = [4][2]int{
	{sudoku.BoxHouse, sudoku.ColHouse},
	{sudoku.BoxHouse, sudoku.RowHouse},
	{sudoku.ColHouse, sudoku.BoxHouse},
	{sudoku.RowHouse, sudoku.BoxHouse},
}

// A lockOrder is the order in which one kind of (base, cover) pairs is
// scanned. The first pattern found is the step, so the order decides the
// path and, through it, the rating.
type lockOrder bool

const (
	// housesFirst: for each base house, each cover crossing it, each digit
	// (Sudoku Explainer 1.2.1.3, and the natural profile).
	housesFirst lockOrder = false
	// digitsFirst: for each digit, each base house, each cover (Sukaku
	// Explainer).
	digitsFirst lockOrder = true
)

// intersections calls fn for every locked candidate of the kinds pairs, in
// order, until fn returns true. With direct set, fn also gets the patterns
// without eliminations (the direct forms look at what they would remove).
//
// With tag not 0, fn's answer must depend on the places of x's digit
// alone: the digits whose places were quiet before, for tag, are skipped,
// and those of a search that finds nothing are kept (quiet.go).
func (s *searcher) intersections(order lockOrder, pairs [][2]int, direct bool, tag byte, fn func(x intersection) bool) bool {
	n := s.b.Shape.N
	memo := tag != 0 && s.fresh == nil && s.collect == nil
	var quiet sudoku.Set
	if memo {
		quiet = s.quiet.digits(s.b, tag)
	}
	for _, p := range pairs {
		base, kind := p[0]*n, p[1]
		if order == digitsFirst {
			for d := sudoku.Digit(1); int(d) <= n; d++ {
				if quiet.Has(d) {
					continue
				}
				for h := base; h < base+n; h++ {
					if s.fresh != nil && !s.fresh(h, d) {
						continue
					}
					if x, ok := s.locked(h, kind, d, direct); ok && fn(x) {
						return true
					}
				}
			}
			continue
		}
		for h := base; h < base+n; h++ {
			// A digit has one cover at most: find each once, then hand them
			// out cover by cover, the order of a loop over covers then digits.
			var hits []intersection
			for d := sudoku.Digit(1); int(d) <= n; d++ {
				if quiet.Has(d) || s.fresh != nil && !s.fresh(h, d) {
					continue
				}
				if x, ok := s.locked(h, kind, d, direct); ok {
					hits = append(hits, x)
				}
			}
			slices.SortStableFunc(hits, func(a, b intersection) int { return a.cover - b.cover })
			for _, x := range hits {
				if fn(x) {
					return true
				}
			}
		}
	}
	if memo {
		for d := sudoku.Digit(1); int(d) <= n; d++ {
			if !quiet.Has(d) {
				s.quiet.add(s.b, tag, d)
			}
		}
	}
	return false
}

// crossing appends to out the houses of kind that cross house h, in
// ascending order (the order in which h's cells, read in order, first meet
// them), and returns it.
func crossing(sh *sudoku.Shape, h, kind int, out []int) []int {
	for _, c := range sh.House(h) {
		if x := sh.HousesOf(c)[kind]; !slices.Contains(out, x) {
			out = append(out, x)
		}
	}
	return out
}

// locked reports the locked candidate of digit d with base h and a cover of
// kind: d has two places or more in h, all in that cover. Unless keepEmpty
// is set, a pattern that removes nothing is no pattern.
func (s *searcher) locked(h, kind int, d sudoku.Digit, keepEmpty bool) (intersection, bool) {
	b := s.b
	sh := b.Shape
	m := b.where(h, d)
	if bits.OnesCount64(m) < 2 {
		return intersection{}, false
	}
	// Every place in the cover of the first: in its mask of h.
	t := s.alongs()
	first := sh.House(h)[bits.TrailingZeros64(m)]
	if m&^t.along(h, kind, bits.TrailingZeros64(m)) != 0 {
		return intersection{}, false
	}
	cover := sh.HousesOf(first)[kind]
	baseKind, _ := sh.HouseKind(h)
	elims := b.where(cover, d) &^ t.along(cover, baseKind, sh.IndexInHouses(first)[kind])
	if elims == 0 && !keepEmpty {
		return intersection{}, false
	}
	return intersection{d, h, cover, m, elims}, true
}

// alongTable holds, for each house h, kind of house k and index i in h,
// the cells of h that share with h's i-th cell its house of kind k, as a
// mask of indexes in h: a locked candidate is a mask test with it.
type alongTable struct {
	sh   *sudoku.Shape
	mask []uint64 // by (h*3+k)*N + i
}

// alongs returns the alongTable of the board's shape, built once per
// shape and searcher (and handed to the searchers of nested techniques).
func (s *searcher) alongs() *alongTable {
	sh := s.b.Shape
	if s.along != nil && s.along.sh == sh {
		return s.along
	}
	n := sh.N
	t := &alongTable{sh: sh, mask: make([]uint64, sh.Houses()*3*n)}
	for h := range sh.Houses() {
		cells := sh.House(h)
		for k := 0; k < 3; k++ {
			for i, c := range cells {
				for j, o := range cells {
					if sh.HousesOf(c)[k] == sh.HousesOf(o)[k] {
						t.mask[(h*3+k)*n+i] |= 1 << j
					}
				}
			}
		}
	}
	s.along = t
	return t
}

// along returns the mask of the cells of house h in the house of kind k
// of h's i-th cell.
func (t *alongTable) along(h, k, i int) uint64 { return t.mask[(h*3+k)*t.sh.N+i] }

// cellsOf lists the cells of house h in mask m (by index in h).
func cellsOf(sh *sudoku.Shape, h int, m uint64) []int {
	cells := sh.House(h)
	out := make([]int, 0, bits.OnesCount64(m))
	for ; m != 0; m &= m - 1 {
		out = append(out, cells[bits.TrailingZeros64(m)])
	}
	return out
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

func (x intersection) step(sh *sudoku.Shape, t Technique, diff float64) Step {
	st := Step{Technique: t, Difficulty: diff, Digits: sudoku.Bit(x.d), Cells: cellsOf(sh, x.base, x.places),
		Houses: []int{x.base}, Cover: []int{x.cover}}
	for _, c := range cellsOf(sh, x.cover, x.elims) {
		st.Eliminations = append(st.Eliminations, Candidate{c, x.d})
	}
	return st
}

// pointing finds a pointing (box to line) pattern.
func (s *searcher) pointing() bool {
	fn := func(x intersection) bool { return s.found(x.step(s.b.Shape, Pointing, 2.6)) }
	if s.hodokuOrder {
		return s.intersectionsHoDoKu([]int{sudoku.BoxHouse}, []int{sudoku.RowHouse, sudoku.ColHouse}, fn)
	}
	return s.intersections(housesFirst, lockKinds[:2], false, 0, fn)
}

// claiming finds a claiming (line to box) pattern.
func (s *searcher) claiming() bool {
	fn := func(x intersection) bool { return s.found(x.step(s.b.Shape, Claiming, 2.8)) }
	if s.hodokuOrder {
		return s.intersectionsHoDoKu([]int{sudoku.RowHouse, sudoku.ColHouse}, []int{sudoku.BoxHouse}, fn)
	}
	return s.intersections(housesFirst, lockKinds[2:], false, 0, fn)
}

// intersectionsHoDoKu calls fn for the locked candidates in HoDoKu's order
// until it returns true: for each kind of base house in turn, each house,
// each digit, each kind of cover (a row before a column).
func (s *searcher) intersectionsHoDoKu(bases, covers []int, fn func(x intersection) bool) bool {
	n := s.b.Shape.N
	for _, bk := range bases {
		for h := bk * n; h < (bk+1)*n; h++ {
			for d := sudoku.Digit(1); int(d) <= n; d++ {
				for _, kind := range covers {
					if x, ok := s.locked(h, kind, d, false); ok && fn(x) {
						return true
					}
				}
			}
		}
	}
	return false
}

// lockedCandidates finds pointing and claiming in the order of one
// Explainer's producer of both.
func (s *searcher) lockedCandidates(order lockOrder) bool {
	return s.intersections(order, lockKinds[:], false, quietLocked, func(x intersection) bool {
		if kind, _ := s.b.Shape.HouseKind(x.base); kind == sudoku.BoxHouse {
			return s.found(x.step(s.b.Shape, Pointing, 2.6))
		}
		return s.found(x.step(s.b.Shape, Claiming, 2.8))
	})
}

// directIntersection finds a pointing or claiming after which the digit has
// one place left in another house of the base's kind that crosses the
// cover (another box on the line of a pointing, another line through the
// box of a claiming), and places it there. That is the only following
// single both Explainers look for.
func (s *searcher) directIntersection(order lockOrder) bool {
	sh := s.b.Shape
	return s.intersections(order, lockKinds[:], true, quietDirectLoc, func(x intersection) bool {
		c, h, ok := s.singleAfter(x)
		if !ok {
			return false
		}
		t, diff := DirectPointing, 1.7
		if kind, _ := sh.HouseKind(x.base); kind != sudoku.BoxHouse {
			t, diff = DirectClaiming, 1.9
		}
		st := x.step(sh, t, diff)
		st.Eliminations = nil
		st.Placements = []Candidate{{c, x.d}}
		st.Houses = append(st.Houses, h)
		return s.found(st)
	})
}

// singleAfter finds the first house of the kind of x's base, other than the
// base and crossing the cover, where x's digit has two places or more but
// one left outside the cover, and returns that place and the house.
func (s *searcher) singleAfter(x intersection) (cell, house int, ok bool) {
	b := s.b
	sh := b.Shape
	kind, _ := sh.HouseKind(x.base)
	var buf [64]int
	for _, h := range crossing(sh, x.cover, kind, buf[:0]) {
		if h == x.base {
			continue
		}
		m := b.where(h, x.d)
		if bits.OnesCount64(m) < 2 {
			continue
		}
		left, at := 0, -1
		cells := sh.House(h)
		for rest := m; rest != 0; rest &= rest - 1 {
			if c := cells[bits.TrailingZeros64(rest)]; !inHouse(sh, c, x.cover) {
				left++
				at = c
			}
		}
		if left == 1 {
			return at, h, true
		}
	}
	return -1, -1, false
}
