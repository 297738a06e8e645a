package human

import "github.com/nanpure/nanpure/sudoku"

// ALS-XY-Chain (HoDoKu's "ALS Chain"): almost locked sets A, B, C, D ...
// each joined to the next by a restricted common digit, consecutive links
// on different digits. If A holds no z (a digit of A and of the last set
// that is not a digit of the first or the last link), A is locked on its
// other digits, so it holds the first link's digit x; B, whose x all see
// A's, loses x and is locked, so it holds the next link's digit and takes
// it from C; and so on to the last set, which then holds z. So z is in A
// or in the last set, and every z that sees all of those (in the middle
// sets too) is false. Two sets make an ALS-XZ and three an ALS-XY-Wing,
// so a chain has four sets or more.
//
// HoDoKu's rules, kept as they are:
//   - links go forward only, from a set to one later in the order of the
//     graph (alsgraph.go), which bounds the search (HoDoKu's default);
//   - a link of two restricted commons may carry both when the previous
//     link's digit is neither; the first link carries one, each tried;
//     after a link that carries two, only the lower of them is barred
//     from the next (HoDoKu's rule; sound all the same, as a set that
//     loses two digits is impossible and so is the premise);
//   - sets that are not neighbours may share cells;
//   - HoDoKu's solver takes chains of up to 50 links, its "find all
//     steps" up to 6: the HoDoKu profile takes 50, the others 6.
//
// A search stops after alsChainBudget links tried, so that no position
// takes long. HoDoKu's solver tries every chain and takes the best, so the
// HoDoKu profile's budget is larger: among 5,403 puzzles of qqwing, the
// generator and Sudoku Exchange, and 100 of the forum's hardest, the most
// links a whole search tried was 235,320 (8 ms), where 200,000 had cut
// one short of HoDoKu's chain.

// ALSXYChain is HoDoKu's ALS chain.
var ALSXYChain = register(techniqueDef{key: "als-xy-chain", difficulty: 7.0, hodoku: "0903", nudge: nudgeDigit})

var _ = addFinder("als-xy-chain", (*searcher).alsXYChain, ALSXYChain)

const (
	alsChainLinks        = 6  // the most links of a chain, HoDoKu's "find all steps"
	alsChainLinksHoDoKu  = 50 // HoDoKu's solver's
	alsChainBudget       = 200000
	alsChainBudgetHoDoKu = 5000000
)

// An alsChainWalk is the state of the search for chains from one set.
type alsChainWalk struct {
	s      *searcher
	g      *alsGraph
	pick   *alsPick
	max    int
	budget int
	sets   []int        // the chain's sets, the start first
	links  []sudoku.Set // the digits each link carries
}

// alsXYChain finds an ALS-XY-Chain.
func (s *searcher) alsXYChain() bool {
	g := s.alsGraph()
	w := &alsChainWalk{s: s, g: g, pick: &alsPick{s: s}, max: alsChainLinks, budget: alsChainBudget}
	if s.hodokuOrder {
		w.max, w.budget = alsChainLinksHoDoKu, alsChainBudgetHoDoKu
	}
	for i := range g.sets {
		w.sets = append(w.sets[:0], i)
		if w.walk(i, 0) {
			return true
		}
		if s.stop() || w.budget <= 0 {
			break
		}
	}
	return w.pick.done()
}

// walk extends the chain from set cur, which the last link entered
// carrying digits prev (none at the start), and reports whether the
// finder should stop.
func (w *alsChainWalk) walk(cur int, prev sudoku.Set) bool {
	barred := prev
	if prev.Len() == 2 {
		barred = sudoku.Bit(prev.First())
	}
	for _, l := range w.g.links[cur] {
		if l.to < cur {
			continue
		}
		carry := l.rc &^ barred
		if prev == 0 && l.rc.Len() == 2 {
			carry = sudoku.Bit(l.rc.First())
		}
		for carry != 0 {
			if w.budget--; w.budget <= 0 || w.s.stop() {
				return false
			}
			w.sets = append(w.sets, l.to)
			w.links = append(w.links, carry)
			stop := len(w.links) >= 3 && w.check() || len(w.links) < w.max && w.walk(l.to, carry)
			w.sets, w.links = w.sets[:len(w.sets)-1], w.links[:len(w.links)-1]
			if stop {
				return true
			}
			// The first link of two restricted commons carries one, then
			// the other.
			if prev == 0 && l.rc.Len() == 2 && carry == sudoku.Bit(l.rc.First()) {
				carry = l.rc &^ carry
			} else {
				carry = 0
			}
		}
	}
	return false
}

// check offers the chain's step, if it removes something, and reports
// whether the finder should stop.
func (w *alsChainWalk) check() bool {
	a, d := w.g.sets[w.sets[0]], w.g.sets[w.sets[len(w.sets)-1]]
	var zs sudoku.Set
	for c := a.digits & d.digits &^ (w.links[0] | w.links[len(w.links)-1]); c != 0; c &= c - 1 {
		if z := c.First(); w.g.removes(z, a, d) {
			zs = zs.Add(z)
		}
	}
	if zs == 0 {
		return false
	}
	var el []Candidate
	for _, z := range zs.Digits() {
		el = append(el, w.s.alsVictims(z, a, d)...)
	}
	cells := 0
	for _, k := range w.sets {
		cells += len(w.g.sets[k].cells)
	}
	if el = sortCandidates(el); !w.pick.wants(el, cells, len(w.sets)) {
		return false
	}
	sets := make([]*alsSet, len(w.sets))
	var digits sudoku.Set
	for i, k := range w.sets {
		sets[i] = w.g.sets[k]
	}
	for _, l := range w.links {
		digits |= l
	}
	st := alsStep(ALSXYChain, 7.0, digits|candidateDigits(el), sets...)
	st.Links = append([]sudoku.Set(nil), w.links...)
	st.Eliminations = el
	return w.pick.offer(st)
}

var _ = addExplainer(words.alsChain, ALSXYChain)

// alsChain explains an ALS-XY-Chain: its sets named A, B, C ... in order,
// with the digits of the links between them.
func (w words) alsChain(s Step) string {
	if len(s.Groups) < 2 || len(s.Links) != len(s.Groups)-1 || len(s.Eliminations) == 0 {
		return w.say("als-sets", "cells", w.cells(s.Cells))
	}
	chain := w.alsSetName(s, 0)
	for i, l := range s.Links {
		chain += " -" + w.digits(l) + "- " + w.alsSetName(s, i+1)
	}
	last := string(rune('A' + len(s.Groups) - 1))
	return w.say("als-xy-chain", "chain", chain, "first", "A", "last", last, "z", w.digits(candidateDigits(s.Eliminations)))
}

// alsSetName writes group i of s as "B = {cells} (digits)".
func (w words) alsSetName(s Step, i int) string {
	return w.say("als-set", "name", string(rune('A'+i)), "set", w.group(s, i))
}
