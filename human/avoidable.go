package human

import (
	"slices"

	"github.com/nanpure/nanpure/sudoku"
)

// Avoidable rectangles (HoDoKu's Avoidable Rectangle types 1 and 2): a
// rectangle of cells in two boxes, none of them a given, must not end as
// a and b crosswise: the two digits could be swapped there, the givens
// would still hold, and the puzzle would have two solutions. Unlike a
// unique rectangle, some corners are already filled, with digits a solver
// placed:
//
//	type 1: three corners hold a, b and a (the pattern's digits, around
//	        the ring): the fourth, empty, cannot be b.
//	type 2: two corners next to each other hold a and b; each of the two
//	        others holds only the digit that would complete the pattern
//	        and one extra digit x, the same in both: one of them is x, so
//	        x leaves every cell that sees them both.
//
// Only a board that knows its givens (Board.MarkGivens, as ReadPosition's
// board does) finds them: on any other the placed digits might be givens.
// Difficulty 4.5, as the unique rectangles; natural profile only.

// The avoidable rectangles' techniques.
var (
	AvoidableRectangle1 = register(techniqueDef{key: "avoidable-rectangle-1", difficulty: 4.5, hodoku: "0607", nudge: nudgeDigit})
	AvoidableRectangle2 = register(techniqueDef{key: "avoidable-rectangle-2", difficulty: 4.5, hodoku: "0608", nudge: nudgeDigit})
)

// The avoidable rectangles' finder and explainer.
var (
	_ = addFinder("avoidable-rectangles", (*searcher).avoidableRectangles, AvoidableRectangle1, AvoidableRectangle2)
	_ = addExplainer(words.avoidable, AvoidableRectangle1, AvoidableRectangle2)
)

// avoidableRectangles finds an avoidable rectangle of type 1 or 2: rows,
// then columns, in order.
func (s *searcher) avoidableRectangles() bool {
	if !s.b.KnowsGivens() {
		return false
	}
	return s.twoBoxRectangles(s.avoidableRectangle)
}

// avoidableRectangle looks at one rectangle: its corners are empty or hold
// digits placed (no given), two or three of them placed.
func (s *searcher) avoidableRectangle(ring [4]int) bool {
	b := s.b
	var placed []int // ring indexes
	for i, c := range ring {
		switch {
		case b.placedDigit(c):
			placed = append(placed, i)
		case b.digits[c] != 0:
			return false // a given
		}
	}
	st := Step{Cells: ring[:], Difficulty: 4.5}
	switch len(placed) {
	case 3:
		e := 6 - placed[0] - placed[1] - placed[2] // the empty corner
		a, bb := b.digits[ring[(e+2)%4]], b.digits[ring[(e+1)%4]]
		if b.digits[ring[(e+3)%4]] != bb || !b.cands[ring[e]].Has(a) {
			return false
		}
		if s.hodokuOrder && b.cands[ring[e]].Len() != 2 {
			return false // HoDoKu's type 1 wants the empty corner bivalue
		}
		st.Technique, st.Digits, st.Extra = AvoidableRectangle1, sudoku.Bit(a)|sudoku.Bit(bb), []int{ring[e]}
		st.Eliminations = []Candidate{{ring[e], a}}
		return s.found(st)
	case 2:
		p, q := placed[0], placed[1]
		if (q-p)%2 == 0 {
			return false // opposite corners
		}
		if s.hodokuOrder && b.Shape.Box(ring[p]) != b.Shape.Box(ring[q]) {
			return false // HoDoKu starts from two placed corners in one box
		}
		if p == 0 && q == 3 {
			p, q = q, p // next to each other across the ring's start
		}
		// Around the ring p, q, q', p': q' would take p's digit, p' q's.
		pq, qq := (q+1)%4, (p+3)%4
		a, bb := b.digits[ring[p]], b.digits[ring[q]]
		x, ok := b.cands[ring[pq]].Remove(a).Single()
		if !ok || x == bb || b.cands[ring[pq]] != sudoku.Bit(a)|sudoku.Bit(x) || b.cands[ring[qq]] != sudoku.Bit(bb)|sudoku.Bit(x) {
			return false
		}
		others := []int{ring[pq], ring[qq]}
		for _, c := range seenByAll(b.Shape, others) {
			if b.cands[c].Has(x) {
				st.Eliminations = append(st.Eliminations, Candidate{c, x})
			}
		}
		if len(st.Eliminations) == 0 {
			return false
		}
		st.Technique, st.Digits, st.Extra = AvoidableRectangle2, sudoku.Bit(a)|sudoku.Bit(bb), others
		return s.found(st)
	}
	return false
}

// avoidable explains an avoidable rectangle: the corners placed are those
// not in Extra.
func (w words) avoidable(s Step) string {
	var placed []int
	for _, c := range s.Cells {
		if !slices.Contains(s.Extra, c) {
			placed = append(placed, c)
		}
	}
	then := w.say("avoidable-one", "extra", w.cells(s.Extra))
	if s.Technique == AvoidableRectangle2 && len(s.Eliminations) > 0 {
		then = w.say("avoidable-two", "extra", w.cells(s.Extra), "digit", w.digit(s.Eliminations[0].Digit))
	}
	return w.say("avoidable", "placed", w.cells(placed), "cells", w.cells(s.Cells), "digits", w.digits(s.Digits), "then", then)
}
