package human

import (
	"cmp"
	"math/bits"
	"slices"

	"github.com/nanpure/nanpure/sudoku"
)

// Nested forcing chains: when a dynamic run has nothing left to deduce by
// single links, Sudoku Explainer applies techniques to the grid the chain
// has reached, and goes on from what they remove. The level sets which:
//
//	1 (9.0, Dynamic Forcing Chains (+)): pointing and claiming, hidden and
//	  naked pairs, X-Wings;
//	2 (9.5): and forcing chains and cycles;
//	3 (10.0): and static multiple forcing chains;
//	4 (10.5): and dynamic forcing chains, themselves nested to level limit.
//
// Only the first technique that finds something, in that order, is used.
// The "off" potentials it yields are deduced from the candidates the chain
// had removed that the technique needed (its rule parents).

// The nested forcing chains' finders, by level and, at level 4, the limit
// of the chains nested in them.
var (
	_ = addFinder("dynamic-chains-plus", func(s *searcher) bool { return s.nestedChains(1, 0) }, dynamicTechs...)
	_ = addFinder("nested-chains-2", func(s *searcher) bool { return s.nestedChains(2, 0) }, dynamicTechs...)
	_ = addFinder("nested-chains-3", func(s *searcher) bool { return s.nestedChains(3, 0) }, dynamicTechs...)
	_ = addFinder("nested-chains-4", func(s *searcher) bool { return s.nestedChains(4, 0) }, dynamicTechs...)
	_ = addFinder("nested-chains-5", func(s *searcher) bool { return s.nestedChains(4, 1) }, dynamicTechs...)
	_ = addFinder("nested-chains-6", func(s *searcher) bool { return s.nestedChains(4, 2) }, dynamicTechs...)
	_ = addFinder("nested-chains-7", func(s *searcher) bool { return s.nestedChains(4, 3) }, dynamicTechs...)
)

const causeAdvanced = -3

// A nestedRec is a technique used inside a chain: its complexity adds to
// the chain's, once for each distinct nested chain (its chainID).
type nestedRec struct {
	tech       Technique
	complexity int
	chain      uint64 // chainID of a nested chain, 0 for a basic technique
}

// basicFinders are the techniques of level 1, in order.
var basicFinders = [...]func(*searcher) bool{
	func(s *searcher) bool { return s.lockedCandidates(s.lock) },
	func(s *searcher) bool { return s.hiddenSet(2, false) },
	func(s *searcher) bool { return s.nakedSet(2) },
	func(s *searcher) bool { return s.fish(2) },
}

// advanced applies the nested techniques to the working grid and returns
// the "off" pots they yield. What the techniques find on the grid comes
// from the memo (nestedmemo.go), computed on first use.
func (e *chainEngine) advanced(toOff *potSet) []int32 {
	g := e.grids.grid(e.n, e.digits, e.work, &e.gridKey)
	e.freshSet = false
	var out []int32
	take := func(part int) {
		for _, f := range e.findings(g, part) {
			parents := e.nestedParents(f.deps, toOff)
			if len(parents) == 0 {
				continue
			}
			e.nested = append(e.nested, nestedRec{tech: f.tech, complexity: f.complexity, chain: f.chain})
			for _, c := range f.removable {
				out = append(out, e.newAdvanced(c, parents, len(e.nested)))
			}
		}
	}
	for i := range basicFinders {
		if take(partBasic + i); len(out) > 0 {
			return out
		}
	}
	if e.level < 4 {
		if e.level >= 2 {
			if take(partUnary); len(out) > 0 {
				return out
			}
		}
		if e.level >= 3 {
			take(partMultiple)
		}
		return out
	}
	take(partDynamic + e.limit)
	return out
}

