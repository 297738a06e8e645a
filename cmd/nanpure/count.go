package main

import (
	"context"
	"strconv"

	"github.com/nanpure/nanpure/internal/record"
)

func runCount(ctx context.Context, e *env, args []string) error {
	var o ioFlags
	fs := newFlags(e, "count", "[flags] [puzzle ...]", `
Count the solutions of each puzzle, up to --limit. The default limit, 2,
is enough to tell a proper puzzle (1) from one with several solutions.
A count that reached the limit is written with a + ("2+": two or more).`, `
  nanpure count '8.........95.......67..........2.485...4.3192......736...651947...732518...894263'
  nanpure count --limit 0 -i puzzles.txt         # every solution (bounded by --timeout)
  nanpure count --limit 1000 --format json < puzzles.txt`)
	o.register(fs, "line, grid, json, csv")
	limit := fs.Int("limit", 2, "stop counting at `N` solutions (0: count them all)")
	pos, err := parseFlags(e, fs, args)
	if err != nil {
		return helpOK(err)
	}
	if err := o.check(e, formatLine, formatGrid, formatJSON, formatCSV); err != nil {
		return err
	}
	if *limit < 0 {
		return usageErrorf("--limit %d: want 0 (no limit) or more", *limit)
	}
	p, err := newPipeline(e, &o, pos, []string{"source", "line", "puzzle", "box", "status", "count", "error"})
	if err != nil {
		return err
	}
	p.in.reuse = true  // its writes keep nothing of an item
	p.firstLook = true // searchItem: the exact search looks at its context first
	work := func(ctx context.Context, it *item) outcome { return searchItem(ctx, it, *limit, 0) }
	write := func(r outcome) (string, bool, error) {
		p.reportOutcome(&r)
		failed := r.Status == record.None || r.Status == record.Invalid || r.Status == record.Timeout
		more := r.AtLimit || r.Status == record.Timeout // "2+": there may be more
		// The line format writes the count without making its string.
		if p.out.format == formatLine {
			if r.Status == record.Invalid || r.Status == record.Timeout {
				return r.Status, failed, p.out.line(r.Status)
			}
			return r.Status, failed, p.out.count(r.Count, more)
		}
		count := strconv.Itoa(r.Count)
		if more {
			count += "+"
		}
		var err error
		switch p.out.format {
		case formatGrid:
			err = p.out.block(gridHeader(r.item, r.Status, r.Msg, count+" solutions"))
		case formatJSON:
			err = p.out.solveJSON(record.CountRecord(r.puzzle(), r.Outcome))
		case formatCSV:
			if r.Status == record.Invalid {
				count = ""
			}
			err = p.out.csvRow([]string{r.source, strconv.Itoa(r.line), r.puzzleText(), r.box(), r.Status, count, r.Msg})
		}
		return r.Status, failed, err
	}
	return process(ctx, p, work, write)
}
