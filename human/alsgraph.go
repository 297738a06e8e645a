package human

import (
	"slices"

	"github.com/nanpure/nanpure/sudoku"
)

// The graph of almost locked sets that HoDoKu's ALS techniques walk: the
// sets of a position, in HoDoKu's order, and the restricted common digits
// between every two of them. The ALS-XZ, ALS-XY-Wing, ALS-XY-Chain and
// Death Blossom finders share it; it is built once per position.
//
// Order. HoDoKu collects the sets house by house (rows, columns, boxes),
// each house's by a depth-first walk over its cells ({c1}, {c1,c2},
// {c1,c2,c3} ... {c2} ...), a set of cells once (in the first house that
// has it), of any size up to one cell less than a house. Its first step of
// a kind is the first in that order, so the order is kept.
//
// Overlap. Two sets may share cells when no restricted common digit lies
// in the shared cells: each x of one still sees each x of the other, so x
// is in one of them at most. HoDoKu's solver takes disjoint sets only (its
// default), its regression library has cases of both kinds: the HoDoKu
// profile takes disjoint sets, the others sets that overlap too.

// alsMaxCells is the size of the largest set collected: one cell less than
// a house, as HoDoKu, up to 9x9; on larger grids the sets of up to three
// cells (the subsets of a house of 16 or more cells are too many).
func alsMaxCells(n int) int {
	if n <= 9 {
		return n - 1
	}
	return 3
}

// An alsLink is a restricted common between a set and the set to.
type alsLink struct {
	to int
	rc sudoku.Set // one or two digits
}

// An alsGraph is the sets of a position and their links.
type alsGraph struct {
	digits  []sudoku.Digit // the position it was built for
	cands   []sudoku.Set
	overlap bool
	sets    []*alsSet
	links   [][]alsLink // by set: its links, by increasing to
	holding []cellBits  // by digit: the empty cells holding it
}

// alsGraph returns the graph of the board's position, built on first use
// and kept while the position holds.
func (s *searcher) alsGraph() *alsGraph {
	overlap := !s.hodokuOrder
	if g := s.als; g != nil && g.overlap == overlap && slices.Equal(g.cands, s.b.cands) && slices.Equal(g.digits, s.b.digits) {
		return g
	}
	sets := s.allALS(alsMaxCells(s.b.Shape.N))
	// allALS gives a house's sets by size; HoDoKu's walk gives them in the
	// lexicographic order of their cells (a set before its extensions).
	slices.SortStableFunc(sets, func(a, b *alsSet) int {
		if a.house != b.house {
			return a.house - b.house
		}
		return slices.Compare(a.cells, b.cells)
	})
	g := &alsGraph{digits: slices.Clone(s.b.digits), cands: slices.Clone(s.b.cands), overlap: overlap, sets: sets, links: make([][]alsLink, len(sets))}
	g.holding = make([]cellBits, s.b.Shape.N+1)
	for d := range g.holding {
		g.holding[d] = newCellBits(s.b.Shape.Cells)
	}
	for c, ds := range s.b.cands {
		if s.b.digits[c] == 0 {
			for _, d := range ds.Digits() {
				g.holding[d].add(c)
			}
		}
	}
	for i, a := range sets {
		for j := i + 1; j < len(sets); j++ {
			b := sets[j]
			if a.digits&b.digits == 0 || !overlap && !a.mask.disjoint(b.mask) {
				continue
			}
			if r := rcc(a, b); r != 0 {
				g.links[i] = append(g.links[i], alsLink{to: j, rc: r})
				g.links[j] = append(g.links[j], alsLink{to: i, rc: r})
			}
		}
		if s.stop() {
			break
		}
	}
	// Each set's links come by increasing to: those to earlier sets while
	// those are walked, then its own.
	s.als = g
	return g
}

// An alsPick chooses the steps an ALS finder gives. When the search
// collects, a step is given once per set of eliminations, the one of
// fewest cells (the first of those), as HoDoKu keeps one chain per set of
// eliminations and sorts the others so: ALS chains and blossoms are many.
// Otherwise HoDoKu's profile takes the first step in HoDoKu's order ("key!"
// collects them and sorts them as HoDoKu does); the other profiles, which
// explain, take the one of fewest cells (then fewest sets), the first of
// those: the sets a player finds most easily.
type alsPick struct {
	s     *searcher
	best  Step
	ok    bool
	steps []Step         // collecting: the steps, by first found
	index map[string]int // collecting: a step's index by its eliminations
}

