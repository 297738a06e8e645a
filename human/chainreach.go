package human

import (
	"math/bits"
	"slices"

	"github.com/nanpure/nanpure/sudoku"
)

// Reachability of the unary walks. In one pass of the unary producer the
// grid does not change, so its walks follow a fixed graph: a node per
// potential of the grid, an edge per inference (onToOff, offLinks). Almost
// no walk finds anything: on the hardest puzzles, under 1% of forcing walks
// and 6% of cycle walks, nested in dynamic chains hundreds of thousands of
// times. A transitive closure of the graph, built once per pass, tells
// which walks cannot, so that unaryFrom skips them; those that can are
// walked as before, and find the same chains.
//
// Only the potentials that lead somewhere are nodes of the closure: every
// "on", and the "off" potentials that turn something on (their cell is
// bivalue, or their digit has two places in one of their houses), called
// hubs. The other "off" potentials, nearly half the potentials and the
// targets of most of the edges, are dead ends, and a walk whose target is
// one of them (a forcing walk from "on" to its negation) is checked
// through the "on" potentials that turn it off (mayForce). Links off are
// symmetric: "a on" turns "b" off exactly when "b on" turns "a" off, so the
// "on" potentials that turn a hub off are those its own candidate, on,
// turns off.
//
// The closure is built with Tarjan's algorithm: strongly connected
// components come out after every component they reach, so each one's set
// of reached nodes is its own nodes and the sets of the components its
// edges enter.

// maxReachNodes bounds the graph the closure is built for (its sets take
// nodes²/8 bytes: 8 MiB here); beyond it the walks are only skipped when
// nothing links to their source.
const maxReachNodes = 8192

// A chainReach is the closure of the graph of one pass.
type chainReach struct {
	ok        bool      // built: the grid was small enough
	built     [3]uint64 // the engine's gridGen and the pass's links y and x (0, 1) it was built for
	withFresh bool      // with the fresh edges
	id        []int32   // key -> node, or -1
	keys      []int32   // node -> key
	start     []int32   // node v's edges enter next[start[v]:start[v+1]]
	next      []int32
	comp      []int32  // node -> component
	words     int      // uint64 words per set
	sets      []uint64 // component -> the nodes it reaches

	// hubCells: per digit d-1, the cells whose "off" of d is a hub
	// (cellWords words each)
	hubCells []uint64

	// The links of the grid with y and x links, by key, listed when a walk
	// first asks for them (chainEngine.links): potential k's are
	// adjKeys[adj[k].at:adj[k].end] when adj[k].gen is adjGen, with their
	// houses in adjHouse, as onToOff (k on) and offLinks (k off) list them,
	// those of the cell first (chainEngine.adjOK)
	adj      []adjSpan
	adjGen   uint32
	adjKeys  []int32
	adjHouse []int16

	// members[memStart[c]:memStart[c+1]] are the nodes of component c
	members, memStart []int32
	// seen: component -> per digit, the cells that see a cell where one of
	// the component's nodes turns the digit on (cycleMayRemove), computed
	// when seenDone is set
	seen     []uint64
	seenDone []bool
	// viaFresh: component -> the nodes it reaches through a fresh edge
	// (reachedFrom), made with the components when withFresh is set
	viaFresh []uint64

	// fresh lists the far ends ("on") of the edges of links the reference
	// board lacks, when the engine looks only for chains through them
	// (chainEngine.freshOnly): those of the edges of node v (a hub) are
	// fresh[freshAt[v]:freshAt[v+1]]
	fresh   []int32
	freshAt []int32

	// Tarjan's scratch (a node visited is on the stack while its comp is
	// -1)
	index, low []int32
	merged     []int32 // component -> 1 + the component whose set last took its set
	stack      []int32
	count      int32
	comps      int32
}

