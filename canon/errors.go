package canon

import (
	"errors"
	"fmt"

	"github.com/nanpure/nanpure/sudoku"
)

// ErrRepeat is the error of a grid with a digit twice in a row or a column,
// which has no canonical form: the search counts on the digits of a row
// being different.
var ErrRepeat = errors.New("canon: a digit repeats in a row or column")

// checkLines returns ErrRepeat, wrapped with the place, when a row or a
// column of g holds a digit twice.
func checkLines(g sudoku.Grid) error {
	n := g.Shape.N
	for k := range n {
		var inRow, inCol sudoku.Set
		for m := range n {
			if d := g.Cells[k*n+m]; d != 0 {
				if inRow&sudoku.Bit(d) != 0 {
					return fmt.Errorf("%w: row %d", ErrRepeat, k+1)
				}
				inRow |= sudoku.Bit(d)
			}
			if d := g.Cells[m*n+k]; d != 0 {
				if inCol&sudoku.Bit(d) != 0 {
					return fmt.Errorf("%w: column %d", ErrRepeat, k+1)
				}
				inCol |= sudoku.Bit(d)
			}
		}
	}
	return nil
}
