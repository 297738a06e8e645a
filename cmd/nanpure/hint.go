package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/internal/record"
	"github.com/nanpure/nanpure/sudoku"
)

func runHint(ctx context.Context, e *env, args []string) error {
	var o ioFlags
	var h humanFlags
	fs := newFlags(e, "hint", "[flags] [position ...]", `
Give the next step of a puzzle in progress, as a teacher would: the easiest
technique that applies now. A position is a puzzle with the digits placed so
far (any format solve reads), or a grid of candidates (pencil marks) such as
"nanpure explain" and HoDoKu print, when some candidates were already
crossed out (an argument, a file or standard input), or a line of HoDoKu's
regression library (:0901:3:givens:deleted:...; '+' marks a digit placed).
The puzzle is proved unique first (else: multiple or none); a placed digit
that is not the solution's is named (mistakes), and pencil marks that lost
the solution's digit are ignored. The web API's /api/hint reads positions
the same way. A variant puzzle (see README.md) gets the first step of its
solving path.

--stage sets how much to tell: nudge (the technique and where to look),
focus (the cells to look at), or step (the whole step, explained; the
default). The text format prints the candidate grid first; the json format
gives the step in the form of "explain --format json", with the nudge and
the focus.

--all lists every step available in the position instead (HoDoKu's "Find
all steps"), each technique of the natural profile searched to the end and
a step given once per technique and effect: one line per step in text, a
"steps" array in json (each step carries its HoDoKu code, "hodoku"). The
Nishio, multiple, dynamic and nested forcing chains, which take seconds
each, are searched only when --technique names them. --technique KEY,...
narrows --all to those techniques (keys as in the json "key" field, such
as x-wing or skyscraper) or finders (such as unique-loops or
multiple-chains).`, `
  nanpure hint 000027008001000007064005019270963154400270683613004000087632041090048005342519870
  nanpure hint --stage nudge --lang ja '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..'
  nanpure hint < pencilmarks.txt
  nanpure hint -i pencilmarks.txt
  nanpure hint --format json -i positions.txt
  nanpure hint --all --technique x-wing,xy-wing -i positions.txt
  nanpure hint --all --format json < hodoku_reglib-1.3.txt`)
	o.register(fs, "text, json")
	h.register(fs, "natural")
	stage := fs.String("stage", "step", "how much to tell: `STAGE` nudge, focus or step")
	all := fs.Bool("all", false, "list every step available, not the easiest one")
	technique := fs.String("technique", "", "with --all: the techniques or finders to look for, `KEY,...`")
	pos, err := h.parse(e, fs, args, &o, "text", formatJSON)
	if err != nil {
		return helpOK(err)
	}
	if *stage != "nudge" && *stage != "focus" && *stage != "step" {
		return usageErrorf("--stage %q: want nudge, focus or step", *stage)
	}
	var keys []string
	switch {
	case *technique != "" && !*all:
		return usageErrorf("--technique needs --all")
	case *all && *stage != "step":
		return usageErrorf("--all lists whole steps: --stage %s does not apply", *stage)
	case *technique != "":
		keys = strings.Split(*technique, ",")
		if err := human.AllStepsKeys(keys); err != nil {
			return usageErrorf("--technique: %s", strings.TrimPrefix(err.Error(), "human: "))
		}
	}
	var find stepFinder
	if *all {
		find.all, find.keys = true, keys
	}
	// A grid of candidates spans lines and cells of several digits: an
	// argument, a file or standard input that holds one is read whole, as
	// one position, before the puzzles of the pipeline.
	var boards []positioned
	var rest []string
	for i, a := range pos {
		if grids, ok := pencilMarkGrids(a, fmt.Sprintf("argument %d", i+1)); ok {
			boards = append(boards, grids...)
		} else {
			rest = append(rest, a)
		}
	}
	ee, oo := *e, o
	oo.inputs = nil
	names := []string(o.inputs)
	if len(pos) == 0 && len(names) == 0 {
		names = []string{"-"}
	}
	for _, name := range names {
		text, whole := peekSource(&ee, name)
		if grids, ok := pencilMarkGrids(text, sourceName(name)); whole && ok {
			boards = append(boards, grids...)
		} else {
			oo.inputs = append(oo.inputs, name)
		}
	}
	solvers := h.solvers(o.jobs) // the positions read whole, one at a time
	out := newOutput(e.stdout, o.format, nil)
	failed := 0
	several := len(pos)+len(o.inputs) > 1 || len(boards) > 1
	writeHint := func(r hinted) error {
		if r.status != record.Step && r.status != record.Solved {
			fmt.Fprintf(e.stderr, "nanpure: %s: %s: %s\n", r.where, r.status, r.msg)
			failed++
		}
		if o.format == formatJSON {
			rec := record.Hint{Source: r.src, Line: r.line, Puzzle: r.puzzle, Box: r.box, Status: r.status, Error: r.msg,
				Mistakes: r.pos.Mistakes, WrongMarks: r.pos.WrongMarks, Candidates: r.cands}
			if r.status == record.Step && *all {
				rec.SetSteps(r.steps, h.lang)
			} else if r.status == record.Step {
				rec.SetStep(r.step, h.lang)
				if *stage != "step" {
					rec.Step = nil // not told at this stage
				}
			}
			return out.json(rec)
		}
		var b strings.Builder
		if r.status != record.Step && r.status != record.Solved || r.several {
			fmt.Fprintf(&b, "# %s: %s", r.where, r.status)
			if r.msg != "" {
				b.WriteString(": " + r.msg)
			}
			b.WriteString("\n")
		}
		if len(r.pos.WrongMarks) > 0 {
			fmt.Fprintf(&b, "# pencil marks without the solution's digit, ignored: %s\n", strings.Join(r.pos.WrongMarks, ", "))
		}
		b.WriteString(r.grid)
		if r.status == record.Step && *all {
			for _, st := range r.steps {
				fmt.Fprintf(&b, "%s [%.1f] %s\n", stepName(st, h.lang), st.Rating(), st.Explain(h.lang))
			}
		} else if r.status == record.Step {
			switch *stage {
			case "nudge":
				b.WriteString(r.step.Nudge(h.lang) + "\n")
			case "focus":
				b.WriteString(r.step.Focus(h.lang) + "\n")
			default:
				fmt.Fprintf(&b, "%s [%.1f] %s\n", stepName(r.step, h.lang), r.step.Rating(), r.step.Explain(h.lang))
			}
		}
		return out.block(b.String())
	}
	for _, bd := range boards {
		r := hinted{where: bd.source, src: bd.source, line: 1, several: several}
		p, err := human.ParsePosition(bd.text, sudoku.Options{Shape: o.shape, Alphabet: o.alpha})
		if err != nil {
			r.status, r.msg = record.Invalid, strings.TrimPrefix(err.Error(), "human: ")
		} else {
			r.puzzle, r.box = p.Givens.String(), p.Givens.Shape.String()
			r = hintPosition(ctx, o.timeout, r, p, solvers, find)
		}
		if err := writeHint(r); err != nil {
			return err
		}
	}
	if err := out.flush(); err != nil {
		return err
	}
	if len(rest) > 0 || len(oo.inputs) > 0 {
		p, err := newPipeline(&ee, &oo, rest, nil)
		if err != nil {
			return err
		}
		p.out = out
		solvers := h.solvers(puzzleThreads(p))
		work := func(ctx context.Context, it *item) hinted {
			r := hinted{where: it.where(), src: it.source, line: it.line, puzzle: it.puzzleText(), box: it.box(), several: !p.single || len(boards) > 0}
			if it.variant != nil {
				b, status, msg := record.ProperBoard(ctx, it.puzzle())
				if b == nil {
					r.status, r.msg = status, msg
					return r
				}
				return hintBoard(ctx, r, b, solvers, find)
			}
			pz := human.Position{Givens: it.grid}
			if text := string(it.text); sudoku.IsLibraryLine(text) {
				// A line of HoDoKu's library is a position, not a puzzle
				// (one without '+' may read as a puzzle of too many cells).
				var err error
				if pz, err = human.ParsePosition(text, sudoku.Options{Shape: o.shape, Alphabet: o.alpha}); err != nil {
					r.status, r.msg = record.Invalid, strings.TrimPrefix(err.Error(), "human: ")
					return r
				}
				r.puzzle, r.box = pz.Givens.String(), pz.Givens.Shape.String()
			} else if it.err != nil {
				r.status, r.msg = record.Invalid, it.err.Error()
				return r
			}
			return hintPosition(ctx, 0, r, pz, solvers, find)
		}
		write := func(r hinted) (string, bool, error) {
			ok := r.status == record.Step || r.status == record.Solved
			before := failed
			err := writeHint(r)
			failed = before
			return r.status, !ok, err
		}
		if err := process(ctx, p, work, write); err != nil {
			return err
		}
	}
	if failed > 0 {
		return errFailed
	}
	return nil
}

