package variant

import (
	"github.com/nanpure/nanpure/sudoku"
)

// A Zipper line: the two cells at the same distance from its middle add up
// to the same sum, on a line of odd length the digit of its middle cell.
type Zipper struct{ Cells []int }

func (z Zipper) Kind() string { return "Zipper" }

func (z Zipper) add(m *model) error {
	if err := checkCells(m.shape, z.Kind(), z.Cells); err != nil {
		return err
	}
	if len(z.Cells) > 2 {
		m.rules = append(m.rules, &zipperRule{line: z.Cells, max: 2 * m.shape.N})
	}
	return nil
}

func (z Zipper) holds(g sudoku.Grid) bool {
	n := len(z.Cells)
	sum := -1
	if n%2 == 1 {
		sum = int(g.Cells[z.Cells[n/2]])
	}
	for i := range n / 2 {
		s := int(g.Cells[z.Cells[i]]) + int(g.Cells[z.Cells[n-1-i]])
		if sum >= 0 && s != sum {
			return false
		}
		sum = s
	}
	return true
}

// zipperRule keeps the sums that every pair of the line can write (and
// the middle cell holds), then the digits that write one of them.
type zipperRule struct {
	line []int
	max  int // the greatest sum of two digits
}

func (r *zipperRule) cells() []int { return r.line }

func (r *zipperRule) prune(cand []sudoku.Set) bool {
	n := len(r.line)
	common := newSumSet(r.max)
	for i := range common {
		common[i] = ^uint64(0)
	}
	if n%2 == 1 {
		common.and(digitSums(cand[r.line[n/2]], r.max))
	}
	for i := range n / 2 {
		a, b := r.line[i], r.line[n-1-i]
		common.and(digitSums(cand[a], r.max).plus(cand[b]))
	}
	if common.empty() {
		return false
	}
	for i := range n / 2 {
		a, b := r.line[i], r.line[n-1-i]
		ca, cb := cand[a], cand[b]
		if cand[a] = digitSums(cb, r.max).fits(ca, common); cand[a] == 0 {
			return false
		}
		if cand[b] = digitSums(ca, r.max).fits(cb, common); cand[b] == 0 {
			return false
		}
	}
	if n%2 == 1 {
		mid := r.line[n/2]
		if cand[mid] = digitSums(0, r.max).fits(cand[mid], common); cand[mid] == 0 {
			return false
		}
	}
	return true
}
