package human

import (
	"math/bits"
	"slices"

	"github.com/nanpure/nanpure/sudoku"
)

// Unary chaining: bidirectional cycles and forcing chains from one
// candidate (Sudoku Explainer's "Forcing Chains & Cycles", 6.5 - 7.0 plus
// the length bonus). Three passes over the candidates, in cell order:
//
//	X:  links on one digit only: X-cycles (6.5), forcing X-chains (6.6)
//	Y:  from bivalue cells, off -> on only within bivalue cells: Y-cycles (6.5)
//	XY: all links: cycles (7.0), forcing chains (7.0)
//
// A cycle is found when a breadth-first walk from "c is d" comes back to
// it after at least four steps; it holds in both directions, so a candidate
// that sees an "on" and an "off" node of the same digit (outside the loop's
// cells) is false. A forcing chain is found when assuming a candidate on
// (off) leads to it being off (on).

// unary finds the easiest unary chaining hint whose difficulty is at most
// limit.
func (e *chainEngine) unary(limit float64) *chainHint {
	e.dynamic, e.nishio, e.multiple, e.static = false, false, false, true
	var best *chainHint
	consider := func(h *chainHint) {
		if e.all != nil {
			e.all(h)
			return
		}
		if h.diff <= limit && h.better(best) {
			best = h
		}
	}
	if e.freshOnly {
		e.setFresh()
	}
	e.setCandMasks()
	// One closure, the XY pass's, prunes the walks of all three: the links
	// of the X and Y passes are among its links, so what a walk of theirs
	// needs its closure has too (chainreach.go).
	if !e.reachBuilt(true, true) && !e.buildReach(true, true) {
		return nil // no fresh link
	}
	e.adjOK = e.reach.ok // the walks read the links of the pass
	defer func() { e.adjOK = false }()
	e.walkFlags = grow(e.walkFlags, e.keys)
	clear(e.walkFlags)
	passes := [3][2]bool{{false, true}, {true, false}, {true, true}}
	for _, pass := range passes {
		y, x := pass[0], pass[1]
		base := 6.5
		if y && x {
			base = 7.0
		}
		for c := 0; c < e.sh.Cells; c++ {
			card := e.work[c].Len()
			if card < 2 || (card > 2 && !x) {
				continue
			}
			for set := e.work[c]; set != 0; set &= set - 1 {
				if e.s.stop() {
					return nil
				}
				// Chains that cannot rate at most the best so far need
				// not be walked to the end.
				e.maxNodes = 0
				if lim := limit; e.all == nil {
					if best != nil {
						lim = min(lim, best.diff)
					}
					if lim < base {
						break
					}
					e.maxNodes = maxComplexity(base, lim)
				}
				e.unaryFrom(c, set.First(), y, x, consider)
			}
		}
	}
	e.maxNodes = 0
	return best
}

// maxComplexity returns the largest chain complexity whose difficulty,
// base plus the length bonus, is at most limit (0 when there is no limit).
func maxComplexity(base, limit float64) int {
	if limit > 100 {
		return 0
	}
	c := 2
	for base+lengthBonus(c+1) <= limit {
		c++
		if c > 1<<20 {
			return 0
		}
	}
	return c
}

func (e *chainEngine) unaryFrom(c int, d sudoku.Digit, y, x bool, consider func(*chainHint)) {
	src := e.key(c, d, true)
	// Walks that cannot find anything (see chainreach.go) are not made.
	var cycles []int32
	if e.mayCycle(src, y, x) && e.cycleMayRemove(src) {
		on := e.getSet()
		on.add(src, e.newPot(src, causeNone))
		cycles = e.cycles(on, y, x, src)
		e.release(on)
	}
	var chains []int32
	if x && e.mayForce(src, y) {
		on, off := e.getSet(), e.getSet()
		on.add(src, e.newPot(src, causeNone))
		chains = e.forcing(on, off, y, src, chains)
		e.release(on, off)
	}
	if x && e.mayForceOff(src) {
		on, off := e.getSet(), e.getSet()
		srcOff := src ^ 1
		off.add(srcOff, e.newPot(srcOff, causeNone))
		chains = e.forcing(on, off, y, srcOff, chains)
		e.release(on, off)
	}
	for _, dst := range cycles {
		if e.freshOnly && !e.fresh(dst) {
			continue
		}
		if h := e.cycleHint(dst, y, x); h != nil {
			consider(h)
		}
	}
	for _, t := range chains {
		if e.freshOnly && !e.fresh(t) {
			continue
		}
		h := &chainHint{tech: XChain, diff: 6.6, sortKey: 2, targets: []int32{t}}
		if y && x {
			h.tech, h.diff, h.sortKey = ForcingChain, 7.0, 4
		} else if y {
			h.sortKey = 3
		}
		h.removable = e.conclusion(e.pots[t].key)
		h.decides = keyOn(e.pots[t].key)
		if h.tech == XChain && e.s != nil && e.s.niceLoops {
			if h.decides {
				h.removable, h.decides = e.xChainPeers(t), false
			} else {
				h.removable = e.xChainVictims(t, h.removable)
			}
		}
		if len(h.removable) == 0 {
			continue
		}
		h.complexity = e.complexity(t)
		h.diff += lengthBonus(h.complexity)
		consider(h)
		if h.tech == ForcingChain && !h.decides && e.s != nil && e.s.niceLoops {
			if rem := e.aicVictims(t); len(rem) > 0 {
				a := *h
				a.tech, a.sortKey, a.removable = AIC, 5, rem
				consider(&a)
			}
		}
	}
}

