package main

import (
	"context"
	"slices"
	"strconv"
	"strings"

	"github.com/nanpure/nanpure/internal/record"
	"github.com/nanpure/nanpure/sudoku"
)

func runConvert(ctx context.Context, e *env, args []string) error {
	var o ioFlags
	fs := newFlags(e, "convert", "[flags] [puzzle ...]", `
Write each puzzle in another form, one per puzzle in input order, as
SudokuPad, f-puzzles or the Interactive Sudoku Solver open it: a classic
puzzle or a variant read in any form nanpure reads (a line, a grid, an
ISS string, f-puzzles JSON, an f-puzzles or SudokuPad link).

--to says which form:
  sudokupad      a SudokuPad link (https://sudokupad.app/fpuzzles...)
  fpuzzles       an f-puzzles link (https://f-puzzles.com/?load=...)
  fpuzzles-json  f-puzzles' JSON, on one line
  iss            the Interactive Sudoku Solver's string
  line           a classic puzzle's line of givens (not a variant's)

A puzzle the form cannot hold is reported with the reason (a zipper
line has no f-puzzles form, a clone no ISS one) and the others are still
written; the exit code is then 1.`, `
  nanpure convert '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'
  nanpure convert --to iss 'https://f-puzzles.com/?load=N4Ig...'
  nanpure convert --to fpuzzles-json -i killers.txt > killers.json`)
	o.register(fs, "line, json, csv")
	to := fs.String("to", "sudokupad", "`FORM` to write: "+strings.Join(record.ConvertForms, ", "))
	pos, err := parseFlags(e, fs, args)
	if err != nil {
		return helpOK(err)
	}
	if err := o.check(e, formatLine, formatJSON, formatCSV); err != nil {
		return err
	}
	if !slices.Contains(record.ConvertForms, *to) {
		return usageErrorf("--to %q: want one of %s", *to, strings.Join(record.ConvertForms, ", "))
	}
	p, err := newPipeline(e, &o, pos, []string{"source", "line", "puzzle", "box", "status", "to", "converted", "error"})
	if err != nil {
		return err
	}
	work := func(ctx context.Context, it *item) converted { return convertItem(it, *to, o.alpha) }
	write := func(r converted) (string, bool, error) {
		p.reportOutcome(&r.outcome)
		failed := r.Status != record.Converted
		rec := r.rec
		var err error
		switch p.out.format {
		case formatLine:
			if failed {
				err = p.out.line(r.Status)
			} else {
				err = p.out.line(rec.Converted)
			}
		case formatJSON:
			err = p.out.json(rec)
		case formatCSV:
			err = p.out.csvRow([]string{rec.Source, strconv.Itoa(rec.Line), rec.Puzzle, rec.Box, rec.Status,
				rec.To, rec.Converted, rec.Error})
		}
		return r.Status, failed, err
	}
	return process(ctx, p, work, write)
}

// converted is an item written in another form, or why it could not be.
type converted struct {
	outcome
	rec record.Convert
}

func convertItem(it *item, to string, alpha sudoku.Alphabet) converted {
	rec := record.ConvertPuzzle(it.puzzle(), to, alpha)
	return converted{outcome: outcome{item: it, Outcome: record.Outcome{Status: rec.Status, Msg: rec.Error}}, rec: rec}
}
