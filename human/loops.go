package human

import (
	"math/bits"
	"slices"

	"github.com/nanpure/nanpure/sudoku"
)

// HoDoKu's nice loops and alternating inference chains (AICs), plain and
// grouped, found the way HoDoKu finds them. From every premise (a
// candidate assumed true, or false) a breadth-first walk of the link graph
// (loopgraph.go) records the first way each literal is reached. Then:
//
//   - a literal of the premise's cell, reached by a chain of three links or
//     more that leaves the cell first and comes back from another, closes a
//     nice loop. It is discontinuous when the loop's two ends at the cell
//     disagree (the premise leads to its own negation, or to something the
//     cell cannot hold with it), and the cell loses a candidate or keeps one;
//     it is continuous when they agree, and then the loop holds both ways
//     round: each weak link between cells has a true end, so whatever sees
//     both ends is false, and a cell entered and left by strong links keeps
//     only their two digits.
//   - from a false premise "p≠a", a true literal "q=b" in another cell is an
//     AIC: p is a or q is b. With a = b every a seeing both is false (two at
//     least, or the nice loop says it); with a ≠ b and p, q peers, p loses b
//     and q loses a.
//
// A chain that crosses itself (a cell met again, other than by two
// consecutive nodes) is no loop and is dropped. Grouped techniques are
// those whose chain has a group node or an almost locked set
// (loopals.go); the grouped search reports only them, the plain search has
// neither. HoDoKu's default options leave almost locked sets out of its
// chains, and its regression library tests the grouped techniques both
// ways: the grouped search walks the graph with groups, then again with
// almost locked sets too.
var (
	ContinuousNiceLoop           = register(techniqueDef{key: "continuous-nice-loop", difficulty: 7.0, hodoku: "0706", nudge: nudgeDigit})
	DiscontinuousNiceLoop        = register(techniqueDef{key: "discontinuous-nice-loop", difficulty: 7.0, hodoku: "0707", nudge: nudgeDigit})
	GroupedContinuousNiceLoop    = register(techniqueDef{key: "grouped-continuous-nice-loop", difficulty: 7.2, hodoku: "0709", nudge: nudgeDigit})
	GroupedDiscontinuousNiceLoop = register(techniqueDef{key: "grouped-discontinuous-nice-loop", difficulty: 7.2, hodoku: "0710", nudge: nudgeDigit})
	GroupedAIC                   = register(techniqueDef{key: "grouped-aic", difficulty: 7.2, hodoku: "0711", nudge: nudgeDigit})
)

var (
	_ = addFinder("aic-loops", func(s *searcher) bool { return s.hodokuLoops(false) },
		ContinuousNiceLoop, DiscontinuousNiceLoop, AIC)
	_ = addFinder("grouped-aic-loops", func(s *searcher) bool { return s.hodokuLoops(true) },
		GroupedContinuousNiceLoop, GroupedDiscontinuousNiceLoop, GroupedAIC)
	_ = addExplainer(words.niceLoop, ContinuousNiceLoop, DiscontinuousNiceLoop, GroupedContinuousNiceLoop,
		GroupedDiscontinuousNiceLoop, GroupedAIC)
)

// A loopWalk is the breadth-first walk from one premise: the literals
// reached in order, with the literal each came from and its distance.
type loopWalk struct {
	g      *loopGraph
	parent []int32
	dist   []int32
	mark   []int32 // the walk's stamp where the literal was reached
	stamp  int32
	order  []int32
	retry  *loopWalk // the second walk of aicChain, made when first needed
	// roundAgain lets aicChain walk round a chain that crosses itself
	// (see avoiding): HoDoKu's "find all steps" finds those, which its
	// regression library tests, but its solver drops them, so the HoDoKu
	// profile does not go round.
	roundAgain bool
}

// run walks from premise. Links out of almost locked sets are longer than
// one: a literal reached again by a shorter way takes it (as HoDoKu's
// tables do, without walking on from it again), but for those the
// premise implies directly.
func (w *loopWalk) run(premise int32) { w.runAvoiding(premise, -1) }

