package human

import (
	"math/bits"
	"slices"

	"github.com/nanpure/nanpure/sudoku"
)

// The chaining engine: Sudoku Explainer's forcing chains and bidirectional
// cycles, rebuilt so that it finds the same chains, in the same order, with
// the same lengths, and so rates them the same. The data layout is drawn in
// chainset.go.
//
// A chaining run starts from an assumption ("r1c2 is 5", or "is not 5")
// and deduces, breadth first, what follows:
//
//	on  -> off: the cell's other candidates (Y links, unless X only) and
//	            the digit's other places in the cell's box, row and column
//	            (in that order; X links);
//	off -> on:  the cell's other candidate when it has two (Y links), and
//	            the digit's other place in a box, row or column where it
//	            has two (X links).
//
// In dynamic runs every "off" is also removed from the working grid, so
// that later inferences see the candidates the chain has already ruled out
// (and cite them as extra parents). Runs find contradictions (a potential
// both on and off), and what several runs agree on (all candidates of a
// cell, all places of a digit in a house, a candidate and its negation)
// must hold.
//
// Techniques (Sudoku Explainer's producers, in its order):
//
//	unary    X-cycles, Y-cycles, cycles; forcing X-chains, forcing chains
//	         (6.5 / 6.6 / 7.0, plus the length bonus)
//	nishio   dynamic, X links only, contradictions       (7.5 + bonus)
//	multiple static cell and region forcing chains       (8.0 + bonus)
//	dynamic  contradictions, double chains, cell and region chains (8.5 + bonus)
//
// Every producer collects all its hints and returns the easiest: lowest
// difficulty, then shortest (complexity: the number of distinct potentials
// in its chains), then by kind, then first found.

// chainEngine holds the tables and scratch state of the chaining engine for
// one shape.
type chainEngine struct {
	sh   *sudoku.Shape
	n    int
	keys int

	work    []sudoku.Set // the grid chains run on (dynamic runs remove candidates)
	save    []sudoku.Set // the grid at the start of the current run
	gridGen uint64       // counts the grids begin has set
	// saved: save and savePos hold the grid begin set. A run leaves the
	// grid as it found it, so the runs on one grid need not copy it
	// again: only begin changes it.
	saved bool

	// pos[h*n+d-1] has bit i set when the i-th cell of house h has
	// candidate d in work (savePos: in save); cellIn[c] says where the
	// places of c's row, column and box start in pos, and c's bit in them.
	// They make "the other places of d in h" a mask.
	pos, savePos []uint64
	cellIn       []cellHouses
	// boxIn[c][k]: the cells of c's row (k = 0) or column (k = 1) that are
	// in c's box, as bits of their index in the house: onToOff takes them
	// from the box, not from the row or column again.
	boxIn [][2]uint64
	// cellAt[k>>1] and digitAt[k>>1] are the cell and digit of key k.
	cellAt  []int32
	digitAt []sudoku.Digit

	// Masks of cells, cellWords uint64 words each: peers[c] are c's peers;
	// cand[d-1] the cells where d is a candidate in work (setCandMasks).
	cellWords   int
	peers, cand []uint64

	// mode of the current producer
	dynamic, nishio, multiple, static bool
	// level of nesting: 0 plain; 1 basic techniques inside the chains
	// (Dynamic Forcing Chains (+)); 2, 3 and 4 forcing chains, multiple and
	// dynamic forcing chains inside (nested forcing chains); limit is the
	// level of the dynamic chains nested at level 4.
	level, limit int

	digits []sudoku.Digit   // the board's digits
	nested []nestedRec      // the techniques used inside chains, by pot.nested-1
	child  *chainEngine     // the engine that runs nested chains
	sub    *Board           // the board nested techniques run on
	all    func(*chainHint) // when set, receives every hint (nested use)
	// subS is the searcher of the basic nested techniques, kept: a
	// searcher is 3.8 KB, and one allocated per grid was two thirds of
	// the bytes a rating of the hardest puzzles allocated.
	subS searcher

	maxNodes int // unary chains: walk no further than this many potentials (0: no limit)
	// adjOK: the producer walks the grid the closure was built for, without
	// changing it (unary and static runs): onToOff and offLinks read the
	// links of the closure's pass instead of making them
	adjOK bool
	// walkFlags: by key, what the closure says of the walks from the
	// potential in this unary producer call (chainreach.go)
	walkFlags []uint8

	// queues of the unary walks and of runs, reused: an engine makes one
	// at a time (chains nested in a run are made by the child engine)
	bufOn, bufOff []int32

	pots []pot
	par  []int32
	// ancestry of the pots of cycle walks, by pot (setAncestry)
	ancestry []uint64

	pool []*potSet // free sets

	reach chainReach  // the closure of the current unary pass
	share shareTables // what static runs may share (chainsshare.go)
	quick quickTables // the quick closures of dynamic runs (chainsquick.go)

	mark       []uint32 // by key, for counting ancestors
	markGen    uint32
	chainsSeen []uint64 // scratch of complexity: the nested chains counted
	queue      []int32  // scratch of walks through the parents

	// scratch
	offKeys  []int32
	offHouse []int16
	onKeys   []int32
	onHouse  []int16
	onBuf    []int32
	// what every run of a region forcing chain reaches (regionChains),
	// and of a cell forcing chain (multiCell)
	regOn, regOff   []int32
	cellOn, cellOff []int32
	// the runs of a cell or region forcing chain, the places of a digit
	// in a house, and the sources of runs that a chain would need
	cellRuns, regRuns []*chainRun
	placeBuf          []int
	keyBuf            []int32

	// single "on" runs of the current grid, by source key, and the keys
	// that have one (a table, not a map: begin empties it for every grid
	// the nested chains run on)
	memo     []*chainRun
	memoKeys []int32

	grids   *nestedMemo // what the nested techniques find, by grid: shared with the child
	gridKey []byte      // scratch for the memo's key of a grid
	parBuf  []int32     // scratch for the parents of nested findings
	// freshOnly: the engine runs a nested producer, whose chains count
	// only through fresh links (nestedmemo.go): freshCell and freshHouse
	freshOnly             bool
	freshCell, freshHouse []bool
	freshSet              bool // they are the working grid's (advanced)

	s *searcher
	// snaps, in the searcher's engine and its helpers only, are the
	// finished runs of levels 1 and 2 of the current grid (chainsresume.go)
	snaps *runSnaps
	// ready: by source key, the runs a split search made beforehand for
	// the producer call under way (chainssplit.go), nil outside one
	ready      []*runSnap
	readySnaps []runSnap // their storage, by source key
}

