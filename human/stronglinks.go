package human

import (
	"cmp"
	"math/bits"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/nanpure/nanpure/sudoku"
)

// Chains of n strong links on one digit, found as Sukaku Explainer's
// StrongLinks producers find them (its Turbot Fish is n = 2, Three and Four
// Strong Links n = 3 and 4), so that the Sukaku profile takes its steps.
//
// A strong link of digit d is a house and two ends, one of which holds d:
//   - two places, in a row, a column, or a box whose two places do not
//     share a line (that pair is the line's link);
//   - grouped, a line whose places lie in exactly two of the boxes it
//     crosses: one segment against the other;
//   - grouped, a box whose places lie in the cross of one of its cells, the
//     heart (an empty rectangle): the column arm against the row arm, each
//     with the heart; the first heart in reading order whose cross holds
//     every place decides, and both arms must hold places;
//   - grouped, a box of four places or more, none of them in such a cross,
//     that lie in two of its rows (or else two of its columns): one row
//     against the other, and, when the places are the corners of a
//     rectangle, also one column against the other.
//
// An end with one place stands alone when the other end is a group, so a
// link is one pair of ends (two for the rectangle). The links of a chain
// have no place in common; each end meets the next link's end in a house
// (a weak link: every cell of both in one column, row or box, tried in that
// order). One of the chain's two far ends holds d, so d goes from the
// cells that see every cell of both, outside the houses of the links and
// of the weak links. When the far ends themselves share a house the chain
// is a loop (an X-Loop): every weak link is then strong, and d goes from
// the cells that see both sides of any of them, outside the links' houses.
//
// Rating (Sukaku Explainer): 4.0, 5.4, 5.8 for 2, 3, 4 links of parallel
// lines; +0.1 for rows with columns, or boxes with one kind of line; +0.2
// for boxes with rows and columns; +0.3 when any link is grouped.
//
// Order: Sukaku Explainer collects every chain and applies the easiest, then
// the one of most eliminations, then the least name suffix (the kinds of
// the links, see slSuffix), then the first found. It finds them by sets of
// link kinds (slKindSets), digit, houses (in index order, increasing within
// a kind), the pair of ends of each link, the order of the links
// (slOrders) and the direction of each (the first link's slowest). The
// search here meets them in another order (slsets.go), so each chain
// carries where that one meets it (slFound).

// The techniques of the chains the plain two-link forms do not name
// (Skyscraper, TwoStringKite and TurbotFish are singledigit.go's): a
// chain with a grouped link, of four links, or closed into a loop. A chain
// of three is ThreeStrongLinks, grouped or not.
var (
	GroupedSkyscraper    = register(techniqueDef{key: "grouped-skyscraper", difficulty: 4.3, nudge: nudgeDigit})
	GroupedTwoStringKite = register(techniqueDef{key: "grouped-two-string-kite", difficulty: 4.3, nudge: nudgeDigit})
	GroupedTurbotFish    = register(techniqueDef{key: "grouped-turbot-fish", difficulty: 4.3, nudge: nudgeDigit})
	FourStrongLinks      = register(techniqueDef{key: "four-strong-links", difficulty: 5.8, nudge: nudgeDigit})
	XLoop                = register(techniqueDef{key: "x-loop", difficulty: 4.0, nudge: nudgeDigit})
)

// Sukaku Explainer's three producers of strong links, and their words.
var (
	_ = addFinder("2-strong-links", func(s *searcher) bool { return s.strongLinks(2) },
		Skyscraper, TwoStringKite, TurbotFish, GroupedSkyscraper, GroupedTwoStringKite, GroupedTurbotFish, XLoop)
	_ = addFinder("3-strong-links", func(s *searcher) bool { return s.strongLinks(3) }, ThreeStrongLinks, XLoop)
	_ = addFinder("4-strong-links", func(s *searcher) bool { return s.strongLinks(4) }, FourStrongLinks, XLoop)
	_ = addExplainer(words.strongLinks, GroupedSkyscraper, GroupedTwoStringKite, GroupedTurbotFish, FourStrongLinks, XLoop)
)

