package main

import (
	"context"
	"strconv"

	"github.com/nanpure/nanpure/internal/record"
)

func runCheck(ctx context.Context, e *env, args []string) error {
	var o ioFlags
	fs := newFlags(e, "check", "[flags] [puzzle ...]", `
Say whether each puzzle is proper: unique (exactly one solution), multiple,
none (no solution), or invalid (it does not parse, or its givens break the
rules), with the reason. The exit code is 1 unless every puzzle is unique.`, `
  nanpure check 000027008001000007064005019270963154400270683613004000087632041090048005342519870
  nanpure check -i mypuzzles.sdk
  nanpure check --format csv -i puzzles.txt > report.csv`)
	o.register(fs, "line, grid, json, csv")
	pos, err := parseFlags(e, fs, args)
	if err != nil {
		return helpOK(err)
	}
	if err := o.check(e, formatLine, formatGrid, formatJSON, formatCSV); err != nil {
		return err
	}
	p, err := newPipeline(e, &o, pos, []string{"source", "line", "puzzle", "box", "status", "error"})
	if err != nil {
		return err
	}
	p.in.reuse = true  // its writes keep nothing of an item
	p.firstLook = true // searchItem: the exact search looks at its context first
	work := func(ctx context.Context, it *item) outcome { return searchItem(ctx, it, 2, 0) }
	write := func(r outcome) (string, bool, error) {
		p.reportOutcome(&r)
		var err error
		switch p.out.format {
		case formatLine:
			line := r.Status
			if r.Msg != "" {
				line += ": " + r.Msg
			}
			err = p.out.line(line)
		case formatGrid:
			err = p.out.block(gridHeader(r.item, r.Status, r.Msg, ""))
		case formatJSON:
			err = p.out.solveJSON(record.CheckRecord(r.puzzle(), r.Outcome))
		case formatCSV:
			err = p.out.csvRow([]string{r.source, strconv.Itoa(r.line), r.puzzleText(), r.box(), r.Status, r.Msg})
		}
		return r.Status, r.Status != record.Unique, err
	}
	return process(ctx, p, work, write)
}
