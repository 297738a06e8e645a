package human

import (
	"context"
	"errors"
	"reflect"
	"testing"
	"time"

	"github.com/nanpure/nanpure/sudoku"
)

// Line 235 of the forum's hardest list (rate/testdata/hardest.txt), ER
// 11.6: its path takes nested forcing chains of every level.
const splitPuzzle = ".......12.....134...4..35.6....24.63.4.31.25.32.6.5.....1.....5.751.6...89.5....."

// TestSplitSameSteps solves a puzzle of nested forcing chains with the runs
// made on three threads (chainssplit.go) and on one: every step the same.
func TestSplitSameSteps(t *testing.T) {
	solve := func(threads int) *Trace {
		tr, err := NewSolver(&Options{Profile: SukakuExplainer, Threads: threads}).Solve(context.Background(), splitBoard(t), nil)
		if err != nil {
			t.Fatal(err)
		}
		return tr
	}
	one, three := solve(1), solve(3)
	nested := 0
	for _, st := range one.Steps {
		if st.Level >= 2 {
			nested++
		}
	}
	if nested == 0 {
		t.Fatal("no step of nested forcing chains: the test tests nothing")
	}
	if len(one.Steps) != len(three.Steps) {
		t.Fatalf("%d steps on one thread, %d on three", len(one.Steps), len(three.Steps))
	}
	for i := range one.Steps {
		if !reflect.DeepEqual(one.Steps[i], three.Steps[i]) {
			t.Fatalf("step %d: one thread %v %v, three %v %v", i+1,
				one.Steps[i].Technique, one.Steps[i].Eliminations, three.Steps[i].Technique, three.Steps[i].Eliminations)
		}
	}
	t.Logf("%d steps, %d of nested forcing chains", len(one.Steps), nested)
}

// TestSplitCanceled: a search whose context ends while its helpers make
// runs returns the context's error.
func TestSplitCanceled(t *testing.T) {
	b := splitBoard(t)
	// To the first step of nested forcing chains.
	sv := NewSolver(&Options{Profile: SukakuExplainer})
	for {
		st, err := sv.Next(context.Background(), b)
		if err != nil {
			t.Fatal(err)
		}
		if st.Level >= 2 {
			break
		}
		b.Apply(st)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Millisecond)
	defer cancel()
	_, err := NewSolver(&Options{Profile: SukakuExplainer, Threads: 2}).Next(ctx, b)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("err %v, want the deadline's", err)
	}
}

func splitBoard(t *testing.T) *Board {
	t.Helper()
	g, err := sudoku.Parse(splitPuzzle, sudoku.Options{})
	if err != nil {
		t.Fatal(err)
	}
	b, err := NewBoard(g)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
