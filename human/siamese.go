package human

import (
	"slices"

	"github.com/nanpure/nanpure/sudoku"
)

// Siamese fish (HoDoKu's): two finned fish of one family, size and digit
// with the same base, that differ in their cover and fins, given as one
// step that makes the eliminations of both. HoDoKu pairs every two such
// fish whose first eliminations differ, names the pair after the one it
// found first (the smaller cover, in the order of combinations of houses)
// and gives it that fish's code with a trailing 1: a Finned Swordfish
// (0311) and a Sashimi Swordfish with one base make a Siamese Finned
// Swordfish (03111) or a Siamese Sashimi Swordfish (03211).
//
// The step's Cover holds the first fish's cover, then the second's; its
// Groups are the two fish's fins.

// The Siamese fish, by family and size.
var (
	SiameseFinnedXWing            = register(techniqueDef{key: "siamese-finned-x-wing", difficulty: 3.5, hodoku: "03101", nudge: nudgeDigit})
	SiameseFinnedSwordfish        = register(techniqueDef{key: "siamese-finned-swordfish", difficulty: 4.1, hodoku: "03111", nudge: nudgeDigit})
	SiameseFinnedJellyfish        = register(techniqueDef{key: "siamese-finned-jellyfish", difficulty: 5.5, hodoku: "03121", nudge: nudgeDigit})
	SiameseSashimiXWing           = register(techniqueDef{key: "siamese-sashimi-x-wing", difficulty: 3.6, hodoku: "03201", nudge: nudgeDigit})
	SiameseSashimiSwordfish       = register(techniqueDef{key: "siamese-sashimi-swordfish", difficulty: 4.2, hodoku: "03211", nudge: nudgeDigit})
	SiameseSashimiJellyfish       = register(techniqueDef{key: "siamese-sashimi-jellyfish", difficulty: 5.6, hodoku: "03221", nudge: nudgeDigit})
	SiameseFinnedFrankenXWing     = register(techniqueDef{key: "siamese-finned-franken-x-wing", difficulty: 4.0, hodoku: "03401", nudge: nudgeDigit})
	SiameseFinnedFrankenSwordfish = register(techniqueDef{key: "siamese-finned-franken-swordfish", difficulty: 4.6, hodoku: "03411", nudge: nudgeDigit})
	SiameseFinnedFrankenJellyfish = register(techniqueDef{key: "siamese-finned-franken-jellyfish", difficulty: 6.0, hodoku: "03421", nudge: nudgeDigit})
	SiameseFinnedMutantXWing      = register(techniqueDef{key: "siamese-finned-mutant-x-wing", difficulty: 4.5, hodoku: "03601", nudge: nudgeDigit})
	SiameseFinnedMutantSwordfish  = register(techniqueDef{key: "siamese-finned-mutant-swordfish", difficulty: 5.1, hodoku: "03611", nudge: nudgeDigit})
	SiameseFinnedMutantJellyfish  = register(techniqueDef{key: "siamese-finned-mutant-jellyfish", difficulty: 6.5, hodoku: "03621", nudge: nudgeDigit})
	siameseFinnedTech             = [...]Technique{2: SiameseFinnedXWing, 3: SiameseFinnedSwordfish, 4: SiameseFinnedJellyfish}
	siameseSashimiTech            = [...]Technique{2: SiameseSashimiXWing, 3: SiameseSashimiSwordfish, 4: SiameseSashimiJellyfish}
	siameseFrankenTech            = [...]Technique{2: SiameseFinnedFrankenXWing, 3: SiameseFinnedFrankenSwordfish, 4: SiameseFinnedFrankenJellyfish}
	siameseMutantTech             = [...]Technique{2: SiameseFinnedMutantXWing, 3: SiameseFinnedMutantSwordfish, 4: SiameseFinnedMutantJellyfish}
	_                             = addExplainer(words.siameseFish,
		SiameseFinnedXWing, SiameseFinnedSwordfish, SiameseFinnedJellyfish,
		SiameseSashimiXWing, SiameseSashimiSwordfish, SiameseSashimiJellyfish,
		SiameseFinnedFrankenXWing, SiameseFinnedFrankenSwordfish, SiameseFinnedFrankenJellyfish,
		SiameseFinnedMutantXWing, SiameseFinnedMutantSwordfish, SiameseFinnedMutantJellyfish)
)