// slLink is a strong link of one digit in one house: its places, and its
// ends (one pair, or two for a box whose places make a rectangle). A group
// end of a cross includes the heart, which changes neither what the end
// sees nor where it meets another end.
type slLink struct {
	house   int
	kind    int // Sukaku Explainer's region type: 0 box, 1 row, 2 column
	grouped bool
	places  []int
	mask    cellBits // the places
	ends    [][2][]int
	lines   [][2][3]int // of each end: the column, row and box holding it all, or -1
}

// slHint is a chain found: the step it makes and what orders it.
type slHint struct {
	diff   float64
	count  int // eliminations, counted as Sukaku Explainer counts them
	suffix string
	tech   Technique
	d      sudoku.Digit
	ends   [][]int // the two ends of each link, in chain order
	houses []int   // the links' houses, in chain order
	weak   []int   // the weak links' houses, then the loop's
	elims  []Candidate
	found  slFound
}

// slBase are Sukaku Explainer's ratings of chains of parallel lines, by
// number of links.
var slBase = [...]float64{2: 4.0, 3: 5.4, 4: 5.8}

// strongLinks finds the chain of n strong links (2 to 4) that Sukaku
// Explainer applies.
func (s *searcher) strongLinks(n int) bool {
	sh := s.b.Shape
	plan := &slPlans()[n]
	x := &slSearch{s: s, n: n, orders: plan.orders, kindSet: &plan.index, used: newCellBits(sh.Cells)}
	x.peers = peerBits(sh)
	x.chosen = make([]*slLink, n)
	c := s.slLinks()
	// A digit whose places are those of a search that found no chain of
	// it has none: its chains depend on its places alone (quiet.go).
	tag := quietStrong + byte(n)
	quiet := s.quiet.digits(s.b, tag)
	for d := sudoku.Digit(1); int(d) <= sh.N; d++ {
		if quiet.Has(d) {
			continue
		}
		s.digitLinks(c, d)
		x.d, x.links, x.digit, x.places = d, c.links[d], &c.digits[d], c.places[d]
		x.sets()
		if s.stop() {
			return false
		}
	}
	var chained sudoku.Set
	for _, h := range x.hints {
		chained = chained.Add(h.d)
	}
	for d := sudoku.Digit(1); int(d) <= sh.N; d++ {
		if !quiet.Has(d) && !chained.Has(d) {
			s.quiet.add(s.b, tag, d)
		}
	}
	if len(x.hints) == 0 {
		return false
	}
	best := slices.MinFunc(x.hints, func(a, b *slHint) int {
		return cmp.Or(cmp.Compare(a.diff, b.diff), b.count-a.count, strings.Compare(a.suffix, b.suffix), slices.Compare(a.found[:], b.found[:]))
	})
	return s.found(best.step(s.b))
}

// slLinks returns the strong links of the board by digit and house, kept
// while the board is unchanged: the finders of 2, 3 and 4 links search the
// same board in one step.
func (s *searcher) slLinks() *slCache {
	c := &s.slCache
	if c.links != nil && c.shape == s.b.Shape && slices.Equal(c.cands, s.b.cands) && slices.Equal(c.given, s.b.digits) {
		return c
	}
	sh := s.b.Shape
	if c.shape != sh || c.links == nil {
		// The slices of a board of another shape have another length: a
		// Solver takes any board.
		c.shape = sh
		c.links = make([][]*slLink, sh.N+1)
		c.digits = make([]slDigit, sh.N+1)
		c.places = make([]cellBits, sh.N+1)
		c.next = make([]cellBits, sh.N+1)
		for d := range c.places {
			c.places[d], c.next[d] = newCellBits(sh.Cells), newCellBits(sh.Cells)
		}
		c.made = map[slKey]*slLink{}
	}
	c.cands = append(c.cands[:0], s.b.cands...)
	c.given = append(c.given[:0], s.b.digits...)
	for _, m := range c.next {
		clear(m)
	}
	for cell, set := range s.b.cands {
		for ; set != 0; set &= set - 1 {
			c.next[set.First()].add(cell)
		}
	}
	// The links of a digit depend on its places alone: those of a digit
	// whose places are the same are kept (a step changes a few digits).
	for d := range c.places {
		if !slices.Equal(c.places[d], c.next[d]) {
			copy(c.places[d], c.next[d])
			c.links[d], c.digits[d] = nil, slDigit{}
		}
	}
	return c
}

