package human

import (
	"github.com/nanpure/nanpure/sudoku"
)

// Unique rectangles with missing candidates (HoDoKu's "-2" forms): a
// corner of the rectangle with extra candidates may have lost a or b
// already. The deadly pattern is about the digits the cells would take,
// not about their marks: if the cells were a and b crosswise, swapping
// them would give a second solution, and no sound elimination can have
// removed a digit of a solution. So the types hold as they are:
//
//	type 1: three corners hold only a and b: the fourth cannot be a or b
//	        (it loses the one it still has).
//	type 2: two corners hold only a and b, the two others a or b (one at
//	        least) and one extra digit x in all: x is in one of them.
//	type 4: as type 2, and in a house of the two others a digit u of a and
//	        b can go only in them: the other digit leaves both.
//
// Sudoku Explainer's unique loops need every cell to hold a and b; this
// finder, of the natural profile only, gives the rectangles where some
// corner lacks one of them.

var _ = addFinder("unique-rectangles-missing", (*searcher).uniqueRectanglesMissing, UniqueRectangle1, UniqueRectangle2, UniqueRectangle4)

// uniqueRectanglesMissing finds a unique rectangle of type 1, 2 or 4 with
// a missing candidate: rows, then columns, then digit pairs in order.
func (s *searcher) uniqueRectanglesMissing() bool {
	n := s.b.Shape.N
	return s.rectangles(func(r1, r2, c1, c2 int, pair sudoku.Set) bool {
		// The ring: r1c1, r1c2, r2c2, r2c1.
		return s.rectangleMissing([4]int{r1*n + c1, r1*n + c2, r2*n + c2, r2*n + c1}, pair)
	})
}

// rectangles calls fn for every rectangle of empty cells, rows r1 < r2 and
// columns c1 < c2, that lies in exactly two boxes (the rectangles a deadly
// pattern can form), rows first, until fn returns true. The pair of
// digits to look at is any (0), but in HoDoKu's order one.
func (s *searcher) rectangles(fn func(r1, r2, c1, c2 int, pair sudoku.Set) bool) bool {
	b := s.b
	n := b.Shape.N
	if s.hodokuOrder {
		return s.hodokuRectangles(fn)
	}
	return s.twoBoxRectangles(func(ring [4]int) bool {
		for _, c := range ring {
			if b.digits[c] != 0 {
				return false
			}
		}
		return fn(ring[0]/n, ring[2]/n, ring[0]%n, ring[2]%n, 0)
	})
}

// twoBoxRectangles calls fn for every rectangle, rows r1 < r2 and columns
// c1 < c2, that lies in exactly two boxes, filled cells or not, rows first,
// until fn returns true. Its corners come as a ring, each next to the two
// it shares a house with and opposite the third: r1c1, r1c2, r2c2, r2c1.
func (s *searcher) twoBoxRectangles(fn func(ring [4]int) bool) bool {
	sh := s.b.Shape
	n := sh.N
	for r1 := 0; r1 < n; r1++ {
		for r2 := r1 + 1; r2 < n; r2++ {
			for c1 := 0; c1 < n; c1++ {
				for c2 := c1 + 1; c2 < n; c2++ {
					ring := [4]int{r1*n + c1, r1*n + c2, r2*n + c2, r2*n + c1}
					// Four corners in two boxes: the two rows share their
					// boxes or the two columns do, not both.
					sameRows := sh.Box(ring[0]) == sh.Box(ring[3])
					sameCols := sh.Box(ring[0]) == sh.Box(ring[1])
					if sameRows != sameCols && fn(ring) {
						return true
					}
				}
			}
			if s.stop() {
				return false
			}
		}
	}
	return false
}

// rectangleMissing looks at one rectangle for each pair of digits held by
// two corners (the bivalue corners name the pair), or for pair alone.
func (s *searcher) rectangleMissing(ring [4]int, pair sudoku.Set) bool {
	b := s.b
	for i, c := range ring {
		ab := b.cands[c]
		if ab.Len() != 2 || pair != 0 && ab != pair {
			continue
		}
		// Each pair once: from its first bivalue corner.
		first := true
		for _, p := range ring[:i] {
			if b.cands[p] == ab {
				first = false
			}
		}
		if !first {
			continue
		}
		var bi, other []int
		missing := false
		ok := true
		for _, x := range ring {
			switch {
			case b.cands[x] == ab:
				bi = append(bi, x)
			case b.cands[x]&ab == 0:
				ok = false
			default:
				other = append(other, x)
				missing = missing || b.cands[x]&ab != ab
			}
		}
		if !ok || !missing {
			continue
		}
		if s.rectangleMissingStep(ring, ab, bi, other) {
			return true
		}
	}
	return false
}

