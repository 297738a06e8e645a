package sudoku

import (
	"strconv"
	"strings"
)

// Text writes the grid readably, one row per line, with box separators:
//
//	5 3 . | . 7 . | . . .
//	6 . . | 1 9 5 | . . .
//	. 9 8 | . . . | . 6 .
//	------+-------+------
//	8 . . | . 6 . | . . 3
//	...
//
// Empty cells are dots. With Numbers, or for a grid of more digits than the
// alphabet has symbols, cells are numbers right-aligned in columns of equal
// width. A Reader reads the text back, box shape included.
func (g Grid) Text(a Alphabet) string {
	s := g.Shape
	n := s.N
	numbers := a == Numbers || n > a.MaxSymbols()
	width := 1
	if numbers {
		width = len(strconv.Itoa(n))
	}
	boxes := n / s.BoxCols // boxes side by side
	boxWidth := s.BoxCols*(width+1) - 1
	var rule strings.Builder
	for b := 0; b < boxes; b++ {
		dashes := boxWidth + 2 // a space each side of the separator
		if b == 0 || b == boxes-1 {
			dashes--
		}
		if b > 0 {
			rule.WriteByte('+')
		}
		rule.WriteString(strings.Repeat("-", dashes))
	}
	rule.WriteByte('\n')

	var out strings.Builder
	out.Grow(n * (n*(width+1) + 2*boxes + 1) * 5 / 4)
	for r := 0; r < n; r++ {
		if r > 0 && r%s.BoxRows == 0 {
			out.WriteString(rule.String())
		}
		for c := 0; c < n; c++ {
			if c > 0 {
				if c%s.BoxCols == 0 {
					out.WriteString(" | ")
				} else {
					out.WriteByte(' ')
				}
			}
			d := g.Cells[r*n+c]
			sym := "."
			switch {
			case d == 0:
			case numbers:
				sym = strconv.Itoa(int(d))
			default:
				sym = a.Symbol(d, n)
			}
			for i := len(sym); i < width; i++ {
				out.WriteByte(' ')
			}
			out.WriteString(sym)
		}
		out.WriteByte('\n')
	}
	return out.String()
}
