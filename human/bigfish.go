package human

import (
	"math/bits"
	"slices"

	"github.com/nanpure/nanpure/sudoku"
)

// The generalized fish search (HoDoKu's, after the Ultimate Fish Guide),
// which franken.go and siamese.go use. On one digit, a base is k houses of
// any kinds its family allows and a cover is k other houses; the base's
// places of the digit that the cover leaves out are fins, and so is every
// place two base houses share (an endo fin). If the fish has no fins, each
// base house holds the digit once in distinct places, all inside the
// cover, so the k cover houses get their digits there: the cover's other
// places lose the digit, and so does a place in two cover houses
// (cannibalism). With fins, either the fish holds or a fin does, so only
// the places that see every fin lose it.
//
// The data: the places of the digit are numbered 0..m-1 and a set of them
// is a placeSet of two words, which holds every place of a digit on a 9x9
// board (at most 81). A digit with more than 128 places (a large grid
// early on) is not searched.
//
// The search is bounded four ways. A fish on digit d can only remove a
// place of d that lies in no template of d (no placement of all the d's
// the candidates allow; fishtemplate.go): a digit with no such place (a
// target) is skipped. The base grows house by house and stops at more than
// two endo fins, or when for no target the cover could still hold the base
// places that do not see it (fins must all see what they let go). The
// cover is built target by target from those places (fishCover). And the
// steps of one digit, family and size are counted up to fishNodes.

// A placeSet is a set of places of one digit, by number.
type placeSet [2]uint64

func (p *placeSet) add(i int)                 { p[i>>6] |= 1 << (i & 63) }
func (p placeSet) or(q placeSet) placeSet     { return placeSet{p[0] | q[0], p[1] | q[1]} }
func (p placeSet) and(q placeSet) placeSet    { return placeSet{p[0] & q[0], p[1] & q[1]} }
func (p placeSet) andNot(q placeSet) placeSet { return placeSet{p[0] &^ q[0], p[1] &^ q[1]} }
func (p placeSet) empty() bool                { return p[0]|p[1] == 0 }
func (p placeSet) len() int                   { return bits.OnesCount64(p[0]) + bits.OnesCount64(p[1]) }
func (p placeSet) intersects(q placeSet) bool { return !p.and(q).empty() }
func (p placeSet) each(fn func(i int))        { eachPlace(p, fn) }
func (p placeSet) has(i int) bool             { return p[i>>6]&(1<<(i&63)) != 0 }
func (p placeSet) without(i int) placeSet {
	p[i>>6] &^= 1 << (i & 63)
	return p
}

// first returns the lowest member of p, or -1 when p is empty.
func (p placeSet) first() int {
	if p[0] != 0 {
		return bits.TrailingZeros64(p[0])
	}
	if p[1] != 0 {
		return 64 + bits.TrailingZeros64(p[1])
	}
	return -1
}

// eachPlace calls fn with every member of p in increasing order.
func eachPlace(p placeSet, fn func(i int)) {
	for w := 0; w < 2; w++ {
		for m := p[w]; m != 0; m &= m - 1 {
			fn(w<<6 | bits.TrailingZeros64(m))
		}
	}
}

// Kinds of house as bits, for the houses a family takes as base or cover.
const (
	rowKind = 1 << sudoku.RowHouse
	colKind = 1 << sudoku.ColHouse
	boxKind = 1 << sudoku.BoxHouse
)

// A fishUnit is a house where the digit has places.
type fishUnit struct {
	house  int
	kind   int // rowKind, colKind or boxKind
	places placeSet
}

// A fishSpace is one digit's places and houses, for the search.
type fishSpace struct {
	d      sudoku.Digit
	cells  []int      // cells[i]: the cell of place i
	seen   []placeSet // seen[i]: the places that share a house with place i
	units  []fishUnit // the houses with places, by house number
	unitOf [][3]int   // unitOf[i]: the units of place i's row, column and box (-1: none)
	// targets are the places that lie in no template: the only ones a fish
	// can remove.
	targets placeSet
	// fish are the fish found so far, by family and size (fishOf).
	fish map[fishQuery][]rawFish
}

// A fishQuery is a family and size of fish.
type fishQuery struct {
	size int
	fam  fishFamily
}

