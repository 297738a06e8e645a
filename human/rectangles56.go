package human

import (
	"math/bits"
	"slices"

	"github.com/nanpure/nanpure/sudoku"
)

// Unique rectangles as HoDoKu sees them (natural profile): types 5 and 6,
// which Sudoku Explainer does not name, and type 3 with a naked set of any
// size. A corner may have lost a or b (HoDoKu's missing candidates; see
// rectangles.go), but each holds one of them, and neither is placed in
// its houses; the corners with extra candidates are those holding a digit
// other than a and b.
//
//	type 5: the corners with extras share one extra digit x and are not
//	        two in one line (three corners, or two opposite ones): x is in
//	        one of them, so it leaves every cell that sees them all.
//	type 6: two opposite corners have extras, and in the rectangle's two
//	        rows and two columns a digit u of the pair can go only in the
//	        corners: u takes two opposite corners, and were those the
//	        corners with extras the two others would take the other digit
//	        (a deadly pattern). So u leaves the corners with extras.
//	type 3: the two corners with extras, in one house, taken as one cell
//	        holding their extra digits, and k other cells of the house that
//	        hold neither a nor b, hold k+1 digits between them: a naked set,
//	        whose digits leave the house's other cells (and the box's, when
//	        the set lies in a line and a box). Sudoku Explainer's type 3
//	        (uniqueness.go) looks only at sets of at most half the house.

// The uniqueness techniques that only HoDoKu names.
var (
	UniqueRectangle5 = register(techniqueDef{key: "unique-rectangle-5", difficulty: 4.5, hodoku: "0604", nudge: nudgeDigit})
	UniqueRectangle6 = register(techniqueDef{key: "unique-rectangle-6", difficulty: 4.5, hodoku: "0605", nudge: nudgeDigit})
)

// HoDoKu's rectangles' finder and the explainer of types 5 and 6.
var (
	_ = addFinder("unique-rectangles-hodoku", (*searcher).uniqueRectanglesHoDoKu, UniqueRectangle3, UniqueRectangle5, UniqueRectangle6)
	_ = addExplainer(words.rectangle56, UniqueRectangle5, UniqueRectangle6)
)

// uniqueRectanglesHoDoKu finds a unique rectangle of type 3, 5 or 6:
// rows, then columns, then the pairs of digits of the bivalue corners.
func (s *searcher) uniqueRectanglesHoDoKu() bool {
	b := s.b
	n := b.Shape.N
	return s.rectangles(func(r1, r2, c1, c2 int, pair sudoku.Set) bool {
		ring := [4]int{r1*n + c1, r1*n + c2, r2*n + c2, r2*n + c1}
		for i, c := range ring {
			ab := b.cands[c]
			if ab.Len() != 2 || pair != 0 && ab != pair || slices.ContainsFunc(ring[:i], func(p int) bool { return b.cands[p] == ab }) {
				continue // each pair once, from its first bivalue corner
			}
			if slices.ContainsFunc(ring[:], func(p int) bool { return b.cands[p]&ab == 0 || !s.allowed(p, ab) }) {
				continue
			}
			if s.rectangleHoDoKu(ring, ab) {
				return true
			}
		}
		return false
	})
}

// allowed reports whether no peer of cell holds a digit of ds: HoDoKu
// takes a rectangle with missing candidates only where a and b could both
// still go in every corner (none of them placed in the corner's houses).
func (s *searcher) allowed(cell int, ds sudoku.Set) bool {
	for _, p := range s.b.Shape.Peers(cell) {
		if d := s.b.digits[p]; d != 0 && ds.Has(d) {
			return false
		}
	}
	return true
}

// rectangleHoDoKu looks at one rectangle and pair of digits ab.
func (s *searcher) rectangleHoDoKu(ring [4]int, ab sudoku.Set) bool {
	b := s.b
	sh := b.Shape
	var other []int // the corners with extras
	var extra sudoku.Set
	for _, c := range ring {
		if x := b.cands[c] &^ ab; x != 0 {
			other = append(other, c)
			extra |= x
		}
	}
	opposite := len(other) == 2 && sh.Row(other[0]) != sh.Row(other[1]) && sh.Col(other[0]) != sh.Col(other[1])
	st := Step{Cells: ring[:], Digits: ab, Extra: other, Difficulty: 4.5}
	if x, ok := extra.Single(); ok && (len(other) == 3 || opposite) {
		st.Technique = UniqueRectangle5
		for _, c := range seenByAll(sh, other) {
			if b.cands[c].Has(x) {
				st.Eliminations = append(st.Eliminations, Candidate{c, x})
			}
		}
		if len(st.Eliminations) > 0 && s.found(st) {
			return true
		}
	}
	switch {
	case opposite:
		// Type 6: HoDoKu tries the pair's smaller digit first, and only it
		// when it has no place in the lines outside the corners.
		lines := []int{sh.HousesOf(ring[0])[0], sh.HousesOf(ring[0])[1], sh.HousesOf(ring[2])[0], sh.HousesOf(ring[2])[1]}
		for _, u := range ab.Digits() {
			if slices.ContainsFunc(lines, func(h int) bool { return s.placeOutside(h, u, ring[:]) }) {
				continue
			}
			st.Technique, st.Eliminations = UniqueRectangle6, nil
			for _, c := range other {
				if b.cands[c].Has(u) {
					st.Eliminations = append(st.Eliminations, Candidate{c, u})
				}
			}
			return len(st.Eliminations) > 0 && s.found(st)
		}
	case len(other) == 2:
		return s.urType3Naked(ring, other[0], other[1], ab)
	}
	return false
}

