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
			m.own(source{kind: "Innies", value: sum, cells: rest, difficulty: inniesDifficulty})
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

// addBandSums extends the rule of 45 to the innies and outies of every
// house and of runs of whole rows or columns (k of them add up to k times
// 1+...+N): see regionSums.
func (m *model) addBandSums(cages []Cage) {
	n := m.shape.N
	r := newRegions(m.shape.Cells, cages)
	for h := range m.houses {
		m.regionSums(r, []int{h}, false)
	}
	for kind := 0; kind < 2; kind++ {
		for a := 0; a < n; a++ {
			for b := a + 1; b < n; b++ { // one house alone is done above
				var run []int
				for h := a; h <= b; h++ {
					run = append(run, kind*n+h)
				}
				m.regionSums(r, run, true)
			}
		}
	}
}

// apart is the cages with a sum that overlap none before them: the sums
// of a region's cages add up only when no cell is counted twice.
func apart(cages []Cage) []Cage {
	var out []Cage
	used := map[int]bool{}
next:
	for _, k := range cages {
		if k.Sum == 0 {
			continue
		}
		for _, c := range k.Cells {
			if used[c] {
				continue next
			}
		}
		for _, c := range k.Cells {
			used[c] = true
		}
		out = append(out, k)
	}
	return out
}

// regions is the scratch of regionSums, made once for all regions: the
// cages (apart), the cage of each cell (-1: none), and per region the
// cells in it and how many cells of each cage it holds.
type regions struct {
	cages  []Cage
	cageOf []int
	in     []bool
	count  []int
}

func newRegions(cells int, cages []Cage) *regions {
	r := &regions{cages: cages, cageOf: make([]int, cells), in: make([]bool, cells), count: make([]int, len(cages))}
	for c := range r.cageOf {
		r.cageOf[c] = -1
	}
	for i, k := range cages {
		for _, c := range k.Cells {
			r.cageOf[c] = i
		}
	}
	return r
}

// regionSums adds what the sum of the cells of houses says of a few
// cells: the cages wholly inside take their sums off; a cage that crosses
// the region's edge may be taken off too, its cells outside then counting
// against the rest. Three such choices are tried: no crossing cage taken
// (the innies, when innies is set: for one house addInnies' exact sets do
// better), the crossing cages mostly inside, and all of them (the outies);
// each gives a sum of the cells left inside less those of the taken cages
// outside.
func (m *model) regionSums(r *regions, houses []int, innies bool) {
	n := m.shape.N
	sum := len(houses) * n * (n + 1) / 2
	var cells, touched []int
	for _, h := range houses {
		for _, c := range m.houses[h] {
			cells = append(cells, c)
			r.in[c] = true
			if k := r.cageOf[c]; k >= 0 {
				if r.count[k] == 0 {
					touched = append(touched, k)
				}
				r.count[k]++
			}
		}
	}
	defer func() {
		for _, c := range cells {
			r.in[c] = false
		}
		for _, k := range touched {
			r.count[k] = 0
		}
	}()
	// taken says, for a choice, whether a touched cage's sum comes off.
	inside := func(k int) bool { return r.count[k] == len(r.cages[k].Cells) }
	mostly := func(k int) bool { return 2*r.count[k] > len(r.cages[k].Cells) }
	all := func(int) bool { return true }
	choices := []func(int) bool{mostly, all}
	if innies {
		choices = append(choices, inside)
	}
	var made [][2][]int
	// Only small sums pay: a long one bounds nothing.
	const most = 6
	for _, taken := range choices {
		size := len(cells) // of plus and minus, counted before they are listed
		crosses := false   // whether a crossing cage is taken
		for _, k := range touched {
			if taken(k) {
				size += len(r.cages[k].Cells) - 2*r.count[k]
				crosses = crosses || !inside(k)
			}
		}
		if size == 0 || size > most || !innies && !crosses { // one house's innies: addInnies'
			continue
		}
		left := sum
		var plus, minus []int
		for _, k := range touched {
			if !taken(k) {
				continue
			}
			left -= r.cages[k].Sum
			for _, c := range r.cages[k].Cells {
				if !r.in[c] {
					minus = append(minus, c)
				}
			}
		}
		for _, c := range cells {
			if k := r.cageOf[c]; k < 0 || !taken(k) {
				plus = append(plus, c)
			}
		}
		slices.Sort(minus)
		if slices.ContainsFunc(made, func(pm [2][]int) bool { return slices.Equal(pm[0], plus) && slices.Equal(pm[1], minus) }) {
			continue
		}
		made = append(made, [2][]int{plus, minus})
		m.rules = append(m.rules, newLinearRule(plus, minus, left))
		src := source{kind: "InniesOuties", value: left, cells: plus, less: minus, houses: houses, difficulty: inniesDifficulty}
		switch {
		case len(minus) == 0:
			src.kind = "Innies"
		case len(plus) == 0: // the same rule of 45, rated as innies are
			src.kind, src.value, src.cells, src.less = "Outies", -left, minus, nil
		case left == 0:
			src.kind = "InniesEqualOuties"
		case left < 0: // say it the other way round: no sum is negative
			src.kind, src.value, src.cells, src.less = "OutiesInnies", -left, minus, plus
		}
		m.own(src)
	}
}
