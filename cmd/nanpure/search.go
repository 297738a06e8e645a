package main

import (
	"context"
	"errors"
	"strconv"
	"strings"

	"github.com/nanpure/nanpure/exact"
	"github.com/nanpure/nanpure/sudoku"
)

// Statuses of a puzzle, as solve, count and check report them.
const (
	statusUnique   = "unique"   // exactly one solution
	statusMultiple = "multiple" // more than one
	statusNone     = "none"     // no solution
	statusSolved   = "solved"   // a solution, uniqueness not checked (solve --first)
	statusInvalid  = "invalid"  // did not parse, or givens break the rules
	statusTimeout  = "timeout"  // gave up after --timeout
)

// outcome is what a search found for one item.
type outcome struct {
	item
	status    string
	solutions []sudoku.Grid // the solutions kept, at most keep of them
	count     int           // solutions found, at most the limit
	atLimit   bool          // the search stopped at the limit: there may be more
	msg       string        // why, for invalid and timeout
}

// searchItem counts the solutions of an item up to limit (0: all), keeping
// the first keep of them.
func searchItem(ctx context.Context, it item, limit, keep int) outcome {
	o := outcome{item: it}
	if it.err != nil {
		o.status, o.msg = statusInvalid, it.err.Error()
		return o
	}
	err := exact.Enumerate(ctx, it.grid, func(s sudoku.Grid) bool {
		o.count++
		if len(o.solutions) < keep {
			o.solutions = append(o.solutions, s)
		}
		return limit <= 0 || o.count < limit
	})
	o.atLimit = limit > 0 && o.count == limit
	var ce *sudoku.ConflictError
	switch {
	case errors.As(err, &ce):
		o.status, o.msg = statusInvalid, err.Error()
	case errors.Is(err, context.DeadlineExceeded):
		o.status, o.msg = statusTimeout, "gave up after "+strconv.Itoa(o.count)+" solutions: "+err.Error()
	case err != nil:
		o.status, o.msg = statusInvalid, err.Error()
	case o.count == 0:
		o.status = statusNone
	case o.count == 1 && !o.atLimit:
		o.status = statusUnique
	case o.count == 1:
		o.status = statusSolved
	default:
		o.status = statusMultiple
	}
	return o
}

// record is the JSON form of an outcome, one object per input puzzle.
type record struct {
	Source    string   `json:"source"`
	Line      int      `json:"line"`
	Puzzle    string   `json:"puzzle"`
	Status    string   `json:"status"`
	Solution  string   `json:"solution,omitempty"`
	Solutions []string `json:"solutions,omitempty"`
	Count     *int     `json:"count,omitempty"`
	AtLimit   bool     `json:"at_limit,omitempty"`
	Error     string   `json:"error,omitempty"`
}

// puzzleText is the puzzle as the JSON and CSV outputs give it: the grid on
// one line in the standard alphabet (so that nanpure reads it back), or the
// raw text of a puzzle that did not parse.
func (it item) puzzleText() string {
	if it.grid.Shape == nil {
		return it.text
	}
	return it.grid.String()
}

func (o outcome) record() record {
	return record{Source: o.source, Line: o.line, Puzzle: o.puzzleText(), Status: o.status, Error: o.msg}
}

// failed reports the outcome on standard error when it is an error of the
// input or a timeout, whose reason the output line cannot hold.
func (p *pipeline) reportOutcome(o outcome) {
	if o.status == statusInvalid || o.status == statusTimeout {
		p.report(o.item, o.status, strings.TrimPrefix(o.msg, "nanpure: "))
	}
}

// gridHeader is the line above a grid in the grid format: where the puzzle
// came from and its status.
func gridHeader(o outcome, detail string) string {
	h := "# " + o.where() + ": " + o.status
	if detail != "" {
		h += ", " + detail
	}
	if o.msg != "" {
		h += ": " + o.msg
	}
	return h + "\n"
}
