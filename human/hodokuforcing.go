package human

import (
	"slices"

	"github.com/nanpure/nanpure/sudoku"
)

// HoDoKu's forcing chains and forcing nets, as its tabling solver finds
// them. For every premise (a candidate assumed true, or false) a table
// holds everything the premise leads to:
//
//   - for chains, the literals a walk of the link graph (loopgraph.go, with
//     its group nodes) reaches from the premise: direct implications,
//     followed as far as they go;
//   - for nets, the same walk over a graph whose links out of a candidate
//     are what playing it on a copy of the board gives (hodokunets.go): its
//     direct implications, then the singles that appear, four rounds deep.
//
// The tables are then checked as HoDoKu checks them. A premise that leads
// to a contradiction (a candidate both true and false, two digits in a
// cell, a digit twice in a house, a cell without candidates, a digit
// without a place in a house) is false: a contradiction. A candidate made
// true (or false) by both a premise and its negation, by every candidate
// of a cell, or by every place of a digit in a house, is true (false): a
// verity. Each conclusion is one step, one placement or one elimination;
// of the steps HoDoKu takes a placement first (the lowest cell), else the
// elimination of the lowest cell and digit, the shortest chains on a tie.
//
// HoDoKu keeps of the nets' steps those whose chains, as its tables
// record them, need a net somewhere; the others are chains. HoDoKu tries
// the chains first, and a step whose chains need no net is one the chains
// find: so when they find none, every step the nets find is a net.
var (
	ForcingChainContradiction = register(techniqueDef{key: "forcing-chain-contradiction", difficulty: 8.0, hodoku: "1301", nudge: nudgeDigit})
	ForcingChainVerity        = register(techniqueDef{key: "forcing-chain-verity", difficulty: 8.0, hodoku: "1302", nudge: nudgeDigit})
	ForcingNetContradiction   = register(techniqueDef{key: "forcing-net-contradiction", difficulty: 8.5, hodoku: "1303", nudge: nudgeDigit})
	ForcingNetVerity          = register(techniqueDef{key: "forcing-net-verity", difficulty: 8.5, hodoku: "1304", nudge: nudgeDigit})
)

var (
	_ = addFinder("forcing-chains", func(s *searcher) bool { return s.hodokuForcing(false) },
		ForcingChainContradiction, ForcingChainVerity)
	_ = addFinder("forcing-nets", func(s *searcher) bool { return s.hodokuForcing(true) },
		ForcingNetContradiction, ForcingNetVerity)
	_ = addExplainer(words.hodokuForcing, ForcingChainContradiction, ForcingChainVerity,
		ForcingNetContradiction, ForcingNetVerity)
)

// A forcing is one search: the link graph, the walk over it (the graph's
// own links for chains, the nets' for nets) and a table per premise.
type forcing struct {
	s      *searcher
	g      *loopGraph
	net    *netLinks // nil for chains
	walk   *loopWalk
	n      int32 // candidate nodes; their literals are 0 .. 2n-1
	span   int   // the uint64 words of a cellBits
	on     []uint64
	off    []uint64 // by literal then digit, words each
	dist   [][]int16
	houses []cellBits
	// allowed[d] are the empty cells that no placed d sees.
	allowed         []cellBits
	tmp, tmp2, tmp3 cellBits // scratch
	// steps are the steps found, one per kind and conclusion (the
	// shortest), in the order found; index finds them by kind and
	// conclusion.
	steps []fcStep
	index map[fcKey]int
}

// An fcStep is a conclusion with the chains that prove it: each chain
// runs from a premise to a target literal.
type fcStep struct {
	verity bool
	place  bool
	c      Candidate
	chains [][2]int32
	where  int // the cell (contradictions in a cell), -1 else
	house  int // the house of a contradiction or a verity, -1 else
	length int
}

// maxForcingCandidates bounds the candidates of a board the forcing
// chains and nets take on: their tables grow as the square of the number
// of candidates (a 9x9 board has at most 729; a large board early on has
// thousands, and tables of a gigabyte).
const maxForcingCandidates = 1024

// hodokuForcing finds HoDoKu's best forcing chain (nets false) or forcing
// net step.
func (s *searcher) hodokuForcing(nets bool) bool {
	g := newLoopGraph(s.b, true)
	f := &forcing{s: s, g: g}
	for f.n < int32(len(g.nodes)) && g.nodes[f.n].single() {
		f.n++
	}
	if f.n == 0 || f.n > maxForcingCandidates {
		return false
	}
	walked := g
	if nets {
		f.net = newNetLinks(s, g, f.n)
		if s.err != nil {
			return false
		}
		walked = f.net.graph
	}
	f.walk = newLoopWalk(walked)
	f.fill()
	if s.err != nil {
		return false
	}
	f.contradictions()
	f.verities()
	if s.err != nil || len(f.steps) == 0 {
		return false
	}
	if nets {
		f.netLengths()
	}
	slices.SortStableFunc(f.steps, hodokuForcingOrder)
	return s.foundFirst(len(f.steps), func(i int) Step { return f.step(f.steps[i]) })
}

