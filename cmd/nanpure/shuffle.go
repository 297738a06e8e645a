package main

import (
	"context"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"strconv"

	"github.com/nanpure/nanpure/canon"
	"github.com/nanpure/nanpure/internal/record"
	"github.com/nanpure/nanpure/sudoku"
)

func runShuffle(ctx context.Context, e *env, args []string) error {
	var o ioFlags
	fs := newFlags(e, "shuffle", "[flags] [puzzle ...]", `
Print a random equivalent of each puzzle, one per puzzle in input order: the
same puzzle in disguise, with the same solutions (transformed alike) and
the same difficulty. Setters use it to disguise a puzzle, testers to check
that a solver or a rater answers the same on every disguise.

`+transformsHelp+`

Each transformation is drawn uniformly. A puzzle's shuffle depends only on
--seed, where the puzzle comes from (the file or argument, and the line)
and the puzzle: the same command gives the same output on every machine,
whatever -j is. Without --seed a seed is drawn and printed on standard
error (json carries it).`, `
  nanpure shuffle '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..'
  nanpure shuffle --seed 7 -i puzzles.txt > disguised.txt
  nanpure shuffle --seed 7 -i puzzles.txt | nanpure canon     # the forms of puzzles.txt`)
	o.register(fs, "line, grid, json, csv")
	seedText := fs.String("seed", "", "`SEED` of the shuffles, a number (default: drawn at random)")
	pos, err := parseFlags(e, fs, args)
	if err != nil {
		return helpOK(err)
	}
	if err := o.check(e, formatLine, formatGrid, formatJSON, formatCSV); err != nil {
		return err
	}
	seed := rand.Uint64() >> 12 // a number a person can copy
	if *seedText != "" {
		if seed, err = strconv.ParseUint(*seedText, 10, 64); err != nil {
			return usageErrorf("--seed %q: want a number from 0 to %d", *seedText, uint64(1<<64-1))
		}
	} else if o.format != formatJSON {
		fmt.Fprintf(e.stderr, "nanpure: shuffle: seed %d\n", seed)
	}
	p, err := newPipeline(e, &o, pos, []string{"source", "line", "puzzle", "box", "status", "shuffled", "seed", "error"})
	if err != nil {
		return err
	}
	work := func(ctx context.Context, it *item) shuffled { return shuffleItem(it, seed) }
	write := func(r shuffled) (string, bool, error) {
		p.reportOutcome(&r.outcome)
		failed := r.Status != record.Shuffled
		rec := record.Shuffle{Source: r.source, Line: r.line, Puzzle: r.puzzleText(), Box: r.box(),
			Status: r.Status, Seed: seed, Error: r.Msg}
		if !failed {
			rec.Shuffled = r.text
			if r.text == "" {
				rec.Shuffled = r.grid.Line(o.alpha)
			}
		}
		var err error
		switch p.out.format {
		case formatLine:
			if failed {
				err = p.out.line(r.Status)
			} else {
				err = p.out.line(rec.Shuffled)
			}
		case formatGrid:
			text := gridHeader(r.item, r.Status, r.Msg, "")
			if !failed && r.text != "" {
				text = r.text + "\n" // a variant: its text
			} else if !failed {
				text = r.grid.Text(o.alpha)
				if !p.single {
					text = gridHeader(r.item, r.Status, "", "") + text
				}
			}
			err = p.out.block(text)
		case formatJSON:
			err = p.out.json(rec)
		case formatCSV:
			err = p.out.csvRow([]string{rec.Source, strconv.Itoa(rec.Line), rec.Puzzle, rec.Box, rec.Status,
				rec.Shuffled, strconv.FormatUint(seed, 10), rec.Error})
		}
		return r.Status, failed, err
	}
	return process(ctx, p, work, write)
}

// shuffled is a random equivalent of an item (in grid; a variant's in
// text), or why it has none.
type shuffled struct {
	outcome
	grid sudoku.Grid
	text string
}

// shuffleItem draws a transformation from a source seeded by the seed and
// the item's place, so that the output does not depend on -j.
func shuffleItem(it *item, seed uint64) shuffled {
	r := shuffled{outcome: outcome{item: it}}
	if r.Status, r.Msg = validItem(it); r.Status != "" {
		return r
	}
	h := fnv.New64a()
	fmt.Fprintf(h, "%s:%d", it.source, it.line)
	rng := rand.New(rand.NewPCG(seed, h.Sum64()))
	if it.variant != nil {
		text, err := it.variant.Shuffle(rng).Text()
		if err != nil {
			r.Status, r.Msg = record.Invalid, err.Error()
			return r
		}
		r.Status, r.text = record.Shuffled, text
		return r
	}
	r.Status = record.Shuffled
	r.grid = canon.Shuffle(it.grid, rng)
	return r
}
