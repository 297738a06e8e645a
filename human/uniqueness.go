package human

import (
	"cmp"
	"math/bits"
	"slices"

	"github.com/nanpure/nanpure/sudoku"
)

// Uniqueness: a proper puzzle has one solution, so no position may be
// reached where a set of cells could take two digits a and b either way
// round (a deadly pattern). A unique rectangle (or loop: 6, 8, ... cells)
// is a ring of cells holding a and b, where each house on the ring holds
// two of them; some of its cells have extra candidates, which must save
// the puzzle:
//
//	type 1: one cell has extras: it cannot be a or b.
//	type 2: the extra cells share one extra digit x: x is in one of them,
//	        so it leaves every cell that sees them all.
//	type 3: the two extra cells, taken as one, form a naked (or hidden) set
//	        with other cells of a house they share.
//	type 4: in a house shared by the two extra cells, a (or b) can go only
//	        in them: so b (a) leaves both.
//
// Difficulty (Sudoku Explainer 1.2.1.3 and Sukaku Explainer): 4.5 for types
// 1, 2 and 4 (older Sudoku Explainers added 0.1 to types 2 and 4; the
// reference raters do not), +0.1 per digit of the set of type 3 beyond one;
// loops add 0.1 (6 cells), 0.2 (8) or 0.5 (10 and more).

// The uniqueness techniques.
var (
	UniqueRectangle1 = register(techniqueDef{key: "unique-rectangle-1", difficulty: 4.5, hodoku: "0600", nudge: nudgeDigit})
	UniqueRectangle2 = register(techniqueDef{key: "unique-rectangle-2", difficulty: 4.5, hodoku: "0601", nudge: nudgeDigit})
	UniqueRectangle3 = register(techniqueDef{key: "unique-rectangle-3", difficulty: 4.6, hodoku: "0602", nudge: nudgeDigit})
	UniqueRectangle4 = register(techniqueDef{key: "unique-rectangle-4", difficulty: 4.5, hodoku: "0603", nudge: nudgeDigit})
	HiddenRectangle  = register(techniqueDef{key: "hidden-rectangle", difficulty: 4.7, hodoku: "0606", nudge: nudgeDigit})
)

// The uniqueness finders: Sudoku Explainer's "unique loops" finds the
// four types together. In the natural profile it names some type 2
// rectangles type 5, as HoDoKu does; that type is listed with the finder
// of rectangles56.go, which finds every one, so that Sudoku Explainer's
// profiles do not offer it.
var (
	_ = addFinder("unique-loops", (*searcher).uniqueLoops, UniqueRectangle1, UniqueRectangle2, UniqueRectangle3, UniqueRectangle4)
	_ = addFinder("hidden-rectangle", (*searcher).hiddenRectangle, HiddenRectangle)
)

// An urHint is one unique loop hint before it becomes a step.
type urHint struct {
	typ   int
	diff  float64
	loop  []int
	v1    sudoku.Digit
	v2    sudoku.Digit
	extra []int
	set   []int // the other cells of a type 3 set
	house int
	more  []int // a type 3 set's second house (mergeType3)
	elims []Candidate

	setDigits sudoku.Set // the digits of a type 3 set
	hidden    bool       // a type 3 hidden set
}

// regionTypes is Sudoku Explainer's order of house kinds in loops: box, row,
// column.
var regionTypes = [3]int{2, 0, 1} // index into Shape.HousesOf

func loopDifficulty(size int) float64 {
	d := 4.5
	if size >= 10 {
		d += 0.3
	}
	if size >= 8 {
		d += 0.2
	} else if size >= 6 {
		d += 0.1
	}
	return d
}