// cellHouses are a cell's row, column and box (Shape.HousesOf) as the
// engine's places read them: the index of the house's first digit in pos
// (house*n), and the cell's bit in the house.
type cellHouses struct {
	at  [3]int32
	bit [3]uint64
}

// A chainRun is the outcome of one run: what is on, what is off, and the
// contradiction it met, if any.
type chainRun struct {
	on, off   *potSet
	absurdOn  int32 // the potential found both on and off: its "on" pot
	absurdOff int32 // and its "off" pot; -1 when there was none
}

// absurd reports whether the run met a contradiction.
func (r *chainRun) absurd() bool { return r.absurdOff >= 0 }

// end returns the pot of the run that reaches potential k (from its "on"
// set when k is on, else from its "off" set), or -1.
func (r *chainRun) end(k int32) int32 {
	if keyOn(k) {
		return r.on.get(k)
	}
	return r.off.get(k)
}

func newChainEngine(sh *sudoku.Shape) *chainEngine {
	keys := sh.Cells * sh.N * 2
	e := &chainEngine{sh: sh, n: sh.N, keys: keys,
		work: make([]sudoku.Set, sh.Cells), save: make([]sudoku.Set, sh.Cells),
		pos: make([]uint64, sh.Houses()*sh.N), savePos: make([]uint64, sh.Houses()*sh.N),
		cellIn: make([]cellHouses, sh.Cells),
		mark:   make([]uint32, keys), markGen: 1}
	e.boxIn = make([][2]uint64, sh.Cells)
	for c := range sh.Cells {
		hs, idx := sh.HousesOf(c), sh.IndexInHouses(c)
		for k, h := range hs {
			e.cellIn[c].at[k] = int32(h * sh.N)
			e.cellIn[c].bit[k] = 1 << idx[k]
		}
		for k, h := range hs[:2] {
			for i, x := range sh.House(h) {
				if sh.Box(x) == sh.Box(c) {
					e.boxIn[c][k] |= 1 << i
				}
			}
		}
	}
	w := (sh.Cells + 63) / 64
	e.cellWords = w
	e.peers = make([]uint64, sh.Cells*w)
	for c := range sh.Cells {
		for _, p := range sh.Peers(c) {
			e.peers[c*w+p/64] |= 1 << (p % 64)
		}
	}
	e.cand = make([]uint64, sh.N*w)
	e.cellAt = make([]int32, keys/2)
	e.digitAt = make([]sudoku.Digit, keys/2)
	for i := range keys / 2 {
		e.cellAt[i], e.digitAt[i] = int32(i/sh.N), sudoku.Digit(i%sh.N+1)
	}
	return e
}

