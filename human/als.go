package human

import (
	"math/bits"
	"sync"

	"github.com/nanpure/nanpure/sudoku"
)

// Almost locked sets. An ALS is n cells of one house holding n+1 digits in
// all (a bivalue cell is the smallest): remove any one digit and the rest
// are locked in it. Two ALS are linked by a restricted common digit x when
// every x of one sees every x of the other: x is in at most one of them.
// The sets and their links are HoDoKu's (alsgraph.go), which ALS-XY-Chain
// (alschain.go) and Death Blossom (deathblossom.go) share.
//
//	ALS-XZ (5.5): A and B linked by x, sharing another digit z: one of
//	              them is locked without x, so holds z; cells seeing every
//	              z of both lose z. Doubly linked, by x and y: each of x
//	              and y is in one set exactly, so both sets are locked: x
//	              and y leave the cells that see all of theirs in both
//	              sets, and every other digit of a set the cells that see
//	              all of its places in that set.
//	ALS-XY-Wing (6.0): A and B each linked to a third set C, by x and y:
//	              C cannot lose both, so A or B is locked and holds their
//	              common digit z.
//
// None of these is in Sudoku Explainer; the natural profile offers them
// before chains.

// The almost locked set techniques.
var (
	ALSXZ = register(techniqueDef{key: "als-xz", difficulty: 5.5, hodoku: "0901", nudge: nudgeDigit})
	// ALSXZDouble is the doubly linked ALS-XZ, one of HoDoKu's two forms
	// of its ALS-XZ rule: its words differ.
	ALSXZDouble = register(techniqueDef{key: "als-xz-doubly-linked", difficulty: 5.5, hodoku: "0901", nudge: nudgeDigit})
	ALSXYWing   = register(techniqueDef{key: "als-xy-wing", difficulty: 6.0, hodoku: "0902", nudge: nudgeDigit})
)

// The almost locked sets' finders.
var (
	_ = addFinder("als-xz", (*searcher).alsXZ, ALSXZ, ALSXZDouble)
	_ = addFinder("als-xy-wing", (*searcher).alsXYWing, ALSXYWing)
)

// cellBits is a set of cells, one bit per cell.
type cellBits []uint64

func newCellBits(cells int) cellBits { return make(cellBits, (cells+63)/64) }

func (m cellBits) add(c int)      { m[c/64] |= 1 << (c % 64) }
func (m cellBits) has(c int) bool { return m[c/64]&(1<<(c%64)) != 0 }
func (m cellBits) and(o cellBits) {
	for i := range m {
		m[i] &= o[i]
	}
}
func (m cellBits) andNot(o cellBits) {
	for i := range m {
		m[i] &^= o[i]
	}
}
func (m cellBits) or(o cellBits) {
	o = o[:len(m)] // one bounds check, not one a word
	for i, w := range o {
		m[i] |= w
	}
}
func (m cellBits) empty() bool {
	for _, w := range m {
		if w != 0 {
			return false
		}
	}
	return true
}
func (m cellBits) clone() cellBits { return append(cellBits(nil), m...) }
func (m cellBits) subsetOf(o cellBits) bool {
	for i := range m {
		if m[i]&^o[i] != 0 {
			return false
		}
	}
	return true
}
func (m cellBits) disjoint(o cellBits) bool {
	for i := range m {
		if m[i]&o[i] != 0 {
			return false
		}
	}
	return true
}
func (m cellBits) each(fn func(c int)) {
	for i, w := range m {
		for ; w != 0; w &= w - 1 {
			fn(i*64 + bits.TrailingZeros64(w))
		}
	}
}

var peerBitsCache sync.Map // *sudoku.Shape -> []cellBits

// peerBits returns, per cell, the set of its peers.
func peerBits(sh *sudoku.Shape) []cellBits {
	if v, ok := peerBitsCache.Load(sh); ok {
		return v.([]cellBits)
	}
	ps := make([]cellBits, sh.Cells)
	for c := range ps {
		ps[c] = newCellBits(sh.Cells)
		for _, p := range sh.Peers(c) {
			ps[c].add(p)
		}
	}
	v, _ := peerBitsCache.LoadOrStore(sh, ps)
	return v.([]cellBits)
}

