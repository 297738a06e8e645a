package human

import (
	"math/bits"
	"slices"

	"github.com/nanpure/nanpure/sudoku"
)

// Aligned exclusion: two (three) cells cannot take a combination of digits
// that would empty a cell they all see (a cell whose candidates are all in
// the combination) or repeat a digit in a house they share. A candidate of
// a base cell that belongs to no allowed combination is false. Aligned Pair
// Exclusion is 6.2, Aligned Triple Exclusion 7.5 (Sudoku Explainer's
// producers: base cells are cells of two or more candidates with no naked
// single in their houses and with excluding cells, cells of at most 2 (3)
// candidates, among their peers).

// The aligned exclusions.
var (
	AlignedPairExclusion   = register(techniqueDef{key: "aligned-pair-exclusion", difficulty: 6.2, hodoku: "1000", nudge: nudgeDigit})
	AlignedTripleExclusion = register(techniqueDef{key: "aligned-triple-exclusion", difficulty: 7.5, hodoku: "1001", nudge: nudgeDigit})
)

// The aligned exclusions' finders.
var (
	_ = addFinder("aligned-pair-exclusion", func(s *searcher) bool { return s.alignedExclusion(2) }, AlignedPairExclusion)
	_ = addFinder("aligned-triple-exclusion", func(s *searcher) bool { return s.alignedExclusion(3) }, AlignedTripleExclusion)
)

// alignedExclusion finds an aligned pair (degree 2) or triple (3) exclusion.
func (s *searcher) alignedExclusion(degree int) bool {
	b := s.b
	sh := b.Shape
	memo := &s.aligned[degree-2]
	t := &memo.tables
	t.reset(sh)
	words := (sh.Cells + 63) / 64
	exBits, slab, isBase := t.exBits, t.slab, t.isBase
	base := t.base[:0] // never outgrows the room reset made
	for c := 0; c < sh.Cells; c++ {
		if b.cands[c].Len() < 2 {
			continue
		}
		// Its excluders, as a set in slab; it is a base cell when it has
		// some and no peer is a naked single.
		bs := slab[c*words : (c+1)*words]
		some, single := false, false
		for _, p := range sh.Peers(c) {
			switch n := b.cands[p].Len(); {
			case n == 1:
				single = true
			case n >= 2 && n <= degree:
				bs[p/64] |= 1 << (p % 64)
				some = true
			}
		}
		if some && !single {
			base = append(base, c)
			isBase.add(c)
			exBits[c] = bs
		}
	}
	if len(base) < degree {
		memo.keepBase(b, isBase)
		return false
	}
	diff := memo.diff(b, isBase)
	var cellBuf [3]int
	hit := false // some combination found something
	var common []int
	var exSets []sudoku.Set // the candidates of the common excluders
	// try tries the combination of cells, whose common excluders are the
	// cells of shared (two or more: the combinations are tried only then).
	try := func(cells []int, shared cellBits) bool {
		common, exSets = common[:0], exSets[:0]
		for i, m := range shared {
			for ; m != 0; m &= m - 1 {
				x := i*64 + bits.TrailingZeros64(m)
				common = append(common, x)
				exSets = append(exSets, b.cands[x])
			}
		}
		allowed := alignedAllowed(sh, b, cells, exSets)
		var elims []Candidate
		for i, c := range cells {
			for r := b.cands[c] &^ allowed[i]; r != 0; r &= r - 1 {
				elims = append(elims, Candidate{c, r.First()})
			}
		}
		if len(elims) == 0 {
			return false
		}
		hit = true
		st := Step{Technique: AlignedPairExclusion, Difficulty: 6.2, Cells: slices.Clone(cells), Extra: slices.Clone(common), Eliminations: elims}
		if degree == 3 {
			st.Technique, st.Difficulty = AlignedTripleExclusion, 7.5
		}
		return s.found(st)
	}
	// The combinations of base cells in Sudoku Explainer's order (that of
	// combinations: by the largest cell, then the next), skipping those
	// whose cells share fewer than two excluders. An excluder of a base
	// cell is a peer with few candidates, so another base cell shares two
	// of a set of excluders when it sees two of them: the second and third
	// cells are read off the peers of the excluders of the largest, then of
	// those the pair shares (pair).
	peers := peerBits(sh)
	pair, triple, seconds, thirds := t.pair, t.triple, t.seconds, t.thirds
	for k := 1; k < len(base); k++ {
		if s.stop() {
			return false
		}
		exK := exBits[base[k]]
		seenTwice(seconds, t.once, exK, peers)
		seconds.and(isBase)
	second:
		for w := range words {
			for m := seconds[w]; m != 0; m &= m - 1 {
				j := w*64 + bits.TrailingZeros64(m)
				if j >= base[k] {
					break second
				}
				// A pair that may not find anything makes a triple that
				// may only with a third cell that is dirty.
				pairMay := diff.mayFind(j, base[k])
				pair.setAnd(exK, exBits[j])
				if degree == 2 {
					if pairMay && try(append(cellBuf[:0], j, base[k]), pair) {
						return s.err == nil
					}
					continue
				}
				seenTwice(thirds, t.once, pair, peers)
				thirds.and(isBase)
				if !pairMay {
					thirds.and(diff.dirty)
				}
			third:
				for x := range words {
					for m := thirds[x]; m != 0; m &= m - 1 {
						i := x*64 + bits.TrailingZeros64(m)
						if i >= j {
							break third
						}
						if !diff.mayFind(i, j, base[k]) {
							continue
						}
						triple.setAnd(pair, exBits[i])
						if try(append(cellBuf[:0], i, j, base[k]), triple) {
							return s.err == nil
						}
					}
				}
			}
		}
	}
	if !hit {
		memo.keepBase(b, isBase)
	}
	return false
}

