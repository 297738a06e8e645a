package human

import "github.com/nanpure/nanpure/sudoku"

// Templates bound the generalized fish. A template of digit d is a place
// for d in every row, in distinct columns and boxes, that the candidates
// allow (with the d's already placed). Every solution holds one, so a
// place of d in no template is false; and a fish on d, which reasons from
// d's places alone, can only remove such a place (a fish removing a place
// of some template would refute that template's own placement, which
// breaks no rule). So the places in no template are the only targets of a
// fish on d: a digit without them has no fish, and a partial fish whose
// fins see none of them is given up (bigfish.go).

// templateStates bounds the search of one digit's templates: past it,
// every place counts as a target (no bound, never a wrong one).
const templateStates = 1 << 15

// templateTargets returns the places of digit d (cells, ascending) that lie
// in no template. It goes down the rows to fill, keeping the set of states
// (columns and boxes taken) that the rows above can reach, then back up,
// keeping the states from which the rows below can be filled: a place is
// in a template when it leads from a reachable state to one that can be
// completed.
func (s *searcher) templateTargets(d sudoku.Digit, cells []int) placeSet {
	b := s.b
	sh := b.Shape
	n := sh.N
	var all placeSet
	for i := range cells {
		all.add(i)
	}
	if n > 64 {
		return all
	}
	type option struct {
		col, box uint64 // the place's column and box, as bits
		place    int
	}
	type state struct{ cols, boxes uint64 }
	byRow := make([][]option, n)
	for i, c := range cells {
		r := sh.Row(c)
		byRow[r] = append(byRow[r], option{1 << sh.Col(c), 1 << sh.Box(c), i})
	}
	var start state
	for c := 0; c < sh.Cells; c++ {
		if b.digits[c] == d {
			start.cols |= 1 << sh.Col(c)
			start.boxes |= 1 << sh.Box(c)
			byRow[sh.Row(c)] = nil
		}
	}
	var rows [][]option
	for r := 0; r < n; r++ {
		if len(byRow[r]) > 0 {
			rows = append(rows, byRow[r])
		}
	}
	// Down: the states each level can reach.
	reach := make([]map[state]bool, len(rows)+1)
	reach[0] = map[state]bool{start: true}
	total := 0
	for i, row := range rows {
		reach[i+1] = map[state]bool{}
		for st := range reach[i] {
			for _, o := range row {
				if st.cols&o.col == 0 && st.boxes&o.box == 0 {
					reach[i+1][state{st.cols | o.col, st.boxes | o.box}] = true
				}
			}
		}
		if total += len(reach[i+1]); total > templateStates || s.stop() {
			return all
		}
	}
	// Up: the states that can be completed, and the places on the way.
	var in placeSet
	good := reach[len(rows)]
	for i := len(rows) - 1; i >= 0; i-- {
		up := map[state]bool{}
		for st := range reach[i] {
			for _, o := range rows[i] {
				if st.cols&o.col == 0 && st.boxes&o.box == 0 && good[state{st.cols | o.col, st.boxes | o.box}] {
					up[st] = true
					in.add(o.place)
				}
			}
		}
		good = up
	}
	return all.andNot(in) // all of them when there is no template: a broken board

}
