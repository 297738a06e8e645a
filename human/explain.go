package human

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/nanpure/nanpure/sudoku"
)

// This file is the one place where explanations are made from a step's
// data: it decides which message of the catalog applies (fins or none, a
// single following or not, which kind of chain) and fills its slots. The
// words themselves are the catalog's (catalog_en.go, catalog_ja.go); front
// ends (the CLI's --lang, the web page) only choose the language.

// words builds the phrases of one explanation in one language. A brief
// one (the summary of a hint, summary.go) writes a long chain by its two
// ends: its implications go to the hint's detail.
type words struct {
	l     Lang
	c     *catalog
	sh    *sudoku.Shape
	brief bool
}

func newWords(l Lang, sh *sudoku.Shape) words { return words{l: l, c: l.catalog(), sh: sh} }

// say fills message key of the language's catalog.
func (w words) say(key string, kv ...string) string { return w.c.say(key, kv...) }

// sentences joins two sentences (or returns the first when the second is
// empty).
func (w words) sentences(first, next string) string {
	if next == "" {
		return first
	}
	return w.say("sentences", "first", first, "next", next)
}

func (w words) cell(c int) string { return w.sh.CellName(c) }

// houseKinds are the catalog's names of a house by kind (row, column, box)
// and of the kind in the plural.
var houseKinds = [3][2]string{{"row", "rows"}, {"column", "columns"}, {"box", "boxes"}}

func (w words) house(h int) string {
	kind, i := w.sh.HouseKind(h)
	if kind == sudoku.BoxHouse && w.sh.IsJigsaw() {
		return w.say("region", "n", strconv.Itoa(i+1)) // a jigsaw's boxes are its regions
	}
	return w.say(houseKinds[kind][0], "n", strconv.Itoa(i+1))
}

func (w words) list(items []string) string { return w.c.and.join(items) }

func (w words) orList(items []string) string { return w.c.or.join(items) }

func (w words) cells(cs []int) string {
	items := make([]string, len(cs))
	for i, c := range cs {
		items[i] = w.cell(c)
	}
	return w.list(items)
}

// run names houses that are three or more rows (or columns) in a row as
// one run, "rows 2 to 5", and other houses as houses does.
func (w words) run(hs []int) string {
	if len(hs) < 3 {
		return w.houses(hs)
	}
	kind, first := w.sh.HouseKind(hs[0])
	for i, h := range hs {
		if k, n := w.sh.HouseKind(h); k != kind || n != first+i || k == sudoku.BoxHouse {
			return w.houses(hs)
		}
	}
	return w.say(houseKinds[kind][1]+"-run", "from", strconv.Itoa(first+1), "to", strconv.Itoa(first+len(hs)))
}

func (w words) houses(hs []int) string {
	items := make([]string, len(hs))
	for i, h := range hs {
		items[i] = w.house(h)
	}
	return w.list(items)
}

func (w words) digit(d sudoku.Digit) string { return strconv.Itoa(int(d)) }

func (w words) digits(s sudoku.Set) string { return w.c.digits.join(digitItems(w, s)) }

// cand writes a cell with its candidates, "r1c2 (1/5)".
func (w words) cand(c int, s sudoku.Set) string {
	return w.cell(c) + "(" + strings.Join(digitItems(w, s), "/") + ")"
}

// node writes a chain statement: "r1c2=5" or "r1c2≠5".
func (w words) node(n Node) string {
	op := "≠"
	if n.On {
		op = "="
	}
	return w.cell(n.Cell) + op + w.digit(n.Digit)
}

// placements writes the conclusion of placements: "r1c2 = 5".
func (w words) placements(ps []Candidate) string {
	items := make([]string, len(ps))
	for i, p := range ps {
		items[i] = w.say("placement", "cell", w.cell(p.Cell), "digit", w.digit(p.Digit))
	}
	return w.list(items)
}

// eliminations writes what is removed, grouped by digit: "5 from r1c2 and
// r1c5, and 7 from r3c3".
func (w words) eliminations(es []Candidate) string {
	var order []sudoku.Digit
	by := map[sudoku.Digit][]int{}
	for _, e := range es {
		if _, ok := by[e.Digit]; !ok {
			order = append(order, e.Digit)
		}
		by[e.Digit] = append(by[e.Digit], e.Cell)
	}
	var parts []string
	for _, d := range order {
		parts = append(parts, w.say("elimination", "digit", w.digit(d), "cells", w.cells(by[d])))
	}
	return w.list(parts)
}