// uniqueLoops finds the easiest unique rectangle or loop of types 1 to 4.
func (s *searcher) uniqueLoops() bool {
	b := s.b
	sh := b.Shape
	var hints []*urHint
	have := func(h *urHint) bool {
		for _, o := range hints {
			if o.typ == h.typ && len(o.loop) == len(h.loop) && sameCells(o.loop, h.loop) && o.sameSet(h) {
				return true
			}
		}
		return false
	}
	add := func(h *urHint) {
		if h != nil && len(h.elims) > 0 && !have(h) {
			hints = append(hints, h)
		}
	}
	// The loop being walked grows in one array, kept for every walk (the
	// loops found are copies), its cells marked in inLoop.
	s.loop, s.inLoop = grow(s.loop, sh.Cells), grow(s.inLoop, sh.Cells)
	for c := 0; c < sh.Cells; c++ {
		if b.cands[c].Len() != 2 {
			continue
		}
		v1 := b.cands[c].First()
		v2 := b.cands[c].Remove(v1).First()
		var loops [][]int
		s.loopsFrom(c, v1, v2, s.loop[:0], 2, 0, -1, &loops)
		if s.stop() {
			return false
		}
		for _, loop := range loops {
			if s.hodokuOrder && len(loop) > 4 || !s.validLoop(loop) { // HoDoKu has rectangles, no loops
				continue
			}
			var extra []int
			for _, x := range loop {
				if b.cands[x].Len() > 2 {
					extra = append(extra, x)
				}
			}
			switch {
			case len(extra) == 1:
				h := &urHint{typ: 1, loop: loop, v1: v1, v2: v2, extra: extra, house: -1}
				for _, v := range []sudoku.Digit{v1, v2} {
					h.elims = append(h.elims, Candidate{extra[0], v})
				}
				add(h)
			case len(extra) > 2:
				add(s.urType2(loop, extra, v1, v2))
			case len(extra) == 2:
				r := (b.cands[extra[0]] | b.cands[extra[1]]).Remove(v1).Remove(v2)
				if r.Len() == 1 {
					add(s.urType2(loop, extra, v1, v2))
				} else if r.Len() >= 2 {
					for _, h := range s.urType3(loop, extra[0], extra[1], v1, v2) {
						add(h)
					}
				}
				add(s.urType4(loop, extra[0], extra[1], v1, v2))
			}
		}
	}
	if len(hints) == 0 {
		return false
	}
	if s.oneURType3 {
		hints = mergeType3(hints)
	}
	for _, h := range hints {
		base := loopDifficulty(len(h.loop))
		switch h.typ {
		case 1, 2, 4, 5:
			h.diff = base
		case 3:
			// Both Explainers add 0.1 per member of the set beyond the first:
			// per digit of a naked set, per other cell of a hidden one.
			size := h.setDigits.Len()
			if h.hidden {
				size = len(h.set)
			}
			h.diff = base + float64(size-1)*0.1
		}
	}
	slices.SortStableFunc(hints, func(a, c *urHint) int {
		return cmp.Or(cmp.Compare(a.diff, c.diff), a.typ-c.typ)
	})
	return s.foundFirst(len(hints), func(i int) Step { return urStep(hints[i]) })
}

// urStep is the step of a unique loop hint.
func urStep(h *urHint) Step {
	st := Step{Technique: [...]Technique{1: UniqueRectangle1, 2: UniqueRectangle2, 3: UniqueRectangle3, 4: UniqueRectangle4, 5: UniqueRectangle5}[h.typ],
		Difficulty: h.diff, Cells: h.loop, Digits: sudoku.Bit(h.v1) | sudoku.Bit(h.v2), Extra: h.extra, Eliminations: h.elims}
	if h.house >= 0 && h.typ >= 3 {
		st.Houses = append([]int{h.house}, h.more...)
	}
	return st
}

// mergeType3 joins each pair of type 3 hints of one loop whose set (its
// cells and digits) is the same in two houses, a line and the box where
// the set lies: the set is locked in both, and HoDoKu gives one step that
// removes its digits from both.
func mergeType3(hints []*urHint) []*urHint {
	var out []*urHint
	for _, h := range hints {
		if h.typ == 3 {
			i := slices.IndexFunc(out, func(o *urHint) bool {
				return o.typ == 3 && len(o.more) == 0 && o.house != h.house && o.hidden == h.hidden && o.setDigits == h.setDigits &&
					len(o.loop) == len(h.loop) && sameCells(o.loop, h.loop) && len(o.set) == len(h.set) && sameCells(o.set, h.set)
			})
			if i >= 0 {
				m := *out[i]
				m.more = []int{h.house}
				m.elims = append(slices.Clip(m.elims), h.elims...)
				out[i] = &m
				continue
			}
		}
		out = append(out, h)
	}
	return out
}

