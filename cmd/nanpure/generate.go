package main

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"github.com/nanpure/nanpure/canon"
	"github.com/nanpure/nanpure/generate"
	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/internal/batch"
	"github.com/nanpure/nanpure/internal/record"
	"github.com/nanpure/nanpure/sudoku"
)

func runGenerate(ctx context.Context, e *env, args []string) error {
	var o ioFlags
	fs := newFlags(e, "generate", "[flags]", `
Make new puzzles with exactly one solution, each proved so. --box sets the
size (any box shape: 2x2 for 4x4 grids ... 5x5 for 25x25), --symmetry the
pattern of the givens (none, rot180, rot90, mirror, flip, diagonal,
anti-diagonal, random), --minimal asks that no given can be removed, and
--givens for an exact number of givens (down to about 20 on 9x9).
--level (easy, medium, hard, diabolical, extreme) or --rating (a range
such as 6.5-8 on the Sudoku Explainer scale, as "nanpure rate" prints it)
steer the removal of givens to that level; --technique asks for a puzzle
whose hardest step is that technique (x-wing, xy-wing, unique-rectangle-1,
forcing-chain, ...: see the list below). Easy means below 1.5, and Sudoku
Explainer rates a single in a row or column 1.5: easy puzzles are nearly
full grids. Extreme puzzles (9.0 and up) take seconds each.

--scale hodoku asks for HoDoKu 2.2.4's levels instead: --level easy,
medium, hard, unfair or extreme as "nanpure rate --scale hodoku" rates
them, and the json and csv formats give HoDoKu's score (json: score) and
level; --technique then asks that the step of the highest base score (the
hardest that rate names) be of that technique, one of HoDoKu's (listed
below). --scale se and natural steer --level and --rating by the ratings
of those profiles (see nanpure help rate); the default is sukaku.

Puzzle i of a run (from 0) is made from seed --seed + i, whatever -j is:
"--seed 7 --count 10" makes the same ten puzzles on every machine, and
"--seed 12 --count 1" makes the sixth of them again. Without --seed a seed
is drawn and printed on standard error (json and csv carry each puzzle's).

--distinct makes every puzzle of the run a different puzzle, not only a
different grid: one equivalent to a puzzle already made (the same puzzle
in disguise, as "nanpure canon" tells) is replaced by the puzzle of the
next spare seed (--seed + --count, then + 1 ...), whose seed json and csv
give.

Grids above 16x16 are proved unique by logic (singles), not by search,
which is out of reach there; --minimal is refused for them, and with rot90
from 16x16 up. Symmetric minimal puzzles cost more: 9x9 rot90 0.1 s,
12x12 rot90 5 s, 16x16 5 to 30 s. A request that cannot be met (17 givens
with rot90 on a 4x4 grid) is refused at once; one that no attempt meets
(--attempts, --timeout) fails with the reason.

The json and csv formats give for each puzzle: n, puzzle, solution, box,
givens, symmetry, minimal, rating, level, hardest (technique), seed; the
rating is the same as "nanpure rate" gives.

--practice makes each puzzle a position to practise --technique on, as
HoDoKu's "practising" mode does: the puzzle needs the technique and
nothing harder (on HoDoKu's scale, nothing of a higher level), though its
hardest step may be another as hard, and it is written as the position
its solving path (on --scale) reaches just before its first step of the
technique, with the digits placed and the candidates eliminated so far;
"nanpure hint" there (with the same --scale) finds that step. The grid
format writes it as a pencil-mark grid, which hint reads; json and csv
add position (the givens and the digits placed) and candidates (json: a
string for each cell, "" where there is a digit; csv: the cells' strings
joined by spaces, "." where there is a digit), which /api/hint takes with
the puzzle, telling the digits placed from the givens. --format line
writes a 9x9 position as HoDoKu writes one before a step of its path, a
line of its regression library (the technique's code, the digits placed
after a '+', the candidates eliminated, then the step's eliminations and
placements, and a chain's length for X-Chains, XY-Chains and Remote
Pairs), which hint reads too.

--variant KIND makes a variant instead (killer: cages without givens but
the few uniqueness needs; jigsaw: random regions; x, windoku,
anti-knight, anti-king; kropki: every dot the solution has; thermo,
arrow, renban, whisper, modular, sum-line (pieces of 10 on a 9x9),
zipper, double-arrow: lines drawn along the solution; quadruple: clues
at random corners; min-max: every minimum and maximum the solution
has; rellik: cages with a sum no part of them makes; counting-circles:
as many circles on each of some digits as it says; lunchbox: runs of 4
cells or more in rows and columns), 4x4 to 9x9, written as the Interactive Sudoku Solver's string (or
f-puzzles JSON, which a min-max needs) in the line, json and csv
formats, by --level up to diabolical: its steps are rated as "nanpure
rate" rates a variant.

Techniques for --technique, in the order the rating tries them:
`+wrap(strings.Join(generate.Techniques(nil), ", ")+".", 76)+`

With --scale hodoku, HoDoKu's, in its order:
`+wrap(strings.Join(generate.Techniques(human.HoDoKu), ", ")+".", 76), `
  nanpure generate                                    # one 9x9 puzzle
  nanpure generate --count 1000 --minimal > puzzles.txt
  nanpure generate --box 2x2 --count 20 --distinct     # 20 different 4x4 puzzles
  nanpure generate --level diabolical --symmetry rot180 --seed 42 --format grid
  nanpure generate --box 4x4 --count 10 --symmetry mirror --format json
  nanpure generate --technique x-wing --count 5
  nanpure generate --technique x-wing --practice --scale natural
  nanpure generate --variant killer --level hard --seed 1
  nanpure generate --rating 7.0-8.5 --minimal --format csv --count 100
  nanpure generate --scale hodoku --level unfair --count 10 --format json
  nanpure generate --scale hodoku --technique xy-chain --format grid`)
	fs.StringVar(&o.format, "format", "", "output `FORMAT`: line, grid, json, csv (default: grid for one puzzle on a terminal, else line)")
	registerJobs(fs, &o.jobs)
	fs.DurationVar(&o.timeout, "timeout", time.Minute, "give up on a puzzle after `DURATION` (0: never)")
	fs.StringVar(&o.box, "box", "3x3", "box size `RxC`: 2x2 (4x4 grid), 2x3 (6x6), 3x3 (9x9), 3x4 (12x12), 4x4 (16x16), 5x5 (25x25) ...")
	fs.StringVar(&o.alphabet, "alphabet", "standard", "symbols: standard (1-9 then A-Z), hex (0-9A-F), letters (A-Z) or numbers")
	fs.StringVar(&o.progress, "progress", "auto", "progress bar on standard error: auto (when it is a terminal), always, never")
	count := fs.Int("count", 1, "make `N` puzzles")
	symmetry := fs.String("symmetry", "none", "pattern of the givens: `NAME` (none, rot180, rot90, mirror, flip, diagonal, anti-diagonal, random)")
	minimal := fs.Bool("minimal", false, "no given can be removed without losing uniqueness")
	givens := fs.Int("givens", 0, "exactly `N` givens (0: as few as the removal reaches)")
	level := fs.String("level", "", "`LEVEL`: easy, medium, hard, diabolical or extreme (--scale hodoku: easy, medium, hard, unfair or extreme)")
	scale := fs.String("scale", "sukaku", "rating scale of --level, --rating and the ratings written: natural, sukaku (Sukaku Explainer), se (Sudoku Explainer 1.2.1), hodoku (HoDoKu 2.2.4)")
	fs.StringVar(level, "difficulty", "", "`LEVEL`: the same as --level")
	ratingRange := fs.String("rating", "", "rating `RANGE` MIN-MAX (MIN <= rating < MAX; MIN- for no top)")
	technique := fs.String("technique", "", "the hardest step must be technique `KEY` (x-wing ...)")
	seedText := fs.String("seed", "", "seed of the first puzzle, a number (default: drawn at random)")
	distinct := fs.Bool("distinct", false, "no two puzzles of the run are equivalent (the same puzzle in disguise; see nanpure help canon)")
	attempts := fs.Int("attempts", 0, fmt.Sprintf("full grids to try per puzzle before giving up (0: %d)", generate.DefaultAttempts))
	practice := fs.Bool("practice", false, "write each puzzle as the position just before its first step of --technique, to practise it on")
	variantKind := fs.String("variant", "", "make a variant puzzle of `KIND`: "+strings.Join(generate.VariantKinds, ", "))
	pos, err := parseFlags(e, fs, args)
	if err != nil {
		return helpOK(err)
	}
	if len(pos) > 0 {
		return usageErrorf("generate: unexpected argument %q (generate reads no puzzles; see nanpure help generate)", pos[0])
	}
	if err := o.check(e, formatLine, formatGrid, formatJSON, formatCSV); err != nil {
		return err
	}
	if *count < 0 {
		return usageErrorf("--count %d: want 0 or more", *count)
	}
	seed, drawn := rand.Uint64()>>12, true // a number a person can copy
	if *seedText != "" {
		if seed, err = strconv.ParseUint(*seedText, 10, 64); err != nil {
			return usageErrorf("--seed %q: want a number from 0 to %d", *seedText, uint64(1<<64-1))
		}
		drawn = false
	}
	req := record.GenerateRequest{Shape: o.shape, Symmetry: *symmetry, Minimal: *minimal, Givens: *givens,
		Level: *level, Rating: *ratingRange, Technique: *technique, Attempts: *attempts, Seed: seed, Variant: *variantKind, Scale: *scale,
		Practice: *practice}
	opts, err := req.Options()
	if err != nil {
		return usageErrorf("%v", err)
	}
	format := o.format
	if format == "" {
		format = formatLine
		if *count == 1 && isTerminal(e.stdout) && req.Variant == "" || req.Practice {
			format = formatGrid
		}
	}
	if req.Practice && format == formatLine {
		if err := req.CheckPracticeLine(); err != nil {
			return usageErrorf("%v", err)
		}
	}
	if req.Variant != "" && (format == formatGrid || *distinct) {
		return usageErrorf("--variant: a variant's constraints are written as the Interactive Sudoku Solver's string (line, json, csv), and --distinct does not read them")
	}
	if drawn && (format == formatLine || format == formatGrid) {
		fmt.Fprintf(e.stderr, "nanpure: generate: seed %d\n", seed)
	}
	request := req.Describe(opts)
	columns := []string{"n", "puzzle", "solution", "box", "givens", "symmetry", "minimal", "rating", "level", "hardest", "seed", "error"}
	if req.Practice {
		columns = append(columns, "position", "candidates")
	}
	g := &generator{env: e, io: &o, opts: opts, count: *count, request: request, req: req,
		out:  newOutput(e.stdout, format, columns),
		rate: format == formatJSON || format == formatCSV, distinct: *distinct, seen: map[string]bool{}}
	return g.run(ctx)
}

