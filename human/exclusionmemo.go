package human

import "github.com/nanpure/nanpure/sudoku"

// What an aligned exclusion search found nothing on.
//
// A rating tries the aligned exclusions at every step that needs a chain,
// on boards that differ from the one before by the few candidates a step
// removes; so the search keeps the last board where it found nothing. What
// a combination of base cells finds depends on the cells' candidates,
// whether each is a base cell, and the candidates of the cells all of them
// see (its excluders among them). A combination where none of these
// changed since that board finds nothing again, and is not tried: only the
// others can find something, and the first of them that does is the first
// of all.

// alignedMemo is the board of the last search of one degree that found
// nothing, and its base cells.
type alignedMemo struct {
	boardMemo
	base   cellBits
	tables alignedTables
}

// alignedTables are a search's tables, kept for the next: a rating
// searches at every step that needs a chain.
type alignedTables struct {
	exBits [][]uint64 // by base cell: its excluders, a set in slab
	slab   []uint64
	base   []int // room for every cell
	isBase cellBits
	// scratch: the excluders a pair and a triple of base cells share, the
	// second and third cells of a combination, once for seenTwice
	pair, triple, seconds, thirds, once cellBits
}

// reset empties the tables for a board of shape sh.
func (t *alignedTables) reset(sh *sudoku.Shape) {
	words := (sh.Cells + 63) / 64
	t.exBits = grow(t.exBits, sh.Cells)
	t.slab, t.isBase = grow(t.slab, sh.Cells*words), grow(t.isBase, words)
	for _, p := range []*cellBits{&t.pair, &t.triple, &t.seconds, &t.thirds, &t.once} {
		*p = grow(*p, words)
	}
	clear(t.exBits)
	clear(t.slab)
	clear(t.isBase)
	t.base = grow(t.base, sh.Cells)
}

// alignedDiff says which combinations of base cells may find something on
// board b, against the memo's board.
type alignedDiff struct {
	all     bool     // no board to compare with: every combination
	changed cellBits // the cells whose candidates changed
	dirty   cellBits // those, and the cells that became or stopped being base cells
	peers   []cellBits
}

// diff compares board b, whose base cells are base, with the memo's board.
func (m *alignedMemo) diff(b *Board, base cellBits) alignedDiff {
	changed, _ := m.changed(b)
	if changed == nil {
		return alignedDiff{all: true}
	}
	d := alignedDiff{changed: changed, peers: peerBits(b.Shape), dirty: base.clone()}
	for i := range d.dirty {
		d.dirty[i] ^= m.base[i]
		d.dirty[i] |= d.changed[i]
	}
	return d
}

// keepBase records board b, with base cells base, as one where the search
// found nothing.
func (m *alignedMemo) keepBase(b *Board, base cellBits) {
	m.keep(b)
	m.base = append(m.base[:0], base...)
}

// mayFind reports whether the combination of cells may find something: one
// of them is dirty, or a cell they all see changed.
func (d *alignedDiff) mayFind(cells ...int) bool {
	if d.all {
		return true
	}
	for _, c := range cells {
		if d.dirty.has(c) {
			return true
		}
	}
	for w := range d.changed {
		m := d.changed[w]
		for _, c := range cells {
			m &= d.peers[c][w]
		}
		if m != 0 {
			return true
		}
	}
	return false
}
