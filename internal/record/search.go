package record

import (
	"context"
	"errors"
	"strconv"

	"github.com/nanpure/nanpure/exact"
	"github.com/nanpure/nanpure/sudoku"
)

// An Outcome is what an exact search found in a grid.
type Outcome struct {
	Status    string        // Unique, Multiple, None, Solved, Timeout or Invalid
	Solutions []sudoku.Grid // the first solutions found, at most keep of them
	Count     int           // solutions found, at most the limit
	AtLimit   bool          // the search stopped at the limit: there may be more
	Msg       string        // why, for Timeout and Invalid
}

// Search counts the solutions of g up to limit (0: all), keeping the first
// keep of them, and says what it found: Unique (one solution, and the
// search for a second ended), Multiple, None, or Solved (one solution when
// limit is 1: whether it is the only one is not known). When ctx's deadline
// comes first the status is Timeout, with the count so far ("gave up after
// 3 solutions: ...").
//
// Any other failure (givens in conflict, a *sudoku.ConflictError; ctx
// cancelled) is returned as the error, and the outcome is Invalid with its
// message: a caller that reports every puzzle in its record may ignore the
// error.
func Search(ctx context.Context, g sudoku.Grid, limit, keep int) (Outcome, error) {
	return SearchInto(ctx, g, limit, keep, nil)
}

// SearchInto is Search keeping the solutions in room[:0], grown if need
// be: a caller that searches puzzle after puzzle, and is done with one
// outcome before the next, reuses one room and allocates nothing for them.
func SearchInto(ctx context.Context, g sudoku.Grid, limit, keep int, room []sudoku.Grid) (Outcome, error) {
	var o Outcome
	var err error
	if keep <= 1 {
		// The engine builds the first solution only: the others, such as
		// the second that a uniqueness check finds, are counted, never made.
		// The first solution goes into the grid in the room's first
		// place, the first solution of the last search, kept or not: its
		// cells are reused (exact makes a new grid when there is none).
		var dst sudoku.Grid
		if cap(room) > 0 {
			dst = room[:1][0]
		}
		var r exact.Result
		r, err = exact.SearchInto(ctx, g, limit, dst)
		o.Count = r.Count
		if cap(room) > 0 && r.Count > 0 {
			room[:1][0] = r.Solution
		}
		if keep == 1 && r.Count > 0 {
			o.Solutions = append(room[:0], r.Solution)
		}
	} else {
		o.Solutions, o.Count, err = enumerate(ctx, g, limit, keep, room[:0])
	}
	return o, o.verdict(limit, err)
}

// verdict sets the status of o from its count up to limit and err, the
// error that ended its search: Timeout at ctx's deadline (nil returned),
// Invalid with any other error (returned).
func (o *Outcome) verdict(limit int, err error) error {
	o.AtLimit = limit > 0 && o.Count == limit
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		o.Status, o.Msg = Timeout, "gave up after "+strconv.Itoa(o.Count)+" solutions: "+err.Error()
	case err != nil:
		o.Status, o.Msg = Invalid, err.Error()
		return err
	case o.Count == 0:
		o.Status = None
	case o.Count == 1 && !o.AtLimit:
		o.Status = Unique
	case o.Count == 1:
		o.Status = Solved
	default:
		o.Status = Multiple
	}
	return nil
}

// enumerate counts the solutions of g up to limit, keeping the first keep
// in kept.
// (Apart from Search, so that the outcome there, which the function literal
// would capture, stays on the stack.)
func enumerate(ctx context.Context, g sudoku.Grid, limit, keep int, kept []sudoku.Grid) ([]sudoku.Grid, int, error) {
	count := 0
	err := exact.Enumerate(ctx, g, func(s sudoku.Grid) bool {
		count++
		if len(kept) < keep {
			kept = append(kept, s)
		}
		return limit <= 0 || count < limit
	})
	return kept, count, err
}
