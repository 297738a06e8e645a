package web

import (
	"context"
	"slices"

	"github.com/nanpure/nanpure/internal/record"
)

// maxLimit bounds the solutions one answer lists; a larger limit (or 0)
// counts them all the same.
const maxLimit = 1000

// source is the record's "source": where the puzzle came from.
const source = "request"

// An endpoint is a function of the API, the fields of the request it
// takes and the pool of its cost class; costly, when set, says that a
// request goes to the expensive pool's slots all the same (a count of
// every solution).
type endpoint struct {
	f      func(ctx context.Context, req *request) (any, error)
	fields []string
	pool   *pool
	costly func(req *request) bool
}

// The fields of the endpoints.
var (
	puzzleFields   = []string{"puzzle", "box", "alphabet"}
	positionFields = append(slices.Clip(puzzleFields), "grid", "candidates", "lang", "scale")
)

// endpoints lists the API, by path under /api/.
func (h *handler) endpoints() map[string]endpoint {
	return map[string]endpoint{
		"solve":   {f: h.solve, fields: append(slices.Clip(puzzleFields), "limit", "first"), pool: h.cheap, costly: countsAll},
		"check":   {f: h.check, fields: puzzleFields, pool: h.cheap, costly: large},
		"hint":    {f: h.hint, fields: append(slices.Clip(positionFields), "all", "techniques"), pool: h.hints, costly: allSteps},
		"explain": {f: h.explain, fields: positionFields, pool: h.expensive},
		"rate":    {f: h.rate, fields: append(slices.Clip(puzzleFields), "lang", "scale"), pool: h.expensive},
		"generate": {f: h.generate, pool: h.expensive,
			fields: []string{"box", "level", "rating", "technique", "givens", "symmetry", "minimal", "seed", "lang"}},
		"print": {f: h.print, pool: h.expensive,
			fields: append(slices.Clip(puzzleFields), "puzzles", "paper", "per_page", "solutions", "format", "title", "lang", "page")},
	}
}

// countsAll reports whether a solve counts more solutions than it lists
// (work bounded only by the time of a request), or is large.
func countsAll(req *request) bool {
	return req.Limit != nil && (*req.Limit == 0 || *req.Limit > maxLimit) || large(req)
}

// largePuzzle is the length of a puzzle's text past which it is taken for
// a grid larger than 16x16 (256 cells, some 1,100 bytes written as a grid
// with rules), whose search may take seconds.
const largePuzzle = 2048

// large reports whether the request's puzzle is large.
func large(req *request) bool { return len(req.Puzzle) > largePuzzle }

// allSteps reports whether a hint lists every step (which takes many
// searches), or is large.
func allSteps(req *request) bool { return req.All || large(req) }

// newRecord is the record of a search in p.
func newRecord(p puzzle, o record.Outcome) record.Solve {
	return record.Solve{Source: source, Line: p.line, Puzzle: p.grid.String(), Box: p.grid.Shape.String(),
		Status: o.Status, Error: o.Msg}
}

// solve answers POST /api/solve: the solution, proved unique; with
// "first" the first found; with "limit" up to that many (0: all), and
// their count. The first maxLimit are listed.
func (h *handler) solve(ctx context.Context, req *request) (any, error) {
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
