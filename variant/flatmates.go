package variant

import (
	"fmt"

	"github.com/nanpure/nanpure/sudoku"
)

// DutchFlatmates: every 5 has a 1 right above it or a 9 right below it,
// or both (9x9 grids only, as ISS has it). Up and down matter, so such a
// puzzle is turned only by the mirror that keeps its rows (turns).
type DutchFlatmates struct{}

func (DutchFlatmates) Kind() string { return "DutchFlatmates" }

func (k DutchFlatmates) add(m *model) error {
	s := m.shape
	if s.N != 9 {
		return fmt.Errorf("variant: %s is a rule of 9x9 grids, not %dx%d", k.Kind(), s.N, s.N)
	}
	for c := range s.Cells {
		up, down := c-s.N, c+s.N
		if up < 0 {
			up = -1
		}
		if down >= s.Cells {
			down = -1
		}
		m.rules = append(m.rules, &flatmateRule{at: c, up: up, down: down, all: flatmateCells(c, up, down)})
	}
	return nil
}

func flatmateCells(c, up, down int) []int {
	cells := []int{c}
	for _, o := range []int{up, down} {
		if o >= 0 {
			cells = append(cells, o)
		}
	}
	return cells
}

func (DutchFlatmates) holds(g sudoku.Grid) bool {
	s := g.Shape
	for c, d := range g.Cells {
		if d == 5 && !(c >= s.N && g.Cells[c-s.N] == 1) && !(c+s.N < s.Cells && g.Cells[c+s.N] == 9) {
			return false
		}
	}
	return true
}

// A flatmateRule is the rule at one cell: a 5 there needs the 1 above or
// the 9 below; when only one of them can be, it must be.
type flatmateRule struct {
	at, up, down int // up and down: -1 off the grid
	all          []int
}

func (r *flatmateRule) cells() []int { return r.all }

func (r *flatmateRule) prune(cand []sudoku.Set) bool {
	if !cand[r.at].Has(5) {
		return true
	}
	one := r.up >= 0 && cand[r.up].Has(1)
	nine := r.down >= 0 && cand[r.down].Has(9)
	switch {
	case !one && !nine:
		cand[r.at] = cand[r.at].Remove(5)
		return cand[r.at] != 0
	case cand[r.at] != sudoku.Bit(5): // not yet a 5: nothing more to say
	case !one:
		cand[r.down] = sudoku.Bit(9)
	case !nine:
		cand[r.up] = sudoku.Bit(1)
	}
	return true
}
