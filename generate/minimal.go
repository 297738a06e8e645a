package generate

import (
	"context"
	"fmt"

	"github.com/nanpure/nanpure/sudoku"
)

// Minimality.
//
// A puzzle is minimal when removing any one given adds solutions. The
// removal pass proves that for each given it tried alone and had to put
// back (g.needed); every other given is checked here by search: those of
// symmetric orbits, those the pass skipped for a target count, those it
// put back for a rating cap, and those whose check ran out of budget.
//
// With a symmetry, a pass that leaves no orbit removable usually leaves
// some single given removable: one cell of an orbit is needed, its partner
// is not. Drawing new grids until a pass happens to avoid that takes
// dozens of attempts for rot180 on 9x9 and is hopeless for rot90. So the
// puzzle is repaired instead, by a random walk among symmetric puzzles:
//
//  1. take away the whole orbit of a removable given (the puzzle now has
//     other solutions, each differing from the solution in that orbit);
//  2. find one such solution and put back the orbit of a random cell where
//     it differs, until the solution is unique again;
//  3. run the removal pass again over the givens, and look again for
//     removable givens.
//
// Each round changes a few orbits; after at most maxRepairs rounds the
// attempt gives up and the next one starts from a new grid.
//
// A proof runs within proofBudget nodes, and is tried again with
// minimalBudgetFactor times that; when that is not enough either, minimality is out of
// reach for this size and Puzzle says so, rather than search for ever.

// maxRepairs bounds the rounds of the random walk of one attempt.
const maxRepairs = 64

// minimalBudgetFactor multiplies the search budget for the last word on
// whether a given is needed.
const minimalBudgetFactor = 20

// makeMinimal makes puzzle p minimal, repairing it when it has a symmetry,
// and reports whether it succeeded.
func (g *generator) makeMinimal(ctx context.Context, p, sol sudoku.Grid) (bool, error) {
	for round := 0; ; round++ {
		c, err := g.removable(ctx, p, sol)
		if err != nil || c < 0 {
			return c < 0 && err == nil, err
		}
		// A given the pass did not take for the rating cap cannot be helped
		// by more givens; nor can a single-cell orbit the pass skipped for
		// a target count.
		o := g.orbitOf[c]
		if round == maxRepairs || g.steer != nil && g.steer.capped() || len(o) == 1 {
			return false, nil
		}
		if err := g.repair(ctx, p, sol, o); err != nil {
			return false, err
		}
	}
}

// removable returns a given of p that can go without adding solutions (the
// first in a random order), or -1 when p is minimal. It skips the givens
// proved needed and records those it proves needed in g.needed.
func (g *generator) removable(ctx context.Context, p, sol sudoku.Grid) (int, error) {
	cells := g.cells[:0]
	for c, d := range p.Cells {
		if d != 0 && !g.needed[c] {
			cells = append(cells, c)
		}
	}
	shuffle(g.rng, cells)
	for _, c := range cells {
		d := p.Cells[c]
		p.Cells[c] = 0
		g.check.checks++
		v := unique
		var err error
		if !forced(p, sol, []int{c}) {
			v, err = g.check.count(ctx, p, proofBudget)
			if err == nil && v == unknown {
				v, err = g.check.count(ctx, p, minimalBudgetFactor*proofBudget)
			}
		}
		p.Cells[c] = d
		switch {
		case err != nil:
			return -1, err
		case v == unique:
			return c, nil
		case v == unknown:
			s := p.Shape
			return -1, fmt.Errorf("%w: proving a %dx%d puzzle minimal: whether %s is needed takes more than %d search nodes to decide",
				ErrOutOfReach, s.N, s.N, s.CellName(c), minimalBudgetFactor*proofBudget)
		}
		g.needed[c] = true
	}
	return -1, nil
}

// repair takes orbit o out of p, puts back other orbits until the solution
// is unique again, and runs the removal pass over the result.
func (g *generator) repair(ctx context.Context, p, sol sudoku.Grid, o []int) error {
	for _, c := range o {
		p.Cells[c] = 0
	}
	for {
		other, err := g.other(ctx, p, sol, o)
		if err != nil {
			return err
		}
		if other.Shape == nil {
			break // no other solution: o was not needed any more
		}
		diff := g.cells[:0]
		for c, d := range other.Cells {
			if d != sol.Cells[c] && p.Cells[c] == 0 && !contains(o, c) {
				diff = append(diff, c)
			}
		}
		if len(diff) == 0 {
			// The other solution differs only inside o: o must stay.
			for _, c := range o {
				p.Cells[c] = sol.Cells[c]
			}
			break
		}
		added := g.orbitOf[diff[g.rng.intn(len(diff))]]
		for _, c := range added {
			p.Cells[c] = sol.Cells[c]
		}
		g.markNear(added)
	}
	g.markNear(o)
	// Givens were added: the proofs that others were needed no longer hold;
	// the pass makes new ones, valid for what it leaves. It only tries the
	// orbits that share a house with a changed cell: the others rarely
	// become removable, and the walk checks every given anyway.
	clear(g.needed)
	err := g.pass(ctx, p, sol, g.near)
	clear(g.near)
	return err
}

// markNear marks in g.near the cells that share a house with a cell of o.
func (g *generator) markNear(o []int) {
	for _, c := range o {
		g.near[c] = true
		for _, q := range g.shape.Peers(c) {
			g.near[q] = true
		}
	}
}

// other returns a solution of p other than sol, or the zero Grid when there
// is none. Every other solution differs from sol in a cell of o, the
// givens just taken away, so it tries each other digit of each cell of o.
func (g *generator) other(ctx context.Context, p, sol sudoku.Grid, o []int) (sudoku.Grid, error) {
	budget := minimalBudgetFactor * proofBudget
	// Every search is of p with one cell of o set: each starts from the
	// fixed point of singles of p, made once.
	var base []sudoku.Set
	for _, c := range o {
		for _, d := range p.Candidates(c).Remove(sol.Cells[c]).Digits() {
			if err := ctx.Err(); err != nil {
				return sudoku.Grid{}, fmt.Errorf("generate: %w", err)
			}
			if base == nil {
				var ok bool
				if base, ok = g.solver.fixedPoint(p); !ok {
					return sudoku.Grid{}, nil // p has no solution, nor any of its searches
				}
			}
			s, ok, over := g.solver.complete(base, c, d, budget)
			g.check.nodes += int64(g.solver.nodes)
			switch {
			case over:
				sh := p.Shape
				return sudoku.Grid{}, fmt.Errorf("%w: making a %dx%d puzzle minimal: a search ran over %d nodes",
					ErrOutOfReach, sh.N, sh.N, budget)
			case ok:
				return s, nil
			}
		}
	}
	return sudoku.Grid{}, nil
}

func contains(a []int, x int) bool {
	for _, y := range a {
		if y == x {
			return true
		}
	}
	return false
}
