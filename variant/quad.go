package variant

import (
	"fmt"
	"slices"

	"github.com/nanpure/nanpure/sudoku"
)

// A Quad (a quadruple) is a clue on the corner where four cells meet: each
// of its digits is in one of the four cells, a digit written twice in two
// of them (the two cells of a diagonal, which share no house).
type Quad struct {
	Cells  []int          // the four cells, in the grid's order
	Digits []sudoku.Digit // sorted, a digit repeated as often as written
}

func (q Quad) Kind() string { return "Quad" }

// quadCells returns the four cells of the 2x2 square whose top-left cell is
// c, in the grid's order, or nil when c is on the last row or column.
func quadCells(s *sudoku.Shape, c int) []int {
	if c < 0 || c >= s.Cells || s.Row(c) == s.N-1 || s.Col(c) == s.N-1 {
		return nil
	}
	return []int{c, c + 1, c + s.N, c + s.N + 1}
}

func (q Quad) add(m *model) error {
	if err := checkCells(m.shape, q.Kind(), q.Cells); err != nil {
		return err
	}
	if !slices.Equal(q.Cells, quadCells(m.shape, q.Cells[0])) {
		return fmt.Errorf("variant: a quadruple on %d cells that are not a 2x2 square", len(q.Cells))
	}
	if len(q.Digits) == 0 || len(q.Digits) > 4 {
		return fmt.Errorf("variant: a quadruple of %d digits, want 1 to 4", len(q.Digits))
	}
	for _, d := range q.Digits {
		if d < 1 || int(d) > m.shape.N {
			return fmt.Errorf("variant: a quadruple's digit %d is not a digit 1-%d", d, m.shape.N)
		}
	}
	m.rules = append(m.rules, &quadRule{square: q.Cells, need: q.Digits})
	return nil
}

func (q Quad) holds(g sudoku.Grid) bool {
	have := make([]sudoku.Digit, 0, 4)
	for _, c := range q.Cells {
		have = append(have, g.Cells[c])
	}
	for _, d := range q.Digits {
		i := slices.Index(have, d)
		if i < 0 {
			return false
		}
		have = slices.Delete(have, i, i+1)
	}
	return true
}

// quadRule keeps a candidate of a quadruple's cell only when the other
// three cells can still hold the digits it leaves (all of them, or all but
// the candidate's own, written once less): a small matching of at most four
// digits to three cells. The houses the cells share are left to the rest of
// the model.
type quadRule struct {
	square []int
	need   []sudoku.Digit
}

func (r *quadRule) cells() []int { return r.square }

func (r *quadRule) prune(cand []sudoku.Set) bool {
	var keep [4]sudoku.Set
	for i, c := range r.square {
		for s := cand[c]; s != 0; s &= s - 1 {
			d := s.First()
			rest := r.need
			if j := slices.Index(rest, d); j >= 0 {
				rest = slices.Delete(slices.Clone(rest), j, j+1)
			}
			if r.match(cand, rest, i, 0) {
				keep[i] = keep[i].Add(d)
			}
		}
	}
	for i, c := range r.square {
		if cand[c] = keep[i]; keep[i] == 0 {
			return false
		}
	}
	return true
}

// match reports whether the digits need can go one to a cell among the
// quadruple's cells other than cell skip and those of used (bit i: cell
// i), each in a cell that has it as a candidate.
func (r *quadRule) match(cand []sudoku.Set, need []sudoku.Digit, skip int, used uint) bool {
	if len(need) == 0 {
		return true
	}
	for i, c := range r.square {
		if i != skip && used&(1<<i) == 0 && cand[c].Has(need[0]) && r.match(cand, need[1:], skip, used|1<<i) {
			return true
		}
	}
	return false
}
