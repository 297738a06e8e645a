package canon

import (
	"math/rand/v2"

	"github.com/nanpure/nanpure/sudoku"
)

// A Transform is one validity-preserving transformation of a shape: an
// optional transposition, then a permutation of the rows and one of the
// columns that keep bands and stacks whole, then a relabeling of the digits.
type Transform struct {
	// Transpose swaps rows and columns first; only square boxes allow it.
	Transpose bool
	// Rows[i] is the row (of the grid after the transposition) that
	// becomes row i; Cols[j] the column that becomes column j.
	Rows, Cols []int
	// Digits[d] is the digit that d becomes (Digits[0] is 0: empty stays
	// empty).
	Digits []sudoku.Digit
}

// Apply returns the grid that t makes of g.
func (t Transform) Apply(g sudoku.Grid) sudoku.Grid {
	s := g.Shape
	out := sudoku.NewGrid(s)
	for i, r := range t.Rows {
		for j, c := range t.Cols {
			src := r*s.N + c
			if t.Transpose {
				src = c*s.N + r
			}
			out.Cells[i*s.N+j] = t.Digits[g.Cells[src]]
		}
	}
	return out
}

// Random returns a transformation of shape s drawn uniformly from them all:
// each transposition (for square boxes), order of bands and stacks, order
// of rows and columns within them, and relabeling equally likely.
func Random(s *sudoku.Shape, r *rand.Rand) Transform {
	t := Transform{
		Transpose: s.BoxRows == s.BoxCols && r.IntN(2) == 1,
		Rows:      lines(s.BoxRows, s.BoxCols, r),
		Cols:      lines(s.BoxCols, s.BoxRows, r),
		Digits:    make([]sudoku.Digit, s.N+1),
	}
	for i, d := range r.Perm(s.N) {
		t.Digits[i+1] = sudoku.Digit(d + 1)
	}
	return t
}

// lines is a random order of the n*groups lines (rows or columns) of a grid
// whose lines come in groups (bands or stacks) of n: the groups shuffled,
// then the lines within each group.
func lines(n, groups int, r *rand.Rand) []int {
	var out []int
	for _, g := range r.Perm(groups) {
		for _, k := range r.Perm(n) {
			out = append(out, g*n+k)
		}
	}
	return out
}

// Shuffle returns a random equivalent of g: Random(g.Shape, r).Apply(g).
func Shuffle(g sudoku.Grid, r *rand.Rand) sudoku.Grid {
	return Random(g.Shape, r).Apply(g)
}
