// Package canon tells puzzles apart up to disguise: the canonical (minlex)
// form of a grid of any shape, and random equivalents.
//
// Two grids are equivalent when a validity-preserving transformation turns
// one into the other: reordering the bands, the rows within a band, the
// stacks and the columns within a stack; relabeling the digits; and, for
// square boxes only, transposing (which, with the others, gives every
// rotation and reflection). A 9x9 grid has 2 x 6^8 = 3,359,232 such
// reorderings, each with 9! relabelings.
//
// Entry points:
//
//   - Form returns the canonical form: of all the equivalent grids, the one
//     whose cells read row by row, 0 for an empty cell, are smallest. Two
//     grids are equivalent exactly when their forms are equal. On 9x9 it is
//     the usual minlex form.
//   - Random draws a Transform uniformly, Transform.Apply applies it, and
//     Shuffle does both: a random equivalent of a grid.
//
// # How Form works
//
// The form is written row by row. The digits of a form are labelled in
// the order they first appear, so the first row, whose digits are all
// different, reads as its pattern alone: its givens are 1, 2, 3 ... from
// the left, and it is smallest with the stacks of fewest givens first and
// the empty cells first in each stack. Every source row (of the grid and of
// its transposition) is tried as the first row, and the columns are not
// chosen then: a column stays open while every source column it may still
// get would write the same cells. Each later row is written cell by cell
// over every choice of its source row (within the band of the row above,
// or a new band); an open cell is written empty while some open column of
// its stack can give an empty cell (the smallest thing a cell can hold, so
// no choice is needed), else each open column with a digit is tried. A
// digit of the first row met in a later row reads the label of the output
// column that its column will take, and its column is placed there (the
// search tries each place it may take). On full rows, where every stack
// writes its first cell alike, a bound on what a stack can write (its
// digits grouped by the box of the first row they come from) drops the
// hopeless stacks at once (bound.go). The ideas are those of the fast
// minlexers, Dobrichev's patminlex above all: settle the first row by its
// pattern of givens before any digit, and keep row by row only the
// candidates that write the smallest rows.
//
// The states that wrote the smallest rows so far are kept in a list and
// each is taken up to write the next row, so no state goes further than a
// row before it is known to be among the best. Rows (and bands) that are
// copies of others are tried in one place only, since swapping them leaves
// the grid as it is: an empty grid takes one path, not millions.
//
// # Full 9x9 grids
//
// A full grid's first row reads 1 2 ... 9 whatever the order of its
// columns, so the search above tells the columns apart only from the second
// row on, and hundreds of partial transformations tie until then. Full 9x9
// sudoku grids take a path of their own (full.go), as the band-based
// minlexers do: once the first row is full, a digit's label is its
// column's output place, and the first band's second row fixes the order
// of every column. Each choice of the first band, its first two rows, its
// first stack and that stack's order forces the whole second row, whose
// first seven cells are known at once; only the few choices that write the
// smallest are followed, and the rest of the grid is then a sort of the
// other bands' rows. A full grid costs about twice a 17-given puzzle
// (eight times by the general search).
package canon
