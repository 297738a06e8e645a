package variant

import (
	"context"
	"slices"

	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/sudoku"
)

// The rules' hard steps (Rules.Deduce with hard set): what follows from
// trying a candidate, or every candidate of a cell, and propagating every
// rule as the search does.

// contradiction finds a candidate whose every consequence under the rules
// ends in a cell or a house with no digit, trying the cells with fewest
// candidates first.
func (r *Rules) contradiction(ctx context.Context, b *human.Board, cand []sudoku.Set) (human.Step, bool, error) {
	var empty []int
	for c, set := range cand {
		if b.Digit(c) == 0 && set.Len() > 1 {
			empty = append(empty, c)
		}
	}
	slices.SortStableFunc(empty, func(x, y int) int { return cand[x].Len() - cand[y].Len() })
	trial := make([]sudoku.Set, len(cand))
	for _, c := range empty {
		if err := ctx.Err(); err != nil {
			return human.Step{}, false, err
		}
		// The solution's digit leads to no contradiction: skip it.
		for set := cand[c].Remove(r.solution.Cells[c]); set != 0; set &= set - 1 {
			d := set.First()
			copy(trial, cand)
			trial[c] = sudoku.Bit(d)
			if !r.consistent(trial) {
				st := r.step(human.VariantContradiction, 0, source{}, []int{c}, []human.Candidate{{Cell: c, Digit: d}}, nil)
				return st, true, nil
			}
		}
	}
	return human.Step{}, false, nil
}

// forcing finds what every way of filling one cell, or of placing one
// digit in a full group, leads to: a candidate each branch removes, or a
// digit each branch places (after propagating every rule).
func (r *Rules) forcing(cand []sudoku.Set) (human.Step, bool) {
	n := len(cand)
	try := func(cells []int, branch func(i int, trial []sudoku.Set)) (human.Step, bool) {
		common := make([]sudoku.Set, n) // what every branch keeps possible
		trial := make([]sudoku.Set, n)
		for i := range cells {
			copy(trial, cand)
			branch(i, trial)
			if !r.consistent(trial) {
				continue // a branch that cannot hold says nothing
			}
			for c := range common {
				common[c] |= trial[c]
			}
		}
		var es []human.Candidate
		for c, set := range cand {
			if set.Len() > 1 {
				es = append(es, eliminations(c, set&^common[c])...)
			}
		}
		if len(es) == 0 {
			return human.Step{}, false
		}
		return r.step(human.VariantForcing, 0, source{}, cells, es, nil), true
	}
	for c, set := range cand {
		if set.Len() < 2 {
			continue
		}
		digits := set.Digits()
		if st, ok := try(slices.Repeat([]int{c}, len(digits)), func(i int, trial []sudoku.Set) {
			trial[c] = sudoku.Bit(digits[i])
		}); ok {
			st.Cells = []int{c}
			return st, true
		}
	}
	for gi, g := range r.m.groups {
		if !r.m.full[gi] {
			continue
		}
		for d := sudoku.Digit(1); int(d) <= r.m.shape.N; d++ {
			var places []int
			for _, c := range g {
				if cand[c].Has(d) {
					places = append(places, c)
				}
			}
			if len(places) < 2 {
				continue
			}
			if st, ok := try(places, func(i int, trial []sudoku.Set) { trial[places[i]] = sudoku.Bit(d) }); ok {
				st.Digits = sudoku.Bit(d)
				return st, true
			}
		}
	}
	return human.Step{}, false
}

// consistent reports whether cand survives propagation of every rule and,
// when that decides every cell, the check of the whole grid.
func (r *Rules) consistent(cand []sudoku.Set) bool {
	if !r.m.propagate(cand) {
		return false
	}
	if branchCell(cand) >= 0 {
		return true
	}
	return r.p.check(r.m.grid(cand), r.m.houses)
}
