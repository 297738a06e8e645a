package human

import (
	"math/bits"

	"github.com/nanpure/nanpure/sudoku"
)

// The checks of HoDoKu's forcing chains and nets (hodokuforcing.go) on the
// tables of the premises, in HoDoKu's order: each premise's table for a
// contradiction, then the tables of a premise and its negation, of the
// candidates of a cell and of the places of a digit in a house for a
// verity.

// contradictions checks every premise's table for a contradiction, in
// HoDoKu's order (cell, digit, true before false).
func (f *forcing) contradictions() {
	sh := f.g.sh
	for c := 0; c < sh.Cells; c++ {
		for _, d := range f.s.b.cands[c].Digits() {
			for _, on := range []bool{true, false} {
				if f.s.stop() {
					return
				}
				f.contradiction(f.literal(c, d, on))
			}
		}
	}
}

// contradiction checks the table of premise p, keeping the shortest of
// the contradictions it leads to.
func (f *forcing) contradiction(p int32) {
	sh, b := f.g.sh, f.s.b
	pn := &f.g.nodes[litNode(p)]
	pc, pd, pon := pn.cells[0], pn.digit, litOn(p)
	var best fcStep
	have := false
	try := func(where, house int, chains [][2]int32) {
		st := fcStep{place: !pon, c: Candidate{pc, pd}, chains: chains, where: where, house: house}
		for _, ch := range chains {
			st.length += int(f.dist[p][ch[1]]) + 1
		}
		if !have || st.length < best.length {
			best, have = st, true
		}
	}
	// The premise leads to its own negation.
	if f.set(p, pd, !pon).has(pc) {
		try(pc, -1, [][2]int32{{p, f.literal(pc, pd, !pon)}})
	}
	// A candidate both true and false.
	tmp := f.tmp
	for d := sudoku.Digit(1); int(d) <= sh.N; d++ {
		if c, ok := tmp.setAnd(f.set(p, d, true), f.set(p, d, false)).first(); ok {
			try(c, -1, [][2]int32{{p, f.literal(c, d, false)}, {p, f.literal(c, d, true)}})
		}
	}
	// Two digits true in one cell.
	two := f.twoInCell(p)
	for d := sudoku.Digit(1); int(d) <= sh.N && two; d++ {
		for e := d + 1; int(e) <= sh.N; e++ {
			if c, ok := tmp.setAnd(f.set(p, d, true), f.set(p, e, true)).first(); ok {
				try(c, -1, [][2]int32{{p, f.literal(c, d, true)}, {p, f.literal(c, e, true)}})
			}
		}
	}
	// A digit true twice in a house.
	for h := 0; h < 3*sh.N; h++ {
		for d := sudoku.Digit(1); int(d) <= sh.N; d++ {
			if in := tmp.setAnd(f.set(p, d, true), f.houses[h]); in.count() > 1 {
				var chains [][2]int32
				in.each(func(c int) { chains = append(chains, [2]int32{p, f.literal(c, d, true)}) })
				try(-1, h, chains)
			}
		}
	}
	// A cell left without a candidate.
	for c := 0; c < sh.Cells; c++ {
		if b.digits[c] != 0 {
			continue
		}
		all := true
		for _, d := range b.cands[c].Digits() {
			if !f.set(p, d, false).has(c) {
				all = false
				break
			}
		}
		for d := sudoku.Digit(1); all && int(d) <= sh.N; d++ {
			all = !f.set(p, d, true).has(c)
		}
		if all {
			var chains [][2]int32
			for _, d := range b.cands[c].Digits() {
				chains = append(chains, [2]int32{p, f.literal(c, d, false)})
			}
			try(c, -1, chains)
		}
	}
	// A digit left without a place in a house. HoDoKu counts as places
	// the cells no placed digit rules out (its "allowed" candidates): in a
	// house where a step removed the digit before, a table never reaches
	// all of them.
	for d := sudoku.Digit(1); int(d) <= sh.N; d++ {
		for h := 0; h < 3*sh.N; h++ {
			places := tmp.setAnd(f.allowed[d], f.houses[h])
			if empty(places) || !places.subsetOf(f.set(p, d, false)) {
				continue
			}
			var chains [][2]int32
			places.each(func(c int) { chains = append(chains, [2]int32{p, f.literal(c, d, false)}) })
			try(-1, h, chains)
		}
	}
	if have {
		f.offer(best)
	}
}

// twoInCell reports whether premise p makes two digits true in a cell.
func (f *forcing) twoInCell(p int32) bool {
	once, twice := f.tmp2, f.tmp3
	clear(once)
	clear(twice)
	for d := sudoku.Digit(1); int(d) <= f.g.sh.N; d++ {
		on := f.set(p, d, true)
		for i := range once {
			twice[i] |= once[i] & on[i]
			once[i] |= on[i]
		}
	}
	return !empty(twice)
}

// verities checks the tables of a premise and its negation, of the
// candidates of every cell, and of the places of every digit in every
// house (rows, columns, boxes), in HoDoKu's order.
func (f *forcing) verities() {
	sh, b := f.g.sh, f.s.b
	for c := 0; c < sh.Cells; c++ {
		for _, d := range b.cands[c].Digits() {
			if f.s.stop() {
				return
			}
			f.verity([]int32{f.literal(c, d, true), f.literal(c, d, false)}, c, -1)
		}
	}
	for c := 0; c < sh.Cells; c++ {
		if b.digits[c] != 0 {
			continue
		}
		var ps []int32
		for _, d := range b.cands[c].Digits() {
			ps = append(ps, f.literal(c, d, true))
		}
		f.verity(ps, -1, -1)
	}
	for h := 0; h < 3*sh.N; h++ {
		for d := sudoku.Digit(1); int(d) <= sh.N; d++ {
			if f.s.stop() {
				return
			}
			var ps []int32
			for _, c := range sh.House(h) {
				if b.digits[c] == 0 && b.cands[c].Has(d) {
					ps = append(ps, f.literal(c, d, true))
				}
			}
			if len(ps) > 0 {
				f.verity(ps, -1, h)
			}
		}
	}
}

// verity offers what every premise of ps leads to, but in cell skip (the
// cell of a premise and its negation). A house verity names its house.
func (f *forcing) verity(ps []int32, skip, house int) {
	sh := f.g.sh
	for _, on := range []bool{true, false} {
		for d := sudoku.Digit(1); int(d) <= sh.N; d++ {
			all := append(f.tmp[:0], f.set(ps[0], d, on)...)
			for _, p := range ps[1:] {
				all.and(f.set(p, d, on))
			}
			all.each(func(c int) {
				if c == skip {
					return
				}
				t := f.literal(c, d, on)
				st := fcStep{verity: true, place: on, c: Candidate{c, d}, where: -1, house: house}
				for _, p := range ps {
					st.chains = append(st.chains, [2]int32{p, t})
				}
				f.offer(st)
			})
		}
	}
}

// first returns the first cell of m.
func (m cellBits) first() (int, bool) {
	for i, w := range m {
		if w != 0 {
			return i*64 + bits.TrailingZeros64(w), true
		}
	}
	return -1, false
}

// count returns the number of cells of m.
func (m cellBits) count() int {
	n := 0
	for _, w := range m {
		n += bits.OnesCount64(w)
	}
	return n
}

// setAnd sets m to the cells of both a and b and returns it.
func (m cellBits) setAnd(a, b cellBits) cellBits {
	for i := range m {
		m[i] = a[i] & b[i]
	}
	return m
}
