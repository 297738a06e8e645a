package main

import (
	"context"
	"encoding/json"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/nanpure/nanpure/generate"
	"github.com/nanpure/nanpure/internal/record"
	"github.com/nanpure/nanpure/sudoku"
)

func init() {
	register.DoFn2x0[[]byte, func(int)](&countFn{})
	register.Emitter1[int]()
	register.DoFn3x1[context.Context, int, func(string), error](&makeFn{})
}

// generated adds "nanpure generate --count N" to s: the puzzle numbers
// 0..N-1, spread over the workers, each made from seed -seed + i as the
// command line makes it, so that a run gives the same puzzles there and
// here.
func generated(s beam.Scope, c config) beam.PCollection {
	numbers := beam.ParDo(s, &countFn{N: c.Puzzles}, beam.Impulse(s))
	numbers = beam.Reshuffle(s, numbers)
	return beam.ParDo(s, &makeFn{C: c}, numbers)
}

// countFn emits the numbers 0..N-1.
type countFn struct{ N int }

func (f *countFn) ProcessElement(_ []byte, emit func(int)) {
	for i := range f.N {
		emit(i)
	}
}

// makeFn makes puzzle i of the run and emits its record.
type makeFn struct {
	C config

	req  record.GenerateRequest
	opts generate.Options
}

func (f *makeFn) Setup() error {
	var err error
	if f.req, err = f.C.generateRequest(); err == nil {
		f.opts, err = f.req.Options()
	}
	return err
}

func (f *makeFn) ProcessElement(ctx context.Context, i int, emit func(string)) error {
	req, opts := f.req, f.opts
	ctx, cancel := withTimeout(ctx, f.C)
	defer cancel()
	m := record.MakePuzzle(ctx, opts, opts.Seed+uint64(i), i+1, true)
	if req.Practice {
		m.AddPractice(ctx, req.Profile(), req.Technique)
	}
	failure := ""
	if m.Err != nil {
		failure = m.Failure(f.C.Timeout, req.Describe(opts))
	}
	b, err := json.Marshal(record.GeneratedRecord(m, sudoku.Standard, failure))
	if err != nil {
		return err
	}
	emit(string(b))
	return nil
}

// generateRequest is what -op generate asks for, as "nanpure generate"'s
// flags ask it.
func (c *config) generateRequest() (record.GenerateRequest, error) {
	box := c.Box
	if box == "" {
		box = "3x3"
	}
	shape, err := sudoku.ParseBox(box)
	if err != nil {
		return record.GenerateRequest{}, err
	}
	symmetry := c.Symmetry
	if symmetry == "" {
		symmetry = "none"
	}
	return record.GenerateRequest{Shape: shape, Symmetry: symmetry, Minimal: c.Minimal, Givens: c.Givens,
		Level: c.Level, Rating: c.Rating, Technique: c.Technique, Seed: c.Seed, Scale: c.Scale, Practice: c.Practice}, nil
}