// setCandMasks computes cand from work.
func (e *chainEngine) setCandMasks() {
	w := e.cellWords
	clear(e.cand)
	for c, set := range e.work {
		for ; set != 0; set &= set - 1 {
			e.cand[(int(set.First())-1)*w+c/64] |= 1 << (c % 64)
		}
	}
}

// setPositions computes pos from work.
func (e *chainEngine) setPositions() { e.positions(e.pos, e.work) }

// positions computes into pos the places of the digits in the houses of
// grid cands, laid out as e.pos.
func (e *chainEngine) positions(pos []uint64, cands []sudoku.Set) {
	clear(pos)
	for c, set := range cands {
		in := &e.cellIn[c]
		for ; set != 0; set &= set - 1 {
			d := int(set.First()) - 1
			for k := 0; k < 3; k++ {
				pos[int(in.at[k])+d] |= in.bit[k]
			}
		}
	}
}

// drop removes candidate d of cell c from work and pos.
func (e *chainEngine) drop(c int, d sudoku.Digit) {
	e.work[c] = e.work[c].Remove(d)
	in := &e.cellIn[c]
	for k := range 3 {
		e.pos[int(in.at[k])+int(d)-1] &^= in.bit[k]
	}
}

func (e *chainEngine) key(c int, d sudoku.Digit, on bool) int32 {
	k := int32(c*e.n+int(d)-1) << 1
	if on {
		k |= 1
	}
	return k
}

// boxRowCol is the order in which the X links of an "off" are listed:
// box, row, column (indexes into Shape.HousesOf).
var boxRowCol = [3]int{2, 0, 1}

// cellOf and digitOf read a table: a division by n costs more, and they
// are called for every link of every run.
func (e *chainEngine) cellOf(k int32) int           { return int(e.cellAt[k>>1]) }
func (e *chainEngine) digitOf(k int32) sudoku.Digit { return e.digitAt[k>>1] }
func keyOn(k int32) bool                            { return k&1 == 1 }

func (e *chainEngine) newPot(key int32, house int16, parents ...int32) int32 {
	p0 := int32(len(e.par))
	e.par = append(e.par, parents...)
	e.pots = append(e.pots, pot{key: key, p0: p0, pn: int32(len(parents)), house: house})
	return int32(len(e.pots) - 1)
}

func (e *chainEngine) parents(a int32) []int32 {
	p := &e.pots[a]
	return e.par[p.p0 : p.p0+p.pn]
}

func (e *chainEngine) getSet() *potSet {
	if n := len(e.pool); n > 0 {
		s := e.pool[n-1]
		e.pool = e.pool[:n-1]
		s.reset()
		return s
	}
	return newPotSet(e.keys)
}

// begin prepares the engine for one producer call on board b.
func (e *chainEngine) begin(b *Board) {
	if !slices.Equal(e.work, b.cands) || !slices.Equal(e.digits, b.digits) {
		e.gridGen++
		e.saved = false
		copy(e.work, b.cands)
		if b.posOK && len(b.pos) == len(e.pos) {
			// The board keeps the places laid out as the engine does:
			// the nested chains' boards always do (chainEngine.findings).
			copy(e.pos, b.pos)
		} else {
			e.setPositions()
		}
		e.digits = append(e.digits[:0], b.digits...)
	}
	e.nested = e.nested[:0]
	e.level, e.limit = 0, 0
	e.pots = e.pots[:0]
	e.par = e.par[:0]
	if e.memo == nil {
		e.memo = make([]*chainRun, e.keys)
	}
	for _, k := range e.memoKeys {
		e.pool = append(e.pool, e.memo[k].on, e.memo[k].off)
		e.memo[k] = nil
	}
	e.memoKeys = e.memoKeys[:0]
}

// release returns sets to the pool.
func (e *chainEngine) release(sets ...*potSet) {
	for _, s := range sets {
		if s != nil {
			e.pool = append(e.pool, s)
		}
	}
}

