// Package exact finds the solutions of a grid by search: it solves, counts
// solutions up to a limit, and enumerates them, for every shape.
//
// Entry points: Solve (any one solution), Unique (the solution, proved
// unique), Count (how many, up to a limit: Count(ctx, g, 2) tells whether a
// puzzle is proper), Enumerate (each solution in turn), Search and
// SearchWithin (count, first solution and Stats, optionally within a node
// budget).
//
// Every call takes a context and stops soon after it is cancelled, with an
// error that wraps ctx.Err(). Givens that break the rules are reported as
// the *sudoku.ConflictError of Grid.Validate; a puzzle without a solution is
// ErrNoSolution (or a count of 0).
//
// How it works (general.go): each cell keeps its candidates as a bit set;
// a decided digit is removed from the cell's peers (naked singles) and a
// digit with one place left in a house is placed there (hidden singles),
// until nothing changes; then one pass of locked candidates (locked.go) and
// the singles again. Then the search branches, on the cell with the fewest
// candidates or, when no cell has two, on a digit with two places left in a
// house, copying the state for each guess. Among equal choices it takes the
// one in the houses where it has met most contradictions (dom/wdeg), and
// until it finds a first solution it restarts now and then, keeping those
// weights (restart.go).
//
// Grids of sudoku.Classic (9x9) go to a specialised engine instead
// (classic.go), with the same results and the same meaning of Stats: per
// digit, one 27-bit word of candidate cells per band; the rule that a
// digit's mini-rows in a band (and mini-columns in a stack) form a
// permutation matrix, which gives locked candidates and hidden singles by
// table lookups; naked singles; the rule that a mini-row holds three
// digits. It branches on how one digit fills one band or stack, which
// needs about half the guesses of branching on a cell. The general engine
// is its reference in the tests.
package exact