// buildReach builds e.reach for the walks of a pass with links y and x on
// the working grid. It reports false when the engine looks only for chains
// through fresh links and the pass has none: then no walk need be made,
// and the closure is not built.
func (e *chainEngine) buildReach(y, x bool) bool {
	r := &e.reach
	r.built = [3]uint64{}
	if len(r.id) != e.keys {
		r.id = make([]int32, e.keys)
		for k := range r.id {
			r.id[k] = -1
		}
	}
	for _, k := range r.keys {
		r.id[k] = -1 // the nodes of the last closure: the others are -1
	}
	r.keys = r.keys[:0]
	for c, set := range e.work {
		// The "on" potentials, by key.
		for ; set != 0; set &= set - 1 {
			k := e.key(c, set.First(), true)
			r.id[k] = int32(len(r.keys))
			r.keys = append(r.keys, k)
		}
	}
	r.ok = 2*len(r.keys) <= maxReachNodes // at most a node per potential
	if !r.ok {
		return true
	}
	// The links of the walks are listed when a walk first asks for them
	// (links).
	e.adjOK = false
	r.adjGen++
	if r.adjGen == 0 || len(r.adj) != e.keys {
		r.adj = make([]adjSpan, e.keys)
		r.adjGen = 1
	}
	r.adjKeys, r.adjHouse = r.adjKeys[:0], r.adjHouse[:0]
	// The hubs, after the "on" potentials, in the order of their keys,
	// and per digit the cells where the digit's "off" is one (hubCells).
	w := e.cellWords
	r.hubCells = grow(r.hubCells, e.n*w)
	e.setHubCells(r.hubCells, y, x)
	keys := r.keys
	for _, on := range keys {
		c, d := uint(e.cellOf(on)), uint(e.digitOf(on))-1
		if r.hubCells[d*uint(w)+c/64]&(1<<(c%64)) == 0 {
			continue
		}
		hub := on ^ 1
		r.id[hub] = int32(len(keys))
		keys = append(keys, hub)
	}
	r.keys = keys
	nodes := len(keys)
	// The edges, grouped by node: an "on" enters the hubs it turns off, a
	// hub the "on" potentials it turns on (those of the walks' links,
	// offLinks and onToOff, that are nodes).
	r.start = grow(r.start, nodes+1)
	r.freshAt = grow(r.freshAt, nodes+1)
	next, fresh := r.next[:0], r.fresh[:0]
	for v, k := range keys {
		r.start[v] = int32(len(next))
		r.freshAt[v] = int32(len(fresh))
		c, d := e.cellOf(k), e.digitOf(k)
		if keyOn(k) {
			if y {
				for o := e.work[c].Remove(d); o != 0; o &= o - 1 {
					if u := r.id[e.key(c, o.First(), false)]; u >= 0 {
						next = append(next, u)
					}
				}
			}
			di := int(d) - 1
			off := int32(di) << 1
			hubs := r.hubCells[di*w : (di+1)*w]
			for j, p := range e.peers[c*w : (c+1)*w] {
				for m := p & hubs[j]; m != 0; m &= m - 1 {
					z := j*64 + bits.TrailingZeros64(m)
					next = append(next, r.id[int32(z*e.n)<<1+off])
				}
			}
			continue
		}
		e.onKeys, e.onHouse = e.appendOns(e.onKeys[:0], e.onHouse[:0], k, y, x)
		for i, b := range e.onKeys {
			next = append(next, r.id[b])
			if e.freshOnly && e.freshLink(b, e.onHouse[i]) {
				fresh = append(fresh, r.id[b])
			}
		}
	}
	r.start[nodes] = int32(len(next))
	r.freshAt[nodes] = int32(len(fresh))
	r.next, r.fresh = next, fresh
	if e.freshOnly && len(r.fresh) == 0 {
		r.ok = false
		return false
	}
	r.seenDone = grow(r.seenDone, nodes)
	clear(r.seenDone)
	r.words = (nodes + 63) / 64
	// The sets are cleared here at once, not one component at a time.
	r.withFresh = e.freshOnly
	r.sets = grow(r.sets, nodes*r.words)
	clear(r.sets)
	if r.withFresh {
		r.viaFresh = grow(r.viaFresh, nodes*r.words)
		clear(r.viaFresh)
	}
	r.comp = grow(r.comp, nodes)
	r.index = grow(r.index, nodes)
	r.low = grow(r.low, nodes)
	r.merged = grow(r.merged, nodes)
	clear(r.merged)
	for v := range nodes {
		r.index[v] = -1
		r.comp[v] = -1
	}
	r.count, r.comps = 0, 0
	r.members, r.memStart = r.members[:0], append(r.memStart[:0], 0)
	for v := range nodes {
		if r.index[v] < 0 {
			r.strong(int32(v))
		}
	}
	r.built = [3]uint64{e.gridGen, b2u(y), b2u(x)}
	return true
}

