// Package human solves Sudoku the way people do: it keeps the candidates
// (pencil marks) of every empty cell and applies named techniques, one step
// at a time, each step explained in words.
//
// Entry points:
//
//   - NewBoard makes the candidate state of a grid; Board.Text prints it as
//     an aligned pencil-mark grid; ParseBoard reads one back.
//   - Next returns the next step on a board (a hint); Solve returns the
//     whole trace of a puzzle. A Solver does both and keeps its scratch
//     tables from step to step.
//   - A Step is plain data: technique, difficulty, placements,
//     eliminations, the cells, houses and chains of its pattern. Step.Explain
//     words it in English or Japanese (explain.go is the one place where
//     words are made); Step.Nudge and Step.Focus are the first two stages of
//     a hint; Step.JSON is its JSON form.
//   - A Profile fixes the technique set and search order. Natural (the
//     default) takes the simplest step a player could see; SukakuExplainer
//     follows Sukaku Explainer exactly, technique by technique and hint by
//     hint, so that package rate can compute the same ratings.
//
// How it works. The board holds a digit or a candidate set (one machine
// word) per cell. Each technique is a method of a searcher, in a file per
// family (singles.go, intersections.go, subsets.go, fish.go, wings.go,
// singledigit.go, uniqueness.go, bug.go, exclusion.go, alswings.go,
// chains*.go, nested.go); a profile lists them in order and the first that
// finds a step wins. Every technique walks houses and peers from the
// sudoku.Shape tables, so it works on every grid size where it is defined.
//
// The chaining engine (chains.go) is Sudoku Explainer's, rebuilt on
// integer potentials and ordered sets (data layout in chainset.go): the
// same breadth-first order, the same parents, hence the same chain lengths
// and ratings. It finds cycles and forcing chains, Nishio, multiple
// (cell and region) and dynamic forcing chains, and nested forcing chains,
// which decide every proper puzzle without guessing.
package human
