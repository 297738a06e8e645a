package variant

import (
	"fmt"
	"slices"

	"github.com/nanpure/nanpure/sudoku"
)

// SameValues (ISS's): Cells, cut in order into Sets sets of the same size,
// hold the same digits in each set, as many times each (digits may repeat
// where the houses allow it).
type SameValues struct {
	Sets  int
	Cells []int
}

func (k SameValues) Kind() string { return "SameValues" }

// Groups returns the cells of each set, in order (all in one when Sets
// does not cut them evenly, which the model refuses).
func (k SameValues) Groups() [][]int {
	if k.Sets < 1 || len(k.Cells)%k.Sets != 0 {
		return [][]int{k.Cells}
	}
	size := len(k.Cells) / k.Sets
	out := make([][]int, k.Sets)
	for i := range out {
		out[i] = k.Cells[i*size : (i+1)*size]
	}
	return out
}

func (k SameValues) add(m *model) error {
	if err := checkCells(m.shape, k.Kind(), k.Cells); err != nil {
		return err
	}
	if k.Sets < 2 || len(k.Cells)%k.Sets != 0 {
		return fmt.Errorf("variant: same values: %d cells in %d sets: want 2 sets or more of the same size", len(k.Cells), k.Sets)
	}
	m.rules = append(m.rules, &sameValuesRule{group: k.Cells, sets: k.Groups(), can: make([]int, k.Sets)})
	return nil
}

func (k SameValues) holds(g sudoku.Grid) bool {
	if k.Sets < 2 || len(k.Cells)%k.Sets != 0 {
		return false
	}
	sets := k.Groups()
	first := digitList(g, sets[0])
	slices.Sort(first)
	for _, set := range sets[1:] {
		ds := digitList(g, set)
		slices.Sort(ds)
		if !slices.Equal(ds, first) {
			return false
		}
	}
	return true
}

// sameValuesRule counts, for each digit, the cells of each set that can
// hold it and those that must: every set holds it as often, so at least as
// often as the set that must hold it most, and at most as often as the set
// that can hold it least. A digit no set can go without leaves every set;
// a set that can hold it only as often as it must be held gives it all the
// cells that can.
type sameValuesRule struct {
	group []int
	sets  [][]int
	can   []int // per set, its cells that can hold the digit: the scratch of a prune
}

func (r *sameValuesRule) cells() []int { return r.group }

func (r *sameValuesRule) prune(cand []sudoku.Set) bool {
	var all sudoku.Set
	for _, c := range r.group {
		all |= cand[c]
	}
	for ds := all; ds != 0; ds &= ds - 1 {
		bit := ds & -ds
		least, most := len(r.group), 0 // the fewest cells that can, the most that must
		for i, set := range r.sets {
			can, must := 0, 0
			for _, c := range set {
				if cand[c]&bit != 0 {
					can++
					if cand[c] == bit {
						must++
					}
				}
			}
			r.can[i] = can
			least, most = min(least, can), max(most, must)
		}
		switch {
		case most > least:
			return false
		case least == 0:
			for _, c := range r.group {
				if cand[c] &^= bit; cand[c] == 0 {
					return false
				}
			}
			continue
		}
		for i, set := range r.sets {
			if r.can[i] == most {
				for _, c := range set {
					if cand[c]&bit != 0 {
						cand[c] = bit
					}
				}
			}
		}
	}
	return true
}
