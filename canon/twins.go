package canon

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

// find sets the twins of a grid of n rows, bandRows to a band, reusing
// the room of tw.
func (tw *twins) find(cells []Digit, n, bandRows int) {
	tw.row = group(tw.row[:0], cells, n, n, bandRows)
	tw.band = group(tw.band[:0], cells, n/bandRows, bandRows*n, n)
}

// group appends to cl the classes of the lines of cells, count lines of
// size cells each, equal within each group of groupSize consecutive lines.
func group(cl classes, cells []Digit, count, size, groupSize int) classes {
	for k := range count {
		cl = append(cl, k)
		for m := k - k%groupSize; m < k; m++ {
			if equal(cells[m*size:(m+1)*size], cells[k*size:(k+1)*size]) {
				cl[k] = cl[m]
				break
			}
		}
	}
	return cl
}
