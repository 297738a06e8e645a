package generate

import (
	"context"

	"github.com/nanpure/nanpure/sudoku"
)

// Easing a puzzle that is too hard.
//
// Above steerCap the removal pass runs free, and on the larger grids it
// nearly always ends above the range's top: a 16x16 puzzle with as few
// givens as the pass leaves rates 9 or more, and each step of a walk down
// from there costs a rating that runs until that 9 (a tenth of a second
// and more). But the pass made its puzzle harder one removal at a time:
// the puzzles on its way (the full grid without the first k orbits it
// removed, each of them unique) go from trivial to too hard. So the orbits
// it removed go back, the last first: 16, then 64, 256 ... of them until
// the puzzle rates below the top. The first one that does is taken when it
// is in the range (it mostly is: 7 to 8.5 on 16x16 diabolical); when it
// went too easy, a bisection between it and the last count too hard finds
// where the rating crosses the top. Smaller first steps (2, 8 ...) end
// closer to the top, but each count still too hard costs a rating to 9:
// 16x16 diabolical, seeds 0-5, took 0.2 to 1.8 s of CPU that way, 0.35 to
// 0.9 s this way.

// canEase reports whether a puzzle may get givens back: when neither an
// exact number of givens nor a minimal puzzle is asked.
func (g *generator) canEase() bool { return g.opts.Givens == 0 && !g.opts.Minimal }

// ease puts back into p (too hard, made by the first pass and spare) the
// last orbits the first pass removed, as above, and returns the rating of
// the result and why it misses the request (numMisses: it meets it). When
// even the first orbit alone rates too hard, p is left as it was.
func (g *generator) ease(ctx context.Context, p, sol sudoku.Grid) (*Rating, miss, error) {
	out := len(g.removed) // the orbits of g.removed that are not in p
	for out > 0 && p.Cells[g.orbits[g.removed[out-1]][0]] != 0 {
		out-- // put back by spare
	}
	q, best := p.Clone(), p.Clone()
	var rating *Rating
	m := missTooHard
	low, high := -1, out // counts rating below the top (-1: none yet) and too hard
	try := func(k int) error {
		copy(q.Cells, sol.Cells)
		for _, oi := range g.removed[:k] {
			for _, c := range g.orbits[oi] {
				q.Cells[c] = 0
			}
		}
		r, qm, err := g.steer.judge(ctx, q)
		switch {
		case err != nil:
			return err
		case qm == missTooHard:
			high = k
		default:
			low, rating, m = k, r, qm
			copy(best.Cells, q.Cells)
		}
		return nil
	}
	for back := 16; low < 0 && high > 1; back *= 4 {
		if err := try(max(out-back, 1)); err != nil {
			return nil, 0, err
		}
	}
	if low < 0 {
		return nil, missTooHard, nil
	}
	for m == missTooEasy && high-low > 1 {
		if err := try((low + high) / 2); err != nil {
			return nil, 0, err
		}
	}
	copy(p.Cells, best.Cells)
	return rating, m, nil
}