func (s *searcher) rectangleMissingStep(ring [4]int, ab sudoku.Set, bi, other []int) bool {
	b := s.b
	sh := b.Shape
	st := Step{Cells: ring[:], Digits: ab, Extra: other}
	switch len(other) {
	case 1:
		x := other[0]
		st.Technique, st.Difficulty = UniqueRectangle1, 4.5
		for d := b.cands[x] & ab; d != 0; d &= d - 1 {
			st.Eliminations = append(st.Eliminations, Candidate{x, d.First()})
		}
		return s.found(st)
	case 2:
		if !sees(sh, bi[0], bi[1]) {
			return false // the bivalue corners are diagonal
		}
		c, d := other[0], other[1]
		extra := (b.cands[c] | b.cands[d]) &^ ab
		if x, ok := extra.Single(); ok && b.cands[c].Has(x) && b.cands[d].Has(x) {
			st.Technique, st.Difficulty = UniqueRectangle2, 4.5
			for _, v := range seenByAll(sh, other) {
				if b.cands[v].Has(x) {
					st.Eliminations = append(st.Eliminations, Candidate{v, x})
				}
			}
			if len(st.Eliminations) > 0 && s.found(st) {
				return true
			}
			st.Eliminations = nil
		}
		// Type 4: a digit u of the pair has no other place than c and d in
		// a house they share: the other digit leaves them.
		for _, k := range regionTypes {
			h := sh.HousesOf(c)[k]
			if sh.HousesOf(d)[k] != h {
				continue
			}
			for _, u := range ab.Digits() {
				if !b.cands[c].Has(u) || !b.cands[d].Has(u) || b.count(h, u) != 2 {
					continue
				}
				v := ab.Remove(u).First()
				st4 := st
				st4.Technique, st4.Difficulty, st4.Houses = UniqueRectangle4, 4.5, []int{h}
				st4.Eliminations = nil
				for _, x := range other {
					if b.cands[x].Has(v) {
						st4.Eliminations = append(st4.Eliminations, Candidate{x, v})
					}
				}
				if len(st4.Eliminations) > 0 && s.found(st4) {
					return true
				}
			}
		}
	}
	return false
}

// hodokuRectangles calls fn for the rectangles in the order HoDoKu's
// uniqueness search meets them, which decides which of several steps of
// one type it takes: from each cell with two candidates, in cell order, to
// each cell of its box in its row or column (box order) that may still
// take both digits (no peer holds one), then to each pair of cells across
// in another box, in the order of the lines, each rectangle once. Of that
// pair HoDoKu asks the first digit alone of the cell across from the first
// cell, both of the other (its code asks for the second digit twice on the
// same cell): so here. Empty cells only, as rectangles. HoDoKu looks at a
// rectangle once, for the pair of digits of the cell it first comes from,
// which fn gets: from a later cell with another pair it is not looked at
// again.
func (s *searcher) hodokuRectangles(fn func(r1, r2, c1, c2 int, pair sudoku.Set) bool) bool {
	b := s.b
	sh := b.Shape
	may := func(c int, d sudoku.Digit) bool { return b.digits[c] == 0 && s.allowed(c, sudoku.Bit(d)) }
	seen := map[[4]int]bool{}
	for x := range b.cands {
		if b.digits[x] != 0 || b.cands[x].Len() != 2 {
			continue
		}
		d1 := b.cands[x].First()
		d2 := b.cands[x].Remove(d1).First()
		for _, y := range sh.House(sh.HousesOf(x)[2]) {
			sameRow := sh.Row(y) == sh.Row(x)
			if y == x || !sameRow && sh.Col(y) != sh.Col(x) || !may(y, d1) || !may(y, d2) {
				continue
			}
			// The lines across: the columns of x and y when they share a
			// row, else their rows.
			k := 1
			if !sameRow {
				k = 0
			}
			across1, across2 := sh.House(sh.HousesOf(x)[k]), sh.House(sh.HousesOf(y)[k])
			for i := range across1 {
				u, v := across1[i], across2[i]
				if sh.Box(u) == sh.Box(x) || !may(u, d1) || !may(v, d1) || !may(v, d2) {
					continue
				}
				r1, r2 := min(sh.Row(x), sh.Row(y), sh.Row(u)), max(sh.Row(x), sh.Row(y), sh.Row(u))
				c1, c2 := min(sh.Col(x), sh.Col(y), sh.Col(u)), max(sh.Col(x), sh.Col(y), sh.Col(u))
				key := [4]int{r1, r2, c1, c2}
				if seen[key] {
					continue
				}
				seen[key] = true
				if fn(r1, r2, c1, c2, b.cands[x]) {
					return true
				}
			}
		}
		if s.stop() {
			return false
		}
	}
	return false
}
