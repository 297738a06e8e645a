package exact

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/nanpure/nanpure/internal/corpus"
	"github.com/nanpure/nanpure/sudoku"
)

var (
	long  = corpus.Long
	parse = corpus.MustParse
)

// checkAnswers runs Search with limit 2 on every answer and compares the
// count (and the solution of unique puzzles) with the file.
func checkAnswers(t *testing.T, name string, as []corpus.Answer, search func(context.Context, sudoku.Grid, int) (Result, error)) {
	t.Helper()
	ctx := context.Background()
	for _, a := range as {
		g := parse(t, a.Puzzle)
		r, err := search(ctx, g, 2)
		if err != nil {
			t.Fatalf("%s line %d: %v", name, a.Line, err)
		}
		want := min(a.Count, 2)
		if r.Count != want {
			t.Fatalf("%s line %d: %d solutions, want %d", name, a.Line, r.Count, want)
		}
		if r.Count > 0 && !r.Solution.Solves(g) {
			t.Fatalf("%s line %d: returned %v, which does not solve the puzzle", name, a.Line, r.Solution)
		}
		if a.Count == 1 && r.Solution.String() != a.Solution {
			t.Fatalf("%s line %d: solution %v, want %s", name, a.Line, r.Solution, a.Solution)
		}
	}
}

func TestAnswerFiles(t *testing.T) {
	for _, name := range corpus.AnswerFiles() {
		t.Run(name, func(t *testing.T) { checkAnswers(t, name, corpus.Embedded(name), Search) })
	}
}

// sharedAnswerFiles are the answer files of ../shared/data.
var sharedAnswerFiles = []string{
	"tdoku_17_clue.answers.txt", "tdoku_magictour_top1465.answers.txt",
	"tdoku_forum_hardest_1905_11plus.answers.txt", "tdoku_forum_hardest_1106.answers.txt",
	"tdoku_serg_benchmark.answers.txt", "norvig_top95.answers.txt", "norvig_hardest.answers.txt",
	"emerentius_easy.answers.txt", "emerentius_medium.answers.txt", "emerentius_hard.answers.txt",
}

// TestSharedAnswerFiles sweeps the answer files of ../shared/data: in full
// with -long, else only the small ones (the large ones are sampled by
// TestAnswerFiles).
func TestSharedAnswerFiles(t *testing.T) {
	for _, name := range sharedAnswerFiles {
		t.Run(name, func(t *testing.T) {
			p, ok := corpus.SharedFile(name)
			if !ok {
				t.Skipf("%s is not on this machine", name)
			}
			if !long() && strings.HasPrefix(name, "tdoku_") && !strings.Contains(name, "1106") {
				t.Skip("large file: sampled by TestAnswerFiles; run with -long for all of it")
			}
			as, _, err := corpus.SharedAnswers(name)
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%s: %d puzzles", p, len(as))
			checkAnswers(t, name, as, Search)
		})
	}
}

// TestExactCounts counts every solution of tdoku's test puzzles (up to 847).
func TestExactCounts(t *testing.T) {
	for _, a := range corpus.Embedded("tdoku_test_puzzles.txt") {
		g := parse(t, a.Puzzle)
		n, err := Count(context.Background(), g, 0)
		if err != nil || n != a.Count {
			t.Errorf("line %d: Count = %d, %v; want %d", a.Line, n, err, a.Count)
		}
		seen := map[string]bool{}
		err = Enumerate(context.Background(), g, func(s sudoku.Grid) bool {
			if !s.Solves(g) || seen[s.String()] {
				t.Fatalf("line %d: Enumerate gave %v twice or wrong", a.Line, s)
			}
			seen[s.String()] = true
			return true
		})
		if err != nil || len(seen) != a.Count {
			t.Errorf("line %d: Enumerate gave %d solutions, %v; want %d", a.Line, len(seen), err, a.Count)
		}
	}
}

func TestInvalid(t *testing.T) {
	for i, line := range strings.Split(strings.TrimSpace(corpus.EmbeddedText("emerentius_invalid.txt")), "\n") {
		puzzle, reason, _ := strings.Cut(line, " ")
		g := parse(t, puzzle)
		_, err := Solve(context.Background(), g)
		var ce *sudoku.ConflictError
		if strings.Contains(reason, "duplicate") {
			if !errors.As(err, &ce) {
				t.Errorf("line %d (%s): got %v, want a conflict", i+1, reason, err)
			}
		} else if !errors.Is(err, ErrNoSolution) {
			t.Errorf("line %d (%s): got %v, want ErrNoSolution", i+1, reason, err)
		}
	}
}

