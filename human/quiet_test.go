package human

import (
	"context"
	"reflect"
	"testing"

	"github.com/nanpure/nanpure/exact"
	"github.com/nanpure/nanpure/internal/corpus"
	"github.com/nanpure/nanpure/sudoku"
)

// TestQuietDigitsKeepSteps checks that what a Solver keeps of the puzzles
// it solved before (quiet.go) changes no step: puzzles that differ in a
// given, as a generator's are, solved twice by one Solver, take the steps
// a new Solver takes on each.
func TestQuietDigitsKeepSteps(t *testing.T) {
	ctx := context.Background()
	var puzzles []sudoku.Grid
	for i, a := range sample("tdoku_magictour_top1465_sample.answers.txt", 25) {
		if i == 8 {
			break
		}
		p := corpus.MustParse(t, a.Puzzle)
		sol := corpus.MustParse(t, a.Solution)
		puzzles = append(puzzles, p)
		// The puzzle with one more given, at the first, middle and last
		// empty cells: the same digits' places, but around that cell.
		var empty []int
		for c, d := range p.Cells {
			if d == 0 {
				empty = append(empty, c)
			}
		}
		for _, c := range []int{empty[0], empty[len(empty)/2], empty[len(empty)-1]} {
			q := p.Clone()
			q.Cells[c] = sol.Cells[c]
			puzzles = append(puzzles, q)
		}
	}
	trace := func(sv *Solver, g sudoku.Grid) []Step {
		b, err := NewBoard(g)
		if err != nil {
			t.Fatal(err)
		}
		tr, err := sv.Solve(ctx, b, nil)
		if err != nil {
			t.Fatalf("%v: %v", g, err)
		}
		return tr.Steps
	}
	opts := &Options{Profile: SukakuExplainer}
	var want [][]Step
	for _, g := range puzzles {
		want = append(want, trace(NewSolver(opts), g))
	}
	shared := NewSolver(opts)
	for pass := 0; pass < 2; pass++ {
		for i, g := range puzzles {
			if got := trace(shared, g); !reflect.DeepEqual(got, want[i]) {
				t.Errorf("pass %d, %v: a used Solver takes other steps than a new one", pass, g)
			}
		}
	}
	if len(shared.s.quiet.small) == 0 {
		t.Errorf("no digit kept quiet: the test tests nothing")
	}
}

// TestSmallKey checks that the two-word keys of boards of up to 9 digits
// tell apart what the byte keys of larger boards tell apart: on boards of
// 4, 6 and 9 digits, their solutions filled in cell by cell, two (finder,
// digit, places) have the same small key exactly when they have the same
// byte key.
func TestSmallKey(t *testing.T) {
	ctx := context.Background()
	puzzles := []string{
		"1...........3..2",
		"1.....4..2.....3.....6.2.....5..3...",
		"8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
	}
	var q quietDigits
	for _, text := range puzzles {
		g := corpus.MustParse(t, text)
		sol, err := exact.Solve(ctx, g)
		if err != nil {
			t.Fatal(err)
		}
		b, err := NewBoard(g)
		if err != nil {
			t.Fatal(err)
		}
		byKey := map[string][2]uint64{}
		bySmall := map[[2]uint64]string{}
		for c, given := range g.Cells {
			for _, f := range []byte{quietFish + 2, quietFish + 4, quietLocked, quietDirectLoc, quietStrong + 1, quietStrong + 9} {
				for d := sudoku.Digit(1); int(d) <= g.Shape.N; d++ {
					long, small := string(q.keyOf(b, f, d)), smallKey(b, f, d)
					if k, ok := byKey[long]; ok && k != small {
						t.Fatalf("%s: places with one byte key have two small keys", text)
					}
					if k, ok := bySmall[small]; ok && k != long {
						t.Fatalf("%s: places with two byte keys have one small key %x", text, small)
					}
					byKey[long], bySmall[small] = small, long
				}
			}
			if given == 0 {
				b.Place(c, sol.Cells[c])
			}
		}
		if len(byKey) < 10*g.Shape.N {
			t.Errorf("%s: %d keys: the test tests little", text, len(byKey))
		}
	}
}
