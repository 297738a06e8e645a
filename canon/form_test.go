package canon

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/nanpure/nanpure/internal/corpus"
	"github.com/nanpure/nanpure/sudoku"
)

// full returns a solved grid of shape s: row r is the first row shifted
// by a box width per row of a band and by one per band.
func full(s *sudoku.Shape) sudoku.Grid {
	g := sudoku.NewGrid(s)
	for r := range s.N {
		for c := range s.N {
			g.Cells[r*s.N+c] = sudoku.Digit((s.BoxCols*(r%s.BoxRows)+r/s.BoxRows+c)%s.N + 1)
		}
	}
	return g
}

// randomGrid is a random grid of shape s that keeps the rules, each cell
// of a random solved grid kept with probability keep.
func randomGrid(s *sudoku.Shape, keep float64, r *rand.Rand) sudoku.Grid {
	g := Shuffle(full(s), r)
	for i := range g.Cells {
		if r.Float64() >= keep {
			g.Cells[i] = 0
		}
	}
	return g
}

func mustForm(t testing.TB, g sudoku.Grid) sudoku.Grid {
	t.Helper()
	f, err := Form(context.Background(), g)
	if err != nil {
		t.Fatalf("%s: %v", g, err)
	}
	return f
}

// TestFormSmallShapes compares the search with the brute force on random
// grids of the shapes whose transformations are few: 4x4 (128 of them),
// 6x6 (3,456) and 8x8 of 2x4 boxes (41,472 ... per grid, a few grids).
func TestFormSmallShapes(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, tc := range []struct {
		shape *sudoku.Shape
		grids int
	}{
		{sudoku.MustShape(2, 2), 400},
		{sudoku.MustShape(2, 3), 200},
		{sudoku.MustShape(3, 2), 50},
		{sudoku.MustShape(2, 4), 10},
	} {
		for k := range tc.grids {
			g := randomGrid(tc.shape, []float64{0, 0.15, 0.3, 0.5, 0.8, 1}[k%6], r)
			if got, want := mustForm(t, g), bruteForm(g); !got.Equal(want) {
				t.Fatalf("%v %s:\n got %s\nwant %s", tc.shape, g, got, want)
			}
		}
	}
}

// TestFormAgainstBruteForce runs the brute force over all 3,359,232
// transformations of 9x9 (about a second each) on a few puzzles, and with
// -long on a sample of the shared files.
func TestFormAgainstBruteForce(t *testing.T) {
	puzzles := []string{
		"8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
		strings.Repeat(".", 81),
		"000000010400000000020000000000050407008000300001090000300400200050100000000806000", // 17 givens
		"534678912672195348198342567859761423426853791713924856961537284287419635345286179", // full
	}
	if corpus.Long() {
		for _, name := range []string{"tdoku_17_clue.answers.txt", "tdoku_forum_hardest_1905_11plus.answers.txt"} {
			as, ok, err := corpus.SharedAnswers(name)
			if err != nil || !ok {
				t.Logf("%s: not on this machine", name)
				continue
			}
			for k := 0; k < len(as); k += len(as) / 10 {
				puzzles = append(puzzles, as[k].Puzzle, as[k].Solution)
			}
		}
	}
	for _, p := range puzzles {
		g := corpus.MustParse(t, p)
		if got, want := mustForm(t, g), bruteForm(g); !got.Equal(want) {
			t.Errorf("%s:\n got %s\nwant %s", p, got, want)
		}
	}
}

// TestFormInvariant checks on many grids of every shape that a random
// equivalent has the same form, and that the form is its own form.
func TestFormInvariant(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, tc := range []struct {
		shape *sudoku.Shape
		grids int
	}{
		{sudoku.MustShape(2, 2), 200},
		{sudoku.MustShape(2, 3), 200},
		{sudoku.MustShape(3, 2), 100},
		{sudoku.MustShape(3, 3), 300},
		{sudoku.MustShape(3, 4), 50},
		{sudoku.MustShape(4, 4), 30},
		{sudoku.MustShape(5, 5), 5},
	} {
		for k := range tc.grids {
			g := randomGrid(tc.shape, []float64{0, 0.05, 0.2, 0.3, 0.45, 0.7, 0.9, 1}[k%8], r)
			f := mustForm(t, g)
			if h := mustForm(t, Shuffle(g, r)); !h.Equal(f) {
				t.Fatalf("%v %s: form %s, of a shuffle %s", tc.shape, g, f, h)
			}
			if ff := mustForm(t, f); !ff.Equal(f) {
				t.Fatalf("%v %s: form %s, its form %s", tc.shape, g, f, ff)
			}
		}
	}
}
