package generate

import (
	"context"
	"fmt"
	"math"
	"strconv"

	"github.com/nanpure/nanpure/sudoku"
)

// Steering to a rating range or a technique.
//
// Generating blindly until a rating matches wastes most attempts on
// puzzles of the common levels. Instead the rating steers the removal:
// a removal that keeps the puzzle unique is undone when it makes the
// puzzle rate at or above the range's top (for a technique: when it needs
// something harder than that technique), so every attempt ends inside the
// cap, as hard as the cap and the full grid allow. The Rater is asked to
// stop as soon as it sees a step at or above the cap, so a removal that
// goes too far costs little. Caps above steerCap are only checked at the
// end. An attempt that ends outside the range, or that never needed the
// technique, climbs (walk.go) or misses.

// steering is the rating side of a generator.
type steering struct {
	rater    Rater
	lo, hi   float64              // the range: lo <= rating < hi (hi may be +Inf)
	tech     string               // the technique wanted as the hardest step, or ""
	practice bool                 // tech anywhere on the path will do (Options.Practice)
	techDiff float64              // its difficulty
	scale    scale                // how the Rater's numbers read
	highest  float64              // the highest rating of an attempt that missed low
	lowest   float64              // the lowest rating of an attempt that missed high
	kept     map[ratingKey]Rating // ratings made (ratememo.go)
	tails    tails                // the boards the ratings passed (ratetail.go)
}

func newSteering(o *Options) (*steering, error) {
	st := &steering{rater: o.Rater, lo: o.MinRating, hi: o.MaxRating, tech: o.Technique, practice: o.Practice, scale: seScale{}, lowest: math.Inf(1)}
	if sc, ok := st.rater.(scale); ok {
		st.scale = sc
	}
	if st.hi == 0 {
		st.hi = math.Inf(1)
	}
	if se, ok := st.rater.(*seRater); ok && st.hi <= se.easiest() {
		return nil, fmt.Errorf("%w: rating range [%g, %g): every puzzle with an empty cell rates at least %.1f on the %s scale",
			ErrImpossible, o.MinRating, st.hi, se.easiest(), se.profile.Name())
	}
	if st.tech != "" {
		d, err := st.rater.Technique(st.tech)
		if err != nil {
			return nil, fmt.Errorf("generate: technique %q: %w", st.tech, err)
		}
		if d >= st.hi {
			return nil, fmt.Errorf("%w: %s (%.1f) is outside the rating range [%g, %g)", ErrImpossible, st.tech, d, o.MinRating, st.hi)
		}
		st.techDiff = d
	}
	return st, nil
}

// A scale is what steering needs of a Rater's numbers beyond their order:
// the highest cap at which removals are rated as they go, and how a
// rating reads in a message. A Rater that is not one reads as Sudoku
// Explainer's (seScale); the HoDoKu Rater is one (hodokurate.go).
type scale interface {
	steerCap() float64
	figure(score float64) string
}

// seScale is Sudoku Explainer's scale: steerCap, and a rating as a number.
type seScale struct{}

func (seScale) steerCap() float64           { return steerCap }
func (seScale) figure(score float64) string { return strconv.FormatFloat(score, 'g', -1, 64) }

// figure writes a rating as its scale reads.
func (st *steering) figure(score float64) string { return st.scale.figure(score) }

// steerCap is the highest cap at which removals are rated as they go. A
// rating stopped at a low cap is cheap (no chains are tried); one that
// must go up to 9.0 costs milliseconds, and few puzzles reach such a cap
// anyway: above steerCap the removal runs free, and an attempt that ends
// at or above the cap misses.
const steerCap = 6.0

// capped reports whether removals are rated as they go: when the range has
// a top (or a technique is wanted: nothing harder may be needed) at or
// below steerCap.
func (st *steering) capped() bool { c := st.cap(); return c > 0 && c <= st.scale.steerCap() }

// cap is the rating at which Rate may stop: the range's top, and for a
// technique a point above its difficulty (a longer chain of the technique
// itself may rate higher; one that long is given up).
func (st *steering) cap() float64 {
	c := st.hi
	if st.tech != "" {
		c = min(c, st.techDiff+1)
	}
	if math.IsInf(c, 1) {
		return 0
	}
	return c
}

// allow rates puzzle p after a removal that kept it unique: unique when it
// is still within the cap, unknown (put the givens back) when it is too
// hard.
func (st *steering) allow(ctx context.Context, p sudoku.Grid) (verdict, error) {
	r, err := st.rate(ctx, p, st.cap())
	switch {
	case err != nil:
		return unknown, err
	case st.tooHard(&r):
		return unknown, nil
	}
	return unique, nil
}

// tooHard reports whether rating r is above the cap: at or above the
// range's top, or needing something harder than the technique.
func (st *steering) tooHard(r *Rating) bool {
	return r.Above || r.Score >= st.hi || st.tech != "" && r.Score > st.techDiff && r.Hardest != st.tech
}

// distance says how far rating r is from the request: how much too hard
// or too easy; a tenth for a puzzle in the range that does not need the
// technique, 0 for one that meets the request.
func (st *steering) distance(r *Rating) float64 {
	switch {
	case st.tooHard(r) && st.tech != "":
		return r.Score - st.techDiff
	case st.tooHard(r):
		return r.Score - st.hi + 0.1
	case r.Score < st.lo:
		return st.lo - r.Score
	case !st.meets(r):
		return 0.1
	}
	return 0
}

// meets reports whether the full rating r is what was asked.
func (st *steering) meets(r *Rating) bool {
	return !st.tooHard(r) && r.Score >= st.lo && st.hasTech(r)
}

// hasTech reports whether the full rating r has the technique asked for:
// as its hardest step, or with Practice anywhere on its path (tooHard
// rules out anything harder).
func (st *steering) hasTech(r *Rating) bool {
	return st.tech == "" || r.Hardest == st.tech || st.practice && r.Uses(st.tech)
}

// judge rates the finished puzzle p and says whether it meets the request.
// A rating that reaches the range's top stops there: the puzzle misses,
// however much harder it is, and a 16x16 that rates 9.9 takes seconds to
// rate to its end. Its score is then the first step at or above the top.
func (st *steering) judge(ctx context.Context, p sudoku.Grid) (*Rating, miss, error) {
	top := st.hi
	if math.IsInf(top, 1) {
		top = 0
	}
	r, err := st.rate(ctx, p, top)
	if err != nil {
		return nil, 0, err
	}
	return st.verdict(&r)
}

// verdict says whether the rating r of a finished puzzle meets the request.
func (st *steering) verdict(r *Rating) (*Rating, miss, error) {
	switch {
	case r.Score < st.lo:
		st.highest = max(st.highest, r.Score)
		return r, missTooEasy, nil
	case st.tooHard(r):
		st.lowest = min(st.lowest, r.Score)
		return r, missTooHard, nil
	case !st.hasTech(r):
		return r, missTechnique, nil
	}
	return r, numMisses, nil
}
