package variant

import (
	"fmt"

	"github.com/nanpure/nanpure/sudoku"
)

// Clues outside a row or column read from the clue's end (Cells, from the
// cell next to the clue): X-sums and skyscrapers.

// An XSum clue: the first X digits from the clue add up to Sum, X being
// the first digit.
type XSum struct {
	Sum   int
	Cells []int
}

func (x XSum) Kind() string { return "XSum" }

func (x XSum) add(m *model) error {
	if err := checkLine(m, x.Kind(), x.Cells); err != nil {
		return err
	}
	m.rules = append(m.rules, &xsumRule{x})
	return nil
}

func (x XSum) holds(g sudoku.Grid) bool {
	n, sum := int(g.Cells[x.Cells[0]]), 0
	for _, c := range x.Cells[:n] {
		sum += int(g.Cells[c])
	}
	return sum == x.Sum
}

// xsumRule keeps the first cell's digits x for which the next x-1 cells
// can add up to Sum-x, bounded by their least and greatest candidates (a
// bound that forgets that the digits differ, so it never removes a digit
// a solution has).
type xsumRule struct{ x XSum }

func (r *xsumRule) cells() []int { return r.x.Cells }

func (r *xsumRule) prune(cand []sudoku.Set) bool {
	cells := r.x.Cells
	first := cand[cells[0]]
	for set := first; set != 0; set &= set - 1 {
		d := set.First()
		lo, hi := int(d), int(d)
		for _, c := range cells[1:d] {
			l, h := bounds(cand[c])
			lo, hi = lo+l, hi+h
		}
		if r.x.Sum < lo || r.x.Sum > hi {
			first = first.Remove(d)
		}
	}
	cand[cells[0]] = first
	return first != 0
}

// A Skyscraper clue: seen from the clue, Count digits are higher than
// every digit before them.
type Skyscraper struct {
	Count int
	Cells []int
}

func (s Skyscraper) Kind() string { return "Skyscraper" }

func (s Skyscraper) add(m *model) error {
	if err := checkLine(m, s.Kind(), s.Cells); err != nil {
		return err
	}
	n := m.shape.N
	if s.Count < 1 || s.Count > n {
		return fmt.Errorf("variant: a skyscraper clue of %d on a line of %d", s.Count, n)
	}
	// Seen from a digit d in the first cell, at most N-d+1 can be seen; the
	// highest digit, at place p, lets at most p+1 be seen.
	m.limit(s.Cells[0], between(1, n-s.Count+1))
	for p := 0; p < s.Count-1; p++ {
		m.limit(s.Cells[p], between(1, n-1))
	}
	return nil
}

func (s Skyscraper) holds(g sudoku.Grid) bool {
	seen, top := 0, sudoku.Digit(0)
	for _, c := range s.Cells {
		if g.Cells[c] > top {
			seen, top = seen+1, g.Cells[c]
		}
	}
	return seen == s.Count
}

// checkLine checks that cells are a whole row or column of m's grid.
func checkLine(m *model, kind string, cells []int) error {
	if err := checkCells(m.shape, kind, cells); err != nil {
		return err
	}
	if len(cells) != m.shape.N {
		return fmt.Errorf("variant: %s over %d cells: want a whole row or column", kind, len(cells))
	}
	return nil
}

// A NumberedRoom clue: seen from the clue, the Digit is in the Xth cell, X
// being the first digit.
type NumberedRoom struct {
	Digit int
	Cells []int
}

func (r NumberedRoom) Kind() string { return "NumberedRoom" }

