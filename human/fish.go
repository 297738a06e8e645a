package human

import (
	"math/bits"
	"slices"

	"github.com/nanpure/nanpure/sudoku"
)

// Fish: when the places of a digit in k rows (the base) all lie in k
// columns (the cover), those k columns get their digit in those rows, and
// it leaves the columns' other cells; the same with rows and columns
// swapped. k = 2, 3, 4: X-Wing (3.2), Swordfish (3.8), Jellyfish (5.2).
//
// A finned fish has extra places of the digit in the base (fins), all in
// one box: either the fish holds, or a fin does, so only cover cells in that
// box lose the digit. It is sashimi when some base line keeps at most one
// place inside the cover once the fins are left aside.

// The fish.
var (
	XWing            = register(techniqueDef{key: "x-wing", difficulty: 3.2, hodoku: "0300", nudge: nudgeDigit})
	Swordfish        = register(techniqueDef{key: "swordfish", difficulty: 3.8, hodoku: "0301", nudge: nudgeDigit})
	Jellyfish        = register(techniqueDef{key: "jellyfish", difficulty: 5.2, hodoku: "0302", nudge: nudgeDigit})
	FinnedXWing      = register(techniqueDef{key: "finned-x-wing", difficulty: 3.4, hodoku: "0310", nudge: nudgeDigit})
	FinnedSwordfish  = register(techniqueDef{key: "finned-swordfish", difficulty: 4.0, hodoku: "0311", nudge: nudgeDigit})
	FinnedJellyfish  = register(techniqueDef{key: "finned-jellyfish", difficulty: 5.4, hodoku: "0312", nudge: nudgeDigit})
	SashimiXWing     = register(techniqueDef{key: "sashimi-x-wing", difficulty: 3.5, hodoku: "0320", nudge: nudgeDigit})
	SashimiSwordfish = register(techniqueDef{key: "sashimi-swordfish", difficulty: 4.1, hodoku: "0321", nudge: nudgeDigit})
	SashimiJellyfish = register(techniqueDef{key: "sashimi-jellyfish", difficulty: 5.5, hodoku: "0322", nudge: nudgeDigit})
)

// The fish finders.
var (
	_ = addFinder("x-wing", func(s *searcher) bool { return s.fish(2) }, XWing)
	_ = addFinder("swordfish", func(s *searcher) bool { return s.fish(3) }, Swordfish)
	_ = addFinder("jellyfish", func(s *searcher) bool { return s.fish(4) }, Jellyfish)
	_ = addFinder("finned-x-wing", func(s *searcher) bool { return s.finnedFish(2) }, FinnedXWing, SashimiXWing)
	_ = addFinder("finned-swordfish", func(s *searcher) bool { return s.finnedFish(3) }, FinnedSwordfish, SashimiSwordfish)
	_ = addFinder("finned-jellyfish", func(s *searcher) bool { return s.finnedFish(4) }, FinnedJellyfish, SashimiJellyfish)
)

var fishTech = [...]Technique{2: XWing, 3: Swordfish, 4: Jellyfish}
var fishDiff = [...]float64{2: 3.2, 3: 3.8, 4: 5.2}
var finnedTech = [...]Technique{2: FinnedXWing, 3: FinnedSwordfish, 4: FinnedJellyfish}
var sashimiTech = [...]Technique{2: SashimiXWing, 3: SashimiSwordfish, 4: SashimiJellyfish}

// lineCell returns the cell at index i across line (a row or column house).
func lineCell(sh *sudoku.Shape, line, i int) int {
	if line < sh.N {
		return sh.Cell(line, i)
	}
	return sh.Cell(i, line-sh.N)
}

// fishBase lists the lines of one direction (the rows from off = 0, the
// columns from off = n) where digit d has lo to hi places, with those places.
func (b *Board) fishBase(d sudoku.Digit, off, lo, hi int) (lines []int, masks []uint64) {
	for i := 0; i < b.Shape.N; i++ {
		m := b.where(off+i, d)
		if c := bits.OnesCount64(m); c >= lo && c <= hi {
			lines = append(lines, off+i)
			masks = append(masks, m)
		}
	}
	return lines, masks
}