// findings returns part of the findings of grid g, the working grid,
// computing them on first use.
func (e *chainEngine) findings(g *nestedGrid, part int) []nestedFinding {
	g.mu.Lock()
	done, fs := g.done&(1<<part) != 0, g.parts[part]
	g.mu.Unlock()
	if done {
		return fs
	}
	if e.sub == nil || e.sub.Shape != e.sh {
		e.sub = &Board{Shape: e.sh, digits: make([]sudoku.Digit, e.sh.Cells), cands: make([]sudoku.Set, e.sh.Cells)}
	}
	copy(e.sub.digits, e.digits)
	copy(e.sub.cands, e.work)
	e.sub.dirty()
	// The places of the digits in the houses are the engine's, laid out as
	// the board's: copied, not made again from the candidates.
	e.sub.pos = append(e.sub.pos[:0], e.pos...)
	e.sub.posOK = true
	fs = nil
	if part < partUnary {
		if !e.freshSet {
			// The basic techniques of one grid share its fresh links.
			e.setFresh()
			e.freshSet = true
		}
		fresh := func(h int, d sudoku.Digit) bool { return e.freshHouse[h*e.n+int(d)-1] }
		// The searcher is the engine's: with collect and fresh set, the
		// finders use none of its memos, so only these fields are set.
		s := &e.subS
		s.ctx, s.b, s.err, s.lock, s.along, s.fresh = e.s.ctx, e.sub, nil, e.s.lock, e.s.along, fresh
		s.collect = func(st Step) bool {
			if deps := e.stepDeps(st); len(deps) > 0 {
				// Basic techniques add nothing to the complexity.
				fs = append(fs, nestedFinding{tech: st.Technique, removable: st.Eliminations, deps: deps})
			}
			return false
		}
		basicFinders[part-partBasic](s)
		if s.err != nil {
			return fs // cut short: not kept
		}
	} else {
		fs = e.nestedChainFindings(part)
	}
	if e.s.err == nil {
		// Another engine may have found the same in the meantime.
		g.mu.Lock()
		g.parts[part] = fs
		g.done |= 1 << part
		g.mu.Unlock()
	}
	return fs
}

// nestedChainFindings runs the producer of nested chains of part on the
// working grid. Its hints are taken in the order Sudoku Explainer's
// producer hands them out: sorted, easiest and shortest first (a stable
// sort of the order they were found in). A candidate two hints remove
// comes from the first, so the order sets the parents, and through them
// the complexity of the chains built on it.
func (e *chainEngine) nestedChainFindings(part int) []nestedFinding {
	if e.child == nil {
		e.child = newChainEngine(e.sh)
		e.child.grids = e.grids
	}
	ch := e.child
	ch.s = e.s
	ch.begin(e.sub)
	var hints []*chainHint
	ch.all = func(h *chainHint) { hints = append(hints, h) }
	switch part {
	case partUnary:
		ch.freshOnly = true
		ch.unary(1e9)
		ch.freshOnly = false
	case partMultiple:
		ch.multi(modeMultiple, 1e9)
	default:
		ch.level = part - partDynamic
		ch.multi(modeDynamic, 1e9)
	}
	ch.all = nil
	slices.SortStableFunc(hints, func(a, b *chainHint) int {
		return cmp.Or(cmp.Compare(a.diff, b.diff), cmp.Compare(a.complexity, b.complexity), cmp.Compare(a.sortKey, b.sortKey))
	})
	var fs []nestedFinding
	for _, h := range hints {
		if deps, id := e.chainDeps(ch, h); len(deps) > 0 {
			fs = append(fs, nestedFinding{tech: h.tech, complexity: h.complexity, removable: h.removable, deps: deps, chain: id})
		}
	}
	return fs
}

// nestedParents returns the pots of toOff for the dependencies deps that
// the run removed.
func (e *chainEngine) nestedParents(deps []int32, toOff *potSet) []int32 {
	ps := e.parBuf[:0]
	for _, k := range deps {
		if e.save[e.cellOf(k)].Has(e.digitOf(k)) {
			if p := toOff.get(k); p >= 0 {
				ps = append(ps, p)
			}
		}
	}
	e.parBuf = ps
	return ps
}

func (e *chainEngine) newAdvanced(c Candidate, parents []int32, nested int) int32 {
	p := e.newPot(e.key(c.Cell, c.Digit, false), causeAdvanced, parents...)
	e.pots[p].nested = int32(nested)
	return p
}

// depsOf collects dependencies: candidates missing from the working grid,
// once each, in the order they are added. Only candidates of the board the
// memo follows count: no run of a later position can have removed the
// others.
type depsOf struct {
	e    *chainEngine
	keys []int32
}

func (e *chainEngine) newDeps() depsOf {
	e.nextMark()
	return depsOf{e: e}
}

func (d *depsOf) add(c int, v sudoku.Digit) {
	e := d.e
	if e.work[c].Has(v) || !e.grids.cands[c].Has(v) {
		return
	}
	if k := e.key(c, v, false); e.mark[k] != e.markGen {
		e.mark[k] = e.markGen
		d.keys = append(d.keys, k)
	}
}