// An alsSet is one almost locked set with its tables.
type alsSet struct {
	house   int
	cells   []int
	mask    cellBits
	digits  sudoku.Set
	with    []cellBits // by digit: its cells holding the digit
	seenAll []cellBits // by digit: the cells that see all its cells holding the digit
}

// allALS lists the almost locked sets of up to max cells, each cell set
// once; in HoDoKu's order, of any size, as HoDoKu takes them.
func (s *searcher) allALS(max int) []*alsSet {
	b := s.b
	sh := b.Shape
	if s.hodokuOrder {
		max = sh.N
	}
	peers := peerBits(sh)
	var out []*alsSet
	seen := map[string]bool{}
	for h := 0; h < sh.Houses(); h++ {
		var empty []int
		for _, c := range sh.House(h) {
			if b.digits[c] == 0 {
				empty = append(empty, c)
			}
		}
		for k := 1; k <= max && k < len(empty); k++ {
			combinations(len(empty), k, func(idx []int) bool {
				var u sudoku.Set
				for _, i := range idx {
					u |= b.cands[empty[i]]
				}
				if u.Len() != k+1 {
					return false
				}
				a := &alsSet{house: h, digits: u, mask: newCellBits(sh.Cells)}
				key := make([]byte, 0, 2*k)
				for _, i := range idx {
					c := empty[i]
					a.cells = append(a.cells, c)
					a.mask.add(c)
					key = append(key, byte(c), byte(c>>8))
				}
				if seen[string(key)] {
					return false
				}
				seen[string(key)] = true
				a.with = make([]cellBits, sh.N+1)
				a.seenAll = make([]cellBits, sh.N+1)
				for _, d := range u.Digits() {
					w := newCellBits(sh.Cells)
					all := newCellBits(sh.Cells)
					for i := range all {
						all[i] = ^uint64(0)
					}
					for _, c := range a.cells {
						if b.cands[c].Has(d) {
							w.add(c)
							all.and(peers[c])
						}
					}
					a.with[d], a.seenAll[d] = w, all
				}
				out = append(out, a)
				return false
			})
		}
	}
	return out
}

// rcc returns the restricted common digits of two sets: the digits x of
// both whose cells in one set all see all the other's cells holding x
// (which keeps them out of the cells the sets may share). There are two at
// most: three would leave the two sets too few digits for their cells.
func rcc(a, b *alsSet) sudoku.Set {
	var r sudoku.Set
	for _, x := range (a.digits & b.digits).Digits() {
		if a.with[x].subsetOf(b.seenAll[x]) {
			r = r.Add(x)
		}
	}
	return r
}

// alsVictims returns the candidates z outside the sets that see every z
// of all of them.
func (s *searcher) alsVictims(z sudoku.Digit, sets ...*alsSet) []Candidate {
	b := s.b
	v := sets[0].seenAll[z].clone()
	for _, a := range sets[1:] {
		v.and(a.seenAll[z])
	}
	for _, a := range sets {
		v.andNot(a.mask)
	}
	var out []Candidate
	v.each(func(c int) {
		if b.cands[c].Has(z) {
			out = append(out, Candidate{c, z})
		}
	})
	return out
}

func alsStep(t Technique, diff float64, digits sudoku.Set, sets ...*alsSet) Step {
	st := Step{Technique: t, Difficulty: diff, Digits: digits}
	for _, a := range sets {
		st.Cells = append(st.Cells, a.cells...)
		st.Houses = append(st.Houses, a.house)
		st.Groups = append(st.Groups, a.cells)
		st.GroupDigits = append(st.GroupDigits, a.digits)
	}
	return st
}

