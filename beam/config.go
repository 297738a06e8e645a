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
	Op        string
	Input     string
	Output    string
	Timeout   time.Duration // per puzzle, as the command line's --timeout
	Limit     int           // count: solutions to count up to (0: all)
	Scale     string        // rate, generate: natural, sukaku, se or hodoku
	Lang      string        // rate: en or ja, for levels and techniques
	Box       string        // the box of every puzzle, when the cell count does not say
	Alphabet  string
	Puzzles   int    // generate: how many puzzles to make
	Seed      uint64 // generate: the seed of the first
	Symmetry  string // generate: as the command line's flags of the same names
	Minimal   bool
	Givens    int
	Level     string
	Rating    string
	Technique string
	Practice  bool // generate: each puzzle as the position to practise Technique on

	Zeros  bool // canon: 0 for an empty cell in the forms
	Unique bool // canon: each class once
	Count  bool // canon: each class once, with how many puzzles it holds
}

var ops = []string{"solve", "check", "count", "rate", "canon", "generate"}

const opsHelp = `Ops, each the command of the same name with --format json:
  solve   the solution of each puzzle, and whether it is the only one
  check   whether each puzzle has exactly one solution
  count   the number of solutions, up to -limit
  rate    the rating of each puzzle (-scale, -lang)
  canon   the canonical (minlex) form of each puzzle (-zeros); with -unique
          each class of equivalent puzzles once, with -count also how many
          puzzles it holds
  generate  -n puzzles (no -input), puzzle i from seed -seed + i, as
          "nanpure generate --count N --seed S --format json" makes them
          (-box, -level, -rating, -symmetry, -minimal, -givens, -technique,
          -practice, -scale: hodoku for HoDoKu's levels)
`

func (c *config) register(fs *flag.FlagSet) {
	fs.StringVar(&c.Op, "op", "", "the command to run: solve, check, count, rate, canon or generate")
	fs.StringVar(&c.Input, "input", "", "the files of puzzles: a glob (`PATTERN`), local or on the runner's file system (gs://...)")
	fs.StringVar(&c.Output, "output", "", "the `FILE` of JSON records, one a line")
	fs.DurationVar(&c.Timeout, "timeout", time.Minute, "give up on a puzzle after `DURATION` (0: never)")
	fs.IntVar(&c.Limit, "limit", 2, "count: stop counting at `N` solutions (0: count them all)")
	fs.StringVar(&c.Scale, "scale", "sukaku", "rate, generate: the rating scale: natural, sukaku, se or hodoku")
	fs.StringVar(&c.Lang, "lang", "en", "rate: the language of levels and techniques: en or ja")
	fs.StringVar(&c.Box, "box", "", "box size `RxC` (e.g. 3x4), when the cell count alone does not say")
	fs.StringVar(&c.Alphabet, "alphabet", "standard", "symbols: standard, hex, letters or numbers")
	fs.IntVar(&c.Puzzles, "n", 1, "generate: make `N` puzzles")
	fs.Uint64Var(&c.Seed, "seed", 0, "generate: the seed of the first puzzle; puzzle i is made from seed + i")
	fs.StringVar(&c.Symmetry, "symmetry", "none", "generate: the pattern of the givens (none, rot180, rot90, mirror, flip, diagonal, anti-diagonal, random)")
	fs.BoolVar(&c.Minimal, "minimal", false, "generate: no given can be removed without losing uniqueness")
	fs.IntVar(&c.Givens, "givens", 0, "generate: exactly `N` givens (0: as few as the removal reaches)")
	fs.StringVar(&c.Level, "level", "", "generate: `LEVEL`: easy, medium, hard, diabolical or extreme (-scale hodoku: easy, medium, hard, unfair or extreme)")
	fs.StringVar(&c.Rating, "rating", "", "generate: rating `RANGE` MIN-MAX")
	fs.StringVar(&c.Technique, "technique", "", "generate: the hardest step must be technique `KEY`")
	fs.BoolVar(&c.Practice, "practice", false, "generate: each puzzle as the position just before its first step of -technique (position, candidates)")
	fs.BoolVar(&c.Zeros, "zeros", false, "canon: write the forms with 0 for an empty cell")
	fs.BoolVar(&c.Unique, "unique", false, "canon: each class of equivalent puzzles once, its first puzzle's record")
	fs.BoolVar(&c.Count, "count", false, "canon: as -unique, with how many puzzles each class holds")
}

// check says what is wrong with the flags, as the command line does.
func (c *config) check() error {
	switch {
	case !slices.Contains(ops, c.Op):
		return fmt.Errorf("-op %q: want one of %v", c.Op, ops)
	case c.Input == "" && c.Op != "generate":
		return errors.New("-input: give the files of puzzles")
	case c.Input != "" && c.Op == "generate":
		return errors.New("-input: generate reads no puzzles")
	case c.Puzzles < 0:
		return fmt.Errorf("-n %d: want 0 or more", c.Puzzles)
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
	opts, err := c.options()
	if err != nil {
		return err
	}
	if c.Zeros && (opts.Alphabet == sudoku.Hex || opts.Alphabet == sudoku.Numbers) {
		return fmt.Errorf("-zeros: the %s alphabet writes empty cells its own way", c.Alphabet)
	}
	if c.Op == "generate" {
		req, err := c.generateRequest()
		if err == nil {
			_, err = req.Options()
		}
		return err
	}
	return nil
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
