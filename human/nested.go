package human

import (
	"cmp"
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
// the chain's.
type nestedRec struct {
	tech       Technique
	complexity int
}

// advanced applies the nested techniques to the working grid and returns
// the "off" pots they yield.
func (e *chainEngine) advanced(toOff *potSet) []int32 {
	if e.sub == nil || e.sub.Shape != e.sh {
		e.sub = &Board{Shape: e.sh, digits: make([]sudoku.Digit, e.sh.Cells), cands: make([]sudoku.Set, e.sh.Cells)}
	}
	copy(e.sub.digits, e.digits)
	copy(e.sub.cands, e.work)
	var out []int32
	basic := []func(*searcher) bool{
		func(s *searcher) bool { return s.lockedCandidates(s.lock) },
		func(s *searcher) bool { return s.hiddenSet(2, false) },
		func(s *searcher) bool { return s.nakedSet(2) },
		func(s *searcher) bool { return s.fish(2) },
	}
	s := &searcher{ctx: e.s.ctx, b: e.sub, lock: e.s.lock, collect: func(st Step) bool {
		parents := e.stepParents(st, toOff)
		if len(parents) > 0 {
			// Basic techniques add nothing to the complexity.
			e.nested = append(e.nested, nestedRec{tech: st.Technique})
			for _, c := range st.Eliminations {
				out = append(out, e.newAdvanced(c, parents, len(e.nested)))
			}
		}
		return false
	}}
	for _, f := range basic {
		f(s)
		if len(out) > 0 {
			return out
		}
	}
	if e.child == nil {
		e.child = newChainEngine(e.sh)
	}
	ch := e.child
	// A nested producer's hints are taken in the order Sudoku Explainer's
	// producer hands them out: sorted, easiest and shortest first (a stable
	// sort of the order they were found in). A candidate two hints remove
	// comes from the first, so the order sets the parents, and through them
	// the complexity of the chains built on it.
	nest := func(run func()) {
		ch.s = e.s
		ch.begin(e.sub)
		var hints []*chainHint
		ch.all = func(h *chainHint) { hints = append(hints, h) }
		run()
		ch.all = nil
		slices.SortStableFunc(hints, func(a, b *chainHint) int {
			return cmp.Or(cmp.Compare(a.diff, b.diff), cmp.Compare(a.complexity, b.complexity), cmp.Compare(a.sortKey, b.sortKey))
		})
		for _, h := range hints {
			parents := e.chainParents(ch, h, toOff)
			if len(parents) == 0 {
				continue
			}
			e.nested = append(e.nested, nestedRec{tech: h.tech, complexity: h.complexity})
			for _, c := range h.removable {
				out = append(out, e.newAdvanced(c, parents, len(e.nested)))
			}
		}
	}
	if e.level < 4 {
		if e.level >= 2 {
			nest(func() { ch.unary(1e9) })
			if len(out) > 0 {
				return out
			}
		}
		if e.level >= 3 {
			nest(func() { ch.multi(modeMultiple, 1e9) })
		}
		return out
	}
	nest(func() {
		ch.level = e.limit
		ch.multi(modeDynamic, 1e9)
	})
	return out
}

func (e *chainEngine) newAdvanced(c Candidate, parents []int32, nested int) int32 {
	p := e.newPot(e.key(c.Cell, c.Digit, false), causeAdvanced, parents...)
	e.pots[p].nested = int16(nested)
	return p
}

// removed reports whether candidate d of cell c was there when the run
// started and is gone now.
func (e *chainEngine) removed(c int, d sudoku.Digit) bool {
	return e.save[c].Has(d) && !e.work[c].Has(d)
}

// stepParents returns the pots of toOff for the candidates the run removed
// that a basic step needed.
func (e *chainEngine) stepParents(st Step, toOff *potSet) []int32 {
	sh := e.sh
	var ps []int32
	add := func(c int, d sudoku.Digit) {
		if p := toOff.get(e.key(c, d, false)); p >= 0 && !slices.Contains(ps, p) {
			ps = append(ps, p)
		}
	}
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
				if !inCover && e.removed(c, d) {
					add(c, d)
				}
			}
		}
	case NakedPair:
		for _, c := range st.Cells {
			for x := (e.save[c] &^ e.work[c]) &^ st.Digits; x != 0; x &= x - 1 {
				add(c, x.First())
			}
		}
	case HiddenPair:
		for _, v := range st.Digits.Digits() {
			for _, c := range sh.House(st.Houses[0]) {
				if !slices.Contains(st.Cells, c) && e.removed(c, v) {
					add(c, v)
				}
			}
		}
	}
	return ps
}

// chainParents returns the pots of toOff for the candidates the run removed
// that a nested chain needed: for every "on" potential of its chains, the
// other candidates of its cell, or the other places of its digit in the
// house that made it.
func (e *chainEngine) chainParents(ch *chainEngine, h *chainHint, toOff *potSet) []int32 {
	sh := e.sh
	var ps []int32
	add := func(c int, d sudoku.Digit) {
		if p := toOff.get(e.key(c, d, false)); p >= 0 && !slices.Contains(ps, p) {
			ps = append(ps, p)
		}
	}
	for _, t := range h.targets {
		done := map[int32]bool{}
		todo := []int32{t}
		for len(todo) > 0 {
			var next []int32
			for _, p := range todo {
				k := ch.pots[p].key
				if done[k] {
					continue
				}
				done[k] = true
				house := int(ch.pots[p].house)
				if house == causeNone {
					switch h.tech {
					case CellForcingChain, DynamicCellForcingChain:
						house = causeCell
					case RegionForcingChain, DynamicRegionForcingChain:
						house = h.house
					}
				}
				if keyOn(k) && house != causeNone && house != causeAdvanced {
					c, d := ch.cellOf(k), ch.digitOf(k)
					if house == causeCell {
						for v := sudoku.Digit(1); int(v) <= e.n; v++ {
							if e.removed(c, v) {
								add(c, v)
							}
						}
					} else {
						for _, x := range sh.House(house) {
							if e.removed(x, d) {
								add(x, d)
							}
						}
					}
				}
				next = append(next, ch.parents(p)...)
			}
			todo = next
		}
	}
	return ps
}
