package main

import (
	"context"
	"strings"

	"github.com/nanpure/nanpure/internal/record"
	"github.com/nanpure/nanpure/sudoku"
)

// outcome is what a search found for one item.
type outcome struct {
	item
	record.Outcome
}

// searchItem counts the solutions of an item up to limit (0: all), keeping
// the first keep of them.
func searchItem(ctx context.Context, it item, limit, keep int) outcome {
	o := outcome{item: it}
	if it.err != nil {
		o.Status, o.Msg = record.Invalid, it.err.Error()
	} else {
		// A failure of the search is the outcome's: invalid, with the
		// reason, its digits written as the puzzle writes them.
		var err error
		if o.Outcome, err = record.SearchInto(ctx, it.grid, limit, keep, it.kept); err != nil {
			o.Msg = sudoku.ErrorText(err, it.alpha)
		}
	}
	o.advice = advice(ctx, it, o.Status)
	return o
}

// puzzleText is the puzzle as the JSON and CSV outputs give it: the grid on
// one line in the standard alphabet (so that nanpure reads it back), or the
// raw text of a puzzle that did not parse.
func (it item) puzzleText() string {
	if it.grid.Shape == nil {
		return string(it.text)
	}
	return it.grid.String()
}

// box is the grid's box as the JSON output gives it ("3x4", so that nanpure
// reads the puzzle back in its shape), or "" for a puzzle that did not parse.
func (it item) box() string {
	if it.grid.Shape == nil {
		return ""
	}
	return it.grid.Shape.String()
}

// solveRecord is the JSON record of an outcome, one object per input puzzle.
func (o outcome) solveRecord() record.Solve {
	return record.Solve{Source: o.source, Line: o.line, Puzzle: o.puzzleText(), Box: o.box(),
		Status: o.Status, Error: o.Msg}
}

// reportOutcome reports the outcome on standard error when it is an error
// of the input or a timeout, whose reason the output line cannot hold.
func (p *pipeline) reportOutcome(o outcome) {
	if o.Status == record.Invalid || o.Status == record.Timeout || o.advice != "" {
		p.report(o.item, o.Status, strings.TrimPrefix(o.Msg, "nanpure: "))
	}
}

// gridHeader is the line above a grid in the grid format: where the puzzle
// came from and its status.
func gridHeader(it item, status, msg, detail string) string {
	h := "# " + it.where() + ": " + status
	if detail != "" {
		h += ", " + detail
	}
	if msg != "" {
		h += ": " + msg
	}
	return h + "\n"
}