// sameSet reports whether two hints of the same loop also have the same
// type 3 set (Sudoku Explainer keeps type 3 hints with different sets).
func (h *urHint) sameSet(o *urHint) bool {
	if h.typ != 3 {
		return true
	}
	return h.house == o.house && slices.Equal(h.set, o.set) && h.setDigits == o.setDigits
}

func sameCells(a, b []int) bool {
	for _, x := range b {
		if !slices.Contains(a, x) {
			return false
		}
	}
	return true
}

// loopsFrom extends loop with cell c and collects the closed loops through
// cells holding v1 and v2, at most allowed cells with extra candidates
// (more when they all share one extra digit), Sudoku Explainer's way:
// houses box, row, column, never twice the same kind in a row.
//
// Only the cells of a house that hold both digits can come next: they are
// read from the board's places of the digits (a mask per house), in the
// house's order, and s.inLoop marks the cells of the loop.
func (s *searcher) loopsFrom(c int, v1, v2 sudoku.Digit, loop []int, allowed int, ex sudoku.Set, lastKind int, out *[][]int) {
	b := s.b
	sh := b.Shape
	loop = append(loop, c)
	s.inLoop[c] = true
	defer func() { s.inLoop[c] = false }()
	both := sudoku.Bit(v1) | sudoku.Bit(v2)
	for _, k := range regionTypes {
		if k == lastKind {
			continue
		}
		h := sh.HousesOf(c)[k]
		cells := sh.House(h)
		for m := b.where(h, v1) & b.where(h, v2); m != 0; m &= m - 1 {
			next := cells[bits.TrailingZeros64(m)]
			if next == loop[0] && len(loop) >= 4 {
				*out = append(*out, slices.Clone(loop))
			} else if !s.inLoop[next] {
				p := b.cands[next]
				card := p.Len()
				if card == 2 && next < loop[0] {
					// A loop through a bivalue cell before the start
					// was found from that cell (uniqueLoops starts from
					// each in order, and a loop's walk passes the same
					// tests from any of its cells): not again.
					continue
				}
				ex |= p &^ both
				if card == 2 || ex.Len() == 1 || allowed > 0 {
					na := allowed
					if card > 2 {
						na--
					}
					if len(*out) > 4096 || s.stop() {
						return
					}
					s.loopsFrom(next, v1, v2, loop, na, ex, k, out)
				}
			}
		}
	}
}

// validLoop checks that every house the loop visits is visited by exactly
// two of its cells, one at an even and one at an odd position.
func (s *searcher) validLoop(loop []int) bool {
	sh := s.b.Shape
	// The houses of the cells at even and at odd places, one bit each
	// (3N houses, N <= 64).
	var odd, even [3]uint64
	for i, c := range loop {
		m := &even
		if i%2 == 1 {
			m = &odd
		}
		for _, h := range sh.HousesOf(c) {
			if m[h/64]&(1<<(h%64)) != 0 {
				return false
			}
			m[h/64] |= 1 << (h % 64)
		}
	}
	return odd == even
}

// seenByAll returns the cells (not in cells) that see every cell of cells.
func seenByAll(sh *sudoku.Shape, cells []int) []int {
	var out []int
	for _, p := range sh.Peers(cells[0]) {
		if slices.Contains(cells, p) {
			continue
		}
		ok := true
		for _, c := range cells[1:] {
			if !sees(sh, p, c) {
				ok = false
				break
			}
		}
		if ok {
			out = append(out, p)
		}
	}
	return out
}

func (s *searcher) urType2(loop, extra []int, v1, v2 sudoku.Digit) *urHint {
	b := s.b
	x := b.cands[extra[0]].Remove(v1).Remove(v2).First()
	h := &urHint{typ: 2, loop: loop, v1: v1, v2: v2, extra: extra, house: -1}
	if s.oneURType3 && len(loop) == 4 && (len(extra) == 3 || len(extra) == 2 && !sees(b.Shape, extra[0], extra[1])) {
		h.typ = 5 // HoDoKu's name: the extras are not two in one line
	}
	for _, c := range seenByAll(b.Shape, extra) {
		if b.cands[c].Has(x) {
			h.elims = append(h.elims, Candidate{c, x})
		}
	}
	return h
}

