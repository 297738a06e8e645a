package canon

import (
	"slices"

	"github.com/nanpure/nanpure/sudoku"
)

// twins are the lines of a grid that are copies of others: two rows of a
// band (or columns of a stack) with the same cells, two bands (stacks)
// whose rows (columns) are the same in order. Swapping two copies leaves the
// grid as it is, so the search tries one of them in each place and skips
// the others: an empty grid, or a puzzle of few givens, has many.
type twins struct {
	row, col, band, stack classes
}

// classes[k] is the first line of k's class: k itself, or an earlier line
// of its group with the same content.
type classes []int

// copyUnused reports whether line k has a copy among the unused lines
// first..k-1, tried in its place already.
func (cl classes) copyUnused(k int, used []bool, first int) bool {
	for m := first; m < k; m++ {
		if !used[m] && cl[m] == cl[k] {
			return true
		}
	}
	return false
}

func findTwins(cells []sudoku.Digit, n, bandRows, stackCols int) twins {
	row := func(r int) []sudoku.Digit { return cells[r*n : (r+1)*n] }
	col := func(c int) []sudoku.Digit {
		out := make([]sudoku.Digit, n)
		for r := range n {
			out[r] = cells[r*n+c]
		}
		return out
	}
	rows, cols := make([][]sudoku.Digit, n), make([][]sudoku.Digit, n)
	for k := range n {
		rows[k], cols[k] = row(k), col(k)
	}
	return twins{
		row:   group(rows, bandRows),
		col:   group(cols, stackCols),
		band:  group(blocks(rows, bandRows), n),
		stack: group(blocks(cols, stackCols), n),
	}
}

// blocks joins the lines of each group of size into one.
func blocks(lines [][]sudoku.Digit, size int) [][]sudoku.Digit {
	var out [][]sudoku.Digit
	for lo := 0; lo < len(lines); lo += size {
		out = append(out, slices.Concat(lines[lo:lo+size]...))
	}
	return out
}

// group returns the classes of lines that are equal within each group of
// size consecutive lines (for bands and stacks, size covers them all).
func group(lines [][]sudoku.Digit, size int) classes {
	cl := make(classes, len(lines))
	for k := range lines {
		cl[k] = k
		for m := k - k%size; m < k; m++ {
			if slices.Equal(lines[m], lines[k]) {
				cl[k] = cl[m]
				break
			}
		}
	}
	return cl
}