// runAvoiding walks from premise as run does, but never through the
// premise's cell again, nor through cell end but by its candidates: the
// second try of an AIC whose first chain crossed itself at one of its
// ends (end -1 for none).
func (w *loopWalk) runAvoiding(premise int32, end int) {
	w.stamp++
	w.order = append(w.order[:0], premise)
	w.mark[premise], w.parent[premise], w.dist[premise] = w.stamp, -1, 0
	start := w.g.nodes[litNode(premise)].cells[0]
	for i := 0; i < len(w.order); i++ {
		a := w.order[i]
		for _, e := range w.g.adj[w.g.first[a]:w.g.first[a+1]] {
			b, d := e>>5, w.dist[a]+e&31
			if end >= 0 && w.g.meets(litNode(b), start, end) && !(a == premise && w.g.nodes[litNode(b)].single()) {
				continue
			}
			if w.mark[b] == w.stamp {
				if d < w.dist[b] && w.parent[b] != premise && b != premise {
					w.parent[b], w.dist[b] = a, d
				}
				continue
			}
			w.mark[b], w.parent[b], w.dist[b] = w.stamp, a, d
			w.order = append(w.order, b)
		}
	}
}

func newLoopWalk(g *loopGraph) *loopWalk {
	n := len(g.out)
	return &loopWalk{g: g, parent: make([]int32, n), dist: make([]int32, n), mark: make([]int32, n)}
}

// aicChain returns the AIC from premise to the literal to: the walk's
// chain, or where that crosses itself a second walk's (avoiding) if the
// walk may go round, or nil.
func (w *loopWalk) aicChain(premise, to int32) []int32 {
	p := w.path(to)
	if !w.g.crosses(p, false) {
		return p
	}
	if !w.roundAgain {
		return nil
	}
	if w.retry == nil {
		w.retry = newLoopWalk(w.g)
	}
	return w.retry.avoiding(premise, to)
}

// avoiding returns a chain from premise to the literal to that does not
// cross itself, found by a walk that keeps out of both ends' cells, or
// nil. The first walk records one way to each literal, the shortest; when
// it comes back through an end cell (an almost locked set or a group that
// holds it, say), a longer way round may still be a chain, as HoDoKu's
// tables, which record other ways, find it.
func (w *loopWalk) avoiding(premise, to int32) []int32 {
	w.runAvoiding(premise, w.g.nodes[litNode(to)].cells[0])
	if w.mark[to] != w.stamp {
		return nil
	}
	if p := w.path(to); !w.g.crosses(p, false) {
		return p
	}
	return nil
}

// meets reports whether node n is a group or set that holds cell a or b,
// or a candidate of cell a.
func (g *loopGraph) meets(n int32, a, b int) bool {
	node := &g.nodes[n]
	if node.single() {
		return node.cells[0] == a
	}
	return slices.Contains(node.cells, a) || slices.Contains(node.cells, b)
}

// path returns the literals from the premise to l.
func (w *loopWalk) path(l int32) []int32 {
	var p []int32
	for ; l >= 0 && len(p) <= len(w.order); l = w.parent[l] {
		p = append(p, l)
	}
	slices.Reverse(p)
	return p
}

