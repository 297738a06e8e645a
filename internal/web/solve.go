package web

import (
	"context"
	"errors"
	"strconv"

	"github.com/nanpure/nanpure/exact"
	"github.com/nanpure/nanpure/sudoku"
)

// Statuses of a puzzle, as the CLI's solve, count and check report them.
const (
	statusUnique   = "unique"   // exactly one solution
	statusMultiple = "multiple" // more than one
	statusNone     = "none"     // no solution
	statusSolved   = "solved"   // a solution, uniqueness not checked ("first")
	statusTimeout  = "timeout"  // gave up when the request's time was up
)

// maxLimit bounds the solutions one answer lists.
const maxLimit = 1000

// record is the answer of solve and check: the object "nanpure solve
// --format json" writes for one puzzle, and the grid's box.
type record struct {
	Source    string   `json:"source"`
	Line      int      `json:"line"`
	Puzzle    string   `json:"puzzle"`
	Status    string   `json:"status"`
	Solution  string   `json:"solution,omitempty"`
	Solutions []string `json:"solutions,omitempty"`
	Count     *int     `json:"count,omitempty"`
	AtLimit   bool     `json:"at_limit,omitempty"`
	Error     string   `json:"error,omitempty"`
	Box       string   `json:"box"`
}

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

// outcome is what a search found.
type outcome struct {
	status    string
	solutions []sudoku.Grid // at most keep of them
	count     int
	atLimit   bool
	msg       string
}

// search counts the solutions of g up to limit (0: all), keeping the first
// keep, in a search slot. The statuses are the CLI's.
func (h *handler) search(ctx context.Context, g sudoku.Grid, limit, keep int) (outcome, error) {
	var o outcome
	if err := h.acquire(ctx); err != nil {
		return o, err
	}
	defer h.release()
	err := exact.Enumerate(ctx, g, func(s sudoku.Grid) bool {
		o.count++
		if len(o.solutions) < keep {
			o.solutions = append(o.solutions, s)
		}
		return limit <= 0 || o.count < limit
	})
	o.atLimit = limit > 0 && o.count == limit
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		o.status, o.msg = statusTimeout, "gave up after "+strconv.Itoa(o.count)+" solutions: "+err.Error()
	case err != nil:
		return o, err
	case o.count == 0:
		o.status = statusNone
	case o.count == 1 && !o.atLimit:
		o.status = statusUnique
	case o.count == 1:
		o.status = statusSolved
	default:
		o.status = statusMultiple
	}
	return o, nil
}

func newRecord(p puzzle, o outcome) record {
	return record{Source: source, Line: p.line, Puzzle: p.grid.String(), Box: p.grid.Shape.String(),
		Status: o.status, Error: o.msg}
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
	if several {
		for _, s := range o.solutions {
			rec.Solutions = append(rec.Solutions, s.String())
		}
		n := o.count
		rec.Count, rec.AtLimit = &n, o.atLimit
	} else if len(o.solutions) > 0 {
		rec.Solution = o.solutions[0].String()
	}
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