// fill makes the table of every premise.
func (f *forcing) fill() {
	sh := f.g.sh
	f.span = (sh.Cells + 63) / 64
	per := (sh.N + 1) * f.span
	f.on = make([]uint64, int(2*f.n)*per)
	f.off = make([]uint64, int(2*f.n)*per)
	f.dist = make([][]int16, 2*f.n)
	slab := make([]int16, int(2*f.n)*int(2*f.n))
	for p := int32(0); p < 2*f.n; p++ {
		if f.s.stop() {
			return
		}
		f.walk.run(p)
		dist := slab[int(p)*int(2*f.n) : int(p+1)*int(2*f.n)]
		for _, l := range f.walk.order {
			if litNode(l) >= f.n {
				continue
			}
			n := &f.g.nodes[litNode(l)]
			f.set(p, n.digit, litOn(l)).add(n.cells[0])
			dist[l] = int16(f.walk.dist[l])
		}
		f.dist[p] = dist
	}
	f.allowed = make([]cellBits, sh.N+1)
	for d := range f.allowed {
		f.allowed[d] = newCellBits(sh.Cells)
	}
	for c := 0; c < sh.Cells; c++ {
		if f.s.b.digits[c] != 0 {
			continue
		}
		seen := sudoku.Set(0)
		for _, x := range sh.Peers(c) {
			if d := f.s.b.digits[x]; d != 0 {
				seen = seen.Add(d)
			}
		}
		for d := sudoku.Digit(1); int(d) <= sh.N; d++ {
			if !seen.Has(d) {
				f.allowed[d].add(c)
			}
		}
	}
	f.tmp, f.tmp2, f.tmp3 = newCellBits(sh.Cells), newCellBits(sh.Cells), newCellBits(sh.Cells)
	f.houses = make([]cellBits, 3*sh.N)
	for h := range f.houses {
		f.houses[h] = newCellBits(sh.Cells)
		for _, c := range sh.House(h) {
			f.houses[h].add(c)
		}
	}
}

// set returns the cells where premise p makes digit d true (on) or false.
func (f *forcing) set(p int32, d sudoku.Digit, on bool) cellBits {
	per := (f.g.sh.N + 1) * f.span
	at := int(p)*per + int(d)*f.span
	if on {
		return cellBits(f.on[at : at+f.span])
	}
	return cellBits(f.off[at : at+f.span])
}

// literal returns the literal of candidate (c, d), true or false.
func (f *forcing) literal(c int, d sudoku.Digit, on bool) int32 { return lit(f.g.node(c, d), on) }

// An fcKey is a step's kind and conclusion.
type fcKey struct {
	verity, place bool
	c             Candidate
}

// offer adds a step, or keeps the shorter of two of one kind and
// conclusion, as HoDoKu keeps one step per conclusion.
func (f *forcing) offer(st fcStep) {
	st.length = 0
	for _, ch := range st.chains {
		st.length += int(f.dist[ch[0]][ch[1]]) + 1
	}
	k := fcKey{st.verity, st.place, st.c}
	if i, ok := f.index[k]; ok {
		if st.length < f.steps[i].length {
			f.steps[i] = st
		}
		return
	}
	if f.index == nil {
		f.index = map[fcKey]int{}
	}
	f.index[k] = len(f.steps)
	f.steps = append(f.steps, st)
}

// netLengths measures again the nets of an elimination that both a
// contradiction and a verity make, which their lengths decide between:
// HoDoKu counts a net's length as all it writes out, the nodes a net
// rests on besides its main chain included, not as the links of the walk.
func (f *forcing) netLengths() {
	for i, st := range f.steps {
		other, ok := f.index[fcKey{!st.verity, st.place, st.c}]
		if st.place || !ok || other < i {
			continue
		}
		for _, k := range []int{i, other} {
			f.steps[k].length = 0
			for _, ch := range f.steps[k].chains {
				f.steps[k].length += len(f.chain(ch[0], ch[1]).Nodes)
			}
		}
	}
}

