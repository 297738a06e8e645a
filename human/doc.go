// Package human solves Sudoku the way people do: it keeps the candidates
// (pencil marks) of every empty cell and applies named techniques, one step
// at a time, each step explained in words.
//
// Entry points:
//
//   - NewBoard makes the candidate state of a grid; Board.Text prints it as
//     an aligned pencil-mark grid; ParseBoard reads one back (or a plain
//     puzzle).
//   - ParsePosition reads a puzzle in progress (a puzzle, a pencil-mark
//     grid, a line of HoDoKu's library; NewPosition and Position.Keep add
//     the digits placed and the marks kept) and ReadPosition proves its
//     puzzle unique and returns the board to find steps on and the
//     player's mistakes: the one reader of a position, for the command
//     line's hint and the web API alike.
//   - Next returns the next step on a board (a hint); Solve returns the
//     whole trace of a puzzle; AllSteps lists every step available
//     (HoDoKu's "Find all steps", the command line's hint --all). A Solver does both and keeps its scratch
//     tables from step to step; every search takes a context and stops
//     when it ends.
//   - A Step is plain data: technique, difficulty, placements,
//     eliminations, the cells, houses, cell groups and chains of its
//     pattern. Step.Explain words it in English or Japanese (explain.go is
//     the one place where words are made); Step.Nudge and Step.Focus are the
//     first two stages of a hint; Step.JSON is its JSON form.
//   - A Profile fixes the technique set and search order. Natural (the
//     default) takes the simplest step a player could see, among every
//     technique of the package; SukakuExplainer and SudokuExplainer follow
//     those programs exactly, technique by technique and hint by hint, so
//     that package rate computes the same ratings.
//
// How it works. The board holds a digit or a candidate set (one machine
// word) per cell. Each technique is a method of a searcher, in a file per
// family, and walks houses and peers from the sudoku.Shape tables, so it
// works on every grid size where it is defined:
//
//	singles.go        full house, hidden single, naked single
//	intersections.go  pointing, claiming (and their direct forms)
//	subsets.go        naked and hidden pairs, triples, quads
//	fish.go           X-Wing, Swordfish, Jellyfish, finned and sashimi
//	wings.go          XY-Wing, XYZ-Wing, W-Wing
//	alswings.go       WXYZ-Wing, VWXYZ-Wing (Sukaku Explainer's)
//	als.go            ALS-XZ, ALS-XY-Wing, Sue de Coq
//	singledigit.go    skyscraper, 2-string kite, turbot fish, empty
//	                  rectangle, three strong links
//	coloring.go       simple coloring
//	uniqueness.go     unique rectangles and loops (types 1-4), hidden
//	                  rectangle
//	rectangles.go     unique rectangles with a missing candidate (types
//	                  1, 2 and 4; natural profile)
//	allsteps.go       every step of a position (AllSteps)
//	bug.go            bivalue universal grave (types 1-4)
//	exclusion.go      aligned pair and triple exclusion
//	xychain.go        XY-chains
//	chains*.go        Sudoku Explainer's chaining engine: bidirectional
//	                  cycles, forcing chains, Nishio, multiple (cell and
//	                  region) and dynamic forcing chains
//	nested.go         nested forcing chains (techniques inside chains)
//
// A profile (profile.go) lists finders in order and the first that finds a
// step wins. The chaining engine (chains.go) is Sudoku Explainer's, rebuilt
// on integer potentials and ordered sets (data layout in chainset.go): the
// same breadth-first order, the same parents, hence the same chain lengths
// and ratings. Nested forcing chains decide every proper puzzle without
// guessing.
package human