// wrap breaks text into lines of at most width characters, at spaces.
func wrap(text string, width int) string {
	var b strings.Builder
	n := 0
	for _, w := range strings.Fields(text) {
		switch {
		case n == 0:
		case n+1+len(w) > width:
			b.WriteByte('\n')
			n = 0
		default:
			b.WriteByte(' ')
			n++
		}
		b.WriteString(w)
		n += len(w)
	}
	return b.String()
}

// generator runs one generate command: puzzle i of the run, made from seed
// opts.Seed + i, goes through the batch engine like the puzzles of the other
// commands, so that -j workers make them in parallel and they come out in
// order.
type generator struct {
	env   *env
	io    *ioFlags
	opts  generate.Options
	count int
	out   *output
	rate  bool // rate each puzzle for the output (json, csv)

	distinct bool            // --distinct: no two puzzles of the run equivalent
	seen     map[string]bool // the canonical forms written, with --distinct
	spare    uint64          // spare seeds used so far, with --distinct

	request string                 // what was asked, in words, for messages
	req     record.GenerateRequest // what was asked, for a variant's options

	failed int
}

func (g *generator) run(ctx context.Context) error {
	// The progress bar measures the share done as bytes of input read; here
	// the "input" is the count of puzzles, one "byte" each.
	in := &input{total: int64(g.count)}
	bar := newProgress(g.env.stderr, g.io.progress, in)
	n := 0
	next := func() (int, error) {
		if n == g.count {
			return 0, io.EOF
		}
		n++
		return n - 1, nil
	}
	work := func(ctx context.Context, i int) record.Made { return g.make(ctx, g.opts.Seed+uint64(i), i+1) }
	emit := func(m record.Made) error {
		in.read.Add(1)
		bar.add(1)
		if g.distinct {
			m = g.newClass(ctx, m)
		}
		return g.write(m)
	}
	idle := func() error {
		bar.draw()
		return g.out.flush()
	}
	err := batch.Run(ctx, g.io.jobs, next, work, emit, idle)
	bar.done()
	if ferr := g.out.end(); err == nil {
		err = ferr
	}
	if err != nil {
		return err
	}
	if g.failed > 0 {
		fmt.Fprintf(g.env.stderr, "nanpure: %d of %d puzzles failed\n", g.failed, g.count)
		return errFailed
	}
	return nil
}

