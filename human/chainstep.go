package human

import (
	"math"
	"slices"

	"github.com/nanpure/nanpure/sudoku"
)

// The techniques of Sudoku Explainer's chaining engine. Its bidirectional
// cycles are HoDoKu's continuous nice loops, its one-way forcing chains
// discontinuous nice loops (X-chains on one digit). Its Nishio, multiple
// and dynamic chains carry no HoDoKu code: HoDoKu's forcing chains and
// nets are steps of their own (hodokuforcing.go), each with one
// conclusion, where these remove all that a chain proves.
var (
	XCycle                    = register(techniqueDef{key: "x-cycle", difficulty: 6.5, hodoku: "0706", nudge: nudgeDigit})
	YCycle                    = register(techniqueDef{key: "y-cycle", difficulty: 6.5, hodoku: "0706", nudge: nudgeDigit})
	XYCycle                   = register(techniqueDef{key: "xy-cycle", difficulty: 7.0, hodoku: "0706", nudge: nudgeDigit})
	XChain                    = register(techniqueDef{key: "x-chain", difficulty: 6.6, hodoku: "0701", nudge: nudgeDigit})
	ForcingChain              = register(techniqueDef{key: "forcing-chain", difficulty: 7.0, hodoku: "0707", nudge: nudgeDigit})
	NishioForcingChain        = register(techniqueDef{key: "nishio-forcing-chain", difficulty: 7.5, nudge: nudgeDigit})
	CellForcingChain          = register(techniqueDef{key: "cell-forcing-chain", difficulty: 8.0, nudge: nudgeDigit})
	RegionForcingChain        = register(techniqueDef{key: "region-forcing-chain", difficulty: 8.0, nudge: nudgeDigit})
	ContradictionForcingChain = register(techniqueDef{key: "contradiction-forcing-chain", difficulty: 8.5, nudge: nudgeDigit})
	DoubleForcingChain        = register(techniqueDef{key: "double-forcing-chain", difficulty: 8.5, nudge: nudgeDigit})
	DynamicCellForcingChain   = register(techniqueDef{key: "dynamic-cell-forcing-chain", difficulty: 8.5, nudge: nudgeDigit})
	DynamicRegionForcingChain = register(techniqueDef{key: "dynamic-region-forcing-chain", difficulty: 8.5, nudge: nudgeDigit})
	// AIC is the alternating inference chain inside a forcing chain, with
	// all its eliminations (the natural profile's niceLoops only).
	AIC = register(techniqueDef{key: "aic", difficulty: 7.0, hodoku: "0708", nudge: nudgeDigit})
)

// dynamicTechs are the techniques of the dynamic and nested forcing chains.
var dynamicTechs = []Technique{ContradictionForcingChain, DoubleForcingChain, DynamicCellForcingChain, DynamicRegionForcingChain}

// The chaining engine's finders, in Sudoku Explainer's families (nested.go
// adds the nested ones).
var (
	_ = addFinder("forcing-chains-cycles", (*searcher).forcingChainsCycles, XCycle, YCycle, XYCycle, XChain, ForcingChain)
	// nice-loops is the same finder for the natural profile, whose option
	// niceLoops gives cycles and X-chains all their eliminations and adds
	// the AICs inside forcing chains.
	_ = addFinder("nice-loops", (*searcher).forcingChainsCycles, XCycle, YCycle, XYCycle, XChain, ForcingChain, AIC)
	_ = addFinder("nishio", (*searcher).nishioChains, NishioForcingChain)
	_ = addFinder("multiple-chains", (*searcher).multipleChains, CellForcingChain, RegionForcingChain)
	_ = addFinder("dynamic-chains", (*searcher).dynamicChains, dynamicTechs...)
)

// engine returns the searcher's chaining engine, made on first use.
func (s *searcher) engine() *chainEngine {
	if s.chains == nil || s.chains.sh != s.b.Shape {
		s.chains = newChainEngine(s.b.Shape)
		s.chains.grids = newNestedMemo()
		s.chains.snaps = &runSnaps{}
	}
	s.chains.s = s
	s.chains.begin(s.b)
	s.chains.follow(s.b)
	return s.chains
}

// forcingChainsCycles finds Sudoku Explainer's easiest bidirectional cycle
// or forcing chain.
func (s *searcher) forcingChainsCycles() bool {
	e := s.engine()
	if s.collect != nil {
		return s.collectChains(e, func() { e.unary(math.Inf(1)) })
	}
	h := e.unary(math.Inf(1))
	return h != nil && s.err == nil && s.found(e.step(h))
}

// nishioChains finds the easiest Nishio forcing chain.
func (s *searcher) nishioChains() bool { return s.multiChains(modeNishio, 0, 0) }

// multipleChains finds the easiest static cell or region forcing chain.
func (s *searcher) multipleChains() bool { return s.multiChains(modeMultiple, 0, 0) }

