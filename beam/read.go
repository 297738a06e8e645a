package main

import (
	"context"
	"errors"
	"io"
	"slices"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/fileio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/nanpure/nanpure/internal/record"
	"github.com/nanpure/nanpure/sudoku"
	"github.com/nanpure/nanpure/variant"
)

func init() {
	register.DoFn3x1[context.Context, fileio.ReadableFile, func(puzzle), error](&readFn{})
	register.Emitter1[puzzle]()
}

// A puzzle is one puzzle read from a file, as it travels between the
// pipeline's steps (and the workers of a cluster): the grid on one line
// in the standard alphabet with its box, or the raw text and why it did
// not parse.
type puzzle struct {
	Source string
	Line   int
	Text   string
	Grid   string // "" when it did not parse
	Box    string
	Err    string

	Variant bool // Text is a variant puzzle (package variant)
}

// readFn reads the puzzles of a file as "nanpure -i FILE" reads them: one
// file is read by one worker, from its start, so that every puzzle keeps
// its line; the work on them is spread afterwards.
type readFn struct {
	C config
}

func (f *readFn) ProcessElement(ctx context.Context, file fileio.ReadableFile, emit func(puzzle)) error {
	opts, err := f.C.options()
	if err != nil {
		return err
	}
	name := file.Metadata.Path
	rc, err := file.Open(ctx)
	if err != nil {
		emit(puzzle{Source: name, Err: "cannot read " + name + ": " + err.Error()})
		return nil
	}
	defer rc.Close()
	opts.Foreign = variant.IsVariant
	r := sudoku.NewReader(rc, opts)
	for {
		p, text, err := r.Scan()
		var pe *sudoku.ParseError
		switch {
		case err == nil && p.Foreign && !slices.Contains(record.VariantCommands, f.C.Op):
			emit(puzzle{Source: name, Line: p.Line, Text: string(text), Err: record.VariantNotRead})
		case err == nil && p.Foreign:
			emit(puzzle{Source: name, Line: p.Line, Text: string(text), Variant: true})
		case err == nil:
			emit(puzzle{Source: name, Line: p.Line, Text: string(text), Grid: p.Grid.String(), Box: p.Grid.Shape.String()})
		case errors.As(err, &pe):
			emit(puzzle{Source: name, Line: p.Line, Text: string(text), Err: err.Error()})
		case err == io.EOF:
			return nil
		default:
			// The puzzles before the error were emitted; the record of the
			// error says where reading stopped.
			emit(puzzle{Source: name, Line: p.Line, Err: "cannot read " + name + ": " + err.Error()})
			return nil
		}
	}
}

// recordPuzzle is p as the library's record functions take it.
func (p puzzle) recordPuzzle(alpha sudoku.Alphabet) record.Puzzle {
	rp := record.Puzzle{Source: p.Source, Line: p.Line, Text: []byte(p.Text), Alpha: alpha}
	if p.Err != "" {
		rp.Err = errors.New(p.Err)
		return rp
	}
	if p.Variant {
		rp.Variant, rp.Err = variant.Parse(p.Text)
		return rp
	}
	shape, err := sudoku.ParseBox(p.Box)
	if err == nil {
		rp.Grid, err = sudoku.Parse(p.Grid, sudoku.Options{Shape: shape})
	}
	if err != nil {
		rp.Grid, rp.Err = sudoku.Grid{}, err // never: the reader wrote it
	}
	return rp
}
