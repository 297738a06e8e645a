package variant

import "github.com/nanpure/nanpure/sudoku"

// A Kropki dot between two cells: white, their digits are consecutive;
// black, one is twice the other. N, when set, is another difference
// (white) or ratio (black), as f-puzzles writes in the dot.
type Kropki struct {
	A, B  int
	Black bool
	N     int
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
	n := k.N
	if k.Black {
		if n == 0 {
			n = 2
		}
		return int(x) == n*int(y) || int(y) == n*int(x)
	}
	if n == 0 {
		n = 1
	}
	return int(x)-int(y) == n || int(y)-int(x) == n
}