// frankenShapes are the base and cover kinds of Franken fish: rows and
// boxes against columns and boxes, and the same with columns as the base.
var frankenShapes = [][2]int{{rowKind | boxKind, colKind | boxKind}, {colKind | boxKind, rowKind | boxKind}}

// fishShapes returns the base and cover kinds to search for fish of family
// fam and size k. Mutant Squirmbags and Whales are sought with bases of
// rows and columns only (the cover may take boxes): with boxes too their
// bases are too many to try in milliseconds.
func fishShapes(fam fishFamily, k int) [][2]int {
	all := rowKind | colKind | boxKind
	switch {
	case fam == basicFish:
		return [][2]int{{rowKind, colKind}, {colKind, rowKind}}
	case fam == frankenFish:
		return frankenShapes
	case k >= 5:
		return [][2]int{{rowKind | colKind, all}}
	}
	return [][2]int{{all, all}}
}

// fishOf returns every fish of family fam and size k on the space's
// digit: base by base, in the order of combinations of units, and the
// fish of one base in the order of their covers. It keeps them for the
// next finder (the Siamese fish pair the same fish), and returns false
// when the search had to stop.
func (f *fishSpace) fishOf(s *searcher, k int, fam fishFamily) ([]rawFish, bool) {
	q := fishQuery{k, fam}
	if all, ok := f.fish[q]; ok {
		return all, true
	}
	var all []rawFish
	for _, sp := range fishShapes(fam, k) {
		fs := fishShape{size: k, base: sp[0], over: sp[1], maxFins: maxFishFins, maxEndo: maxEndoFins}
		f.search(s, fs, func(x rawFish) bool {
			if fishFamilyOf(f.kinds(x.base), f.kinds(x.cover)) == fam {
				all = append(all, x)
			}
			return false
		})
		if s.err != nil {
			return nil, false
		}
	}
	if f.fish == nil {
		f.fish = map[fishQuery][]rawFish{}
	}
	f.fish[q] = all
	return all, true
}

// fishSpaces keeps the fish spaces of a board's digits from one finder to
// the next (laying them out takes longer than most searches), for as long
// as the digits' places stay the same.
type fishSpaces struct {
	b      *Board
	spaces map[sudoku.Digit]fishEntry
}

type fishEntry struct {
	cells []int
	f     *fishSpace // nil: the digit has no fish
}

// fishSpace returns the layout of digit d's places on the board, or nil
// when d has none, more than 128 places, or no place a fish could remove.
func (s *searcher) fishSpace(d sudoku.Digit) *fishSpace {
	b := s.b
	var cells []int
	for c := 0; c < b.Shape.Cells; c++ {
		if b.cands[c].Has(d) {
			cells = append(cells, c)
		}
	}
	if s.fishes.b != b {
		s.fishes = fishSpaces{b: b, spaces: map[sudoku.Digit]fishEntry{}}
	}
	if e, ok := s.fishes.spaces[d]; ok && slices.Equal(e.cells, cells) {
		return e.f
	}
	f := s.newFishSpace(d, cells)
	s.fishes.spaces[d] = fishEntry{cells, f}
	return f
}

// newFishSpace lays out digit d's places, cells, when a fish could remove
// one of them.
func (s *searcher) newFishSpace(d sudoku.Digit, cells []int) *fishSpace {
	if len(cells) == 0 || len(cells) > 128 {
		return nil
	}
	targets := s.templateTargets(d, cells)
	if targets.empty() {
		return nil
	}
	f := layFish(s.b.Shape, d, cells)
	f.targets = targets
	return f
}

// layFish lays out digit d's places, cells (at most 128), without targets.
func layFish(sh *sudoku.Shape, d sudoku.Digit, cells []int) *fishSpace {
	f := &fishSpace{d: d, cells: cells}
	index := make(map[int]int, len(cells))
	for i, c := range cells {
		index[c] = i
	}
	unitOfHouse := make([]int, sh.Houses())
	for h := range unitOfHouse {
		unitOfHouse[h] = -1
		var p placeSet
		for _, c := range sh.House(h) {
			if i, ok := index[c]; ok {
				p.add(i)
			}
		}
		if !p.empty() {
			kind, _ := sh.HouseKind(h)
			unitOfHouse[h] = len(f.units)
			f.units = append(f.units, fishUnit{house: h, kind: 1 << kind, places: p})
		}
	}
	f.seen = make([]placeSet, len(f.cells))
	f.unitOf = make([][3]int, len(f.cells))
	for i, c := range f.cells {
		for k, h := range sh.HousesOf(c) {
			u := unitOfHouse[h]
			f.unitOf[i][k] = u
			f.seen[i] = f.seen[i].or(f.units[u].places)
		}
		f.seen[i] = f.seen[i].without(i)
	}
	return f
}