// digitLinks sets the links of digit d in c, the first time they are asked.
func (s *searcher) digitLinks(c *slCache, d sudoku.Digit) {
	if c.links[d] != nil {
		return
	}
	sh := s.b.Shape
	c.links[d] = make([]*slLink, sh.Houses())
	dl := &c.digits[d]
	dl.item = make([]int, sh.Houses())
	dl.first = make([]int, sh.Houses()+1)
	for h := range c.links[d] {
		l := c.link(s.b, h, d)
		c.links[d][h] = l
		dl.item[h] = -1
		dl.first[h] = dl.items
		if l != nil {
			dl.item[h] = dl.items
			dl.items += len(l.ends)
			for r := range l.ends {
				dl.house = append(dl.house, h)
				dl.lines = append(dl.lines, &l.lines[r])
			}
		}
	}
	dl.first[sh.Houses()] = dl.items
	dl.words = (dl.items + 63) / 64
	dl.rank = make([]int, dl.items)
	r := 0
	for kind := range 3 {
		for _, h := range housesOfKind(sh, kind) {
			for t := dl.first[h]; t < dl.first[h+1]; t++ {
				dl.rank[t] = r
				r++
			}
		}
	}
}

// slCache holds the strong links of a board (slLinks), and what searches
// found on boards before.
type slCache struct {
	shape  *sudoku.Shape
	cands  []sudoku.Set
	given  []sudoku.Digit
	links  [][]*slLink
	digits []slDigit
	places []cellBits // by digit: the cells holding it
	next   []cellBits // scratch: the places of the board asked about
	made   map[slKey]*slLink
}

// slKey is a house and the places of a digit in it.
type slKey struct {
	house  int
	places uint64
}

// maxMadeLinks bounds the links kept (a 9x9 board's have a few thousand
// places in their houses between them).
const maxMadeLinks = 1 << 15

// link returns the strong link of digit d in house h of board b, or nil.
// It depends on the house and the digit's places in it alone (slLinkOf),
// so the links made are kept by those (they are never changed): a step
// changes the places of a few digits in a few houses, and the links of the
// other houses are the same.
func (c *slCache) link(b *Board, h int, d sudoku.Digit) *slLink {
	k := slKey{h, b.where(h, d)}
	if bits.OnesCount64(k.places) < 2 {
		return nil
	}
	if l, ok := c.made[k]; ok {
		return l
	}
	if len(c.made) >= maxMadeLinks {
		clear(c.made)
	}
	l := slLinkOf(b.Shape, h, k.places)
	c.made[k] = l
	return l
}

// slDigit numbers the pairs of ends of one digit's links (a link of house h
// has items item[h], item[h]+1 ...).
//
// first[h] is the first item of the houses from h on (items are numbered in
// house order); house and lines give each item's house and the houses of
// its ends; nb, made on first use, is the set of items each item meets,
// words uint64 words each; rank is each item's place in the order Sukaku
// Explainer tries them (by kind, then house), which orders the links of a
// chain (slsets.go).
type slDigit struct {
	item  []int
	items int
	first []int
	house []int
	lines []*[2][3]int
	words int
	nb    []uint64
	rank  []int
}

// neighbours returns the set of items that meet item a. The sets are made
// for all items at once: two items meet when an end of each lies whole in
// one house, so each is the union of the items with an end in one of the
// houses of a's ends.
func (dl *slDigit) neighbours(a int, houses int) []uint64 {
	w := dl.words
	if dl.nb == nil {
		in := make([]uint64, houses*w) // by house: the items with an end whole in it
		for t, ls := range dl.lines {
			for _, l := range ls {
				for _, h := range l {
					if h >= 0 {
						in[h*w+t/64] |= 1 << (t % 64)
					}
				}
			}
		}
		dl.nb = make([]uint64, dl.items*w)
		for t, ls := range dl.lines {
			set := dl.nb[t*w : (t+1)*w]
			for _, l := range ls {
				for _, h := range l {
					if h >= 0 {
						for x, m := range in[h*w : (h+1)*w] {
							set[x] |= m
						}
					}
				}
			}
		}
	}
	return dl.nb[a*w : (a+1)*w]
}

