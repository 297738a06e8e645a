package variant

import "github.com/nanpure/nanpure/sudoku"

// A Thermo is a thermometer: its digits increase from the bulb, Cells[0];
// on a slow thermometer (Slow) a digit may also equal the one before it.
type Thermo struct {
	Cells []int
	Slow  bool
}

func (t Thermo) Kind() string {
	if t.Slow {
		return "SlowThermo"
	}
	return "Thermo"
}

// Each step is a pair: kept consistent one after the other, the steps bound
// every cell by its place on the thermometer.
func (t Thermo) add(m *model) error { return addWithin(m, t.Kind(), t.Cells, 2, t.ok) }

func (t Thermo) holds(g sudoku.Grid) bool { return holdsWithin(g, t.Cells, 2, t.ok) }

func (t Thermo) ok(x, y sudoku.Digit) bool { return x < y || t.Slow && x == y }
