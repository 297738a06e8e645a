package api

import (
	"context"
	"fmt"
	"strings"

	"github.com/nanpure/nanpure/generate"
	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/internal/record"
	"github.com/nanpure/nanpure/sudoku"
	"github.com/nanpure/nanpure/variant"
)

// variantFits refuses, before any work, what a variant request cannot
// have: the options of a classic puzzle's givens (a variant makes its own,
// as few as its uniqueness needs, whatever their pattern) and a grid
// above 9x9. "symmetry": "none" asks for nothing and is taken, as the
// command line takes --symmetry none with --variant.
func variantFits(req *Request, s *sudoku.Shape) error {
	var given []string
	if req.Symmetry != "" && req.Symmetry != "none" {
		given = append(given, "symmetry")
	}
	if req.Minimal {
		given = append(given, "minimal")
	}
	if req.Givens != 0 {
		given = append(given, "givens")
	}
	if req.Technique != "" {
		given = append(given, "technique")
	}
	if len(given) > 0 {
		return badRequest("variant %s: %s do not apply to a variant, which makes its own givens", req.Variant, strings.Join(given, ", "))
	}
	if s.N > generate.MaxVariantDigits {
		return badRequest("variant %s: box %s: variants are made up to %dx%d (a box of up to 3x3), not %dx%d",
			req.Variant, s, generate.MaxVariantDigits, generate.MaxVariantDigits, s.N, s.N)
	}
	return nil
}

// makeVariant answers a generate request for a variant of kind, made with
// the shape, rating range and seed of opts: its ISS string as "puzzle",
// its solution, rating, level and hardest step named in lang, and the
// "variant" that solve and check give. An unknown kind, a request no
// puzzle meets (Windoku on 4x4) or one out of reach (extreme) is a 400,
// none made in the attempts a 422, as for a classic puzzle.
func makeVariant(ctx context.Context, kind string, opts generate.Options, lang human.Lang) (any, error) {
	vo := generate.VariantOptions{Kind: kind, Shape: opts.Shape, MinRating: opts.MinRating, MaxRating: opts.MaxRating, Seed: opts.Seed}
	if err := generate.CheckVariant(vo); err != nil {
		return nil, badRequest("%v", trimPrefix(err))
	}
	r, err := generate.Variant(ctx, vo)
	if err != nil {
		return nil, generateError(err)
	}
	text, err := r.Puzzle.Text() // ISS's string, or f-puzzles JSON (a minimum)
	if err != nil {
		return nil, err
	}
	// The page plays the text, so the variant drawn is the text's, read
	// back as solve reads it: a jigsaw's regions come in the order of the
	// text (by their first cell), not in the generator's.
	read, err := variant.Parse(text)
	if err != nil {
		return nil, fmt.Errorf("api: the %s made does not read back: %w", kind, err)
	}
	er := r.Rating.ER
	return generateAnswer{Puzzle: text, Solution: r.Solution.String(), Box: opts.Shape.String(),
		Givens: r.Puzzle.Givens.Givens(), Rating: &er, Level: r.Rating.Level.Name(lang),
		Hardest: r.Rating.Hardest.Name(lang), Seed: r.Seed, Variant: record.VariantOf(read)}, nil
}
