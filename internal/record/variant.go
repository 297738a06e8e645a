package record

import (
	"context"
	"errors"

	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/sudoku"
	"github.com/nanpure/nanpure/variant"
)

// searchVariant counts the solutions of a variant puzzle up to limit,
// keeping the first keep, as SearchInto does for a grid. A search that
// stops at its node limit is a timeout.
func searchVariant(ctx context.Context, v *variant.Puzzle, limit, keep int) Outcome {
	r, err := variant.Enumerate(ctx, v, limit, keep)
	o := Outcome{Count: r.Count, Solutions: r.Solutions}
	if errors.Is(err, variant.ErrLimit) {
		err = context.DeadlineExceeded
	}
	o.verdict(limit, err)
	return o
}

// variantBoard is the board of a proper variant puzzle with its rules,
// for the human solver.
func variantBoard(v *variant.Puzzle, solution sudoku.Grid) (*human.Board, string, string) {
	b, err := variant.Board(v, solution)
	if err != nil {
		return nil, Invalid, err.Error()
	}
	return b, "", ""
}

// VariantNotRead is the error of a variant puzzle given to a command that
// does not read variants yet.
const VariantNotRead = "a variant puzzle: solve, check, count, explain, hint, rate and print read it; this command does not yet"

// VariantCommands are the commands that read variant puzzles.
var VariantCommands = []string{"solve", "check", "count", "explain", "hint", "rate", "print"}
