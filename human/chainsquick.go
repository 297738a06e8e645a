package human

import (
	"math/bits"

	"github.com/nanpure/nanpure/sudoku"
)

// Quick closures of dynamic runs. A dynamic run without nested techniques
// (level 0: Sudoku Explainer's dynamic and Nishio forcing chains) deduces
// with single links on a grid from which it removes what it turns off: it
// is the propagation of singles from its assumption. In whatever order the
// propagation goes, it ends with the same potentials on and off, or it
// meets a contradiction: the rules only add, so what one order deduces
// before a contradiction, any order deduces. A quick closure is that
// propagation with bit sets instead of pots (no parents, no order), several
// times cheaper than the run. It tells which runs a producer must make:
// a run meets a contradiction only when its closure does, and the runs of a
// cell or region forcing chain, or the two runs of a double forcing chain,
// share a potential only when their closures do (mayShare). In the dynamic
// chains nested in nested ones most runs are then not made.
//
// A closure is kept as two bit sets over the candidates (index c*n+d-1):
// those turned on and those turned off.

// quickTables are the closures of the runs of one grid, by source key.
type quickTables struct {
	ok     bool // the tables serve the current producer
	words  int  // uint64 words per bit set
	sets   []uint64
	absurd []bool // the closure met a contradiction
	stamp  []uint32
	gen    uint32
	multi  []uint64 // the candidates whose cell has another
	work   []sudoku.Set
	pos    []uint64
	stack  []int32
	// scratch: what the runs share, on and off
	accOn, accOff []uint64
	// rep: union-find of the potentials with the same closure
	// (sameClosures)
	rep []int32
}

// maxQuickCells bounds the grids that get quick closures: their tables take
// keys*cells*n/32 bytes, 8 MiB for 16x16.
const maxQuickCells = 256

// beginQuick prepares quick closures for the producer about to run on the
// working grid: dynamic runs without nested techniques only.
func (e *chainEngine) beginQuick() {
	t := &e.quick
	t.ok = e.dynamic && e.level == 0 && e.sh.Cells <= maxQuickCells
	if !t.ok {
		return
	}
	w := (e.sh.Cells*e.n + 63) / 64
	if t.words != w || len(t.stamp) != e.keys {
		t.words = w
		t.sets = make([]uint64, e.keys*2*w)
		t.absurd = make([]bool, e.keys)
		t.stamp = make([]uint32, e.keys)
		t.multi = make([]uint64, w)
		t.accOn, t.accOff = make([]uint64, w), make([]uint64, w)
	}
	clear(t.multi)
	for c, set := range e.work {
		if set.Len() > 1 {
			for ; set != 0; set &= set - 1 {
				i := c*e.n + int(set.First()) - 1
				t.multi[i/64] |= 1 << (i % 64)
			}
		}
	}
	e.sameClosures()
	t.gen++
	if t.gen == 0 {
		clear(t.stamp)
		t.gen = 1
	}
}

// quickClosure returns the closure of a run from potential key: the
// candidates turned on, those turned off, and whether it met a
// contradiction (then the sets are cut short).
func (e *chainEngine) quickClosure(key int32) (on, off []uint64, absurd bool) {
	t := &e.quick
	w := t.words
	key = t.root(key)
	on, off = t.sets[int(key)*2*w:int(key)*2*w+w], t.sets[int(key)*2*w+w:int(key+1)*2*w]
	if t.stamp[key] == t.gen {
		return on, off, t.absurd[key]
	}
	t.stamp[key] = t.gen
	clear(on)
	clear(off)
	if !keyOn(key) && !e.turnsOn(key) {
		// A candidate without a strong link, off, leads nowhere: most
		// "off" potentials, whose closure is the potential alone.
		i := uint(e.cellOf(key)*e.n + int(e.digitOf(key)) - 1)
		off[i/64] |= 1 << (i % 64)
		t.absurd[key] = false
		return on, off, false
	}
	t.work = append(t.work[:0], e.work...)
	t.pos = append(t.pos[:0], e.pos...)
	absurd = !e.propagate(key, on, off)
	t.absurd[key] = absurd
	return on, off, absurd
}

