package generate

import (
	"context"
	"errors"
	"slices"

	"github.com/nanpure/nanpure/sudoku"
	"github.com/nanpure/nanpure/variant"
)

// cageSizes are the sizes a new cage is drawn from: mostly two to four
// cells, as printed killers have; merging makes some bigger.
var cageSizes = []int{2, 2, 3, 3, 3, 4, 4, 5}

// killerCages gives p (empty) killer cages over solution sol and makes it
// unique: random cages whose digits differ; then, while another solution
// remains, the given of a cell where it differs (undecided checks add a
// random one); then the givens that are not needed go; then random pairs
// of side by side cages merge while the puzzle stays unique, which makes
// it harder.
func killerCages(ctx context.Context, p *variant.Puzzle, sol sudoku.Grid, rng *random) error {
	cages := growCages(sol, rng, cageSizes)
	setCages(p, sol, cages)
	if err := makeUnique(ctx, p, sol, rng); err != nil {
		return err
	}
	if err := removeGivens(ctx, p, rng); err != nil {
		return err
	}
	return mergeCages(ctx, p, sol, cages, rng)
}

// growCages cuts the grid of sol into cages whose digits differ, from
// random cells in random order, each grown from its first cell by random
// neighbours to a size drawn from sizes (or as far as it can).
func growCages(sol sudoku.Grid, rng *random, sizes []int) [][]int {
	s := sol.Shape
	cage := make([]int, s.Cells) // cage index of each cell, -1 before
	for c := range cage {
		cage[c] = -1
	}
	var cages [][]int
	order := cellsOf(s)
	shuffle(rng, order)
	for _, start := range order {
		if cage[start] >= 0 {
			continue
		}
		k := len(cages)
		cells := []int{start}
		cage[start] = k
		for size := sizes[rng.intn(len(sizes))]; len(cells) < size; {
			var next []int
			for _, c := range cells {
				for _, o := range neighbours(s, c) {
					if cage[o] < 0 && !slices.Contains(next, o) && !holdsDigit(sol, cells, sol.Cells[o]) {
						next = append(next, o)
					}
				}
			}
			if len(next) == 0 {
				break
			}
			o := next[rng.intn(len(next))]
			cage[o] = k
			cells = append(cells, o)
		}
		cages = append(cages, cells)
	}
	return cages
}

// makeUnique adds givens of sol until p has one solution: a cell where a
// second solution differs, or any empty cell when a check cannot decide.
func makeUnique(ctx context.Context, p *variant.Puzzle, sol sudoku.Grid, rng *random) error {
	for {
		r, err := variant.CountWithin(ctx, p, 2, checkNodes)
		if err != nil && !errors.Is(err, variant.ErrLimit) {
			return err
		}
		var differ []int
		for c, d := range p.Givens.Cells {
			if d == 0 && (err != nil || r.Count > 1 && r.Solutions[0].Cells[c] != r.Solutions[1].Cells[c]) {
				differ = append(differ, c)
			}
		}
		if err == nil && r.Count == 1 {
			return nil
		}
		if len(differ) == 0 {
			return errors.New("generate: a killer with every given is not unique") // cannot happen: sol is a solution
		}
		c := differ[rng.intn(len(differ))]
		p.Givens.Cells[c] = sol.Cells[c]
	}
}

// mergeCages tries random pairs of side by side cages, merging each whose
// digits differ when the puzzle stays unique, up to a random number of
// tries (so that the puzzles made spread over the levels).
func mergeCages(ctx context.Context, p *variant.Puzzle, sol sudoku.Grid, cages [][]int, rng *random) error {
	s := sol.Shape
	tries := rng.intn(len(cages) + 1)
	for t := 0; t < tries && len(cages) > 1; t++ {
		i := rng.intn(len(cages))
		var pals []int
		for j, other := range cages {
			if j != i && touches(s, cages[i], other) && len(cages[i])+len(other) <= s.N && !sharesDigit(sol, cages[i], other) {
				pals = append(pals, j)
			}
		}
		if len(pals) == 0 {
			continue
		}
		j := pals[rng.intn(len(pals))]
		merged := slices.Clone(cages)
		merged[i] = append(slices.Clone(cages[i]), cages[j]...)
		merged = slices.Delete(merged, j, j+1)
		before := p.Constraints
		setCages(p, sol, merged)
		ok, err := variantUnique(ctx, p)
		if err != nil {
			return err
		}
		if ok {
			cages = merged
		} else {
			p.Constraints = before
		}
	}
	return nil
}

// setCages makes p's constraints the cages, each summing its digits in sol.
func setCages(p *variant.Puzzle, sol sudoku.Grid, cages [][]int) {
	p.Constraints = p.Constraints[:0:0]
	for _, cells := range cages {
		sum := 0
		for _, c := range cells {
			sum += int(sol.Cells[c])
		}
		sorted := slices.Clone(cells)
		slices.Sort(sorted)
		p.Constraints = append(p.Constraints, variant.Cage{Sum: sum, Cells: sorted})
	}
}

// neighbours are the cells side by side with c.
func neighbours(s *sudoku.Shape, c int) []int {
	r, col := s.Row(c), s.Col(c)
	var ns []int
	for _, d := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
		if rr, cc := r+d[0], col+d[1]; rr >= 0 && rr < s.N && cc >= 0 && cc < s.N {
			ns = append(ns, s.Cell(rr, cc))
		}
	}
	return ns
}

// touches reports whether a cell of a is side by side with one of b.
func touches(s *sudoku.Shape, a, b []int) bool {
	for _, c := range a {
		for _, o := range neighbours(s, c) {
			if slices.Contains(b, o) {
				return true
			}
		}
	}
	return false
}

// holdsDigit reports whether a cell of cells holds d in sol.
func holdsDigit(sol sudoku.Grid, cells []int, d sudoku.Digit) bool {
	return slices.ContainsFunc(cells, func(c int) bool { return sol.Cells[c] == d })
}

// sharesDigit reports whether a and b hold a digit in common in sol.
func sharesDigit(sol sudoku.Grid, a, b []int) bool {
	return slices.ContainsFunc(b, func(c int) bool { return holdsDigit(sol, a, sol.Cells[c]) })
}
