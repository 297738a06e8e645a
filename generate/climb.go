package generate

import (
	"context"

	"github.com/nanpure/nanpure/sudoku"
)

// Climbing to a rating floor.
//
// The cap keeps an attempt below the top of a rating range, but nothing in
// a removal pass pushes it up to the bottom: most minimal 9x9 puzzles rate
// below 5, and a random one rates 9 or more about once in thousands. So an
// attempt that ends too easy is not thrown away: it climbs. Each step takes
// out a random orbit of givens, puts back orbits where another solution
// differs until the solution is unique again, runs the removal pass (under
// the cap), and rates the result; a step that rates at least as high as the
// puzzle it started from is kept. After climbSteps steps without reaching
// the floor, the attempt misses and the next one starts from a new grid.

// climbSteps bounds the steps of one climb.
const climbSteps = 200

// climb moves puzzle p (solution sol, rated r: outside the range, or not
// needing the technique) towards the request by local moves. It returns
// the rating of the puzzle p has become and whether that meets the request;
// p is changed only then. A step is kept when it ends no further from the
// range than the puzzle it started from; for a technique, inside the
// range, the walk is blind until a puzzle needs it.
func (g *generator) climb(ctx context.Context, p, sol sudoku.Grid, r *Rating) (*Rating, bool, error) {
	st := g.steer
	cur, dist := p.Clone(), st.distance(r)
	q := p.Clone()
	// Rate up to the cap; with no cap, up to the floor, which is all a
	// step needs to know before the full rating of a success.
	limit := st.cap()
	if limit == 0 {
		limit = st.lo
	}
	for step := 0; step < climbSteps; step++ {
		copy(q.Cells, cur.Cells)
		cells := g.cells[:0]
		for c, d := range q.Cells {
			if d != 0 {
				cells = append(cells, c)
			}
		}
		if err := g.repair(ctx, q, sol, g.orbitOf[cells[g.rng.intn(len(cells))]]); err != nil {
			return nil, false, err
		}
		if g.opts.Minimal {
			ok, err := g.makeMinimal(ctx, q, sol)
			if err != nil {
				return nil, false, err
			}
			if !ok {
				continue
			}
		}
		rr, err := st.rater.Rate(ctx, q, limit)
		if err != nil {
			return nil, false, err
		}
		if rr.Above && st.cap() == 0 || !rr.Above && st.meets(&rr) {
			full, m, err := st.judge(ctx, q)
			if err != nil {
				return nil, false, err
			}
			if m == numMisses {
				copy(p.Cells, q.Cells)
				return full, true, nil
			}
			continue
		}
		if d := st.distance(&rr); d <= dist {
			copy(cur.Cells, q.Cells)
			dist = d
		}
	}
	return nil, false, nil
}
