package variant

import (
	"fmt"
	"slices"

	"github.com/nanpure/nanpure/sudoku"
)

// A SumLine (ISS's; "10 lines" when Sum is 10) divides into pieces, one
// after another along it, whose digits each add up to Sum; digits may
// repeat. A loop's last cell is followed by its first, and a piece may
// run on from the one to the other.
type SumLine struct {
	Sum   int
	Cells []int
	Loop  bool
}

// drawn returns the cells a drawing of the line passes through: a loop's
// come back to the first.
func (l SumLine) drawn() []int {
	if l.Loop && len(l.Cells) > 0 {
		return append(slices.Clone(l.Cells), l.Cells[0])
	}
	return l.Cells
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
	r := &sumLineRule{line: l.Cells, sum: l.Sum, loop: l.Loop,
		from: make([]bool, (n+1)*l.Sum), to: make([]bool, (n+1)*l.Sum)}
	if l.Loop {
		r.keep = make([]sudoku.Set, n)
	}
	m.rules = append(m.rules, r)
	return nil
}

// holds cuts the line where a piece reaches the sum: digits are 1 or
// more, so the pieces are found in one pass or not at all. A loop holds
// when it does so from some first cell.
func (l SumLine) holds(g sudoku.Grid) bool {
	if !l.Loop {
		return piecesFrom(g, l.Cells, 0, l.Sum)
	}
	for start := range l.Cells {
		if piecesFrom(g, l.Cells, start, l.Sum) {
			return true
		}
	}
	return false
}

// piecesFrom reports whether the digits of cells, read from cells[start]
// round to the one before it, divide into pieces of sum.
func piecesFrom(g sudoku.Grid, cells []int, start, sum int) bool {
	open := 0
	for i := range cells {
		open += int(g.Cells[cells[(start+i)%len(cells)]])
		if open == sum {
			open = 0
		} else if open > sum {
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
//
// A line starts and ends in state 0. A loop may start in any state s, the
// part of a piece that its last cells hold, and must then end in s: each
// s is a line of its own, and a digit stays when one of them keeps it.
type sumLineRule struct {
	line     []int
	sum      int
	loop     bool
	from, to []bool       // (len(line)+1) rows of sum states, the scratch of a prune
	keep     []sudoku.Set // a loop's digits kept by some start, likewise
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
	if !r.loop {
		return r.pruneFrom(cand, 0, nil)
	}
	clear(r.keep)
	for s := range r.sum {
		r.pruneFrom(cand, s, r.keep)
	}
	for i, c := range r.line {
		if cand[c] &= r.keep[i]; cand[c] == 0 {
			return false
		}
	}
	return true
}

// pruneFrom keeps the digits of the divisions that start and end in state
// start: in cand, or, when keep is not nil, added to keep (one per cell of
// the line) with cand unchanged. It returns false when none is left.
func (r *sumLineRule) pruneFrom(cand []sudoku.Set, start int, keep []sudoku.Set) bool {
	n, S := len(r.line), r.sum
	clear(r.from)
	clear(r.to)
	r.from[start] = true
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
	r.to[n*S+start] = true
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
		var fit sudoku.Set
		for s := range S {
			if !r.from[i*S+s] || !r.to[i*S+s] {
				continue
			}
			for ds := cand[c] &^ fit; ds != 0; ds &= ds - 1 {
				if t := r.next(s, int(ds.First())); t >= 0 && r.to[(i+1)*S+t] {
					fit |= ds & -ds
				}
			}
		}
		if keep != nil {
			keep[i] |= fit
		} else if cand[c] &= fit; cand[c] == 0 {
			return false
		}
	}
	return true
}

func (r *sumLineRule) cells() []int { return r.line }
