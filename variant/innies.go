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
			m.rules = append(m.rules, &setRule{group: rest, sets: sets})
			m.own(source{kind: "Innies", value: sum, cells: rest})
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

// addBandSums extends the rule of 45 to runs of whole rows or columns
// (k of them add up to k times 1+...+N): the cells of the run outside the
// cages wholly inside it add up to what those cages leave (innies), and
// the cells outside the run of the cages that cross into it add up to
// what they hold beyond the run's total (outies). Each becomes a sum of a
// few cells, bounded as an arrow's line is; their digits may repeat.
func (m *model) addBandSums(cages []Cage) {
	s := m.shape
	n := s.N
	total := n * (n + 1) / 2
	for kind := 0; kind < 2; kind++ {
		for a := 0; a < n; a++ {
			for b := a + 1; b < n; b++ { // one house alone is addInnies'
				in := make([]bool, s.Cells)
				for h := a; h <= b; h++ {
					for _, c := range s.House(kind*n + h) {
						in[c] = true
					}
				}
				m.bandSum(cages, in, (b-a+1)*total)
			}
		}
	}
}

// bandSum adds the innies and outies of the cells in, which add up to sum.
func (m *model) bandSum(cages []Cage, in []bool, sum int) {
	var innies, outies []int
	inner, touching := sum, -sum
	covered := make([]bool, len(in))
	for _, k := range cages {
		if k.Sum == 0 {
			return // a cage without its sum: nothing to add up
		}
		inside, crossing := true, false
		for _, c := range k.Cells {
			inside = inside && in[c]
			crossing = crossing || in[c]
		}
		if inside {
			inner -= k.Sum
			for _, c := range k.Cells {
				covered[c] = true
			}
		}
		if crossing {
			touching += k.Sum
			for _, c := range k.Cells {
				if !in[c] {
					outies = append(outies, c)
				}
			}
		}
	}
	for c, ok := range in {
		if ok && !covered[c] {
			innies = append(innies, c)
		}
	}
	// Only small sums pay: a long one bounds nothing.
	const most = 4
	if len(innies) > 0 && len(innies) <= most {
		m.rules = append(m.rules, newSumRule(nil, inner, innies))
		m.own(source{kind: "Innies", value: inner, cells: innies})
	}
	if len(outies) > 0 && len(outies) <= most && coversAll(in, cages) {
		m.rules = append(m.rules, newSumRule(nil, touching, outies))
		m.own(source{kind: "Outies", value: touching, cells: outies})
	}
}

// coversAll reports whether every cell of in lies in some cage: only then
// do the cages that touch the run hold all of it, so that their sum less
// the run's is what lies outside.
func coversAll(in []bool, cages []Cage) bool {
	covered := make([]bool, len(in))
	for _, k := range cages {
		for _, c := range k.Cells {
			covered[c] = true
		}
	}
	for c, ok := range in {
		if ok && !covered[c] {
			return false
		}
	}
	return true
}
