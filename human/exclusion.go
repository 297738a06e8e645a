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
	var base []int
	excl := make([][]int, sh.Cells)
	words := (sh.Cells + 63) / 64
	exBits := make([][]uint64, sh.Cells)
	for c := 0; c < sh.Cells; c++ {
		if b.cands[c].Len() < 2 {
			continue
		}
		single := false
		var ex []int
		for _, p := range sh.Peers(c) {
			switch n := b.cands[p].Len(); {
			case n == 1:
				single = true
			case n >= 2 && n <= degree:
				ex = append(ex, p)
			}
		}
		if !single && len(ex) > 0 {
			base = append(base, c)
			excl[c] = ex
			bs := make([]uint64, words)
			for _, x := range ex {
				bs[x/64] |= 1 << (x % 64)
			}
			exBits[c] = bs
		}
	}
	if len(base) < degree {
		return false
	}
	var cellBuf [3]int
	both := make([]uint64, words) // the excluders common to the base cells
	var common []int
	try := func(idx ...int) bool {
		cells := cellBuf[:degree]
		for i, j := range idx {
			cells[i] = base[j]
		}
		// Excluders common to all base cells: at least two are needed.
		n := 0
		for w := 0; w < words; w++ {
			m := exBits[cells[0]][w]
			for _, c := range cells[1:] {
				m &= exBits[c][w]
			}
			both[w] = m
			n += bits.OnesCount64(m)
		}
		if n < 2 {
			return false
		}
		common = common[:0]
		for _, x := range excl[cells[0]] {
			if both[x/64]&(1<<(x%64)) != 0 {
				common = append(common, x)
			}
		}
		// The digits a base cell may not repeat: those of the earlier base
		// cells it sees. A combination is walked digit by digit, and one
		// that repeats a digit is dropped as soon as it does; one whose
		// digits are all allowed already adds nothing.
		var seeing [3][3]bool
		for j := range degree {
			for k := range j {
				seeing[j][k] = sees(sh, cells[j], cells[k])
			}
		}
		var allowed [3]sudoku.Set // per base cell: digits in some allowed combination
		var combo [3]sudoku.Digit
		var walk func(i int, used sudoku.Set)
		walk = func(i int, used sudoku.Set) {
			// A combination adds something only when one of its digits is
			// not allowed yet: none below this point does when the digits
			// chosen are allowed and every later cell's are all.
			fresh := false
			for j := range degree {
				if j < i && !allowed[j].Has(combo[j]) || j >= i && allowed[j] != b.cands[cells[j]] {
					fresh = true
					break
				}
			}
			if !fresh {
				return
			}
			// A cell that sees them all with no digit left: every
			// combination that takes these digits is excluded.
			for _, x := range common {
				if b.cands[x]&^used == 0 {
					return
				}
			}
			if i == degree {
				for j := range degree {
					allowed[j] = allowed[j].Add(combo[j])
				}
				return
			}
		next:
			for set := b.cands[cells[i]]; set != 0; set &= set - 1 {
				v := set.First()
				for k := range i {
					if combo[k] == v && seeing[i][k] {
						continue next
					}
				}
				combo[i] = v
				walk(i+1, used.Add(v))
			}
		}
		walk(0, 0)
		var elims []Candidate
		for i, c := range cells {
			for r := b.cands[c] &^ allowed[i]; r != 0; r &= r - 1 {
				elims = append(elims, Candidate{c, r.First()})
			}
		}
		if len(elims) == 0 {
			return false
		}
		st := Step{Technique: AlignedPairExclusion, Difficulty: 6.2, Cells: slices.Clone(cells), Extra: slices.Clone(common), Eliminations: elims}
		if degree == 3 {
			st.Technique, st.Difficulty = AlignedTripleExclusion, 7.5
		}
		return s.found(st)
	}
	// The combinations of base cells in Sudoku Explainer's order (that of
	// combinations: by the largest index, then the next), skipping those
	// whose two largest cells share fewer than two excluders.
	shared := func(a, b int) int {
		n := 0
		for w := range words {
			n += bits.OnesCount64(exBits[a][w] & exBits[b][w])
		}
		return n
	}
	for k := 1; k < len(base); k++ {
		if s.stop() {
			return false
		}
		for j := 0; j < k; j++ {
			if shared(base[j], base[k]) < 2 {
				continue
			}
			if degree == 2 {
				if try(j, k) {
					return s.err == nil
				}
				continue
			}
			for i := 0; i < j; i++ {
				if try(i, j, k) {
					return s.err == nil
				}
			}
		}
	}
	return false
}