// urType3 looks for the naked and hidden sets that the two extra cells c1
// and c2, taken as one cell holding their extra digits, form in a house they
// share.
func (s *searcher) urType3(loop []int, c1, c2 int, v1, v2 sudoku.Digit) []*urHint {
	b := s.b
	sh := b.Shape
	n := sh.N
	extra := (b.cands[c1] | b.cands[c2]).Remove(v1).Remove(v2)
	var out []*urHint
	first := extra.Len()
	if s.smallURSets {
		first = 2
	}
	for degree := first; degree <= n-2; degree++ {
		for _, k := range regionTypes {
			h := sh.HousesOf(c1)[k]
			if sh.HousesOf(c2)[k] != h {
				continue
			}
			cells := sh.House(h)
			empty := b.emptyIn(h)
			i1, i2 := slices.Index(cells, c1), slices.Index(cells, c2)
			// The naked sets are c1 (standing for both extra cells) and
			// degree-1 other cells of the house with two candidates or
			// more (searchCommonTuple), c2 not among them, and none whose
			// candidates and the extra digits are more than degree (it is
			// in no set of degree). Combinations of those cells alone come
			// in the order of the combinations of every cell that hold c1
			// (combinationsOf), and on 16x16 they are a hundredth as many.
			var pool uint64
			for i, c := range cells {
				if i != i1 && i != i2 && b.cands[c].Len() >= 2 && (b.cands[c]|extra).Len() <= degree {
					pool |= 1 << i
				}
			}
			if degree*2 <= empty && extra.Len() >= 2 && degree >= extra.Len() {
				var others []int // reused: most combinations are no set
				combinationsOf(pool, degree-1, func(idx []int) bool {
					naked := extra & b.cands[c1] & b.cands[c2]
					union := extra
					others = others[:0]
					for _, i := range idx {
						p := b.cands[cells[i]]
						naked |= p
						union |= p
						others = append(others, cells[i])
					}
					if naked.Len() != degree || union.Len() != degree {
						return false
					}
					set := slices.Clone(others)
					hint := &urHint{typ: 3, loop: loop, v1: v1, v2: v2, extra: []int{c1, c2}, set: set, house: h, setDigits: union}
					for _, c := range cells {
						if c == c1 || c == c2 || slices.Contains(set, c) {
							continue
						}
						for x := b.cands[c] & union; x != 0; x &= x - 1 {
							hint.elims = append(hint.elims, Candidate{c, x.First()})
						}
					}
					if len(hint.elims) > 0 {
						out = append(out, hint)
					}
					return false
				})
			}
			if degree*2 < empty {
				// The other digits of a hidden set, those with a place
				// in the house but c2 (searchCommonTupleLight): leaving
				// out the others keeps the order of the sets.
				// A digit with more places than degree is in no set of
				// degree: its combinations are left out (combinationsOf).
				var rem []sudoku.Digit
				var fits uint64
				for d := sudoku.Digit(1); int(d) <= n; d++ {
					if m := b.where(h, d) &^ (1 << i2); d != v1 && d != v2 && !extra.Has(d) && m != 0 {
						if bits.OnesCount64(m) <= degree {
							fits |= 1 << len(rem)
						}
						rem = append(rem, d)
					}
				}
				if degree-2 <= len(rem) && degree-2 >= 0 {
					var buf [64]sudoku.Digit
					pick := func(idx []int) bool {
						values := buf[:0]
						for _, i := range idx {
							values = append(values, rem[i])
						}
						values = append(values, v1, v2)
						var pos uint64
						for _, v := range values {
							m := b.where(h, v) &^ (1 << i2)
							if m == 0 { // searchCommonTupleLight
								return false
							}
							pos |= m
						}
						if bits.OnesCount64(pos) != degree {
							return false
						}
						var hidden sudoku.Set
						for _, v := range values {
							hidden = hidden.Add(v)
						}
						hint := &urHint{typ: 3, loop: loop, v1: v1, v2: v2, extra: []int{c1, c2}, house: h, setDigits: hidden, hidden: true}
						pos &^= 1 << i1
						for m := pos; m != 0; m &= m - 1 {
							c := cells[bits.TrailingZeros64(m)]
							hint.set = append(hint.set, c)
							for x := b.cands[c] &^ hidden; x != 0; x &= x - 1 {
								hint.elims = append(hint.elims, Candidate{c, x.First()})
							}
						}
						if len(hint.elims) > 0 {
							out = append(out, hint)
						}
						return false
					}
					if degree == 2 {
						pick(nil)
					} else {
						combinationsOf(fits, degree-2, pick)
					}
				}
			}
		}
	}
	return out
}

