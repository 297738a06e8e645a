package generate

import (
	"slices"

	"github.com/nanpure/nanpure/sudoku"
	"github.com/nanpure/nanpure/variant"
)

// The kinds whose clues are sets of cells read off the solution: rellik
// cages, counting circles and lunchboxes.

// rellikSizes are the sizes a rellik cage is drawn from: small cages make
// subsets of few sums, so that a sum they miss says much.
var rellikSizes = []int{2, 2, 3, 3, 4}

// rellikCages cuts sol into cages (growCages) and gives each cage of two
// cells or more a sum that none of its digits nor any part of them make,
// drawn from 1 to N+3: a small sum rules out the digits that make it, as
// a setter's rellik clues do. A cage whose parts make every such sum has
// no clue.
func rellikCages(sol sudoku.Grid, rng *random) []variant.Constraint {
	s := sol.Shape
	var out []variant.Constraint
	for _, cells := range growCages(sol, rng, rellikSizes) {
		if len(cells) < 2 {
			continue
		}
		made := map[int]bool{}
		for part := 1; part < 1<<len(cells); part++ {
			sum := 0
			for i, c := range cells {
				if part>>i&1 != 0 {
					sum += int(sol.Cells[c])
				}
			}
			made[sum] = true
		}
		var missed []int
		for sum := 1; sum <= s.N+3; sum++ {
			if !made[sum] {
				missed = append(missed, sum)
			}
		}
		if len(missed) > 0 {
			out = append(out, variant.Rellik{Sum: missed[rng.intn(len(missed))], Cells: cells})
		}
	}
	return out
}

// countingCircles rings, for digits of sol taken in random order while
// the circles number at most 2N-3 (15 on a 9x9 grid), as many cells
// holding the digit as it says (the 3 in three of its nine cells), at
// random. Every digit placed in a circle then counts.
func countingCircles(sol sudoku.Grid, rng *random) []variant.Constraint {
	s := sol.Shape
	digits := make([]int, s.N)
	for i := range digits {
		digits[i] = i + 1
	}
	shuffle(rng, digits)
	var circles []int
	for _, d := range digits {
		if len(circles)+d > 2*s.N-3 {
			continue
		}
		var at []int
		for c, x := range sol.Cells {
			if int(x) == d {
				at = append(at, c)
			}
		}
		shuffle(rng, at)
		circles = append(circles, at[:d]...)
	}
	slices.Sort(circles)
	return []variant.Constraint{variant.CountingCircles{Cells: circles}}
}

// lunchboxes draws, in each row and column with one chance in two, a run
// of 4 cells or more at a random place, and gives it the sum of the
// digits between its smallest and its largest.
func lunchboxes(sol sudoku.Grid, rng *random) []variant.Constraint {
	s := sol.Shape
	var out []variant.Constraint
	for h := range 2 * s.N { // rows, then columns
		if rng.intn(2) == 0 {
			continue
		}
		house := s.House(h)
		n := 4 + rng.intn(s.N-3)
		start := rng.intn(s.N - n + 1)
		cells := slices.Clone(house[start : start+n])
		lo, hi := 0, 0
		for i, c := range cells {
			if sol.Cells[c] < sol.Cells[cells[lo]] {
				lo = i
			}
			if sol.Cells[c] > sol.Cells[cells[hi]] {
				hi = i
			}
		}
		sum := 0
		for _, c := range cells[min(lo, hi)+1 : max(lo, hi)] {
			sum += int(sol.Cells[c])
		}
		out = append(out, variant.Lunchbox{Sum: sum, Cells: cells})
	}
	return out
}
