package variant

import (
	"fmt"

	"github.com/nanpure/nanpure/sudoku"
)

// A sum with coefficients (Sum's Coeffs) is searched as sums of
// non-negative terms: a cell's term is its coefficient times its digit
// less the least that product can be (low), so that the terms of the cells
// add up, from 0, to the total less the lows; the sums the other cells can
// make are a sumSet, as a cage's.

// maxCoeff bounds a coefficient, as the Interactive Sudoku Solver does.
const maxCoeff = 100

func (k Sum) addWeighted(m *model) error {
	if len(k.Coeffs) != len(k.Cells) {
		return fmt.Errorf("variant: a sum of %d cells with %d coefficients", len(k.Cells), len(k.Coeffs))
	}
	r := &weightedRule{group: k.Cells, coeffs: k.Coeffs, low: make([]int, len(k.Cells)), target: k.Total}
	for i, a := range k.Coeffs {
		if a < -maxCoeff || a > maxCoeff {
			return fmt.Errorf("variant: a sum's coefficient %d: want -%d to %d", a, maxCoeff, maxCoeff)
		}
		r.low[i] = min(a, a*m.shape.N)
		r.target -= r.low[i]
		r.top += max(a, -a) * (m.shape.N - 1)
	}
	r.buf = make(sumSet, 2*(r.top/64+1))
	if r.target < 0 || r.target > r.top {
		return fmt.Errorf("variant: no digits of %d cells make the sum %d with the coefficients %v", len(k.Cells), k.Total, k.Coeffs)
	}
	m.rules = append(m.rules, r)
	return nil
}

// weightedRule keeps the digits of each cell whose term the other cells'
// terms can complete to the target.
type weightedRule struct {
	group       []int
	coeffs, low []int
	target, top int    // the terms' sum wanted, and the most it can be
	buf         sumSet // two sets of sums taking turns, the scratch of a prune
}

func (r *weightedRule) cells() []int { return r.group }

// term is cell i's term for digit d.
func (r *weightedRule) term(i int, d sudoku.Digit) int { return r.coeffs[i]*int(d) - r.low[i] }

func (r *weightedRule) prune(cand []sudoku.Set) bool {
	w := r.top/64 + 1
	for i, c := range r.group {
		// The sums of the others' terms.
		s, t := r.buf[:w:w], r.buf[w:]
		clear(s)
		s.add(0)
		for j, o := range r.group {
			if j == i {
				continue
			}
			clear(t)
			for ds := cand[o]; ds != 0; ds &= ds - 1 {
				s.orShifted(t, r.term(j, ds.First()))
			}
			s, t = t, s
		}
		var keep sudoku.Set
		for ds := cand[c]; ds != 0; ds &= ds - 1 {
			if d := ds.First(); s.has(r.target - r.term(i, d)) {
				keep = keep.Add(d)
			}
		}
		if cand[c] = keep; keep == 0 {
			return false
		}
	}
	return true
}
