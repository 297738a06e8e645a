package human

import (
	"cmp"
	"math/bits"
	"slices"
	"strconv"

	"github.com/nanpure/nanpure/sudoku"
)

// WXYZ-, VWXYZ-, UVWXYZ- and TUVWXYZ-Wings, as Sukaku Explainer defines and
// rates them: an almost locked set (ALS) of k mutually visible cells
// holding k+1 digits in all (k = 3: WXYZ, 4: VWXYZ, 5: UVWXYZ, 6: TUVWXYZ),
// and a bivalue cell xz outside it whose two digits are in the set. When
// every cell of the set holding x sees the bivalue cell, x cannot be in
// both: if the bivalue cell is not z it is x, and the set loses x and
// becomes locked on its other digits, z included. So z is in the bivalue
// cell or in the set: cells seeing all of those z lose z. When z is
// restricted too (doubly linked), every digit of the set is locked in it or
// in the bivalue cell, and more goes; a doubly linked wing that removes
// only x or only z (none of the set's other digits) is named and ordered
// as the singly linked wing on that digit, as Sukaku Explainer does.
//
// Difficulty: WXYZ 5.5 + 0.1 when the largest cell of the set has 3
// candidates; VWXYZ 6.2 + 0.1 * (2 - |3 - largest|); UVWXYZ 6.6 and
// TUVWXYZ 7.5 whatever the cells.

// Sukaku Explainer's ALS wings. HoDoKu has the WXYZ-Wing, not the larger
// ones.
var (
	WXYZWing    = register(techniqueDef{key: "wxyz-wing", difficulty: 5.5, hodoku: "0802", nudge: nudgeDigit})
	VWXYZWing   = register(techniqueDef{key: "vwxyz-wing", difficulty: 6.2, nudge: nudgeDigit})
	UVWXYZWing  = register(techniqueDef{key: "uvwxyz-wing", difficulty: 6.6, nudge: nudgeDigit})
	TUVWXYZWing = register(techniqueDef{key: "tuvwxyz-wing", difficulty: 7.5, nudge: nudgeDigit})
)

// The ALS wings' finders.
var (
	_ = addFinder("wxyz-wing", func(s *searcher) bool { return s.alsWing(3) }, WXYZWing)
	_ = addFinder("vwxyz-wing", func(s *searcher) bool { return s.alsWing(4) }, VWXYZWing)
	_ = addFinder("uvwxyz-wing", func(s *searcher) bool { return s.alsWing(5) }, UVWXYZWing)
	_ = addFinder("tuvwxyz-wing", func(s *searcher) bool { return s.alsWing(6) }, TUVWXYZWing)
)

type alsWingHint struct {
	cells  []int // the set, then the bivalue cell
	x, z   sudoku.Digit
	double bool
	big    int // largest cardinality in the set
	size   int // sum of the set's cardinalities
	diff   float64
	elims  []Candidate
	digits sudoku.Set
}

func (h *alsWingHint) suffix() string {
	d := "1"
	if h.double {
		d = "2"
	}
	return d + strconv.Itoa(h.big) + strconv.Itoa(h.size)
}

// forward returns the peers of c after it in reading order.
func forward(sh *sudoku.Shape, c int) []int {
	ps := sh.Peers(c)
	i, _ := slices.BinarySearch(ps, c)
	return ps[i:]
}

// alsWingTechs are the wings by the size of their set.
var alsWingTechs = map[int]Technique{3: WXYZWing, 4: VWXYZWing, 5: UVWXYZWing, 6: TUVWXYZWing}

// isALSWing reports whether t is one of these wings.
func isALSWing(t Technique) bool {
	for _, w := range alsWingTechs {
		if w == t {
			return true
		}
	}
	return false
}

// alsWingDifficulty is the difficulty of a wing of k cells whose largest
// cell has big candidates. (Written as Sukaku Explainer adds, so that the
// sums round alike.)
func alsWingDifficulty(k, big int) float64 {
	switch k {
	case 3:
		return 5.5 + float64((4-3)-abs(3-big))*0.1
	case 4:
		return 6.2 + float64((5-3)-abs(3-big))*0.1
	case 5:
		return 6.6
	}
	return 7.5
}

