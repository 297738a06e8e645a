package sudoku

import "slices"

// A Grid is the digits of every cell of a shape, row by row; 0 is an empty
// cell. A Grid holds a slice: copying a Grid value shares its cells, Clone
// copies them.
type Grid struct {
	Shape *Shape
	Cells []Digit // len Shape.Cells
}

// NewGrid returns an empty grid of shape s.
func NewGrid(s *Shape) Grid { return Grid{Shape: s, Cells: make([]Digit, s.Cells)} }

// Clone returns a copy of g that shares nothing with it.
func (g Grid) Clone() Grid { return Grid{Shape: g.Shape, Cells: slices.Clone(g.Cells)} }

// Equal reports whether g and h have the same shape and the same digits.
func (g Grid) Equal(h Grid) bool { return g.Shape == h.Shape && slices.Equal(g.Cells, h.Cells) }

// Givens returns the number of filled cells.
func (g Grid) Givens() int {
	n := 0
	for _, d := range g.Cells {
		if d != 0 {
			n++
		}
	}
	return n
}

// Candidates returns the digits that cell could hold given the digits of its
// peers (all digits but those seen), or only its own digit when it is filled.
func (g Grid) Candidates(cell int) Set {
	if d := g.Cells[cell]; d != 0 {
		return Bit(d)
	}
	c := g.Shape.AllDigits()
	for _, p := range g.Shape.Peers(cell) {
		if d := g.Cells[p]; d != 0 {
			c = c.Remove(d)
		}
	}
	return c
}

// Validate checks that every digit is in 1..N and that no digit appears
// twice in a house. It returns nil, a *ConflictError, or a ConflictList when
// there are several conflicts.
func (g Grid) Validate() error {
	s := g.Shape
	if s == nil || len(g.Cells) != s.Cells {
		panic("sudoku: Validate of a grid without a shape or of the wrong length")
	}
	var list ConflictList
	for cell, d := range g.Cells {
		if int(d) > s.N {
			list = append(list, &ConflictError{Shape: s, Digit: d, House: -1, Cells: []int{cell}})
		}
	}
	where := make([]int, s.N+1)
	for h := 0; h < s.Houses(); h++ {
		clear(where)
		for _, cell := range s.House(h) {
			d := g.Cells[cell]
			if d == 0 || int(d) > s.N {
				continue
			}
			if where[d] == 0 {
				where[d] = cell + 1
				continue
			}
			if where[d] > 0 { // first duplicate of d in h: start an error with both cells
				list = append(list, &ConflictError{Shape: s, Digit: d, House: h, Cells: []int{where[d] - 1, cell}})
				where[d] = -len(list) // later copies join the same error
				continue
			}
			e := list[-where[d]-1]
			e.Cells = append(e.Cells, cell)
		}
	}
	switch len(list) {
	case 0:
		return nil
	case 1:
		return list[0]
	}
	return list
}

// IsSolved reports whether every cell is filled and no house repeats a digit.
func (g Grid) IsSolved() bool {
	return !slices.Contains(g.Cells, 0) && g.Validate() == nil
}

// Solves reports whether g is a solved grid that keeps every given of puzzle.
func (g Grid) Solves(puzzle Grid) bool {
	if g.Shape != puzzle.Shape || !g.IsSolved() {
		return false
	}
	for i, d := range puzzle.Cells {
		if d != 0 && g.Cells[i] != d {
			return false
		}
	}
	return true
}
