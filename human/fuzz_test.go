package human

import (
	"context"
	"testing"
	"time"

	"github.com/nanpure/nanpure/exact"
	"github.com/nanpure/nanpure/sudoku"
)

// FuzzParseBoard: reading any text never panics, and a board read back
// from its own text has the same cells wherever the text shows candidates.
func FuzzParseBoard(f *testing.F) {
	f.Add("000027008001000007064005019270963154400270683613004000087632041090048005342519870")
	f.Add(". . . | . . .\n4 5 . | . . .\n------+------\n. 1 . | . 5 .\n5 . . | 6 . .\n------+------\n. . . | . . 6\n6 . 4 | 2 . .\n")
	b, _ := NewBoard(mustParse(f, "083020090000800100029300008000098700070000060006740000300006980002005000010030540"))
	f.Add(b.Text())
	f.Add("12 34 | 5")
	f.Fuzz(func(t *testing.T, text string) {
		b, err := ParseBoard(text)
		if err != nil {
			return
		}
		if len(b.digits) != b.Shape.Cells {
			t.Fatalf("board of %d cells for a %s shape", len(b.digits), b.Shape)
		}
		if b.Check() != nil {
			return // a board without solution need not read back
		}
		c, err := ParseBoard(b.Text())
		if err != nil {
			t.Fatalf("reading back %q: %v", b.Text(), err)
		}
		for i := range b.digits {
			if b.digits[i] != 0 && c.digits[i] != b.digits[i] {
				t.Fatalf("cell %d: %d read back as %d", i, b.digits[i], c.digits[i])
			}
			if b.digits[i] == 0 && b.cands[i].Len() > 1 && c.cands[i]&^b.cands[i] != 0 {
				t.Fatalf("cell %d: candidates %v read back as %v", i, b.cands[i], c.cands[i])
			}
		}
	})
}

// FuzzSolve: on any puzzle with one solution, every step of three profiles
// is sound, within a time limit.
func FuzzSolve(f *testing.F) {
	f.Add("083020090000800100029300008000098700070000060006740000300006980002005000010030540")
	f.Add("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..")
	f.Add("..14....12......")
	f.Fuzz(func(t *testing.T, puzzle string) {
		g, solution, ctx, ok := fuzzUnique(t, puzzle)
		if !ok {
			return
		}
		for _, p := range []*Profile{SukakuExplainer, Natural, HoDoKu} {
			b, err := NewBoard(g)
			if err != nil {
				t.Fatal(err)
			}
			_, err = NewSolver(&Options{Profile: p}).Solve(ctx, b, func(st Step) { checkStep(t, puzzle, b, solution, st) })
			if err != nil && ctx.Err() == nil {
				t.Fatalf("%s: %v", puzzle, err)
			}
		}
	})
}

// fuzzUnique reads the puzzle of a fuzz target's input and gives its one
// solution, with a context that ends after two seconds; ok is false for
// text that is no puzzle with exactly one solution (within a node budget).
func fuzzUnique(t *testing.T, puzzle string) (g, solution sudoku.Grid, ctx context.Context, ok bool) {
	g, err := sudoku.Parse(puzzle, sudoku.Options{})
	if err != nil || g.Validate() != nil {
		return g, solution, nil, false
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	t.Cleanup(cancel)
	r, err := exact.SearchWithin(ctx, g, 2, 200000)
	if err != nil || r.Count != 1 {
		return g, solution, nil, false
	}
	return g, r.Solution, ctx, true
}
