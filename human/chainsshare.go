package human

import (
	"math/bits"

	"github.com/nanpure/nanpure/sudoku"
)

// What static runs may share. The runs of the static multiple forcing
// chains follow the links of a grid that does not change, those of the
// unary producer's XY pass, so a run reaches what the closure of that pass
// (chainreach.go) says its source reaches: all of it, or less when it stops
// at a contradiction. A cell or region forcing chain is a potential that
// every run of the candidates of a cell, or of the places of a digit in a
// house, reaches; when the closures of those runs share no potential whose
// conclusion removes something, there is no such chain, and the runs need
// not be made for it. Most cells and regions share nothing: in the static
// chains nested in dynamic ones (nested.go), nine runs in ten are saved.
//
// The closure of a run is kept as masks of cells, one per digit (words
// uint64 words each): the cells where the digit is reached on, and those
// where it is reached off. A candidate is turned off by an "on" of its
// cell or of its digit in a peer, so the "off" masks follow from the "on"
// masks. Only the potentials whose conclusion removes something are kept
// (an "on" in a cell with another candidate, any "off"), in one array of
// both halves, so that testing what runs share is one loop of ANDs.

// shareTables are the masks of the closures of the runs of one grid.
type shareTables struct {
	multi []uint64 // the cells with two candidates or more
	// masks: slot -> per digit, the cells of another candidate that a
	// closure reaches on, then per digit the cells it reaches off (2*n*words
	// words); slot[comp] is component comp's when stamp[comp] matches gen,
	// and used counts the slots taken
	masks []uint64
	slot  []int32
	stamp []uint32
	gen   uint32
	used  int
	acc   []uint64 // scratch: what the runs share, as a closure's masks
	// scratch of closureOf: the cells where a closure turns a digit on,
	// and two digits
	anyOn, twice []uint64
}

// beginShare prepares the tables for the working grid, when the closure of
// the XY pass is built for it.
func (e *chainEngine) beginShare() {
	t := &e.share
	n, w := e.n, e.cellWords
	if t.multi == nil {
		t.multi = make([]uint64, w)
		t.masks = make([]uint64, e.sh.Cells*n*2*n*w)
		t.acc = make([]uint64, 2*n*w)
		t.anyOn, t.twice = make([]uint64, w), make([]uint64, w)
	}
	t.used = 0
	t.slot = grow(t.slot, len(e.reach.keys))
	t.stamp = grow(t.stamp, len(e.reach.keys))
	e.setCandMasks()
	clear(t.multi)
	for c, set := range e.work {
		if set.Len() > 1 {
			t.multi[c/64] |= 1 << (c % 64)
		}
	}
	t.gen++
	if t.gen == 0 {
		clear(t.stamp)
		t.gen = 1
	}
}