// aicVictims returns the eliminations of the alternating inference chain
// inside the forcing chain to pot t ("v is not d", from "v is d"): it runs
// from "p is not a" to "q is b", so a in p or b in q is true. With a = b a
// that sees both is false; with a != b in cells that see each other, b
// leaves p and a leaves q. (HoDoKu's AIC types 1 and 2.)
func (e *chainEngine) aicVictims(t int32) []Candidate {
	ps := e.parents(t)
	if len(ps) == 0 {
		return nil
	}
	q := ps[0]
	p := q
	for len(e.parents(p)) > 0 && len(e.parents(e.parents(p)[0])) > 0 {
		p = e.parents(p)[0]
	}
	pk, qk := e.pots[p].key, e.pots[q].key
	if keyOn(pk) || !keyOn(qk) || p == q {
		return nil
	}
	pc, pd, qc, qd := e.cellOf(pk), e.digitOf(pk), e.cellOf(qk), e.digitOf(qk)
	var rem []Candidate
	switch {
	case pc == qc:
		return nil
	case pd == qd:
		for _, z := range seenByAll(e.sh, []int{pc, qc}) {
			if e.work[z].Has(pd) {
				rem = append(rem, Candidate{z, pd})
			}
		}
	case sees(e.sh, pc, qc):
		if e.work[pc].Has(qd) {
			rem = append(rem, Candidate{pc, qd})
		}
		if e.work[qc].Has(pd) {
			rem = append(rem, Candidate{qc, pd})
		}
	}
	return rem
}

// xChainVictims gives an X-chain all its eliminations (the natural
// profile's niceLoops), as HoDoKu's X-chains: the chain from "v is d" to
// "v is not d" runs from "p is not d" to "q is d" between them, so p or q
// holds d, and every d that sees both is false, not v only.
func (e *chainEngine) xChainVictims(t int32, rem []Candidate) []Candidate {
	q := e.parents(t)
	if len(q) == 0 {
		return rem
	}
	p := q[0]
	for len(e.parents(p)) > 0 && len(e.parents(e.parents(p)[0])) > 0 {
		p = e.parents(p)[0]
	}
	pc, qc := e.cellOf(e.pots[p].key), e.cellOf(e.pots[q[0]].key)
	d := e.digitOf(e.pots[t].key)
	if keyOn(e.pots[p].key) || !keyOn(e.pots[q[0]].key) || pc == qc || e.digitOf(e.pots[p].key) != d || e.digitOf(e.pots[q[0]].key) != d {
		return rem
	}
	for _, z := range seenByAll(e.sh, []int{pc, qc}) {
		if c := (Candidate{z, d}); e.work[z].Has(d) && !slices.Contains(rem, c) {
			rem = append(rem, c)
		}
	}
	return rem
}

// xChainPeers gives an X-chain that proves its own start, from "v is not
// d" to "v is d", HoDoKu's eliminations (the natural profile's
// niceLoops): both its ends are v holding d, so d leaves every cell that
// sees v, where Sudoku Explainer's removes v's other candidates.
func (e *chainEngine) xChainPeers(t int32) []Candidate {
	v, d := e.cellOf(e.pots[t].key), e.digitOf(e.pots[t].key)
	var rem []Candidate
	for _, z := range e.sh.Peers(v) {
		if e.work[z].Has(d) {
			rem = append(rem, Candidate{z, d})
		}
	}
	return rem
}

// isParent reports whether key is on the first-parent path of pot a.
func (e *chainEngine) isParent(a int32, key int32) bool {
	for {
		ps := e.parents(a)
		if len(ps) == 0 {
			return false
		}
		a = ps[0]
		if e.pots[a].key == key {
			return true
		}
	}
}

