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
