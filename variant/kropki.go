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
	n := k.n()
	if k.Black {
		return int(x) == n*int(y) || int(y) == n*int(x)
	}
	return int(x)-int(y) == n || int(y)-int(x) == n
}

// n is the dot's ratio or difference: N, or 2 for a black dot and 1 for a
// white one when N is 0.
func (k Kropki) n() int {
	switch {
	case k.N != 0:
		return k.N
	case k.Black:
		return 2
	}
	return 1
}