// keyBit is potential k's bit in an ancestry.
func keyBit(k int32) uint64 { return 1 << (uint32(k) % 64) }

// setAncestry sets the ancestry of pot p, whose first parent is pot parent
// (-1 for none): the bits (keyBit) of the potentials on its path of first
// parents, itself excluded. A potential whose bit is not in a pot's
// ancestry is no parent of it (isParent), which most are not: the walk of
// the path is then spared.
func (e *chainEngine) setAncestry(p, parent int32) {
	if n := len(e.pots) - len(e.ancestry); n > 0 {
		e.ancestry = append(e.ancestry, make([]uint64, n)...)
	}
	e.ancestry[p] = 0
	if parent >= 0 {
		e.ancestry[p] = e.ancestry[parent] | keyBit(e.pots[parent].key)
	}
}

// cycles walks from src (on) and returns the pots where the walk comes
// back to src. An "off" potential that several paths reach gets a pot on
// each (isParent only cuts a path that would pass it again): no set of
// them is kept.
func (e *chainEngine) cycles(toOn *potSet, y, x bool, src int32) []int32 {
	var found []int32
	pendOn := append(e.bufOn[:0], toOn.list...)
	pendOff := e.bufOff[:0]
	defer func() { e.bufOn, e.bufOff = pendOn[:0], pendOff[:0] }()
	for _, a := range pendOn {
		e.setAncestry(a, -1)
	}
	length := 0
	for len(pendOn) > 0 || len(pendOff) > 0 {
		if e.maxNodes > 0 && length >= e.maxNodes {
			break
		}
		length++
		for hOn := 0; hOn < len(pendOn); hOn++ {
			a := pendOn[hOn]
			offKeys, offHouse := e.onToOff(e.pots[a].key, y)
			for i, k := range offKeys {
				if e.deadEnd(k) || e.ancestry[a]&keyBit(k) != 0 && e.isParent(a, k) {
					continue
				}
				p := e.newPot(k, offHouse[i], a)
				e.setAncestry(p, a)
				pendOff = append(pendOff, p)
			}
		}
		pendOn = pendOn[:0]
		length++
		for hOff := 0; hOff < len(pendOff); hOff++ {
			// Pots are made only for what the walk keeps: the new
			// potentials, and src when the walk is back.
			a := pendOff[hOff]
			onKeys, onHouse := e.offLinks(e.pots[a].key, y, x)
			for i, k := range onKeys {
				if length >= 4 && k == src {
					found = append(found, e.newPot(k, onHouse[i], a))
				} else if !toOn.has(k) {
					q := e.newPot(k, onHouse[i], a)
					e.setAncestry(q, a)
					toOn.add(k, q)
					pendOn = append(pendOn, q)
				}
			}
		}
		pendOff = pendOff[:0]
	}
	return found
}

// offsTo lists the "off" potentials that turn src (on) on, as offToOn
// infers them: the other candidate of its cell when it has two (y), and the
// other place of its digit in a house where it has two (x).
func (e *chainEngine) offsTo(src int32, y, x bool) (ks [4]int32, n int) {
	c, d := e.cellOf(src), e.digitOf(src)
	if y && e.work[c].Len() == 2 {
		ks[n] = e.key(c, e.work[c].Remove(d).First(), false)
		n++
	}
	if x {
		hs, in := e.sh.HousesOf(c), &e.cellIn[c]
		for k := 0; k < 3; k++ {
			m := e.pos[int(in.at[k])+int(d)-1]
			if bits.OnesCount64(m) == 2 && m&in.bit[k] != 0 {
				other := e.sh.House(hs[k])[bits.TrailingZeros64(m&^in.bit[k])]
				ks[n] = e.key(other, d, false)
				n++
			}
		}
	}
	return ks, n
}

