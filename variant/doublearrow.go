package variant

import (
	"fmt"

	"github.com/nanpure/nanpure/sudoku"
)

// A DoubleArrow line: the digits of the cells between its two ends (the
// circles) add up to the digits of the ends.
type DoubleArrow struct{ Cells []int }

func (d DoubleArrow) Kind() string { return "DoubleArrow" }

func (d DoubleArrow) add(m *model) error {
	if err := checkCells(m.shape, d.Kind(), d.Cells); err != nil {
		return err
	}
	if len(d.Cells) < 3 {
		return fmt.Errorf("variant: a double arrow of %d cells: want its two ends and a cell between", len(d.Cells))
	}
	m.rules = append(m.rules, &doubleArrowRule{line: d.Cells, n: m.shape.N})
	return nil
}

func (d DoubleArrow) holds(g sudoku.Grid) bool {
	line := d.Cells
	sum := 0
	for _, c := range line[1 : len(line)-1] {
		sum += int(g.Cells[c])
	}
	return sum == int(g.Cells[line[0]])+int(g.Cells[line[len(line)-1]])
}

// doubleArrowRule keeps the sums both the ends and the cells between can
// write, then the digits that write one of them (digits may repeat here:
// the houses keep them apart).
type doubleArrowRule struct {
	line []int
	n    int
}

func (r *doubleArrowRule) cells() []int { return r.line }

func (r *doubleArrowRule) prune(cand []sudoku.Set) bool {
	top := max(2, len(r.line)-2) * r.n
	a, b, mid := r.line[0], r.line[len(r.line)-1], r.line[1:len(r.line)-1]
	common := sumsOf(cand, mid, -1, top)
	common.and(sumsOf(cand, []int{a, b}, -1, top))
	if common.empty() {
		return false
	}
	for _, c := range []int{a, b} {
		if cand[c] = sumsOf(cand, []int{a, b}, c, top).fits(cand[c], common); cand[c] == 0 {
			return false
		}
	}
	for _, c := range mid {
		if cand[c] = sumsOf(cand, mid, c, top).fits(cand[c], common); cand[c] == 0 {
			return false
		}
	}
	return true
}