// closureOf returns the masks of the closure of src (on): 2*n*words words,
// the "on" of cells with another candidate, then every "off".
func (e *chainEngine) closureOf(src int32) []uint64 {
	t, r := &e.share, &e.reach
	n, w := e.n, e.cellWords
	nw := n * w
	// A closure is its component's: kept by component, in the next free
	// slot (there are at most as many as candidates).
	comp := r.comp[r.id[src]]
	if t.stamp[comp] == t.gen {
		i := int(t.slot[comp])
		return t.masks[i*2*nw : (i+1)*2*nw]
	}
	t.stamp[comp] = t.gen
	i := t.used
	t.slot[comp] = int32(i)
	t.used++
	masks := t.masks[i*2*nw : (i+1)*2*nw]
	on, off := masks[:nw], masks[nw:]
	clear(masks)
	for j, m := range r.of(r.sets, comp) {
		for ; m != 0; m &= m - 1 {
			if k := r.keys[j*64+bits.TrailingZeros64(m)]; keyOn(k) {
				c, d := uint(e.cellOf(k)), uint(e.digitOf(k))-1
				on[d*uint(w)+c/64] |= 1 << (c % 64)
			}
		}
	}
	// A cell has another digit on than d when some digit is on there and
	// d is not, or when two are: any and twice, made in one pass instead
	// of one per digit. Most closures are small, so the cost is in these
	// passes over the masks: each word j of the cell masks is walked down
	// the digits (x = d*w+j), without slicing per digit.
	anyOn, twice := t.anyOn[:w], t.twice[:w]
	for j := range anyOn {
		var a, tw uint64
		for x := j; x < nw; x += w {
			m := on[x]
			tw |= a & m
			a |= m
		}
		anyOn[j], twice[j] = a, tw
	}
	for x, m := range on {
		for ; m != 0; m &= m - 1 {
			c := (x%w)*64 + bits.TrailingZeros64(m)
			o := off[x-x%w : x-x%w+w]
			for y, p := range e.peers[c*w : (c+1)*w] {
				o[y] |= p
			}
		}
	}
	cand, multi := e.cand[:nw], t.multi[:w]
	off = off[:nw]
	for j := range anyOn {
		a, tw, mu := anyOn[j], twice[j], multi[j]
		for x := j; x < nw; x += w {
			od := on[x]
			off[x] = (off[x] | a&^od | od&tw) & cand[x]
			// An "on" removes the other candidates of its cell: it
			// counts only in a cell that has some.
			on[x] = od & mu
		}
	}
	return masks
}

// mayShare reports whether the runs from srcs may all reach a potential
// whose conclusion removes something: always, unless the engine makes
// static runs and the closure is built, or quick closures serve it
// (chainsquick.go).
func (e *chainEngine) mayShare(srcs []int32) bool {
	if e.quick.ok && len(srcs) > 0 {
		return e.quickShare(srcs)
	}
	if !e.static || !e.reach.ok || len(srcs) == 0 {
		return true
	}
	// acc keeps what the runs so far share of what removes something (the
	// closures' masks), and the runs share nothing useful once it is
	// empty. When the masks have at most 64 words (9x9: 36), only the
	// words still nonzero are ANDed (andLive).
	acc := e.share.acc
	copy(acc, e.closureOf(srcs[0])[:len(acc)])
	if len(acc) <= 64 {
		live := liveWords(acc)
		for _, src := range srcs[1:] {
			if live == 0 {
				return false
			}
			live = andLive(acc, e.closureOf(src), live)
		}
		return live != 0
	}
	left := uint64(0)
	for _, m := range acc {
		left |= m
	}
	for _, src := range srcs[1:] {
		if left == 0 {
			return false
		}
		left = 0
		for x, m := range e.closureOf(src)[:len(acc)] {
			acc[x] &= m
			left |= acc[x]
		}
	}
	return left != 0
}

// candidateKeys returns the "on" keys of the candidates of cell c, into buf.
func (e *chainEngine) candidateKeys(c int, buf []int32) []int32 {
	for set := e.work[c]; set != 0; set &= set - 1 {
		buf = append(buf, e.key(c, set.First(), true))
	}
	return buf
}

// placeKeys returns the "on" keys of digit v at places, into buf.
func (e *chainEngine) placeKeys(places []int, v sudoku.Digit, buf []int32) []int32 {
	for _, z := range places {
		buf = append(buf, e.key(z, v, true))
	}
	return buf
}

// liveWords lists the nonzero words of acc (at most 64), a bit each.
func liveWords(acc []uint64) uint64 {
	live := uint64(0)
	for x, m := range acc {
		if m != 0 {
			live |= 1 << x
		}
	}
	return live
}

// andLive ANDs masks into the words of acc that live lists and returns
// live less the words that became empty. What several closures share
// thins out fast: after the first, only a few words are worth ANDing.
func andLive(acc, masks []uint64, live uint64) uint64 {
	for l := live; l != 0; l &= l - 1 {
		x := bits.TrailingZeros64(l)
		if acc[x] &= masks[x]; acc[x] == 0 {
			live &^= 1 << x
		}
	}
	return live
}