// A fishShape is what one search looks for: the size, the kinds of house
// allowed in the base and in the cover, and the most fins.
type fishShape struct {
	size       int
	base, over int // kinds (rowKind | ...) of the base and the cover
	maxFins    int // fins, endo fins included; 0: no fins
	maxEndo    int
}

// A rawFish is a fish the search found, before it is named.
type rawFish struct {
	base, cover []int    // unit indexes, ascending
	fins, endo  placeSet // fins (endo fins included) and the endo fins
	elims       placeSet
	cannibal    placeSet // the eliminations in the base
}

// search calls found with every fish of shape fs that removes something,
// base by base (in the order of combinations of units), and stops when
// found returns true or the search must stop.
func (f *fishSpace) search(s *searcher, fs fishShape, found func(rawFish) bool) bool {
	var baseUnits []int
	for u, fu := range f.units {
		if fu.kind&fs.base != 0 {
			baseUnits = append(baseUnits, u)
		}
	}
	fc := &fishCover{f: f, s: s, fs: fs, found: found, inBase: make([]bool, len(f.units)),
		forbid: make([]int, len(f.units)), chosen: make([]bool, len(f.units))}
	for u, fu := range f.units {
		if fu.kind&fs.over != 0 {
			fc.coverUnits = append(fc.coverUnits, u)
		}
	}
	var pick func(from int, union, endo placeSet) bool
	pick = func(from int, union, endo placeSet) bool {
		if len(fc.base) == fs.size {
			fc.union, fc.endo = union, endo
			return fc.next()
		}
		for i := from; i <= len(baseUnits)-(fs.size-len(fc.base)); i++ {
			if s.stop() || fc.nodes > fishNodes {
				return true
			}
			u := baseUnits[i]
			p := f.units[u].places
			e := endo.or(union.and(p))
			if e.len() > fs.maxEndo || e.len() > fs.maxFins {
				continue
			}
			fc.base = append(fc.base, u)
			fc.inBase[u] = true
			done := false
			fc.nodes++
			if fc.hopeful(union.or(p), e) {
				done = pick(i+1, union.or(p), e)
			}
			fc.inBase[u] = false
			fc.base = fc.base[:len(fc.base)-1]
			if done {
				return true
			}
		}
		return false
	}
	return pick(0, placeSet{}, placeSet{})
}

// seeAll returns the places that see every place of p.
func (f *fishSpace) seeAll(p placeSet) placeSet {
	all := placeSet{^uint64(0), ^uint64(0)}
	p.each(func(i int) { all = all.and(f.seen[i]) })
	return all
}

// A fishCover is the cover search of one base. It works target by
// target: for a fish to remove target t, every fin must see t, so every
// base place that does not see t must be covered, and t itself too (twice
// when it is a base place: cannibalism). Those places are covered in
// order, the lowest first, by one of its at most three houses; a house
// passed over for a place is forbidden in the branches after it, so that
// each cover is made once per target. The cover is then filled up to k
// houses with any others that meet the base.
type fishCover struct {
	f     *fishSpace
	s     *searcher
	fs    fishShape
	found func(rawFish) bool

	coverUnits  []int // the units of the kinds the cover may take
	base        []int
	inBase      []bool
	union, endo placeSet // the base's places and endo fins

	must     placeSet // the places the cover must hold (for this target)
	cover    []int
	chosen   []bool
	forbid   []int    // forbid[u] > 0: unit u may not join the cover
	covered  placeSet // the cover's places
	cannibal placeSet // places in two cover units
	fish     []rawFish
	nodes    int // the cover search's steps so far, up to fishNodes
}

// fishNodes bounds the cover search of one digit, family and size: on a
// board where a digit has many places and many of them lie in no template,
// Mutant fish come by the ten thousand, most of them one smaller fish's
// logic with more houses around it. Past the bound the search keeps the
// fish it found.
const fishNodes = 1 << 14

