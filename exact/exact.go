package exact

import (
	"context"
	"errors"
	"fmt"

	"github.com/nanpure/nanpure/sudoku"
)

// Errors of a search. A grid whose givens break the rules gives the
// *sudoku.ConflictError (or sudoku.ConflictList) from Validate instead.
var (
	ErrNoSolution = errors.New("exact: no solution")
	ErrMultiple   = errors.New("exact: more than one solution")
	ErrNodeLimit  = errors.New("exact: node limit reached")
)

// Stats counts the work of a search.
type Stats struct {
	// Nodes is the number of search states propagated.
	Nodes int64
	// Guesses is the number of times the search tried a digit in a cell
	// while other digits were still open there. The last digit left at a
	// branch point is forced, not guessed. (The 9x9 engine branches on the
	// ways a digit can fill a band or a stack, and counts them the same
	// way: k ways at a branch point are k-1 guesses.)
	Guesses int64
}

// Result is what a search found.
type Result struct {
	Count    int         // solutions found, at most the limit
	Solution sudoku.Grid // the first solution found; zero Grid when Count is 0
	Stats    Stats
}

// Search looks for up to limit solutions of g (limit <= 0: all of them) and
// returns how many it found, the first one, and its statistics. It stops
// early when ctx is done, with an error that wraps ctx.Err() and the partial
// result. A grid with conflicting givens returns the error of g.Validate.
func Search(ctx context.Context, g sudoku.Grid, limit int) (Result, error) {
	return search(ctx, newRun(ctx, limit, nil), g)
}

// SearchInto is Search writing the first solution into dst, a grid of g's
// shape that the caller owns, instead of a new grid (Result.Solution is
// then dst): a caller solving puzzle after puzzle allocates nothing.
func SearchInto(ctx context.Context, g sudoku.Grid, limit int, dst sudoku.Grid) (Result, error) {
	r := newRun(ctx, limit, nil)
	r.dst = dst
	return search(ctx, r, g)
}

// SearchWithin is Search that gives up after maxNodes search nodes with an
// error wrapping ErrNodeLimit and the partial result. A generator uses it
// to skip the rare grid whose uniqueness would take too long to prove.
func SearchWithin(ctx context.Context, g sudoku.Grid, limit int, maxNodes int64) (Result, error) {
	r := newRun(ctx, limit, nil)
	r.maxNodes = maxNodes
	return search(ctx, r, g)
}

// Solve returns a solution of g: the first one found, without checking that
// it is the only one. It returns ErrNoSolution when there is none.
func Solve(ctx context.Context, g sudoku.Grid) (sudoku.Grid, error) {
	r, err := Search(ctx, g, 1)
	if err == nil && r.Count == 0 {
		err = ErrNoSolution
	}
	return r.Solution, err
}

// Unique returns the solution of g and proves it is the only one: it returns
// ErrNoSolution when there is none, and the first solution found together
// with ErrMultiple when there are several.
func Unique(ctx context.Context, g sudoku.Grid) (sudoku.Grid, error) {
	r, err := Search(ctx, g, 2)
	switch {
	case err != nil:
	case r.Count == 0:
		err = ErrNoSolution
	case r.Count > 1:
		err = ErrMultiple
	}
	return r.Solution, err
}

// Count returns the number of solutions of g, counting no further than limit
// (limit <= 0: no limit but the context's). Count(ctx, g, 2) tells whether a
// puzzle is proper: 1 means exactly one solution.
func Count(ctx context.Context, g sudoku.Grid, limit int) (int, error) {
	r, err := Search(ctx, g, limit)
	return r.Count, err
}

// Enumerate calls yield with each solution of g, until yield returns false
// or there are no more. The grids yielded are the caller's to keep.
func Enumerate(ctx context.Context, g sudoku.Grid, yield func(sudoku.Grid) bool) error {
	_, err := search(ctx, newRun(ctx, 0, yield), g)
	return err
}

func search(ctx context.Context, r run, g sudoku.Grid) (Result, error) {
	if g.Shape == nil || len(g.Cells) != g.Shape.Cells {
		return Result{}, fmt.Errorf("exact: grid has %d cells, not the %v of its shape", len(g.Cells), g.Shape)
	}
	if g.Shape == sudoku.Classic {
		// The 9x9 engine checks the givens itself, as it reads them.
		return searchClassic(g, r)
	}
	if err := g.Validate(); err != nil {
		return Result{}, err
	}
	if err := ctx.Err(); err != nil {
		return Result{}, fmt.Errorf("exact: %w", err)
	}
	return searchGeneral(g, r)
}

// checkEvery is how many nodes pass between two looks at the context: often
// enough to stop within a millisecond, rarely enough to cost nothing.
const checkEvery = 1 << 10

// run is the bookkeeping every engine shares: the limit, the solutions
// found, the statistics and the context.
type run struct {
	ctx      context.Context
	limit    int
	maxNodes int64 // 0: no limit
	yield    func(sudoku.Grid) bool
	dst      sudoku.Grid // the caller's grid for the first solution, if any
	count    int
	first    sudoku.Grid
	stats    Stats
	err      error
}

func newRun(ctx context.Context, limit int, yield func(sudoku.Grid) bool) run {
	return run{ctx: ctx, limit: limit, yield: yield}
}

// node counts a search node and reports whether the context is done.
func (r *run) node() (stop bool) {
	r.stats.Nodes++
	if r.maxNodes > 0 && r.stats.Nodes > r.maxNodes {
		r.err = fmt.Errorf("%w (%d nodes)", ErrNodeLimit, r.maxNodes)
		return true
	}
	if r.stats.Nodes%checkEvery == 0 {
		if err := r.ctx.Err(); err != nil {
			r.err = fmt.Errorf("exact: search stopped after %d nodes: %w", r.stats.Nodes, err)
			return true
		}
	}
	return false
}

// wantGrid reports whether the next solution must be built as a Grid: the
// first one is kept, and yield sees them all. Counting builds no others.
func (r *run) wantGrid() bool { return r.count == 0 || r.yield != nil }

// newGrid returns the grid to write a solution of shape s into: the
// caller's for the first solution, if it gave one, else a new grid.
func (r *run) newGrid(s *sudoku.Shape) sudoku.Grid {
	if r.count == 0 && r.dst.Shape == s && len(r.dst.Cells) == s.Cells {
		return r.dst
	}
	return sudoku.NewGrid(s)
}

// solution records a solution and reports whether the search should stop.
func (r *run) solution(g sudoku.Grid) (stop bool) {
	r.count++
	if r.count == 1 {
		r.first = g
	}
	if r.yield != nil && !r.yield(g) {
		return true
	}
	return r.count == r.limit
}

func (r *run) result() (Result, error) {
	return Result{Count: r.count, Solution: r.first, Stats: r.stats}, r.err
}
