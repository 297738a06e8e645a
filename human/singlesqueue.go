package human

import (
	"slices"

	"github.com/nanpure/nanpure/sudoku"
)

// HoDoKu's queues of singles. HoDoKu does not scan the grid for singles: its
// board keeps two first-in first-out queues, one of cells that came down to
// one candidate (naked singles) and one of digits that came down to one
// place in a house (hidden singles), filled at the moment a placement or an
// elimination makes them. Its full house is the first naked single of the
// queue that is the last empty cell of a house (the queue is only read),
// its naked single the first entry whose cell is still empty, its hidden
// single likewise (both taken off the queue). Which hidden single comes
// first decides which cells are later found as naked singles (4 points)
// rather than hidden ones (14), so a HoDoKu score follows that order
// exactly, and so this file replays how HoDoKu's board fills its queues:
//
//   - placing d in cell x removes d from x's peers in cell order, then, for
//     each candidate e of x in digit order and each house of x (row,
//     column, box), counts one place fewer for e;
//   - removing candidate d from cell y queues y when one candidate is left,
//     then counts one place fewer for d in each house of y (row, column,
//     box); a count that falls to one queues the first cell of the house
//     that still holds d.
//
// A puzzle is loaded by placing its givens in cell order on an empty board.

// singlesQueues is the state of HoDoKu's board that its singles read: a
// shadow of the board, the count of places of each digit in each house,
// and the two queues (unread entries from the head on).
type singlesQueues struct {
	shadow *Board
	free   [][]int // free[house][digit]: cells of the house holding the digit, as HoDoKu counts them
	ns, hs []Candidate
	nsHead int
	hsHead int
	// last holds the eliminations of the last step found, in the order
	// HoDoKu removes them (found).
	last []Candidate
}

// sync brings the queues up to b: the placements b has that the shadow
// lacks are replayed in cell order, then the eliminations of the last step
// found in HoDoKu's order, then the other missing candidates in cell and
// digit order. A board that is not a later state of the shadow (another
// puzzle, a hint on a new position) is loaded from scratch.
func (q *singlesQueues) sync(b *Board) {
	if q.shadow == nil || q.shadow.Shape != b.Shape || !q.precedes(b) {
		q.reset(b.Shape)
	}
	sh := q.shadow
	for c, d := range b.digits {
		if d != 0 && sh.digits[c] == 0 {
			q.place(c, d)
		}
	}
	for _, e := range q.last {
		if !b.cands[e.Cell].Has(e.Digit) {
			q.eliminate(e.Cell, e.Digit)
		}
	}
	q.last = q.last[:0]
	for c, set := range sh.cands {
		gone := set &^ b.cands[c]
		for d := sudoku.Digit(1); gone != 0; d++ {
			if gone.Has(d) {
				q.eliminate(c, d)
				gone = gone.Remove(d)
			}
		}
	}
}

// found notes step st, the next one on the board last synced: HoDoKu
// removes its candidates in the order the step lists them, which decides
// which singles are queued first. That is cell and digit order, but digit
// then cell order for the steps HoDoKu sorts (sorted: chains, which it
// sorts in place), and for locked pairs and triples their line first (the
// order of HoDoKu's houses: row, column, box), then the rest of the box.
func (q *singlesQueues) found(st Step, sorted bool) {
	q.last = append(q.last[:0], st.Eliminations...)
	if sorted {
		q.last = digitOrder(q.last)
	}
	if (st.Technique == LockedPair || st.Technique == LockedTriple) && len(st.Houses) == 2 {
		line := st.Houses[1]
		inLine := func(e Candidate) bool { return inHouse(st.Shape, e.Cell, line) }
		slices.SortStableFunc(q.last, func(a, b Candidate) int {
			switch {
			case inLine(a) == inLine(b):
				return 0
			case inLine(a):
				return -1
			}
			return 1
		})
	}
}

// precedes reports whether b can be reached from the shadow: no digit of
// the shadow is gone or changed and no candidate has come back.
func (q *singlesQueues) precedes(b *Board) bool {
	for c, d := range q.shadow.digits {
		if d != 0 && b.digits[c] != d {
			return false
		}
		if d == 0 && b.digits[c] == 0 && b.cands[c]&^q.shadow.cands[c] != 0 {
			return false
		}
	}
	return true
}

// reset makes the shadow an empty board of shape sh, every count full and
// the queues empty.
func (q *singlesQueues) reset(sh *sudoku.Shape) {
	q.shadow = &Board{Shape: sh, digits: make([]sudoku.Digit, sh.Cells), cands: make([]sudoku.Set, sh.Cells)}
	for c := range q.shadow.cands {
		q.shadow.cands[c] = sh.AllDigits()
	}
	q.free = make([][]int, sh.Houses())
	for h := range q.free {
		q.free[h] = make([]int, sh.N+1)
		for d := 1; d <= sh.N; d++ {
			q.free[h][d] = sh.N
		}
	}
	q.ns, q.hs, q.nsHead, q.hsHead = q.ns[:0], q.hs[:0], 0, 0
	q.last = q.last[:0]
}