// forcing walks from src and returns (appended to chains) the pot of src's
// negation when the walk reaches it: the walk's one target, so the walk
// ends there.
func (e *chainEngine) forcing(toOn, toOff *potSet, y bool, src int32, chains []int32) []int32 {
	pendOn := append(e.bufOn[:0], toOn.list...)
	pendOff := append(e.bufOff[:0], toOff.list...)
	defer func() { e.bufOn, e.bufOff = pendOn[:0], pendOff[:0] }()
	neg := src ^ 1
	depth := 0
	for len(pendOn) > 0 || len(pendOff) > 0 {
		if e.maxNodes > 0 && depth >= e.maxNodes {
			break
		}
		depth += 2
		for hOn := 0; hOn < len(pendOn); hOn++ {
			a := pendOn[hOn]
			offKeys, offHouse := e.onToOff(e.pots[a].key, y)
			for i, k := range offKeys {
				if k == neg {
					return append(chains, e.newPot(k, offHouse[i], a))
				}
				if e.deadEnd(k) {
					continue // nothing follows from it: no pot is needed
				}
				if !toOff.has(k) {
					p := e.newPot(k, offHouse[i], a)
					toOff.add(k, p)
					pendOff = append(pendOff, p)
				}
			}
		}
		pendOn = pendOn[:0]
		for hOff := 0; hOff < len(pendOff); hOff++ {
			a := pendOff[hOff]
			onKeys, onHouse := e.offLinks(e.pots[a].key, y, true)
			for i, k := range onKeys {
				if k == neg {
					return append(chains, e.newPot(k, onHouse[i], a))
				}
				if !toOn.has(k) {
					q := e.newPot(k, onHouse[i], a)
					toOn.add(k, q)
					pendOn = append(pendOn, q)
				}
			}
		}
		pendOff = pendOff[:0]
	}
	return chains
}

// cycleHint makes the hint of a cycle ending at dst, or nil when it
// removes nothing.
func (e *chainEngine) cycleHint(dst int32, y, x bool) *chainHint {
	sh := e.sh
	// The loop's cells, and for each the digits of its "on" and "off"
	// nodes (the natural profile's niceLoops).
	var cellBuf [32]int
	var inBuf [64]sudoku.Set
	cells := cellBuf[:0]
	onIn, offIn := inBuf[:0:32], inBuf[32:32]
	nice := e.s != nil && e.s.niceLoops
	for p := dst; len(e.parents(p)) > 0; p = e.parents(p)[0] {
		k := e.pots[p].key
		c, d := e.cellOf(k), e.digitOf(k)
		i := slices.Index(cells, c)
		if i < 0 {
			i = len(cells)
			cells = append(cells, c)
			onIn, offIn = append(onIn, 0), append(offIn, 0)
		}
		if keyOn(k) {
			onIn[i] = onIn[i].Add(d)
		} else {
			offIn[i] = offIn[i].Add(d)
		}
	}
	// node reports whether candidate d of cell z is a node of the loop.
	node := func(z int, d sudoku.Digit) bool {
		i := slices.Index(cells, z)
		return i >= 0 && (onIn[i] | offIn[i]).Has(d)
	}
	// Every nice loop's eliminations (the natural profile's niceLoops):
	// candidates of the loop's cells too, when they are not its nodes, and
	// the other candidates of a cell the loop passes through on two
	// digits. Sudoku Explainer's cycles remove only outside the loop.
	// A candidate seen by an "on" node is marked at its "on" key, one seen
	// by an "off" node at its "off" key, in the order of back.
	gen := e.nextMark()
	var back []Candidate
	for p := dst; len(e.parents(p)) > 0; p = e.parents(p)[0] {
		k := e.pots[p].key
		c, d := e.cellOf(k), e.digitOf(k)
		for _, z := range sh.Peers(c) {
			if !e.work[z].Has(d) || (nice && node(z, d)) || (!nice && slices.Contains(cells, z)) {
				continue
			}
			m := e.key(z, d, keyOn(k))
			if e.mark[m] == gen {
				continue
			}
			e.mark[m] = gen
			if !keyOn(k) {
				back = append(back, Candidate{z, d})
			}
		}
	}
	var rem []Candidate
	for _, cand := range back {
		if e.mark[e.key(cand.Cell, cand.Digit, true)] == gen {
			rem = append(rem, cand)
		}
	}
	if nice {
		// A cell the loop enters on one digit and leaves on another (one
		// "on" node, one "off"): one of the two is true either way round.
		// (A cell with two "off" nodes is no such cell: the loop only
		// passes by it twice.)
		for i, c := range cells {
			on, off := onIn[i], offIn[i]
			if on.Len() != 1 || off.Len() != 1 || on == off {
				continue
			}
			for x := e.work[c] &^ (on | off); x != 0; x &= x - 1 {
				if cand := (Candidate{c, x.First()}); !slices.Contains(rem, cand) {
					rem = append(rem, cand)
				}
			}
		}
	}
	if len(rem) == 0 {
		return nil
	}
	h := &chainHint{tech: XCycle, diff: 6.5, sortKey: 2, removable: rem, targets: []int32{dst}, cycle: true}
	switch {
	case y && x:
		h.tech, h.diff, h.sortKey = XYCycle, 7.0, 4
	case y:
		h.tech, h.sortKey = YCycle, 3
	}
	h.complexity = e.complexity(dst)
	h.diff += lengthBonus(h.complexity)
	return h
}