// onToOff returns what potential k (on) turns off, and the house of each
// inference (causeCell for the cell): from the links of the pass
// (chainEngine.links) when the engine walks a grid that does not change,
// else made into e.offKeys and e.offHouse.
func (e *chainEngine) onToOff(k int32, y bool) ([]int32, []int16) {
	if e.adjOK {
		s := e.links(k)
		a := s.at
		if !y {
			a = s.house // the cell's links come first
		}
		return e.reach.adjKeys[a:s.end], e.reach.adjHouse[a:s.end]
	}
	e.offKeys, e.offHouse = e.appendOffs(e.offKeys[:0], e.offHouse[:0], k, y)
	return e.offKeys, e.offHouse
}

// appendOffs appends to keys and houses what potential k (on) turns off,
// and the house of each inference, as onToOff lists them: buildReach
// lists them straight into its tables.
func (e *chainEngine) appendOffs(keys []int32, houses []int16, k int32, y bool) ([]int32, []int16) {
	c, d := e.cellOf(k), e.digitOf(k)
	if y {
		for set := e.work[c].Remove(d); set != 0; set &= set - 1 {
			keys = append(keys, e.key(c, set.First(), false))
			houses = append(houses, causeCell)
		}
	}
	sh := e.sh
	hs := sh.HousesOf(c)
	box := hs[2]
	di := int(d) - 1
	off := int32(di) << 1
	boxCells := sh.House(box)
	for m := e.pos[box*e.n+di] &^ e.cellIn[c].bit[2]; m != 0; m &= m - 1 {
		x := boxCells[bits.TrailingZeros64(m)]
		keys = append(keys, int32(x*e.n)<<1+off)
		houses = append(houses, int16(box))
	}
	boxIn := &e.boxIn[c]
	for k := 0; k < 2; k++ {
		h := hs[k]
		cells := sh.House(h)
		// The cells of the box, c among them, were listed with the box.
		for m := e.pos[h*e.n+di] &^ boxIn[k]; m != 0; m &= m - 1 {
			x := cells[bits.TrailingZeros64(m)]
			keys = append(keys, int32(x*e.n)<<1+off)
			houses = append(houses, int16(h))
		}
	}
	return keys, houses
}

// deadEnd reports whether potential k (off) is known to turn nothing on:
// it is no hub of the closure of the grid the engine walks (adjOK). Walks
// go no further from it, and most "off" potentials are such.
func (e *chainEngine) deadEnd(k int32) bool { return e.adjOK && e.reach.id[k] < 0 }

// offLinks returns what potential k (off) turns on, and the house of each
// inference, as onToOff does (into e.onKeys and e.onHouse when made).
func (e *chainEngine) offLinks(k int32, y, x bool) ([]int32, []int16) {
	if e.adjOK {
		s := e.links(k)
		a, b := s.at, s.end
		if !x {
			b = s.house // the cell's link comes first
		}
		if !y {
			a = s.house
		}
		return e.reach.adjKeys[a:b], e.reach.adjHouse[a:b]
	}
	e.onKeys, e.onHouse = e.appendOns(e.onKeys[:0], e.onHouse[:0], k, y, x)
	return e.onKeys, e.onHouse
}

// appendOns appends to keys and houses what potential k (off) turns on,
// and the house of each inference, as offLinks lists them.
func (e *chainEngine) appendOns(keys []int32, houses []int16, k int32, y, x bool) ([]int32, []int16) {
	c, d := e.cellOf(k), e.digitOf(k)
	if y && e.work[c].Len() == 2 {
		keys = append(keys, e.key(c, e.work[c].Remove(d).First(), true))
		houses = append(houses, causeCell)
	}
	if x {
		in := &e.cellIn[c]
		di := int(d) - 1
		for _, kk := range boxRowCol {
			// The other place of d when c is one of two.
			m, bit := e.pos[int(in.at[kk])+di], in.bit[kk]
			rest := m &^ bit
			if m == rest || rest == 0 || rest&(rest-1) != 0 {
				continue
			}
			h := e.sh.HousesOf(c)[kk]
			keys = append(keys, e.key(e.sh.House(h)[bits.TrailingZeros64(rest)], d, true))
			houses = append(houses, int16(h))
		}
	}
	return keys, houses
}

