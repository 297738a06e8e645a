package main

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/internal/record"
	"github.com/nanpure/nanpure/sudoku"
)

func runExplain(ctx context.Context, e *env, args []string) error {
	var o ioFlags
	var h humanFlags
	fs := newFlags(e, "explain", "[flags] [puzzle ...]", `
Solve each puzzle the way a person does and explain every step: the
technique, where it applies, and what it places or removes, starting from
the grid of candidates (pencil marks). By default each step is the simplest
one there is (--scale natural); --scale sukaku follows the path Sukaku
Explainer takes to rate the puzzle.

The text format prints the candidate grid before the first step and before
each step beyond the basic techniques (--grids all: before every step,
none: never). The json format gives one object per puzzle: line, puzzle,
steps (each with technique, placements, eliminations, explanation) and
solved. --lang ja explains in Japanese.

Variant puzzles (killer cages, thermometers, diagonals ...; see README.md)
are explained too, one a line: each step of a constraint names it.`, `
  nanpure explain 000027008001000007064005019270963154400270683613004000087632041090048005342519870
  nanpure explain --lang ja '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..'
  nanpure explain --format json -i puzzles.txt > paths.jsonl`)
	o.register(fs, "text, json")
	h.register(fs, "natural")
	grids := fs.String("grids", "hard", "candidate grids in the text format: `WHEN` (hard, all, none)")
	pos, err := h.parse(e, fs, args, &o, "text", formatJSON)
	if err != nil {
		return helpOK(err)
	}
	if *grids != "hard" && *grids != "all" && *grids != "none" {
		return usageErrorf("--grids %q: want hard, all or none", *grids)
	}
	p, err := newPipeline(e, &o, pos, nil)
	if err != nil {
		return err
	}
	solvers := h.solvers(puzzleThreads(p))
	work := func(ctx context.Context, it *item) explained { return explainItem(ctx, it, solvers, *grids, h.lang) }
	write := func(r explained) (string, bool, error) {
		if r.status != record.Solved {
			p.report(r.item, r.status, r.msg)
		}
		var err error
		switch p.out.format {
		case formatJSON:
			rec := record.Explain{Source: r.source, Line: r.line, Puzzle: r.puzzleText(), Box: r.box(), Status: r.status,
				Solved: r.status == record.Solved, Error: r.msg}
			rec.SetSteps(r.steps, h.lang)
			err = p.out.json(rec)
		default:
			var b strings.Builder
			if !p.single || r.status != record.Solved {
				b.WriteString(gridHeader(r.item, r.status, r.msg, ""))
			}
			b.WriteString(r.text)
			err = p.out.block(b.String())
		}
		return r.status, r.status != record.Solved, err
	}
	return process(ctx, p, work, write)
}

// explained is the solving path of one item, with its text.
type explained struct {
	*item
	status string
	steps  []human.Step
	text   string
	msg    string
}

// basic reports whether a step is one of the techniques every player
// knows, before which the text format prints no candidate grid.
func basic(st human.Step) bool { return st.Difficulty < 3.0 }

func explainItem(ctx context.Context, it *item, solvers *sync.Pool, grids string, lang human.Lang) explained {
	r := explained{item: it}
	b, status, msg := record.ProperBoard(ctx, it.puzzle())
	if text := string(it.text); sudoku.IsLibraryLine(text) {
		b, status, msg = positionBoard(ctx, text) // explained from its position, as hint does
	}
	if b == nil {
		r.status, r.msg = status, msg
		r.advice = advice(ctx, it, status)
		return r
	}
	var text strings.Builder
	if grids != "none" {
		text.WriteString(b.Text())
	}
	hardest := human.Step{}
	width := 0
	sv := solvers.Get().(*human.Solver)
	defer solvers.Put(sv)
	_, err := sv.Solve(ctx, b, func(st human.Step) {
		n := len(r.steps) + 1
		if grids == "all" && n > 1 || grids == "hard" && !basic(st) && n > 1 {
			text.WriteString("\n" + b.Text())
		}
		if width == 0 {
			width = 3
		}
		fmt.Fprintf(&text, "%*d. %s [%.1f] %s\n", width, n, stepName(st, lang), st.Rating(), st.Explain(lang))
		if st.Difficulty > hardest.Difficulty {
			hardest = st
		}
		r.steps = append(r.steps, st)
	})
	switch {
	case err == nil:
		r.status = record.Solved
		if lang == human.Japanese {
			fmt.Fprintf(&text, "%d手で解けました。最も難しい手: %s [%.1f]\n", len(r.steps), stepName(hardest, lang), hardest.Rating())
		} else {
			fmt.Fprintf(&text, "Solved in %d steps; the hardest: %s [%.1f].\n", len(r.steps), stepName(hardest, lang), hardest.Rating())
		}
	case ctx.Err() != nil:
		r.status, r.msg = record.Timeout, "gave up after "+strconv.Itoa(len(r.steps))+" steps: "+ctx.Err().Error()
	case errors.Is(err, human.ErrStuck):
		r.status, r.msg = record.Stuck, "no technique applies after "+strconv.Itoa(len(r.steps))+" steps"
		text.WriteString("\n" + b.Text())
	default:
		r.status, r.msg = record.Invalid, err.Error()
	}
	r.text = text.String()
	return r
}

// stepName is the technique of a step, with the nesting level of nested
// forcing chains.
func stepName(st human.Step, lang human.Lang) string {
	name := st.Technique.Name(lang)
	switch {
	case st.Level == 1:
		name += " (+)"
	case st.Level > 1:
		name += " (+" + strconv.Itoa(st.Level) + ")"
	}
	return name
}
