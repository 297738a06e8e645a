package variant

import "github.com/nanpure/nanpure/sudoku"

// A Kropki dot between two cells: white, their digits are consecutive;
// black, one is twice the other.
type Kropki struct {
	A, B  int
	Black bool
}

func (k Kropki) Kind() string {
	if k.Black {
		return "BlackDot"
	}
	return "WhiteDot"
}

func (k Kropki) add(m *model) error {
	if err := checkCells(m.shape, k.Kind(), []int{k.A, k.B}); err != nil {
		return err
	}
	m.relate(k.A, k.B, k.ok)
	return nil
}

func (k Kropki) holds(g sudoku.Grid) bool { return k.ok(g.Cells[k.A], g.Cells[k.B]) }

func (k Kropki) ok(x, y sudoku.Digit) bool {
	if k.Black {
		return x == 2*y || y == 2*x
	}
	return x == y+1 || y == x+1
}
