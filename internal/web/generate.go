package web

import (
	"context"
	"errors"
	"math/rand/v2"

	"github.com/nanpure/nanpure/generate"
	"github.com/nanpure/nanpure/sudoku"
)

// maxGenerateDigits bounds the size of a generated grid: 16x16 is made in
// well under a second, larger ones take too long for a request.
const maxGenerateDigits = 16

// generateAnswer is the answer of POST /api/generate: the fields the
// generate command's JSON carries (puzzle, solution, givens, rating,
// level, hardest, seed; level and hardest named as "nanpure rate" names
// them, in the language asked for), the box and the symmetry.
type generateAnswer struct {
	Puzzle   string  `json:"puzzle"`
	Solution string  `json:"solution"`
	Givens   int     `json:"givens"`
	Rating   float64 `json:"rating,omitempty"`
	Level    string  `json:"level,omitempty"`
	Hardest  string  `json:"hardest,omitempty"`
	Seed     uint64  `json:"seed"`
	Box      string  `json:"box"`
	Symmetry string  `json:"symmetry"`
}

// generate answers POST /api/generate {"box": "3x3", "level": "hard",
// "symmetry": "rot180", "seed": 42}: a new puzzle with exactly one
// solution. Without a seed one is drawn, and given back so that the same
// puzzle can be made again. The rating comes with a level asked for.
func (h *handler) generate(ctx context.Context, req *request) (any, error) {
	lang, err := req.lang()
	if err != nil {
		return nil, err
	}
	opts := generate.Options{Shape: sudoku.Classic}
	if req.Box != "" {
		s, err := sudoku.ParseBox(req.Box)
		if err != nil {
			return nil, badRequest("box: %v", trimPrefix(err))
		}
		opts.Shape = s
	}
	if opts.Shape.N > maxGenerateDigits {
		return nil, badRequest("box %s: the server makes grids of up to %d digits", opts.Shape, maxGenerateDigits)
	}
	if req.Symmetry != "" {
		if opts.Symmetry, err = generate.ParseSymmetry(req.Symmetry); err != nil {
			return nil, badRequest("symmetry: %v", trimPrefix(err))
		}
	}
	// Only a level needs the rater: rating every puzzle tried costs more
	// than making it, on big grids far more. A puzzle made without one
	// comes without a rating (ask /api/rate).
	if req.Level != "" {
		if opts.MinRating, opts.MaxRating, err = levelRange(req.Level); err != nil {
			return nil, err
		}
		opts.Rater = puzzleRater{}
	}
	if req.Seed != nil {
		opts.Seed = uint64(*req.Seed)
	} else {
		opts.Seed = rand.Uint64() >> 12 // a number a person can copy
	}
	if err := h.acquire(ctx); err != nil {
		return nil, err
	}
	r, err := generate.Puzzle(ctx, opts)
	h.release()
	switch {
	case errors.Is(err, generate.ErrImpossible), errors.Is(err, generate.ErrNotFound):
		return nil, badRequest("%v", trimPrefix(err))
	case err != nil:
		return nil, err
	}
	a := generateAnswer{Puzzle: r.Puzzle.String(), Solution: r.Solution.String(), Givens: r.Puzzle.Givens(),
		Seed: r.Seed, Box: r.Puzzle.Shape.String(), Symmetry: r.Symmetry.String()}
	if r.Rating != nil {
		a.Rating = r.Rating.Score
		a.Level, a.Hardest = levelName(r.Rating.Level, lang), techniqueName(r.Rating.Hardest, lang)
	}
	return a, nil
}
