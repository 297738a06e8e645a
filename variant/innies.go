package variant

import (
	"slices"

	"github.com/nanpure/nanpure/sudoku"
)

// addInnies adds what setters call the rule of 45: a house holds every
// digit once, so its digits add up to 1+2+...+N; where killer cages lie
// wholly inside a house, the house's other cells add up to what the cages
// leave, a cage of its own to the search (often of one or two cells,
// which pins them). Without it the extreme killers take the search
// millions of nodes.
func (m *model) addInnies(cages []Cage) {
	n := m.shape.N
	total := n * (n + 1) / 2
	for i, g := range m.groups {
		if !m.full[i] {
			continue
		}
		rest, sum := slices.Clone(g), total
		for _, k := range cages {
			if k.Sum == 0 || !inside(k.Cells, g) {
				continue
			}
			sum -= k.Sum
			rest = slices.DeleteFunc(rest, func(c int) bool { return slices.Contains(k.Cells, c) })
		}
		if len(rest) == len(g) || len(rest) == 0 {
			continue
		}
		sets := combinations(n, len(rest), func(s sudoku.Set) bool { return setSum(s) == sum })
		if sets != nil {
			m.rules = append(m.rules, &setRule{cells: rest, sets: sets})
		}
	}
}

// inside reports whether every cell of cells is in g.
func inside(cells, g []int) bool {
	for _, c := range cells {
		if !slices.Contains(g, c) {
			return false
		}
	}
	return true
}