// propagate deduces from potential key what the run from it deduces, into
// on and off, and reports false when it meets a contradiction.
func (e *chainEngine) propagate(key int32, on, off []uint64) bool {
	t := &e.quick
	n := e.n
	y := !e.nishio
	stack := t.stack[:0]
	defer func() { t.stack = stack[:0] }()
	// set adds potential (c, d) to on or off; a potential already in the
	// other set is a contradiction.
	set := func(c int, d sudoku.Digit, isOn bool) bool {
		i := uint(c*n + int(d) - 1) // unsigned: i/64 and i%64 are a shift and a mask
		bit := uint64(1) << (i % 64)
		mine, other := off, on
		if isOn {
			mine, other = on, off
		}
		if other[i/64]&bit != 0 {
			return false
		}
		if mine[i/64]&bit == 0 {
			mine[i/64] |= bit
			stack = append(stack, e.key(c, d, isOn))
		}
		return true
	}
	if !set(e.cellOf(key), e.digitOf(key), keyOn(key)) {
		return false
	}
	for len(stack) > 0 {
		k := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		c, d := e.cellOf(k), e.digitOf(k)
		di := int(d) - 1
		in := &e.cellIn[c]
		if keyOn(k) {
			if y {
				for o := t.work[c].Remove(d); o != 0; o &= o - 1 {
					if !set(c, o.First(), false) {
						return false
					}
				}
			}
			// The places in the box are turned off with the box, not
			// again with the row or column (the closure is the same in
			// any order).
			hs := e.sh.HousesOf(c)
			not := [3]uint64{e.boxIn[c][0], e.boxIn[c][1], in.bit[2]}
			for j, h := range hs {
				cells := e.sh.House(h)
				for m := t.pos[int(in.at[j])+di] &^ not[j]; m != 0; m &= m - 1 {
					if !set(cells[bits.TrailingZeros64(m)], d, false) {
						return false
					}
				}
			}
			continue
		}
		if y && t.work[c].Len() == 2 {
			if !set(c, t.work[c].Remove(d).First(), true) {
				return false
			}
		}
		// One pass over the houses: the other place of d where it has
		// two, then d removed there (each house has its own mask). Most
		// "off" potentials turn nothing on: this loop is the closure's
		// inner loop.
		for j := range 3 {
			p := &t.pos[int(in.at[j])+di]
			m, bit := *p, in.bit[j]
			rest := m &^ bit
			*p = rest
			if m != rest && rest != 0 && rest&(rest-1) == 0 {
				if !set(e.sh.House(e.sh.HousesOf(c)[j])[bits.TrailingZeros64(rest)], d, true) {
					return false
				}
			}
		}
		t.work[c] = t.work[c].Remove(d)
	}
	return true
}

// turnsOn reports whether potential k (off) turns something on in a run
// on the working grid: its cell has two candidates (not in Nishio runs),
// or its digit two places in one of its houses.
func (e *chainEngine) turnsOn(k int32) bool {
	c, d := e.cellOf(k), int(e.digitOf(k))-1
	if !e.nishio && e.work[c].Len() == 2 {
		return true
	}
	in := &e.cellIn[c]
	for j := range 3 {
		if m := e.pos[int(in.at[j])+d]; m&in.bit[j] != 0 && bits.OnesCount64(m) == 2 {
			return true
		}
	}
	return false
}

// sameClosures joins the potentials that imply each other by a strong
// link, whose closures are the same: a candidate of a bivalue cell on and
// the other off (not in Nishio runs, which have no links in cells), and a
// place of a digit with two in a house on and the other off.
func (e *chainEngine) sameClosures() {
	t := &e.quick
	t.rep = grow(t.rep, e.keys)
	for k := range t.rep {
		t.rep[k] = int32(k)
	}
	join := func(a, b int32) {
		if a, b = t.root(a), t.root(b); a != b {
			t.rep[max(a, b)] = min(a, b)
		}
	}
	if !e.nishio {
		for c, set := range e.work {
			if set.Len() == 2 {
				a, b := set.First(), set.Remove(set.First()).First()
				join(e.key(c, a, true), e.key(c, b, false))
				join(e.key(c, b, true), e.key(c, a, false))
			}
		}
	}
	for h := range e.sh.Houses() {
		cells := e.sh.House(h)
		for di, m := range e.pos[h*e.n : (h+1)*e.n] {
			if bits.OnesCount64(m) == 2 {
				d := sudoku.Digit(di + 1)
				x, y := cells[bits.TrailingZeros64(m)], cells[63-bits.LeadingZeros64(m)]
				join(e.key(x, d, true), e.key(y, d, false))
				join(e.key(y, d, true), e.key(x, d, false))
			}
		}
	}
}

// root returns the representative of key's class of closures.
func (t *quickTables) root(key int32) int32 {
	for t.rep[key] != key {
		t.rep[key] = t.rep[t.rep[key]] // halve the path
		key = t.rep[key]
	}
	return key
}

// mayContradict reports whether a run from potential key may meet a
// contradiction: always, unless quick closures serve the producer.
func (e *chainEngine) mayContradict(key int32) bool {
	if !e.quick.ok {
		return true
	}
	_, _, absurd := e.quickClosure(key)
	return absurd
}

// quickShare reports whether the runs from srcs may all reach a potential
// whose conclusion removes something, by their quick closures.
func (e *chainEngine) quickShare(srcs []int32) bool {
	t := &e.quick
	// What the runs share of what removes something: after the first
	// closure only the words still nonzero are ANDed (andLive), listed in
	// liveOn and liveOff (a closure has at most 64 words: maxQuickCells).
	// An "on" removes the other candidates of its cell, an "off" itself.
	var liveOn, liveOff uint64
	accOn, accOff := t.accOn[:t.words], t.accOff[:t.words]
	for i, src := range srcs {
		if i > 0 && liveOn|liveOff == 0 {
			// Nothing is shared: whatever the other runs reach, or
			// where they stop, their closures are not needed.
			return false
		}
		on, off, absurd := e.quickClosure(src)
		if absurd {
			return true // the run stops short: what it reaches is not known
		}
		if i == 0 {
			for x, m := range on {
				if accOn[x] = m & t.multi[x]; accOn[x] != 0 {
					liveOn |= 1 << x
				}
				if accOff[x] = off[x]; off[x] != 0 {
					liveOff |= 1 << x
				}
			}
			continue
		}
		liveOn = andLive(accOn, on, liveOn)
		liveOff = andLive(accOff, off, liveOff)
	}
	return liveOn|liveOff != 0
}
