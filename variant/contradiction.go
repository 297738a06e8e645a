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
// ends in a cell or a house with no digit, trying the open cells empty in
// turn (openCells), each trial from base, cand's fixpoint (fixpoint).
func (r *Rules) contradiction(ctx context.Context, cand, base []sudoku.Set, empty []int) (human.Step, bool, error) {
	trial := make([]sudoku.Set, len(cand))
	for _, c := range empty {
		if err := ctx.Err(); err != nil {
			return human.Step{}, false, err
		}
		// The solution's digit leads to no contradiction: skip it.
		for set := cand[c].Remove(r.solution.Cells[c]); set != 0; set &= set - 1 {
			d := set.First()
			copy(trial, base)
			trial[c] &= sudoku.Bit(d)
			if !r.consistent(trial, c) {
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
func (r *Rules) forcing(cand, base []sudoku.Set) (human.Step, bool) {
	n := len(cand)
	try := func(cells []int, branch func(i int, trial []sudoku.Set)) (human.Step, bool) {
		common := make([]sudoku.Set, n) // what every branch keeps possible
		trial := make([]sudoku.Set, n)
		for i := range cells {
			copy(trial, base)
			branch(i, trial)
			if !r.consistent(trial, cells[i]) {
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
			trial[c] &= sudoku.Bit(digits[i])
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
			if st, ok := try(places, func(i int, trial []sudoku.Set) { trial[places[i]] &= sudoku.Bit(d) }); ok {
				st.Digits = sudoku.Bit(d)
				return st, true
			}
		}
	}
	return human.Step{}, false
}

// consistent reports whether cand survives propagation of every rule and,
// when that decides every cell, the check of the whole grid; cand is at
// the rules' fixpoint but for cell changed (-1: any cell), and is left at
// the new one.
func (r *Rules) consistent(cand []sudoku.Set, changed int) bool {
	if !r.m.propagateFrom(cand, changed) {
		return false
	}
	if branchCell(cand) >= 0 {
		return true
	}
	return r.p.check(r.m.grid(cand), r.m.houses)
}

// nestedBudget bounds the trials of one search for a nested contradiction
// (each a propagation of every rule): beyond it the step is left to brute
// force rather than to minutes of search. A count, not a time, so that a
// path is the same on every machine.
const nestedBudget = 400_000

// nested finds a candidate whose consequences end in a contradiction once
// the contradictions found inside them count too: with it placed, every
// candidate left is tried in turn, each that breaks the rules goes, and
// the rules are followed again, until a cell or a house has no digit (one
// level of contradiction inside another). It comes after contradiction
// and forcing find nothing.
func (r *Rules) nested(ctx context.Context, cand, base []sudoku.Set, empty []int) (human.Step, bool, error) {
	trial := make([]sudoku.Set, len(cand))
	inner := make([]sudoku.Set, len(cand))
	budget := nestedBudget
	for _, c := range empty {
		for set := cand[c].Remove(r.solution.Cells[c]); set != 0; set &= set - 1 {
			if err := ctx.Err(); err != nil {
				return human.Step{}, false, err
			}
			d := set.First()
			copy(trial, base)
			trial[c] &= sudoku.Bit(d)
			if !r.holdsNested(trial, c, inner, &budget) {
				st := r.step(human.VariantNested, 0, source{}, []int{c}, []human.Candidate{{Cell: c, Digit: d}}, nil)
				return st, true, nil
			}
			if budget <= 0 {
				return human.Step{}, false, nil
			}
		}
	}
	return human.Step{}, false, nil
}

// holdsNested reports whether trial survives the rules with the
// contradictions inside it: each candidate that breaks the rules when
// placed is removed and the rules followed again, until nothing changes
// (true) or a cell or a house has no digit (false). trial is at the
// rules' fixpoint but for cell changed; inner is scratch.
func (r *Rules) holdsNested(trial []sudoku.Set, changed int, inner []sudoku.Set, budget *int) bool {
	*budget--
	if !r.consistent(trial, changed) {
		return false
	}
	for changed := true; changed && *budget > 0; {
		changed = false
		for c, set := range trial {
			if set.Len() < 2 {
				continue
			}
			for ds := set; ds != 0; ds &= ds - 1 {
				d := ds.First()
				copy(inner, trial)
				inner[c] = sudoku.Bit(d)
				if *budget--; r.consistent(inner, c) {
					continue
				}
				trial[c] = trial[c].Remove(d)
				if *budget--; !r.consistent(trial, c) {
					return false
				}
				changed = true
			}
		}
	}
	return true
}

// fixpoint is cand narrowed by every rule, from which a trial of one
// candidate propagates only what that candidate wakes. The board's
// candidates hold the solution, so the rules never empty a cell of them.
func (r *Rules) fixpoint(cand []sudoku.Set) []sudoku.Set {
	base := slices.Clone(cand)
	r.m.propagate(base)
	return base
}

// openCells are the undecided cells of b, those with fewest candidates
// first: the trials whose consequences are likeliest to end soon.
func openCells(b *human.Board, cand []sudoku.Set) []int {
	var empty []int
	for c, set := range cand {
		if b.Digit(c) == 0 && set.Len() > 1 {
			empty = append(empty, c)
		}
	}
	slices.SortStableFunc(empty, func(x, y int) int { return cand[x].Len() - cand[y].Len() })
	return empty
}
