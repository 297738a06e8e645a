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

// newRecord is the record of a search in p, with a variant's givens and
// constraints for the page to draw.
func newRecord(p puzzle, o record.Outcome) record.Solve {
	r := record.Solve{Source: source, Line: p.line, Puzzle: p.String(), Box: p.grid.Shape.String(),
		Status: o.Status, Error: o.Msg}
	if p.variant != nil {
		r.Variant = record.VariantOf(p.variant)
	}
	return r
}

// search counts the solutions of p up to limit, keeping the first keep:
// a variant's by its own search, whose end of time is its status.
func (p puzzle) search(ctx context.Context, limit, keep int) (record.Outcome, error) {
	if p.variant != nil {
		return record.SearchPuzzle(ctx, p.record(), limit, keep, nil), nil
	}
	return record.Search(ctx, p.grid, limit, keep)
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
	o, err := p.search(ctx, limit, keep)
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
	o, err := p.search(ctx, 2, 0)
	if err != nil {
		return nil, err
	}
	return newRecord(p, o), nil
}