// offToOn lists the pots that potential a (off) turns on in a run, creating
// them with their parents (a, then the candidates the run has removed that
// the inference also needs, when hidden is set): into e.onBuf. A potential
// already in toOn is not made again, unless toOff has its negation (a
// nested technique may remove a candidate that is on): the set keeps its
// first pot.
func (e *chainEngine) offToOn(a int32, y bool, toOn, offs *potSet, hidden bool) {
	e.onBuf = e.onBuf[:0]
	k := e.pots[a].key
	onKeys, onHouse := e.offLinks(k, y, true)
	c, d := e.cellOf(k), e.digitOf(k)
	var ps [16]int32
	for i, on := range onKeys {
		if toOn.has(on) && !offs.has(on^1) {
			continue
		}
		parents := append(ps[:0], a)
		if h := onHouse[i]; hidden && h == causeCell {
			for gone := e.save[c] &^ e.work[c]; gone != 0; gone &= gone - 1 {
				parents = append(parents, e.hiddenParent(offs, e.key(c, gone.First(), false)))
			}
		} else if hidden {
			at := int(h)*e.n + int(d) - 1
			cells := e.sh.House(int(h))
			for g := e.savePos[at] &^ e.pos[at]; g != 0; g &= g - 1 {
				parents = append(parents, e.hiddenParent(offs, e.key(cells[bits.TrailingZeros64(g)], d, false)))
			}
		}
		e.onBuf = append(e.onBuf, e.newPot(on, onHouse[i], parents...))
	}
}

func (e *chainEngine) hiddenParent(offs *potSet, key int32) int32 {
	p := offs.get(key)
	if p < 0 {
		panic("human: chaining: a removed candidate is not in the chain") // broken invariant
	}
	return p
}

// run completes toOn and toOff with what follows from them (Sudoku
// Explainer's doChaining): one pending "on" at a time while there are any,
// else one pending "off". It stops at the first contradiction and returns
// the pots of the potential found both on and off.
//
// With resumed set, toOn and toOff hold a finished run of a lower level
// (chainsresume.go): the grid is the one it reached, and the run goes on
// from the nested techniques.
func (e *chainEngine) run(toOn, toOff *potSet, resumed bool) (absOn, absOff int32, absurd bool) {
	if !e.saved {
		copy(e.save, e.work)
		copy(e.savePos, e.pos)
		e.saved = true
	}
	y := !e.nishio
	hidden := e.dynamic
	pendOn := append(e.bufOn[:0], toOn.list...)
	pendOff := append(e.bufOff[:0], toOff.list...)
	defer func() {
		copy(e.work, e.save)
		copy(e.pos, e.savePos)
		e.bufOn, e.bufOff = pendOn[:0], pendOff[:0]
	}()
	hOn, hOff := 0, 0
	if resumed {
		// Every "off" of a finished run was removed from the grid.
		hOn, hOff = len(pendOn), len(pendOff)
		for _, p := range pendOff {
			k := e.pots[p].key
			e.drop(e.cellOf(k), e.digitOf(k))
		}
	}
	for {
		if hOn == len(pendOn) && hOff == len(pendOff) {
			if e.level == 0 {
				break
			}
			n := len(pendOff)
			for _, p := range e.advanced(toOff) {
				if toOff.add(e.pots[p].key, p) {
					pendOff = append(pendOff, p)
				}
			}
			if len(pendOff) == n {
				break
			}
		}
		if e.s != nil && e.s.stop() {
			return -1, -1, false
		}
		if hOn < len(pendOn) {
			a := pendOn[hOn]
			hOn++
			offKeys, offHouse := e.onToOff(e.pots[a].key, y)
			for i, k := range offKeys {
				if q := toOn.get(k ^ 1); q >= 0 {
					return q, e.newPot(k, offHouse[i], a), true
				}
				if !toOff.has(k) {
					p := e.newPot(k, offHouse[i], a)
					toOff.add(k, p)
					if !e.deadEnd(k) {
						pendOff = append(pendOff, p)
					}
				}
			}
		} else {
			a := pendOff[hOff]
			hOff++
			e.offToOn(a, y, toOn, toOff, hidden)
			if e.dynamic {
				k := e.pots[a].key
				e.drop(e.cellOf(k), e.digitOf(k))
			}
			for _, q := range e.onBuf {
				k := e.pots[q].key
				if r := toOff.get(k ^ 1); r >= 0 {
					return q, r, true
				}
				if toOn.add(k, q) {
					pendOn = append(pendOn, q)
				}
			}
		}
	}
	return -1, -1, false
}

