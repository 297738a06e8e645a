package human

import (
	"math/bits"

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

// fish finds a basic fish of size k.
func (s *searcher) fish(k int) bool {
	b := s.b
	sh := b.Shape
	n := sh.N
	for d := sudoku.Digit(1); int(d) <= n; d++ {
		for _, rows := range []bool{true, false} {
			off := 0
			if !rows {
				off = n
			}
			var lines []int
			var masks []uint64
			for i := 0; i < n; i++ {
				m := b.where(off+i, d)
				if c := bits.OnesCount64(m); c >= 2 && c <= k {
					lines = append(lines, off+i)
					masks = append(masks, m)
				}
			}
			if combinations(len(lines), k, func(idx []int) bool {
				var cover uint64
				for _, i := range idx {
					cover |= masks[i]
				}
				if bits.OnesCount64(cover) != k {
					return false
				}
				st := Step{Technique: fishTech[k], Difficulty: fishDiff[k], Digits: sudoku.Bit(d)}
				for _, i := range idx {
					st.Houses = append(st.Houses, lines[i])
				}
				for m := cover; m != 0; m &= m - 1 {
					j := bits.TrailingZeros64(m)
					coverLine := n - off + j
					st.Cover = append(st.Cover, coverLine)
					for x := 0; x < n; x++ {
						if containsInt(st.Houses, off+x) {
							if c := lineCell(sh, off+x, j); b.cands[c].Has(d) {
								st.Cells = append(st.Cells, c)
							}
							continue
						}
						if c := lineCell(sh, off+x, j); b.cands[c].Has(d) {
							st.Eliminations = append(st.Eliminations, Candidate{c, d})
						}
					}
				}
				if len(st.Eliminations) == 0 {
					return false
				}
				return s.found(st)
			}) {
				return true
			}
		}
	}
	return false
}

// finnedFish finds a finned or sashimi fish of size k.
func (s *searcher) finnedFish(k int) bool {
	b := s.b
	sh := b.Shape
	n := sh.N
	for d := sudoku.Digit(1); int(d) <= n; d++ {
		for _, rows := range []bool{true, false} {
			off := 0
			if !rows {
				off = n
			}
			var lines []int
			var masks []uint64
			for i := 0; i < n; i++ {
				m := b.where(off+i, d)
				if c := bits.OnesCount64(m); c >= 1 && c <= k+2 {
					lines = append(lines, off+i)
					masks = append(masks, m)
				}
			}
			if combinations(len(lines), k, func(idx []int) bool {
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
					// The fins: places outside the cover, all in one box.
					var fins []int
					box := -1
					sashimi := false
					for _, i := range idx {
						line := lines[i]
						if bits.OnesCount64(masks[i]&cover) <= 1 {
							sashimi = true
						}
						for m := masks[i] &^ cover; m != 0; m &= m - 1 {
							c := lineCell(sh, line, bits.TrailingZeros64(m))
							if box >= 0 && sh.Box(c) != box {
								return false
							}
							box = sh.Box(c)
							fins = append(fins, c)
						}
					}
					if len(fins) == 0 {
						return false
					}
					st := Step{Digits: sudoku.Bit(d), Extra: fins}
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
							if containsInt(st.Houses, off+x) {
								st.Cells = append(st.Cells, c)
							} else if sh.Box(c) == box {
								st.Eliminations = append(st.Eliminations, Candidate{c, d})
							}
						}
					}
					if len(st.Eliminations) == 0 {
						return false
					}
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
