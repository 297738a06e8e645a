package variant

import (
	"fmt"

	"github.com/nanpure/nanpure/sudoku"
)

// A SumLine (ISS's; "10 lines" when Sum is 10) divides into pieces, one
// after another along it, whose digits each add up to Sum; digits may
// repeat.
type SumLine struct {
	Sum   int
	Cells []int
}

func (l SumLine) Kind() string { return "SumLine" }

func (l SumLine) add(m *model) error {
	if err := checkCells(m.shape, l.Kind(), l.Cells); err != nil {
		return err
	}
	if l.Sum < 1 {
		return fmt.Errorf("variant: a sum line's sum %d: want 1 or more", l.Sum)
	}
	n := len(l.Cells)
	m.rules = append(m.rules, &sumLineRule{line: l.Cells, sum: l.Sum,
		from: make([]bool, (n+1)*l.Sum), to: make([]bool, (n+1)*l.Sum)})
	return nil
}

// holds cuts the line where a piece reaches the sum: digits are 1 or
// more, so the pieces are found in one pass or not at all.
func (l SumLine) holds(g sudoku.Grid) bool {
	open := 0
	for _, c := range l.Cells {
		open += int(g.Cells[c])
		if open == l.Sum {
			open = 0
		} else if open > l.Sum {
			return false
		}
	}
	return open == 0
}

// A sumLineRule keeps the digits that lie on some division of the line
// into pieces of the sum. A state is what the piece open before a cell
// adds up to so far, 0 to sum-1 (0: a piece begins there); from[i] holds
// the states the cells before cell i can reach, to[i] those from which the
// cells from i on can end the line where a piece ends. A digit d of cell
// i stays when a state of both leads to one of to[i+1].
type sumLineRule struct {
	line     []int
	sum      int
	from, to []bool // (len(line)+1) rows of sum states, the scratch of a prune
}

// next is the state after a digit d in state s, or -1 when it passes the
// sum.
func (r *sumLineRule) next(s, d int) int {
	switch {
	case s+d < r.sum:
		return s + d
	case s+d == r.sum:
		return 0
	}
	return -1
}

func (r *sumLineRule) prune(cand []sudoku.Set) bool {
	n, S := len(r.line), r.sum
	clear(r.from)
	clear(r.to)
	r.from[0] = true
	for i, c := range r.line {
		for s := range S {
			if !r.from[i*S+s] {
				continue
			}
			for ds := cand[c]; ds != 0; ds &= ds - 1 {
				if t := r.next(s, int(ds.First())); t >= 0 {
					r.from[(i+1)*S+t] = true
				}
			}
		}
	}
	r.to[n*S] = true
	for i := n - 1; i >= 0; i-- {
		for s := range S {
			for ds := cand[r.line[i]]; ds != 0; ds &= ds - 1 {
				if t := r.next(s, int(ds.First())); t >= 0 && r.to[(i+1)*S+t] {
					r.to[i*S+s] = true
					break
				}
			}
		}
	}
	for i, c := range r.line {
		var keep sudoku.Set
		for s := range S {
			if !r.from[i*S+s] || !r.to[i*S+s] {
				continue
			}
			for ds := cand[c] &^ keep; ds != 0; ds &= ds - 1 {
				if t := r.next(s, int(ds.First())); t >= 0 && r.to[(i+1)*S+t] {
					keep |= ds & -ds
				}
			}
		}
		if cand[c] &= keep; cand[c] == 0 {
			return false
		}
	}
	return true
}

func (r *sumLineRule) cells() []int { return r.line }
