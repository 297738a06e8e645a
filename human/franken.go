package human

import (
	"slices"

	"github.com/nanpure/nanpure/sudoku"
)

// Franken and mutant fish (HoDoKu's names and rules; the search is
// bigfish.go's). A fish is named by the kinds of its base and cover
// houses: rows against columns (or columns against rows) is a basic fish
// (fish.go); a base of rows and boxes against a cover of columns and boxes,
// or the same with rows and columns swapped, is a Franken fish; any other
// mix (a row and a column in one set, a base of boxes alone) is a Mutant
// fish. A fish with fins (endo fins included) is finned; HoDoKu has no
// sashimi Franken or Mutant fish. Sizes: 2 X-Wing, 3 Swordfish, 4
// Jellyfish, 5 Squirmbag, 6 Whale.
//
// The bounds are HoDoKu's for "find all steps": at most 5 fins, of which
// at most 2 endo fins. Franken fish are sought up to size 4; Mutant fish
// up to size 6, as far as HoDoKu's regression library goes (its Whale).
//
// Their difficulty is not on Sudoku Explainer's scale, which has no such
// fish: ours puts a Franken fish 0.5 above the basic fish of its size and
// a Mutant fish 1.0 above, fins adding 0.2 as they do to basic fish.

// fishFamily is the naming family of a fish.
type fishFamily uint8

const (
	basicFish fishFamily = iota
	frankenFish
	mutantFish
)

// fishFamilyOf names a fish by the kinds of its base and cover (HoDoKu's
// rule).
func fishFamilyOf(base, cover int) fishFamily {
	switch {
	case base == rowKind && cover == colKind, base == colKind && cover == rowKind:
		return basicFish
	case (base == rowKind || base == rowKind|boxKind) && (cover == colKind || cover == colKind|boxKind),
		(base == colKind || base == colKind|boxKind) && (cover == rowKind || cover == rowKind|boxKind):
		return frankenFish
	}
	return mutantFish
}

// The Franken and Mutant fish, by size.
var (
	FrankenXWing           = register(techniqueDef{key: "franken-x-wing", difficulty: 3.7, hodoku: "0330", nudge: nudgeDigit})
	FrankenSwordfish       = register(techniqueDef{key: "franken-swordfish", difficulty: 4.3, hodoku: "0331", nudge: nudgeDigit})
	FrankenJellyfish       = register(techniqueDef{key: "franken-jellyfish", difficulty: 5.7, hodoku: "0332", nudge: nudgeDigit})
	FinnedFrankenXWing     = register(techniqueDef{key: "finned-franken-x-wing", difficulty: 3.9, hodoku: "0340", nudge: nudgeDigit})
	FinnedFrankenSwordfish = register(techniqueDef{key: "finned-franken-swordfish", difficulty: 4.5, hodoku: "0341", nudge: nudgeDigit})
	FinnedFrankenJellyfish = register(techniqueDef{key: "finned-franken-jellyfish", difficulty: 5.9, hodoku: "0342", nudge: nudgeDigit})
	MutantXWing            = register(techniqueDef{key: "mutant-x-wing", difficulty: 4.2, hodoku: "0350", nudge: nudgeDigit})
	MutantSwordfish        = register(techniqueDef{key: "mutant-swordfish", difficulty: 4.8, hodoku: "0351", nudge: nudgeDigit})
	MutantJellyfish        = register(techniqueDef{key: "mutant-jellyfish", difficulty: 6.2, hodoku: "0352", nudge: nudgeDigit})
	MutantSquirmbag        = register(techniqueDef{key: "mutant-squirmbag", difficulty: 6.8, hodoku: "0353", nudge: nudgeDigit})
	MutantWhale            = register(techniqueDef{key: "mutant-whale", difficulty: 7.4, hodoku: "0354", nudge: nudgeDigit})
	FinnedMutantXWing      = register(techniqueDef{key: "finned-mutant-x-wing", difficulty: 4.4, hodoku: "0360", nudge: nudgeDigit})
	FinnedMutantSwordfish  = register(techniqueDef{key: "finned-mutant-swordfish", difficulty: 5.0, hodoku: "0361", nudge: nudgeDigit})
	FinnedMutantJellyfish  = register(techniqueDef{key: "finned-mutant-jellyfish", difficulty: 6.4, hodoku: "0362", nudge: nudgeDigit})
	FinnedMutantSquirmbag  = register(techniqueDef{key: "finned-mutant-squirmbag", difficulty: 7.0, hodoku: "0363", nudge: nudgeDigit})
	FinnedMutantWhale      = register(techniqueDef{key: "finned-mutant-whale", difficulty: 7.6, hodoku: "0364", nudge: nudgeDigit})
	frankenTech            = [...]Technique{2: FrankenXWing, 3: FrankenSwordfish, 4: FrankenJellyfish}
	finnedFrankenTech      = [...]Technique{2: FinnedFrankenXWing, 3: FinnedFrankenSwordfish, 4: FinnedFrankenJellyfish}
	mutantTech             = [...]Technique{2: MutantXWing, 3: MutantSwordfish, 4: MutantJellyfish, 5: MutantSquirmbag, 6: MutantWhale}
	finnedMutantTech       = [...]Technique{2: FinnedMutantXWing, 3: FinnedMutantSwordfish, 4: FinnedMutantJellyfish, 5: FinnedMutantSquirmbag, 6: FinnedMutantWhale}
	_                      = addExplainer(words.generalizedFish, FrankenXWing, FrankenSwordfish, FrankenJellyfish,
		FinnedFrankenXWing, FinnedFrankenSwordfish, FinnedFrankenJellyfish, MutantXWing, MutantSwordfish,
		MutantJellyfish, MutantSquirmbag, MutantWhale, FinnedMutantXWing, FinnedMutantSwordfish,
		FinnedMutantJellyfish, FinnedMutantSquirmbag, FinnedMutantWhale)
)

