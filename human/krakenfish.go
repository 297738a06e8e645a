package human

// The fish that Kraken fish (kraken.go) start from: finned fish whose fins
// keep them from removing anything. bigfish.go's search cannot give them:
// it builds each cover for a place the fish removes, which every fin must
// see. Here the cover is built for the base alone: the lowest base place
// not yet covered is either covered, by one of its houses the cover may
// take, or left as a fin; a house passed over is forbidden in the branches
// after it, so that each cover, with its fins, is made once.
//
// The bounds are HoDoKu's defaults for Kraken fish: bases of rows (or
// columns) and boxes against columns (or rows) and boxes, which holds the
// basic and Franken fish, sizes 2 to 4, at most two fins and no endo fin.
// The steps of one digit, shape and size are counted up to fishNodes.

// The bounds of the fish of Kraken fish (HoDoKu's defaults).
const (
	krakenMaxSize = 4
	krakenMaxFins = 2
)

// krakenFish calls found with every fish of shape fs on the space's digit
// (fs.maxFins fins at most, no endo fin) that has fins and removes nothing
// with them (its elims are what it would remove without them). It
// stops when found returns true or the search must stop, and then
// returns true.
func (f *fishSpace) krakenFish(s *searcher, fs fishShape, found func(rawFish) bool) bool {
	c := &fishCover{f: f, s: s, fs: fs, found: found, inBase: make([]bool, len(f.units)),
		forbid: make([]int, len(f.units)), chosen: make([]bool, len(f.units))}
	var baseUnits []int
	for u, fu := range f.units {
		if fu.kind&fs.base != 0 {
			baseUnits = append(baseUnits, u)
		}
		if fu.kind&fs.over != 0 {
			c.coverUnits = append(c.coverUnits, u)
		}
	}
	var pick func(from int, union placeSet) bool
	pick = func(from int, union placeSet) bool {
		if len(c.base) == fs.size {
			c.union = union
			return c.krakenPlace(placeSet{})
		}
		for i := from; i <= len(baseUnits)-(fs.size-len(c.base)); i++ {
			if s.stop() || c.nodes > fishNodes {
				return true
			}
			u := baseUnits[i]
			p := f.units[u].places
			// Two base houses that share a place would make an endo fin;
			// and the cover must be able to hold the base but its fins.
			if p.intersects(union) || !c.coverable(union.or(p), fs.maxFins) {
				continue
			}
			c.nodes++
			c.base = append(c.base, u)
			c.inBase[u] = true
			done := pick(i+1, union.or(p))
			c.inBase[u] = false
			c.base = c.base[:len(c.base)-1]
			if done {
				return true
			}
		}
		return false
	}
	return pick(0, placeSet{})
}

// krakenPlace covers the lowest base place that is neither covered nor a
// fin in each way it can, or makes it a fin, and tries each cover of k
// houses that leaves only fins uncovered.
func (c *fishCover) krakenPlace(fins placeSet) bool {
	if c.nodes++; c.nodes > fishNodes || c.s.stop() {
		return true
	}
	rest := c.union.andNot(c.covered).andNot(fins)
	x := rest.first()
	if x < 0 {
		if len(c.cover) == c.fs.size {
			return c.krakenTry(fins)
		}
		return false
	}
	if !c.coverable(rest, c.fs.maxFins-fins.len()) {
		return false
	}
	// As a fin, x keeps out of the cover: its houses are all forbidden then.
	asFin := func() bool {
		if fins.len() >= c.fs.maxFins {
			return false
		}
		fins.add(x)
		return c.krakenPlace(fins)
	}
	return c.branch(x, func() bool { return c.krakenPlace(fins) }, asFin)
}

// krakenTry passes the fish of the current base and cover, whose
// uncovered base places are fins, when it has fins and removes nothing
// with them (HoDoKu's test: otherwise it is a finned fish). Without fins
// it may remove nothing either: Type 2 needs no such place.
func (c *fishCover) krakenTry(fins placeSet) bool {
	if fins.empty() {
		return false
	}
	// A base house that is all fins is a smaller fish's fin, not a base.
	for _, u := range c.base {
		if c.f.units[u].places.andNot(fins).empty() {
			return false
		}
	}
	elims := c.covered.andNot(c.union).or(c.cannibal)
	if elims.intersects(c.f.seeAll(fins)) {
		return false
	}
	return c.found(rawFish{base: sortedClone(c.base), cover: sortedClone(c.cover),
		fins: fins, elims: elims, cannibal: c.cannibal.and(c.union)})
}