// make makes puzzle n of the run from seed, rated when the output shows
// ratings.
func (g *generator) make(ctx context.Context, seed uint64, n int) record.Made {
	if g.io.timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, g.io.timeout)
		defer cancel()
	}
	if g.req.Variant != "" {
		return record.MakeVariant(ctx, g.req.VariantOptions(g.opts), seed, n)
	}
	m := record.MakePuzzle(ctx, g.opts, seed, n, g.rate)
	if g.req.Practice {
		m.AddPractice(ctx, g.req.Profile(), g.req.Technique)
	}
	return m
}

// maxRepeats is how many puzzles in a row --distinct takes that are
// equivalent to one of the run before it gives up: a 4x4 grid has few
// classes of puzzles, and a long run can use them up.
const maxRepeats = 100

// newClass returns m, or when m is equivalent to a puzzle of the run
// already written, a puzzle made from the next spare seed (--seed +
// --count, + 1 ...) that is not. It runs on the one goroutine that writes,
// so the run stays the same whatever -j is.
func (g *generator) newClass(ctx context.Context, m record.Made) record.Made {
	for tries := 0; m.Err == nil; tries++ {
		form, err := canon.Form(ctx, m.Result.Puzzle)
		if err != nil {
			m.Err = err
			break
		}
		key := form.String()
		if !g.seen[key] {
			g.seen[key] = true
			break
		}
		if tries == maxRepeats {
			m.Err = fmt.Errorf("generate: --distinct: the last %d puzzles made were all equivalent to puzzles of the run", maxRepeats)
			break
		}
		m = g.make(ctx, g.opts.Seed+uint64(g.count)+g.spare, m.N)
		g.spare++
	}
	return m
}