// seenTwice sets twice to the cells that see two cells of set or more,
// with once as scratch.
func seenTwice(twice, once, set cellBits, peers []cellBits) {
	clear(once)
	clear(twice)
	for w, m := range set {
		for ; m != 0; m &= m - 1 {
			p := peers[w*64+bits.TrailingZeros64(m)]
			for x := range twice {
				twice[x] |= once[x] & p[x]
				once[x] |= p[x]
			}
		}
	}
}

// alignedAllowed returns, for each of the two or three base cells, the
// digits that belong to an allowed combination: one digit per cell, none
// repeated by two cells that see each other, and no excluder (by its
// candidates ex) left without a digit, that is with its candidates all in
// the combination.
//
// The last cell is not walked digit by digit: given the digits of the
// others, an excluder rules out a digit of it when that digit is the only
// one of its candidates they do not take (lastDigits).
func alignedAllowed(sh *sudoku.Shape, b *Board, cells []int, ex []sudoku.Set) (allowed [3]sudoku.Set) {
	last := len(cells) - 1
	lc := cells[last]
	var seeLast [2]bool // the last cell sees base cell i: it may not repeat its digit
	for i := range last {
		seeLast[i] = sees(sh, lc, cells[i])
	}
	see10 := last == 2 && sees(sh, cells[1], cells[0])
	for v0 := b.cands[cells[0]]; v0 != 0; v0 &= v0 - 1 {
		b0 := v0 & -v0
		var t0 sudoku.Set
		if seeLast[0] {
			t0 = b0
		}
		if last == 1 {
			if avail := lastDigits(b.cands[lc], b0, t0, ex); avail != 0 {
				allowed[0] |= b0
				allowed[1] |= avail
			}
			continue
		}
		for v1 := b.cands[cells[1]]; v1 != 0; v1 &= v1 - 1 {
			b1 := v1 & -v1
			if b1 == b0 && see10 {
				continue
			}
			taken := t0
			if seeLast[1] {
				taken |= b1
			}
			if avail := lastDigits(b.cands[lc], b0|b1, taken, ex); avail != 0 {
				allowed[0] |= b0
				allowed[1] |= b1
				allowed[2] |= avail
			}
		}
	}
	return allowed
}

// lastDigits returns the digits of cands (the last base cell's) that
// complete the digits used by the other base cells into an allowed
// combination: not in taken, and leaving every excluder a digit.
func lastDigits(cands, used, taken sudoku.Set, ex []sudoku.Set) sudoku.Set {
	avail := cands &^ taken
	for _, e := range ex {
		r := e &^ used
		if r == 0 {
			return 0 // the others leave it no digit
		}
		if r&(r-1) == 0 {
			avail &^= r // its one digit left
		}
	}
	return avail
}
