package human

import (
	"math/bits"

	"github.com/nanpure/nanpure/sudoku"
)

// Multiple forcing chains: several runs that must agree (Sudoku Explainer's
// "Multiple", "Nishio" and "Dynamic" forcing chains). For each cell, in
// order, and each of its candidates:
//
//   - contradiction (dynamic, nishio): assuming the candidate on (off)
//     makes some potential both on and off, so it is off (on);
//   - double (dynamic, cells of 3+ candidates): a potential that follows
//     from the candidate both on and off holds;
//   - region (not nishio): a potential that follows from every place of the
//     digit in the cell's box, row or column (first met at this cell) holds;
//   - cell (not nishio): a potential that follows from every candidate of
//     the cell holds.
//
// Static multiple chains look only at cells of three or more candidates
// (forcing chains through bivalue cells are the unary producer's).

// multiMode selects one of the three producers.
type multiMode uint8

const (
	modeNishio multiMode = iota
	modeMultiple
	modeDynamic
)

// multi finds the easiest hint of the producer whose difficulty is at
// most limit.
func (e *chainEngine) multi(mode multiMode, limit float64) *chainHint {
	e.setMode(mode)
	base := [...]float64{modeNishio: 7.5, modeMultiple: 8.0, modeDynamic: 8.5}[mode]
	switch {
	case e.level >= 2:
		base = 9.5 + 0.5*float64(e.level-2)
	case e.level == 1:
		base = 9.0
	}
	if base > limit {
		return nil
	}
	if e.static {
		// The closure of the static runs (chainsshare.go): the unary
		// producer's last pass on this grid may have built it.
		if !e.reachBuilt(true, true) {
			e.buildReach(true, true)
		}
		if e.reach.ok {
			e.beginShare()
		}
		// Static runs do not change the grid: they read the links of the
		// pass.
		e.adjOK = e.reach.ok
		defer func() { e.adjOK = false }()
	}
	e.beginQuick()
	var best *chainHint
	consider := func(h *chainHint) {
		if len(h.removable) == 0 {
			return
		}
		h.diff = base + lengthBonus(h.complexity)
		h.level = e.level
		if e.all != nil {
			e.all(h)
			return
		}
		if h.diff <= limit && h.better(best) {
			best = h
		}
	}
	for c := 0; c < e.sh.Cells; c++ {
		card := e.work[c].Len()
		if card > 2 || (card > 1 && e.dynamic) {
			e.multiCell(c, card, consider)
			if e.s.stop() {
				return nil
			}
		}
	}
	return best
}

// setMode sets the engine's flags for producer mode.
func (e *chainEngine) setMode(mode multiMode) {
	e.nishio = mode == modeNishio
	e.dynamic = mode != modeMultiple
	e.multiple = mode != modeNishio
	e.static = mode == modeMultiple
}

func (e *chainEngine) multiCell(c, card int, consider func(*chainHint)) {
	e.cellRuns = grow(e.cellRuns, e.n+1)
	runs := e.cellRuns
	clear(runs)
	cellOn, cellOff := e.cellOn[:0], e.cellOff[:0]
	defer func() { e.cellOn, e.cellOff = cellOn[:0], cellOff[:0] }()
	first := true
	contradiction := e.dynamic || e.nishio
	double := card >= 3 && !e.nishio && e.dynamic
	e.keyBuf = e.candidateKeys(c, e.keyBuf[:0])
	cellChains := !e.nishio && (card == 2 || (e.multiple && card > 2)) && e.mayShare(e.keyBuf)
	for set := e.work[c]; set != 0; set &= set - 1 {
		v := set.First()
		src := e.key(c, v, true)
		// Which runs a chain may need (chainsshare.go, chainsquick.go):
		// the static runs and those of level 0 are made only then.
		dbl := double && e.mayShare([]int32{src, src ^ 1})
		needOff := dbl || contradiction && e.mayContradict(src^1)
		var regions [3]int
		nr := 0
		if !e.nishio {
			regions, nr = e.sharedRegions(c, v)
		}
		if !cellChains && !dbl && !needOff && nr == 0 && !(contradiction && e.mayContradict(src)) {
			continue // no chain needs this run
		}
		r := e.onRun(src)
		if e.s.stop() {
			return
		}
		if contradiction && r.absurd() {
			consider(e.binaryHint(r.absurdOn, r.absurdOff, []Candidate{{c, v}}, true))
		}
		if needOff {
			on, off := e.getSet(), e.getSet()
			aOn, aOff, absurd := e.runFrom(src^1, on, off)
			if contradiction && absurd {
				h := e.binaryHint(aOn, aOff, e.removeOthers(src), true)
				h.decides = true
				consider(h)
			}
			if dbl {
				for _, p := range r.on.list {
					if q := on.get(e.pots[p].key); q >= 0 {
						h := e.binaryHint(p, q, e.removeOthers(e.pots[p].key), false)
						h.decides = true
						consider(h)
					}
				}
				for _, p := range r.off.list {
					if q := off.get(e.pots[p].key); q >= 0 {
						k := e.pots[p].key
						consider(e.binaryHint(p, q, []Candidate{{e.cellOf(k), e.digitOf(k)}}, false))
					}
				}
			}
			e.release(on, off)
		}
		if nr > 0 {
			e.regionChains(c, v, r, regions[:nr], consider)
		}
		runs[v] = r
		if first {
			cellOn = append(cellOn, r.on.list...)
			cellOff = append(cellOff, r.off.list...)
			first = false
		} else {
			cellOn = keepIn(e, cellOn, r.on)
			cellOff = keepIn(e, cellOff, r.off)
		}
	}
	if !cellChains {
		return
	}
	for _, list := range [2][]int32{cellOn, cellOff} {
		for _, p := range list {
			k := e.pots[p].key
			h := &chainHint{tech: CellForcingChain, sortKey: 5, removable: e.conclusion(k), source: c, decides: keyOn(k)}
			if e.dynamic {
				h.tech = DynamicCellForcingChain
			}
			if len(h.removable) == 0 {
				continue
			}
			for set := e.work[c]; set != 0; set &= set - 1 {
				h.targets = append(h.targets, runs[set.First()].end(k))
			}
			h.complexity = e.complexity(h.targets...)
			consider(h)
		}
	}
}