// maxPencilMarks is the most of a source read to see whether it is one
// grid of candidates: a 25x25 one with every candidate is some 10 KB.
const maxPencilMarks = 64 << 10

// peekSource reads the start of the file name ("-": standard input) and
// reports whether that was all of it. What it read of standard input is
// put back in front of the rest (e.stdin), so that no line is lost; a file
// that cannot be read is left for the pipeline to report.
func peekSource(e *env, name string) (text string, whole bool) {
	var r io.Reader = e.stdin
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return "", false
		}
		defer f.Close()
		r = f
	}
	buf, err := io.ReadAll(io.LimitReader(r, maxPencilMarks+1))
	if name == "-" {
		e.stdin = io.MultiReader(bytes.NewReader(buf), r)
	}
	return string(buf), err == nil && len(buf) <= maxPencilMarks
}

// sourceName is the name of an input in messages and records.
func sourceName(name string) string {
	if name == "-" {
		return "stdin"
	}
	return name
}

// positioned is a position given as a grid of candidates.
type positioned struct {
	source, text string
}

// pencilMarkGrids reads text from source as grids of candidates, when it is
// nothing else: grids apart by blank lines, each with comment lines ('#')
// before it or not, as "nanpure generate --practice" writes them. A grid
// of several is named by its source and the line where it begins.
func pencilMarkGrids(text, source string) ([]positioned, bool) {
	var grids []positioned
	var grid []string
	start := 0
	end := func() bool {
		if len(grid) == 0 {
			return true
		}
		g := strings.Join(grid, "\n")
		grid = nil
		grids = append(grids, positioned{source: fmt.Sprintf("%s:%d", source, start), text: g})
		return isPencilMarks(g)
	}
	for i, l := range strings.Split(text, "\n") {
		switch t := strings.TrimSpace(l); {
		case t == "" || strings.HasPrefix(t, "#"):
			if !end() {
				return nil, false
			}
		default:
			if len(grid) == 0 {
				start = i + 1
			}
			grid = append(grid, l)
		}
	}
	if !end() || len(grids) == 0 {
		return nil, false
	}
	if len(grids) == 1 {
		grids[0].source = source
	}
	return grids, true
}

