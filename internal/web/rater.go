package web

import (
	"context"
	"fmt"

	"github.com/nanpure/nanpure/generate"
	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/rate"
	"github.com/nanpure/nanpure/sudoku"
)

// puzzleRater is the generator's Rater over the rate package.
type puzzleRater struct{}

func (puzzleRater) Rate(ctx context.Context, g sudoku.Grid, max float64) (generate.Rating, error) {
	r, err := rate.Rate(ctx, g, nil)
	if err != nil {
		return generate.Rating{}, err
	}
	return generate.Rating{Score: r.ER, Level: r.Level.String(), Hardest: r.Hardest.Key()}, nil
}

func (puzzleRater) Technique(key string) (float64, error) {
	t, ok := human.TechniqueByKey(key)
	if !ok {
		return 0, fmt.Errorf("no technique %q", key)
	}
	return t.Difficulty(), nil
}

// levelRange returns the ratings of a level: min <= rating < max (max 0:
// no bound).
func levelRange(name string) (min, max float64, err error) {
	l, err := rate.ParseLevel(name)
	if err != nil {
		return 0, 0, badRequest("level %q: want easy, medium, hard, diabolical or extreme", name)
	}
	bounds := []float64{0, 1.5, 2.5, 5.0, 9.0, 0}
	return bounds[l], bounds[l+1], nil
}

func levelName(name string, lang human.Lang) string {
	l, err := rate.ParseLevel(name)
	if err != nil {
		return name
	}
	return l.Name(lang)
}

func techniqueName(key string, lang human.Lang) string {
	t, ok := human.TechniqueByKey(key)
	if !ok {
		return key
	}
	return t.Name(lang)
}
