package human

import "github.com/nanpure/nanpure/sudoku"

// Death Blossom (HoDoKu's): a stem cell and, for each of its digits d, a
// petal: an almost locked set holding d whose cells holding d all see the
// stem. The stem takes one of its digits, which its petal then loses: that
// petal is locked on its other digits. So a digit z of every petal that is
// not the stem's is in some petal, and every z that sees all the petals' z
// is false.
//
// As HoDoKu: the petals are tried digit by digit in increasing order, a
// petal that shares no digit with those before it is skipped, petals may
// not overlap in the HoDoKu profile's sets (alsgraph.go), and one step
// takes the eliminations of every such z. HoDoKu's default configuration
// does not search for death blossoms, so its profile does not either. A
// search stops after deathBlossomBudget petals tried.

// DeathBlossom is a stem cell with a petal for each of its digits.
var DeathBlossom = register(techniqueDef{key: "death-blossom", difficulty: 7.2, hodoku: "0904", nudge: nudgeDigit})

var _ = addFinder("death-blossom", (*searcher).deathBlossom, DeathBlossom)

const deathBlossomBudget = 200000

// A blossom is the search for the petals of one stem.
type blossom struct {
	s      *searcher
	g      *alsGraph
	pick   *alsPick
	budget int
	stem   int
	petals [][]int // by digit: the sets that can be its petal
	chosen []int   // the petals chosen, by the stem's digits in order

	// Buffers by the number of digits left: reach, its cells by digit, and
	// the cells used, so that the search allocates once per depth.
	reach [][]cellBits
	bits  [][]cellBits
	used  []cellBits
}

// level returns the buffers of the level with k digits left.
func (bl *blossom) level(k int) ([]cellBits, cellBits) {
	sh := bl.s.b.Shape
	for len(bl.reach) <= k {
		bits := make([]cellBits, sh.N+1)
		for z := range bits {
			bits[z] = newCellBits(sh.Cells)
		}
		bl.reach = append(bl.reach, make([]cellBits, sh.N+1))
		bl.bits = append(bl.bits, bits)
		bl.used = append(bl.used, newCellBits(sh.Cells))
	}
	return bl.reach[k], bl.used[k]
}

// deathBlossom finds a Death Blossom.
func (s *searcher) deathBlossom() bool {
	g := s.alsGraph()
	b := s.b
	n := b.Shape.N
	// The sets that can be a petal of each cell, by digit.
	petals := make([][][]int, b.Shape.Cells)
	for i, a := range g.sets {
		for _, d := range a.digits.Digits() {
			a.seenAll[d].each(func(c int) {
				if b.digits[c] != 0 || !b.cands[c].Has(d) || a.mask.has(c) {
					return
				}
				if petals[c] == nil {
					petals[c] = make([][]int, n+1)
				}
				petals[c][d] = append(petals[c][d], i)
			})
		}
	}
	holding := make([]cellBits, n+1) // by digit: the cells holding it
	for z := range holding {
		holding[z] = newCellBits(b.Shape.Cells)
	}
	for c, cs := range b.cands {
		if b.digits[c] == 0 {
			for _, z := range cs.Digits() {
				holding[z].add(c)
			}
		}
	}
	bl := &blossom{s: s, g: g, pick: &alsPick{s: s}, budget: deathBlossomBudget}
	for stem, ps := range petals {
		if ps == nil {
			continue
		}
		full := true
		for _, d := range b.cands[stem].Digits() {
			full = full && len(ps[d]) > 0
		}
		if !full {
			continue
		}
		bl.stem, bl.petals, bl.chosen = stem, ps, bl.chosen[:0]
		reach := make([]cellBits, n+1)
		for z := sudoku.Digit(1); int(z) <= n; z++ {
			if !b.cands[stem].Has(z) {
				reach[z] = holding[z]
			}
		}
		if bl.grow(b.cands[stem].Digits(), newCellBits(b.Shape.Cells), reach) {
			return true
		}
		if s.stop() || bl.budget <= 0 {
			break
		}
	}
	return bl.pick.done()
}

