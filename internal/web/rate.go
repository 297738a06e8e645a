package web

import (
	"context"
	"errors"

	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/rate"
)

// rateAnswer is the answer of POST /api/rate: the puzzle's rating on the
// Sudoku Explainer scale, its level and its hardest technique, in the
// fields of "nanpure rate --format json" (line, puzzle, rating, level,
// hardest), with the level's name in the language asked for.
type rateAnswer struct {
	Line      int     `json:"line"`
	Puzzle    string  `json:"puzzle"`
	Box       string  `json:"box"`
	Status    string  `json:"status"`
	Rating    float64 `json:"rating,omitempty"`
	Level     string  `json:"level,omitempty"`
	LevelName string  `json:"level_name,omitempty"`
	Hardest   string  `json:"hardest,omitempty"`
	Error     string  `json:"error,omitempty"`
}

// rate answers POST /api/rate. A puzzle without a single solution has no
// rating: its status says why. A rating that does not end in the time of
// a request has status timeout, never a guess.
func (h *handler) rate(ctx context.Context, req *request) (any, error) {
	lang, err := req.lang()
	if err != nil {
		return nil, err
	}
	p, err := req.puzzle()
	if err != nil {
		return nil, err
	}
	a := rateAnswer{Line: p.line, Puzzle: p.grid.String(), Box: p.grid.Shape.String()}
	o, err := h.search(ctx, p.grid, 2, 0)
	if err != nil {
		return nil, err
	}
	if o.status != statusUnique {
		a.Status, a.Error = o.status, o.msg
		return a, nil
	}
	if err := h.acquire(ctx); err != nil {
		return nil, err
	}
	r, err := rate.Rate(ctx, p.grid, nil)
	h.release()
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		a.Status, a.Error = statusTimeout, "gave up: the time for one request is up"
		return a, nil
	case err != nil:
		return nil, err
	}
	a.Status = statusUnique
	a.Rating, a.Level, a.LevelName = r.ER, r.Level.String(), r.Level.Name(lang)
	a.Hardest = r.Hardest.Name(lang)
	return a, nil
}

// lang reads the request's language of explanations: English by default.
func (req *request) lang() (human.Lang, error) {
	if req.Lang == "" {
		return human.English, nil
	}
	l, err := human.ParseLang(req.Lang)
	if err != nil {
		return 0, badRequest("lang %q: want en or ja", req.Lang)
	}
	return l, nil
}
