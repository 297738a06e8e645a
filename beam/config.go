package main

import (
	"errors"
	"flag"
	"fmt"
	"slices"
	"time"

	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/sudoku"
)

// A config is what the pipeline does: its flags, named and defaulted as
// the command line's.
type config struct {
	Op       string
	Input    string
	Output   string
	Timeout  time.Duration // per puzzle, as the command line's --timeout
	Limit    int           // count: solutions to count up to (0: all)
	Scale    string        // rate: natural, sukaku, se or hodoku
	Lang     string        // rate: en or ja, for levels and techniques
	Box      string        // the box of every puzzle, when the cell count does not say
	Alphabet string
	Zeros    bool // canon: 0 for an empty cell in the forms
	Unique   bool // canon: each class once
	Count    bool // canon: each class once, with how many puzzles it holds
}

var ops = []string{"solve", "check", "count", "rate", "canon"}

const opsHelp = `Ops, each the command of the same name with --format json:
  solve   the solution of each puzzle, and whether it is the only one
  check   whether each puzzle has exactly one solution
  count   the number of solutions, up to -limit
  rate    the rating of each puzzle (-scale, -lang)
  canon   the canonical (minlex) form of each puzzle (-zeros); with -unique
          each class of equivalent puzzles once, with -count also how many
          puzzles it holds
`

func (c *config) register(fs *flag.FlagSet) {
	fs.StringVar(&c.Op, "op", "", "the command to run: solve, check, count, rate or canon")
	fs.StringVar(&c.Input, "input", "", "the files of puzzles: a glob (`PATTERN`), local or on the runner's file system (gs://...)")
	fs.StringVar(&c.Output, "output", "", "the `FILE` of JSON records, one a line")
	fs.DurationVar(&c.Timeout, "timeout", time.Minute, "give up on a puzzle after `DURATION` (0: never)")
	fs.IntVar(&c.Limit, "limit", 2, "count: stop counting at `N` solutions (0: count them all)")
	fs.StringVar(&c.Scale, "scale", "sukaku", "rate: the rating scale: natural, sukaku, se or hodoku")
	fs.StringVar(&c.Lang, "lang", "en", "rate: the language of levels and techniques: en or ja")
	fs.StringVar(&c.Box, "box", "", "box size `RxC` (e.g. 3x4), when the cell count alone does not say")
	fs.StringVar(&c.Alphabet, "alphabet", "standard", "symbols: standard, hex, letters or numbers")
	fs.BoolVar(&c.Zeros, "zeros", false, "canon: write the forms with 0 for an empty cell")
	fs.BoolVar(&c.Unique, "unique", false, "canon: each class of equivalent puzzles once, its first puzzle's record")
	fs.BoolVar(&c.Count, "count", false, "canon: as -unique, with how many puzzles each class holds")
}

// check says what is wrong with the flags, as the command line does.
func (c *config) check() error {
	switch {
	case !slices.Contains(ops, c.Op):
		return fmt.Errorf("-op %q: want one of %v", c.Op, ops)
	case c.Input == "":
		return errors.New("-input: give the files of puzzles")
	case c.Output == "":
		return errors.New("-output: give the file to write")
	case c.Timeout < 0:
		return fmt.Errorf("-timeout %v: want a positive duration or 0", c.Timeout)
	case (c.Unique || c.Count || c.Zeros) && c.Op != "canon":
		return fmt.Errorf("-unique, -count and -zeros are flags of -op canon")
	case c.Limit < 0:
		return fmt.Errorf("-limit %d: want 0 (no limit) or more", c.Limit)
	}
	if _, ok := human.ProfileByName(c.Scale); !ok {
		return fmt.Errorf("-scale %q: want natural, sukaku, se or hodoku", c.Scale)
	}
	if _, err := human.ParseLang(c.Lang); err != nil {
		return fmt.Errorf("-lang %q: want en or ja", c.Lang)
	}
	_, err := c.options()
	return err
}

// options are the reader's options of -box and -alphabet.
func (c *config) options() (sudoku.Options, error) {
	var o sudoku.Options
	var err error
	if c.Box != "" {
		if o.Shape, err = sudoku.ParseBox(c.Box); err != nil {
			return o, fmt.Errorf("-box: %v", err)
		}
	}
	if o.Alphabet, err = sudoku.ParseAlphabet(c.Alphabet); err != nil {
		return o, fmt.Errorf("-alphabet: %v", err)
	}
	return o, nil
}
