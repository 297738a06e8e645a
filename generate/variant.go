package generate

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/rate"
	"github.com/nanpure/nanpure/sudoku"
	"github.com/nanpure/nanpure/variant"
)

// VariantKinds are the variants Variant makes: killer cages without
// givens, jigsaw (random regions), Sudoku X (both diagonals), Windoku,
// anti-knight, anti-king, kropki dots (every white and black dot the
// solution has), thermometers, arrows, renbans, German whispers, modular
// lines, sum lines (pieces of N+1), zippers and double arrows (lines
// drawn along the solution, lines.go), quadruples (at random corners, 2 to
// 4 of their digits), minimums and maximums (every one the solution has),
// rellik cages, counting circles and lunchboxes (setkinds.go).
var VariantKinds = []string{"killer", "jigsaw", "x", "windoku", "anti-knight", "anti-king", "kropki", "thermo", "arrow",
	"renban", "whisper", "modular", "sum-line", "zipper", "double-arrow", "quadruple", "min-max",
	"rellik", "counting-circles", "lunchbox"}

// VariantOptions say what variant puzzle to make.
type VariantOptions struct {
	Kind  string        // one of VariantKinds
	Shape *sudoku.Shape // nil: 9x9
	// MinRating and MaxRating bound the rating as Options' do (rate.Level's
	// Range for a level); 0 leaves a side open.
	MinRating, MaxRating float64
	Seed                 uint64
	// Attempts bounds the puzzles made before giving up with ErrNotFound;
	// 0 means DefaultVariantAttempts.
	Attempts int
}

// MaxVariantDigits bounds the grids Variant makes (and is tested on): up to
// 9x9; the API refuses bigger requests by it too.
const MaxVariantDigits = 9

// DefaultVariantAttempts is the number of puzzles Variant makes, when
// VariantOptions.Attempts is 0, to find one in the rating range.
const DefaultVariantAttempts = 200

// A VariantResult is a variant puzzle, its solution and its rating.
type VariantResult struct {
	Kind     string
	Puzzle   *variant.Puzzle
	Solution sudoku.Grid
	Rating   rate.Result
	Seed     uint64
	Attempts int
}

// checkNodes bounds each uniqueness check of a variant: one that cannot
// decide within it keeps the given or the cage split (never a puzzle
// unique without proof), and a bound in nodes, not time, gives the same
// puzzle on every machine.
const checkNodes = 20_000

// Variant makes a variant puzzle with exactly one solution, rated on the
// Sukaku Explainer scale with the constraints' steps (variant.Rules)
// within the range asked: puzzles are made from the seed's random source
// one after another until one rates in the range.
func Variant(ctx context.Context, o VariantOptions) (VariantResult, error) {
	if err := CheckVariant(o); err != nil {
		return VariantResult{}, err
	}
	s := o.Shape
	if s == nil {
		s = sudoku.Classic
	}
	attempts := o.Attempts
	if attempts <= 0 {
		attempts = DefaultVariantAttempts
	}
	hi := o.MaxRating
	if hi <= 0 {
		hi = math.Inf(1)
	}
	rng := newRandom(o.Seed)
	sv := human.NewSolver(&human.Options{Profile: human.SukakuExplainer})
	closest := math.Inf(1)
	for a := 1; a <= attempts; a++ {
		p, sol, err := makeVariant(ctx, o.Kind, s, rng)
		if err != nil {
			return VariantResult{}, err
		}
		// The rules hold for the puzzle whatever givens it has: made once,
		// they serve every rating of the puzzle as givens come back.
		rules, err := variant.NewRules(p, sol)
		if err != nil {
			return VariantResult{}, err
		}
		// Rated up to hi: a puzzle too hard is known to be so at its
		// first step as hard as hi, the rest of its path left unrated.
		r, err := rateVariant(ctx, rules, p.Givens, sv, hi)
		if err != nil {
			return VariantResult{}, err
		}
		// Too hard: the givens come back one by one, in random order, until
		// it is not (a puzzle only gets easier with more givens).
		missing := slices.DeleteFunc(cellsOf(s), func(c int) bool { return p.Givens.Cells[c] != 0 })
		shuffle(rng, missing)
		for ; r.ER >= hi && len(missing) > 0; missing = missing[1:] {
			p.Givens.Cells[missing[0]] = sol.Cells[missing[0]]
			if r, err = rateVariant(ctx, rules, p.Givens, sv, hi); err != nil {
				return VariantResult{}, err
			}
		}
		if r.ER >= o.MinRating && r.ER < hi {
			return VariantResult{Kind: o.Kind, Puzzle: p, Solution: sol, Rating: r, Seed: o.Seed, Attempts: a}, nil
		}
		closest = min(closest, math.Abs(r.ER-o.MinRating), math.Abs(r.ER-hi))
	}
	return VariantResult{}, fmt.Errorf("%w: %d %s puzzles made, none rated in %.1f-%.1f (the closest %.1f away)",
		ErrNotFound, attempts, o.Kind, o.MinRating, hi, closest)
}

