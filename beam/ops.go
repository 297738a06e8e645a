package main

import (
	"context"
	"encoding/json"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/internal/record"
	"github.com/nanpure/nanpure/sudoku"
)

func init() {
	register.DoFn3x1[context.Context, puzzle, func(string), error](&opFn{})
	register.Emitter1[string]()
}

// opFn answers one puzzle with the command's library code and emits its
// JSON record, the line "nanpure OP --format json" writes for it.
type opFn struct {
	C config

	alpha  sudoku.Alphabet
	lang   human.Lang
	hodoku bool
	solver *human.Solver // rate: one per instance, as the command line keeps one per worker
}

func (f *opFn) Setup() error {
	opts, err := f.C.options()
	if err != nil {
		return err
	}
	f.alpha = opts.Alphabet
	if f.lang, err = human.ParseLang(f.C.Lang); err != nil {
		return err
	}
	profile, _ := human.ProfileByName(f.C.Scale)
	f.hodoku = profile == human.HoDoKu
	f.solver = human.NewSolver(&human.Options{Profile: profile})
	return nil
}

func (f *opFn) ProcessElement(ctx context.Context, p puzzle, emit func(string)) error {
	ctx, cancel := withTimeout(ctx, f.C)
	defer cancel()
	rp := p.recordPuzzle(f.alpha)
	var rec any
	switch f.C.Op {
	case "solve":
		rec = record.SolveRecord(rp, record.SearchPuzzle(ctx, rp, 2, 1, nil), false)
	case "check":
		rec = record.CheckRecord(rp, record.SearchPuzzle(ctx, rp, 2, 0, nil))
	case "count":
		rec = record.CountRecord(rp, record.SearchPuzzle(ctx, rp, f.C.Limit, 0, nil))
	case "rate":
		rec = record.RateRecord(rp, record.RatePuzzle(ctx, rp, f.solver), f.lang, f.hodoku)
	case "canon":
		form, status, msg := record.CanonPuzzle(ctx, rp, f.C.Zeros)
		rec = record.CanonRecord(rp, status, msg, form)
	}
	b, err := json.Marshal(rec)
	if err != nil {
		return err
	}
	emit(string(b))
	return nil
}

// withTimeout is ctx with the per-puzzle time limit of c, as the command
// line's --timeout.
func withTimeout(ctx context.Context, c config) (context.Context, context.CancelFunc) {
	if c.Timeout <= 0 {
		return context.WithCancel(ctx)
	}
	return context.WithTimeout(ctx, c.Timeout)
}
