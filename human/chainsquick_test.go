package human

import (
	"context"
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/nanpure/nanpure/sudoku"
)

// TestQuickClosures checks the quick closures of dynamic runs against the
// runs: on boards of hard puzzles, and on those boards with candidates
// removed at random (which often makes them contradictory), a run from any
// potential meets a contradiction exactly when its quick closure does, and
// otherwise turns on and off the same potentials. Dynamic and Nishio runs.
func TestQuickClosures(t *testing.T) {
	puzzles := []string{
		".......12..1.2345.25..413.6....3.1.51.6578...5....9....65....2331....54.4.23..6.1",
		"........1.....2.34.35.......62......7.3.25..885...67...7853....32..68...5.62.7.8.",
		"9..3....41...2...5..2...3.12..6.9..36.9.5.............48.9...7........4....81....",
	}
	rng := rand.New(rand.NewPCG(1, 2))
	s := &searcher{ctx: context.Background()}
	for _, p := range puzzles {
		g, err := sudoku.Parse(p, sudoku.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for round := 0; round < 6; round++ {
			b, err := NewBoard(g)
			if err != nil {
				t.Fatal(err)
			}
			for i := 0; i < 8*round; i++ {
				c := rng.IntN(len(b.cands))
				if b.cands[c].Len() > 1 {
					b.cands[c] = b.cands[c].Remove(b.cands[c].First())
				}
			}
			s.b = b
			for _, nishio := range []bool{false, true} {
				e := newChainEngine(b.Shape)
				e.s = s
				e.begin(b)
				e.dynamic, e.nishio, e.multiple, e.static = true, nishio, !nishio, false
				e.beginQuick()
				if !e.quick.ok {
					t.Fatal("no quick closures for a dynamic producer of level 0")
				}
				for key := int32(0); key < int32(e.keys); key++ {
					if !e.work[e.cellOf(key)].Has(e.digitOf(key)) {
						continue
					}
					checkQuickClosure(t, e, key)
				}
			}
		}
	}
}

func checkQuickClosure(t *testing.T, e *chainEngine, key int32) {
	t.Helper()
	on, off := e.getSet(), e.getSet()
	defer e.release(on, off)
	start := on
	if !keyOn(key) {
		start = off
	}
	start.add(key, e.newPot(key, causeNone))
	_, _, absurd := e.run(on, off, false)
	qOn, qOff, qAbsurd := e.quickClosure(key)
	if absurd != qAbsurd {
		t.Fatalf("key %d (nishio %v): run absurd %v, quick closure %v", key, e.nishio, absurd, qAbsurd)
	}
	if absurd {
		return
	}
	for _, tc := range []struct {
		set  *potSet
		bits []uint64
	}{{on, qOn}, {off, qOff}} {
		n := 0
		for _, w := range tc.bits {
			n += bits.OnesCount64(w)
		}
		if n != tc.set.len() {
			t.Fatalf("key %d (nishio %v): run reaches %d potentials, quick closure %d", key, e.nishio, tc.set.len(), n)
		}
		for _, p := range tc.set.list {
			i := e.pots[p].key >> 1
			if tc.bits[i/64]&(1<<(i%64)) == 0 {
				t.Fatalf("key %d (nishio %v): run reaches %d, quick closure does not", key, e.nishio, e.pots[p].key)
			}
		}
	}
}