// next searches the covers of the current base and passes its fish, in
// the order of their covers (HoDoKu's order).
func (c *fishCover) next() bool {
	f := c.f
	c.fish = c.fish[:0]
	stopped := false
	f.targets.each(func(t int) {
		if stopped || !c.endo.andNot(f.seen[t]).empty() {
			return
		}
		c.must = c.union.andNot(f.seen[t]).without(t)
		if !c.union.has(t) {
			c.must.add(t)
			stopped = c.place()
			return
		}
		// t is a base place: its houses outside the base must all cover it.
		var added []int
		for _, u := range f.unitOf[t] {
			if u >= 0 && !c.inBase[u] {
				if !c.usable(u) || len(c.cover) == c.fs.size {
					break
				}
				c.add(u)
				added = append(added, u)
			}
		}
		if c.cannibal.has(t) {
			stopped = c.place()
		}
		for range added {
			c.remove()
		}
	})
	if stopped {
		return true
	}
	slices.SortFunc(c.fish, func(a, b rawFish) int { return slices.Compare(a.cover, b.cover) })
	for i, x := range c.fish {
		if i > 0 && slices.Equal(x.cover, c.fish[i-1].cover) {
			continue
		}
		if c.found(x) {
			return true
		}
	}
	return false
}

// place covers the lowest place the cover must hold and does not, in each
// way it can, then fills the cover.
func (c *fishCover) place() bool {
	if c.nodes++; c.nodes > fishNodes || c.s.stop() {
		return true
	}
	x := c.must.andNot(c.covered).first()
	if x < 0 {
		return c.fill(0)
	}
	if !c.coverable(c.must.andNot(c.covered), 0) {
		return false
	}
	return c.branch(x, c.place, nil)
}

// branch puts each usable house of place x in the cover in turn and goes
// on with next; a house tried is forbidden to the branches after it (they
// would find the same covers again), and to otherwise, run last when no
// branch ended the search, until branch returns.
func (c *fishCover) branch(x int, next, otherwise func() bool) bool {
	var passed [3]int
	n := 0
	done := false
	for _, u := range c.f.unitOf[x] {
		if u < 0 || !c.usable(u) || len(c.cover) == c.fs.size {
			continue
		}
		c.add(u)
		done = next()
		c.remove()
		if done {
			break
		}
		c.forbid[u]++
		passed[n] = u
		n++
	}
	if !done && otherwise != nil {
		done = otherwise()
	}
	for _, u := range passed[:n] {
		c.forbid[u]--
	}
	return done
}

// hopeful reports whether a base with places union and endo fins endo,
// or a larger one, could make a fish: for some target that sees the endo
// fins, the cover could hold the base places that do not see it.
func (c *fishCover) hopeful(union, endo placeSet) bool {
	f := c.f
	ok := false
	f.targets.each(func(t int) {
		if ok || !endo.andNot(f.seen[t]).empty() {
			return
		}
		must := union.andNot(f.seen[t]).without(t)
		if !union.has(t) {
			must.add(t)
		}
		ok = c.coverable(must, 0)
	})
	return ok
}

// coverable reports whether the units that may still join the cover could
// hold the places of must but spare of them (which may stay fins): the
// largest shares of must of as many units as the cover has room for add up
// to all of must but spare at least.
func (c *fishCover) coverable(must placeSet, spare int) bool {
	need := must.len() - spare
	room := c.fs.size - len(c.cover)
	if need <= 0 {
		return true
	}
	if room == 0 {
		return false
	}
	var best [8]int // the largest shares, in decreasing order
	for _, u := range c.coverUnits {
		if c.inBase[u] || c.chosen[u] || c.forbid[u] > 0 {
			continue
		}
		p := &c.f.units[u].places
		n := bits.OnesCount64(p[0]&must[0]) + bits.OnesCount64(p[1]&must[1])
		if n <= best[room-1] {
			continue
		}
		i := room - 1
		for ; i > 0 && best[i-1] < n; i-- {
			best[i] = best[i-1]
		}
		best[i] = n
	}
	sum := 0
	for _, n := range best[:room] {
		sum += n
	}
	return sum >= need
}