// slLinkOf returns the strong link of a digit whose places in house h are
// m (bit i: the house's cell i), or nil.
func slLinkOf(sh *sudoku.Shape, h int, m uint64) *slLink {
	cells := sh.House(h)
	l := &slLink{house: h, kind: seKind(sh, h), mask: newCellBits(sh.Cells)}
	for x := m; x != 0; x &= x - 1 {
		c := cells[bits.TrailingZeros64(x)]
		l.places = append(l.places, c)
		l.mask.add(c)
	}
	if len(l.places) == 2 {
		p, q := l.places[0], l.places[1]
		if l.kind == 0 && (sh.Row(p) == sh.Row(q) || sh.Col(p) == sh.Col(q)) {
			return nil
		}
		l.ends = [][2][]int{{{p}, {q}}}
		return l.withLines(sh)
	}
	l.grouped = true
	if l.kind == 0 {
		l.ends = boxEnds(sh, l.places)
	} else {
		l.ends = lineEnds(sh, l.places)
	}
	if l.ends == nil {
		return nil
	}
	return l.withLines(sh)
}

// lineEnds returns the ends of a grouped line link: its places must lie in
// exactly two box segments; a lone place is an end of its own and comes
// first.
func lineEnds(sh *sudoku.Shape, places []int) [][2][]int {
	seg := sh.Box // along a line, the box tells its segments apart
	var b1, b2 []int
	for _, c := range places {
		switch {
		case seg(c) == seg(places[0]):
			b1 = append(b1, c)
		case len(b2) == 0 || seg(c) == seg(b2[0]):
			b2 = append(b2, c)
		default:
			return nil
		}
	}
	if len(b2) == 0 {
		return nil
	}
	if len(b2) == 1 {
		return [][2][]int{{b2, b1}}
	}
	return [][2][]int{{b1, b2}}
}

// boxEnds returns the ends of a grouped box link (places in reading
// order), or nil.
func boxEnds(sh *sudoku.Shape, places []int) [][2][]int {
	// The first heart whose cross holds every place decides.
	for _, heart := range sh.House(sh.Box(places[0]) + 2*sh.N) {
		var col, row []int // the arms, without the heart
		inCross := true
		for _, c := range places {
			switch {
			case c == heart:
			case sh.Col(c) == sh.Col(heart):
				col = append(col, c)
			case sh.Row(c) == sh.Row(heart):
				row = append(row, c)
			default:
				inCross = false
			}
		}
		if !inCross {
			continue
		}
		if len(col) == 0 || len(row) == 0 {
			return nil
		}
		withHeart := func(arm []int) []int { return append(slices.Clip(arm), heart) }
		switch {
		case len(row) == 1:
			return [][2][]int{{row, withHeart(col)}}
		case len(col) == 1:
			return [][2][]int{{col, withHeart(row)}}
		}
		return [][2][]int{{withHeart(col), withHeart(row)}}
	}
	if len(places) < 4 {
		return nil
	}
	// Two rows of the box, else two columns: the lower line first.
	for _, line := range []func(int) int{sh.Row, sh.Col} {
		lo, hi := line(places[0]), line(places[0])
		for _, c := range places {
			lo, hi = min(lo, line(c)), max(hi, line(c))
		}
		var b1, b2 []int
		ok := true
		for _, c := range places {
			switch line(c) {
			case lo:
				b1 = append(b1, c)
			case hi:
				b2 = append(b2, c)
			default:
				ok = false
			}
		}
		if !ok {
			continue
		}
		if len(b1) < 2 || len(b2) < 2 {
			return nil
		}
		ends := [][2][]int{{b1, b2}}
		if len(places) == 4 && sameLine(sh, b1[0], b2[0]) && sameLine(sh, b1[1], b2[1]) {
			ends = append(ends, [2][]int{{b1[0], b2[0]}, {b1[1], b2[1]}})
		}
		return ends
	}
	return nil
}

func sameLine(sh *sudoku.Shape, a, b int) bool {
	return sh.Row(a) == sh.Row(b) || sh.Col(a) == sh.Col(b)
}