// hodokuForcingOrder is HoDoKu's order of its forcing steps: placements
// first, by cell, then eliminations by cell and digit; on one conclusion
// the shorter chains, but two kinds of step that place the same digit
// keep the order they were found in.
func hodokuForcingOrder(a, b fcStep) int {
	if a.place != b.place {
		if a.place {
			return -1
		}
		return 1
	}
	if d := a.c.Cell - b.c.Cell; d != 0 {
		return d
	}
	if d := int(a.c.Digit) - int(b.c.Digit); d != 0 {
		return d
	}
	if a.place && a.verity != b.verity {
		return 0
	}
	return a.length - b.length
}

// step makes the Step of st: its technique, conclusion and chains.
func (f *forcing) step(st fcStep) Step {
	tech := ForcingChainContradiction
	switch {
	case f.net != nil && st.verity:
		tech = ForcingNetVerity
	case f.net != nil:
		tech = ForcingNetContradiction
	case st.verity:
		tech = ForcingChainVerity
	}
	out := Step{Technique: tech}
	if st.place {
		out.Placements = []Candidate{st.c}
	} else {
		out.Eliminations = []Candidate{st.c}
	}
	if st.house >= 0 {
		out.Houses = []int{st.house}
	}
	if st.where >= 0 {
		out.Extra = []int{st.where}
	}
	nodes := 0
	for _, ch := range st.chains {
		c := f.chain(ch[0], ch[1])
		nodes += len(c.Nodes)
		out.Chains = append(out.Chains, c)
		for _, n := range c.Nodes {
			out.Digits = out.Digits.Add(n.Digit)
			cells := n.Cells
			if cells == nil {
				cells = []int{n.Cell}
			}
			for _, x := range cells {
				if !slices.Contains(out.Cells, x) {
					out.Cells = append(out.Cells, x)
				}
			}
		}
	}
	out.Difficulty = tech.Difficulty() + lengthBonus(nodes)
	return out
}

// chain spells out the way from premise p to literal t that the walk
// records, with what each net link rests on.
func (f *forcing) chain(p, t int32) Chain {
	f.walk.run(p)
	path := f.walk.path(t)
	var ch Chain
	index := map[int32]int{}
	add := func(l int32, parents []int) int {
		if i, ok := index[l]; ok {
			return i
		}
		n := &f.g.nodes[litNode(l)]
		cn := ChainNode{Node: Node{Cell: n.cells[0], Digit: n.digit, On: litOn(l)}, House: -1, Parents: parents}
		if !n.single() {
			cn.Cells = n.cells
		}
		if len(parents) > 0 {
			var from []int
			for _, q := range parents {
				pn := ch.Nodes[q]
				if pn.Cells != nil {
					from = append(from, pn.Cells...)
				} else {
					from = append(from, pn.Cell)
				}
			}
			cells := cn.Cells
			if cells == nil {
				cells = []int{cn.Cell}
			}
			cn.House = commonHouse(f.g.sh, from, cells)
		}
		ch.Nodes = append(ch.Nodes, cn)
		index[l] = len(ch.Nodes) - 1
		return index[l]
	}
	add(path[0], nil)
	for k := 1; k < len(path); k++ {
		from, to := path[k-1], path[k]
		if f.net != nil && litNode(from) < f.n && litNode(to) < f.n {
			f.net.spell(from, to, index, add)
			continue
		}
		add(to, []int{index[from]})
	}
	return ch
}

// hodokuForcing explains a forcing chain or net step.
func (w words) hodokuForcing(s Step) string {
	if len(s.Chains) == 0 {
		return ""
	}
	lines := make([]string, len(s.Chains))
	for i, c := range s.Chains {
		lines[i] = w.chainLine(c)
	}
	chains := w.joinChains(lines)
	start := s.Chains[0].Nodes[0].Node
	first := s.Chains[0].Nodes
	end := first[len(first)-1].Node
	switch s.Technique {
	case ForcingChainContradiction, ForcingNetContradiction:
		where := ""
		switch {
		case len(s.Extra) > 0:
			where = w.cell(s.Extra[0])
		case len(s.Houses) > 0:
			where = w.house(s.Houses[0])
		}
		return w.say("forcing-contradiction", "start", w.node(start), "where", where, "chains", chains)
	}
	second := s.Chains[len(s.Chains)-1].Nodes[0].Node
	switch {
	case len(s.Chains) == 2 && second.Cell == start.Cell && second.Digit == start.Digit && second.On != start.On:
		return w.say("double-chain", "start", w.node(start), "not-start", w.node(second), "end", w.node(end), "chains", chains)
	case len(s.Houses) > 0:
		return w.say("region-chains", "house", w.house(s.Houses[0]), "digit", w.digit(start.Digit), "end", w.node(end), "chains", chains)
	}
	return w.say("cell-chains", "cell", w.cell(start.Cell), "end", w.node(end), "chains", chains)
}
