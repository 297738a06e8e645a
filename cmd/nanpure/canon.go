package main

import (
	"context"
	"strconv"

	"github.com/nanpure/nanpure/internal/record"
	"github.com/nanpure/nanpure/sudoku"
)

// transformsHelp says which transformations keep a puzzle the same puzzle,
// for the help of canon and shuffle.
const transformsHelp = `Two puzzles are the same puzzle in disguise (equivalent) when one becomes
the other by: reordering the bands (the rows of boxes), the rows within a
band, the stacks (the columns of boxes) and the columns within a stack;
relabeling the digits; and, where the boxes are square (2x2, 3x3, 4x4,
5x5 ...), transposing (rows become columns; with the above it gives the
rotations and reflections). Oblong boxes (2x3, 3x4 ...) do not allow a
transposition: it would turn them into 3x2 or 4x3 boxes.

A variant puzzle (an Interactive Sudoku Solver string, f-puzzles JSON or
link) is drawn, so its disguises are only the rotations and reflections
of the grid (those that keep oblong boxes boxes), its constraints moved
with their cells, and its digits relabeled only when no rule reads their
values (diagonals, windows, jigsaw regions, anti-knight, anti-king). It is
written as an ISS string, or as f-puzzles JSON where ISS cannot say it.`

func runCanon(ctx context.Context, e *env, args []string) error {
	var o ioFlags
	fs := newFlags(e, "canon", "[flags] [puzzle ...]", `
Print the canonical form of each puzzle, one line per puzzle in input
order: of all the puzzles equivalent to it, the one that reads smallest row
by row, empty cells first (as 0) and digits relabeled in order of their
first appearance. On 9x9 this is the usual minlex form. Two puzzles are
equivalent exactly when their canonical forms are equal.

`+transformsHelp+`

--unique prints each class once, the first time one of its puzzles comes,
and --count how many puzzles of the input fell in each class ("COUNT
FORM"), in the order the classes first came, once the input is read.
--zeros writes empty cells as 0 (the usual minlex string) rather than ".".`, `
  nanpure canon '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..'
  nanpure canon --zeros -i puzzles.txt > canon.txt
  nanpure canon --unique -i bank.txt > distinct.txt     # drop disguised repeats
  nanpure canon --count --format csv -i bank.txt`)
	o.register(fs, "line, json, csv")
	unique := fs.Bool("unique", false, "print each class of equivalent puzzles once, the first time it comes")
	count := fs.Bool("count", false, "print each class once with the number of input puzzles in it, once all are read")
	zeros := fs.Bool("zeros", false, "write empty cells as 0 (the 9x9 minlex string), not \".\"")
	pos, err := parseFlags(e, fs, args)
	if err != nil {
		return helpOK(err)
	}
	if err := o.check(e, formatLine, formatJSON, formatCSV); err != nil {
		return err
	}
	if *zeros && (o.alpha == sudoku.Hex || o.alpha == sudoku.Numbers) {
		return usageErrorf("--zeros: the %s alphabet writes empty cells its own way", o.alphabet)
	}
	if o.format == "" {
		o.format = formatLine // a form is a line, even for one puzzle on a terminal
	}
	header := []string{"source", "line", "puzzle", "box", "status", "canon", "error"}
	if *count {
		header = []string{"source", "line", "puzzle", "box", "status", "canon", "count", "error"}
	}
	p, err := newPipeline(e, &o, pos, header)
	if err != nil {
		return err
	}
	// classes maps a form to its index in firsts, the record of the
	// class's first puzzle, for --unique and --count.
	classes := map[string]int{}
	var firsts []record.Canon
	work := func(ctx context.Context, it *item) canonized { return canonItem(ctx, it, *zeros) }
	write := func(r canonized) (string, bool, error) {
		p.reportOutcome(&r.outcome)
		failed := r.Status != record.Canonical
		rec := record.CanonRecord(r.puzzle(), r.Status, r.Msg, r.form)
		if *unique || *count {
			if failed {
				return r.Status, true, nil // named on standard error; no class
			}
			if k, seen := classes[rec.Canon]; seen {
				firsts[k].Count++
				return r.Status, false, nil
			}
			classes[rec.Canon] = len(firsts)
			rec.Count = 1
			firsts = append(firsts, rec)
			if *count {
				return r.Status, false, nil // written at the end, with its count
			}
		}
		return r.Status, failed, writeCanon(p.out, rec, false)
	}
	if *count {
		// The records come after the input, and the CSV header with
		// them, not at process's end as for a CSV of no rows.
		p.out.header = nil
	}
	err = process(ctx, p, work, write)
	if *count {
		p.out.header = header
		for _, rec := range firsts {
			if werr := writeCanon(p.out, rec, true); werr != nil {
				return werr
			}
		}
		if ferr := p.out.end(); ferr != nil {
			return ferr
		}
	}
	return err
}

// writeCanon writes one record of canon, with its class's count or not.
func writeCanon(out *output, rec record.Canon, withCount bool) error {
	switch out.format {
	case formatJSON:
		if !withCount {
			rec.Count = 0
		}
		return out.json(rec)
	case formatCSV:
		row := []string{rec.Source, strconv.Itoa(rec.Line), rec.Puzzle, rec.Box, rec.Status, rec.Canon}
		if withCount {
			row = append(row, strconv.Itoa(rec.Count))
		}
		return out.csvRow(append(row, rec.Error))
	}
	switch {
	case rec.Canon == "":
		return out.line(rec.Status)
	case withCount:
		return out.line(strconv.Itoa(rec.Count) + " " + rec.Canon)
	}
	return out.line(rec.Canon)
}

// canonized is the canonical form of an item as canon writes it, or why
// it has none.
type canonized struct {
	outcome
	form string
}

// canonItem finds the canonical form of an item whose givens keep the rules.
func canonItem(ctx context.Context, it *item, zeros bool) canonized {
	r := canonized{outcome: outcome{item: it}}
	r.form, r.Status, r.Msg = record.CanonPuzzle(ctx, it.puzzle(), zeros)
	return r
}

// validItem returns invalid and the reason when an item did not parse or
// its givens break the rules, and "" when it is a puzzle to work on.
func validItem(it *item) (status, msg string) { return record.ValidPuzzle(it.puzzle()) }