// setHubCells sets hubs, per digit d-1 (cellWords words each), to the
// cells where the digit's "off" turns something on with links y and x
// (appendOns): the cell is bivalue, or the digit has two places in one of
// the cell's houses.
func (e *chainEngine) setHubCells(hubs []uint64, y, x bool) {
	w := e.cellWords
	clear(hubs)
	if y {
		for c, set := range e.work {
			if set.Len() == 2 {
				for ; set != 0; set &= set - 1 {
					hubs[(int(set.First())-1)*w+c/64] |= 1 << (c % 64)
				}
			}
		}
	}
	if !x {
		return
	}
	for h := range e.sh.Houses() {
		cells := e.sh.House(h)
		for di, m := range e.pos[h*e.n : (h+1)*e.n] {
			if bits.OnesCount64(m) == 2 {
				a, b := cells[bits.TrailingZeros64(m)], cells[63-bits.LeadingZeros64(m)]
				hubs[di*w+a/64] |= 1 << (a % 64)
				hubs[di*w+b/64] |= 1 << (b % 64)
			}
		}
	}
}

// An adjSpan is where the links of one potential are listed in
// chainReach.adjKeys: those of its cell in [at, house), those of its houses
// in [house, end). One struct, so that a walk's step reads one place.
type adjSpan struct {
	gen            uint32 // chainReach.adjGen when listed
	at, house, end int32
}

// links returns where the links of potential k are listed in
// e.reach.adjKeys, all of them (y and x links), as onToOff (k on) and
// offLinks (k off) make them: listed on first use in the pass. Walks ask
// for the links of few potentials, and most of them many times: the test
// is inlined, the listing is not.
func (e *chainEngine) links(k int32) *adjSpan {
	if s := &e.reach.adj[k]; s.gen == e.reach.adjGen {
		return s
	}
	return e.listLinks(k)
}