// hodokuLoops finds the nice loops and AICs of the board, grouped or not.
// Of the steps with the same technique and eliminations the shortest is
// kept; without collect, the step with the shortest chain (then the most
// eliminations) is the one found.
func (s *searcher) hodokuLoops(grouped bool) bool {
	var steps []Step
	index := map[string]int{}
	add := func(st Step) {
		st.Eliminations = sortCandidates(st.Eliminations)
		key := make([]byte, 0, 1+3*len(st.Eliminations))
		key = append(key, byte(st.Technique))
		for _, e := range st.Eliminations {
			key = append(key, byte(e.Cell), byte(e.Cell>>8), byte(e.Digit))
		}
		k := string(key)
		if i, ok := index[k]; ok {
			if len(steps[i].Chains[0].Nodes) > len(st.Chains[0].Nodes) {
				steps[i] = st
			}
			return
		}
		index[k] = len(steps)
		steps = append(steps, st)
	}
	// The grouped techniques are searched for twice, as HoDoKu's options
	// allow: with group nodes, then with almost locked sets too (which
	// change the chains the walks find, not only add to them). HoDoKu's
	// solver, with its default options, does not take the sets: nor does
	// its profile.
	g := newLoopGraph(s.b, grouped)
	s.loopSearch(g, grouped, add)
	if grouped && s.err == nil && !s.hodokuOrder {
		g.addSets(s.allALS(loopSetCells(s.b.Shape.N)))
		g.finish()
		s.loopSearch(g, grouped, add)
	}
	if s.err != nil {
		return false
	}
	if s.collect == nil {
		slices.SortStableFunc(steps, func(a, b Step) int {
			if la, lb := len(a.Chains[0].Nodes), len(b.Chains[0].Nodes); la != lb {
				return la - lb
			}
			return len(b.Eliminations) - len(a.Eliminations)
		})
	}
	return s.foundFirst(len(steps), func(i int) Step { return steps[i] })
}

// loopSetCells is the size of the largest almost locked set in chains:
// every size on 9x9 grids and smaller, as HoDoKu; on larger grids, where
// the sets of a house grow as 2^N, three cells.
func loopSetCells(n int) int {
	if n <= 9 {
		return n - 1
	}
	return 3
}

// loopSearch walks from every premise of g and passes the loops and AICs
// found to add.
func (s *searcher) loopSearch(g *loopGraph, grouped bool, add func(Step)) {
	w := newLoopWalk(g)
	w.roundAgain = !s.hodokuOrder
	candidates := int32(0)
	for candidates < int32(len(g.nodes)) && g.nodes[candidates].single() {
		candidates++
	}
	for _, on := range []bool{true, false} {
		for i := int32(0); i < candidates; i++ {
			if s.stop() {
				return
			}
			premise := lit(i, on)
			w.run(premise)
			start := g.nodes[i].cells[0]
			for _, l := range w.order[1:] {
				n := &g.nodes[litNode(l)]
				if n.single() && n.cells[0] == start && w.dist[l] > 2 {
					if st, ok := g.niceLoop(w.path(l), grouped); ok {
						add(st)
					}
				}
			}
			if on {
				continue
			}
			for _, l := range w.order[1:] {
				n := &g.nodes[litNode(l)]
				if n.single() && litOn(l) && n.cells[0] != start && w.dist[l] > 2 {
					if elims := g.aicElims(premise, l); elims != nil {
						if p := w.aicChain(premise, l); p != nil {
							if st, ok := g.loopStep(p, AIC, elims, grouped); ok {
								add(st)
							}
						}
					}
				}
			}
		}
	}
}

// crosses reports whether a chain meets a cell again other than by two
// consecutive nodes (HoDoKu's lasso); a nice loop may come back to its
// first cell, an AIC not.
func (g *loopGraph) crosses(p []int32, loop bool) bool {
	first := g.nodes[litNode(p[0])].cells[0]
	var met []int
	for k, l := range p {
		n := &g.nodes[litNode(l)]
		if slices.Contains(met, n.cells[0]) {
			return true
		}
		if k > 0 {
			prev := &g.nodes[litNode(p[k-1])]
			if !loop || prev.cells[0] != first {
				met = append(met, prev.cells...)
			}
		}
	}
	return false
}

