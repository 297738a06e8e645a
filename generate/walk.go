package generate

import (
	"context"

	"github.com/nanpure/nanpure/sudoku"
)

// Walking towards the request.
//
// The cap keeps an attempt below the top of a rating range, but nothing in
// a removal pass pushes it up to the bottom: most minimal 9x9 puzzles rate
// below 5, and a random one rates 9 or more about once in thousands. Nor
// does a pass aim at a number of givens: minimal 9x9 puzzles have 21 to 29,
// most 23 to 26. So an attempt that ends too easy, too hard, without the
// technique or with too many givens is not thrown away: it walks. Each step
// takes out a random orbit of givens, puts back orbits where another
// solution differs until the solution is unique again, runs the removal
// pass (under the cap), and measures how far the result is from the
// request; a step that ends no further than the puzzle it started from is
// kept. After walkSteps steps the attempt misses, and the next one starts
// from a new grid.

// walkSteps bounds the steps of one walk.
const walkSteps = 200

// eval measures puzzle q: how far it is from the request (0: it meets it)
// and its rating when there is a Rater, or skip to drop the step.
type eval func(q sudoku.Grid) (dist float64, r *Rating, skip bool, err error)

// A screen is told each puzzle a walk stands on, cur (rated r, nil when it
// was not rated), and returns the test that drops a step q from it without
// measuring it, or nil to measure every step. It is asked once a puzzle,
// so what the test compares q with is worked out once.
type screen func(cur sudoku.Grid, r *Rating) (drops func(q sudoku.Grid) bool)

// walk moves puzzle p (solution sol, rated r, at distance dist from the
// request) by local steps until a step meets the request, dropping the
// steps that screen says to (nil: none). It returns the rating of the
// puzzle p has become and whether it meets the request; p is changed only
// then.
func (g *generator) walk(ctx context.Context, p, sol sudoku.Grid, r *Rating, dist float64, measure eval, screen screen) (*Rating, bool, error) {
	cur, q := p.Clone(), p.Clone()
	var drops func(sudoku.Grid) bool
	if screen != nil {
		drops = screen(cur, r)
	}
	for step := 0; step < walkSteps; step++ {
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
		if drops != nil && drops(q) {
			continue
		}
		d, r, skip, err := measure(q)
		switch {
		case err != nil:
			return nil, false, err
		case skip:
		case d == 0:
			copy(p.Cells, q.Cells)
			return r, true, nil
		case d <= dist:
			copy(cur.Cells, q.Cells)
			dist = d
			if screen != nil {
				drops = screen(cur, r)
			}
		}
	}
	return nil, false, nil
}

// climb walks towards the rating range (or the technique). For a
// technique, inside the range, the walk is blind until a puzzle needs it.
func (g *generator) climb(ctx context.Context, p, sol sudoku.Grid, r *Rating) (*Rating, bool, error) {
	st := g.steer
	// Rate up to the cap. With no cap, to the end: a step below the floor
	// is rated to its end anyway, and one that reaches it succeeds and
	// needs its full rating (a rating stopped at the floor was made again
	// from the start: 5 to 80 ms for a 9x9 extreme puzzle).
	limit := st.cap()
	return g.walk(ctx, p, sol, r, st.distance(r), func(q sudoku.Grid) (float64, *Rating, bool, error) {
		rr, err := st.rate(ctx, q, limit)
		if err != nil {
			return 0, nil, false, err
		}
		if !rr.Above && st.meets(&rr) {
			// Not stopped: rr is the full rating already.
			full, m, err := st.verdict(&rr)
			return 0, full, m != numMisses, err
		}
		return st.distance(&rr), &rr, false, nil
	}, g.solvedFurther)
}

// descend walks towards the number of givens asked for, from p with too
// many. The removal pass never goes below the number, so every step ends
// at or above it.
func (g *generator) descend(ctx context.Context, p, sol sudoku.Grid) (*Rating, bool, error) {
	target := g.opts.Givens
	return g.walk(ctx, p, sol, nil, float64(p.Givens()-target), func(q sudoku.Grid) (float64, *Rating, bool, error) {
		n := q.Givens()
		g.fewest = min(g.fewest, n)
		if n != target || g.steer == nil {
			return float64(n - target), nil, false, nil
		}
		r, m, err := g.steer.judge(ctx, q)
		return 0, r, m != numMisses, err
	}, nil)
}