// add relates the first cell to each other: its digit is i+1 exactly when
// the ith cell after it (from 0) holds the clue's digit, which the line
// holds once; the first cell holds 1 only if the clue is 1.
func (r NumberedRoom) add(m *model) error {
	if err := checkLine(m, r.Kind(), r.Cells); err != nil {
		return err
	}
	if r.Digit < 1 || r.Digit > m.shape.N {
		return fmt.Errorf("variant: a numbered room's clue %d: want a digit 1-%d", r.Digit, m.shape.N)
	}
	for i, c := range r.Cells[1:] {
		place := sudoku.Digit(i + 2)
		m.relate(r.Cells[0], c, func(x, y sudoku.Digit) bool { return (x == place) == (int(y) == r.Digit) })
	}
	if r.Digit != 1 {
		m.limit(r.Cells[0], between(2, m.shape.N))
	}
	return nil
}

func (r NumberedRoom) holds(g sudoku.Grid) bool {
	return int(g.Cells[r.Cells[g.Cells[r.Cells[0]]-1]]) == r.Digit
}

// A HiddenSkyscraper clue: seen from the clue, the first digit lower than
// one before it (the first skyscraper hidden) is Digit.
type HiddenSkyscraper struct {
	Digit int
	Cells []int
}

func (h HiddenSkyscraper) Kind() string { return "HiddenSkyscraper" }

func (h HiddenSkyscraper) add(m *model) error {
	if err := checkLine(m, h.Kind(), h.Cells); err != nil {
		return err
	}
	if h.Digit < 1 || h.Digit >= m.shape.N {
		return fmt.Errorf("variant: a hidden skyscraper's clue %d: want a digit 1-%d", h.Digit, m.shape.N-1)
	}
	n := len(h.Cells)
	m.rules = append(m.rules, &hiddenRule{h: h, rise: make([]sudoku.Set, n), run: make([]sudoku.Set, n), keep: make([]sudoku.Set, n)})
	return nil
}

func (h HiddenSkyscraper) holds(g sudoku.Grid) bool {
	top := sudoku.Digit(0)
	for _, c := range h.Cells {
		d := g.Cells[c]
		if d < top {
			return int(d) == h.Digit
		}
		top = d
	}
	return false
}

// hiddenRule keeps, for each place p the first hidden digit may have, the
// digits of a rising run up to p whose last is higher than the clue, the
// clue at p and anything after; a digit stays when some place keeps it.
type hiddenRule struct {
	h HiddenSkyscraper
	// rise[i]: the digits cell i may hold at the top of a rising run from
	// the first cell; run[i]: those of such a run that goes on to a digit
	// above the clue before p; keep: what stays. The scratch of a prune.
	rise, run, keep []sudoku.Set
}

func (r *hiddenRule) cells() []int { return r.h.Cells }

func (r *hiddenRule) prune(cand []sudoku.Set) bool {
	cells, v := r.h.Cells, r.h.Digit
	n := len(cells) // the digits are 1..n: the line is a row or column
	rise, run, keep := r.rise, r.run, r.keep
	clear(rise)
	clear(keep)
	rise[0] = cand[cells[0]]
	for i := 1; i < n; i++ {
		if low, _ := bounds(rise[i-1]); low != 0 {
			rise[i] = cand[cells[i]] & between(low+1, n)
		}
	}
	for p := 1; p < n; p++ {
		if !cand[cells[p]].Has(sudoku.Digit(v)) {
			continue
		}
		clear(run)
		// Back from p-1: a run that rises to a digit above the clue.
		run[p-1] = rise[p-1] & between(v+1, n)
		for i := p - 2; i >= 0 && run[i+1] != 0; i-- {
			_, high := bounds(run[i+1])
			run[i] = rise[i] & between(1, high-1)
		}
		if run[0] == 0 || run[p-1] == 0 {
			continue
		}
		for i := range p {
			keep[i] |= run[i]
		}
		keep[p] |= sudoku.Bit(sudoku.Digit(v))
		for i := p + 1; i < n; i++ {
			keep[i] |= cand[cells[i]]
		}
	}
	for i, c := range cells {
		if cand[c] &= keep[i]; cand[c] == 0 {
			return false
		}
	}
	return true
}