// onRun returns the run from "candidate key is on", memoised for the
// current grid.
func (e *chainEngine) onRun(key int32) *chainRun {
	if r := e.memo[key]; r != nil {
		return r
	}
	r := &chainRun{on: e.getSet(), off: e.getSet()}
	r.absurdOn, r.absurdOff, _ = e.runFrom(key, r.on, r.off)
	e.memo[key] = r
	e.memoKeys = append(e.memoKeys, key)
	return r
}

// complexity returns the complexity of a hint whose chains end at
// targets: for each, the number of distinct potentials it is deduced from,
// itself included (Sudoku Explainer's flat complexity), plus the complexity
// of every distinct chain nested in them. Parents are walked
// breadth first as Sudoku Explainer does: a potential met again is not
// walked again.
func (e *chainEngine) complexity(targets ...int32) int {
	n := 0
	chains := e.chainsSeen[:0]
	for _, t := range targets {
		for _, p := range e.ancestors(t) {
			n++
			if x := e.pots[p].nested; x > 0 {
				// A nested chain counts once, however many runs used it
				// (its chainID); a basic technique adds nothing.
				if r := &e.nested[x-1]; r.complexity > 0 && !slices.Contains(chains, r.chain) {
					chains = append(chains, r.chain)
					n += r.complexity
				}
			}
		}
	}
	e.chainsSeen = chains
	return n
}

// ancestors returns t and the potentials it is deduced from, each key
// once, breadth first (one level after another) as Sudoku Explainer walks
// them. The slice is e.queue's, valid until the next walk.
//
// A key is marked when it is queued: the queue is first in, first out, so
// the pot queued first for a key is the one a walk marking keys when it
// reads them would keep, and the later ones, which that walk would skip,
// are not queued.
func (e *chainEngine) ancestors(t int32) []int32 {
	gen := e.nextMark()
	e.mark[e.pots[t].key] = gen
	queue := append(e.queue[:0], t)
	for i := 0; i < len(queue); i++ {
		for _, q := range e.parents(queue[i]) {
			if k := e.pots[q].key; e.mark[k] != gen {
				e.mark[k] = gen
				queue = append(queue, q)
			}
		}
	}
	e.queue = queue
	return queue
}

// nextMark starts a new generation of e.mark and returns it.
func (e *chainEngine) nextMark() uint32 {
	e.markGen++
	if e.markGen == 0 {
		clear(e.mark)
		e.markGen = 1
	}
	return e.markGen
}

// lengthBonus is Sudoku Explainer's difficulty added for a chain of the
// given complexity: 0.1 for each step of the series 4, 6, 8, 12, 16, 24,
// ... that complexity-2 exceeds. The sum is built by repeated addition, as
// in Java, so that ratings compare and round exactly alike.
func lengthBonus(complexity int) float64 {
	added := 0.0
	ceil := 4
	length := complexity - 2
	odd := false
	for length > ceil {
		added += 0.1
		if !odd {
			ceil = ceil * 3 / 2
		} else {
			ceil = ceil * 4 / 3
		}
		odd = !odd
	}
	return added
}

// A chainHint is one hint of a chaining producer, before it becomes a Step.
type chainHint struct {
	tech       Technique
	diff       float64
	complexity int
	sortKey    int
	removable  []Candidate
	targets    []int32 // the ends of its chains, in order
	cycle      bool
	house      int  // the house of a region forcing chain
	level      int  // nesting level of the producer
	source     int  // the cell of a cell forcing chain
	decides    bool // the conclusion is that a candidate is true
}

// better reports whether h comes before o in Sudoku Explainer's order of
// chaining hints.
func (h *chainHint) better(o *chainHint) bool {
	if o == nil {
		return true
	}
	if h.diff != o.diff {
		return h.diff < o.diff
	}
	if h.complexity != o.complexity {
		return h.complexity < o.complexity
	}
	return h.sortKey < o.sortKey
}

// removeOthers is what an "on" conclusion removes: the cell's other
// candidates.
func (e *chainEngine) removeOthers(k int32) []Candidate {
	c, d := e.cellOf(k), e.digitOf(k)
	var rs []Candidate
	for set := e.work[c].Remove(d); set != 0; set &= set - 1 {
		rs = append(rs, Candidate{c, set.First()})
	}
	return rs
}

// conclusion is what a target potential removes.
func (e *chainEngine) conclusion(k int32) []Candidate {
	if keyOn(k) {
		return e.removeOthers(k)
	}
	return []Candidate{{e.cellOf(k), e.digitOf(k)}}
}
