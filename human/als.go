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

// rcc returns the restricted common digits of two disjoint sets.
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

// alsXZ finds an ALS-XZ.
func (s *searcher) alsXZ() bool {
	sets := s.allALS(4)
	for i, a := range sets {
		for _, b := range sets[i+1:] {
			if !a.mask.disjoint(b.mask) {
				continue
			}
			r := rcc(a, b)
			if r == 0 {
				continue
			}
			if r.Len() >= 2 {
				if st, ok := s.alsDoublyLinked(a, b, r); ok && s.found(st) {
					return true
				}
				continue
			}
			x := r.First()
			for _, z := range ((a.digits & b.digits) &^ sudoku.Bit(x)).Digits() {
				if el := s.alsVictims(z, a, b); len(el) > 0 {
					st := alsStep(ALSXZ, 5.5, sudoku.Bit(x)|sudoku.Bit(z), a, b)
					st.Eliminations = el
					if s.found(st) {
						return true
					}
				}
			}
		}
		if s.stop() {
			return false
		}
	}
	return false
}

// alsDoublyLinked is the step of sets a and b linked by the restricted
// common digits r (two of them; more cannot be, or the sets would hold too
// few digits for their cells): both sets are locked.
func (s *searcher) alsDoublyLinked(a, b *alsSet, r sudoku.Set) (Step, bool) {
	var el []Candidate
	for _, x := range r.Digits() {
		el = append(el, s.alsVictims(x, a, b)...)
	}
	for _, set := range []*alsSet{a, b} {
		for _, z := range (set.digits &^ r).Digits() {
			el = append(el, s.alsVictims(z, set)...)
		}
	}
	if len(el) == 0 {
		return Step{}, false
	}
	st := alsStep(ALSXZDouble, 5.5, r, a, b)
	st.Eliminations = el
	return st, true
}

// alsXYWing finds an ALS-XY-Wing.
func (s *searcher) alsXYWing() bool {
	sets := s.allALS(3)
	for _, c := range sets {
		var linked []*alsSet
		var by []sudoku.Set
		for _, a := range sets {
			if a == c || !a.mask.disjoint(c.mask) {
				continue
			}
			if r := rcc(a, c); r != 0 {
				linked = append(linked, a)
				by = append(by, r)
			}
		}
		for i, a := range linked {
			for j := i + 1; j < len(linked); j++ {
				b := linked[j]
				if !a.mask.disjoint(b.mask) {
					continue
				}
				if st, ok := s.alsXYWingOn(a, b, c, by[i], by[j]); ok && s.found(st) {
					return true
				}
			}
		}
		if s.stop() {
			return false
		}
	}
	return false
}

// alsXYWingOn returns the first ALS-XY-Wing of the disjoint sets a and b
// around c, which they see through the restricted common digits in ra
// and rb. In HoDoKu's order one step takes the eliminations of every
// common digit z, as HoDoKu's does.
func (s *searcher) alsXYWingOn(a, b, c *alsSet, ra, rb sudoku.Set) (Step, bool) {
	for _, x := range ra.Digits() {
		for _, y := range (rb &^ sudoku.Bit(x)).Digits() {
			var keep []Candidate
			var zs sudoku.Set
			for _, z := range ((a.digits & b.digits) &^ (sudoku.Bit(x) | sudoku.Bit(y))).Digits() {
				n := len(keep)
				for _, e := range s.alsVictims(z, a, b) {
					if !c.mask.has(e.Cell) {
						keep = append(keep, e)
					}
				}
				if len(keep) > n {
					zs |= sudoku.Bit(z)
				}
				if len(keep) > 0 && !s.hodokuOrder {
					break
				}
			}
			if len(keep) > 0 {
				st := alsStep(ALSXYWing, 6.0, sudoku.Bit(x)|sudoku.Bit(y)|zs, a, b, c)
				st.Eliminations = sortCandidates(keep)
				return st, true
			}
		}
	}
	return Step{}, false
}