// conclusion writes what the step does.
func (w words) conclusion(s Step) string {
	var parts []string
	if len(s.Placements) > 0 {
		parts = append(parts, w.say("so-place", "placements", w.placements(s.Placements)))
	}
	if len(s.Eliminations) > 0 {
		parts = append(parts, w.say("so-remove", "eliminations", w.eliminations(s.Eliminations)))
	}
	if len(parts) == 0 {
		return ""
	}
	return w.say("so", "what", strings.Join(parts, w.say("so-and")))
}

// Explain returns the explanation of the step in language l: why the
// pattern holds, then what it places or removes.
func (s Step) Explain(l Lang) string {
	if s.Shape == nil {
		return ""
	}
	w := newWords(l, s.Shape)
	why := w.why(s)
	c := w.conclusion(s)
	if why == "" {
		return c
	}
	return w.sentences(why, c)
}

// Nudge returns the first stage of a hint: the technique and where to
// look (a house, or the cell a chain starts from), without the answer.
func (s Step) Nudge(l Lang) string {
	if s.Shape == nil {
		return ""
	}
	w := newWords(l, s.Shape)
	name := s.Technique.Name(l)
	aName := name
	if w.c.article != nil {
		aName = w.c.article(name)
	}
	if s.Constraint != nil {
		return w.say("nudge-rule", "name", name, "a-name", aName, "rule", w.constraint(s.Constraint))
	}
	if len(s.Houses) > 0 && s.Houses[0] >= 0 && s.Technique.def().nudge == nudgeHouse {
		return w.say("nudge-house", "name", name, "a-name", aName, "house", w.house(s.Houses[0]))
	}
	kv := []string{"name", name, "a-name", aName}
	key := "nudge"
	if s.Digits != 0 && s.Digits.Len() <= 2 {
		the := "the-digit"
		if s.Digits.Len() > 1 {
			the = "the-digits"
		}
		key, kv = "nudge-digit", append(kv, "the-digits", w.say(the, "digits", w.digits(s.Digits)))
	}
	switch house, cell := s.where(); {
	case house >= 0:
		return w.say(key+"-house", append(kv, "house", w.house(house))...)
	case cell >= 0:
		return w.say(key+"-cell", append(kv, "cell", w.cell(cell))...)
	}
	return w.say(key, kv...)
}

// where is where the first stage of a hint points: the cell its first
// chain starts from, else its first house, else its first cell (-1 when
// it has none).
func (s Step) where() (house, cell int) {
	switch {
	case len(s.Chains) > 0 && len(s.Chains[0].Nodes) > 0:
		return -1, s.Chains[0].Nodes[0].Cell
	case len(s.Houses) > 0 && s.Houses[0] >= 0:
		return s.Houses[0], -1
	case len(s.Cells) > 0:
		return -1, s.Cells[0]
	case len(s.Placements) > 0:
		return -1, s.Placements[0].Cell
	case len(s.Eliminations) > 0:
		return -1, s.Eliminations[0].Cell
	}
	return -1, -1
}

// focusCells is the most cells the second stage of a hint names; the grid
// shows them all.
const focusCells = 12

// Focus returns the second stage of a hint: the cells to look at.
func (s Step) Focus(l Lang) string {
	if s.Shape == nil {
		return ""
	}
	w := newWords(l, s.Shape)
	cells := s.Cells
	if len(cells) == 0 {
		for _, p := range s.Placements {
			cells = append(cells, p.Cell)
		}
	}
	if len(cells) == 0 {
		return s.Nudge(l)
	}
	if len(cells) > focusCells {
		names := make([]string, focusCells)
		for i, c := range cells[:focusCells] {
			names[i] = w.cell(c)
		}
		return w.say("focus-more", "name", s.Technique.Name(l), "cells", strings.Join(names, w.c.and.sep),
			"n", strconv.Itoa(len(cells)-focusCells))
	}
	return w.say("focus", "name", s.Technique.Name(l), "cells", w.cells(cells))
}

// An explainer writes why a step of its techniques holds, from the step's
// data, with the messages of the catalog.
type explainer func(w words, s Step) string

// explainers are the registered explainers by technique.
var explainers = map[Technique]explainer{}

// addExplainer registers the explainer of techs. It is called only to
// initialise package variables: in this file for the techniques below, in
// a family's file for a technique that explains itself its own way. Not
// inlined: see register.
//
//go:noinline
func addExplainer(e explainer, techs ...Technique) explainer {
	for _, t := range techs {
		if explainers[t] != nil {
			panic("human: two explainers for " + t.Key())
		}
		explainers[t] = e
	}
	return e
}

