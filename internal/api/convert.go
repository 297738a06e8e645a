package api

import (
	"context"
	"slices"
	"strings"

	"github.com/nanpure/nanpure/internal/record"
)

// convert writes the request's puzzle in the form "to" (a SudokuPad link
// by default), as nanpure convert does: the page's link to open a puzzle
// in SudokuPad. A puzzle the form cannot hold (a zipper in f-puzzles) is
// a 422 that says why.
func convert(ctx context.Context, req *Request) (any, error) {
	to := req.To
	if to == "" {
		to = "sudokupad"
	}
	if !slices.Contains(record.ConvertForms, to) {
		return nil, badRequest("to %q: want one of %s", to, strings.Join(record.ConvertForms, ", "))
	}
	opts, err := req.options()
	if err != nil {
		return nil, err
	}
	p, err := req.puzzle()
	if err != nil {
		return nil, err
	}
	r := record.ConvertPuzzle(p.record(), to, opts.Alphabet)
	if r.Status != record.Converted {
		return nil, &apiErr{&Error{Code: statusUnprocessable, Error: r.Error}}
	}
	return r, nil
}