// CheckVariant returns the error Variant would return for o without making
// a puzzle: an unknown kind, ErrImpossible or ErrOutOfReach.
func CheckVariant(o VariantOptions) error {
	s := o.Shape
	if s == nil {
		s = sudoku.Classic
	}
	switch {
	case !slices.Contains(VariantKinds, o.Kind):
		return fmt.Errorf("%w: variant %q: want one of %s", ErrImpossible, o.Kind, strings.Join(VariantKinds, ", "))
	case o.Kind == "windoku" && variant.Windoku(s) == nil:
		return fmt.Errorf("%w: a %dx%d grid has no room for Windoku's windows", ErrImpossible, s.N, s.N)
	case o.Kind == "anti-king" && s.N == 4:
		// Once r3c1 and r3c2 are placed, r2c3 touches or shares a house
		// with every digit of box 1: no 4x4 grid keeps the rule.
		return fmt.Errorf("%w: no 4x4 grid keeps the anti-king rule: choose 6x6 or more", ErrImpossible)
	case s.N > MaxVariantDigits:
		return fmt.Errorf("%w: variants up to %dx%d (%dx%d asked)", ErrOutOfReach, MaxVariantDigits, MaxVariantDigits, s.N, s.N)
	case o.MinRating > human.VariantNested.Difficulty():
		return fmt.Errorf("%w: variant ratings reach %.1f at most today (the rules' nested contradiction; beyond it a path needs a guess): %.1f asked",
			ErrOutOfReach, human.VariantNested.Difficulty(), o.MinRating)
	}
	return nil
}

// rateVariant rates the puzzle of rules with givens, up to max (+Inf: to
// the end; see rate.RateBoardUpTo). A path that needs a guess
// (brute force: no rule of ours applies) or does not reach the end is as
// hard as can be, so that no level takes it: the extreme level, beyond
// the variant rules' nested contradiction (8.5), is out of reach today.
func rateVariant(ctx context.Context, rules *variant.Rules, givens sudoku.Grid, sv *human.Solver, max float64) (rate.Result, error) {
	b, err := rules.Board(givens)
	if err != nil {
		return rate.Result{}, err
	}
	if math.IsInf(max, 1) {
		max = 0
	}
	r, err := rate.RateBoardUpTo(ctx, b, sv, max)
	if ctx.Err() != nil {
		return r, ctx.Err()
	}
	if err != nil || r.Hardest == human.BruteForce {
		r.ER = math.Inf(1) // a guess is no logic: too hard for any level
	}
	return r, nil
}

// cellsOf lists the cells of s.
func cellsOf(s *sudoku.Shape) []int {
	cells := make([]int, s.Cells)
	for c := range cells {
		cells[c] = c
	}
	return cells
}

