package human

import (
	"math/bits"
	"slices"

	"github.com/nanpure/nanpure/sudoku"
)

// Kraken fish (HoDoKu's rules). A finned fish holds, or one of its fins
// holds its digit; a Kraken fish follows the fins by chains where their
// cells do not see what the fish would remove:
//
//   - Type 1: a place of the digit that the fish without its fins would
//     remove (in the cover, outside the base, or in two cover houses) is
//     false when every fin leads to its being false: it goes.
//   - Type 2: without fins, each cover house has its digit in one of its
//     base places (those in one cover house only). When each of these
//     places and each fin leads to one candidate, of any digit, being
//     false, that candidate goes. A cover house with no place outside the
//     base is left to the forcing chains, as HoDoKu does.
//
// The fish are krakenfish.go's: finned fish whose fins keep them from
// removing anything (those that remove something are finned fish). The
// chains are HoDoKu's forcing chain tables': the implications of the
// grouped link graph (loopgraph.go), followed as far as they go by the
// breadth-first walk of loops.go, which records the shortest chain to each
// literal. Each step removes one candidate, the first found of the
// smallest fish; the fish sizes are tried in increasing order.
//
// Difficulty: our scale puts a Kraken fish above the finned and Franken
// fish it is built on (up to 5.9) and the grouped AICs (7.2), one chain
// from a premise, since it holds one chain per fin; Type 2, which holds a
// chain per base place of a house too, like a region forcing chain but
// within one fish, a little higher. Both stay below the cell and region
// forcing chains (8.0) and add the length bonus of all their chains'
// nodes, as multiple forcing chains do.
var (
	KrakenFish1 = register(techniqueDef{key: "kraken-fish-1", difficulty: 7.3, hodoku: "0371", nudge: nudgeDigit})
	KrakenFish2 = register(techniqueDef{key: "kraken-fish-2", difficulty: 7.5, hodoku: "0372", nudge: nudgeDigit})
	_           = addFinder("kraken-fish", (*searcher).krakenFish, KrakenFish1, KrakenFish2)
	_           = addExplainer(words.krakenFish, KrakenFish1, KrakenFish2)
)

// krakenFish finds a Kraken fish: of size 2, then 3, then 4, digit by
// digit, Type 1 first (one chain per fin is less to hold in mind than one
// per place of a house too): the Type 2 fish wait for the end, the first
// fish for each candidate.
func (s *searcher) krakenFish() bool {
	k := &krakenLinks{s: s, seen: map[Candidate]bool{}}
	for size := 2; size <= krakenMaxSize; size++ {
		for d := sudoku.Digit(1); int(d) <= s.b.Shape.N; d++ {
			f := s.krakenSpace(d)
			if f == nil {
				continue
			}
			for _, sp := range frankenShapes {
				fs := fishShape{size: size, base: sp[0], over: sp[1], maxFins: krakenMaxFins}
				hit := false
				f.krakenFish(s, fs, func(x rawFish) bool {
					hit = k.typeOne(f, x)
					k.typeTwo(f, x)
					return hit
				})
				if s.err != nil {
					return false
				}
				if hit {
					return true
				}
			}
		}
	}
	for _, t := range k.later {
		if !k.seen[t.target] && k.found(t.f, t.x, KrakenFish2, t.starts, t.target) {
			return true
		}
	}
	return false
}

// A krakenTwo is a Type 2 Kraken fish found: fish x of space f removes
// target by chains from starts.
type krakenTwo struct {
	f      *fishSpace
	x      rawFish
	starts []int
	target Candidate
}

// krakenSpace lays out digit d's places for the Kraken fish: all of them,
// as their eliminations need not lie outside the templates. It is nil when
// d has no place or more than 128.
func (s *searcher) krakenSpace(d sudoku.Digit) *fishSpace {
	var cells []int
	for c := 0; c < s.b.Shape.Cells; c++ {
		if s.b.cands[c].Has(d) {
			cells = append(cells, c)
		}
	}
	if len(cells) == 0 || len(cells) > 128 {
		return nil
	}
	return layFish(s.b.Shape, d, cells)
}