// alsXZ finds an ALS-XZ: two sets linked by a restricted common, in
// HoDoKu's order (its list of links), one step with the eliminations of
// every common digit, as HoDoKu gives it.
func (s *searcher) alsXZ() bool {
	g := s.alsGraph()
	pick := &alsPick{s: s}
	for i, a := range g.sets {
		for _, l := range g.links[i] {
			if l.to < i {
				continue
			}
			b := g.sets[l.to]
			var el []Candidate
			for _, z := range (a.digits & b.digits).Digits() {
				if l.rc.Len() == 1 && l.rc.Has(z) || !g.removes(z, a, b) {
					continue
				}
				el = append(el, s.alsVictims(z, a, b)...)
			}
			t, digits := ALSXZ, l.rc
			if l.rc.Len() == 2 {
				t, el = ALSXZDouble, append(el, s.alsLocked(a, b, l.rc)...)
			} else {
				digits |= candidateDigits(el)
			}
			if len(el) == 0 {
				continue
			}
			st := alsStep(t, 5.5, digits, a, b)
			st.Eliminations = el
			if pick.offer(st) {
				return true
			}
		}
		if s.stop() {
			return false
		}
	}
	return pick.done()
}

// alsLocked returns the eliminations of two sets doubly linked by the
// restricted commons r: each digit of r is in exactly one set, so both
// sets are locked, and every other digit of a set leaves the cells that
// see all its places in that set (HoDoKu leaves the other set's cells
// alone). The common digits, r's included, go where they see all their
// places in both sets (alsXZ).
func (s *searcher) alsLocked(a, b *alsSet, r sudoku.Set) []Candidate {
	var el []Candidate
	for _, p := range [][2]*alsSet{{a, b}, {b, a}} {
		for _, z := range (p[0].digits &^ r).Digits() {
			for _, e := range s.alsVictims(z, p[0]) {
				if !p[1].mask.has(e.Cell) {
					el = append(el, e)
				}
			}
		}
	}
	return el
}

// candidateDigits returns the digits of cs.
func candidateDigits(cs []Candidate) sudoku.Set {
	var d sudoku.Set
	for _, c := range cs {
		d = d.Add(c.Digit)
	}
	return d
}

// alsXYWing finds an ALS-XY-Wing: sets A and B each linked to a set C,
// not by the same single digit. As HoDoKu: A and B do not overlap when
// sets may not, neither holds the other, and one step takes the
// eliminations of every digit common to A and B but the links' (C's
// cells may lose them too).
func (s *searcher) alsXYWing() bool {
	g := s.alsGraph()
	pick := &alsPick{s: s}
	if s.hodokuOrder && s.collect == nil {
		return g.hodokuXYWings(func(a, b, c *alsSet, ra, rb sudoku.Set) bool {
			return s.alsXYWingAt(g, pick, a, b, c, ra, rb)
		})
	}
	for ci, c := range g.sets {
		ls := g.links[ci]
		for i, la := range ls {
			for _, lb := range ls[i+1:] {
				if s.alsXYWingAt(g, pick, g.sets[la.to], g.sets[lb.to], c, la.rc, lb.rc) {
					return true
				}
			}
		}
		if s.stop() {
			return false
		}
	}
	return pick.done()
}

// alsXYWingAt offers the ALS-XY-Wing of sets a and b linked to c by the
// restricted commons ra and rb, if it removes something, and reports
// whether the finder should stop.
func (s *searcher) alsXYWingAt(g *alsGraph, pick *alsPick, a, b, c *alsSet, ra, rb sudoku.Set) bool {
	if ra == rb && ra.Len() == 1 {
		return false
	}
	if !g.overlap && !a.mask.disjoint(b.mask) || a.mask.subsetOf(b.mask) || b.mask.subsetOf(a.mask) {
		return false
	}
	links := ra | rb
	var el []Candidate
	for _, z := range (a.digits & b.digits &^ links).Digits() {
		if g.removes(z, a, b) {
			el = append(el, s.alsVictims(z, a, b)...)
		}
	}
	if len(el) == 0 {
		return false
	}
	st := alsStep(ALSXYWing, 6.0, links|candidateDigits(el), a, b, c)
	st.Eliminations = el
	return pick.offer(st)
}