// niceLoop makes the step of the nice loop p, whose last literal is in the
// cell of its first, or reports that there is none.
func (g *loopGraph) niceLoop(p []int32, grouped bool) (Step, bool) {
	k := len(p) - 1
	cell := func(i int) int { return g.nodes[litNode(p[i])].cells[0] }
	digit := func(i int) sudoku.Digit { return g.nodes[litNode(p[i])].digit }
	on := func(i int) bool { return litOn(p[i]) }
	start := cell(0)
	// The loop leaves its cell by its first link and comes back by its
	// last from another cell.
	if cell(1) == start || cell(k-1) == start || g.crosses(p, true) {
		return Step{}, false
	}
	firstStrong, lastStrong := !on(0), on(k)
	a, b := digit(0), digit(k)
	var elims []Candidate
	tech := DiscontinuousNiceLoop
	switch {
	case !firstStrong && !lastStrong && a == b:
		// c=a leads to c≠a.
		elims = append(elims, Candidate{start, a})
	case firstStrong && lastStrong && a == b:
		// c≠a leads to c=a: c is a.
		for set := g.b.cands[start].Remove(a); set != 0; set &= set - 1 {
			elims = append(elims, Candidate{start, set.First()})
		}
	case firstStrong != lastStrong && a != b:
		// c=a leads to c=b, or c≠a to c≠b: the weak end's digit goes.
		if !firstStrong {
			elims = append(elims, Candidate{start, a})
		} else {
			elims = append(elims, Candidate{start, b})
		}
	case !firstStrong && !lastStrong && g.b.cands[start].Len() == 2,
		firstStrong && lastStrong,
		firstStrong != lastStrong:
		tech = ContinuousNiceLoop
		elims = g.continuousElims(p)
	}
	if len(elims) == 0 {
		return Step{}, false
	}
	return g.loopStep(p, tech, elims, grouped)
}

// continuousElims are the eliminations of the continuous nice loop p.
func (g *loopGraph) continuousElims(p []int32) []Candidate {
	k := len(p) - 1
	cell := func(i int) int { return g.nodes[litNode(p[i])].cells[0] }
	digit := func(i int) sudoku.Digit { return g.nodes[litNode(p[i])].digit }
	on := func(i int) bool { return litOn(p[i]) }
	var elims []Candidate
	keep := func(c int, x, y sudoku.Digit) {
		for set := g.b.cands[c].Remove(x).Remove(y); set != 0; set &= set - 1 {
			elims = append(elims, Candidate{c, set.First()})
		}
	}
	var inLoop []int
	for _, l := range p {
		inLoop = append(inLoop, g.nodes[litNode(l)].cells...)
	}
	if !on(0) && on(k) {
		keep(cell(0), digit(0), digit(k))
	}
	for i := 1; i <= k; i++ {
		// A cell entered by a strong link and left by one: its two digits.
		if on(i) && i <= k-2 && cell(i-1) != cell(i) && !on(i+1) && cell(i+1) == cell(i) && on(i+2) && cell(i+2) != cell(i+1) {
			keep(cell(i), digit(i), digit(i+2))
		}
		// A weak link between cells: one end is true.
		if !on(i) && cell(i-1) != cell(i) {
			d := digit(i)
			both := g.nodeSeen(litNode(p[i]), d)
			prev := g.nodeSeen(litNode(p[i-1]), d)
			for _, z := range both {
				if slices.Contains(prev, z) && !slices.Contains(inLoop, z) && g.has(z, d) {
					elims = append(elims, Candidate{z, d})
				}
			}
			if set := g.nodes[litNode(p[i])].set; set != nil {
				elims = append(elims, g.setLoopElims(p, i, set)...)
			}
		}
	}
	return elims
}

// setLoopElims are the eliminations of an almost locked set that a
// continuous loop enters at p[i] (by its digit d) and leaves by the next
// link: it holds all its digits but d and the exit's, which are false
// wherever they see all the set's cells holding them. When the set forces
// the next cell (the link out is strong), the exit digits are that cell's
// others, each false where it sees the cell and the set's cells holding it.
func (g *loopGraph) setLoopElims(p []int32, i int, set *alsSet) []Candidate {
	d := g.nodes[litNode(p[i])].digit
	var exits sudoku.Set
	forced := -1
	if i+1 < len(p) {
		next := &g.nodes[litNode(p[i+1])]
		if litOn(p[i+1]) {
			forced = next.cells[0]
			exits = g.b.cands[forced].Remove(next.digit)
		} else {
			exits = exits.Add(next.digit)
		}
	}
	var elims []Candidate
	for _, e := range set.digits.Remove(d).Digits() {
		if exits.Has(e) {
			continue
		}
		for _, c := range setSeen(set, e, g.sh.Cells) {
			if g.has(c, e) {
				elims = append(elims, Candidate{c, e})
			}
		}
	}
	if forced >= 0 {
		for _, e := range exits.Digits() {
			for _, c := range setSeen(set, e, g.sh.Cells) {
				if g.has(c, e) && g.peers[forced].has(c) {
					elims = append(elims, Candidate{c, e})
				}
			}
		}
	}
	return elims
}