// makeVariant makes one puzzle of kind with exactly one solution.
func makeVariant(ctx context.Context, kind string, s *sudoku.Shape, rng *random) (*variant.Puzzle, sudoku.Grid, error) {
	p := &variant.Puzzle{Givens: sudoku.NewGrid(s)}
	switch kind {
	case "x":
		p.Constraints = []variant.Constraint{variant.Diagonal(s, false), variant.Diagonal(s, true)}
	case "windoku":
		for _, w := range variant.Windoku(s) {
			p.Constraints = append(p.Constraints, w)
		}
	case "anti-knight":
		p.Constraints = []variant.Constraint{variant.AntiKnight{}}
	case "anti-king":
		p.Constraints = []variant.Constraint{variant.AntiKing{}}
	}
	sol, err := randomGrid(ctx, kind, p, rng)
	if err != nil {
		return nil, sudoku.Grid{}, err
	}
	if kind == "killer" {
		return p, sol, killerCages(ctx, p, sol, rng)
	}
	switch kind {
	case "kropki":
		p.Constraints = kropkiDots(sol)
	case "thermo":
		p.Constraints = thermometers(sol, rng)
	case "arrow":
		p.Constraints = arrows(sol, rng)
	case "renban":
		p.Constraints = renbans(sol, rng)
	case "whisper":
		p.Constraints = whispers(sol, rng)
	case "modular":
		p.Constraints = modularLines(sol, rng)
	case "sum-line":
		p.Constraints = sumLines(sol, rng)
	case "zipper":
		p.Constraints = zippers(sol, rng)
	case "double-arrow":
		p.Constraints = doubleArrows(sol, rng)
	case "quadruple":
		p.Constraints = quadruples(sol, rng)
	case "min-max":
		p.Constraints = extremums(sol)
	case "rellik":
		p.Constraints = rellikCages(sol, rng)
	case "counting-circles":
		p.Constraints = countingCircles(sol, rng)
	case "lunchbox":
		p.Constraints = lunchboxes(sol, rng)
	}
	copy(p.Givens.Cells, sol.Cells)
	err = removeGivens(ctx, p, rng)
	return p, sol, err
}

// variantUnique reports whether p's one solution is proved within checkNodes.
func variantUnique(ctx context.Context, p *variant.Puzzle) (bool, error) {
	c, err := variant.NewCounter(p)
	if err != nil {
		return false, ctx.Err()
	}
	return uniqueWith(ctx, c)
}

// uniqueWith is variantUnique with the puzzle's constraints compiled.
func uniqueWith(ctx context.Context, c *variant.Counter) (bool, error) {
	r, err := c.CountWithin(ctx, 2, checkNodes)
	if errors.Is(err, variant.ErrLimit) {
		return false, nil
	}
	return err == nil && r.Count == 1, ctx.Err()
}

// removeGivens takes the givens away in random order, each for good when
// the puzzle stays unique; the constraints, which stay, are compiled once.
func removeGivens(ctx context.Context, p *variant.Puzzle, rng *random) error {
	counter, err := variant.NewCounter(p)
	if err != nil {
		return err
	}
	cells := cellsOf(p.Givens.Shape)
	shuffle(rng, cells)
	for _, c := range cells {
		d := p.Givens.Cells[c]
		p.Givens.Cells[c] = 0
		ok, err := uniqueWith(ctx, counter)
		if err != nil {
			return err
		}
		if !ok {
			p.Givens.Cells[c] = d
		}
	}
	return nil
}

// kropkiDots are the dots of every pair of side by side cells of sol whose
// digits are consecutive (white) or one twice the other (black; 1 and 2
// take the white dot).
func kropkiDots(sol sudoku.Grid) []variant.Constraint {
	s := sol.Shape
	var dots []variant.Constraint
	for c := range sol.Cells {
		for _, o := range []int{c + 1, c + s.N} {
			if o >= s.Cells || o == c+1 && s.Col(o) == 0 {
				continue
			}
			x, y := int(sol.Cells[c]), int(sol.Cells[o])
			switch {
			case x-y == 1 || y-x == 1:
				dots = append(dots, variant.Kropki{A: c, B: o})
			case x == 2*y || y == 2*x:
				dots = append(dots, variant.Kropki{A: c, B: o, Black: true})
			}
		}
	}
	return dots
}
