package human

import (
	"slices"

	"github.com/nanpure/nanpure/sudoku"
)

// The links of HoDoKu's forcing nets (hodokuforcing.go). HoDoKu fills the
// table of a premise by playing it on a copy of the board: a candidate set
// removes its digit from its peers (as the board had it) and the cell's
// other candidates; a candidate removed from a cell that keeps one sets
// that one. Then, four rounds, every naked and hidden single that the
// copy's queues hold is set the same way (the copy is kept as HoDoKu keeps
// its board: hodokunetcopy.go). What the play records are the premise's
// links; links to and from group nodes are the link graph's. The walk over
// these links follows each recorded consequence's own play in turn (HoDoKu
// expands a table by the tables of its entries).
//
// Each recorded literal keeps what it rests on, to spell the net out: a
// digit removed rests on the digit set that removes it; a naked single on
// the removal of the cell's other candidates (as the board had them), a
// hidden single on the removal of the digit's other places in the house
// where fewest were left (rows before columns before boxes, as HoDoKu).

// netRounds is how many rounds of singles a play looks ahead (HoDoKu's
// default).
const netRounds = 4

// netLinks are the nets' links of a link graph's candidates.
type netLinks struct {
	g *loopGraph
	// graph is g with the nets' links, for the walks.
	graph *loopGraph
	// out[l] lists what playing literal l records, parents[l] what each
	// rests on (literals; l itself for what the premise gives directly).
	out     [][]int32
	parents [][][]int32
}

// A netPlay is the play of one premise on a copy of the board.
type netPlay struct {
	nl      *netLinks
	orig    *Board
	cp      *netCopy
	premise int32
	at      []int32 // stamp of the literals recorded
	stamp   int32
	singles []netSingle
}

// newNetLinks plays every literal of the n candidate nodes of g.
func newNetLinks(s *searcher, g *loopGraph, n int32) *netLinks {
	nl := &netLinks{g: g, out: make([][]int32, 2*n), parents: make([][][]int32, 2*n)}
	p := &netPlay{nl: nl, orig: s.b, cp: newNetCopy(s.b), at: make([]int32, len(g.out))}
	for l := int32(0); l < 2*n; l++ {
		if s.stop() {
			return nl
		}
		p.cp.reset()
		p.play(l)
	}
	// The walks' graph: the plays' links, then the links to groups.
	ng := *g
	ng.adj, ng.first = nil, make([]int32, len(g.out)+1)
	for l := range g.out {
		var ts []int32
		if int32(l) < 2*n {
			ts = nl.out[l]
			for _, t := range g.out[l] {
				if litNode(t) >= n {
					ts = append(ts, t)
				}
			}
		} else {
			ts = g.out[l]
		}
		ng.first[l+1] = ng.first[l] + int32(len(ts))
		for _, t := range ts {
			ng.adj = append(ng.adj, t<<5|1)
		}
	}
	nl.graph = &ng
	return nl
}

// play records what literal l gives.
func (p *netPlay) play(l int32) {
	p.premise = l
	p.stamp++
	p.at[l] = p.stamp
	g := p.nl.g
	n := &g.nodes[litNode(l)]
	c, d := n.cells[0], n.digit
	if litOn(l) {
		p.set(c, d, nil)
	} else {
		p.cp.remove(c, d)
		if e, ok := p.cp.cands[c].Single(); ok {
			p.set(c, e, []int32{l})
		}
	}
	for round := 0; round < netRounds; round++ {
		p.singles = p.cp.singles(p.singles[:0])
		if len(p.singles) == 0 {
			return
		}
		for _, x := range p.singles {
			p.set(x.c, x.d, p.because(x.c, x.d, x.naked))
		}
	}
}

// because returns what a single (c, d) of the copy rests on.
func (p *netPlay) because(c int, d sudoku.Digit, naked bool) []int32 {
	g := p.nl.g
	var from []int
	if naked {
		for _, e := range p.orig.cands[c].Remove(d).Digits() {
			from = append(from, c*g.sh.N+int(e)-1)
		}
	} else {
		for _, x := range p.orig.Shape.House(p.cp.fewest(c, d)) {
			if x != c && p.orig.cands[x].Has(d) {
				from = append(from, x*g.sh.N+int(d)-1)
			}
		}
	}
	var ps []int32
	for _, k := range from {
		if l := lit(g.cand[k], false); p.at[l] == p.stamp {
			ps = append(ps, l)
		}
	}
	if len(ps) == 0 {
		ps = []int32{p.premise}
	}
	return ps
}

// set records d set in c (resting on parents; nil for the premise) and
// what it removes, and plays it on the copy.
func (p *netPlay) set(c int, d sudoku.Digit, parents []int32) {
	g := p.nl.g
	on := lit(g.node(c, d), true)
	p.record(on, parents)
	because := []int32{on}
	for _, e := range p.cp.cands[c].Remove(d).Digits() {
		p.record(lit(g.node(c, e), false), because)
	}
	for _, x := range g.sh.Peers(c) {
		if p.orig.digits[x] == 0 && p.orig.cands[x].Has(d) {
			p.record(lit(g.node(x, d), false), because)
		}
	}
	p.cp.set(c, d)
}

// record adds literal l, unless it is there.
func (p *netPlay) record(l int32, parents []int32) {
	if p.at[l] == p.stamp {
		return
	}
	p.at[l] = p.stamp
	k := p.premise
	p.nl.out[k] = append(p.nl.out[k], l)
	p.nl.parents[k] = append(p.nl.parents[k], parents)
}

// spell adds to a chain (index: literal -> node) what literal to rests on
// in the play of from, then to itself, and returns to's node.
func (nl *netLinks) spell(from, to int32, index map[int32]int, add func(int32, []int) int) int {
	if i, ok := index[to]; ok {
		return i
	}
	k := slices.Index(nl.out[from], to)
	var ps []int
	for _, q := range nl.parents[from][k] {
		if q == from {
			ps = append(ps, index[from])
		} else {
			ps = append(ps, nl.spell(from, q, index, add))
		}
	}
	return add(to, ps)
}