// place replays HoDoKu's placement of d in cell x.
func (q *singlesQueues) place(x int, d sudoku.Digit) {
	sh := q.shadow
	was := sh.cands[x]
	sh.digits[x], sh.cands[x] = d, 0
	sh.dirty()
	for _, p := range sh.Shape.Peers(x) {
		q.eliminate(p, d)
	}
	for e := sudoku.Digit(1); int(e) <= sh.Shape.N; e++ {
		if !was.Has(e) {
			continue
		}
		for _, h := range sh.Shape.HousesOf(x) {
			q.free[h][e]--
			if q.free[h][e] == 1 && e != d {
				q.queueHidden(h, e)
			}
		}
	}
}

// eliminate replays HoDoKu's removal of candidate d from cell y.
func (q *singlesQueues) eliminate(y int, d sudoku.Digit) {
	sh := q.shadow
	if !sh.cands[y].Has(d) {
		return
	}
	sh.cands[y] = sh.cands[y].Remove(d)
	sh.dirty()
	if last, ok := sh.cands[y].Single(); ok {
		q.ns = append(q.ns, Candidate{y, last})
	}
	for _, h := range sh.Shape.HousesOf(y) {
		q.free[h][d]--
		if q.free[h][d] == 1 {
			q.queueHidden(h, d)
		}
	}
}

// queueHidden queues the first cell of house h that holds d.
func (q *singlesQueues) queueHidden(h int, d sudoku.Digit) {
	for _, c := range q.shadow.Shape.House(h) {
		if q.shadow.cands[c].Has(d) {
			q.hs = append(q.hs, Candidate{c, d})
			return
		}
	}
}

// fullHouse returns the first naked single of the queue whose cell is the
// last empty cell of one of its houses (row, column, box), and that house.
// The queue is only read.
func (q *singlesQueues) fullHouse() (Candidate, int, bool) {
	sh := q.shadow
	for _, e := range q.ns[q.nsHead:] {
		if sh.digits[e.Cell] != 0 {
			continue
		}
		for _, h := range sh.Shape.HousesOf(e.Cell) {
			full := true
			for d := 1; d <= sh.Shape.N; d++ {
				if sudoku.Digit(d) != e.Digit && q.free[h][d] != 0 {
					full = false
					break
				}
			}
			if full {
				return e, h, true
			}
		}
	}
	return Candidate{}, 0, false
}

// nakedSingle returns the first naked single of the queue whose cell is
// still empty, dropping the entries before it. It stays at the head: once
// placed it is dropped by the next call, as HoDoKu, which takes it off at
// once, would have it.
func (q *singlesQueues) nakedSingle() (Candidate, bool) {
	for ; q.nsHead < len(q.ns); q.nsHead++ {
		if e := q.ns[q.nsHead]; q.shadow.digits[e.Cell] == 0 {
			return e, true
		}
	}
	return Candidate{}, false
}

// hiddenSingle returns the first hidden single of the queue whose cell is
// still empty, and the first of its houses (row, column, box) where the
// digit has one place, dropping the entries before it. An entry whose
// digit has more than one place in each house (HoDoKu does not check at
// the time it queues) is dropped and ends the search, as in HoDoKu, whose
// next finders then get their turn.
func (q *singlesQueues) hiddenSingle() (Candidate, int, bool) {
	sh := q.shadow
	for ; q.hsHead < len(q.hs); q.hsHead++ {
		e := q.hs[q.hsHead]
		if sh.digits[e.Cell] != 0 {
			continue
		}
		for _, h := range sh.Shape.HousesOf(e.Cell) {
			if q.free[h][e.Digit] == 1 {
				return e, h, true
			}
		}
		q.hsHead++
		return Candidate{}, 0, false
	}
	return Candidate{}, 0, false
}

// queuedFullHouse, queuedNakedSingle and queuedHiddenSingle are the singles
// of a profile that reads HoDoKu's queues.
func (s *searcher) queuedFullHouse() bool {
	e, h, ok := s.q.fullHouse()
	return ok && s.found(Step{Technique: FullHouse, Placements: []Candidate{e},
		Digits: sudoku.Bit(e.Digit), Cells: []int{e.Cell}, Houses: []int{h}})
}

func (s *searcher) queuedNakedSingle() bool {
	e, ok := s.q.nakedSingle()
	return ok && s.found(Step{Technique: NakedSingle, Placements: []Candidate{e},
		Digits: sudoku.Bit(e.Digit), Cells: []int{e.Cell}})
}

func (s *searcher) queuedHiddenSingle() bool {
	e, h, ok := s.q.hiddenSingle()
	return ok && s.found(Step{Technique: HiddenSingle, Difficulty: singleDifficulty(s.b.Shape, h),
		Placements: []Candidate{e}, Digits: sudoku.Bit(e.Digit), Cells: []int{e.Cell}, Houses: []int{h}})
}
