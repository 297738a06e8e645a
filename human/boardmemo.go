package human

import "github.com/nanpure/nanpure/sudoku"

// A boardMemo keeps a board where a search found nothing, for the next
// search to compare its board with: a rating searches boards that differ
// from the one before by the few candidates a step removes, and what a
// search finds in a part of the board where nothing changed is what it
// found there before (exclusionmemo.go, alswings.go).
type boardMemo struct {
	shape  *sudoku.Shape // nil: no board kept
	cands  []sudoku.Set
	digits []sudoku.Digit
}

// keep records board b.
func (m *boardMemo) keep(b *Board) {
	m.shape = b.Shape
	m.cands = append(m.cands[:0], b.cands...)
	m.digits = append(m.digits[:0], b.digits...)
}

// changed returns the cells whose candidates or digit differ on b from the
// kept board, and whether each candidate of b was one there (the board is
// further down a solving path); nil when no board of b's shape is kept.
func (m *boardMemo) changed(b *Board) (cells cellBits, fewer bool) {
	sh := b.Shape
	if m.shape != sh {
		return nil, false
	}
	cells, fewer = newCellBits(sh.Cells), true
	for c := range b.cands {
		if b.cands[c] != m.cands[c] || b.digits[c] != m.digits[c] {
			cells.add(c)
			fewer = fewer && b.cands[c]&^m.cands[c] == 0
		}
	}
	return cells, fewer
}
