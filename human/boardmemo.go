package human

import "github.com/nanpure/nanpure/sudoku"

// A boardMemo keeps a board where a search found nothing, for the next
// search to compare its board with: a rating searches boards that differ
// from the one before by the few candidates a step removes, and what a
// search finds in a part of the board where nothing changed is what it
// found there before (exclusionmemo.go, alswings.go, nestedmemo.go,
// subsets.go).
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
// kept board, and whether b is a later position of it (precedes); nil
// when no board of b's shape is kept.
func (m *boardMemo) changed(b *Board) (cells cellBits, later bool) {
	sh := b.Shape
	if m.shape != sh {
		return nil, false
	}
	cells, later = newCellBits(sh.Cells), true
	for c := range b.cands {
		if b.cands[c] != m.cands[c] || b.digits[c] != m.digits[c] {
			cells.add(c)
			later = later && m.follows(b, c)
		}
	}
	return cells, later
}

// sameIn reports whether the cells of b are as on the kept board.
func (m *boardMemo) sameIn(b *Board, cells []int) bool {
	if m.shape != b.Shape {
		return false
	}
	for _, c := range cells {
		if b.cands[c] != m.cands[c] || b.digits[c] != m.digits[c] {
			return false
		}
	}
	return true
}

// precedes reports whether b is a later position of the kept board, further
// down a solving path: the same digits and more, no candidate added.
func (m *boardMemo) precedes(b *Board) bool {
	if m.shape != b.Shape {
		return false
	}
	for c := range b.cands {
		if !m.follows(b, c) {
			return false
		}
	}
	return true
}

// follows reports whether cell c of b may follow the kept board's.
func (m *boardMemo) follows(b *Board, c int) bool {
	return b.cands[c]&^m.cands[c] == 0 && (m.digits[c] == 0 || m.digits[c] == b.digits[c])
}