// krakenLinks are the implications the Kraken fish of one search follow:
// the board's grouped link graph, made on first use, and what each premise
// walked from reaches. seen holds the candidates already removed by a
// step, later the Type 2 fish waiting for the end.
type krakenLinks struct {
	s     *searcher
	g     *loopGraph
	w     *loopWalk
	reach map[int32][]uint64 // premise -> the literals it reaches, as bits
	seen  map[Candidate]bool
	later []krakenTwo
	// open are the literals "c is not d" of the candidates no Type 2 fish
	// removes yet, as bits; all is typeTwo's.
	open, all []uint64
}

// reached returns the literals that candidate c = d being true leads to.
func (k *krakenLinks) reached(c int, d sudoku.Digit) []uint64 {
	if k.g == nil {
		k.g = newLoopGraph(k.s.b, true)
		k.w = newLoopWalk(k.g)
		k.reach = map[int32][]uint64{}
		k.open = make([]uint64, (len(k.g.out)+63)/64)
		for i := range k.g.nodes {
			if k.g.nodes[i].single() {
				l := lit(int32(i), false)
				k.open[l>>6] |= 1 << (l & 63)
			}
		}
	}
	premise := lit(k.g.node(c, d), true)
	if r, ok := k.reach[premise]; ok {
		return r
	}
	k.w.run(premise)
	r := make([]uint64, (len(k.g.out)+63)/64)
	for _, l := range k.w.order {
		r[l>>6] |= 1 << (l & 63)
	}
	k.reach[premise] = r
	return r
}

// off returns the literal "c is not d".
func (k *krakenLinks) off(t Candidate) int32 { return lit(k.g.node(t.Cell, t.Digit), false) }

// chains spells out the chains from each start, of digit d, to t being
// false.
func (k *krakenLinks) chains(starts []int, d sudoku.Digit, t Candidate) []Chain {
	out := make([]Chain, len(starts))
	for i, c := range starts {
		k.w.run(lit(k.g.node(c, d), true))
		out[i] = k.g.chain(k.w.path(k.off(t)))
	}
	return out
}

// typeOne passes the Type 1 Kraken fish of fish x: each place it would
// remove without fins that every fin leads to being false.
func (k *krakenLinks) typeOne(f *fishSpace, x rawFish) bool {
	fins := f.placeCells(x.fins)
	done := false
	x.elims.each(func(i int) {
		t := Candidate{f.cells[i], f.d}
		if done || k.seen[t] {
			return
		}
		for _, c := range fins {
			if !hasBit(k.reached(c, f.d), k.off(t)) {
				return
			}
		}
		done = k.found(f, x, KrakenFish1, fins, t)
	})
	return done
}

// typeTwo keeps for later the Type 2 Kraken fish of fish x: for each
// cover house with places outside the base, the candidates that its base
// places (but those in two cover houses) and the fins all lead to being
// false, but those a fish removes already.
func (k *krakenLinks) typeTwo(f *fishSpace, x rawFish) {
	var union placeSet
	for _, u := range x.base {
		union = union.or(f.units[u].places)
	}
	for _, u := range x.cover {
		p := f.units[u].places
		in := p.and(union).andNot(x.cannibal)
		if in == p {
			continue
		}
		// What every start reaches, of the open literals.
		all := append(k.all[:0], k.open...)
		in.or(x.fins).each(func(i int) {
			r := k.reached(f.cells[i], f.d)
			for j := range all {
				all[j] &= r[j]
			}
		})
		k.all = all
		if !slices.ContainsFunc(all, func(w uint64) bool { return w != 0 }) {
			continue
		}
		starts := append(f.placeCells(in), f.placeCells(x.fins)...)
		var targets []Candidate
		for i, word := range all {
			for ; word != 0; word &= word - 1 {
				l := int32(i<<6 | bits.TrailingZeros64(word))
				if n := &k.g.nodes[litNode(l)]; !slices.Contains(starts, n.cells[0]) {
					targets = append(targets, Candidate{n.cells[0], n.digit})
					k.open[l>>6] &^= 1 << (l & 63)
				}
			}
		}
		slices.SortFunc(targets, func(a, b Candidate) int {
			if a.Digit != b.Digit {
				return int(a.Digit) - int(b.Digit)
			}
			return a.Cell - b.Cell
		})
		for _, t := range targets {
			k.later = append(k.later, krakenTwo{f, x, starts, t})
		}
	}
}

