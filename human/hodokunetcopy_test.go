package human

import (
	"slices"
	"testing"

	"github.com/nanpure/nanpure/sudoku"
)

// TestNetCopyQueues checks the rules of HoDoKu's board that a net's copy
// keeps (hodokunetcopy.go) on an empty 4x4 board: a queued naked single
// outlives its candidate, a hidden single is queued for the first place
// left, a cell set again takes the new digit, and a board's own singles are
// queued as HoDoKu rebuilds them.
func TestNetCopyQueues(t *testing.T) {
	b := mustBoard(t, "................")
	n := newNetCopy(b)
	if got := n.singles(nil); len(got) != 0 {
		t.Fatalf("an empty board's singles: %v", got)
	}

	// r1c1 loses 1, 2 and 3: a naked single 4 is queued, and stays queued
	// when r1c1 loses 4 too, as long as r1c1 is not set.
	for d := sudoku.Digit(1); d <= 4; d++ {
		n.remove(0, d)
	}
	if got := n.singles(nil); !slices.Contains(got, netSingle{0, 4, true}) {
		t.Errorf("after r1c1 lost every candidate: singles %v, want the naked single r1c1=4 queued before", got)
	}

	// 2 leaves r2c1, r2c2 and r2c3: its one place left in row 2, r2c4,
	// is queued.
	n.reset()
	for _, c := range []int{4, 5, 6} {
		n.remove(c, 2)
	}
	if got := n.singles(nil); !slices.Contains(got, netSingle{7, 2, false}) {
		t.Errorf("2 left r2c1-r2c3: singles %v, want the hidden single r2c4=2", got)
	}

	// A cell set twice takes the second digit; its peers lose both.
	n.reset()
	n.set(0, 1)
	n.set(0, 2)
	if n.digits[0] != 2 || n.cands[1].Has(1) || n.cands[1].Has(2) {
		t.Errorf("r1c1 set to 1 then 2: digit %d, r1c2's candidates %v", n.digits[0], n.cands[1])
	}

	// A board with a naked single r1c1=4 starts with it queued.
	b.Eliminate(0, 1)
	b.Eliminate(0, 2)
	b.Eliminate(0, 3)
	n = newNetCopy(b)
	if got := n.singles(nil); len(got) == 0 || got[0] != (netSingle{0, 4, true}) {
		t.Errorf("a board with the naked single r1c1=4: singles %v", got)
	}
}