// slPlans are the orders of chains of 2, 3 and 4 links and the indexes of
// their kind sets, made once: every search asks for them, a few hundred
// times a rating.
var slPlans = sync.OnceValue(func() *[5]slPlan {
	p := new([5]slPlan)
	for n := 2; n <= 4; n++ {
		p[n].orders = slOrders(n)
		for i, kinds := range slKindSets(n) {
			p[n].index[slKindsCode(kinds)] = i
		}
	}
	return p
})

// slPlan holds, for chains of one length, the orders of the links and the
// index of each set of kinds in Sukaku Explainer's order, by slKindsCode.
type slPlan struct {
	orders [][]int
	index  [81]int
}

// slKindsCode numbers a sequence of up to four kinds.
func slKindsCode(kinds []int) int {
	code := 0
	for _, k := range kinds {
		code = code*3 + k
	}
	return code
}

// slKindSets lists the sets of link kinds Sukaku Explainer tries, in its
// order: every non-decreasing sequence of n kinds, the last kind slowest.
func slKindSets(n int) [][]int {
	var sets [][]int
	var rec func(prefix []int)
	rec = func(prefix []int) {
		if len(prefix) == n {
			sets = append(sets, slices.Clone(prefix))
			return
		}
		lo := 0
		if len(prefix) > 0 {
			lo = prefix[len(prefix)-1]
		}
		for k := lo; k < 3; k++ {
			rec(append(prefix, k))
		}
	}
	rec(nil)
	slices.SortStableFunc(sets, func(a, b []int) int {
		for i := n - 1; i >= 0; i-- {
			if a[i] != b[i] {
				return a[i] - b[i]
			}
		}
		return 0
	})
	return sets
}

// slOrders lists the orders in which Sukaku Explainer strings n links: the
// permutations in the order of Heap's countdown QuickPerm, keeping those
// that are not after their reverse.
func slOrders(n int) [][]int {
	q := make([]int, n)
	r := make([]int, n+1)
	for i := range r {
		r[i] = i
	}
	for i := range q {
		q[i] = i
	}
	var out [][]int
	keep := func() {
		rev := slices.Clone(q)
		slices.Reverse(rev)
		if slices.Compare(q, rev) <= 0 {
			out = append(out, slices.Clone(q))
		}
	}
	keep()
	for i := 1; i < n; {
		r[i]--
		j := i % 2 * r[i]
		q[j], q[i] = q[i], q[j]
		keep()
		i = 1
		for r[i] == 0 {
			r[i] = i
			i++
		}
	}
	return out
}

// chains tries every order and direction of the chosen links: an order
// where a neighbour does not meet the next is no chain.
func (x *slSearch) chains() {
	n := x.n
	meets := &x.meets
	for i, q := range x.orders {
		x.found[6] = i
		ok := true
		for w := 0; w < n-1 && ok; w++ {
			ok = meets[q[w]][q[w+1]]
		}
		if !ok {
			continue
		}
		for i, k := range q {
			x.houses[i] = x.chosen[k].house
		}
		x.orient(q, 0, 0)
	}
}

// orient chooses the directions of the links from position w of order q
// on, those before being u (a bit each, the first link's highest), in the
// order of Sukaku Explainer's count of directions; a direction whose end
// does not meet the previous link's is no chain.
func (x *slSearch) orient(q []int, w, u int) {
	if w == x.n {
		x.chain(q, u)
		return
	}
	for d := 0; d < 2; d++ {
		if w > 0 {
			x.weak[w-1] = meet(x.lines[q[w-1]][1-u&1], x.lines[q[w]][d])
			if x.weak[w-1] < 0 {
				continue
			}
		}
		x.orient(q, w+1, u<<1|d)
	}
}

