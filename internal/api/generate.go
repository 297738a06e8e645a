package api

import (
	"context"
	"errors"
	"math/rand/v2"

	"github.com/nanpure/nanpure/generate"
	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/internal/record"
	"github.com/nanpure/nanpure/rate"
	"github.com/nanpure/nanpure/sudoku"
)

// maxGenerateDigits bounds the size of a generated grid: 16x16 is made in
// well under a second, larger ones take too long for a request.
const maxGenerateDigits = 16

// generateAnswer is the answer of POST /api/generate: the record of
// "nanpure generate --format json" but its number n (puzzle, solution,
// box, givens, symmetry, minimal, rating, level, hardest, seed), the level
// and hardest technique named in the language asked for (English by
// default, as the CLI names them).
type generateAnswer struct {
	Puzzle   string   `json:"puzzle"`
	Solution string   `json:"solution"`
	Box      string   `json:"box"`
	Givens   int      `json:"givens"`
	Symmetry string   `json:"symmetry,omitempty"` // none for a variant, whose givens follow no symmetry
	Minimal  bool     `json:"minimal,omitempty"`
	Rating   *float64 `json:"rating,omitempty"`
	Score    *int     `json:"score,omitempty"` // HoDoKu's, in place of rating ("scale": "hodoku")
	Level    string   `json:"level,omitempty"`
	Hardest  string   `json:"hardest,omitempty"`
	Seed     uint64   `json:"seed"`
	// Variant is a variant puzzle as solve and check give it (puzzle is
	// then its ISS string), so that a page draws it without another call.
	Variant *record.Variant `json:"variant,omitempty"`
}

// makePuzzle answers POST /api/generate {"box": "3x3", "level": "hard",
// "symmetry": "rot180", "minimal": true, "seed": 42} (or "rating":
// "6.5-8" for a level, "technique": "x-wing", "givens": 24, as the
// command line's flags): a new puzzle with exactly one solution. Without
// a seed one is drawn, and given back so that the same puzzle can be made
// again. The rating comes with a level asked for. "scale" steers the level
// and the rating by another profile's ratings (as the command line's
// --scale); with "hodoku" the levels are HoDoKu's and the answer gives its
// score. With "variant": "killer" (any of generate.VariantKinds) it is a
// variant puzzle (genvariant.go).
func makePuzzle(ctx context.Context, req *Request) (any, error) {
	lang, err := req.lang()
	if err != nil {
		return nil, err
	}
	opts := generate.Options{Shape: sudoku.Classic, Minimal: req.Minimal, Givens: req.Givens, Technique: req.Technique}
	if req.Box != "" {
		s, err := sudoku.ParseBox(req.Box)
		if err != nil {
			return nil, badRequest("box: %v", trimPrefix(err))
		}
		opts.Shape = s
	}
	if req.Variant != "" {
		if err := variantFits(req, opts.Shape); err != nil {
			return nil, err
		}
	} else if opts.Shape.N > maxGenerateDigits {
		return nil, badRequest("box %s: the server makes grids of up to %d digits", opts.Shape, maxGenerateDigits)
	}
	if req.Symmetry != "" {
		if opts.Symmetry, err = generate.ParseSymmetry(req.Symmetry); err != nil {
			return nil, badRequest("symmetry: %v", trimPrefix(err))
		}
	}
	// Only a level (a rating, a technique) needs the rater (generate.SE, by default): rating every
	// puzzle tried costs more than making it, on big grids far more. A
	// puzzle made without a level comes without a rating (ask /api/rate).
	if req.Level != "" && req.Rating != "" {
		return nil, badRequest("level and rating: give one of them")
	}
	if req.Seed != nil {
		opts.Seed = *req.Seed
	} else {
		opts.Seed = rand.Uint64() >> 12 // a number a person can copy
	}
	profile, err := req.profile(human.SukakuExplainer)
	switch {
	case err != nil:
		return nil, err
	case profile != human.SukakuExplainer && req.Variant != "":
		return nil, badRequest("variant and scale %s: variants are rated on one scale of their own", req.Scale)
	case profile == human.HoDoKu:
		return makeHoDoKu(ctx, req, opts, lang)
	case profile != human.SukakuExplainer && (req.Level != "" || req.Rating != "" || req.Technique != ""):
		opts.Rater = generate.NewRater(profile)
	}
	if req.Rating != "" {
		if opts.MinRating, opts.MaxRating, err = generate.ParseRange(req.Rating); err != nil {
			return nil, badRequest("rating %q: %v", req.Rating, trimPrefix(err))
		}
	}
	if req.Level != "" {
		l, err := rate.ParseLevel(req.Level)
		if err != nil {
			return nil, badRequest("level %q: want easy, medium, hard, diabolical or extreme", req.Level)
		}
		opts.SetLevel(l) // the top level is open above
	}
	if req.Variant != "" {
		return makeVariant(ctx, req.Variant, opts, lang)
	}
	r, err := puzzleOf(ctx, opts)
	if err != nil {
		return nil, err
	}
	a := answerOf(r)
	if r.Rating != nil {
		a.Rating = &r.Rating.Score
		if l, err := rate.ParseLevel(r.Rating.Level); err == nil {
			a.Level = l.Name(lang)
		}
		if t, ok := human.TechniqueByKey(r.Rating.Hardest); ok {
			a.Hardest = t.Name(lang)
		}
	}
	return a, nil
}

