package variant

import "github.com/nanpure/nanpure/sudoku"

// A Thermo is a thermometer: its digits increase from the bulb, Cells[0].
type Thermo struct{ Cells []int }

func (t Thermo) Kind() string { return "Thermo" }

func (t Thermo) add(m *model) error {
	if err := checkCells(m.shape, "Thermo", t.Cells); err != nil {
		return err
	}
	// Each step a pair: kept consistent one after the other, the steps
	// bound every cell by its place on the thermometer.
	for i := 1; i < len(t.Cells); i++ {
		m.relate(t.Cells[i-1], t.Cells[i], func(x, y sudoku.Digit) bool { return x < y })
	}
	return nil
}

func (t Thermo) holds(g sudoku.Grid) bool {
	for i := 1; i < len(t.Cells); i++ {
		if g.Cells[t.Cells[i-1]] >= g.Cells[t.Cells[i]] {
			return false
		}
	}
	return true
}
