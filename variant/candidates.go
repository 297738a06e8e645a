package variant

import "github.com/nanpure/nanpure/sudoku"

// Candidates limits a cell to some digits: a given that is one of several
// (ISS's ".~R1C1_1_2").
type Candidates struct {
	Cell   int
	Digits sudoku.Set
}

func (k Candidates) Kind() string { return "Given" }

func (k Candidates) add(m *model) error {
	if err := checkCells(m.shape, "Given", []int{k.Cell}); err != nil {
		return err
	}
	m.limit(k.Cell, k.Digits)
	return nil
}

func (k Candidates) holds(g sudoku.Grid) bool { return k.Digits.Has(g.Cells[k.Cell]) }
