package web

import (
	"context"
	"errors"
	"fmt"

	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/rate"
)

// rateAnswer is the answer of POST /api/rate: the record of "nanpure rate
// --format json" (the rating ER on the Sudoku Explainer scale, the pearl
// EP and the diamond ED, the level and the hardest technique named in the
// language asked for, the number of steps) and the box.
type rateAnswer struct {
	Source  string   `json:"source"`
	Line    int      `json:"line"`
	Puzzle  string   `json:"puzzle"`
	Status  string   `json:"status"`
	Rating  *float64 `json:"rating,omitempty"`
	Pearl   *float64 `json:"pearl,omitempty"`
	Diamond *float64 `json:"diamond,omitempty"`
	AtLeast bool     `json:"at_least,omitempty"` // timed out: the rating is a lower bound
	Level   string   `json:"level,omitempty"`
	Hardest string   `json:"hardest,omitempty"`
	Steps   int      `json:"steps,omitempty"`
	Error   string   `json:"error,omitempty"`
	Box     string   `json:"box"`
}

// statusRated is the status of a puzzle rated to the end.
const statusRated = "rated"

// rate answers POST /api/rate. A puzzle without a single solution has no
// rating: its status says why. A rating that does not end in the time of
// a request has status timeout, with the rating so far marked at_least.
func (h *handler) rate(ctx context.Context, req *request) (any, error) {
	lang, err := req.lang()
	if err != nil {
		return nil, err
	}
	p, err := req.puzzle()
	if err != nil {
		return nil, err
	}
	a := rateAnswer{Source: source, Line: p.line, Puzzle: p.grid.String(), Box: p.grid.Shape.String()}
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
	case err == nil:
		a.Status = statusRated
	case r.TimedOut:
		a.Status, a.AtLeast = statusTimeout, true
		a.Error = fmt.Sprintf("gave up after %d steps, rated %.1f so far: the time for one request is up", r.Steps, r.ER)
	case errors.Is(err, human.ErrStuck):
		a.Status, a.Error = statusStuck, trimPrefix(err)
		return a, nil
	default:
		return nil, err
	}
	a.Rating, a.Pearl, a.Diamond = &r.ER, &r.EP, &r.ED
	a.Level, a.Hardest, a.Steps = r.Level.Name(lang), r.Hardest.Name(lang), r.Steps
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
