package variant

import (
	"fmt"

	"github.com/nanpure/nanpure/sudoku"
)

// A GreaterThan (ISS's) is a chain of inequality signs: each cell holds a
// digit greater than any later cell of the list beside it.
type GreaterThan struct{ Cells []int }

func (k GreaterThan) Kind() string { return "GreaterThan" }

func (k GreaterThan) add(m *model) error {
	if err := checkCells(m.shape, k.Kind(), k.Cells); err != nil {
		return err
	}
	for _, pr := range k.Pairs(m.shape) {
		m.relate(pr[0], pr[1], func(x, y sudoku.Digit) bool { return x > y })
	}
	return nil
}

// Pairs are the signs of the chain on a grid of s: each cell and a later
// cell of the list beside it, the greater first.
func (k GreaterThan) Pairs(s *sudoku.Shape) [][2]int { return adjacentPairs(s, k.Cells) }

func (k GreaterThan) holds(g sudoku.Grid) bool {
	for _, pr := range k.Pairs(g.Shape) {
		if g.Cells[pr[0]] <= g.Cells[pr[1]] {
			return false
		}
	}
	return true
}

// A Sum (ISS's) is cells whose digits add up to Total; unlike a cage's,
// its digits may repeat. With Coeffs (one per cell, -100 to 100), each
// digit counts that many times: 2 r1c1 - r1c2 = 3.
type Sum struct {
	Cells  []int
	Total  int
	Coeffs []int
}

func (k Sum) Kind() string { return "Sum" }

func (k Sum) add(m *model) error {
	if err := checkCells(m.shape, k.Kind(), k.Cells); err != nil {
		return err
	}
	if k.Coeffs != nil {
		return k.addWeighted(m)
	}
	if k.Total < len(k.Cells) || k.Total > len(k.Cells)*m.shape.N {
		return fmt.Errorf("variant: a sum of %d over %d cells", k.Total, len(k.Cells))
	}
	want := newSumSet(len(k.Cells) * m.shape.N)
	want.add(k.Total)
	m.rules = append(m.rules, &totalRule{group: k.Cells, want: want})
	return nil
}

func (k Sum) holds(g sudoku.Grid) bool {
	if k.Coeffs == nil {
		return sum(g, k.Cells) == k.Total
	}
	if len(k.Coeffs) != len(k.Cells) {
		return false
	}
	total := 0
	for i, c := range k.Cells {
		total += k.Coeffs[i] * int(g.Cells[c])
	}
	return total == k.Total
}

// totalRule keeps the digits of each cell that the other cells' sums can
// complete to the total, the one sum of want (whose range is the group's).
type totalRule struct {
	group []int
	want  sumSet
}

func (r *totalRule) cells() []int { return r.group }

func (r *totalRule) prune(cand []sudoku.Set) bool {
	top := len(r.want)*64 - 1
	for _, c := range r.group {
		if cand[c] = sumsOf(cand, r.group, c, top).fits(cand[c], r.want); cand[c] == 0 {
			return false
		}
	}
	return true
}
