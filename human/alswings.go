package human

import (
	"cmp"
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
	var hints []*alsWingHint
	set := make([]int, 0, k)
	peers := peerBits(sh)
	var grow func(union sudoku.Set, cand []int)
	grow = func(union sudoku.Set, cand []int) {
		if len(set) == k {
			if union.Len() == k+1 {
				hints = s.alsWingBivalue(k, set, union, hints)
			}
			return
		}
		for i, c := range cand {
			p := b.cands[c]
			u := union | p
			if p.Len() < 2 || u.Len() > k+1 {
				continue
			}
			// The next cells: later candidates that see c too.
			var next []int
			for _, x := range cand[i+1:] {
				if peers[c].has(x) {
					next = append(next, x)
				}
			}
			set = append(set, c)
			grow(u, next)
			set = set[:len(set)-1]
		}
	}
	for c := 0; c < sh.Cells; c++ {
		p := b.cands[c]
		if p.Len() < 2 || p.Len() > k+1 {
			continue
		}
		set = append(set[:0], c)
		grow(p, forward(sh, c))
		if s.stop() {
			return false
		}
	}
	if len(hints) == 0 {
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

// alsWingBivalue completes the set with each bivalue cell that fits.
func (s *searcher) alsWingBivalue(k int, set []int, union sudoku.Set, hints []*alsWingHint) []*alsWingHint {
	b := s.b
	sh := b.Shape
	// Bivalue cells seen by some cell of the set, in reading order.
	var cand []int
	for _, c := range set {
		for _, p := range sh.Peers(c) {
			if !slices.Contains(set, p) && !slices.Contains(cand, p) {
				cand = append(cand, p)
			}
		}
	}
	slices.Sort(cand)
	big, size := 0, 0
	for _, c := range set {
		big = max(big, b.cands[c].Len())
		size += b.cands[c].Len()
	}
	restricted := func(yz int, v sudoku.Digit) bool {
		for _, c := range set {
			if b.cands[c].Has(v) && !sees(sh, yz, c) {
				return false
			}
		}
		return true
	}
	for _, yz := range cand {
		p := b.cands[yz]
		if p.Len() != 2 || (p&union).Len() != 2 {
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
		h := &alsWingHint{cells: append(slices.Clone(set), yz), x: x, z: z, double: double, big: big, size: size, digits: union}
		elim := func(v sudoku.Digit, withYZ bool) (n int) {
			for c := 0; c < sh.Cells; c++ {
				if !b.cands[c].Has(v) || c == yz || slices.Contains(set, c) {
					continue
				}
				if withYZ && !sees(sh, c, yz) {
					continue
				}
				ok := true
				for _, a := range set {
					if b.cands[a].Has(v) && !sees(sh, c, a) {
						ok = false
						break
					}
				}
				if ok {
					h.elims = append(h.elims, Candidate{c, v})
					n++
				}
			}
			return n
		}
		weak, strongX := 0, 0
		if double {
			for w := union &^ p; w != 0; w &= w - 1 {
				weak += elim(w.First(), false)
			}
			strongX = elim(x, true)
		}
		strongZ := elim(z, true)
		if len(h.elims) == 0 {
			continue
		}
		if double && weak == 0 && (strongX == 0 || strongZ == 0) {
			// Only one digit of the bivalue cell goes: the singly linked
			// wing on it.
			h.double = false
			if strongZ == 0 {
				h.x, h.z = z, x
			}
		}
		h.elims = sortCandidates(h.elims)
		h.diff = alsWingDifficulty(k, big)
		hints = append(hints, h)
	}
	return hints
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
