package variant

import (
	"fmt"

	"github.com/nanpure/nanpure/sudoku"
)

// A Lunchbox (ISS's): its digits differ, and those of the cells between
// the cell of its smallest digit and the cell of its largest, along its
// cells' order, add up to Sum (0 when the two are side by side).
type Lunchbox struct {
	Sum   int
	Cells []int
}

func (l Lunchbox) Kind() string { return "Lunchbox" }

func (l Lunchbox) add(m *model) error {
	if err := checkCells(m.shape, l.Kind(), l.Cells); err != nil {
		return err
	}
	if len(l.Cells) < 2 || len(l.Cells) > m.shape.N {
		return fmt.Errorf("variant: a lunchbox of %d cells: want 2 to %d", len(l.Cells), m.shape.N)
	}
	if l.Sum < 0 {
		return fmt.Errorf("variant: a lunchbox's sum %d: want 0 or more", l.Sum)
	}
	m.group(l.Cells)
	m.rules = append(m.rules, &lunchboxRule{l: l, keep: make([]sudoku.Set, len(l.Cells))})
	return nil
}

func (l Lunchbox) holds(g sudoku.Grid) bool {
	if !distinct(g.Cells, l.Cells) {
		return false
	}
	lo, hi := 0, 0 // the places of the smallest and the largest digit
	for i, c := range l.Cells {
		if g.Cells[c] < g.Cells[l.Cells[lo]] {
			lo = i
		}
		if g.Cells[c] > g.Cells[l.Cells[hi]] {
			hi = i
		}
	}
	return sum(g, l.Cells[min(lo, hi)+1:max(lo, hi)]) == l.Sum
}

// lunchboxRule tries every place and digit of the smallest (a) and the
// largest (b): the other cells then hold digits strictly between them,
// room enough for them all, and those between the two places can make the
// sum (by bounds, teamBounds: they differ). A digit stays where some such
// choice keeps it.
type lunchboxRule struct {
	l    Lunchbox
	keep []sudoku.Set // the scratch of a prune
}

func (r *lunchboxRule) cells() []int { return r.l.Cells }

func (r *lunchboxRule) prune(cand []sudoku.Set) bool {
	cells := r.l.Cells
	n := len(cells)
	clear(r.keep)
	for i, ci := range cells {
		for j, cj := range cells {
			if i == j {
				continue
			}
			lo, hi := min(i, j), max(i, j)
			for as := cand[ci]; as != 0; as &= as - 1 {
				a := int(as.First())
				for bs := cand[cj] & between(a+1, sudoku.MaxDigits); bs != 0; bs &= bs - 1 {
					b := int(bs.First())
					if b-a-1 < n-2 {
						continue // no room for the others' digits between a and b
					}
					inside := between(a+1, b-1)
					ok := true
					for k, c := range cells {
						if k != i && k != j && cand[c]&inside == 0 {
							ok = false
							break
						}
					}
					if !ok || !r.sumFits(cand, cells[lo+1:hi], inside) {
						continue
					}
					r.keep[i] |= sudoku.Bit(sudoku.Digit(a))
					r.keep[j] |= sudoku.Bit(sudoku.Digit(b))
					for k, c := range cells {
						if k != i && k != j {
							r.keep[k] |= cand[c] & inside
						}
					}
				}
			}
		}
	}
	for k, c := range cells {
		if cand[c] &= r.keep[k]; cand[c] == 0 {
			return false
		}
	}
	return true
}

// sumFits reports whether the cells between, each limited to inside, can
// add up to the sum, by the bounds of digits that differ.
func (r *lunchboxRule) sumFits(cand []sudoku.Set, between []int, inside sudoku.Set) bool {
	if len(between) == 0 {
		return r.l.Sum == 0
	}
	lo, hi, ok := teamBounds(cand, between, -1, inside)
	return ok && lo <= r.l.Sum && r.l.Sum <= hi
}
