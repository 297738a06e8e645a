package variant

import (
	"fmt"

	"github.com/nanpure/nanpure/sudoku"
)

// An Arrow's digits along Line add up to the number in its Bulb: the digit
// of a one-cell circle, or the number the digits of a pill write (two
// cells: 10*first + second).
type Arrow struct {
	Bulb []int
	Line []int
}

func (a Arrow) Kind() string { return "Arrow" }

func (a Arrow) add(m *model) error {
	if err := checkCells(m.shape, "Arrow", append(append([]int{}, a.Bulb...), a.Line...)); err != nil {
		return err
	}
	if len(a.Bulb) > 2 {
		return fmt.Errorf("variant: an arrow's bulb of %d cells: want 1 or 2", len(a.Bulb))
	}
	m.rules = append(m.rules, newSumRule(a.Bulb, 0, a.Line))
	return nil
}

func (a Arrow) holds(g sudoku.Grid) bool { return number(g.Cells, a.Bulb) == sum(g, a.Line) }

// sum is the sum of the digits of cells in g.
func sum(g sudoku.Grid, cells []int) int {
	n := 0
	for _, c := range cells {
		n += int(g.Cells[c])
	}
	return n
}

// number is the number the digits of cells write, most significant first.
func number(g []sudoku.Digit, cells []int) int {
	v := 0
	for _, c := range cells {
		v = 10*v + int(g[c])
	}
	return v
}

// A sumRule keeps the number written by the total cells equal to the sum
// of the digits of cells, by bounds: the sum lies between the least and the
// greatest sums of the candidates, the total between its own, and each
// side is cut to the other's range.
type sumRule struct {
	total  []int // one or two cells; none for a fixed target
	target int
	line   []int
	both   []int // total and line: the cells the rule reads
}

func newSumRule(total []int, target int, line []int) *sumRule {
	return &sumRule{total: total, target: target, line: line, both: append(append([]int{}, total...), line...)}
}

func (r *sumRule) prune(cand []sudoku.Set) bool {
	lo, hi := 0, 0
	for _, c := range r.line {
		l, h := bounds(cand[c])
		lo, hi = lo+l, hi+h
	}
	// The totals possible within [lo, hi], and the digits that write them.
	tlo, thi := -1, -1
	var keep [2]sudoku.Set
	write := func(v int, ds ...sudoku.Digit) {
		if v < lo || v > hi {
			return
		}
		if tlo < 0 || v < tlo {
			tlo = v
		}
		thi = max(thi, v)
		for i, d := range ds {
			keep[i] = keep[i].Add(d)
		}
	}
	if len(r.total) == 0 {
		write(r.target)
	}
	for x := r.firstTotal(cand); x != 0; x &= x - 1 {
		dx := (x & -x).First()
		if len(r.total) == 1 {
			write(int(dx), dx)
			continue
		}
		for y := cand[r.total[1]]; y != 0; y &= y - 1 {
			dy := (y & -y).First()
			write(10*int(dx)+int(dy), dx, dy)
		}
	}
	if tlo < 0 {
		return false
	}
	for i, c := range r.total {
		cand[c] &= keep[i]
	}
	for _, c := range r.line {
		l, h := bounds(cand[c])
		// The others add up to between lo-l and hi-h.
		if cand[c] &= between(tlo-(hi-h), thi-(lo-l)); cand[c] == 0 {
			return false
		}
	}
	return true
}

// firstTotal is the candidates of the first total cell, none without one.
func (r *sumRule) firstTotal(cand []sudoku.Set) sudoku.Set {
	if len(r.total) == 0 {
		return 0
	}
	return cand[r.total[0]]
}

func (r *sumRule) cells() []int { return r.both }
