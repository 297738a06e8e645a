package scan

import (
	"cmp"
	"context"
	"errors"
	"slices"

	"github.com/nanpure/nanpure/exact"
	"github.com/nanpure/nanpure/sudoku"
)

// A change is a second reading of a cell and its cost: minus the log of
// how much less likely it is than the first.
type change struct {
	cell, digit int
	cost        float64
}

// maxAlternatives bounds the changes the repair combines: the least costly
// ones. (The cost bound keeps the sets few: with costs of 1 or more and a
// bound of 8, a set has few members.)
const maxAlternatives = 60

// repair lets the solver check r's reading. When it has no solution or
// several, it tries sets of up to opt.MaxChanges second readings of
// distinct cells, the least costly sets first, and takes the first
// reading with exactly one solution: for a reading with several, only
// digits put in cells read empty (see additions); for one without any, sets
// that change or drop a digit read (digits added alone cannot help).
// Without one, r keeps the first reading, with the status of its check.
func repair(ctx context.Context, r *Result, alts []change, opt Options) error {
	status, err := check(ctx, r.Grid)
	if err != nil {
		return err
	}
	r.Status = status
	if status == Unique {
		return nil
	}
	if status == Multiple {
		alts = additions(r.Grid, alts)
	}
	slices.SortStableFunc(alts, func(a, b change) int { return cmp.Compare(a.cost, b.cost) })
	if len(alts) > maxAlternatives {
		alts = alts[:maxAlternatives]
	}
	type set struct {
		idx  []int
		cost float64
	}
	var sets []set
	var grow func(start int, idx []int, cost float64)
	grow = func(start int, idx []int, cost float64) {
		for k := start; k < len(alts); k++ {
			if slices.ContainsFunc(idx, func(j int) bool { return alts[j].cell == alts[k].cell }) {
				continue
			}
			if cost+alts[k].cost > opt.MaxCost {
				break // alts are in increasing cost
			}
			next := append(slices.Clone(idx), k)
			sets = append(sets, set{next, cost + alts[k].cost})
			if len(next) < opt.MaxChanges {
				grow(k+1, next, cost+alts[k].cost)
			}
		}
	}
	grow(0, nil, 0)
	slices.SortStableFunc(sets, func(a, b set) int {
		return cmp.Or(cmp.Compare(a.cost, b.cost), len(a.idx)-len(b.idx))
	})
	g := r.Grid.Clone()
	tries := 0
	for _, s := range sets {
		if status == None && !slices.ContainsFunc(s.idx, func(k int) bool { return r.Grid.Cells[alts[k].cell] != 0 }) {
			continue // givens added to a reading without a solution leave it without one
		}
		if tries == opt.MaxTries {
			break
		}
		tries++
		copy(g.Cells, r.Grid.Cells)
		for _, k := range s.idx {
			g.Cells[alts[k].cell] = sudoku.Digit(alts[k].digit)
		}
		st, err := check(ctx, g)
		if err != nil {
			return err
		}
		if st != Unique {
			continue
		}
		for _, k := range s.idx {
			a := alts[k]
			c := &r.Cells[a.cell]
			c.Corrected, c.Read, c.Digit = true, c.Digit, a.digit
			c.Uncertain = true
			r.Changed = append(r.Changed, a.cell)
		}
		slices.Sort(r.Changed)
		copy(r.Grid.Cells, g.Cells)
		r.Status = Unique
		return nil
	}
	return nil
}

// additions keeps the second readings that put a digit in a cell read
// empty. A reading with several solutions has lost a digit far more often
// than it has misread one (a misread digit leaves a proper puzzle without
// a solution, nearly always), and a right digit changed to a wrong one
// often makes it unique: on a puzzle that has lost one given and has three
// solutions, any of five changes of a right given to a wrong digit gives
// one solution (TestRepair's puzzle). In cross-validation every such
// repair of a reading with several solutions took a wrong puzzle.
func additions(g sudoku.Grid, alts []change) []change {
	var out []change
	for _, a := range alts {
		if g.Cells[a.cell] == 0 {
			out = append(out, a)
		}
	}
	return out
}

// check returns the status of g: Unique, None (conflicting givens count as
// none) or Multiple. The search finds conflicting givens itself, as it
// reads them: a Validate first would repeat that on every reading tried.
func check(ctx context.Context, g sudoku.Grid) (string, error) {
	res, err := exact.Search(ctx, g, 2)
	var conflict *sudoku.ConflictError // a ConflictList unwraps to them
	switch {
	case errors.As(err, &conflict):
		return None, nil
	case err != nil && !errors.Is(err, exact.ErrNoSolution):
		return "", err
	}
	switch res.Count {
	case 0:
		return None, nil
	case 1:
		return Unique, nil
	}
	return Multiple, nil
}
