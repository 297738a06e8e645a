package generate

import (
	"context"

	"github.com/nanpure/nanpure/sudoku"
)

// Ratings are kept for the length of a call of Puzzle: a walk (walk.go)
// comes back to puzzles it has rated, when a step puts back what it took
// out, and a rating to 9 costs tens of milliseconds (on 9x9 extreme, seeds
// 0-5, one rating in 40 was of a puzzle rated before, a sixth of the time
// on seed 4).

// maxKeptRatings bounds the ratings kept: a call makes at most a few
// thousand ratings, unless it runs out of attempts.
const maxKeptRatings = 1 << 14

// ratingKey is a puzzle's digits, one byte a cell, and the cap of its
// rating.
type ratingKey struct {
	cells string
	max   float64
}

// rate returns the rating of p up to max (Rater.Rate), from the ratings
// kept when p was rated with max before.
func (st *steering) rate(ctx context.Context, p sudoku.Grid, max float64) (Rating, error) {
	b := make([]byte, len(p.Cells))
	for i, d := range p.Cells {
		b[i] = byte(d)
	}
	k := ratingKey{string(b), max}
	if r, ok := st.kept[k]; ok {
		return r, nil
	}
	var r Rating
	var err error
	if se, ok := st.rater.(*seRater); ok {
		r, err = se.rate(ctx, p, max, &st.tails)
	} else {
		r, err = st.rater.Rate(ctx, p, max)
	}
	if err != nil {
		return r, err
	}
	if st.kept == nil || len(st.kept) >= maxKeptRatings {
		st.kept = map[ratingKey]Rating{}
	}
	st.kept[k] = r
	return r, nil
}
