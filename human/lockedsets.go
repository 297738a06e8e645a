package human

import (
	"slices"
	"strconv"

	"github.com/nanpure/nanpure/sudoku"
)

// Locked pairs and triples (HoDoKu's Locked Pair and Locked Triple): a
// naked pair or triple whose cells lie in one box and one line at once is
// locked in both houses, so one step removes its digits from the other
// cells of the box and of the line. HoDoKu calls it locked only when both
// houses lose something: the box anywhere, the line outside the box (a
// cell where the two houses cross belongs to the box); otherwise it is a
// plain naked subset of the one house that loses candidates. Natural
// profile only, before the plain naked subsets, as in HoDoKu's order;
// there the naked pair and triple finders leave the locked ones to these
// (subsets.go), as HoDoKu lists each set once.

// The locked subsets' techniques: the difficulties of the naked pair and
// triple they are.
var (
	LockedPair   = register(techniqueDef{key: "locked-pair", difficulty: 3.0, hodoku: "0110", nudge: nudgeHouse})
	LockedTriple = register(techniqueDef{key: "locked-triple", difficulty: 3.6, hodoku: "0111", nudge: nudgeHouse})
)

// The locked subsets' finders and explainer.
var (
	_ = addFinder("locked-pair", func(s *searcher) bool { return s.lockedSet(2) }, LockedPair)
	_ = addFinder("locked-triple", func(s *searcher) bool { return s.lockedSet(3) }, LockedTriple)
	_ = addExplainer(words.lockedSubset, LockedPair, LockedTriple)
)

var lockedTech = [...]Technique{2: LockedPair, 3: LockedTriple}

// lockedSet finds a locked set of k cells: box by box, the sets of k cells
// of the box that lie in one row or one column.
func (s *searcher) lockedSet(k int) bool {
	b := s.b
	sh := b.Shape
	n := sh.N
	for box := 2 * n; box < 3*n; box++ {
		cells := sh.House(box)
		some, cands := b.fewCandidates(cells, k)
		if subsetsWithin(some, k, &cands, func(chosen, u uint64) bool {
			set := cellsOf(sh, box, chosen)
			union := sudoku.Set(u)
			line, elims := s.lockedElims(set, union)
			if line < 0 {
				return false
			}
			st := Step{Eliminations: elims}
			for _, c := range set {
				st.CellCandidates = append(st.CellCandidates, b.cands[c])
			}
			st.Technique, st.Difficulty, st.Cells, st.Digits, st.Houses = lockedTech[k], nakedDiff[k], set, union, []int{box, line}
			return s.found(st)
		}) {
			return true
		}
		if s.stop() {
			return false
		}
	}
	return false
}

// lockedElims returns the line and the eliminations of a locked set: the
// cells set (of one box) hold only the digits union between them, lie in a
// line too, and the box and the line outside the box both lose a digit of
// union. The line is -1 when the set is not locked.
func (s *searcher) lockedElims(set []int, union sudoku.Set) (int, []Candidate) {
	b := s.b
	sh := b.Shape
	line := commonLine(sh, set)
	if line < 0 || slices.ContainsFunc(set, func(c int) bool { return sh.Box(c) != sh.Box(set[0]) }) {
		return -1, nil
	}
	box := sh.HousesOf(set[0])[2]
	var elims []Candidate
	inBox, inLine := false, false
	for _, h := range []int{box, line} {
		for _, c := range sh.House(h) {
			if slices.Contains(set, c) || h == line && sh.Box(c) == sh.Box(set[0]) {
				continue // the line's cells in the box are the box's
			}
			for x := b.cands[c] & union; x != 0; x &= x - 1 {
				elims = append(elims, Candidate{c, x.First()})
				inBox, inLine = inBox || h == box, inLine || h == line
			}
		}
	}
	if !inBox || !inLine {
		return -1, nil
	}
	return line, elims
}

// commonLine returns the row or the column that holds every cell of cells,
// -1 when there is none.
func commonLine(sh *sudoku.Shape, cells []int) int {
	for k := 0; k < 2; k++ { // row, column
		h := sh.HousesOf(cells[0])[k]
		if !slices.ContainsFunc(cells, func(c int) bool { return sh.HousesOf(c)[k] != h }) {
			return h
		}
	}
	return -1
}

// lockedSubset explains a locked pair or triple: the box, the line, the
// cells and their digits.
func (w words) lockedSubset(s Step) string {
	if len(s.Houses) < 2 {
		return w.nakedSubset(s)
	}
	return w.say("locked-subset", "box", w.house(s.Houses[0]), "line", w.house(s.Houses[1]), "cells", w.cells(s.Cells),
		"digits", w.digits(s.Digits), "n", strconv.Itoa(len(s.Cells)))
}
