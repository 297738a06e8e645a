package render

import (
	"github.com/nanpure/nanpure/sudoku"
	"github.com/nanpure/nanpure/variant"
)

// Proportions of a grid, as fractions of the side of a cell.
const (
	symbolScale = 0.62 // font size of a one-character symbol
	symbolRoom  = 0.62 // the widest symbol ("16" in numbers) fits in this width
	foundGray   = 0.5  // digits a solution adds to the givens
)

// drawGrid draws grid g with its top left corner at (x, y) and the given
// side. When solution is set, g is the solution of puzzle: the digits it adds
// are grey and the givens bold.
//
// Line widths follow the size of a cell, within limits that keep thin lines
// visible on paper and thick ones from filling small cells: cell lines
// 0.3-0.6 pt, box lines 0.9-1.8 pt, the border a third thicker.
func drawGrid(x, y, side float64, g, puzzle sudoku.Grid, solution bool, a sudoku.Alphabet, v *variant.Puzzle) drawing {
	sh := g.Shape
	n := sh.N
	c := side / float64(n)
	boxW := min(max(c*0.05, 0.9), 1.8)
	d := drawing{
		shape:  sh.String(),
		cells:  stroke{width: min(max(c*0.02, 0.3), 0.6)},
		boxes:  stroke{width: boxW},
		border: frame{x: x, y: y, w: side, h: side, width: boxW * 4 / 3},
	}
	if v != nil {
		d.under, d.over, d.notes = variantMarks(v, x, y, c)
	}
	if v != nil && v.Regions != nil {
		d.cells.lines, d.boxes.lines = regionLines(v.Regions, x, y, c, n)
	}
	for i := 1; i < n && (v == nil || v.Regions == nil); i++ {
		at := float64(i) * c
		v := line{x + at, y, x + at, y + side}
		h := line{x, y + at, x + side, y + at}
		if i%sh.BoxCols == 0 {
			d.boxes.lines = append(d.boxes.lines, v)
		} else {
			d.cells.lines = append(d.cells.lines, v)
		}
		if i%sh.BoxRows == 0 {
			d.boxes.lines = append(d.boxes.lines, h)
		} else {
			d.cells.lines = append(d.cells.lines, h)
		}
	}

	if n > a.MaxSymbols() {
		a = sudoku.Numbers
	}
	widest := 0.0
	for digit := 1; digit <= n; digit++ {
		widest = max(widest, bold.width(a.Symbol(sudoku.Digit(digit), n), 1))
	}
	size := c * min(symbolScale, symbolRoom/widest)
	for i, digit := range g.Cells {
		if digit == 0 {
			continue
		}
		l := label{
			x:     x + (float64(i%n)+0.5)*c,
			y:     y + (float64(i/n)+0.5)*c + size*capHeight/2000,
			size:  size,
			align: alignCenter,
			text:  a.Symbol(digit, n),
		}
		if solution {
			if puzzle.Cells[i] != 0 {
				l.font = bold
			} else {
				l.gray = foundGray
			}
		}
		d.symbols = append(d.symbols, l)
	}
	return d
}

// regionLines are the lines of a jigsaw: between two cells, a thick line
// where their regions differ, a thin one where they are the same.
func regionLines(regions [][]int, x, y, c float64, n int) (thin, thick []line) {
	of := make([]int, n*n)
	for i, r := range regions {
		for _, cell := range r {
			of[cell] = i
		}
	}
	for r := range n {
		for col := range n {
			cell := r*n + col
			left, top := x+float64(col)*c, y+float64(r)*c
			if col+1 < n {
				l := line{left + c, top, left + c, top + c}
				if of[cell] != of[cell+1] {
					thick = append(thick, l)
				} else {
					thin = append(thin, l)
				}
			}
			if r+1 < n {
				l := line{left, top + c, left + c, top + c}
				if of[cell] != of[cell+n] {
					thick = append(thick, l)
				} else {
					thin = append(thin, l)
				}
			}
		}
	}
	return thin, thick
}