// listLinks lists the links of potential k for links.
func (e *chainEngine) listLinks(k int32) *adjSpan {
	r := &e.reach
	a := int32(len(r.adjKeys))
	cell := e.work[e.cellOf(k)].Len() - 1 // the cell's links: its other candidates
	if keyOn(k) {
		r.adjKeys, r.adjHouse = e.appendOffs(r.adjKeys, r.adjHouse, k, true)
	} else {
		r.adjKeys, r.adjHouse = e.appendOns(r.adjKeys, r.adjHouse, k, true, true)
		if cell != 1 {
			cell = 0 // the other candidate, when there is one
		}
	}
	s := &r.adj[k]
	*s = adjSpan{gen: r.adjGen, at: a, house: a + int32(cell), end: int32(len(r.adjKeys))}
	return s
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// reachBuilt reports whether e.reach is the closure of the pass with links
// y and x on the working grid, with its fresh edges when the engine looks
// for chains through them.
func (e *chainEngine) reachBuilt(y, x bool) bool {
	r := &e.reach
	return r.ok && r.built == [3]uint64{e.gridGen, b2u(y), b2u(x)} && (r.withFresh || !e.freshOnly)
}

// grow returns s resized to n elements, reusing its array when it can.
func grow[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}

// hasBit reports whether bit v of set is set. Node numbers are never
// negative: unsigned, v/64 and v%64 are a shift and a mask, which signed
// division is not, and these tests are made for almost every walk.
func hasBit(set []uint64, v int32) bool {
	u := uint32(v)
	return set[u/64]&(1<<(u%64)) != 0
}

// strong is Tarjan's visit of node v.
func (r *chainReach) strong(v int32) {
	index, low := r.count, r.count
	r.index[v] = index
	r.count++
	r.stack = append(r.stack, v)
	for _, w := range r.next[r.start[v]:r.start[v+1]] {
		if r.index[w] < 0 {
			r.strong(w)
			low = min(low, r.low[w])
		} else if r.comp[w] < 0 { // on the stack: its component is not done
			low = min(low, r.index[w])
		}
	}
	r.low[v] = low
	if low != index {
		return
	}
	c := r.comps
	r.comps++
	set := cellBits(r.of(r.sets, c))
	i := len(r.stack) - 1
	for r.stack[i] != v {
		i--
	}
	members := r.stack[i:]
	for _, w := range members {
		r.comp[w] = c
		set[uint32(w)/64] |= 1 << (uint32(w) % 64)
	}
	if len(members) == 1 {
		r.members = append(r.members, v) // most components: no copy
	} else {
		r.members = append(r.members, members...)
	}
	r.memStart = append(r.memStart, int32(len(r.members)))
	// What the component reaches through a fresh edge: what the components
	// it enters reach through one, and what the far ends of its own fresh
	// edges reach.
	var via cellBits
	if r.withFresh {
		via = r.of(r.viaFresh, c)
	}
	for _, w := range members {
		for _, u := range r.next[r.start[w]:r.start[w+1]] {
			if cu := r.comp[u]; cu != c && r.merged[cu] != c+1 {
				r.merged[cu] = c + 1 // each component entered is merged once
				set.or(r.of(r.sets, cu))
				if via != nil {
					via.or(r.of(r.viaFresh, cu))
				}
			}
		}
	}
	if via != nil {
		for _, w := range members {
			for _, f := range r.fresh[r.freshAt[w]:r.freshAt[w+1]] {
				via.or(r.of(r.sets, r.comp[f])) // done: c or a component c enters
			}
		}
	}
	r.stack = r.stack[:i]
}

// reach reports whether node v reaches node t.
func (r *chainReach) reach(v, t int32) bool {
	return hasBit(r.of(r.sets, r.comp[v]), t)
}

// mayCycle reports whether a cycle walk from src (on) can come back to it
// after at least four steps. The walk comes back through a hub that turns
// src on, from an "on" whose chain of first parents does not hold that hub:
// the hub must be reached from an "on" two steps from src, other than src,
// through another hub.
func (e *chainEngine) mayCycle(src int32, y, x bool) bool {
	r := &e.reach
	if !r.ok {
		_, n := e.offsTo(src, y, x)
		return n > 0
	}
	if e.walks(src)&walkCycle == 0 {
		return false
	}
	v := r.id[src]
	back, n := e.offsTo(src, y, x)
	for _, f := range r.next[r.start[v]:r.start[v+1]] {
		for _, w := range r.next[r.start[f]:r.start[f+1]] {
			if w == v {
				continue
			}
			for _, o := range back[:n] {
				if b := r.id[o]; b != f && r.reach(w, b) {
					return true
				}
			}
		}
	}
	return false
}

// cycleMayRemove reports whether a cycle through src (on) may remove a
// candidate. A cycle removes a candidate that sees an "on" node and an
// "off" node of its digit. Every node of a cycle through src is reached
// from src and reaches it, so its "on" nodes are in the strongly connected
// component of src; the cycle read backwards, from src's negation, is a
// cycle too (links off are symmetric, and so are strong links), on which
// the "off" nodes are on: they are in the component of src's negation.
// So the candidate sees a cell where a node of src's component turns its
// digit on, and one where a node of its negation's does. (Most cycle walks
// come back to src, few of their cycles remove anything: the components,
// not the closures, skip more than half of the walks on 9x9 extreme
// puzzles and on the forum's hardest. The natural profile's nice loops
// remove more: not tested.)
func (e *chainEngine) cycleMayRemove(src int32) bool {
	r := &e.reach
	if !r.ok || e.s != nil && e.s.niceLoops {
		return true
	}
	hub := r.id[src^1]
	if hub < 0 {
		return false // no strong link comes back to src
	}
	a, b := e.seenBy(r.comp[r.id[src]]), e.seenBy(r.comp[hub])
	for x := range a {
		if a[x]&b[x]&e.cand[x] != 0 {
			return true
		}
	}
	return false
}

// seenBy returns the masks of component c for cycleMayRemove: per digit,
// the cells that see a cell where one of its nodes turns the digit on.
func (e *chainEngine) seenBy(c int32) []uint64 {
	r := &e.reach
	n, w := e.n, e.cellWords
	r.seen = grow(r.seen, len(r.seenDone)*n*w)
	m := r.seen[int(c)*n*w : int(c+1)*n*w]
	if r.seenDone[c] {
		return m
	}
	r.seenDone[c] = true
	clear(m)
	for _, v := range r.members[r.memStart[c]:r.memStart[c+1]] {
		if k := r.keys[v]; keyOn(k) {
			cell, d := e.cellOf(k), int(e.digitOf(k))-1
			for x, p := range e.peers[cell*w : (cell+1)*w] {
				m[d*w+x] |= p
			}
		}
	}
	return m
}

// Walk flags: what the closure says of the walks from a source (on), in
// any pass of a unary producer call (the closure is the XY pass's), learnt
// on first use and kept by key in e.walkFlags. The three passes ask about
// most sources two or three times.
const (
	walkKnown    uint8 = 1 << iota // the flags below are set
	walkCycle                      // src turns a hub off and comes back to itself (through a fresh link)
	walkForce                      // src turns a hub off and reaches something (through a fresh link)
	walkForceOff                   // src's negation is a hub that reaches src (through a fresh link)
	walkHouses                     // forcedIn's test of the houses is made
	walkInHouse                    // and it found an "on" there
)

// walks returns the walk flags of src (on).
func (e *chainEngine) walks(src int32) uint8 {
	f := e.walkFlags[src]
	if f&walkKnown != 0 {
		return f
	}
	r := &e.reach
	f |= walkKnown
	if v := r.id[src]; r.start[v] != r.start[v+1] {
		set := e.reachedFrom(v)
		if hasBit(set, v) {
			f |= walkCycle
		}
		// Through fresh links src often reaches nothing: forcedIn
		// would test all the potentials that turn src off.
		if slices.ContainsFunc(set, func(m uint64) bool { return m != 0 }) {
			f |= walkForce
		}
	}
	if hub := r.id[src^1]; hub >= 0 && e.throughFresh(hub, r.id[src]) {
		f |= walkForceOff
	}
	e.walkFlags[src] = f
	return f
}

// mayForce reports whether a forcing walk from src (on) can reach its
// negation: src must reach an "on" that turns it off, which is one of the
// same cell (y links) or of the same digit in one of its houses.
func (e *chainEngine) mayForce(src int32, y bool) bool {
	r := &e.reach
	if !r.ok {
		return true
	}
	if e.walks(src)&walkForce == 0 {
		return false
	}
	return e.forcedIn(e.reachedFrom(r.id[src]), src, y)
}

// forcedIn reports whether the set of nodes set holds an "on" potential
// that turns src (on) off: another candidate of its cell (y links), or its
// digit in another cell of one of its houses. What the houses say is kept
// for the pass with y links after the pass without (walkHouses), whose
// closure is the same.
func (e *chainEngine) forcedIn(set []uint64, src int32, y bool) bool {
	r := &e.reach
	c, d := e.cellOf(src), e.digitOf(src)
	if y {
		for o := e.work[c].Remove(d); o != 0; o &= o - 1 {
			if hasBit(set, r.id[e.key(c, o.First(), true)]) {
				return true
			}
		}
	}
	f := e.walkFlags[src]
	if f&walkHouses == 0 {
		f |= walkHouses
		if e.forcedInHouses(set, c, d) {
			f |= walkInHouse
		}
		e.walkFlags[src] = f
	}
	return f&walkInHouse != 0
}

// forcedInHouses is forcedIn's test of the houses of cell c, digit d.
func (e *chainEngine) forcedInHouses(set []uint64, c int, d sudoku.Digit) bool {
	id := e.reach.id
	in := &e.cellIn[c]
	on := int32(d-1)<<1 | 1
	for k, h := range e.sh.HousesOf(c) {
		cells := e.sh.House(h)
		for m := e.pos[int(in.at[k])+int(d)-1] &^ in.bit[k]; m != 0; m &= m - 1 {
			if hasBit(set, id[int32(cells[bits.TrailingZeros64(m)]*e.n)<<1+on]) {
				return true
			}
		}
	}
	return false
}

// mayForceOff reports whether a forcing walk from src's negation can reach
// src (on): the negation must be a hub that reaches it.
func (e *chainEngine) mayForceOff(src int32) bool {
	if !e.reach.ok {
		return true
	}
	return e.walks(src)&walkForceOff != 0
}

// throughFresh reports whether node v reaches node t, through an edge of
// a fresh link when the engine looks only for chains through them.
func (e *chainEngine) throughFresh(v, t int32) bool {
	set := e.reachedFrom(v)
	return hasBit(set, t)
}

// reachedFrom returns the nodes node v reaches: all of them, or when the
// engine looks only for chains through fresh links, those it reaches
// through one: the nodes that the far end of a fresh edge reaches, when v
// reaches its near end. Both are its component's.
func (e *chainEngine) reachedFrom(v int32) []uint64 {
	r := &e.reach
	if e.freshOnly {
		return r.of(r.viaFresh, r.comp[v])
	}
	return r.of(r.sets, r.comp[v])
}

// of returns component c's set of nodes in sets (r.sets or r.viaFresh),
// which hold one of r.words words per component.
func (r *chainReach) of(sets []uint64, c int32) []uint64 {
	return sets[int(c)*r.words : int(c+1)*r.words]
}
