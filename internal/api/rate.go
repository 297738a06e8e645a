package api

import (
	"context"
	"errors"
	"fmt"

	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/internal/record"
	"github.com/nanpure/nanpure/rate"
)

// ratePuzzle answers POST /api/rate. A puzzle without a single solution has no
// rating: its status says why. A rating that does not end in the time of
// a request has status timeout, with the rating so far marked at_least.
func ratePuzzle(ctx context.Context, req *Request) (any, error) {
	p, lang, err := req.puzzleLang()
	if err != nil {
		return nil, err
	}
	profile, err := req.profile(human.SukakuExplainer)
	if err != nil {
		return nil, err
	}
	if p.variant != nil {
		return rateVariant(ctx, p, profile, lang), nil
	}
	a := record.Rate{Source: source, Line: p.line, Puzzle: p.grid.String(), Box: p.grid.Shape.String()}
	o, err := record.Search(ctx, p.grid, 2, 0)
	if err != nil {
		return nil, err
	}
	if o.Status != record.Unique {
		a.Status, a.Error = o.Status, o.Msg
		return a, nil
	}
	r, err := rate.Rate(ctx, p.grid, &rate.Options{Profile: profile, Threads: threads()})
	switch {
	case err == nil:
		a.Status = record.Rated
	case errors.Is(err, context.Canceled):
		return nil, err // the client went away
	case r.TimedOut:
		a.Status = record.Timeout
		a.Error = fmt.Sprintf("gave up after %d steps, rated %.1f so far: the time for one request is up", r.Steps, r.ER)
	case errors.Is(err, human.ErrStuck):
		a.Status, a.Error = record.Stuck, trimPrefix(err)
		return a, nil
	default:
		return nil, err
	}
	a.SetRating(r, lang)
	if profile == human.HoDoKu {
		a.SetHoDoKu(r, lang)
	}
	return a, nil
}

// puzzleLang reads the request's puzzle and the language to explain it in.
func (req *Request) puzzleLang() (puzzle, human.Lang, error) {
	lang, err := req.lang()
	if err != nil {
		return puzzle{}, 0, err
	}
	p, err := req.puzzle()
	return p, lang, err
}

// lang reads the request's language of explanations: English by default.
func (req *Request) lang() (human.Lang, error) {
	if req.Lang == "" {
		return human.English, nil
	}
	l, err := human.ParseLang(req.Lang)
	if err != nil {
		return 0, badRequest("lang %q: want en or ja", req.Lang)
	}
	return l, nil
}

// profile reads the request's scale: the techniques and their order
// (natural, sukaku, se, hodoku, as the command line's --scale), deflt when
// none.
func (req *Request) profile(deflt *human.Profile) (*human.Profile, error) {
	switch req.Scale {
	case "":
		return deflt, nil
	case "natural":
		return human.Natural, nil
	case "sukaku":
		return human.SukakuExplainer, nil
	case "se":
		return human.SudokuExplainer, nil
	case "hodoku":
		return human.HoDoKu, nil
	}
	return nil, badRequest("scale %q: want natural, sukaku, se or hodoku", req.Scale)
}

// rateVariant rates a variant puzzle as "nanpure rate" does
// (record.RatePuzzle), its record with the grid's box.
func rateVariant(ctx context.Context, p puzzle, profile *human.Profile, lang human.Lang) record.Rate {
	rp := p.record()
	r := record.RatePuzzle(ctx, rp, human.NewSolver(&human.Options{Profile: profile, Threads: threads()}))
	a := record.RateRecord(rp, r, lang, profile == human.HoDoKu)
	a.Box = p.grid.Shape.String()
	return a
}
