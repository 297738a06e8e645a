package variant

import (
	"math/bits"
	"slices"

	"github.com/nanpure/nanpure/sudoku"
)

// A model is what the search works with, compiled once from a Puzzle: the
// groups of distinct cells (with each cell's peers), the pairs and the
// rules its constraints added, and each cell's starting candidates.
type model struct {
	shape  *sudoku.Shape
	groups [][]int // cells whose digits differ
	full   []bool  // group i has N cells: every digit is in it once
	houses [][]int // rows, columns and boxes (or regions), for the check of a solution
	peers  [][]int // peers[c]: the cells sharing a group with c
	// The pairs and the rules of each cell, by index: a change of the
	// cell's candidates wakes them (propagate).
	cellPairs, cellRules [][]int
	cellGroups           [][]int // the groups of N cells of each cell, for hidden singles
	pairs                []pair
	rules                []rule
	start                []sudoku.Set // the candidates before any propagation
	scratch              *propagation // propagate's queues, reused: a search runs one at a time
	jigsaw               bool         // the houses are a jigsaw's regions (meets.go)

	// The constraint each group, pair, rule and limit of start came from,
	// for the words of the human solver's steps (steps.go); a zero source
	// for rows, columns and boxes.
	groupSrc, pairSrc, ruleSrc, startSrc []source
}

// A source is what a group, pair or rule of the model says in a
// constraint's terms: its kind (human.Constraint's Kind), its number
// and its cells (nil: the cells of the pair or group itself, for the
// rules that cover the whole grid, such as anti-knight).
type source struct {
	kind   string
	value  int
	cells  []int
	digits []sudoku.Digit // a quadruple's
	less   []int          // an innies-less-outies sum's outies
	houses []int          // the houses of innies and outies (the step's Houses)
	// difficulty is the rating of a step of the rule, where it is not a
	// combination's (setDifficulty): the rule of 45's.
	difficulty float64
}

// own gives every group, pair and rule added since the last call the
// source src.
func (m *model) own(src source) {
	for len(m.groupSrc) < len(m.groups) {
		m.groupSrc = append(m.groupSrc, src)
	}
	for len(m.pairSrc) < len(m.pairs) {
		m.pairSrc = append(m.pairSrc, src)
	}
	for len(m.ruleSrc) < len(m.rules) {
		m.ruleSrc = append(m.ruleSrc, src)
	}
}

// A pair relates the digits of cells a and b: when a holds d, b may hold
// only ok[d]; when b holds d, a may hold only back[d].
type pair struct {
	a, b     int
	ok, back []sudoku.Set
}

// A rule prunes candidates that no solution can have. It returns false when
// it finds that no solution is left. It reads and prunes only its cells.
type rule interface {
	prune(cand []sudoku.Set) bool
	cells() []int
}

func newModel(p *Puzzle) (*model, error) {
	s := p.Givens.Shape
	m := &model{shape: s, start: make([]sudoku.Set, s.Cells), jigsaw: p.Regions != nil}
	for c := range m.start {
		m.start[c] = s.AllDigits()
	}
	hs, err := p.houses()
	if err != nil {
		return nil, err
	}
	m.houses = hs
	for _, h := range hs {
		m.group(h)
	}
	m.own(source{})
	m.startSrc = make([]source, s.Cells)
	var cages []Cage
	for _, k := range p.Constraints {
		before := slices.Clone(m.start)
		if err := k.add(m); err != nil {
			return nil, err
		}
		src := sourceOf(k)
		m.own(src)
		for c := range before {
			if m.start[c] != before[c] {
				own := src
				if own.cells == nil { // a cell's own limit (odd, a few digits): the cell
					own.cells = []int{c}
				}
				m.startSrc[c] = own
			}
		}
		if c, ok := k.(Cage); ok {
			cages = append(cages, c)
		}
	}
	cages = apart(cages)
	m.addInnies(cages)
	m.addBandSums(cages)
	m.peers = make([][]int, s.Cells)
	for _, g := range m.groups {
		for _, c := range g {
			for _, o := range g {
				if o != c && !slices.Contains(m.peers[c], o) { // a pair may share several groups
					m.peers[c] = append(m.peers[c], o)
				}
			}
		}
	}
	for _, r := range m.rules {
		switch r := r.(type) {
		case *setRule:
			r.seen = m.seenByAll(r.group)
			r.all = append(slices.Clone(r.group), r.seen...)
		case *linearRule:
			r.split(m)
		}
	}
	m.cellPairs, m.cellRules = make([][]int, s.Cells), make([][]int, s.Cells)
	for i, p := range m.pairs {
		m.cellPairs[p.a] = append(m.cellPairs[p.a], i)
		m.cellPairs[p.b] = append(m.cellPairs[p.b], i)
	}
	for i, r := range m.rules {
		for _, c := range r.cells() {
			if !slices.Contains(m.cellRules[c], i) {
				m.cellRules[c] = append(m.cellRules[c], i)
			}
		}
	}
	m.cellGroups = make([][]int, s.Cells)
	for i, g := range m.groups {
		if m.full[i] {
			for _, c := range g {
				m.cellGroups[c] = append(m.cellGroups[c], i)
			}
		}
	}
	return m, nil
}

// seenByAll is the cells outside cells that are peers of every one of them.
func (m *model) seenByAll(cells []int) []int {
	count := make([]int, m.shape.Cells)
	for _, c := range cells {
		for _, o := range m.peers[c] {
			count[o]++
		}
	}
	var seen []int
	for o, n := range count {
		if n == len(cells) && !slices.Contains(cells, o) {
			seen = append(seen, o)
		}
	}
	return seen
}

// group adds a group of cells whose digits differ.
func (m *model) group(cells []int) {
	m.groups = append(m.groups, cells)
	m.full = append(m.full, len(cells) == m.shape.N)
}

// relate adds the pair of cells a and b whose digits x and y satisfy ok(x, y).
func (m *model) relate(a, b int, ok func(x, y sudoku.Digit) bool) {
	n := m.shape.N
	p := pair{a: a, b: b, ok: make([]sudoku.Set, n+1), back: make([]sudoku.Set, n+1)}
	for x := sudoku.Digit(1); int(x) <= n; x++ {
		for y := sudoku.Digit(1); int(y) <= n; y++ {
			if ok(x, y) {
				p.ok[x] = p.ok[x].Add(y)
				p.back[y] = p.back[y].Add(x)
			}
		}
	}
	m.pairs = append(m.pairs, p)
}

// limit keeps only the digits of allowed in cell c from the start.
func (m *model) limit(c int, allowed sudoku.Set) { m.start[c] &= allowed }

// bounds is the least and the greatest digit of s (0, 0 for an empty s).
func bounds(s sudoku.Set) (lo, hi int) {
	if s == 0 {
		return 0, 0
	}
	return bits.TrailingZeros64(uint64(s)) + 1, 64 - bits.LeadingZeros64(uint64(s))
}

// between is the set of digits from lo to hi.
func between(lo, hi int) sudoku.Set {
	lo, hi = max(lo, 1), min(hi, sudoku.MaxDigits)
	if lo > hi {
		return 0
	}
	// The digits up to hi, less those below lo (bit d-1 holds digit d).
	upTo := ^uint64(0) >> (64 - hi)
	return sudoku.Set(upTo &^ (1<<(lo-1) - 1))
}