// chain adds the hint of the links in order q with directions u, when it
// removes something: counted first, then made.
func (x *slSearch) chain(q []int, u int) {
	n := x.n
	dir := func(i int) int { return u >> (n - 1 - i) & 1 }
	start, end := x.pick[q[0]][dir(0)], x.pick[q[n-1]][1-dir(n-1)]
	ring := meet(x.lines[q[0]][dir(0)], x.lines[q[n-1]][1-dir(n-1)])
	if ring >= 0 && (dir(0) != 0 || !x.firstHouse(q[0])) {
		return
	}
	houses, weak := x.houses[:n], x.weak[:n-1]
	// eliminate adds what the chain removes to elims (when not nil) and
	// returns how many it found, as Sukaku Explainer counts them.
	eliminate := func(elims *[]Candidate) int {
		if ring < 0 {
			return x.eliminate(elims, houses, start, end, weak)
		}
		count := x.eliminate(elims, houses, start, end, nil)
		for w := 0; w < n-1; w++ {
			count += x.eliminate(elims, houses, x.pick[q[w]][1-dir(w)], x.pick[q[w+1]][dir(w+1)], nil)
		}
		return count
	}
	count := eliminate(nil)
	if count == 0 {
		return
	}
	h := &slHint{d: x.d, count: count, found: x.found}
	h.found[7] = u
	eliminate(&h.elims)
	for i, k := range q {
		h.ends = append(h.ends, x.pick[k][dir(i)], x.pick[k][1-dir(i)])
		h.houses = append(h.houses, x.chosen[k].house)
	}
	h.weak = slices.Clone(weak)
	if ring >= 0 {
		h.weak = append(h.weak, ring)
	}
	x.rate(h, q, ring >= 0)
	x.hints = append(x.hints, h)
}

// firstHouse reports whether the link at depth k has the least house of
// the chosen (boxes, then rows, then columns): a loop is taken from there.
func (x *slSearch) firstHouse(k int) bool {
	key := func(l *slLink) int { return l.kind*x.s.b.Shape.N + l.house%x.s.b.Shape.N }
	for _, l := range x.chosen {
		if key(l) < key(x.chosen[k]) {
			return false
		}
	}
	return true
}

// eliminate adds to elims (when not nil) the candidates of the chain's
// digit that see every cell of a and b, outside the links' houses and the
// houses of skip, and returns how many it found (repeats included).
func (x *slSearch) eliminate(elims *[]Candidate, houses []int, a, b []int, skip []int) int {
	sh := x.s.b.Shape
	// Most chains remove nothing: no place of the digit sees both first
	// cells.
	pa, pb, none := x.peers[a[0]], x.peers[b[0]], true
	for i, m := range x.places {
		if m&pa[i]&pb[i] != 0 {
			none = false
			break
		}
	}
	if none {
		return 0
	}
	n := 0
	for _, v := range sh.Peers(a[0]) {
		if !x.s.b.cands[v].Has(x.d) {
			continue
		}
		if !seesAll(sh, v, a) || !seesAll(sh, v, b) || inAny(sh, v, houses) || inAny(sh, v, skip) {
			continue
		}
		n++
		if c := (Candidate{v, x.d}); elims != nil && !slices.Contains(*elims, c) {
			*elims = append(*elims, c)
		}
	}
	return n
}

func seesAll(sh *sudoku.Shape, v int, cs []int) bool {
	for _, c := range cs {
		if !sees(sh, v, c) {
			return false
		}
	}
	return true
}

func inAny(sh *sudoku.Shape, v int, hs []int) bool {
	for _, h := range hs {
		if inHouse(sh, v, h) {
			return true
		}
	}
	return false
}

// withLines sets the houses that hold each end of l whole: where two ends
// meet in such a house (column first, then row, then box, as Sukaku
// Explainer looks) they make a weak link.
func (l *slLink) withLines(sh *sudoku.Shape) *slLink {
	l.lines = make([][2][3]int, len(l.ends))
	for i, e := range l.ends {
		for j, g := range e {
			hs := sh.HousesOf(g[0])
			in := [3]int{hs[1], hs[0], hs[2]}
			for _, c := range g[1:] {
				hc := sh.HousesOf(c)
				for k, kind := range [3]int{1, 0, 2} {
					if in[k] != hc[kind] {
						in[k] = -1
					}
				}
			}
			l.lines[i][j] = in
		}
	}
	return l
}

// meet returns the house that holds two ends whose whole houses are a and
// b (see withLines), or -1.
func meet(a, b [3]int) int {
	for k := range a {
		if a[k] >= 0 && a[k] == b[k] {
			return a[k]
		}
	}
	return -1
}