// found makes the step of fish x that removes t by chains from starts.
func (k *krakenLinks) found(f *fishSpace, x rawFish, tech Technique, starts []int, t Candidate) bool {
	k.seen[t] = true
	st := f.step(tech, x)
	st.Eliminations = []Candidate{t}
	st.Chains = k.chains(starts, f.d, t)
	n := 0
	for _, ch := range st.Chains {
		n += len(ch.Nodes)
	}
	st.Difficulty = tech.Difficulty() + lengthBonus(n)
	return k.s.found(st)
}

// krakenFish explains a Kraken fish: its fish, then its chains.
func (w words) krakenFish(s Step) string {
	if len(s.Eliminations) == 0 || len(s.Chains) == 0 {
		return ""
	}
	d := w.digits(s.Digits)
	fish := w.say("kraken-fish", "fish", w.krakenFishName(s), "digit", d, "base", w.houses(s.Houses),
		"cover", w.houses(s.Cover), "fins", w.cells(s.Extra))
	lines := make([]string, len(s.Chains))
	for i, c := range s.Chains {
		lines[i] = w.chainLine(c)
	}
	t := s.Eliminations[0]
	end := w.node(Node{t.Cell, t.Digit, false})
	if s.Technique == KrakenFish1 {
		return w.sentences(fish, w.say("kraken-fish-1", "digit", d, "cell", w.cell(t.Cell), "end", end,
			"chains", w.joinChains(lines)))
	}
	// The cover house of the chains' starts that are no fins.
	var in []int
	for _, ch := range s.Chains {
		if c := ch.Nodes[0].Cell; !slices.Contains(s.Extra, c) {
			in = append(in, c)
		}
	}
	house := -1
	for _, h := range s.Cover {
		if !slices.ContainsFunc(in, func(c int) bool { return !slices.Contains(w.sh.House(h), c) }) {
			house = h
			break
		}
	}
	if house < 0 {
		return fish
	}
	return w.sentences(fish, w.say("kraken-fish-2", "digit", d, "house", w.house(house), "cells", w.cells(in),
		"end", end, "chains", w.joinChains(lines)))
}

// krakenFishName names the finned fish of a Kraken fish step by the kinds
// of its houses and its size, sashimi when a base house keeps one place at
// most besides the fins (HoDoKu's names).
func (w words) krakenFishName(s Step) string {
	kinds := func(hs []int) int {
		k := 0
		for _, h := range hs {
			kind, _ := w.sh.HouseKind(h)
			k |= 1 << kind
		}
		return k
	}
	n := len(s.Houses)
	t := finnedMutantTech[n]
	switch fishFamilyOf(kinds(s.Houses), kinds(s.Cover)) {
	case basicFish:
		t = finnedTech[n]
		for _, h := range s.Houses {
			inside := 0
			for _, c := range s.Cells {
				if slices.Contains(w.sh.House(h), c) {
					inside++
				}
			}
			if inside <= 1 {
				t = sashimiTech[n]
			}
		}
	case frankenFish:
		t = finnedFrankenTech[n]
	}
	return t.Name(w.l)
}