// keepIn keeps the pots of list whose potential is in s (LinkedSet's
// retainAll).
func keepIn(e *chainEngine, list []int32, s *potSet) []int32 {
	out := list[:0]
	for _, p := range list {
		if s.has(e.pots[p].key) {
			out = append(out, p)
		}
	}
	return out
}

// binaryHint makes a contradiction (absurd) or double forcing chain hint
// from its two chain ends.
func (e *chainEngine) binaryHint(dstOn, dstOff int32, removable []Candidate, absurd bool) *chainHint {
	h := &chainHint{tech: DoubleForcingChain, sortKey: 1, removable: removable, targets: []int32{dstOn, dstOff}}
	if absurd {
		h.tech, h.sortKey = ContradictionForcingChain, 7
	}
	if e.nishio {
		h.tech = NishioForcingChain
	}
	if len(removable) > 0 {
		h.complexity = e.complexity(dstOn, dstOff)
	}
	return h
}

// regionHouses returns the houses of cell c, in the order of the region
// chains, where c is the first place of digit v and a region chain may
// start: v has two places or more there (more only for multiple chains).
func (e *chainEngine) regionHouses(c int, v sudoku.Digit) (hs [3]int, n int) {
	of := e.sh.HousesOf(c)
	in := &e.cellIn[c]
	for _, k := range boxRowCol {
		// c is the first place when no place comes before it in the
		// house's order.
		m := e.pos[int(in.at[k])+int(v)-1]
		if m&(in.bit[k]-1) != 0 {
			continue
		}
		if places := bits.OnesCount64(m); places == 2 || (e.multiple && places > 2) {
			hs[n] = of[k]
			n++
		}
	}
	return hs, n
}

// places returns the cells of house h where digit v is a candidate, into buf.
func (e *chainEngine) places(h int, v sudoku.Digit, buf []int) []int {
	cells := e.sh.House(h)
	for m := e.pos[h*e.n+int(v)-1]; m != 0; m &= m - 1 {
		buf = append(buf, cells[bits.TrailingZeros64(m)])
	}
	return buf
}

// sharedRegions returns the houses of cell c where a region chain on digit
// v may start (regionHouses) and its runs may share a potential (see
// mayShare).
func (e *chainEngine) sharedRegions(c int, v sudoku.Digit) (hs [3]int, n int) {
	all, m := e.regionHouses(c, v)
	for _, h := range all[:m] {
		e.placeBuf = e.places(h, v, e.placeBuf[:0])
		if e.keyBuf = e.placeKeys(e.placeBuf, v, e.keyBuf[:0]); e.mayShare(e.keyBuf) {
			hs[n] = h
			n++
		}
	}
	return hs, n
}

// regionChains looks for region forcing chains on digit v in the houses hs
// of cell c, whose first place of v is c.
func (e *chainEngine) regionChains(c int, v sudoku.Digit, r *chainRun, hs []int, consider func(*chainHint)) {
	for _, h := range hs {
		places := e.places(h, v, e.placeBuf[:0])
		e.placeBuf = places
		e.regRuns = grow(e.regRuns, len(places))
		runs := e.regRuns
		regOn := append(e.regOn[:0], r.on.list...)
		regOff := append(e.regOff[:0], r.off.list...)
		runs[0] = r
		for i, z := range places[1:] {
			rz := e.onRun(e.key(z, v, true))
			runs[i+1] = rz
			regOn = keepIn(e, regOn, rz.on)
			regOff = keepIn(e, regOff, rz.off)
		}
		for _, list := range [2][]int32{regOn, regOff} {
			for _, p := range list {
				k := e.pots[p].key
				hint := &chainHint{tech: RegionForcingChain, sortKey: 6, removable: e.conclusion(k), house: h, decides: keyOn(k)}
				if e.dynamic {
					hint.tech = DynamicRegionForcingChain
				}
				if len(hint.removable) == 0 {
					continue
				}
				for _, rz := range runs {
					hint.targets = append(hint.targets, rz.end(k))
				}
				hint.complexity = e.complexity(hint.targets...)
				consider(hint)
			}
		}
		e.regOn, e.regOff = regOn, regOff
	}
}