// The explainers of the techniques, by family.
var (
	_ = addExplainer(words.single, FullHouse, HiddenSingle)
	_ = addExplainer(words.nakedSingle, NakedSingle)
	_ = addExplainer(words.intersection, Pointing, Claiming, DirectPointing, DirectClaiming)
	_ = addExplainer(words.nakedSubset, NakedPair, NakedTriple, NakedQuad)
	_ = addExplainer(words.hiddenSubset, HiddenPair, HiddenTriple, HiddenQuad, DirectHiddenPair, DirectHiddenTriple)
	_ = addExplainer(words.fish, XWing, Swordfish, Jellyfish, FinnedXWing, FinnedSwordfish, FinnedJellyfish,
		SashimiXWing, SashimiSwordfish, SashimiJellyfish)
	_ = addExplainer(words.xyWing, XYWing, XYZWing)
	_ = addExplainer(words.wWing, WWing)
	_ = addExplainer(words.als, WXYZWing, VWXYZWing, UVWXYZWing, TUVWXYZWing, ALSXZ, ALSXYWing)
	_ = addExplainer(words.singleDigit, Skyscraper, TwoStringKite, TurbotFish, EmptyRectangle, ThreeStrongLinks)
	_ = addExplainer(words.rectangle, UniqueRectangle1, UniqueRectangle2, UniqueRectangle3, UniqueRectangle4, HiddenRectangle)
	_ = addExplainer(words.bug, BUG1, BUG2, BUG3, BUG4)
	_ = addExplainer(words.exclusion, AlignedPairExclusion, AlignedTripleExclusion)
	_ = addExplainer(words.chains, XCycle, YCycle, XYCycle, XChain, ForcingChain, NishioForcingChain,
		CellForcingChain, RegionForcingChain, ContradictionForcingChain, DoubleForcingChain,
		DynamicCellForcingChain, DynamicRegionForcingChain, XYChain, AIC)
	_ = addExplainer(words.alsXZDouble, ALSXZDouble)
)

// alsXZDouble explains a doubly linked ALS-XZ: two restricted common
// digits, so each set is locked on its other digits.
func (w words) alsXZDouble(s Step) string {
	if len(s.Groups) < 2 || s.Digits.Len() != 2 {
		return w.say("als-sets", "cells", w.cells(s.Cells))
	}
	x := s.Digits.First()
	return w.say("als-xz-double", "a", w.group(s, 0), "b", w.group(s, 1), "links", w.digits(s.Digits),
		"x", w.digit(x), "y", w.digit(s.Digits.Remove(x).First()))
}

// why writes the reason of the step.
func (w words) why(s Step) string {
	if e := explainers[s.Technique]; e != nil {
		return e(w, s)
	}
	return ""
}

// single explains a full house or a hidden single.
func (w words) single(s Step) string {
	if len(s.Placements) == 0 || len(s.Houses) == 0 {
		return ""
	}
	p := s.Placements[0]
	return w.say(s.Technique.Key(), "house", w.house(s.Houses[0]), "cell", w.cell(p.Cell), "digit", w.digit(p.Digit))
}

func (w words) nakedSingle(s Step) string {
	if len(s.Placements) == 0 {
		return ""
	}
	p := s.Placements[0]
	return w.say("naked-single", "cell", w.cell(p.Cell), "digit", w.digit(p.Digit))
}

func (w words) nakedSubset(s Step) string {
	if len(s.Houses) == 0 {
		return ""
	}
	return w.say("naked-subset", "house", w.house(s.Houses[0]), "cells", w.cells(s.Cells),
		"digits", w.digits(s.Digits), "n", strconv.Itoa(len(s.Cells)))
}

func (w words) hiddenSubset(s Step) string {
	if len(s.Houses) == 0 {
		return ""
	}
	t := w.say("hidden-subset", "house", w.house(s.Houses[0]), "digits", w.digits(s.Digits), "cells", w.cells(s.Cells))
	return w.sentences(t, w.directSingle(s))
}

func (w words) xyWing(s Step) string {
	if len(s.Cells) < 3 {
		return ""
	}
	return w.say("xy-wing", "pivot", w.candOf(s, 0), "xz", w.candOf(s, 1), "yz", w.candOf(s, 2), "z", w.digits(s.Digits))
}

