package variant

import (
	"fmt"

	"github.com/nanpure/nanpure/sudoku"
)

// A ValueIndex line (ISS's ValueIndexing) points from its first cell along
// its cells: the digit in its second cell says how many cells from the
// first the first cell's digit is found again (a 3 in the second cell: the
// fourth cell holds the first's digit). A 1 there points at itself: the
// first cell holds 1 too.
type ValueIndex struct{ Cells []int }

func (k ValueIndex) Kind() string { return "ValueIndexing" }

func (k ValueIndex) add(m *model) error {
	if err := checkCells(m.shape, k.Kind(), k.Cells); err != nil {
		return err
	}
	if len(k.Cells) < 3 {
		return fmt.Errorf("variant: a value indexing line of %d cells: want 3 or more", len(k.Cells))
	}
	m.rules = append(m.rules, &valueIndexRule{line: k.Cells})
	return nil
}

func (k ValueIndex) holds(g sudoku.Grid) bool {
	if len(k.Cells) < 2 {
		return false
	}
	n := int(g.Cells[k.Cells[1]])
	return n < len(k.Cells) && g.Cells[k.Cells[n]] == g.Cells[k.Cells[0]]
}

// valueIndexRule keeps each distance n of the second cell whose target
// (the cell n along) can hold a digit of the first cell, and the digits of
// the first cell that some target can hold; once the distance is known,
// the target holds only the first cell's digits.
type valueIndexRule struct{ line []int }

func (r *valueIndexRule) cells() []int { return r.line }

func (r *valueIndexRule) prune(cand []sudoku.Set) bool {
	first, second := r.line[0], r.line[1]
	var firsts, distances sudoku.Set
	for ds := cand[second]; ds != 0; ds &= ds - 1 {
		n := ds.First()
		if int(n) >= len(r.line) {
			continue // no cell that far
		}
		// The target's digits; the second cell's own is n.
		target := cand[r.line[n]]
		if n == 1 {
			target = ds & -ds
		}
		if both := cand[first] & target; both != 0 {
			firsts |= both
			distances |= ds & -ds
		}
	}
	cand[first] &= firsts
	cand[second] &= distances
	if cand[first] == 0 || cand[second] == 0 {
		return false
	}
	if n, ok := cand[second].Single(); ok && n > 1 {
		t := r.line[n]
		if cand[t] &= cand[first]; cand[t] == 0 {
			return false
		}
	}
	return true
}
