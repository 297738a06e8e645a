// Package generate makes Sudoku puzzles with exactly one solution, for every
// box shape: with a symmetry of the givens, minimal, with a given number of
// givens, in a rating range (a level) or needing a technique, each the same
// again from the same seed.
//
// Entry point: Puzzle(ctx, Options) returns a Result (puzzle, solution,
// symmetry, rating, and the work it took). Symmetry names the patterns
// (ParseSymmetry reads them); a Rater connects the human solver's rating:
// SE (Sudoku Explainer's scale, Options.SetLevel), NewRater for another
// profile's, HoDoKu for HoDoKu 2.2.4's levels (Options.SetHoDoKuLevel,
// hodokurate.go).
//
// # How it works
//
//  1. Sampling (fill.go). A full grid is drawn by a randomised search on the
//     empty grid: singles propagated, a branch on a cell with the fewest
//     candidates (ties broken at random), its digits tried in random order.
//     No row, box or band is fixed in advance.
//  2. Removal (remove.go). The symmetry cuts the cells into orbits (a cell
//     and its images: 1, 2 or 4 cells). The orbits are taken away in random
//     order, each once; an orbit stays away when the solution stays unique,
//     else it goes back. Since removing givens only adds solutions, one pass
//     leaves no orbit that could still go.
//  3. Uniqueness (unique.go). The solution is known, so each check asks
//     whether it is still the only one: by exact.SearchWithin (count to 2,
//     within a node budget) up to 16x16, after a free test that the removed
//     cells are forced by their peers; by naked and hidden singles on larger
//     grids, where a search can take billions of nodes. A check that cannot
//     decide keeps the givens: no puzzle is ever unique without proof.
//  4. Minimality (minimal.go). Each given not already proved needed is
//     removed alone and the puzzle searched. With a symmetry, givens that
//     could go alone are common; the puzzle is then repaired by a random walk
//     (take an orbit out, put back orbits where another solution differs,
//     pass again) rather than thrown away.
//  5. Steering (steer.go). With a rating range or a technique, each removal
//     that keeps the solution unique is also rated (by a Rater: SE, the
//     Sudoku Explainer rating of package rate, by default), and undone when
//     the puzzle would rate above the range (or need something harder than
//     the technique): attempts end as hard as the cap allows, instead of
//     being drawn blindly until one happens to match.
//  6. Walking (walk.go). An attempt that ends outside the rating range,
//     without the technique or with more givens than asked takes local
//     steps towards the request (take an orbit out, make the solution
//     unique again, pass again), keeping each step that gets no further
//     from it. Near the floor of the range, a step that singles take much
//     further than the puzzle it stands on is dropped unrated (further.go):
//     such steps are nearly always easier.
//  7. Easing (ease.go). An attempt that ends above the range's top, when
//     the number of givens is free, gets back the last orbits its removal
//     pass took (16, 64, 256 ... of them, then a bisection if that went
//     too easy) before it walks.
//
// An attempt whose walk does not arrive is followed by another from a new
// grid, up to Options.Attempts. A request that no puzzle can meet
// fails at once with ErrImpossible; one beyond the search budgets (minimal
// puzzles above 16x16, minimal rot90 ones from 16x16) with ErrOutOfReach; one that no
// attempt met with ErrNotFound, saying why. Every search runs under the
// context and a node budget, so Puzzle always returns.
//
// # Reproducibility
//
// All randomness comes from one PCG source seeded from Options.Seed, read
// through this package's own uniform draws (random.go), and no decision
// depends on time, map order or the number of threads: the same Options
// give the same puzzle on every machine. Uniqueness verdicts are facts, so
// a change of the exact engine changes no puzzle (except, on 16x16, where
// a check runs out of its node budget); a change of the rating changes the
// puzzles steered by it. Callers that make many puzzles give each its own
// seed (the command line uses seed, seed+1, ...), so they can be made in
// parallel and any one of them made again alone.
package generate
