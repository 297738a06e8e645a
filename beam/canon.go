package main

import (
	"context"
	"encoding/json"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/nanpure/nanpure/internal/record"
	"github.com/nanpure/nanpure/sudoku"
)

func init() {
	register.DoFn4x1[context.Context, puzzle, func(string, class), func(string), error](&classFn{})
	register.Emitter2[string, class]()
	register.Combiner1[class](&firstFn{})
	register.DoFn3x0[string, class, func(string)](&classRecordFn{})
}

// classes adds "canon -unique" or "-count" to s: every puzzle keyed by its
// canonical form, each class reduced to its first puzzle (the least source
// and line: the first seen, file by file) and how many puzzles it holds.
// A puzzle without a form is a record of its own, as in -op canon.
func classes(s beam.Scope, c config, puzzles beam.PCollection) beam.PCollection {
	keyed, bad := beam.ParDo2(s, &classFn{C: c}, puzzles)
	firsts := beam.CombinePerKey(s, &firstFn{}, keyed)
	return beam.Flatten(s, bad, beam.ParDo(s, &classRecordFn{C: c}, firsts))
}

// A class is a class of equivalent puzzles: its first puzzle's record
// fields and how many puzzles it holds.
type class struct {
	Source string
	Line   int
	Puzzle string
	Box    string
	Count  int
}

// classFn keys each puzzle by its canonical form.
type classFn struct {
	C     config
	alpha sudoku.Alphabet
}

func (f *classFn) Setup() error {
	opts, err := f.C.options()
	f.alpha = opts.Alphabet
	return err
}

func (f *classFn) ProcessElement(ctx context.Context, p puzzle, emit func(string, class), bad func(string)) error {
	rp := p.recordPuzzle(f.alpha)
	ctx, cancel := withTimeout(ctx, f.C)
	defer cancel()
	form, status, msg := record.CanonPuzzle(ctx, rp, f.C.Zeros)
	if status != record.Canonical {
		b, err := json.Marshal(record.CanonRecord(rp, status, msg, form))
		if err != nil {
			return err
		}
		bad(string(b))
		return nil
	}
	emit(form, class{Source: rp.Source, Line: rp.Line, Puzzle: rp.PuzzleText(), Box: rp.Box(), Count: 1})
	return nil
}

// firstFn merges two parts of a class: the first puzzle of both, and
// their counts added.
type firstFn struct{}

func (firstFn) MergeAccumulators(a, b class) class {
	first := a
	if b.Source < a.Source || b.Source == a.Source && b.Line < a.Line {
		first = b
	}
	first.Count = a.Count + b.Count
	return first
}

// classRecordFn writes a class as "nanpure canon --unique" (or --count,
// with the count) writes it: the record of its first puzzle.
type classRecordFn struct{ C config }

func (f *classRecordFn) ProcessElement(form string, k class, emit func(string)) {
	rec := record.Canon{Source: k.Source, Line: k.Line, Puzzle: k.Puzzle, Box: k.Box, Status: record.Canonical, Canon: form}
	if f.C.Count {
		rec.Count = k.Count
	}
	b, _ := json.Marshal(rec) // a struct of strings and numbers
	emit(string(b))
}