// fishStep makes the step of a fish on digit d whose base is lines[idx]
// (rows from off = 0, columns from off = n) and whose cover lines hold the
// places in cover: the base's places in the cover are its cells, the cover's
// other places are eliminated (only those in box when box >= 0, the fins'
// box of a finned fish).
func (b *Board) fishStep(d sudoku.Digit, off int, lines, idx []int, cover uint64, box int) Step {
	sh := b.Shape
	n := sh.N
	st := Step{Digits: sudoku.Bit(d)}
	for _, i := range idx {
		st.Houses = append(st.Houses, lines[i])
	}
	for m := cover; m != 0; m &= m - 1 {
		j := bits.TrailingZeros64(m)
		st.Cover = append(st.Cover, n-off+j)
		for x := 0; x < n; x++ {
			c := lineCell(sh, off+x, j)
			if !b.cands[c].Has(d) {
				continue
			}
			if slices.Contains(st.Houses, off+x) {
				st.Cells = append(st.Cells, c)
			} else if box < 0 || sh.Box(c) == box {
				st.Eliminations = append(st.Eliminations, Candidate{c, d})
			}
		}
	}
	return st
}

// fish finds a basic fish of size k.
func (s *searcher) fish(k int) bool {
	b := s.b
	n := b.Shape.N
	// Only a search for the first fish, of every line, may skip and mark
	// quiet digits (quiet.go).
	memo := s.collect == nil && s.fresh == nil
	for d := sudoku.Digit(1); int(d) <= n; d++ {
		if memo && s.quiet.has(b, quietFish+byte(k), d) {
			continue
		}
		for _, off := range [2]int{0, n} {
			lines, masks := b.fishBase(d, off, 2, k)
			if combinations(len(lines), k, func(idx []int) bool {
				if s.fresh != nil && !slices.ContainsFunc(idx, func(i int) bool { return s.fresh(lines[i], d) }) {
					return false
				}
				var cover uint64
				for _, i := range idx {
					cover |= masks[i]
				}
				if bits.OnesCount64(cover) != k {
					return false
				}
				st := b.fishStep(d, off, lines, idx, cover, -1)
				if len(st.Eliminations) == 0 {
					return false
				}
				st.Technique, st.Difficulty = fishTech[k], fishDiff[k]
				return s.found(st)
			}) {
				return true
			}
		}
		if memo {
			s.quiet.add(b, quietFish+byte(k), d)
		}
	}
	return false
}

// finnedFish finds a finned or sashimi fish of size k.
func (s *searcher) finnedFish(k int) bool {
	b := s.b
	n := b.Shape.N
	for d := sudoku.Digit(1); int(d) <= n; d++ {
		for _, off := range [2]int{0, n} {
			lines, masks := b.fishBase(d, off, 1, k+2)
			bases := combinations
			if s.hodokuOrder {
				bases = combinationsLex // HoDoKu's order, which picks among several
			}
			if bases(len(lines), k, func(idx []int) bool {
				var union uint64
				for _, i := range idx {
					union |= masks[i]
				}
				u := bits.OnesCount64(union)
				if u <= k || u > k+2 {
					return false
				}
				var pos []int
				for m := union; m != 0; m &= m - 1 {
					pos = append(pos, bits.TrailingZeros64(m))
				}
				return combinations(len(pos), k, func(ci []int) bool {
					var cover uint64
					for _, i := range ci {
						cover |= 1 << pos[i]
					}
					fins, box, sashimi := b.fishFins(lines, masks, idx, cover)
					if len(fins) == 0 {
						return false
					}
					st := b.fishStep(d, off, lines, idx, cover, box)
					if len(st.Eliminations) == 0 {
						return false
					}
					st.Extra = fins
					st.Technique = finnedTech[k]
					st.Difficulty = fishDiff[k] + 0.2
					if sashimi {
						st.Technique = sashimiTech[k]
						st.Difficulty = fishDiff[k] + 0.3
					}
					return s.found(st)
				})
			}) {
				return true
			}
		}
	}
	return false
}

// fishFins returns the fins of the base lines[idx] against cover: its places
// outside the cover, when they all lie in one box (nil otherwise), that box,
// and whether some base line keeps at most one place in the cover (sashimi).
func (b *Board) fishFins(lines []int, masks []uint64, idx []int, cover uint64) (fins []int, box int, sashimi bool) {
	sh := b.Shape
	box = -1
	for _, i := range idx {
		if bits.OnesCount64(masks[i]&cover) <= 1 {
			sashimi = true
		}
		for m := masks[i] &^ cover; m != 0; m &= m - 1 {
			c := lineCell(sh, lines[i], bits.TrailingZeros64(m))
			if box >= 0 && sh.Box(c) != box {
				return nil, -1, false
			}
			box = sh.Box(c)
			fins = append(fins, c)
		}
	}
	return fins, box, sashimi
}
