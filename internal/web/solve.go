package web

import (
	"context"

	"github.com/nanpure/nanpure/internal/record"
	"github.com/nanpure/nanpure/sudoku"
)

// maxLimit bounds the solutions one answer lists.
const maxLimit = 1000

// source is the record's "source": where the puzzle came from.
const source = "request"

// endpoints lists the API, by path under /api/.
func (h *handler) endpoints() map[string]endpoint {
	return map[string]endpoint{
		"solve":    h.solve,
		"check":    h.check,
		"print":    h.print,
		"hint":     h.hint,
		"explain":  h.explain,
		"rate":     h.rate,
		"generate": h.generate,
	}
}

// search is record.Search in a search slot.
func (h *handler) search(ctx context.Context, g sudoku.Grid, limit, keep int) (record.Outcome, error) {
	if err := h.acquire(ctx); err != nil {
		return record.Outcome{}, err
	}
	defer h.release()
	return record.Search(ctx, g, limit, keep)
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
	o, err := h.search(ctx, p.grid, limit, keep)
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
	o, err := h.search(ctx, p.grid, 2, 0)
	if err != nil {
		return nil, err
	}
	return newRecord(p, o), nil
}
