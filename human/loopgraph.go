package human

import (
	"slices"

	"github.com/nanpure/nanpure/sudoku"
)

// The link graph of HoDoKu's nice loops and AICs (loops.go). Its nodes are
// candidates and, for the grouped techniques, groups: the two or three
// candidates of a digit where a box and a line cross, which act as one
// node (the digit is in one of them, or in none). A literal is a node
// assumed true (on) or false (off):
//
//	literal = node<<1 | on
//
// and out[literal] lists the literals it implies directly, in HoDoKu's
// order (the order decides which of two equally short chains a walk
// records, and so which loop is reported):
//
//	c=d   -> c≠e for the cell's other digits e, then c'≠d for the peers c'
//	         of c with d, house by house (row, column, box), then G≠d for
//	         the groups G of d that c sees entirely
//	c≠d   -> c=e when c has only d and e, then c'=d when c and c' are the
//	         only places of d in a house, then G=d when c is the only
//	         place of d outside G in G's box or G's line
//	G=d   -> c≠d for the candidates c that see all of G, then G'≠d for the
//	         groups G' of d that share a house with G and no cell
//	G≠d   -> c=d when c is the only place of d outside G in G's box or
//	         line, then G'=d when G' is the only other group in such a
//	         house and the house has no other place of d

// A loopNode is a candidate (one cell), a group (two or more cells of a
// box and a line, box and line set) or an almost locked set that loses
// its digit (set set, cells its cells, the first holding the digit first;
// see loopals.go).
type loopNode struct {
	cells     []int
	digit     sudoku.Digit
	box, line int // the group's houses; -1 for a candidate
	set       *alsSet
}

func (n *loopNode) single() bool { return len(n.cells) == 1 }
func (n *loopNode) group() bool  { return len(n.cells) > 1 && n.set == nil }

// A loopGraph is the link graph of a board.
type loopGraph struct {
	sh    *sudoku.Shape
	b     *Board
	nodes []loopNode
	cand  []int32   // cell*N + digit-1 -> node of the candidate, -1 if none
	out   [][]int32 // literal -> the literals it implies
	// wt[literal][k] is the length of the link to out[literal][k]: 1,
	// and more out of an almost locked set (HoDoKu's penalty, which makes
	// a chain through a large set count as a longer one).
	wt [][]int32
	// adj is out and wt in one array for the walks: the links of literal
	// l are adj[first[l]:first[l+1]], each target<<5 | length.
	adj, first []int32
	// seen[node] lists, for a group, the candidates that see all its
	// cells (HoDoKu's buddies of the group node).
	seen [][]int
	// places[d] are the cells holding candidate d; peers[c] the peers of c.
	places, peers []cellBits
}

func lit(node int32, on bool) int32 {
	if on {
		return node<<1 | 1
	}
	return node << 1
}

func litNode(l int32) int32 { return l >> 1 }
func litOn(l int32) bool    { return l&1 == 1 }

// newLoopGraph builds the graph of b, with group nodes when grouped is
// set. (addSets adds almost locked sets to it.)
func newLoopGraph(b *Board, grouped bool) *loopGraph {
	sh := b.Shape
	g := &loopGraph{sh: sh, b: b, cand: make([]int32, sh.Cells*sh.N), peers: peerBits(sh)}
	for i := range g.cand {
		g.cand[i] = -1
	}
	g.places = make([]cellBits, sh.N+1)
	for d := range g.places {
		g.places[d] = newCellBits(sh.Cells)
	}
	for c := 0; c < sh.Cells; c++ {
		for set := b.cands[c]; b.digits[c] == 0 && set != 0; set &= set - 1 {
			d := set.First()
			g.cand[c*sh.N+int(d)-1] = int32(len(g.nodes))
			g.places[d].add(c)
			g.nodes = append(g.nodes, loopNode{cells: []int{c}, digit: d, box: -1, line: -1})
		}
	}
	candidates := len(g.nodes)
	if grouped {
		g.addGroups()
	}
	g.seen = make([][]int, len(g.nodes))
	for i := candidates; i < len(g.nodes); i++ {
		g.seen[i] = g.groupSeen(&g.nodes[i])
	}
	g.out = make([][]int32, 2*len(g.nodes))
	g.wt = make([][]int32, len(g.out))
	for i := 0; i < candidates; i++ {
		g.candidateLinks(int32(i))
	}
	for i := candidates; i < len(g.nodes); i++ {
		g.groupLinks(int32(i))
	}
	g.finish()
	return g
}

// finish lays the links out for the walks (adj and first).
func (g *loopGraph) finish() {
	g.adj = g.adj[:0]
	g.first = make([]int32, len(g.out)+1)
	for l, ts := range g.out {
		g.first[l+1] = g.first[l] + int32(len(ts))
		for k, t := range ts {
			g.adj = append(g.adj, t<<5|g.wt[l][k])
		}
	}
}