// The finders, one per family and size.
var (
	_ = addFinder("siamese-finned-x-wing", func(s *searcher) bool { return s.siameseFish(2, basicFish) }, SiameseFinnedXWing, SiameseSashimiXWing)
	_ = addFinder("siamese-finned-swordfish", func(s *searcher) bool { return s.siameseFish(3, basicFish) }, SiameseFinnedSwordfish, SiameseSashimiSwordfish)
	_ = addFinder("siamese-finned-jellyfish", func(s *searcher) bool { return s.siameseFish(4, basicFish) }, SiameseFinnedJellyfish, SiameseSashimiJellyfish)
	_ = addFinder("siamese-finned-franken-x-wing", func(s *searcher) bool { return s.siameseFish(2, frankenFish) }, SiameseFinnedFrankenXWing)
	_ = addFinder("siamese-finned-franken-swordfish", func(s *searcher) bool { return s.siameseFish(3, frankenFish) }, SiameseFinnedFrankenSwordfish)
	_ = addFinder("siamese-finned-franken-jellyfish", func(s *searcher) bool { return s.siameseFish(4, frankenFish) }, SiameseFinnedFrankenJellyfish)
	_ = addFinder("siamese-finned-mutant-x-wing", func(s *searcher) bool { return s.siameseFish(2, mutantFish) }, SiameseFinnedMutantXWing)
	_ = addFinder("siamese-finned-mutant-swordfish", func(s *searcher) bool { return s.siameseFish(3, mutantFish) }, SiameseFinnedMutantSwordfish)
	_ = addFinder("siamese-finned-mutant-jellyfish", func(s *searcher) bool { return s.siameseFish(4, mutantFish) }, SiameseFinnedMutantJellyfish)
)

// siameseFish finds a Siamese fish of size k and family fam: on each digit
// and each base, it pairs the finned fish of that base.
func (s *searcher) siameseFish(k int, fam fishFamily) bool {
	n := s.b.Shape.N
	for d := sudoku.Digit(1); int(d) <= n; d++ {
		f := s.fishSpace(d)
		if f == nil {
			continue
		}
		all, ok := f.fishOf(s, k, fam)
		if !ok {
			return false
		}
		// all comes base by base, each base's fish in the order of their
		// covers: HoDoKu names a pair after the first. Pairs of the same
		// name and eliminations are given once.
		type effect struct {
			a     int // the first fish's technique, by sashimi
			elims placeSet
		}
		seen := map[effect]bool{}
		for lo := 0; lo < len(all); {
			hi := lo + 1
			for hi < len(all) && slices.Equal(all[hi].base, all[lo].base) {
				hi++
			}
			for i := lo; i < hi; i++ {
				a := all[i]
				if a.fins.empty() {
					continue
				}
				sashimi := 0
				if fam == basicFish && f.sashimi(a) {
					sashimi = 1
				}
				for j := i + 1; j < hi; j++ {
					e := effect{sashimi, a.elims.or(all[j].elims)}
					if seen[e] {
						continue
					}
					if st, ok := f.siamese(a, all[j], k, fam); ok {
						seen[e] = true
						if s.found(st) {
							return true
						}
					}
				}
			}
			lo = hi
		}
	}
	return false
}

// siamese makes the step of fish a and b (a found first) as one, when
// their first eliminations differ (HoDoKu's test).
func (f *fishSpace) siamese(a, b rawFish, k int, fam fishFamily) (Step, bool) {
	if a.fins.empty() || b.fins.empty() || firstElim(a) == firstElim(b) {
		return Step{}, false
	}
	var t Technique
	switch {
	case fam == frankenFish:
		t = siameseFrankenTech[k]
	case fam == mutantFish:
		t = siameseMutantTech[k]
	case f.sashimi(a):
		t = siameseSashimiTech[k]
	default:
		t = siameseFinnedTech[k]
	}
	st := f.step(t, rawFish{base: a.base, cover: a.cover, fins: a.fins, elims: a.elims.or(b.elims)})
	st.Cover = append(st.Cover, f.houses(b.cover)...)
	st.Extra = nil
	for _, x := range []rawFish{a, b} {
		st.Groups = append(st.Groups, f.placeCells(x.fins))
		st.GroupDigits = append(st.GroupDigits, sudoku.Bit(f.d))
	}
	st.Difficulty = t.Difficulty()
	return st, true
}

// firstElim is the elimination HoDoKu lists first: the lowest that is not
// cannibalistic, else the lowest.
func firstElim(x rawFish) int {
	if i := x.elims.andNot(x.cannibal).first(); i >= 0 {
		return i
	}
	return x.elims.first()
}

// siameseFish explains a Siamese fish: the two fish of one base, and what
// each removes.
func (w words) siameseFish(s Step) string {
	k := len(s.Houses)
	if k == 0 || len(s.Cover) != 2*k || len(s.Groups) != 2 {
		return ""
	}
	return w.say("siamese-fish", "name", s.Technique.Name(w.l), "digit", w.digits(s.Digits),
		"base", w.houses(s.Houses), "cover-a", w.houses(s.Cover[:k]), "cover-b", w.houses(s.Cover[k:]),
		"fins-a", w.cells(s.Groups[0]), "fins-b", w.cells(s.Groups[1]))
}
