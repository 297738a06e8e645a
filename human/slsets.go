package human

import (
	"math/bits"

	"github.com/nanpure/nanpure/sudoku"
)

// The sets of links a search of chains tries.
//
// The links of a chain are connected: each meets the next. So a search
// tries only the connected sets of n items (an item is a link's pair of
// ends) with no place in common, each once, grown by Wernicke's ESU: a set
// grows from its first item, its root, one item of its extension at a
// time. The extension starts as the root's neighbours after it; an item
// that joins adds its neighbours after the root that are neither in the
// set nor next to an item of it; an item taken is left out of the sets
// grown after it, so that none is grown twice. (Searching in Sukaku
// Explainer's order, by every set of n-1 links of each set of kinds, most
// of them not connected, took 253 M instructions of the 1,267 M of a 9x9
// extreme generation, where this takes 148 M.)
//
// Sukaku Explainer meets the sets by kinds of their links, then digit,
// then houses, and the first chain found wins a tie; so each chain carries
// where that order meets it (slFound), and that decides the ties instead.

// slFound is where Sukaku Explainer's search meets a chain: the index of
// its set of kinds (slKindSets), the digit, the rank of the item of each
// link (slDigit.rank), the index of its order (slOrders), its directions.
type slFound [8]int

// slSearch is one search of chains of n links.
type slSearch struct {
	s       *searcher
	n       int
	orders  [][]int
	kindSet *[81]int // index of a set of kinds, by slKindsCode
	d       sudoku.Digit
	links   []*slLink // of digit d, by house
	digit   *slDigit  // and their pairs of ends
	set     [4]int    // the items of the set grown, in the order taken
	item    [4]int    // and by depth: in the order of their ranks
	// meets[i][j]: some end of the link at depth i meets some end of the
	// link at depth j
	meets   [4][4]bool
	chosen  []*slLink     // the link at each depth
	pick    [4]*[2][]int  // the pair of ends chosen at each depth (in its link)
	lines   [4]*[2][3]int // and their houses (the link's lines)
	used    cellBits      // places of the chosen links
	houses  [4]int        // the chosen links' houses, in the order tried
	weak    [3]int        // the houses of the weak links between them
	found   slFound       // of the chain tried
	hints   []*slHint
	peers   []cellBits  // by cell
	places  cellBits    // of digit d
	allowed []uint64    // the items after the root
	ext     [4][]uint64 // the extension of the set grown to each depth
	near    [4][]uint64 // and its items and their neighbours
	buf     []uint64    // holds allowed, ext and near
}

// sets tries every connected set of n items of digit x.d.
func (x *slSearch) sets() {
	dl := x.digit
	w := dl.words
	x.buf = grow(x.buf, (2*x.n+1)*w)
	x.allowed = x.buf[:w]
	clear(x.allowed)
	for t := range dl.items {
		x.allowed[t/64] |= 1 << (t % 64)
	}
	for k := range x.n {
		x.ext[k], x.near[k] = x.buf[(2*k+1)*w:(2*k+2)*w], x.buf[(2*k+2)*w:(2*k+3)*w]
	}
	for t := range dl.items {
		x.allowed[t/64] &^= 1 << (t % 64)
		nb := dl.neighbours(t, len(x.links))
		for j := range w {
			x.ext[0][j] = nb[j] & x.allowed[j]
			x.near[0][j] = nb[j]
		}
		x.near[0][t/64] |= 1 << (t % 64)
		l := x.links[dl.house[t]]
		x.set[0] = t
		x.used.or(l.mask)
		x.grow(1)
		x.used.andNot(l.mask)
	}
}

// grow adds the item at depth k to the set, in every way, from the
// extension of depth k-1 (which it empties).
func (x *slSearch) grow(k int) {
	dl := x.digit
	ext, near := x.ext[k-1], x.near[k-1]
	last := k == x.n-1
	for i := range ext {
		for ext[i] != 0 {
			t := i*64 + bits.TrailingZeros64(ext[i])
			ext[i] &= ext[i] - 1
			l := x.links[dl.house[t]]
			if !l.mask.disjoint(x.used) {
				continue
			}
			x.set[k] = t
			if last {
				x.try()
				continue
			}
			nb := dl.neighbours(t, len(x.links))
			for j := range ext {
				x.ext[k][j] = ext[j] | nb[j]&^near[j]&x.allowed[j]
				x.near[k][j] = near[j] | nb[j]
			}
			x.used.or(l.mask)
			x.grow(k + 1)
			x.used.andNot(l.mask)
		}
	}
}

// try tries the chains of the set grown: its links by depth in Sukaku
// Explainer's order (by kind, then house), as its search chose them.
func (x *slSearch) try() {
	dl := x.digit
	n := x.n
	item := x.item[:n]
	copy(item, x.set[:n])
	for i := 1; i < n; i++ {
		for j := i; j > 0 && dl.rank[item[j]] < dl.rank[item[j-1]]; j-- {
			item[j], item[j-1] = item[j-1], item[j]
		}
	}
	code := 0 // slKindsCode of the links' kinds
	for k, t := range item {
		h := dl.house[t]
		l := x.links[h]
		r := t - dl.item[h]
		x.chosen[k], x.pick[k], x.lines[k] = l, &l.ends[r], &l.lines[r]
		code = code*3 + l.kind
		x.found[2+k] = dl.rank[t]
		nb := dl.neighbours(t, len(x.links))
		for j := range k {
			m := nb[item[j]/64]>>(item[j]%64)&1 == 1
			x.meets[j][k], x.meets[k][j] = m, m
		}
	}
	x.found[0], x.found[1] = x.kindSet[code], int(x.d)
	x.chains()
}