// aicElims returns the eliminations of an AIC from "p≠a" (literal from) to
// "q=b" (literal to), before its chain is looked at: with a = b the a that
// see both ends (two at least: one is the nice loop's), with a ≠ b and p,
// q peers, b in p and a in q.
func (g *loopGraph) aicElims(from, to int32) []Candidate {
	first, last := &g.nodes[litNode(from)], &g.nodes[litNode(to)]
	pc, qc, a, b := first.cells[0], last.cells[0], first.digit, last.digit
	if a != b {
		if !sees(g.sh, pc, qc) || !g.has(pc, b) || !g.has(qc, a) {
			return nil
		}
		return []Candidate{{pc, b}, {qc, a}}
	}
	n := 0
	for k, w := range g.places[a] {
		n += bits.OnesCount64(w & g.peers[pc][k] & g.peers[qc][k])
	}
	if n < 2 {
		return nil
	}
	var elims []Candidate
	for _, z := range g.sh.Peers(pc) {
		if z != qc && g.places[a].has(z) && g.peers[qc].has(z) {
			elims = append(elims, Candidate{z, a})
		}
	}
	return elims
}

// loopStep makes the step of chain p: its grouped technique when it has a
// group node, in the grouped search only.
func (g *loopGraph) loopStep(p []int32, tech Technique, elims []Candidate, grouped bool) (Step, bool) {
	st := Step{Eliminations: elims}
	hasGroup := false
	for _, l := range p {
		n := &g.nodes[litNode(l)]
		hasGroup = hasGroup || !n.single()
		st.Digits = st.Digits.Add(n.digit)
		for _, c := range n.cells {
			if !slices.Contains(st.Cells, c) {
				st.Cells = append(st.Cells, c)
			}
		}
	}
	if hasGroup != grouped {
		return Step{}, false
	}
	if grouped {
		switch tech {
		case ContinuousNiceLoop:
			tech = GroupedContinuousNiceLoop
		case DiscontinuousNiceLoop:
			tech = GroupedDiscontinuousNiceLoop
		case AIC:
			tech = GroupedAIC
		}
	}
	st.Technique = tech
	st.Chains = []Chain{g.chain(p)}
	st.Difficulty = tech.Difficulty() + lengthBonus(len(p))
	return st, true
}

// chain spells out the chain of literals p, each following from the one
// before in the house they share (or in their cell).
func (g *loopGraph) chain(p []int32) Chain {
	var ch Chain
	for i, l := range p {
		n := &g.nodes[litNode(l)]
		cn := ChainNode{Node: Node{Cell: n.cells[0], Digit: n.digit, On: litOn(l)}, House: -1}
		if !n.single() {
			cn.Cells = n.cells
			cn.ALS = n.set != nil
		}
		if i > 0 {
			cn.Parents = []int{i - 1}
			cn.House = commonHouse(g.sh, g.nodes[litNode(p[i-1])].cells, n.cells)
		}
		ch.Nodes = append(ch.Nodes, cn)
	}
	return ch
}

// commonHouse returns the first house (row, column, box) that holds all
// the cells of a and b, or -1 when they are one cell.
func commonHouse(sh *sudoku.Shape, a, b []int) int {
	if len(a) == 1 && len(b) == 1 && a[0] == b[0] {
		return -1
	}
	for k, h := range sh.HousesOf(a[0]) {
		all := true
		for _, c := range append(slices.Clip(a), b...) {
			if sh.HousesOf(c)[k] != h {
				all = false
				break
			}
		}
		if all {
			return h
		}
	}
	return -1
}