// rate sets the difficulty, name suffix and technique of chain h, whose
// links are the chosen ones in order q.
func (x *slSearch) rate(h *slHint, q []int, loop bool) {
	kinds := make([]int, len(q))
	grouped := 0
	for i, k := range q {
		kinds[i] = x.chosen[k].kind
	}
	for _, l := range x.chosen {
		if l.grouped {
			grouped++
		}
	}
	name := slSuffix(kinds)
	h.suffix = strconv.Itoa(grouped) + name
	box, both := strings.Contains(name, "0"), strings.Contains(name, "2")
	h.diff = slBase[x.n]
	switch {
	case grouped > 0:
		h.diff += 0.3
	case box && both:
		h.diff += 0.2
	case box || both:
		h.diff += 0.1
	}
	switch {
	case loop:
		h.tech = XLoop
	case x.n == 3:
		h.tech = ThreeStrongLinks
	case x.n == 4:
		h.tech = FourStrongLinks
	case box:
		h.tech = [2]Technique{TurbotFish, GroupedTurbotFish}[min(grouped, 1)]
	case both:
		h.tech = [2]Technique{TwoStringKite, GroupedTwoStringKite}[min(grouped, 1)]
	default:
		h.tech = [2]Technique{Skyscraper, GroupedSkyscraper}[min(grouped, 1)]
	}
}

// slSuffix is Sukaku Explainer's name of a sequence of link kinds (0 box,
// 1 and 2 the two kinds of line): the sequence or its reverse, whichever
// is first, with the kinds of lines named so that the name is least; a
// sequence without rows calls its columns 1.
func slSuffix(kinds []int) string {
	k := slices.Clone(kinds)
	rev := slices.Clone(k)
	slices.Reverse(rev)
	if slices.Compare(k, rev) > 0 {
		k = rev
	}
	str := func(ks []int) string {
		var b strings.Builder
		for _, x := range ks {
			b.WriteByte(byte('0' + x))
		}
		return b.String()
	}
	swap := func(x int) int { return [3]int{0, 2, 1}[x] }
	if !slices.Contains(k, 1) {
		return strings.ReplaceAll(str(k), "2", "1")
	}
	cur := make([]int, len(k))
	for i, x := range k {
		cur[i] = swap(x)
	}
	rev = slices.Clone(cur)
	slices.Reverse(rev)
	return min(str(k), min(str(cur), str(rev)))
}

// step makes the step of chain h: Groups holds the two ends of each link
// in turn, as the cells of each that hold the digit.
func (h *slHint) step(b *Board) Step {
	st := Step{Technique: h.tech, Difficulty: h.diff, Digits: sudoku.Bit(h.d), Houses: h.houses, Cover: h.weak, Eliminations: h.elims}
	for _, e := range h.ends {
		var g []int
		for _, c := range e {
			if b.cands[c].Has(h.d) {
				g = append(g, c)
			}
		}
		slices.Sort(g)
		st.Groups = append(st.Groups, g)
		st.GroupDigits = append(st.GroupDigits, sudoku.Bit(h.d))
		st.Cells = append(st.Cells, g...)
	}
	return st
}

// strongLinks explains a chain of strong links: Groups holds the two ends
// of each link in turn, Houses the link's houses, Cover the weak links'
// houses and, for a loop, the house of its far ends.
func (w words) strongLinks(s Step) string {
	n := len(s.Houses)
	if n < 2 || len(s.Groups) != 2*n || len(s.Cover) < n-1 {
		return ""
	}
	end := func(g []int) string {
		if len(g) == 1 {
			return w.cell(g[0])
		}
		return "{" + w.cells(g) + "}"
	}
	var links []string
	for i := 0; i < n; i++ {
		links = append(links, w.say("single-digit-link", "from", end(s.Groups[2*i]), "to", end(s.Groups[2*i+1]), "house", w.house(s.Houses[i])))
	}
	kv := []string{"digit", w.digits(s.Digits), "links", strings.Join(links, " − "), "start", end(s.Groups[0]), "end", end(s.Groups[2*n-1])}
	if len(s.Cover) == n {
		return w.say("x-loop", append(kv, "house", w.house(s.Cover[n-1]))...)
	}
	return w.say("single-digit", kv...)
}
