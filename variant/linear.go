package variant

import (
	"math/bits"
	"slices"

	"github.com/nanpure/nanpure/sudoku"
)

// A linearRule keeps the digits of plus, less those of minus, at sum: the
// innies and outies of a house or a run of houses (innies.go). It prunes
// by bounds: each cell keeps the digits that the others' least and
// greatest can make up to the sum. Cells that see each other count as a
// team whose digits differ (split), which bounds them closer: two cells
// of a row that may hold 1 or 2 add up to 3, not 2 to 4.
type linearRule struct {
	plus, minus []int
	sum         int
	all         []int
	// teams splits plus, then minus, into cells that see each other
	// (model.peers); sign is +1 or -1 for each.
	teams [][]int
	sign  []int
	// lo and hi are each team's bounds, the scratch of a prune.
	lo, hi []int
}

func newLinearRule(plus, minus []int, sum int) *linearRule {
	return &linearRule{plus: plus, minus: minus, sum: sum, all: append(append([]int{}, plus...), minus...)}
}

// split forms the teams: each cell joins the first team of its side whose
// cells it all sees, or starts one.
func (r *linearRule) split(m *model) {
	for _, side := range []struct {
		cells []int
		sign  int
	}{{r.plus, 1}, {r.minus, -1}} {
		first := len(r.teams)
	cells:
		for _, c := range side.cells {
			for i := first; i < len(r.teams); i++ {
				if seesAll(m.peers[c], r.teams[i]) {
					r.teams[i] = append(r.teams[i], c)
					continue cells
				}
			}
			r.teams = append(r.teams, []int{c})
			r.sign = append(r.sign, side.sign)
		}
	}
	r.lo, r.hi = make([]int, len(r.teams)), make([]int, len(r.teams))
}

// seesAll reports whether every cell of team is in peers.
func seesAll(peers, team []int) bool {
	for _, c := range team {
		if !slices.Contains(peers, c) {
			return false
		}
	}
	return true
}

func (r *linearRule) prune(cand []sudoku.Set) bool {
	lo, hi := 0, 0 // of plus less minus
	for i, team := range r.teams {
		l, h, ok := teamBounds(cand, team, -1, ^sudoku.Set(0))
		if !ok {
			return false
		}
		r.lo[i], r.hi[i] = l, h
		if r.sign[i] > 0 {
			lo, hi = lo+l, hi+h
		} else {
			lo, hi = lo-h, hi-l
		}
	}
	if r.sum < lo || r.sum > hi {
		return false
	}
	for i, team := range r.teams {
		l, h := r.lo[i], r.hi[i]
		for _, c := range team {
			// What the others make: the bounds less the team's, plus the
			// team's without c.
			ol, oh, ok := 0, 0, true
			if len(team) > 1 {
				ol, oh, ok = teamBounds(cand, team, c, ^sudoku.Set(0))
			}
			if !ok {
				return false
			}
			var keep sudoku.Set
			if r.sign[i] > 0 {
				olo, ohi := lo-l+ol, hi-h+oh
				keep = between(r.sum-ohi, r.sum-olo)
			} else {
				olo, ohi := lo+h-oh, hi+l-ol
				keep = between(olo-r.sum, ohi-r.sum)
			}
			if cand[c] &= keep; cand[c] == 0 {
				return false
			}
		}
	}
	return true
}

// teamBounds is the least and the greatest sum of the cells of team but
// skip (-1: none), whose digits differ, each of its candidates within:
// within each cell's own bounds and within the least and greatest digits
// of them all; false when they cannot all differ.
func teamBounds(cand []sudoku.Set, team []int, skip int, within sudoku.Set) (lo, hi int, ok bool) {
	var union sudoku.Set
	n := 0
	for _, c := range team {
		if c == skip {
			continue
		}
		if cand[c]&within == 0 {
			return 0, 0, false
		}
		l, h := bounds(cand[c] & within)
		lo, hi = lo+l, hi+h
		union |= cand[c] & within
		n++
	}
	if union.Len() < n {
		return 0, 0, false
	}
	least, most := 0, 0
	low, high := uint64(union), uint64(union)
	for range n {
		least += bits.TrailingZeros64(low) + 1
		low &= low - 1
		top := 63 - bits.LeadingZeros64(high)
		most += top + 1
		high &^= 1 << top
	}
	return max(lo, least), min(hi, most), true
}

func (r *linearRule) cells() []int { return r.all }
