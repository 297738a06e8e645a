package human

import (
	"slices"

	"github.com/nanpure/nanpure/sudoku"
)

// A netCopy is the copy of the board that a forcing net's premise is
// played on (hodokunets.go), kept the way HoDoKu keeps its own board
// (its Sudoku2), because what a play records depends on it once the
// premise is false:
//
//   - singles come from two queues, not from a look at the board: a naked
//     single is queued when a removal leaves a cell one candidate, a
//     hidden single when a removal leaves a digit one place in a house
//     (the first cell of the house that still holds it);
//   - a queued naked single stays until its cell is set, even when the
//     cell loses that last candidate too; a queued hidden single is taken
//     for the first of its cell's houses where the digit has one place
//     left, which may be another cell's place, and leaves the queue only
//     when a removal leaves the digit no place in a house;
//   - setting a cell sets it, whatever it held (a cell set before takes
//     the new digit; its peers lose that digit too).
//
// A premise that is true never meets any of this: its play sets each
// single once, as a look at the board would. A false one leads to a
// contradiction, and HoDoKu's tables record what its queues give on the
// way there; the verities that rest on such a premise are sound whatever
// it records (a false premise implies anything) and are HoDoKu's.
type netCopy struct {
	sh     *sudoku.Shape
	cands  []sudoku.Set // 0 once a cell is set
	digits []sudoku.Digit
	// free holds the places of each digit in each house (places), counted
	// as HoDoKu counts them: a removal that empties a cell does not count.
	free   []int16
	naked  []Candidate
	hidden []Candidate
	found  []bool // cells given a hidden single in this round
	// start is the board's own state, which reset restores before each
	// premise: made once, not once per premise.
	start *netCopy
}

// newNetCopy returns the copy of board b, its queues holding the singles b
// has, as HoDoKu builds them anew (its "find all steps" starts so): the
// naked ones by cell, then the hidden ones by house and digit. On the
// solver's path b has none (singles come first).
func newNetCopy(b *Board) *netCopy {
	sh := b.Shape
	n := &netCopy{sh: sh, cands: make([]sudoku.Set, sh.Cells), digits: slices.Clone(b.digits),
		free: make([]int16, 3*sh.N*(sh.N+1)), found: make([]bool, sh.Cells)}
	for c := range n.cands {
		if b.digits[c] == 0 {
			n.cands[c] = b.cands[c]
		}
		for set := n.cands[c]; set != 0; set &= set - 1 {
			for _, h := range sh.HousesOf(c) {
				*n.places(h, set.First())++
			}
		}
	}
	for c, set := range n.cands {
		if d, ok := set.Single(); ok {
			n.naked = append(n.naked, Candidate{Cell: c, Digit: d})
		}
	}
	for h := range 3 * sh.N {
		for d := sudoku.Digit(1); int(d) <= sh.N; d++ {
			if *n.places(h, d) == 1 {
				n.queueHidden(h, d)
			}
		}
	}
	n.start = &netCopy{cands: slices.Clone(n.cands), digits: slices.Clone(n.digits), free: slices.Clone(n.free),
		naked: slices.Clone(n.naked), hidden: slices.Clone(n.hidden)}
	return n
}

// reset makes the copy the board it was made from again.
func (n *netCopy) reset() {
	copy(n.cands, n.start.cands)
	copy(n.digits, n.start.digits)
	copy(n.free, n.start.free)
	n.naked = append(n.naked[:0], n.start.naked...)
	n.hidden = append(n.hidden[:0], n.start.hidden...)
}

// remove takes d from the candidates of cell c and queues the singles
// that leaves.
func (n *netCopy) remove(c int, d sudoku.Digit) {
	if !n.cands[c].Has(d) {
		return
	}
	n.cands[c] = n.cands[c].Remove(d)
	if n.cands[c] == 0 {
		return
	}
	if e, ok := n.cands[c].Single(); ok {
		n.naked = append(n.naked, Candidate{Cell: c, Digit: e})
	}
	for _, h := range n.sh.HousesOf(c) {
		left := n.places(h, d)
		*left--
		switch *left {
		case 1:
			n.queueHidden(h, d)
		case 0:
			n.dropHidden(h, d)
		}
	}
}

// set puts d in cell c: its peers lose d, and its candidates leave the
// counts of its houses.
func (n *netCopy) set(c int, d sudoku.Digit) {
	if n.digits[c] == d {
		return
	}
	n.digits[c] = d
	had := n.cands[c]
	n.cands[c] = 0
	for _, x := range n.sh.Peers(c) {
		n.remove(x, d)
	}
	for set := had; set != 0; set &= set - 1 {
		e := set.First()
		for _, h := range n.sh.HousesOf(c) {
			left := n.places(h, e)
			if *left--; *left == 1 && e != d {
				n.queueHidden(h, e)
			}
		}
	}
}

// places returns the count of d's places in house h.
func (n *netCopy) places(h int, d sudoku.Digit) *int16 { return &n.free[h*(n.sh.N+1)+int(d)] }

// queueHidden queues the first place of d left in house h, if any.
func (n *netCopy) queueHidden(h int, d sudoku.Digit) {
	for _, x := range n.sh.House(h) {
		if n.cands[x].Has(d) {
			n.hidden = append(n.hidden, Candidate{Cell: x, Digit: d})
			return
		}
	}
}

// dropHidden removes the first queued hidden single of d in house h.
func (n *netCopy) dropHidden(h int, d sudoku.Digit) {
	for i, x := range n.hidden {
		if x.Digit == d && inHouse(n.sh, x.Cell, h) {
			n.hidden = append(n.hidden[:i], n.hidden[i+1:]...)
			return
		}
	}
}

// A netSingle is a single a round of a play sets.
type netSingle struct {
	c     int
	d     sudoku.Digit
	naked bool
}

// singles lists the singles of the queues, naked then hidden, in the
// order queued: a naked single whose cell is not set; a hidden single
// whose cell is not set and has none listed before, if one of its
// houses has one place of the digit left.
func (n *netCopy) singles(out []netSingle) []netSingle {
	for _, x := range n.naked {
		if n.digits[x.Cell] == 0 {
			out = append(out, netSingle{x.Cell, x.Digit, true})
		}
	}
	clear(n.found)
	for _, x := range n.hidden {
		if n.digits[x.Cell] != 0 || n.found[x.Cell] {
			continue
		}
		for _, h := range n.sh.HousesOf(x.Cell) {
			if *n.places(h, x.Digit) == 1 {
				out = append(out, netSingle{x.Cell, x.Digit, false})
				n.found[x.Cell] = true
				break
			}
		}
	}
	return out
}

// fewest returns the house of cell c where d has the fewest places (rows
// before columns before boxes on a tie), where a hidden single's play
// says it comes from.
func (n *netCopy) fewest(c int, d sudoku.Digit) int {
	hs := n.sh.HousesOf(c)
	best := hs[0]
	for _, h := range hs[1:] {
		if *n.places(h, d) < *n.places(best, d) {
			best = h
		}
	}
	return best
}
