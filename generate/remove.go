package generate

import (
	"context"

	"github.com/nanpure/nanpure/sudoku"
)

// Removal of givens.
//
// Starting from the full grid, the orbits of the symmetry (single cells
// without one) are taken away in random order, each once: an orbit stays
// away when the puzzle keeps its one solution (and, when steering, its
// rating stays under the cap), and goes back otherwise. Givens are only
// removed, so solutions only grow: an orbit that had to go back once would
// have to go back at any later point too. One pass therefore leaves no
// orbit that could still go, and without a symmetry the pass alone makes the
// puzzle minimal; minimal.go deals with what the pass leaves open.
//
// With a target number of givens the pass never takes an orbit that would
// go below it, and stops when it is reached (unless the puzzle must also be
// minimal, which the pass then has to reach at exactly that count).

// remove returns the puzzle the removal pass makes of the full grid sol.
func (g *generator) remove(ctx context.Context, sol sudoku.Grid) (sudoku.Grid, error) {
	p := sol.Clone()
	clear(g.needed)
	g.removed = g.removed[:0]
	return p, g.pass(ctx, p, sol, nil)
}

// pass takes away, in random order, each orbit of p's givens that can go
// (with near not nil, only orbits with a cell marked in near). It records
// in g.needed the givens proved needed one by one.
func (g *generator) pass(ctx context.Context, p, sol sudoku.Grid, near []bool) error {
	givens := p.Givens()
	target := g.opts.Givens
	for i := range g.order {
		g.order[i] = i
	}
	shuffle(g.rng, g.order)
	for _, oi := range g.order {
		if target > 0 && givens == target && !g.opts.Minimal {
			break
		}
		o := g.orbits[oi]
		if p.Cells[o[0]] == 0 || target > 0 && givens-len(o) < target || near != nil && !anyMarked(near, o) {
			continue
		}
		for _, c := range o {
			p.Cells[c] = 0
		}
		v, err := g.check.check(ctx, p, sol, o)
		if err != nil {
			return err
		}
		if v == unique && g.steer != nil && g.steer.capped() {
			if v, err = g.steer.allow(ctx, p); err != nil {
				return err
			}
		}
		if v == unique {
			givens -= len(o)
			if near == nil {
				g.removed = append(g.removed, oi)
			}
			continue
		}
		for _, c := range o {
			p.Cells[c] = sol.Cells[c]
		}
		if v == multiple && len(o) == 1 {
			g.needed[o[0]] = true
		}
	}
	return nil
}

// spare puts back the last orbits the first pass removed until p has
// Options.Spare givens more than the pass left.
func (g *generator) spare(p, sol sudoku.Grid) {
	target := p.Givens() + g.opts.Spare
	for i := len(g.removed) - 1; i >= 0 && p.Givens() < target; i-- {
		for _, c := range g.orbits[g.removed[i]] {
			p.Cells[c] = sol.Cells[c]
		}
	}
}

func anyMarked(marks []bool, cells []int) bool {
	for _, c := range cells {
		if marks[c] {
			return true
		}
	}
	return false
}