// makeHoDoKu makes a puzzle of one of HoDoKu's levels ("scale": "hodoku",
// "level": "unfair").
func makeHoDoKu(ctx context.Context, req *Request, opts generate.Options, lang human.Lang) (any, error) {
	switch {
	case req.Rating != "":
		return nil, badRequest("rating and scale hodoku: HoDoKu's scale is asked by level (easy, medium, hard, unfair, extreme)")
	case req.Technique != "":
		return nil, badRequest("technique and scale hodoku: a hardest technique is asked on Sudoku Explainer's scale")
	}
	if req.Level != "" {
		l, err := rate.ParseHoDoKuLevel(req.Level)
		if err != nil {
			return nil, badRequest("level %q: want easy, medium, hard, unfair or extreme (HoDoKu's levels)", req.Level)
		}
		opts.SetHoDoKuLevel(l)
	}
	r, err := puzzleOf(ctx, opts)
	if err != nil {
		return nil, err
	}
	a := answerOf(r)
	if rt := r.Rating; rt != nil {
		a.Score = &rt.Points
		if l, err := rate.ParseHoDoKuLevel(rt.Level); err == nil {
			a.Level = l.Name(lang)
		}
		if t, ok := human.TechniqueByKey(rt.Hardest); ok {
			a.Hardest = t.Name(lang)
		}
	}
	return a, nil
}

// puzzleOf checks opts and makes the puzzle.
func puzzleOf(ctx context.Context, opts generate.Options) (generate.Result, error) {
	if err := generate.Check(opts); err != nil {
		return generate.Result{}, badRequest("%v", trimPrefix(err))
	}
	r, err := generate.Puzzle(ctx, opts)
	if err != nil {
		return r, generateError(err)
	}
	return r, nil
}

// answerOf is the answer of a puzzle made, without its rating.
func answerOf(r generate.Result) generateAnswer {
	return generateAnswer{Puzzle: r.Puzzle.String(), Solution: r.Solution.String(), Givens: r.Puzzle.Givens(),
		Seed: r.Seed, Box: r.Puzzle.Shape.String(), Symmetry: r.Symmetry.String(), Minimal: r.Minimal}
}

// generateError is the answer to a generator's error: an impossible
// request a 400, none found in the attempts a 422, anything else (the
// context's end) as it is.
func generateError(err error) error {
	switch {
	case errors.Is(err, generate.ErrImpossible):
		return badRequest("%v", trimPrefix(err))
	case errors.Is(err, generate.ErrNotFound):
		return &apiErr{&Error{Code: statusUnprocessable, Error: trimPrefix(err)}}
	}
	return err
}
