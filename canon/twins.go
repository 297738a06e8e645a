package canon

import (
	"slices"

	"github.com/nanpure/nanpure/sudoku"
)

// twins are the rows of a grid that are copies of others in their band,
// and the bands whose rows are copies of another's in order. Swapping two
// copies leaves the grid as it is, so the search tries one of them in each
// place and skips the others: an empty grid, or a puzzle of few givens, has
// many. (Columns need no such care: the search leaves open the columns that
// nothing tells apart yet.)
type twins struct {
	row, band classes
}

// classes[k] is the first line of k's class: k itself, or an earlier line
// of its group with the same content.
type classes []int

// copyUnused reports whether line k has a copy among the unused lines
// first..k-1, tried in its place already.
func (cl classes) copyUnused(k int, used []int, first int) bool {
	for m := first; m < k; m++ {
		if used[m] == 0 && cl[m] == cl[k] {
			return true
		}
	}
	return false
}

func findTwins(cells []sudoku.Digit, n, bandRows int) twins {
	rows := make([][]sudoku.Digit, n)
	for r := range n {
		rows[r] = cells[r*n : (r+1)*n]
	}
	bands := make([][]sudoku.Digit, 0, n/bandRows)
	for lo := 0; lo < n; lo += bandRows {
		bands = append(bands, cells[lo*n:(lo+bandRows)*n])
	}
	return twins{row: group(rows, bandRows), band: group(bands, n)}
}

// group returns the classes of lines that are equal within each group of
// size consecutive lines (for bands, size covers them all).
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