// usable reports whether unit u may join the cover.
func (c *fishCover) usable(u int) bool {
	return c.f.units[u].kind&c.fs.over != 0 && !c.inBase[u] && !c.chosen[u] && c.forbid[u] == 0
}

// add puts unit u in the cover; remove takes the last one out.
func (c *fishCover) add(u int) {
	p := c.f.units[u].places
	c.cannibal = c.cannibal.or(c.covered.and(p))
	c.covered = c.covered.or(p)
	c.cover = append(c.cover, u)
	c.chosen[u] = true
}

func (c *fishCover) remove() {
	c.chosen[c.cover[len(c.cover)-1]] = false
	c.cover = c.cover[:len(c.cover)-1]
	c.covered, c.cannibal = placeSet{}, placeSet{}
	for _, u := range c.cover {
		p := c.f.units[u].places
		c.cannibal = c.cannibal.or(c.covered.and(p))
		c.covered = c.covered.or(p)
	}
}

// fill completes the cover with further units, from coverUnits[from] on,
// each covering some base place the cover did not hold yet, and tries it.
// (A unit that would only add places to remove makes a fish too, but one
// of the many that repeat a smaller one's logic: they are left out.)
func (c *fishCover) fill(from int) bool {
	if len(c.cover) == c.fs.size {
		c.try()
		return false
	}
	for i := from; i < len(c.coverUnits); i++ {
		if u := c.coverUnits[i]; c.usable(u) && c.f.units[u].places.intersects(c.union.andNot(c.covered)) {
			c.add(u)
			done := c.fill(i + 1)
			c.remove()
			if done {
				return true
			}
		}
	}
	c.nodes++
	return c.nodes > fishNodes || c.s.stop()
}

// try keeps the fish of the current base and cover when it removes
// something.
func (c *fishCover) try() {
	fins := c.union.andNot(c.covered).or(c.endo)
	if fins.len() > c.fs.maxFins {
		return
	}
	// A base house that is all fins is a smaller fish's fin, not a base.
	for _, u := range c.base {
		if c.f.units[u].places.andNot(fins).empty() {
			return
		}
	}
	elims := c.covered.andNot(c.union).or(c.cannibal)
	if !fins.empty() {
		elims = elims.and(c.f.seeAll(fins))
	}
	if elims.empty() {
		return
	}
	c.fish = append(c.fish, rawFish{base: slices.Clone(c.base), cover: sortedClone(c.cover),
		fins: fins, endo: c.endo, elims: elims, cannibal: elims.and(c.union)})
}

func sortedClone(s []int) []int {
	t := slices.Clone(s)
	slices.Sort(t)
	return t
}

// kinds returns the kinds of house of units us.
func (f *fishSpace) kinds(us []int) int {
	k := 0
	for _, u := range us {
		k |= f.units[u].kind
	}
	return k
}

// houses returns the houses of units us.
func (f *fishSpace) houses(us []int) []int {
	hs := make([]int, len(us))
	for i, u := range us {
		hs[i] = f.units[u].house
	}
	return hs
}

// placeCells returns the cells of the places of p.
func (f *fishSpace) placeCells(p placeSet) []int {
	var cs []int
	p.each(func(i int) { cs = append(cs, f.cells[i]) })
	return cs
}

// sashimi reports whether some base unit of x keeps at most one place once
// the fins are left aside (HoDoKu's test, for basic fish).
func (f *fishSpace) sashimi(x rawFish) bool {
	for _, u := range x.base {
		if f.units[u].places.andNot(x.fins).len() <= 1 {
			return true
		}
	}
	return false
}

// step makes the step of fish x: base and cover houses, the base places
// that are no fins as its cells, the fins as Extra.
func (f *fishSpace) step(t Technique, x rawFish) Step {
	st := Step{Technique: t, Digits: sudoku.Bit(f.d), Houses: f.houses(x.base), Cover: f.houses(x.cover)}
	var base placeSet
	for _, u := range x.base {
		base = base.or(f.units[u].places)
	}
	st.Cells = f.placeCells(base.andNot(x.fins))
	st.Extra = f.placeCells(x.fins)
	for _, c := range f.placeCells(x.elims) {
		st.Eliminations = append(st.Eliminations, Candidate{c, f.d})
	}
	return st
}
