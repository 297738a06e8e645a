package main

import (
	"context"
	"strings"

	"github.com/nanpure/nanpure/internal/record"
)

// outcome is what a search found for one item.
type outcome struct {
	*item
	record.Outcome
}

// searchItem counts the solutions of an item up to limit (0: all), keeping
// the first keep of them.
func searchItem(ctx context.Context, it *item, limit, keep int) outcome {
	o := outcome{item: it, Outcome: record.SearchPuzzle(ctx, it.puzzle(), limit, keep, it.kept)}
	o.advice = advice(ctx, o.item, o.Status)
	return o
}

// puzzle is the item as the library's record functions take it.
func (it *item) puzzle() record.Puzzle {
	return record.Puzzle{Source: it.source, Line: it.line, Text: it.text, Grid: it.grid, Err: it.err, Alpha: it.alpha, Variant: it.variant}
}

// puzzleText is the puzzle as the JSON and CSV outputs give it.
func (it *item) puzzleText() string { return it.puzzle().PuzzleText() }

// box is the grid's box as the JSON and CSV outputs give it.
func (it *item) box() string { return it.puzzle().Box() }

// reportOutcome reports the outcome on standard error when it is an error
// of the input or a timeout, whose reason the output line cannot hold.
func (p *pipeline) reportOutcome(o *outcome) {
	if o.Status == record.Invalid || o.Status == record.Timeout || o.advice != "" {
		p.report(o.item, o.Status, strings.TrimPrefix(o.Msg, "nanpure: "))
	}
}

// gridHeader is the line above a grid in the grid format: where the puzzle
// came from and its status.
func gridHeader(it *item, status, msg, detail string) string {
	h := "# " + it.where() + ": " + status
	if detail != "" {
		h += ", " + detail
	}
	if msg != "" {
		h += ": " + msg
	}
	return h + "\n"
}