// TestEmptyGrids solves the empty grid of every shape.
func TestEmptyGrids(t *testing.T) {
	for _, rc := range [][2]int{{2, 2}, {2, 3}, {3, 2}, {2, 4}, {3, 3}, {2, 5}, {3, 4}, {4, 3}, {2, 8}, {4, 4}, {4, 5}, {5, 5}, {5, 6}, {6, 6}, {7, 7}, {8, 8}} {
		s := sudoku.MustShape(rc[0], rc[1])
		t.Run(s.String(), func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			g, err := Solve(ctx, sudoku.NewGrid(s))
			if err != nil || !g.IsSolved() {
				t.Fatalf("got %v, %v", g, err)
			}
		})
	}
}

// TestHardLargeGrids solves the 16x16 and 25x25 puzzles of testdata, made by
// removing givens from full grids while the solution stays unique.
func TestHardLargeGrids(t *testing.T) {
	for _, name := range []string{"hard16.txt", "hard25.txt"} {
		puzzles := readHard(t, name)
		for i, p := range puzzles {
			r, err := Search(context.Background(), p, 2)
			if err != nil || r.Count != 1 || !r.Solution.Solves(p) {
				t.Fatalf("%s puzzle %d: count %d, %v", name, i+1, r.Count, err)
			}
		}
	}
}

func TestUniqueAndSolve(t *testing.T) {
	ctx := context.Background()
	proper := parse(t, "000027008001000007064005019270963154400270683613004000087632041090048005342519870")
	if s, err := Unique(ctx, proper); err != nil || !s.Solves(proper) {
		t.Errorf("Unique(proper) = %v, %v", s, err)
	}
	multi := parse(t, "8.........95.......67..........2.485...4.3192......736...651947...732518...894263")
	if s, err := Unique(ctx, multi); !errors.Is(err, ErrMultiple) || !s.Solves(multi) {
		t.Errorf("Unique(multi) = %v, %v; want a solution and ErrMultiple", s, err)
	}
	if _, err := Solve(ctx, multi); err != nil {
		t.Errorf("Solve(multi): %v", err)
	}
	none := parse(t, ".2....7..4....9.3.6..723.4...83.........1....9....4.6..94....5.5.....6.3.....5...")
	if _, err := Unique(ctx, none); !errors.Is(err, ErrNoSolution) {
		t.Errorf("Unique(none) = %v, want ErrNoSolution", err)
	}
	if n, err := Count(ctx, multi, 100); n != 100 || err != nil {
		t.Errorf("Count(multi, 100) = %d, %v", n, err)
	}
	var n int
	err := Enumerate(ctx, multi, func(sudoku.Grid) bool { n++; return n < 3 })
	if err != nil || n != 3 {
		t.Errorf("Enumerate stopped after %d, %v; want 3", n, err)
	}
}

func TestCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Solve(ctx, sudoku.NewGrid(sudoku.Classic)); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled before: %v", err)
	}
	// Counting every 9x9 grid never ends; the deadline must stop it.
	ctx, cancel = context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	n, err := Count(ctx, sudoku.NewGrid(sudoku.Classic), 0)
	if !errors.Is(err, context.DeadlineExceeded) || n == 0 {
		t.Errorf("Count of the empty grid: %d, %v; want some and DeadlineExceeded", n, err)
	}
}

func TestBadGrids(t *testing.T) {
	ctx := context.Background()
	g := parse(t, strings.Repeat(".", 81))
	g.Cells[0], g.Cells[1] = 3, 3
	var ce *sudoku.ConflictError
	if _, err := Count(ctx, g, 2); !errors.As(err, &ce) || ce.Digit != 3 {
		t.Errorf("conflict: %v", err)
	}
	if _, err := Count(ctx, sudoku.Grid{Shape: sudoku.Classic, Cells: make([]sudoku.Digit, 80)}, 2); err == nil {
		t.Error("a grid of 80 cells was searched")
	}
	if _, err := Count(ctx, sudoku.Grid{}, 2); err == nil {
		t.Error("a grid without a shape was searched")
	}
}
