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

// A DoubleArrow line: the digits of the cells between its two ends (the
// circles) add up to the digits of the ends.
type DoubleArrow struct{ Cells []int }

func (d DoubleArrow) Kind() string { return "DoubleArrow" }

func (d DoubleArrow) add(m *model) error {
	if err := checkCells(m.shape, d.Kind(), d.Cells); err != nil {
		return err
	}
	if len(d.Cells) < 3 {
		return fmt.Errorf("variant: a double arrow of %d cells: want its two ends and a cell between", len(d.Cells))
	}
	m.rules = append(m.rules, &doubleArrowRule{line: d.Cells, n: m.shape.N})
	return nil
}

func (d DoubleArrow) holds(g sudoku.Grid) bool {
	line := d.Cells
	sum := 0
	for _, c := range line[1 : len(line)-1] {
		sum += int(g.Cells[c])
	}
	return sum == int(g.Cells[line[0]])+int(g.Cells[line[len(line)-1]])
}

// doubleArrowRule keeps the sums both the ends and the cells between can
// write, then the digits that write one of them (digits may repeat here:
// the houses keep them apart).
type doubleArrowRule struct {
	line []int
	n    int
}

func (r *doubleArrowRule) cells() []int { return r.line }

func (r *doubleArrowRule) prune(cand []sudoku.Set) bool {
	top := max(2, len(r.line)-2) * r.n
	a, b, mid := r.line[0], r.line[len(r.line)-1], r.line[1:len(r.line)-1]
	sums := func(cells []int, skip int) sumSet {
		s := newSumSet(top)
		s.add(0)
		for _, c := range cells {
			if c != skip {
				s = s.plus(cand[c])
			}
		}
		return s
	}
	common := sums(mid, -1)
	common.and(sums([]int{a, b}, -1))
	if common.empty() {
		return false
	}
	for _, c := range []int{a, b} {
		if cand[c] = sums([]int{a, b}, c).fits(cand[c], common); cand[c] == 0 {
			return false
		}
	}
	for _, c := range mid {
		if cand[c] = sums(mid, c).fits(cand[c], common); cand[c] == 0 {
			return false
		}
	}
	return true
}