// placeOutside reports whether digit u has a place in house h outside
// cells.
func (s *searcher) placeOutside(h int, u sudoku.Digit, cells []int) bool {
	house := s.b.Shape.House(h)
	for m := s.b.where(h, u); m != 0; m &= m - 1 {
		if !slices.Contains(cells, house[bits.TrailingZeros64(m)]) {
			return true
		}
	}
	return false
}

// urType3Naked finds the naked sets of a type 3 rectangle with corners c1
// and c2 holding extras, HoDoKu's way: in a row, a column or a box they
// share, any number of other cells without a or b. The smaller sets come
// first, but in HoDoKu's profile HoDoKu's order, a depth-first walk over
// the cells (prefixSubsets), which decides which of several it takes.
func (s *searcher) urType3Naked(ring [4]int, c1, c2 int, ab sudoku.Set) bool {
	b := s.b
	sh := b.Shape
	for k := 0; k < 3; k++ { // row, column, box
		h := sh.HousesOf(c1)[k]
		if sh.HousesOf(c2)[k] != h {
			continue
		}
		cells := sh.House(h)
		var some uint64
		for i, c := range cells {
			if b.cands[c] != 0 && b.cands[c]&ab == 0 && !slices.Contains(ring[:], c) {
				some |= 1 << i
			}
		}
		try := func(idx []int) bool { return s.urType3Set(ring, c1, c2, ab, k, idx) }
		if s.hodokuOrder {
			if prefixSubsets(some, try) {
				return true
			}
			continue
		}
		for m := 1; m <= bits.OnesCount64(some); m++ {
			if combinationsOf(some, m, try) {
				return true
			}
		}
	}
	return false
}

// urType3Set gives the type 3 rectangle whose naked set is c1, c2 and the
// cells idx of the house of kind k (row, column, box) they share, if the
// set is naked and removes something, and reports whether it did.
func (s *searcher) urType3Set(ring [4]int, c1, c2 int, ab sudoku.Set, k int, idx []int) bool {
	b := s.b
	sh := b.Shape
	h := sh.HousesOf(c1)[k]
	cells := sh.House(h)
	union := (b.cands[c1] | b.cands[c2]) &^ ab
	set := []int{c1, c2}
	for _, i := range idx {
		union |= b.cands[cells[i]]
		set = append(set, cells[i])
	}
	if union.Len() != len(idx)+1 {
		return false
	}
	if k == 2 && commonLine(sh, set) >= 0 {
		return false // the line's set, found there
	}
	st := Step{Technique: UniqueRectangle3, Cells: ring[:], Digits: ab, Extra: []int{c1, c2},
		Houses: []int{h}, Difficulty: 4.5 + 0.1*float64(union.Len()-1)}
	for _, c := range cells {
		if !slices.Contains(set, c) {
			for x := b.cands[c] & union; x != 0; x &= x - 1 {
				st.Eliminations = append(st.Eliminations, Candidate{c, x.First()})
			}
		}
	}
	if len(st.Eliminations) == 0 {
		return false
	}
	if box := sh.Box(c1) + 2*sh.N; k < 2 && !slices.ContainsFunc(set, func(c int) bool { return sh.Box(c) != sh.Box(c1) }) {
		st.Houses = append(st.Houses, box)
		for _, c := range sh.House(box) {
			if !slices.Contains(set, c) && sh.HousesOf(c)[k] != h {
				for x := b.cands[c] & union; x != 0; x &= x - 1 {
					st.Eliminations = append(st.Eliminations, Candidate{c, x.First()})
				}
			}
		}
	}
	return s.found(st)
}

// rectangle56 explains a unique rectangle of type 5 or 6.
func (w words) rectangle56(s Step) string {
	digits := w.digits(s.Digits)
	then := w.say("rectangle-two", "extra", w.cells(s.Extra), "digits", digits)
	if s.Technique == UniqueRectangle6 && len(s.Eliminations) > 0 {
		then = w.say("rectangle-six", "extra", w.cells(s.Extra), "digit", w.digit(s.Eliminations[0].Digit))
	}
	return w.say("rectangle", "cells", w.cells(s.Cells), "digits", digits, "then", then)
}
