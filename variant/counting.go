package variant

import (
	"fmt"

	"github.com/nanpure/nanpure/sudoku"
)

// CountingCircles (ISS's): the digit in each circle is how many of the
// circles hold it; digits may repeat (circles apart), so the digits the
// circles hold add up, each once, to the number of circles.
type CountingCircles struct{ Cells []int }

func (k CountingCircles) Kind() string { return "CountingCircles" }

func (k CountingCircles) add(m *model) error {
	if err := checkCells(m.shape, k.Kind(), k.Cells); err != nil {
		return err
	}
	n := len(k.Cells)
	var sets []sudoku.Set
	for size := 1; size <= m.shape.N; size++ {
		sets = append(sets, combinations(m.shape.N, size, func(s sudoku.Set) bool { return setSum(s) == n })...)
	}
	if len(sets) == 0 {
		return fmt.Errorf("variant: no digits count %d circles", n)
	}
	m.rules = append(m.rules, &countingRule{group: k.Cells, sets: sets, keep: make([]sudoku.Set, n)})
	return nil
}

func (k CountingCircles) holds(g sudoku.Grid) bool {
	ds := digitList(g, k.Cells)
	for _, d := range ds {
		if count(ds, d) != int(d) {
			return false
		}
	}
	return true
}

// countingRule tries each set of digits that adds up to the number of
// circles: each circle can hold one of them, each digit d has d circles
// that can hold it and no more than d that must; a circle keeps the
// digits of the sets that pass.
type countingRule struct {
	group []int
	sets  []sudoku.Set
	keep  []sudoku.Set // the scratch of a prune
}

func (r *countingRule) cells() []int { return r.group }

func (r *countingRule) prune(cand []sudoku.Set) bool {
	clear(r.keep)
sets:
	for _, set := range r.sets {
		for _, c := range r.group {
			if cand[c]&set == 0 {
				continue sets
			}
		}
		for ds := set; ds != 0; ds &= ds - 1 {
			bit := ds & -ds
			can, must := 0, 0
			for _, c := range r.group {
				if cand[c]&bit != 0 {
					can++
				}
				if cand[c] == bit {
					must++
				}
			}
			if d := int(bit.First()); can < d || must > d {
				continue sets
			}
		}
		for i, c := range r.group {
			r.keep[i] |= cand[c] & set
		}
	}
	for i, c := range r.group {
		if cand[c] &= r.keep[i]; cand[c] == 0 {
			return false
		}
	}
	return true
}