// dynamicChains finds the easiest dynamic forcing chain.
func (s *searcher) dynamicChains() bool { return s.multiChains(modeDynamic, 0, 0) }

// nestedChains finds the easiest dynamic forcing chain of a nesting level
// (see nested.go).
func (s *searcher) nestedChains(level, limit int) bool {
	return s.multiChains(modeDynamic, level, limit)
}

func (s *searcher) multiChains(m multiMode, level, limit int) bool {
	e := s.engine()
	e.level, e.limit = level, limit
	if s.collect != nil {
		return s.collectChains(e, func() { e.multi(m, math.Inf(1)) })
	}
	if s.threads > 1 && m == modeDynamic && level >= 1 {
		// All but a tenth of a nested producer's time is its runs: they
		// are made first, on every thread (chainssplit.go).
		e.ready = s.runAhead(e, m)
		defer func() { e.ready = nil }()
	}
	h := e.multi(m, math.Inf(1))
	return h != nil && s.err == nil && s.found(e.step(h))
}

// collectChains runs a producer of e and passes each of its hints that
// removes something to the searcher's collect, in the order found.
func (s *searcher) collectChains(e *chainEngine, run func()) bool {
	done := false
	e.all = func(h *chainHint) {
		if !done && len(h.removable) > 0 && s.err == nil {
			done = s.found(e.step(h))
		}
	}
	run()
	e.all = nil
	return done && s.err == nil
}

// step turns a chaining hint into a Step, with its chains spelt out.
func (e *chainEngine) step(h *chainHint) Step {
	st := Step{Technique: h.tech, Difficulty: h.diff, Level: h.level, Eliminations: append([]Candidate(nil), h.removable...)}
	if h.decides && len(h.targets) > 0 {
		// The conclusion: the candidate the eliminations leave.
		if len(h.removable) > 0 {
			c := h.removable[0].Cell
			if left := e.work[c]; true {
				for _, r := range h.removable {
					left = left.Remove(r.Digit)
				}
				if d, ok := left.Single(); ok {
					st.Decides = []Candidate{{c, d}}
				}
			}
		}
	}
	if h.house >= 0 && (h.tech == RegionForcingChain || h.tech == DynamicRegionForcingChain) {
		st.Houses = []int{h.house}
	}
	for _, t := range h.targets {
		var ch Chain
		if h.cycle {
			ch = e.loopChain(t)
		} else {
			ch = e.chainTo(t)
		}
		st.Chains = append(st.Chains, ch)
		for _, n := range ch.Nodes {
			st.Digits |= sudoku.Bit(n.Digit)
			if !slices.Contains(st.Cells, n.Cell) {
				st.Cells = append(st.Cells, n.Cell)
			}
		}
	}
	return st
}

func (e *chainEngine) node(a int32) ChainNode {
	p := e.pots[a]
	n := ChainNode{Node: Node{Cell: e.cellOf(p.key), Digit: e.digitOf(p.key), On: keyOn(p.key)}, House: int(p.house)}
	if p.house == causeAdvanced {
		n.House = -1
		n.Nested = true
		if p.nested > 0 && int(p.nested) <= len(e.nested) {
			n.Via = e.nested[p.nested-1].tech
		}
	}
	return n
}

// chainTo lists the ancestors of pot t, parents before children, one node
// per potential.
func (e *chainEngine) chainTo(t int32) Chain {
	var ch Chain
	index := map[int32]int{} // key -> node index
	var visit func(a int32) int
	visit = func(a int32) int {
		k := e.pots[a].key
		if i, ok := index[k]; ok {
			return i
		}
		index[k] = -1 // being visited: a loop back is cut
		var ps []int
		for _, p := range e.parents(a) {
			if i := visit(p); i >= 0 {
				ps = append(ps, i)
			}
		}
		n := e.node(a)
		n.Parents = ps
		ch.Nodes = append(ch.Nodes, n)
		index[k] = len(ch.Nodes) - 1
		return index[k]
	}
	visit(t)
	return ch
}

// cyclePath returns the pots of a cycle from its start round to t, which
// is the start again: t's first parents, read backwards.
func (e *chainEngine) cyclePath(t int32) []int32 {
	var path []int32
	for p := t; ; p = e.parents(p)[0] {
		path = append(path, p)
		if len(e.parents(p)) == 0 {
			break
		}
	}
	slices.Reverse(path)
	return path
}

// loopChain lists a cycle from its start round to t, which is the start
// again.
func (e *chainEngine) loopChain(t int32) Chain {
	var ch Chain
	for _, p := range e.cyclePath(t) {
		n := e.node(p)
		if len(ch.Nodes) > 0 {
			n.Parents = []int{len(ch.Nodes) - 1}
		}
		ch.Nodes = append(ch.Nodes, n)
	}
	return ch
}
