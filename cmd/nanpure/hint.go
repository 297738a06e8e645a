package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"

	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/internal/record"
)

func runHint(ctx context.Context, e *env, args []string) error {
	var o ioFlags
	var h humanFlags
	fs := newFlags(e, "hint", "[flags] [position ...]", `
Give the next step of a puzzle in progress, as a teacher would: the easiest
technique that applies now. A position is a puzzle with the digits placed so
far (any format solve reads), or a grid of candidates (pencil marks) such as
"nanpure explain" and HoDoKu print, when some candidates were already
crossed out.

--stage sets how much to tell: nudge (the technique and where to look),
focus (the cells to look at), or step (the whole step, explained; the
default). The text format prints the candidate grid first; the json format
gives the step in the form of "explain --format json", with the nudge and
the focus.`, `
  nanpure hint 000027008001000007064005019270963154400270683613004000087632041090048005342519870
  nanpure hint --stage nudge --lang ja '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..'
  nanpure hint < pencilmarks.txt
  nanpure hint --format json -i positions.txt`)
	o.register(fs, "text, json")
	h.register(fs, "natural")
	stage := fs.String("stage", "step", "how much to tell: `STAGE` nudge, focus or step")
	pos, err := h.parse(e, fs, args, &o, "text", formatJSON)
	if err != nil {
		return helpOK(err)
	}
	if *stage != "nudge" && *stage != "focus" && *stage != "step" {
		return usageErrorf("--stage %q: want nudge, focus or step", *stage)
	}
	// A grid of candidates spans lines and cells of several digits: it is
	// read whole, as one position, before the puzzles of the pipeline.
	var boards []positioned
	var rest []string
	for i, a := range pos {
		if isPencilMarks(a) {
			boards = append(boards, positioned{source: fmt.Sprintf("argument %d", i+1), text: a})
		} else {
			rest = append(rest, a)
		}
	}
	ee := *e
	if len(pos) == 0 && len(o.inputs) == 0 {
		text, err := io.ReadAll(io.LimitReader(e.stdin, 1<<20))
		if err != nil {
			return fmt.Errorf("reading stdin: %w", err)
		}
		if isPencilMarks(string(text)) {
			boards = append(boards, positioned{source: "stdin", text: string(text)})
		} else {
			ee.stdin = strings.NewReader(string(text))
		}
	}
	solvers := h.solvers()
	out := newOutput(e.stdout, o.format, nil)
	failed := 0
	writeHint := func(r hinted) error {
		if r.status != record.Step && r.status != record.Solved {
			fmt.Fprintf(e.stderr, "nanpure: %s: %s: %s\n", r.where, r.status, r.msg)
			failed++
		}
		if o.format == formatJSON {
			rec := record.Hint{Source: r.src, Line: r.line, Puzzle: r.puzzle, Box: r.box, Status: r.status, Error: r.msg}
			if r.status == record.Step {
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
		b.WriteString(r.grid)
		if r.status == record.Step {
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
		b, err := human.ParseBoard(bd.text)
		r := hinted{where: bd.source, src: bd.source, line: 1, several: len(pos)+len(o.inputs) > 1}
		if err != nil {
			r.status, r.msg = record.Invalid, strings.TrimPrefix(err.Error(), "human: ")
		} else {
			r.puzzle, r.box = b.Grid().String(), b.Shape.String()
			r = hintBoard(ctx, r, b, solvers)
		}
		if err := writeHint(r); err != nil {
			return err
		}
	}
	if err := out.flush(); err != nil {
		return err
	}
	if len(rest) > 0 || len(boards) == 0 {
		p, err := newPipeline(&ee, &o, rest, nil)
		if err != nil {
			return err
		}
		p.out = out
		work := func(ctx context.Context, it item) hinted {
			r := hinted{where: it.where(), src: it.source, line: it.line, puzzle: it.puzzleText(), box: it.box(), several: !p.single || len(boards) > 0}
			if it.err != nil {
				r.status, r.msg = record.Invalid, it.err.Error()
				return r
			}
			b, err := human.NewBoard(it.grid)
			if err != nil {
				r.status, r.msg = record.Invalid, err.Error()
				return r
			}
			return hintBoard(ctx, r, b, solvers)
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

// positioned is a position given as a grid of candidates.
type positioned struct {
	source, text string
}

// isPencilMarks reports whether text is one grid of candidates rather than
// puzzles: N*N cells (rules aside), some written with several digits.
func isPencilMarks(text string) bool {
	cells, multi := 0, false
	for _, f := range strings.FieldsFunc(text, func(r rune) bool { return strings.ContainsRune(" \t\r\n|+:'=", r) }) {
		if strings.Trim(f, "-.") == "" {
			continue // a rule
		}
		cells++
		if len(f) >= 2 {
			multi = true
		}
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
	grid       string
	msg        string
}

func hintBoard(ctx context.Context, r hinted, b *human.Board, solvers *sync.Pool) hinted {
	r.grid = b.Text()
	if b.Solved() {
		r.status = record.Solved
		return r
	}
	if err := b.Check(); err != nil {
		r.status, r.msg = record.Stuck, strings.TrimPrefix(err.Error(), "human: ")
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
		r.status, r.msg = record.Stuck, "no technique applies (does the position have a unique solution?)"
	default:
		r.status, r.msg = record.Invalid, err.Error()
	}
	return r
}
