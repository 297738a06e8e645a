package record

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/rate"
	"github.com/nanpure/nanpure/sudoku"
	"github.com/nanpure/nanpure/variant"
)

// A Puzzle is one puzzle of a batch as it was read: where, and its grid or
// why it could not be read. The functions below answer one Puzzle for each
// batch command; the command line and the Beam pipeline (module beam) both
// call them, so that their records agree field for field.
type Puzzle struct {
	Source string          // "argument 2", a file name, "stdin"
	Line   int             // 1-based line where the puzzle began in its source
	Text   []byte          // the raw text, given for a puzzle that did not parse
	Grid   sudoku.Grid     // the puzzle; no Shape when it did not parse
	Err    error           // why it did not parse
	Alpha  sudoku.Alphabet // the alphabet it was read in, for messages

	// Variant is a variant puzzle (its rules and givens), read from Text;
	// Grid is then empty and the records give Text as the puzzle.
	Variant *variant.Puzzle
}

// PuzzleText is the puzzle as the records give it: the grid on one line in
// the standard alphabet (so that nanpure reads it back), or the raw text of
// a puzzle that did not parse.
func (p Puzzle) PuzzleText() string {
	if p.Grid.Shape == nil {
		return string(p.Text)
	}
	return p.Grid.String()
}

// Box is the grid's box as the records give it ("3x4", so that nanpure
// reads the puzzle back in its shape), or "" for a puzzle that did not
// parse.
func (p Puzzle) Box() string {
	if p.Grid.Shape == nil {
		return ""
	}
	return p.Grid.Shape.String()
}

// SearchPuzzle counts the solutions of p up to limit (0: all), keeping the
// first keep of them in room (see SearchInto). A puzzle that did not parse,
// or whose givens conflict, is Invalid with the reason, its digits written
// as the puzzle writes them.
func SearchPuzzle(ctx context.Context, p Puzzle, limit, keep int, room []sudoku.Grid) Outcome {
	if p.Err != nil {
		return Outcome{Status: Invalid, Msg: p.Err.Error()}
	}
	if p.Variant != nil {
		return searchVariant(ctx, p.Variant, limit, keep)
	}
	o, err := SearchInto(ctx, p.Grid, limit, keep, room)
	if err != nil {
		o.Msg = sudoku.ErrorText(err, p.Alpha)
	}
	return o
}

// SolveRecord is the record of "nanpure solve": the first solution, or
// with several every solution kept and their count.
func SolveRecord(p Puzzle, o Outcome, several bool) Solve {
	r := solveBase(p, o)
	r.SetSolutions(o, several)
	return r
}

// CheckRecord is the record of "nanpure check": the status alone.
func CheckRecord(p Puzzle, o Outcome) Solve { return solveBase(p, o) }

// CountRecord is the record of "nanpure count": the count, unless the
// puzzle is invalid.
func CountRecord(p Puzzle, o Outcome) Solve {
	r := solveBase(p, o)
	if o.Status != Invalid {
		r.SetCount(o)
	}
	return r
}

func solveBase(p Puzzle, o Outcome) Solve {
	return Solve{Source: p.Source, Line: p.Line, Puzzle: p.PuzzleText(), Box: p.Box(), Status: o.Status, Error: o.Msg}
}

// ProperBoard returns the board of p for the human solver, which assumes
// a proper puzzle: it has exactly one solution, and its digits are givens.
// Otherwise it returns the status and the reason.
func ProperBoard(ctx context.Context, p Puzzle) (b *human.Board, status, msg string) {
	if p.Err != nil {
		return nil, Invalid, p.Err.Error()
	}
	var o Outcome
	var err error
	if p.Variant != nil {
		o = searchVariant(ctx, p.Variant, 2, 1)
	} else {
		o, err = Search(ctx, p.Grid, 2, 0)
	}
	switch {
	case err != nil:
		return nil, o.Status, sudoku.ErrorText(err, p.Alpha)
	case o.Status == Multiple:
		return nil, o.Status, "it has more than one solution: no logic can tell which to write"
	case o.Status == None:
		return nil, o.Status, "it has no solution"
	case o.Status != Unique:
		return nil, o.Status, o.Msg
	}
	if p.Variant != nil {
		return variantBoard(p.Variant, o.Solutions[0])
	}
	b, err = human.NewBoard(p.Grid)
	if err == nil {
		err = b.MarkGivens(p.Grid)
	}
	if err != nil {
		return nil, Invalid, err.Error()
	}
	return b, "", ""
}

// A Rating is what rating one puzzle gave: Rated with the result; Timeout
// with the rating so far; Stuck; or the status of a puzzle that is not
// proper (see ProperBoard), with the reason in Msg.
type Rating struct {
	Status string
	Result rate.Result
	Msg    string
}

// RatePuzzle rates p with sv (whose profile fixes the scale), after
// checking that p is proper.
func RatePuzzle(ctx context.Context, p Puzzle, sv *human.Solver) Rating {
	if p.Variant != nil && sv.Profile() == human.HoDoKu {
		return Rating{Status: Invalid, Msg: "a variant puzzle: HoDoKu's scale has no score for its constraints' steps"}
	}
	b, status, msg := ProperBoard(ctx, p)
	if b == nil {
		return Rating{Status: status, Msg: msg}
	}
	res, err := rate.RateBoard(ctx, b, sv)
	switch {
	case err == nil:
		return Rating{Status: Rated, Result: res}
	case res.TimedOut:
		return Rating{Status: Timeout, Result: res,
			Msg: fmt.Sprintf("gave up after %d steps, rated %.1f so far: %v", res.Steps, res.ER, errors.Unwrap(err))}
	default:
		return Rating{Status: Stuck, Result: res, Msg: strings.TrimPrefix(err.Error(), "rate: ")}
	}
}

// RateRecord is the record of "nanpure rate": the rating, named in lang,
// on HoDoKu's scale when hodoku is set.
func RateRecord(p Puzzle, r Rating, lang human.Lang, hodoku bool) Rate {
	rec := Rate{Source: p.Source, Line: p.Line, Puzzle: p.PuzzleText(), Box: p.Box(), Status: r.Status, Error: r.Msg}
	if r.Status == Rated || r.Status == Timeout {
		rec.SetRating(r.Result, lang)
		if hodoku {
			rec.SetHoDoKu(r.Result, lang)
		}
	}
	return rec
}
