package api

import (
	"context"

	"github.com/nanpure/nanpure/internal/record"
)

// maxLimit bounds the solutions one answer lists; a larger limit (or 0)
// counts them all the same.
const maxLimit = 1000

// source is the record's "source": where the puzzle came from.
const source = "request"

// newRecord is the record of a search in p.
func newRecord(p puzzle, o record.Outcome) record.Solve {
	return record.Solve{Source: source, Line: p.line, Puzzle: p.grid.String(), Box: p.grid.Shape.String(),
		Status: o.Status, Error: o.Msg}
}

// solve answers POST /api/solve: the solution, proved unique; with
// "first" the first found; with "limit" up to that many (0: all), and
// their count. The first maxLimit are listed.
func solve(ctx context.Context, req *Request) (any, error) {
	p, err := req.puzzle()
	if err != nil {
		return nil, err
	}
	limit, keep, several := 2, 1, false
	switch {
	case req.First && req.Limit != nil:
		return nil, badRequest("first and limit ask for different things: choose one")
	case req.Limit != nil && *req.Limit < 0:
		return nil, badRequest("limit %d: want 0 (count them all, as long as the time allows) or more", *req.Limit)
	case req.Limit != nil:
		limit, several = *req.Limit, true
		keep = maxLimit
		if limit > 0 {
			keep = min(limit, maxLimit)
		}
	case req.First:
		limit = 1
	}
	o, err := record.Search(ctx, p.grid, limit, keep)
	if err != nil {
		return nil, err
	}
	rec := newRecord(p, o)
	rec.SetSolutions(o, several)
	return rec, nil
}

// check answers POST /api/check: unique, multiple or none.
func check(ctx context.Context, req *Request) (any, error) {
	p, err := req.puzzle()
	if err != nil {
		return nil, err
	}
	o, err := record.Search(ctx, p.grid, 2, 0)
	if err != nil {
		return nil, err
	}
	return newRecord(p, o), nil
}
