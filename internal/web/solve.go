package web

import (
	"context"

	"github.com/nanpure/nanpure/internal/record"
)

// maxLimit bounds the solutions one answer lists.
const maxLimit = 1000

// source is the record's "source": where the puzzle came from.
const source = "request"

// An endpoint is a function of the API and the pool of its cost class.
type endpoint struct {
	f    func(ctx context.Context, req *request) (any, error)
	pool *pool
}

// endpoints lists the API, by path under /api/.
func (h *handler) endpoints() map[string]endpoint {
	return map[string]endpoint{
		"solve":    {h.solve, h.cheap},
		"check":    {h.check, h.cheap},
		"hint":     {h.hint, h.cheap},
		"print":    {h.print, h.expensive},
		"explain":  {h.explain, h.expensive},
		"rate":     {h.rate, h.expensive},
		"generate": {h.generate, h.expensive},
	}
}

// newRecord is the record of a search in p.
func newRecord(p puzzle, o record.Outcome) record.Solve {
	return record.Solve{Source: source, Line: p.line, Puzzle: p.grid.String(), Box: p.grid.Shape.String(),
		Status: o.Status, Error: o.Msg}
}

// solve answers POST /api/solve: the solution, proved unique; with
// "first" the first found; with "limit" up to that many, and their count.
func (h *handler) solve(ctx context.Context, req *request) (any, error) {
	p, err := req.puzzle()
	if err != nil {
		return nil, err
	}
	limit, keep, several := 2, 1, false
	switch {
	case req.First && req.Limit != 0:
		return nil, badRequest("first and limit ask for different things: choose one")
	case req.Limit < 0 || req.Limit > maxLimit:
		return nil, badRequest("limit %d: want 1 to %d", req.Limit, maxLimit)
	case req.Limit > 0:
		limit, keep, several = req.Limit, req.Limit, true
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
func (h *handler) check(ctx context.Context, req *request) (any, error) {
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
