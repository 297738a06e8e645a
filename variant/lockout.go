package variant

import (
	"fmt"

	"github.com/nanpure/nanpure/sudoku"
)

// A Lockout line: the digits in the diamonds at its two ends differ by at
// least Diff (4 on a 9x9 grid), and no digit between them on the line lies
// between or on theirs.
type Lockout struct {
	Cells []int
	Diff  int
}

func (l Lockout) Kind() string { return "Lockout" }

func (l Lockout) add(m *model) error {
	if err := checkCells(m.shape, l.Kind(), l.Cells); err != nil {
		return err
	}
	if len(l.Cells) < 2 {
		return fmt.Errorf("variant: a lockout line of %d cell: want its two ends at least", len(l.Cells))
	}
	m.rules = append(m.rules, &lockoutRule{l})
	return nil
}

func (l Lockout) holds(g sudoku.Grid) bool {
	a, b := int(g.Cells[l.Cells[0]]), int(g.Cells[l.Cells[len(l.Cells)-1]])
	lo, hi := min(a, b), max(a, b)
	if hi-lo < l.Diff {
		return false
	}
	for _, c := range l.Cells[1 : len(l.Cells)-1] {
		if d := int(g.Cells[c]); d >= lo && d <= hi {
			return false
		}
	}
	return true
}

// lockoutRule keeps the digits of the ends that some pair of them allows
// (far enough apart, every cell between with a digit outside theirs), and
// of the cells between, those outside some such pair.
type lockoutRule struct{ l Lockout }

func (r *lockoutRule) cells() []int { return r.l.Cells }

func (r *lockoutRule) prune(cand []sudoku.Set) bool {
	line := r.l.Cells
	a, b, mid := line[0], line[len(line)-1], line[1:len(line)-1]
	var keepA, keepB sudoku.Set
	keep := make([]sudoku.Set, len(mid))
	for xs := cand[a]; xs != 0; xs &= xs - 1 {
		x := int(xs.First())
		for ys := cand[b]; ys != 0; ys &= ys - 1 {
			y := int(ys.First())
			lo, hi := min(x, y), max(x, y)
			if hi-lo < r.l.Diff {
				continue
			}
			inside := between(lo, hi)
			ok := true
			for _, c := range mid {
				ok = ok && cand[c]&^inside != 0
			}
			if !ok {
				continue
			}
			keepA, keepB = keepA.Add(sudoku.Digit(x)), keepB.Add(sudoku.Digit(y))
			for i, c := range mid {
				keep[i] |= cand[c] &^ inside
			}
		}
	}
	if keepA == 0 {
		return false
	}
	cand[a], cand[b] = keepA, keepB
	for i, c := range mid {
		cand[c] = keep[i]
	}
	return true
}
