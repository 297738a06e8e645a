package record

import (
	"context"
	"errors"
	"strings"

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

// VariantCommands are the commands that read variant puzzles.
var VariantCommands = []string{"solve", "check", "count", "explain", "hint", "rate", "canon", "shuffle", "convert", "print"}

// VariantNotRead is the error of a variant puzzle given to a command that
// does not read variants yet; it names those that do.
var VariantNotRead = "a variant puzzle: " + strings.Join(VariantCommands[:len(VariantCommands)-1], ", ") +
	" and " + VariantCommands[len(VariantCommands)-1] + " read it; this command does not yet"

// ReadVariant reads position p of the variant puzzle v (p's givens being
// v's) as human.ReadPosition reads a classic one: the variant's own
// search counts its solutions, and when there is one human.ReadSolved
// reads the player's digits and marks against it and the board is given
// v's rules. A puzzle whose givens break its rules is the Invalid verdict
// with the reason;
// the search's timeout is context.DeadlineExceeded.
func ReadVariant(ctx context.Context, v *variant.Puzzle, p human.Position) (*human.Reading, error) {
	o := searchVariant(ctx, v, 2, 1)
	r := &human.Reading{Position: p, Count: o.Count}
	switch o.Status {
	case Unique:
	case Multiple:
		r.Verdict = human.Multiple
		return r, nil
	case None:
		r.Verdict = human.NoSolution
		return r, nil
	case Timeout:
		return nil, context.DeadlineExceeded
	default:
		r.Verdict = human.Invalid
		return r, errors.New(o.Msg)
	}
	rules, err := variant.NewRules(v, o.Solutions[0])
	if err != nil {
		r.Verdict = human.Invalid
		return r, err
	}
	// The position is read on the rules' shape (a jigsaw's own).
	p.Givens.Shape = rules.Shape()
	if p.Placed.Shape != nil {
		p.Placed.Shape = rules.Shape()
	}
	rd, err := human.ReadSolved(p, o.Solutions[0])
	if err != nil {
		return nil, err
	}
	rd.Board.SetRules(rules)
	return rd, nil
}