// addGroups adds a node for every two or more places of a digit where a
// line (rows, then columns) crosses a box.
func (g *loopGraph) addGroups() {
	sh := g.sh
	for line := 0; line < 2*sh.N; line++ {
		byBox := map[int][]int{}
		var boxes []int
		for _, c := range sh.House(line) {
			bx := sh.HousesOf(c)[2]
			if _, ok := byBox[bx]; !ok {
				boxes = append(boxes, bx)
			}
			byBox[bx] = append(byBox[bx], c)
		}
		for _, bx := range boxes {
			for d := sudoku.Digit(1); int(d) <= sh.N; d++ {
				var cells []int
				for _, c := range byBox[bx] {
					if g.b.digits[c] == 0 && g.b.cands[c].Has(d) {
						cells = append(cells, c)
					}
				}
				if len(cells) >= 2 {
					g.nodes = append(g.nodes, loopNode{cells: cells, digit: d, box: bx, line: line})
				}
			}
		}
	}
}

// groupSeen lists the candidates of a group's digit that see all its
// cells: in its box or its line, outside it.
func (g *loopGraph) groupSeen(n *loopNode) []int {
	var out []int
	for c := 0; c < g.sh.Cells; c++ {
		hs := g.sh.HousesOf(c)
		if (hs[2] == n.box || hs[0] == n.line || hs[1] == n.line) && !slices.Contains(n.cells, c) && g.has(c, n.digit) {
			out = append(out, c)
		}
	}
	return out
}

func (g *loopGraph) has(c int, d sudoku.Digit) bool {
	return g.b.digits[c] == 0 && g.b.cands[c].Has(d)
}

func (g *loopGraph) node(c int, d sudoku.Digit) int32 { return g.cand[c*g.sh.N+int(d)-1] }

// others lists the places of d in house h outside the cells of skip.
func (g *loopGraph) others(h int, d sudoku.Digit, skip ...[]int) []int {
	var out []int
	for _, c := range g.sh.House(h) {
		if !g.has(c, d) {
			continue
		}
		if slices.ContainsFunc(skip, func(cs []int) bool { return slices.Contains(cs, c) }) {
			continue
		}
		out = append(out, c)
	}
	return out
}

// link adds a link of length 1 unless it is there.
func (g *loopGraph) link(from, to int32) {
	if !slices.Contains(g.out[from], to) {
		g.add(from, to, 1)
	}
}

// add adds a link that is known to be new.
func (g *loopGraph) add(from, to, length int32) {
	g.out[from] = append(g.out[from], to)
	g.wt[from] = append(g.wt[from], length)
}

func (g *loopGraph) candidateLinks(i int32) {
	n := &g.nodes[i]
	c, d := n.cells[0], n.digit
	on, off := lit(i, true), lit(i, false)
	cands := g.b.cands[c]
	for set := cands.Remove(d); set != 0; set &= set - 1 {
		e := set.First()
		g.link(on, lit(g.node(c, e), false))
		if cands.Len() == 2 {
			g.link(off, lit(g.node(c, e), true))
		}
	}
	for _, h := range g.sh.HousesOf(c) {
		places := g.others(h, d, n.cells)
		for _, z := range places {
			g.link(on, lit(g.node(z, d), false))
		}
		if len(places) == 1 {
			g.link(off, lit(g.node(places[0], d), true))
		}
	}
	// The links of groups to candidates are made by groupLinks, after
	// these, as HoDoKu adds them.
}

func (g *loopGraph) groupLinks(i int32) {
	n := &g.nodes[i]
	d := n.digit
	on, off := lit(i, true), lit(i, false)
	for _, z := range g.seen[i] {
		zn := g.node(z, d)
		g.link(on, lit(zn, false))
		g.link(lit(zn, true), off)
	}
	for _, h := range []int{n.box, n.line} {
		if places := g.others(h, d, n.cells); len(places) == 1 {
			zn := g.node(places[0], d)
			g.link(off, lit(zn, true))
			g.link(lit(zn, false), on)
		}
	}
	// Other groups of d: those that share a house and no cell are off when
	// this one is on; the only one of a house holding every other place
	// of d there is on when this one is off.
	var inLine, inBox []int32
	for j := range g.nodes {
		m := &g.nodes[j]
		if int32(j) == i || !m.group() || m.digit != d || overlap(m.cells, n.cells) {
			continue
		}
		if m.line == n.line {
			inLine = append(inLine, int32(j))
			g.link(on, lit(int32(j), false))
		}
		if m.box == n.box {
			inBox = append(inBox, int32(j))
			g.link(on, lit(int32(j), false))
		}
	}
	if len(inLine) == 1 && len(g.others(n.line, d, n.cells, g.nodes[inLine[0]].cells)) == 0 {
		g.link(off, lit(inLine[0], true))
	}
	if len(inBox) == 1 && len(g.others(n.box, d, n.cells, g.nodes[inBox[0]].cells)) == 0 {
		g.link(off, lit(inBox[0], true))
	}
}

func overlap(a, b []int) bool {
	for _, c := range a {
		if slices.Contains(b, c) {
			return true
		}
	}
	return false
}

// nodeSeen lists the cells that see every cell of node i holding digit d
// (its peers, for a candidate).
func (g *loopGraph) nodeSeen(i int32, d sudoku.Digit) []int {
	n := &g.nodes[i]
	if n.single() {
		return g.sh.Peers(n.cells[0])
	}
	if n.set != nil {
		return setSeen(n.set, d, g.sh.Cells)
	}
	var out []int
	for c := 0; c < g.sh.Cells; c++ {
		hs := g.sh.HousesOf(c)
		if (hs[2] == n.box || hs[0] == n.line || hs[1] == n.line) && !slices.Contains(n.cells, c) {
			out = append(out, c)
		}
	}
	return out
}