// grow chooses a petal for each of digits in turn, keeping used the cells
// of the chosen petals and, for each digit z they all hold that the stem
// does not, reach[z]: the cells holding z that see all their z. A petal
// that leaves no such z with a cell to reach is passed over, as nothing
// could be removed (HoDoKu tries it and finds nothing). It reports whether
// the finder should stop.
func (bl *blossom) grow(digits []sudoku.Digit, used cellBits, reach []cellBits) bool {
	if len(digits) == 0 {
		return bl.check(reach)
	}
	for _, i := range bl.petals[digits[0]] {
		a := bl.g.sets[i]
		if !bl.g.overlap && !a.mask.disjoint(used) {
			continue
		}
		if bl.budget--; bl.budget <= 0 || bl.s.stop() {
			return false
		}
		next, u := bl.level(len(digits))
		live := false
		for z, r := range reach {
			next[z] = nil
			if r == nil || !a.digits.Has(sudoku.Digit(z)) {
				continue
			}
			next[z] = bl.bits[len(digits)][z]
			copy(next[z], r)
			next[z].and(a.seenAll[z])
			next[z].andNot(a.mask)
			live = live || !next[z].empty()
		}
		if !live {
			continue
		}
		copy(u, used)
		u.or(a.mask)
		bl.chosen = append(bl.chosen, i)
		stop := bl.grow(digits[1:], u, next)
		bl.chosen = bl.chosen[:len(bl.chosen)-1]
		if stop {
			return true
		}
	}
	return false
}

// check offers the step of the chosen petals, which remove the digits z
// of reach from its cells, if any.
func (bl *blossom) check(reach []cellBits) bool {
	stemDigits := bl.s.b.cands[bl.stem]
	var el []Candidate
	for z, r := range reach {
		if r != nil {
			r.each(func(c int) { el = append(el, Candidate{c, sudoku.Digit(z)}) })
		}
	}
	cells := 1
	for _, i := range bl.chosen {
		cells += len(bl.g.sets[i].cells)
	}
	if el = sortCandidates(el); len(el) == 0 || !bl.pick.wants(el, cells, len(bl.chosen)) {
		return false
	}
	// The petals are the groups (lettered A, B ... as the page draws them),
	// the stem is the first cell.
	st := Step{Technique: DeathBlossom, Difficulty: 7.2, Digits: stemDigits | candidateDigits(el), Cells: []int{bl.stem}}
	for k, i := range bl.chosen {
		a := bl.g.sets[i]
		st.Cells = append(st.Cells, a.cells...)
		st.Houses = append(st.Houses, a.house)
		st.Groups = append(st.Groups, a.cells)
		st.GroupDigits = append(st.GroupDigits, a.digits)
		st.Links = append(st.Links, sudoku.Bit(stemDigits.Digits()[k]))
	}
	st.Eliminations = el
	return bl.pick.offer(st)
}

var _ = addExplainer(words.deathBlossom, DeathBlossom)

// deathBlossom explains a death blossom: the stem (the step's first cell),
// then its petals named A, B ... with the digit each hangs on.
func (w words) deathBlossom(s Step) string {
	if len(s.Groups) == 0 || len(s.Links) != len(s.Groups) || len(s.Cells) == 0 || len(s.Eliminations) == 0 {
		return w.say("als-sets", "cells", w.cells(s.Cells))
	}
	var petals []string
	var stem sudoku.Set
	for i, l := range s.Links {
		petals = append(petals, w.say("petal", "set", w.alsSetName(s, i), "digit", w.digits(l)))
		stem |= l
	}
	return w.say("death-blossom", "stem", w.cell(s.Cells[0]), "digits", w.digits(stem),
		"petals", w.list(petals), "z", w.digits(candidateDigits(s.Eliminations)))
}
