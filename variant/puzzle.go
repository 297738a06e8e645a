package variant

import (
	"fmt"
	"strings"

	"github.com/nanpure/nanpure/sudoku"
)

// A Puzzle is a grid with extra constraints. Givens holds the given digits
// (0: empty); its Shape is the grid's. Regions, when set, replace the boxes
// (a jigsaw): N regions of N cells, each cell in one.
type Puzzle struct {
	Givens      sudoku.Grid
	Regions     [][]int
	Constraints []Constraint
}

// A Constraint is one rule of a variant. Its cells are numbered as the
// Shape numbers them (row by row from 0).
type Constraint interface {
	// Kind is the constraint's name in the ISS format ("Cage", "Thermo"),
	// or f-puzzles' for a kind ISS has not ("Minimum").
	Kind() string
	// add adds the constraint's groups, pairs and rules to m, or says why
	// it cannot hold on m's shape.
	add(m *model) error
	// holds reports whether the digits of a full grid satisfy it.
	holds(g sudoku.Grid) bool
}

// Shape is the geometry of p's grid for the human solver: its Givens'
// shape, or for a jigsaw the shape whose boxes are its regions
// (sudoku.Jigsaw).
func (p *Puzzle) Shape() (*sudoku.Shape, error) {
	if p.Regions == nil {
		return p.Givens.Shape, nil
	}
	return sudoku.Jigsaw(p.Givens.Shape, p.Regions)
}

// houses are the groups every puzzle has: rows, columns, and the boxes or
// the jigsaw's regions (the boxes of its Shape, which checks them).
func (p *Puzzle) houses() ([][]int, error) {
	s, err := p.Shape()
	if err != nil {
		return nil, fmt.Errorf("variant: %s", strings.TrimPrefix(err.Error(), "sudoku: "))
	}
	hs := make([][]int, 3*s.N)
	for h := range hs {
		hs[h] = s.House(h)
	}
	return hs, nil
}

// Check reports whether g, a full grid of p's shape, is a solution of p:
// its givens kept, every house and every constraint satisfied.
func (p *Puzzle) Check(g sudoku.Grid) bool {
	s := p.Givens.Shape
	if g.Shape != s || len(g.Cells) != s.Cells {
		return false
	}
	hs, err := p.houses()
	return err == nil && p.check(g, hs)
}

// check is Check with the houses of p given (the search's model keeps
// them).
func (p *Puzzle) check(g sudoku.Grid, hs [][]int) bool {
	for c, d := range p.Givens.Cells {
		if d != 0 && g.Cells[c] != d {
			return false
		}
	}
	for _, h := range hs {
		if !distinct(g.Cells, h) {
			return false
		}
	}
	for _, k := range p.Constraints {
		if !k.holds(g) {
			return false
		}
	}
	return true
}

// distinct reports whether the digits of cells in g are digits and differ.
func distinct(g []sudoku.Digit, cells []int) bool {
	var seen sudoku.Set
	for _, c := range cells {
		d := g[c]
		if d == 0 || seen.Has(d) {
			return false
		}
		seen = seen.Add(d)
	}
	return true
}

// checkCells says which cell of cells is outside a grid of s, or listed
// twice (a line through a cell twice, which the sum rules would count
// wrong), if any.
func checkCells(s *sudoku.Shape, kind string, cells []int) error {
	if len(cells) == 0 {
		return fmt.Errorf("variant: %s with no cells", kind)
	}
	seen := make(map[int]bool, len(cells))
	for _, c := range cells {
		if c < 0 || c >= s.Cells {
			return fmt.Errorf("variant: %s: cell %d is outside the %dx%d grid", kind, c, s.N, s.N)
		}
		if seen[c] {
			return fmt.Errorf("variant: %s lists %s twice", kind, s.CellName(c))
		}
		seen[c] = true
	}
	return nil
}
