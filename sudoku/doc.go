// Package sudoku is the model of a Sudoku (Number Place) grid of any box
// shape, and its text formats.
//
// A Shape is the geometry of a grid whose boxes are R x C cells: N = R*C
// digits, N*N cells, 3N houses (rows, columns, boxes). Its tables (the cells
// of each house, the peers of each cell) are built once and shared, so code
// that walks houses and peers works for 4x4, 6x6, 9x9, 12x12, 16x16, 25x25
// and 36x36 grids alike. Classic is the 9x9 shape.
//
// A Grid holds a digit (1..N, 0 for empty) per cell. A Set is a set of
// candidate digits in one 64-bit word. An Alphabet maps digits to symbols.
//
// Validate reports broken givens as a *ConflictError (or a ConflictList of
// them) naming the digit, the house and the cells.
package sudoku