// The finders: one per family and size, each finding the fish with and
// without fins.
var (
	_ = addFinder("franken-x-wing", func(s *searcher) bool { return s.frankenFish(2) }, FrankenXWing, FinnedFrankenXWing)
	_ = addFinder("franken-swordfish", func(s *searcher) bool { return s.frankenFish(3) }, FrankenSwordfish, FinnedFrankenSwordfish)
	_ = addFinder("franken-jellyfish", func(s *searcher) bool { return s.frankenFish(4) }, FrankenJellyfish, FinnedFrankenJellyfish)
	_ = addFinder("mutant-x-wing", func(s *searcher) bool { return s.mutantFish(2) }, MutantXWing, FinnedMutantXWing)
	_ = addFinder("mutant-swordfish", func(s *searcher) bool { return s.mutantFish(3) }, MutantSwordfish, FinnedMutantSwordfish)
	_ = addFinder("mutant-jellyfish", func(s *searcher) bool { return s.mutantFish(4) }, MutantJellyfish, FinnedMutantJellyfish)
	_ = addFinder("mutant-squirmbag", func(s *searcher) bool { return s.mutantFish(5) }, MutantSquirmbag, FinnedMutantSquirmbag)
	_ = addFinder("mutant-whale", func(s *searcher) bool { return s.mutantFish(6) }, MutantWhale, FinnedMutantWhale)
)

// The most fins and endo fins of a fish (HoDoKu's for "find all steps").
const (
	maxFishFins = 5
	maxEndoFins = 2
)

// frankenFish finds a Franken fish of size k, with or without fins.
func (s *searcher) frankenFish(k int) bool {
	return s.bigFish(k, frankenFish, func(x rawFish) Technique {
		if x.fins.empty() {
			return frankenTech[k]
		}
		return finnedFrankenTech[k]
	})
}

// mutantFish finds a Mutant fish of size k, with or without fins.
func (s *searcher) mutantFish(k int) bool {
	return s.bigFish(k, mutantFish, func(x rawFish) Technique {
		if x.fins.empty() {
			return mutantTech[k]
		}
		return finnedMutantTech[k]
	})
}

// bigFish finds a fish of size k and family fam on each digit in turn;
// name gives its technique.
func (s *searcher) bigFish(k int, fam fishFamily, name func(rawFish) Technique) bool {
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
		// Many fish of one digit remove the same places (a larger cover
		// around a smaller fish): each effect is given once.
		type effect struct {
			t     Technique
			elims placeSet
		}
		seen := map[effect]bool{}
		for _, x := range all {
			e := effect{name(x), x.elims}
			if seen[e] {
				continue
			}
			seen[e] = true
			st := f.step(e.t, x)
			st.Difficulty = st.Technique.Difficulty()
			if s.found(st) {
				return true
			}
		}
	}
	return false
}

// generalizedFish explains a Franken or Mutant fish: base, cover, fins,
// and the cannibalistic eliminations (base places in two cover houses).
func (w words) generalizedFish(s Step) string {
	d := w.digits(s.Digits)
	t := w.say("generalized-fish", "name", s.Technique.Name(w.l), "digit", d,
		"base", w.houses(s.Houses), "cover", w.houses(s.Cover))
	if len(s.Extra) > 0 {
		t = w.sentences(t, w.say("generalized-fish-fins", "fins", w.cells(s.Extra), "digit", d))
	}
	var cannibal []int
	for _, e := range s.Eliminations {
		if slices.Contains(s.Cells, e.Cell) {
			cannibal = append(cannibal, e.Cell)
		}
	}
	if len(cannibal) > 0 {
		t = w.sentences(t, w.say("generalized-fish-cannibal", "cells", w.cells(cannibal), "digit", d))
	}
	return t
}
