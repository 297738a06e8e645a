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
	// With "practice": the position just before the solving path's first
	// step of the technique, as /api/hint takes it with the puzzle (grid
	// and candidates).
	Position   string   `json:"position,omitempty"`
	Candidates []string `json:"candidates,omitempty"`
}

// makePuzzle answers POST /api/generate {"box": "3x3", "level": "hard",
// "symmetry": "rot180", "minimal": true, "seed": 42} (or "rating":
// "6.5-8" for a level, "technique": "x-wing", "givens": 24, as the
// command line's flags): a new puzzle with exactly one solution. Without
// a seed one is drawn, and given back so that the same puzzle can be made
// again. The rating comes with a level asked for. "scale" steers the level
// and the rating by another profile's ratings (as the command line's
// --scale); with "hodoku" the levels are HoDoKu's and the answer gives its
// score. With "practice" it gives the position to practise "technique" on
// (position, candidates), on the path of "scale" (the page's hints go by
// "natural"). With "variant": "killer" (any of generate.VariantKinds) it is a
// variant puzzle (genvariant.go).
func makePuzzle(ctx context.Context, req *Request) (any, error) {
	lang, err := req.lang()
	if err != nil {
		return nil, err
	}
	shape := sudoku.Classic
	if req.Box != "" {
		if shape, err = sudoku.ParseBox(req.Box); err != nil {
			return nil, badRequest("box: %v", trimPrefix(err))
		}
	}
	if req.Variant != "" {
		if err := variantFits(req, shape); err != nil {
			return nil, err
		}
	} else if shape.N > maxGenerateDigits {
		return nil, badRequest("box %s: the server makes grids of up to %d digits", shape, maxGenerateDigits)
	}
	seed := rand.Uint64() >> 12 // a number a person can copy
	if req.Seed != nil {
		seed = *req.Seed
	}
	// The command line's request, checked as it checks it.
	r := record.GenerateRequest{Shape: shape, Symmetry: req.Symmetry, Minimal: req.Minimal, Givens: req.Givens,
		Level: req.Level, Rating: req.Rating, Technique: req.Technique, Seed: seed, Variant: req.Variant,
		Scale: req.Scale, Practice: req.Practice, API: true}
	opts, err := r.Options()
	if err != nil {
		return nil, badRequest("%v", trimPrefix(err))
	}
	if req.Variant != "" {
		return makeVariant(ctx, req.Variant, opts, lang)
	}
	// Only a level (a rating, a technique) needs the rater: rating every
	// puzzle tried costs more than making it, on big grids far more. A
	// puzzle made without a level comes without a rating (ask /api/rate).
	if req.Level == "" && req.Rating == "" && req.Technique == "" {
		opts.Rater = nil
	}
	made, err := generate.Puzzle(ctx, opts)
	if err != nil {
		return nil, generateError(err)
	}
	a := generateAnswer{Puzzle: made.Puzzle.String(), Solution: made.Solution.String(), Givens: made.Puzzle.Givens(),
		Seed: made.Seed, Box: made.Puzzle.Shape.String(), Symmetry: made.Symmetry.String(), Minimal: made.Minimal}
	rt := made.Rating
	switch {
	case rt == nil:
	case rt.Points > 0: // HoDoKu's scale: its score and level
		a.Score = &rt.Points
		if l, err := rate.ParseHoDoKuLevel(rt.Level); err == nil {
			a.Level = l.Name(lang)
		}
	default:
		a.Rating = &rt.Score
		if l, err := rate.ParseLevel(rt.Level); err == nil {
			a.Level = l.Name(lang)
		}
	}
	if rt != nil {
		if t, ok := human.TechniqueByKey(rt.Hardest); ok {
			a.Hardest = t.Name(lang)
		}
	}
	if req.Practice {
		m := record.Made{Result: made}
		if m.AddPractice(ctx, r.Profile(), req.Technique); m.Err != nil {
			return nil, m.Err
		}
		a.Position, a.Candidates = record.PositionText(*m.Practice)
	}
	return a, nil
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