// offer passes st on and reports whether the finder should stop.
func (p *alsPick) offer(st Step) bool {
	s := p.s
	if s.collect == nil && s.hodokuOrder {
		return s.found(st)
	}
	st.Eliminations = sortCandidates(st.Eliminations)
	switch {
	case !p.wants(st.Eliminations, len(st.Cells), len(st.Groups)):
	case s.collect == nil:
		p.best, p.ok = st, true
	default:
		k := elimKey(st.Eliminations)
		if i, ok := p.index[k]; ok {
			p.steps[i] = st
			break
		}
		if p.index == nil {
			p.index = map[string]int{}
		}
		p.index[k] = len(p.steps)
		p.steps = append(p.steps, st)
	}
	return false
}

// wants reports whether a step of cells cells in groups sets removing the
// sorted eliminations el would be kept: a finder asks before it builds
// the step, as ALS chains and blossoms find the same eliminations often.
func (p *alsPick) wants(el []Candidate, cells, groups int) bool {
	switch {
	case p.s.collect != nil:
		i, ok := p.index[elimKey(el)]
		return !ok || cells < len(p.steps[i].Cells)
	case p.s.hodokuOrder:
		return true
	}
	return !p.ok || cells < len(p.best.Cells) || cells == len(p.best.Cells) && groups < len(p.best.Groups)
}

// done gives the chosen steps, if the finder did not stop: its result.
func (p *alsPick) done() bool {
	if p.s.err != nil {
		return false
	}
	for _, st := range p.steps {
		if p.s.found(st) {
			return true
		}
	}
	return p.ok && p.s.found(p.best)
}

// elimKey identifies a sorted list of eliminations.
func elimKey(cs []Candidate) string {
	b := make([]byte, 0, 3*len(cs))
	for _, c := range cs {
		b = append(b, byte(c.Cell), byte(c.Cell>>8), byte(c.Digit))
	}
	return string(b)
}

// removes reports whether some candidate z outside sets a and b sees
// every z of both (alsVictims lists them).
func (g *alsGraph) removes(z sudoku.Digit, a, b *alsSet) bool {
	for i, w := range g.holding[z] {
		if w&a.seenAll[z][i]&b.seenAll[z][i]&^(a.mask[i]|b.mask[i]) != 0 {
			return true
		}
	}
	return false
}

// hodokuXYWings calls fn for the ALS-XY-Wings of the graph in the order
// HoDoKu's search meets them, whose first step it takes: its restricted
// commons listed by their first set, then their second (each pair of
// sets once, the earlier first), and every two of them i < j in that list
// that share one set, c (a and b are their other sets, ra and rb their
// digits), until fn returns true.
func (g *alsGraph) hodokuXYWings(fn func(a, b, c *alsSet, ra, rb sudoku.Set) bool) bool {
	type rc struct {
		x, y int // the sets, x < y
		d    sudoku.Set
	}
	var rcs []rc
	touching := make([][]int, len(g.sets)) // by set: the indices in rcs of its commons
	for x, ls := range g.links {
		for _, l := range ls {
			if l.to > x {
				touching[x] = append(touching[x], len(rcs))
				touching[l.to] = append(touching[l.to], len(rcs))
				rcs = append(rcs, rc{x, l.to, l.rc})
			}
		}
	}
	// The second common of a pair shares a set with the first and comes
	// after it: the two sets' lists (each by increasing index) merged.
	for i, r1 := range rcs {
		tx, ty := touching[r1.x], touching[r1.y]
		for len(tx) > 0 || len(ty) > 0 {
			var j int
			if len(ty) == 0 || len(tx) > 0 && tx[0] < ty[0] {
				j, tx = tx[0], tx[1:]
			} else {
				j, ty = ty[0], ty[1:]
			}
			if j <= i {
				continue
			}
			r2 := rcs[j]
			c, a, b := r1.x, r1.y, r2.y
			switch {
			case r1.x == r2.x:
			case r1.x == r2.y:
				b = r2.x
			case r1.y == r2.x:
				c, a = r1.y, r1.x
			default: // r1.y == r2.y
				c, a, b = r1.y, r1.x, r2.x
			}
			if fn(g.sets[a], g.sets[b], g.sets[c], r1.d, r2.d) {
				return true
			}
		}
	}
	return false
}
