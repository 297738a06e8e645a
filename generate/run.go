package generate

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/nanpure/nanpure/sudoku"
)

// A generator is one call of Puzzle: the checked options and the state that
// its attempts share. Each attempt draws a full grid and removes givens
// from it (remove.go); when the result misses the request (too many givens,
// not minimal, outside the rating range) the next attempt starts over from
// a new grid, until Options.Attempts.
type generator struct {
	opts   Options
	shape  *sudoku.Shape
	sym    Symmetry
	orbits [][]int
	rng    *random
	fill   *filler
	solver *filler // another solution, for repairs (minimal.go)
	check  *checker
	steer  *steering // nil without a Rater

	orbitOf [][]int // orbitOf[cell]: the orbit of the cell
	order   []int   // orbit indices in the order of removal
	removed []int   // the orbits the first pass removed, in order
	needed  []bool  // needed[c]: removing given c alone was proved to add solutions
	cells   []int   // scratch list of cells
	near    []bool  // cells near a repair (minimal.go)

	misses [numMisses]int // attempts that missed, by reason
	fewest int            // fewest givens an attempt ended with
}

// A miss is why an attempt failed to meet the request.
type miss uint8

const (
	missGivens    miss = iota // ended with more givens than asked
	missMinimal               // some given could go (with a symmetry, or a rating cap, in the way)
	missTooEasy               // rated below MinRating
	missTooHard               // rated at or above MaxRating
	missTechnique             // did not need the technique
	numMisses
)

func newGenerator(opts Options) (*generator, error) {
	if err := opts.check(); err != nil {
		return nil, err
	}
	s := opts.Shape
	rng := newRandom(opts.Seed)
	sym := opts.Symmetry
	if sym == Random {
		choices := []Symmetry{Rot180, Rot90, Mirror, Flip, Diagonal, AntiDiagonal}
		if rot90OutOfReach(s, opts.Minimal) {
			choices = slices.DeleteFunc(choices, func(x Symmetry) bool { return x == Rot90 })
		}
		sym = choices[rng.intn(len(choices))]
	}
	if sym == Rot90 && rot90OutOfReach(s, opts.Minimal) {
		return nil, fmt.Errorf("%w: minimal %dx%d puzzles with rot90 symmetry: every given must be needed on its own while the givens come in fours, and the repairs that find such puzzles in a tenth of a second on 9x9 run for hours from 16x16 up", ErrOutOfReach, s.N, s.N)
	}
	orbits := sym.Orbits(s)
	if opts.Givens > 0 && !reachable(orbits, opts.Givens) {
		return nil, fmt.Errorf("%w: %d givens with %s symmetry on a %dx%d grid: its cells go in groups of %s",
			ErrImpossible, opts.Givens, sym, s.N, s.N, orbitSizes(orbits))
	}
	g := &generator{
		opts: opts, shape: s, sym: sym, orbits: orbits, rng: rng,
		fill:    newFiller(s, rng),
		solver:  newFiller(s, rng),
		check:   newChecker(s),
		orbitOf: make([][]int, s.Cells),
		order:   make([]int, len(orbits)),
		needed:  make([]bool, s.Cells),
		near:    make([]bool, s.Cells),
		fewest:  s.Cells + 1,
	}
	for _, o := range orbits {
		for _, c := range o {
			g.orbitOf[c] = o
		}
	}
	if opts.Rater != nil {
		st, err := newSteering(&opts)
		if err != nil {
			return nil, err
		}
		g.steer = st
	}
	return g, nil
}

// rot90OutOfReach reports whether minimal puzzles with rot90 symmetry are
// out of reach for shape s: measured at 0.2 s on 9x9, 10 s on 12x12, and
// more than 12 minutes without an answer on 16x16.
func rot90OutOfReach(s *sudoku.Shape, minimal bool) bool { return minimal && s.N >= 16 }

// run makes attempts until one meets the request.
func (g *generator) run(ctx context.Context) (Result, error) {
	for a := 1; a <= g.opts.Attempts; a++ {
		if err := ctx.Err(); err != nil {
			return Result{}, fmt.Errorf("generate: stopped after %d attempts: %w", a-1, err)
		}
		sol := g.fill.fill()
		p, rating, m, err := g.attempt(ctx, sol)
		if err != nil {
			return Result{}, err
		}
		if m < numMisses {
			g.misses[m]++
			continue
		}
		return Result{
			Puzzle: p, Solution: sol, Seed: g.opts.Seed, Symmetry: g.sym,
			Minimal: g.opts.Minimal, Rating: rating,
			Attempts: a, Checks: g.check.checks, Nodes: g.check.nodes,
		}, nil
	}
	return Result{}, g.notFound()
}

// attempt turns the full grid sol into a puzzle. It returns the puzzle and
// its rating, or the reason it missed the request (numMisses when it met
// it).
func (g *generator) attempt(ctx context.Context, sol sudoku.Grid) (sudoku.Grid, *Rating, miss, error) {
	p, err := g.remove(ctx, sol)
	if err != nil {
		return p, nil, 0, err
	}
	if g.opts.Spare > 0 {
		g.spare(p, sol)
	}
	if g.opts.Minimal {
		ok, err := g.makeMinimal(ctx, p, sol)
		if err != nil {
			return p, nil, 0, err
		}
		if !ok {
			return p, nil, missMinimal, nil
		}
	}
	givens := p.Givens()
	g.fewest = min(g.fewest, givens)
	if g.opts.Givens > 0 && givens != g.opts.Givens {
		r, ok, err := g.descend(ctx, p, sol)
		if err != nil || !ok {
			return p, nil, missGivens, err
		}
		return p, r, numMisses, nil
	}
	if g.steer == nil {
		return p, nil, numMisses, nil
	}
	r, m, err := g.steer.judge(ctx, p)
	if err == nil && m == missTooHard && g.canEase() {
		var eased *Rating
		if eased, m, err = g.ease(ctx, p, sol); eased != nil {
			r = eased
		}
	}
	if err != nil || m == numMisses || g.opts.Givens > 0 {
		return p, r, m, err
	}
	r, ok, err := g.climb(ctx, p, sol, r)
	if err != nil || !ok {
		return p, nil, m, err
	}
	return p, r, numMisses, nil
}

// notFound explains why no attempt met the request.
func (g *generator) notFound() error {
	var why []string
	if n := g.misses[missGivens]; n > 0 {
		why = append(why, fmt.Sprintf("%d ended with more than %d givens (fewest: %d)", n, g.opts.Givens, g.fewest))
	}
	if n := g.misses[missMinimal]; n > 0 {
		why = append(why, fmt.Sprintf("%d were not minimal", n))
	}
	if n := g.misses[missTooEasy]; n > 0 {
		why = append(why, fmt.Sprintf("%d were rated below %s (highest: %s)", n, g.steer.figure(g.opts.MinRating), g.steer.figure(g.steer.highest)))
	}
	if n := g.misses[missTooHard]; n > 0 {
		why = append(why, fmt.Sprintf("%d were rated %s or more (lowest: %s)", n, g.steer.figure(g.steer.hi), g.steer.figure(g.steer.lowest)))
	}
	if n := g.misses[missTechnique]; n > 0 {
		why = append(why, fmt.Sprintf("%d did not need %s", n, g.opts.Technique))
	}
	return fmt.Errorf("%w in %d attempts: %s", ErrNotFound, g.opts.Attempts, strings.Join(why, ", "))
}
