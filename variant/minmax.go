package variant

import "github.com/nanpure/nanpure/sudoku"

// An Extremum is f-puzzles' minimum or maximum: the digit of its cell is
// smaller (Max: greater) than the digit of every cell beside it, above,
// below, left and right.
type Extremum struct {
	Cell int
	Max  bool
}

func (e Extremum) Kind() string {
	if e.Max {
		return "Maximum"
	}
	return "Minimum"
}

func (e Extremum) add(m *model) error {
	if err := checkCells(m.shape, e.Kind(), []int{e.Cell}); err != nil {
		return err
	}
	for _, n := range Besides(m.shape, e.Cell) {
		m.relate(e.Cell, n, e.ok)
	}
	return nil
}

func (e Extremum) holds(g sudoku.Grid) bool {
	for _, n := range Besides(g.Shape, e.Cell) {
		if !e.ok(g.Cells[e.Cell], g.Cells[n]) {
			return false
		}
	}
	return true
}

// ok reports whether x, the digit of the cell, and y, a neighbour's, keep
// the rule.
func (e Extremum) ok(x, y sudoku.Digit) bool {
	if e.Max {
		return x > y
	}
	return x < y
}

// Besides returns the cells beside c, above, below, left and right.
func Besides(s *sudoku.Shape, c int) []int {
	r, col := s.Row(c), s.Col(c)
	var out []int
	if r > 0 {
		out = append(out, c-s.N)
	}
	if col > 0 {
		out = append(out, c-1)
	}
	if col < s.N-1 {
		out = append(out, c+1)
	}
	if r < s.N-1 {
		out = append(out, c+s.N)
	}
	return out
}
