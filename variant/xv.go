package variant

import (
	"fmt"

	"github.com/nanpure/nanpure/sudoku"
)

// An XV mark between two cells: their digits add up to Sum, 10 for an X
// and 5 for a V.
type XV struct {
	A, B int
	Sum  int
}

func (x XV) Kind() string {
	if x.Sum == 5 {
		return "V"
	}
	return "X"
}

func (x XV) add(m *model) error {
	if x.Sum != 5 && x.Sum != 10 {
		return fmt.Errorf("variant: an XV sum of %d: want 5 or 10", x.Sum)
	}
	if err := checkCells(m.shape, x.Kind(), []int{x.A, x.B}); err != nil {
		return err
	}
	m.relate(x.A, x.B, func(a, b sudoku.Digit) bool { return int(a)+int(b) == x.Sum })
	return nil
}

func (x XV) holds(g sudoku.Grid) bool { return int(g.Cells[x.A])+int(g.Cells[x.B]) == x.Sum }