func (w words) bug(s Step) string { return w.say("bug", "extra", w.cells(s.Extra)) }

func (w words) exclusion(s Step) string {
	return w.say("exclusion", "cells", w.cells(s.Cells), "extra", w.cells(s.Extra))
}

// candOf writes the i-th cell of the step with its candidates at the time
// of the step, when the step recorded them.
func (w words) candOf(s Step, i int) string {
	if i < len(s.Cells) {
		if i < len(s.CellCandidates) && s.CellCandidates[i] != 0 {
			return w.cand(s.Cells[i], s.CellCandidates[i])
		}
		return w.cell(s.Cells[i])
	}
	return ""
}

// directSingle writes the hidden single a direct technique leaves, if any.
func (w words) directSingle(s Step) string {
	if len(s.Placements) == 0 || len(s.Houses) < 2 {
		return ""
	}
	p := s.Placements[0]
	return w.say("direct-single", "house", w.house(s.Houses[1]), "digit", w.digit(p.Digit), "cell", w.cell(p.Cell))
}

func (w words) intersection(s Step) string {
	if len(s.Houses) == 0 || len(s.Cover) == 0 {
		return ""
	}
	t := w.say("intersection", "base", w.house(s.Houses[0]), "cover", w.house(s.Cover[0]),
		"digits", w.digits(s.Digits), "cells", w.cells(s.Cells))
	return w.sentences(t, w.directSingle(s))
}

func (w words) fish(s Step) string {
	d := w.digits(s.Digits)
	t := w.say("fish", "name", s.Technique.Name(w.l), "digit", d, "base", w.houses(s.Houses),
		"cover", w.houses(s.Cover), "kinds", w.kindName(s.Houses))
	if len(s.Extra) > 0 {
		t = w.sentences(t, w.say("fish-fin", "fins", w.cells(s.Extra), "digit", d))
	}
	return t
}

// kindName names the kind of the houses hs in the plural: "rows".
func (w words) kindName(hs []int) string {
	if len(hs) == 0 {
		return ""
	}
	kind, _ := w.sh.HouseKind(hs[0])
	return w.say(houseKinds[kind][1])
}

func (w words) wWing(s Step) string {
	if len(s.Cells) < 2 || len(s.Extra) < 2 || len(s.Houses) == 0 {
		return ""
	}
	z := s.Digits.First()
	if len(s.Eliminations) > 0 {
		z = s.Eliminations[0].Digit
	}
	x := s.Digits.Remove(z).First()
	return w.say("w-wing", "wing", w.cell(s.Cells[0]), "other", w.cell(s.Cells[1]), "digits", w.digits(s.Digits),
		"house", w.house(s.Houses[0]), "x", w.digit(x), "link", w.cells(s.Extra), "z", w.digit(z))
}

func (w words) group(s Step, i int) string {
	return w.say("group", "cells", w.cells(s.Groups[i]), "digits", w.digits(s.GroupDigits[i]))
}

func (w words) als(s Step) string {
	if len(s.Groups) < 2 || len(s.Eliminations) == 0 {
		return w.say("als-sets", "cells", w.cells(s.Cells))
	}
	if isALSWing(s.Technique) {
		z := s.Eliminations[0].Digit
		links := s.GroupDigits[1].Remove(z) // the bivalue cell's other digit
		return w.say("als-xz", "a", w.group(s, 0), "b", w.group(s, 1), "links", w.digits(links), "z", w.digit(z))
	}
	// The step's digits are its links' and the digits it removes.
	zs := candidateDigits(s.Eliminations)
	links := s.Digits &^ zs
	if s.Technique == ALSXYWing && len(s.Groups) == 3 {
		return w.say("als-xy-wing", "a", w.group(s, 0), "b", w.group(s, 1), "c", w.group(s, 2),
			"links", w.digits(links), "links-or", w.orList(digitItems(w, links)), "z", w.digits(zs))
	}
	return w.say("als-xz", "a", w.group(s, 0), "b", w.group(s, 1), "links", w.digits(links), "z", w.digits(zs))
}

func digitItems(w words, s sudoku.Set) []string {
	var out []string
	for _, d := range s.Digits() {
		out = append(out, w.digit(d))
	}
	return out
}