// alsWing finds a wing of k = 3 (WXYZ) to 6 (TUVWXYZ) cells and a bivalue
// cell.
func (s *searcher) alsWing(k int) bool {
	b := s.b
	sh := b.Shape
	memo := &s.alsWings[k-3]
	w := memo.search(s, k)
	for c, p := range b.cands {
		if p.Len() == 2 {
			w.bival.add(c)
		}
		for ; p != 0; p &= p - 1 {
			w.with[p.First()].add(c)
		}
	}
	// Further down a solving path from the last board where no wing of k
	// cells was found, a wing none of whose cells changed is the same wing
	// and removes some of what it removed there, which was nothing.
	if changed, fewer := memo.changed(b); fewer {
		w.changed = changed
		w.setNear()
	} else {
		for i := range w.near {
			w.near[i] = ^uint64(0) // every cell: no change to be near
		}
	}
	for c := 0; c < sh.Cells; c++ {
		p := b.cands[c]
		if p.Len() < 2 || p.Len() > k+1 {
			continue
		}
		w.set, w.nChanged, w.nNear = append(w.set[:0], c), 0, 0
		if w.changed != nil && w.changed.has(c) {
			w.nChanged = 1
		}
		if w.near.has(c) {
			w.nNear = 1
		}
		w.grow(p, forward(sh, c))
		if s.stop() {
			return false
		}
	}
	hints := w.hints
	if len(hints) == 0 {
		memo.keep(b)
		return false
	}
	slices.SortStableFunc(hints, func(a, c *alsWingHint) int {
		if r := cmp.Or(cmp.Compare(a.diff, c.diff), len(c.elims)-len(a.elims)); r != 0 {
			return r
		}
		return cmp.Compare(c.suffix(), a.suffix()) // made only for a tie
	})
	h := hints[0]
	st := Step{Technique: alsWingTechs[k], Difficulty: h.diff, Cells: h.cells, Digits: h.digits, Eliminations: h.elims}
	var alsDigits sudoku.Set
	for _, c := range h.cells {
		st.CellCandidates = append(st.CellCandidates, b.cands[c])
	}
	for _, c := range h.cells[:k] {
		alsDigits |= b.cands[c]
	}
	yz := h.cells[k]
	st.Groups = [][]int{h.cells[:k], {yz}}
	st.GroupDigits = []sudoku.Set{alsDigits, b.cands[yz]}
	return s.found(st)
}

// alsWingMemo is the last board where the wings of k cells were searched
// and none found, and the tables of the search, kept for the next: a
// rating searches at every step that needs a chain.
type alsWingMemo struct {
	boardMemo
	w alsWingSearch
}

// search returns the memo's search, ready for a search of wings of k cells
// on s's board, its tables empty.
func (m *alsWingMemo) search(s *searcher, k int) *alsWingSearch {
	sh := s.b.Shape
	w := &m.w
	if len(w.with) != sh.N+1 || len(w.bival) != (sh.Cells+63)/64 {
		*w = alsWingSearch{with: make([]cellBits, sh.N+1), next: make([][]int, k),
			bival: newCellBits(sh.Cells), seen: newCellBits(sh.Cells), mask: newCellBits(sh.Cells),
			near: newCellBits(sh.Cells)}
		for d := range w.with {
			w.with[d] = newCellBits(sh.Cells)
		}
	}
	for _, m := range w.with {
		clear(m)
	}
	clear(w.bival)
	w.s, w.k, w.peers = s, k, peerBits(sh)
	w.set, w.hints, w.changed, w.nChanged = w.set[:0], w.hints[:0], nil, 0
	return w
}

// alsWingSearch is one search of ALS wings of k cells.
type alsWingSearch struct {
	s     *searcher
	k     int
	peers []cellBits
	with  []cellBits // by digit: the cells holding it
	set   []int      // the cells of the set so far
	next  [][]int    // by size of the set: the cells that may follow
	seen  cellBits   // scratch: the cells some cell of the set sees
	bival cellBits   // the cells with two candidates
	mask  cellBits   // scratch
	hints []*alsWingHint
	try   alsWingHint // scratch: the wing on a bivalue cell being tried
	// changed, when not nil, are the cells that changed since a board where
	// no wing was found, and a wing must have one (nChanged: in the set)
	changed  cellBits
	nChanged int
	// near are the cells changed or seeing a changed bivalue cell (every
	// cell when changed is nil): a wing has one in its set (nNear: so
	// far), since its bivalue cell, when not changed itself, sees a cell
	// of the set.
	near  cellBits
	nNear int
}

// setNear computes near from changed and the bivalue cells.
func (w *alsWingSearch) setNear() {
	copy(w.near, w.changed)
	for i, word := range w.changed {
		for word &= w.bival[i]; word != 0; word &= word - 1 {
			w.near.or(w.peers[i*64+bits.TrailingZeros64(word)])
		}
	}
}

