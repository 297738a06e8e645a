package variant

import "github.com/nanpure/nanpure/sudoku"

// Parity marks cells that hold an odd digit, or with Even an even one.
type Parity struct {
	Cells []int
	Even  bool
}

func (p Parity) Kind() string {
	if p.Even {
		return "Even"
	}
	return "Odd"
}

func (p Parity) add(m *model) error {
	if err := checkCells(m.shape, p.Kind(), p.Cells); err != nil {
		return err
	}
	var s sudoku.Set
	for d := sudoku.Digit(1); int(d) <= m.shape.N; d++ {
		if p.ok(d) {
			s = s.Add(d)
		}
	}
	for _, c := range p.Cells {
		m.limit(c, s)
	}
	return nil
}

func (p Parity) holds(g sudoku.Grid) bool {
	for _, c := range p.Cells {
		if !p.ok(g.Cells[c]) {
			return false
		}
	}
	return true
}

func (p Parity) ok(d sudoku.Digit) bool { return (d%2 == 0) == p.Even }
