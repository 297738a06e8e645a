package variant

import (
	"fmt"

	"github.com/nanpure/nanpure/sudoku"
)

// A Sandwich clue outside a row or column (Cells, in order): the digits
// between its 1 and its N add up to Sum.
type Sandwich struct {
	Sum   int
	Cells []int
}

func (w Sandwich) Kind() string { return "Sandwich" }

func (w Sandwich) add(m *model) error {
	if err := checkCells(m.shape, w.Kind(), w.Cells); err != nil {
		return err
	}
	if len(w.Cells) != m.shape.N {
		return fmt.Errorf("variant: a sandwich over %d cells: want a whole row or column", len(w.Cells))
	}
	m.rules = append(m.rules, &sandwichRule{w, m.shape.N})
	return nil
}

func (w Sandwich) holds(g sudoku.Grid) bool {
	i, j := -1, -1
	for k, c := range w.Cells {
		switch int(g.Cells[c]) {
		case 1:
			i = k
		case g.Shape.N:
			j = k
		}
	}
	if i < 0 || j < 0 {
		return false
	}
	sum := 0
	for k := min(i, j) + 1; k < max(i, j); k++ {
		sum += int(g.Cells[w.Cells[k]])
	}
	return sum == w.Sum
}

// sandwichRule tries every place of the crusts (1 and N) that the
// candidates allow: the cells between them must hold different digits
// from 2 to N-1 adding up to the sum, as a cage's would. Each cell keeps
// what some place of the crusts allows it.
type sandwichRule struct {
	w Sandwich
	n int
}

func (r *sandwichRule) prune(cand []sudoku.Set) bool {
	n, cells := r.n, r.w.Cells
	if n > maxCombinationDigits {
		return true // checked on the full grid only
	}
	one, top := sudoku.Bit(1), sudoku.Bit(sudoku.Digit(n))
	fillings := between(2, n-1)
	keep := make([]sudoku.Set, len(cells))
	any := false
	for i := range cells {
		for j := range cells {
			if i == j || cand[cells[i]]&one == 0 || cand[cells[j]]&top == 0 {
				continue
			}
			lo, hi := min(i, j), max(i, j)
			inside := cells[lo+1 : hi]
			sets := combinations(n, len(inside), func(s sudoku.Set) bool {
				return s&^fillings == 0 && setSum(s) == r.w.Sum
			})
			if len(inside) == 0 && r.w.Sum == 0 {
				sets = []sudoku.Set{0}
			}
			var fill sudoku.Set
			for _, s := range sets {
				ok := true
				for _, c := range inside {
					if cand[c]&s == 0 {
						ok = false
						break
					}
				}
				if ok {
					fill |= s
				}
			}
			if fill == 0 && len(inside) > 0 || len(sets) == 0 {
				continue
			}
			any = true
			keep[i] |= one
			keep[j] |= top
			for k, c := range cells {
				switch {
				case k == i || k == j:
				case k > lo && k < hi:
					keep[k] |= cand[c] & fill
				default:
					keep[k] |= cand[c] &^ (one | top)
				}
			}
		}
	}
	if !any {
		return false
	}
	for k, c := range cells {
		if cand[c] &= keep[k]; cand[c] == 0 {
			return false
		}
	}
	return true
}

func (r *sandwichRule) cells() []int { return r.w.Cells }