// singleDigit explains a chain of strong links on one digit: Cells holds
// the two ends of each link in turn (the heart twice for an empty
// rectangle), Houses the house of each link.
func (w words) singleDigit(s Step) string {
	if len(s.Groups) > 0 {
		return w.strongLinks(s) // Sukaku Explainer's strong links (stronglinks.go)
	}
	d := w.digits(s.Digits)
	n := len(s.Houses)
	if n == 0 || len(s.Cells) != 2*n {
		return ""
	}
	var links []string
	for i := 0; i < n; i++ {
		a, b, h := s.Cells[2*i], s.Cells[2*i+1], s.Houses[i]
		if a == b {
			links = append(links, w.say("empty-rectangle-link", "house", w.house(h), "cell", w.cell(a)))
			continue
		}
		links = append(links, w.say("single-digit-link", "from", w.cell(a), "to", w.cell(b), "house", w.house(h)))
	}
	start, end := s.Cells[0], s.Cells[len(s.Cells)-1]
	return w.say("single-digit", "digit", d, "links", strings.Join(links, " − "), "start", w.cell(start), "end", w.cell(end))
}

func (w words) rectangle(s Step) string {
	var then string
	switch s.Technique {
	case UniqueRectangle1:
		then = "rectangle-one"
	case UniqueRectangle2, UniqueRectangle3:
		then = "rectangle-two"
	case HiddenRectangle:
		then = "rectangle-hidden"
	default:
		then = "rectangle-four"
	}
	digits := w.digits(s.Digits)
	return w.say("rectangle", "cells", w.cells(s.Cells), "digits", digits,
		"then", w.say(then, "extra", w.cells(s.Extra), "digits", digits))
}

// linear reports whether every node of c follows from the one before.
func (c Chain) linear() bool {
	for i, n := range c.Nodes {
		if i > 0 && (len(n.Parents) != 1 || n.Parents[0] != i-1) {
			return false
		}
	}
	return true
}

// chainLine writes a chain in one line when every node follows from the
// one before it, "r1c2=5 → r1c7≠5 → r3c7=5", and as numbered implications
// otherwise.
func (w words) chainLine(c Chain) string {
	linear := c.linear()
	if w.brief && (!linear || len(c.Nodes) > briefChain) && len(c.Nodes) > 1 {
		return w.chainNode(c.Nodes[0]) + " → … → " + w.chainNode(c.Nodes[len(c.Nodes)-1])
	}
	if linear {
		items := make([]string, len(c.Nodes))
		for i, n := range c.Nodes {
			items[i] = w.chainNode(n)
		}
		return strings.Join(items, " → ")
	}
	var lines []string
	for i, n := range c.Nodes {
		if len(n.Parents) == 0 {
			continue
		}
		ps := make([]string, len(n.Parents))
		for j, p := range n.Parents {
			ps[j] = w.chainNode(c.Nodes[p])
		}
		sep := " & "
		via := ""
		if n.Nested && n.Via != NoTechnique {
			via = " [" + n.Via.Name(w.l) + "]"
		}
		lines = append(lines, fmt.Sprintf("(%d) %s → %s%s", i, strings.Join(ps, sep), w.chainNode(n), via))
	}
	return strings.Join(lines, "; ")
}

// joinChains joins the lines of several chains: in full, set apart by
// bars; briefly (each by its ends), as a list.
func (w words) joinChains(lines []string) string {
	if w.brief {
		return w.list(lines)
	}
	return strings.Join(lines, " | ")
}