// grow adds to the set, whose candidates are union, each cell of cand
// that keeps it small enough, in order.
func (w *alsWingSearch) grow(union sudoku.Set, cand []int) {
	b := w.s.b
	if len(w.set) == w.k {
		if union.Len() == w.k+1 {
			w.bivalue(union)
		}
		return
	}
	// A set grows only from cand, in order: it needs left more cells
	// than it lacks.
	lack := w.k - len(w.set)
	// A set none of whose cells is near a change needs one from cand:
	// none comes after the last.
	lastNear := len(cand)
	if w.nNear == 0 {
		lastNear = -1
		for i := len(cand) - 1; i >= 0 && lastNear < 0; i-- {
			if w.near.has(cand[i]) {
				lastNear = i
			}
		}
	}
	for i, c := range cand {
		if len(cand)-i < lack || i > lastNear {
			return
		}
		p := b.cands[c]
		u := union | p
		isNear := w.near.has(c)
		if p.Len() < 2 || u.Len() > w.k+1 || (lack == 1 && w.nNear == 0 && !isNear) {
			continue
		}
		// The next cells: later candidates that see c too and still fit
		// (the union only grows).
		next := w.next[len(w.set)][:0]
		for _, x := range cand[i+1:] {
			if q := b.cands[x]; w.peers[c].has(x) && q.Len() >= 2 && (u|q).Len() <= w.k+1 {
				next = append(next, x)
			}
		}
		if len(next) < lack-1 || (w.nNear == 0 && !isNear && !anyOf(next, w.near)) {
			continue
		}
		w.next[len(w.set)] = next
		in := w.changed != nil && w.changed.has(c)
		if in {
			w.nChanged++
		}
		if isNear {
			w.nNear++
		}
		w.set = append(w.set, c)
		w.grow(u, next)
		w.set = w.set[:len(w.set)-1]
		if in {
			w.nChanged--
		}
		if isNear {
			w.nNear--
		}
	}
}

// bivalue completes the set, whose candidates are union, with each
// bivalue cell that fits.
func (w *alsWingSearch) bivalue(union sudoku.Set) {
	b := w.s.b
	set, k := w.set, w.k
	// Bivalue cells seen by some cell of the set, in reading order, with
	// no digit outside the set's.
	clear(w.seen)
	for _, c := range set {
		w.seen.or(w.peers[c])
	}
	w.seen.and(w.bival)
	for out := b.Shape.AllDigits() &^ union; out != 0; out &= out - 1 {
		w.seen.andNot(w.with[out.First()])
	}
	if w.changed != nil && w.nChanged == 0 {
		w.seen.and(w.changed)
	}
	big, size := 0, 0
	for _, c := range set {
		big = max(big, b.cands[c].Len())
		size += b.cands[c].Len()
	}
	// restricted reports whether every cell of the set holding v sees yz.
	restricted := func(yz int, v sudoku.Digit) bool {
		for _, c := range set {
			if b.cands[c].Has(v) && !w.peers[yz].has(c) {
				return false
			}
		}
		return true
	}
	for i, word := range w.seen {
		for ; word != 0; word &= word - 1 {
			yz := i*64 + bits.TrailingZeros64(word)
			p := b.cands[yz]
			if p.Len() != 2 || (p&union).Len() != 2 || slices.Contains(set, yz) {
				continue
			}
			x := p.First()
			z := p.Remove(x).First()
			double := restricted(yz, z)
			if !restricted(yz, x) {
				if !double {
					continue
				}
				x, z = z, x // only z is restricted: x is the digit that goes
				double = false
			}
			// Tried in w.try: most remove nothing, and only a wing that
			// does is kept.
			h := &w.try
			*h = alsWingHint{x: x, z: z, double: double, big: big, size: size, digits: union, elims: h.elims[:0]}
			weak, strongX := 0, 0
			if double {
				for u := union &^ p; u != 0; u &= u - 1 {
					weak += w.eliminate(h, yz, u.First(), false)
				}
				strongX = w.eliminate(h, yz, x, true)
			}
			strongZ := w.eliminate(h, yz, z, true)
			if len(h.elims) == 0 {
				continue
			}
			if double && weak == 0 && (strongX == 0 || strongZ == 0) {
				// Only one digit of the bivalue cell goes: the singly
				// linked wing on it.
				h.double = false
				if strongZ == 0 {
					h.x, h.z = z, x
				}
			}
			kept := *h
			kept.cells = append(slices.Clone(set), yz)
			kept.elims = sortCandidates(slices.Clone(h.elims))
			kept.diff = alsWingDifficulty(k, big)
			w.hints = append(w.hints, &kept)
		}
	}
}

// eliminate adds to h the candidates v of the cells outside the set and
// yz that see every cell of the set holding v (and yz, when withYZ), and
// returns how many.
func (w *alsWingSearch) eliminate(h *alsWingHint, yz int, v sudoku.Digit, withYZ bool) int {
	m := w.mask
	copy(m, w.with[v])
	for _, a := range w.set {
		if w.s.b.cands[a].Has(v) {
			m.and(w.peers[a])
		}
	}
	if withYZ {
		m.and(w.peers[yz])
	}
	n := 0
	for i, word := range m {
		for ; word != 0; word &= word - 1 {
			c := i*64 + bits.TrailingZeros64(word)
			if c == yz || slices.Contains(w.set, c) {
				continue
			}
			h.elims = append(h.elims, Candidate{c, v})
			n++
		}
	}
	return n
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// anyOf reports whether one of cells is in m.
func anyOf(cells []int, m cellBits) bool {
	for _, c := range cells {
		if m.has(c) {
			return true
		}
	}
	return false
}
