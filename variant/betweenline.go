package variant

import (
	"fmt"

	"github.com/nanpure/nanpure/sudoku"
)

// A Between line: the digits of the cells between its two ends (circles)
// lie strictly between the ends' digits.
type Between struct{ Cells []int }

func (b Between) Kind() string { return "Between" }

func (b Between) add(m *model) error {
	if err := checkCells(m.shape, b.Kind(), b.Cells); err != nil {
		return err
	}
	if len(b.Cells) < 2 {
		return fmt.Errorf("variant: a between line of %d cell: want its two ends at least", len(b.Cells))
	}
	if len(b.Cells) > 2 {
		m.rules = append(m.rules, &betweenRule{b.Cells})
	}
	return nil
}

func (b Between) holds(g sudoku.Grid) bool {
	x, y := g.Cells[b.Cells[0]], g.Cells[b.Cells[len(b.Cells)-1]]
	lo, hi := min(x, y), max(x, y)
	for _, c := range b.Cells[1 : len(b.Cells)-1] {
		if d := g.Cells[c]; d <= lo || d >= hi {
			return false
		}
	}
	return true
}

// betweenRule bounds the middle cells by the ends: above the least digit
// either end can hold and below the greatest.
type betweenRule struct{ line []int }

func (r *betweenRule) prune(cand []sudoku.Set) bool {
	lo1, hi1 := bounds(cand[r.line[0]])
	lo2, hi2 := bounds(cand[r.line[len(r.line)-1]])
	keep := between(min(lo1, lo2)+1, max(hi1, hi2)-1)
	for _, c := range r.line[1 : len(r.line)-1] {
		if cand[c] &= keep; cand[c] == 0 {
			return false
		}
	}
	return true
}

func (r *betweenRule) cells() []int { return r.line }