func (g *generator) write(m record.Made) error {
	o := g.out
	alpha := g.io.alpha
	if m.Err != nil {
		g.failed++
		msg := m.Failure(g.io.timeout, g.request)
		fmt.Fprintf(g.env.stderr, "nanpure: puzzle %d (seed %d): %s\n", m.N, m.Seed, msg)
		switch o.format {
		case formatJSON:
			return o.json(record.GeneratedRecord(m, alpha, msg))
		case formatCSV:
			return o.csvRow(g.csvPractice([]string{strconv.Itoa(m.N), "", "", m.Box, "", "", "", "", "", "", strconv.FormatUint(m.Seed, 10), msg}, record.Generated{}))
		}
		return nil
	}
	r := m.Result
	if m.RateErr != nil {
		fmt.Fprintf(g.env.stderr, "nanpure: puzzle %d (seed %d): not rated: %v\n", m.N, m.Seed, strings.TrimPrefix(m.RateErr.Error(), "generate: "))
	}
	rec := record.GeneratedRecord(m, alpha, "")
	switch o.format {
	case formatLine:
		if m.Practice != nil {
			return o.line(m.PracticeLine())
		}
		return o.line(rec.Puzzle)
	case formatGrid:
		h := fmt.Sprintf("# puzzle %d: seed %d, %d givens", m.N, m.Seed, rec.Givens)
		if r.Symmetry != generate.None {
			h += ", " + rec.Symmetry
		}
		if r.Minimal {
			h += ", minimal"
		}
		if rec.Rating != nil {
			h += fmt.Sprintf(", %.1f %s, hardest %s", *rec.Rating, rec.Level, rec.Hardest)
		}
		if rec.Score != nil {
			h += fmt.Sprintf(", HoDoKu %d %s, hardest %s", *rec.Score, rec.Level, rec.Hardest)
		}
		if m.Practice != nil {
			return o.block(h + fmt.Sprintf("\n# the position before its first %s step\n", g.req.Technique) + practiceMarks(*m.Practice, r.Solution))
		}
		return o.block(h + "\n" + r.Puzzle.Text(alpha))
	case formatJSON:
		return o.json(rec)
	}
	rating := ""
	if rec.Rating != nil {
		rating = strconv.FormatFloat(*rec.Rating, 'f', 1, 64)
	}
	if rec.Score != nil {
		rating = strconv.Itoa(*rec.Score) // as "nanpure rate --scale hodoku" writes it
	}
	return o.csvRow(g.csvPractice([]string{strconv.Itoa(m.N), rec.Puzzle, rec.Solution, rec.Box, strconv.Itoa(rec.Givens), rec.Symmetry,
		strconv.FormatBool(rec.Minimal), rating, rec.Level, rec.Hardest, strconv.FormatUint(m.Seed, 10), ""}, rec))
}

// csvPractice adds to a csv row the columns of rec's practice position
// when the run makes them (--practice): candidates as the cells' strings
// joined by spaces, "." for a cell with a digit.
func (g *generator) csvPractice(row []string, rec record.Generated) []string {
	if !g.req.Practice {
		return row
	}
	cands := make([]string, len(rec.Candidates))
	for i, c := range rec.Candidates {
		cands[i] = cmp.Or(c, ".")
	}
	return append(row, rec.Position, strings.Join(cands, " "))
}

// practiceMarks is the pencil-mark grid of practice position p of a puzzle
// with solution, as "nanpure explain" prints one and "nanpure hint" reads
// it.
func practiceMarks(p human.Position, solution sudoku.Grid) string {
	r, err := human.ReadSolved(p, solution)
	if err != nil {
		panic("nanpure: generate: a practice position its own solution does not read: " + err.Error())
	}
	return r.Board.Text()
}