func (s *searcher) urType4(loop []int, c1, c2 int, v1, v2 sudoku.Digit) *urHint {
	b := s.b
	sh := b.Shape
	r1, r2 := -1, -1
	for _, k := range regionTypes {
		h := sh.HousesOf(c1)[k]
		if sh.HousesOf(c2)[k] != h {
			continue
		}
		has1, has2 := false, false
		for _, c := range sh.House(h) {
			if c == c1 || c == c2 {
				continue
			}
			has1 = has1 || b.cands[c].Has(v1)
			has2 = has2 || b.cands[c].Has(v2)
		}
		if !has1 {
			r1 = h
		}
		if !has2 {
			r2 = h
		}
	}
	hint := &urHint{typ: 4, loop: loop, v1: v1, v2: v2, extra: []int{c1, c2}}
	var rem sudoku.Digit
	switch {
	case r1 >= 0:
		hint.house, rem = r1, v2
	case r2 >= 0:
		hint.house, rem = r2, v1
	default:
		return nil
	}
	for _, c := range []int{c1, c2} {
		if b.cands[c].Has(rem) {
			hint.elims = append(hint.elims, Candidate{c, rem})
		}
	}
	return hint
}

// onlyIn reports whether the places m of a digit in house h are among
// cells a and y.
func onlyIn(sh *sudoku.Shape, m uint64, h, a, y int) bool {
	cells := sh.House(h)
	for ; m != 0; m &= m - 1 {
		if c := cells[bits.TrailingZeros64(m)]; c != a && c != y {
			return false
		}
	}
	return true
}

// hiddenRectangle finds a hidden rectangle: a rectangle of four cells in
// two boxes holding a and b, one corner X with only a and b; if in the row
// and the column of the opposite corner Y digit u (a or b) has no place
// but the rectangle's, Y cannot be the other digit: u would then fill the
// two corners next to Y, X would be the other digit, and so would Y: a
// deadly pattern. Difficulty 4.7 (not in Sudoku Explainer). As with the
// unique rectangles of rectangles.go, the other corners need not still
// hold a and b (HoDoKu's missing candidates): the pattern is about the
// digits they would take; u must be in the two corners next to Y.
func (s *searcher) hiddenRectangle() bool {
	b := s.b
	sh := b.Shape
	return s.rectangles(func(r1, r2, c1, c2 int, pair sudoku.Set) bool {
		cells := [4]int{sh.Cell(r1, c1), sh.Cell(r1, c2), sh.Cell(r2, c1), sh.Cell(r2, c2)}
		for xi, x := range cells {
			xs := b.cands[x]
			if xs.Len() != 2 || pair != 0 && xs != pair {
				continue
			}
			y := cells[3-xi]                   // the opposite corner
			a, c := cells[xi^1], cells[3-xi^1] // the corners next to y: in its row, in its column
			if sh.Row(a) != sh.Row(y) {
				a, c = c, a
			}
			rowY, colY := sh.HousesOf(y)[0], sh.HousesOf(y)[1]
			for _, u := range xs.Digits() {
				v := xs.Remove(u).First()
				if !b.cands[y].Has(v) || !b.cands[a].Has(u) || !b.cands[c].Has(u) ||
					!onlyIn(sh, b.where(rowY, u), rowY, a, y) || !onlyIn(sh, b.where(colY, u), colY, c, y) {
					continue
				}
				if s.found(Step{Technique: HiddenRectangle, Cells: cells[:], Digits: xs,
					Extra: []int{y}, Eliminations: []Candidate{{y, v}}}) {
					return true
				}
			}
		}
		return false
	})
}
