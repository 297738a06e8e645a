// Package scan reads a Sudoku puzzle from a photo of a printed grid.
//
// Read is the entry point: it finds the puzzle's grid in the image, reads
// the digit printed in each cell with a small classifier embedded in the
// package, and lets the exact solver check the reading. A reading with no
// solution or several is certainly wrong, so Read tries the classifier's
// next readings of the least certain cells until exactly one solution
// remains, and says which cells it changed.
//
// How it works, step by step:
//
//  1. The image is scaled down to at most maxSide pixels on its long side
//     and made gray (gray.go): memory stays bounded for any photo.
//  2. An adaptive threshold (each pixel against the mean of its
//     neighbourhood, from an integral image) marks the ink, whatever the
//     shadows (threshold.go).
//  3. The connected components of ink are the candidates for the grid's
//     outline: a large component whose extreme points along the two
//     diagonals make a convex quadrilateral (components.go, find.go).
//  4. Inside each candidate's outline, warped to a square through the
//     homography of its corners (warp.go), the grid is the comb of ten
//     evenly spaced lines each way that falls on the most long strokes of
//     ink (refine.go): a title's rule or a neighbouring grid that touches
//     the puzzle no longer pulls a corner away. The candidate is then
//     scored by its lines: a photo, a cartoon or a block of text has not
//     got them. The largest grid is the puzzle, unless nearly all its
//     cells are filled (a solution grid) and another grid is there.
//  5. The lines are then located locally, so that curved paper is
//     followed, and each cell is cut along them (lines.go, cells.go). A
//     line moves little from one cell to the next: its pieces outside
//     the longest chain of pieces that agree with their neighbours
//     found a run of digits' strokes, not the line, and are
//     interpolated instead; a line of which fewer than three pieces
//     were found is placed by its neighbours. The digit is the largest
//     ink component near the cell's centre, with the pieces within
//     reach that keep it of a digit's size (a faded stroke cuts a digit
//     apart); failing one, the pieces near the centre that are joined
//     into a digit's size (a blurred digit falls apart into short
//     bars); its own ink and a halo around it, scaled to a small square
//     of pixels, are the classifier's features, with the blob's shape,
//     where it sits in the cell and whether it passed for a digit.
//  6. The classifier (model.go) is a one-hidden-layer perceptron of some
//     17,000 weights, trained by the command in scan/internal/train on
//     photos and on digits rendered from fonts. It reads each blob as a
//     digit or as "not a digit".
//  7. A blob that passed for a digit is read as its likeliest digit
//     unless that is unlikely, even when "not a digit" is likelier: the
//     solver notices a digit too many, never one missing from a puzzle
//     that stays unique. The solver checks the reading (repair.go): the
//     sets of second readings are tried cheapest first (a set's cost is
//     the sum of minus the log of each reading's probability over the
//     first one's), up to Options.MaxCost, and the first with exactly one
//     solution is taken.
//
// Decode reads a JPEG, PNG or PGM within bounds; Draw pictures what was
// read, for a person to check; Extract and Extraction.Read split Read in
// two for the training command.
//
// Everything is pure Go on the standard library's image types, so the
// same code runs in the WebAssembly build of the page.
package scan
