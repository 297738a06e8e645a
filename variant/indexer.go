package variant

import (
	"fmt"

	"github.com/nanpure/nanpure/sudoku"
)

// An Indexer is f-puzzles' row, column or box indexer, a cell whose digit
// says where a digit goes: a row indexer in row r says in which row its
// column holds r (rows, columns and boxes counted from 1); a column indexer
// in column c, in which column its row holds c; a box indexer in box b,
// in which cell of its box (in reading order) b is.
type Indexer struct {
	Cell  int
	Of    string       // "row", "column" or "box"
	Digit sudoku.Digit // the digit it places: its row's, column's or box's number
}

// NewIndexer returns the indexer of kind of ("row", "column", "box") in
// cell of a grid of s.
func NewIndexer(s *sudoku.Shape, cell int, of string) Indexer {
	x := Indexer{Cell: cell, Of: of}
	if cell >= 0 && cell < s.Cells {
		_, x.Digit = x.indexed(s)
	}
	return x
}

func (x Indexer) Kind() string {
	switch x.Of {
	case "row":
		return "RowIndexer"
	case "column":
		return "ColumnIndexer"
	case "box":
		return "BoxIndexer"
	}
	return ""
}

// indexed returns the cells the indexer's digit points into, in order (the
// digit d points to the d-th), and the digit it places there.
func (x Indexer) indexed(s *sudoku.Shape) (cells []int, digit sudoku.Digit) {
	r, c := s.Row(x.Cell), s.Col(x.Cell)
	switch x.Of {
	case "row":
		return s.House(s.N + c), sudoku.Digit(r + 1)
	case "column":
		return s.House(r), sudoku.Digit(c + 1)
	}
	b := s.Box(x.Cell)
	return s.House(2*s.N + b), sudoku.Digit(b + 1)
}

func (x Indexer) add(m *model) error {
	if err := checkCells(m.shape, "indexer", []int{x.Cell}); err != nil {
		return err
	}
	if x.Kind() == "" {
		return fmt.Errorf("variant: an indexer of %q, want row, column or box", x.Of)
	}
	if x.Of == "box" && m.jigsaw {
		return fmt.Errorf("variant: a box indexer on a jigsaw is not read here")
	}
	cells, digit := x.indexed(m.shape)
	if digit != x.Digit {
		return fmt.Errorf("variant: a %s indexer in %s places %d, not %d", x.Of, m.shape.CellName(x.Cell), digit, x.Digit)
	}
	for i, j := range cells {
		if j == x.Cell {
			continue
		}
		// The indexer points to j exactly when j holds the digit.
		at := sudoku.Digit(i + 1)
		m.relate(x.Cell, j, func(a, b sudoku.Digit) bool { return (a == at) == (b == digit) })
	}
	return nil
}

func (x Indexer) holds(g sudoku.Grid) bool {
	cells, digit := x.indexed(g.Shape)
	d := g.Cells[x.Cell]
	return d >= 1 && int(d) <= len(cells) && g.Cells[cells[d-1]] == digit
}

// A Clone is f-puzzles' clone: two shapes of cells, each cell of the first
// holding the digit of the cell in the same place in the second.
type Clone struct {
	Cells, Clones []int
}

func (k Clone) Kind() string { return "Clone" }

func (k Clone) add(m *model) error {
	if err := checkCells(m.shape, k.Kind(), append(append([]int{}, k.Cells...), k.Clones...)); err != nil {
		return err
	}
	if len(k.Cells) != len(k.Clones) {
		return fmt.Errorf("variant: a clone of %d cells as %d", len(k.Cells), len(k.Clones))
	}
	for i, c := range k.Cells {
		if c != k.Clones[i] {
			m.relate(c, k.Clones[i], func(a, b sudoku.Digit) bool { return a == b })
		}
	}
	return nil
}

func (k Clone) holds(g sudoku.Grid) bool {
	for i, c := range k.Cells {
		if g.Cells[c] != g.Cells[k.Clones[i]] {
			return false
		}
	}
	return true
}