// stepDeps returns the dependencies of a basic step: the candidates
// missing from the grid that it needed.
func (e *chainEngine) stepDeps(st Step) []int32 {
	sh := e.sh
	ds := e.newDeps()
	d := st.Digits.First()
	switch st.Technique {
	case Pointing, Claiming, XWing:
		for _, h := range st.Houses {
			for _, c := range sh.House(h) {
				inCover := false
				for _, cv := range st.Cover {
					if inHouse(sh, c, cv) {
						inCover = true
					}
				}
				if !inCover {
					ds.add(c, d)
				}
			}
		}
	case NakedPair:
		for _, c := range st.Cells {
			for v := sudoku.Digit(1); int(v) <= e.n; v++ {
				if !st.Digits.Has(v) {
					ds.add(c, v)
				}
			}
		}
	case HiddenPair:
		for _, v := range st.Digits.Digits() {
			for _, c := range sh.House(st.Houses[0]) {
				if !slices.Contains(st.Cells, c) {
					ds.add(c, v)
				}
			}
		}
	}
	return ds.keys
}

// chainDeps returns the dependencies of a nested chain's hint h, found by
// engine ch on the working grid: for every "on" potential of its chains,
// the other candidates of its cell, or the other places of its digit in
// the house that made it. It returns the hint's chainID too, read in the
// same walk of its chains.
//
// A cycle is read both ways, as Sudoku Explainer reads it (its hint's
// chains are the cycle and the cycle reversed, each potential's state
// turned over and its cause kept): the "off" potentials of the cycle, "on"
// in the reversed one, add the lost candidates of the cell or house that
// turned them off.
func (e *chainEngine) chainDeps(ch *chainEngine, h *chainHint) (deps []int32, id uint64) {
	ds := e.newDeps()
	id = fnvBasis
	for _, t := range h.targets {
		id = fnvMix(id, 1<<31|uint32(ch.pots[t].key)) // where a target's chain starts
		for _, p := range ch.ancestors(t) {
			k := ch.pots[p].key
			id = fnvMix(id, uint32(k))
			house := int(ch.pots[p].house)
			if house == causeNone {
				switch h.tech {
				case CellForcingChain, DynamicCellForcingChain:
					house = causeCell
				case RegionForcingChain, DynamicRegionForcingChain:
					house = h.house
				}
			}
			if keyOn(k) {
				e.lostDeps(&ds, k, house)
			}
		}
	}
	if h.cycle {
		for _, p := range ch.cyclePath(h.targets[0]) {
			if pt := &ch.pots[p]; !keyOn(pt.key) {
				e.lostDeps(&ds, pt.key, int(pt.house))
			}
		}
	}
	return ds.keys, id | 1 // never 0, the basic techniques' id
}

// lostDeps adds to ds what the working grid lost of the board's
// candidates of the cell of potential k (house causeCell), or of the places
// of its digit in house; nothing for an assumption or a nested technique.
func (e *chainEngine) lostDeps(ds *depsOf, k int32, house int) {
	if house == causeNone || house == causeAdvanced {
		return
	}
	c, d := e.cellOf(k), e.digitOf(k)
	if house == causeCell {
		for lost := e.grids.cands[c] &^ e.work[c]; lost != 0; lost &= lost - 1 {
			ds.add(c, lost.First())
		}
		return
	}
	at := house*e.n + int(d) - 1
	cells := e.sh.House(house)
	for lost := e.grids.pos[at] &^ e.pos[at]; lost != 0; lost &= lost - 1 {
		ds.add(cells[bits.TrailingZeros64(lost)], d)
	}
}

// The chainID of a nested chain identifies it by what its chains are: an
// FNV-1a hash of the potentials of each of its targets' ancestry, in
// order (chainDeps). Sudoku Explainer counts the complexity of a nested
// chain once per hint whatever the run that used it, and tells two nested
// chains apart by those potentials only: the same chain found again by
// another run (on a grid that differs elsewhere) is the same chain to it.
const fnvBasis = 14695981039346656037

// fnvMix mixes the four bytes of x into FNV-1a hash id.
func fnvMix(id uint64, x uint32) uint64 {
	for range 4 {
		id = (id ^ uint64(x&0xff)) * 1099511628211
		x >>= 8
	}
	return id
}
