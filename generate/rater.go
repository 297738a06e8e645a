package generate

import (
	"context"

	"github.com/nanpure/nanpure/sudoku"
)

// A Rater tells the generator how a person would solve a puzzle: the hook
// through which a rating range (a level) and a required technique are
// reached. The rate package's Sudoku Explainer rating is the one the
// command line uses.
type Rater interface {
	// Rate rates puzzle, which has exactly one solution. When the rating
	// is at least max (max > 0), Rate may stop as soon as it knows that,
	// returning a Rating with Above set whose Score is at least max and
	// whose other fields are partial. Steering the removal of givens asks
	// that question once per removal, so an early stop saves most of the
	// work on puzzles that are too hard.
	Rate(ctx context.Context, puzzle sudoku.Grid, max float64) (Rating, error)

	// Technique returns the difficulty of the simplest step of the
	// technique whose key is key ("x-wing"), and an error for a key the
	// rater does not know.
	Technique(key string) (difficulty float64, err error)
}

// A Rating is how hard a puzzle is for the human solver.
type Rating struct {
	// Score is the rating: the difficulty of the hardest step of the
	// solving path, on the Sudoku Explainer scale (1.0 ... 11+). On
	// HoDoKu's (the HoDoKu Rater) it is HoDoKu's level and score in one
	// number, level + score/10000, the level counted from easy (0) to
	// extreme (4).
	Score float64
	// Points is HoDoKu's score, on HoDoKu's scale (0 on the others).
	Points int
	// Level is the name of the level Score falls in ("hard"; on HoDoKu's
	// scale, one of HoDoKu's levels: "unfair").
	Level string
	// Hardest is the key of the technique of the hardest step (on HoDoKu's
	// scale, of the step with the highest base score).
	Hardest string
	// Techniques are the keys of every technique the solving path used,
	// in the order of first use: the puzzle needs each of them, since the
	// solver takes an easier step whenever there is one.
	Techniques []string
	// Above says that Rate stopped early, knowing only that the rating is
	// at least the max it was given.
	Above bool
}

// Uses reports whether the solving path used the technique of key key.
func (r *Rating) Uses(key string) bool {
	for _, t := range r.Techniques {
		if t == key {
			return true
		}
	}
	return false
}