// isPencilMarks reports whether text is one grid of candidates rather than
// puzzles: N*N cells (rules aside), some written with several digits, in
// rows of several cells (a file of 81 puzzles, one a line, is no grid).
func isPencilMarks(text string) bool {
	cells, multi := 0, false
	for _, line := range strings.Split(text, "\n") {
		row := 0
		for _, f := range strings.FieldsFunc(line, func(r rune) bool { return strings.ContainsRune(" \t\r|+:'=", r) }) {
			if strings.Trim(f, "-.") == "" && len(f) > 1 || f == "-" {
				continue // a rule ("." alone is a cell without candidates, as human.ParseBoard reads it)
			}
			row++
			if len(f) >= 2 {
				multi = true
			}
		}
		if row == 1 {
			return false
		}
		cells += row
	}
	switch cells {
	case 16, 36, 64, 81, 144, 256:
		return multi
	}
	return false
}

// hinted is the hint for one position.
type hinted struct {
	where, src string
	line       int
	several    bool // one of several positions: print where it comes from
	puzzle     string
	box        string
	status     string
	step       human.Step
	steps      []human.Step // with --all
	grid       string
	msg        string
	pos        record.Position // what the reader found: mistakes
	cands      []string        // of the board the step was found on
}

// stepFinder says what hintPosition looks for: the next step, or every
// step (of the techniques or finders keys, when there are any).
type stepFinder struct {
	all  bool
	keys []string
}

// hintPosition reads position p with human.ReadPosition, the reader of
// /api/hint too, and finds the next step (every step, with find.all) when
// the puzzle is unique and the position has no wrong digit. A timeout
// above 0 bounds the work (the pipeline's items come with theirs).
func hintPosition(ctx context.Context, timeout time.Duration, r hinted, p human.Position, solvers *sync.Pool, find stepFinder) hinted {
	if timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, timeout)
		defer cancel()
	}
	rd, err := human.ReadPosition(ctx, p, 2)
	switch {
	case ctx.Err() != nil:
		r.status, r.msg = record.Timeout, ctx.Err().Error()
		return r
	case err != nil:
		r.status, r.msg = record.Invalid, strings.TrimPrefix(strings.TrimPrefix(err.Error(), "human: "), "sudoku: ")
		return r
	}
	r.pos = record.ReadingOf(rd)
	r.status, r.msg = r.pos.Status, r.pos.Msg
	if rd.Board == nil {
		return r
	}
	r.grid = rd.Board.Text()
	if r.status != "" {
		return r
	}
	return hintBoard(ctx, r, rd.Board, solvers, find)
}

// hintBoard finds the next step on b (every step, with find.all).
func hintBoard(ctx context.Context, r hinted, b *human.Board, solvers *sync.Pool, find stepFinder) hinted {
	r.grid = b.Text()
	r.cands = record.Candidates(b)
	if find.all {
		steps, err := human.AllSteps(ctx, b, find.keys)
		switch {
		case ctx.Err() != nil:
			r.status, r.msg = record.Timeout, ctx.Err().Error()
		case err != nil:
			r.status, r.msg = record.Invalid, err.Error()
		case len(steps) == 0:
			r.status, r.msg = record.Stuck, "no technique applies"
		default:
			r.status, r.steps = record.Step, steps
		}
		return r
	}
	sv := solvers.Get().(*human.Solver)
	defer solvers.Put(sv)
	st, err := sv.Next(ctx, b)
	switch {
	case err == nil:
		r.status, r.step = record.Step, st
	case ctx.Err() != nil:
		r.status, r.msg = record.Timeout, ctx.Err().Error()
	case errors.Is(err, human.ErrStuck):
		r.status, r.msg = record.Stuck, "no technique applies"
	default:
		r.status, r.msg = record.Invalid, err.Error()
	}
	return r
}