// chains explains the chain techniques from their chains.
func (w words) chains(s Step) string {
	if len(s.Chains) == 0 {
		return ""
	}
	first := s.Chains[0].Nodes
	start, end := first[0].Node, first[len(first)-1].Node
	switch s.Technique {
	case XCycle, YCycle, XYCycle:
		text := w.say("cycle", "chain", w.chainLine(s.Chains[0]))
		// The natural profile's nice loops also clear the cells the loop
		// passes through on two digits (Sudoku Explainer's never remove
		// in the loop's cells).
		for _, e := range s.Eliminations {
			if slices.ContainsFunc(first, func(n ChainNode) bool { return n.Cell == e.Cell }) {
				return text + " " + w.say("cycle-cells")
			}
		}
		return text
	case XYChain:
		return w.say("xy-chain", "start-cell", w.cell(start.Cell), "start-digit", w.digit(start.Digit),
			"end-cell", w.cell(end.Cell), "end-digit", w.digit(end.Digit), "chain", w.chainLine(s.Chains[0]))
	case XChain, ForcingChain, AIC:
		if s.Technique == AIC && !start.On {
			// HoDoKu's AIC (loops.go), from a false candidate.
			return w.niceLoop(s)
		}
		text := w.say("forcing-chain", "start", w.node(start), "end", w.node(end), "chain", w.chainLine(s.Chains[0]))
		if s.Technique == AIC && len(first) >= 4 {
			p, q := first[1].Node, first[len(first)-2].Node
			return text + " " + w.say("aic-ends", "p", w.cell(p.Cell), "p-digit", w.digit(p.Digit),
				"q", w.cell(q.Cell), "q-digit", w.digit(q.Digit))
		}
		// The natural profile's X-chains remove every candidate that sees
		// both ends of the chain inside (Sudoku Explainer's, one).
		if s.Technique == XChain && len(s.Decides) == 0 && len(s.Eliminations) > 1 && len(first) >= 4 && start.Cell != end.Cell {
			p, q := first[1].Node, first[len(first)-2].Node
			text += " " + w.say("x-chain-ends", "p", w.cell(p.Cell), "q", w.cell(q.Cell), "digit", w.digit(q.Digit))
		}
		return text
	}
	lines := make([]string, len(s.Chains))
	for i, c := range s.Chains {
		lines[i] = w.chainLine(c)
	}
	chains := w.joinChains(lines)
	switch s.Technique {
	case NishioForcingChain, ContradictionForcingChain:
		return w.say("contradiction", "start", w.node(start), "chains", chains)
	case DoubleForcingChain:
		return w.say("double-chain", "start", w.node(start), "not-start", w.node(Node{start.Cell, start.Digit, !start.On}),
			"end", w.node(end), "chains", chains)
	case CellForcingChain, DynamicCellForcingChain:
		return w.say("cell-chains", "cell", w.cell(start.Cell), "end", w.node(end), "chains", chains)
	case RegionForcingChain, DynamicRegionForcingChain:
		if len(s.Houses) > 0 && s.Houses[0] >= 0 {
			return w.say("region-chains", "house", w.house(s.Houses[0]), "digit", w.digit(start.Digit),
				"end", w.node(end), "chains", chains)
		}
	}
	return w.say("chains", "chains", chains)
}

// niceLoop explains HoDoKu's nice loops and AICs (loops.go) from their
// chain: a continuous loop by its links, a discontinuous one by what its
// start leads to in its own cell, an AIC by its two ends.
func (w words) niceLoop(s Step) string {
	if len(s.Chains) == 0 || len(s.Chains[0].Nodes) == 0 {
		return ""
	}
	ch := s.Chains[0]
	first, last := ch.Nodes[0].Node, ch.Nodes[len(ch.Nodes)-1].Node
	line := w.chainLine(ch)
	switch s.Technique {
	case ContinuousNiceLoop, GroupedContinuousNiceLoop:
		text := w.say("nice-loop-continuous", "chain", line)
		if slices.ContainsFunc(ch.Nodes, func(n ChainNode) bool { return n.ALS }) {
			text += " " + w.say("nice-loop-sets")
		}
		return text
	case DiscontinuousNiceLoop, GroupedDiscontinuousNiceLoop:
		switch {
		case first.On:
			// c=a leads to c≠a, or to c=b.
			return w.say("nice-loop-false", "start", w.node(first), "chain", line, "end", w.node(last))
		case last.On:
			// c≠a leads to c=a.
			return w.say("nice-loop-true", "start", w.node(first), "chain", line, "end", w.node(last),
				"cell", w.cell(first.Cell), "digit", w.digit(first.Digit))
		}
		// c≠a leads to c≠b, as c=a does.
		return w.say("nice-loop-either", "cell", w.cell(first.Cell), "digit", w.digit(first.Digit),
			"other", w.digit(last.Digit), "chain", line, "end", w.node(last))
	}
	return w.say("aic-chain", "chain", line, "p", w.cell(first.Cell), "p-digit", w.digit(first.Digit),
		"q", w.cell(last.Cell), "q-digit", w.digit(last.Digit))
}

// chainNode names a node of a chain: a candidate as node does, a group by
// its cells ("(r1c2/r1c3)=5").
func (w words) chainNode(n ChainNode) string {
	if len(n.Cells) == 0 {
		return w.node(n.Node)
	}
	names := make([]string, len(n.Cells))
	for i, c := range n.Cells {
		names[i] = w.cell(c)
	}
	op := "≠"
	if n.On {
		op = "="
	}
	name := "(" + strings.Join(names, "/") + ")"
	if n.ALS {
		name = "ALS" + name
	}
	return name + op + w.digit(n.Digit)
}
