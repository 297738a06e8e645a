// Package variant is Sudoku with more rules than rows, columns and boxes:
// the variants that most puzzles set today are (killer cages, thermometers,
// arrows, kropki dots, diagonals, jigsaw regions, anti-knight and the rest).
//
// A Puzzle is a classic grid (its Shape and givens) with a list of
// Constraints, each kind in a file of its own (cage.go, thermo.go, ...)
// holding its data, the rules it adds to the solver and the check of a
// finished grid. ParseISS reads the constraint strings of the Interactive
// Sudoku Solver (".Cage~10~R1C1~R1C2.Thermo~R1C3~R1C4") and the SudoCue
// killer format ("3x3::k:..."); ParseFPuzzles the JSON of f-puzzles and the
// compressed strings of f-puzzles and SudokuPad links.
//
// Count and Solve search for solutions as package exact does for classic
// grids, for every box shape: each cell keeps a set of candidates; a
// constraint adds rules of three kinds, which propagate until nothing
// changes before the search branches on the cell with fewest candidates:
//
//   - groups: cells whose digits all differ (rows, columns, boxes or jigsaw
//     regions, diagonals, cages; anti-knight and anti-king pairs), giving
//     each cell its peers, and hidden singles in groups of N cells;
//   - pairs: a relation between the digits of two cells (a kropki dot, a
//     thermometer's step, a whisper, a palindrome's mirror cells, cells of
//     an entropic or modular line, an extremum and its neighbours, an
//     indexer and the cells it may point to, a clone), kept arc consistent
//     through a table of the digits each digit allows;
//   - rules: anything else (a cage's sum over its combinations, an arrow's
//     bounds, a between or lockout line, the sums of zipper, region sum and
//     double arrow lines, the digits a quadruple holds), pruning
//     candidates soundly; a grid whose cells are all decided is checked
//     against every constraint exactly.
package variant
