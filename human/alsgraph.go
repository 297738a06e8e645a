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
	cands   []sudoku.Set // the position it was built for
	overlap bool
	sets    []*alsSet
	links   [][]alsLink // by set: its links, by increasing to
}

// alsGraph returns the graph of the board's position, built on first use
// and kept while the position holds.
func (s *searcher) alsGraph() *alsGraph {
	overlap := !s.hodokuOrder
	if g := s.als; g != nil && g.overlap == overlap && slices.Equal(g.cands, s.b.cands) {
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
	g := &alsGraph{cands: slices.Clone(s.b.cands), overlap: overlap, sets: sets, links: make([][]alsLink, len(sets))}
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
	for i := range g.links {
		slices.SortFunc(g.links[i], func(x, y alsLink) int { return x.to - y.to })
	}
	s.als = g
	return g
}

// An alsPick chooses the step an ALS finder gives. HoDoKu's profile takes
// the first in HoDoKu's order (and "key!" sorts them as HoDoKu does); the
// other profiles, which explain, take the one of fewest cells (then fewest
// sets), the first of those: the sets a player finds most easily.
type alsPick struct {
	s    *searcher
	best Step
	ok   bool
}

// offer passes st on and reports whether the finder should stop.
func (p *alsPick) offer(st Step) bool {
	s := p.s
	if s.collect != nil || s.hodokuOrder {
		return s.found(st)
	}
	if !p.ok || len(st.Cells) < len(p.best.Cells) || len(st.Cells) == len(p.best.Cells) && len(st.Groups) < len(p.best.Groups) {
		p.best, p.ok = st, true
	}
	return false
}

// done gives the chosen step, if the finder did not stop: its result.
func (p *alsPick) done() bool {
	return p.ok && p.s.err == nil && p.s.found(p.best)
}
