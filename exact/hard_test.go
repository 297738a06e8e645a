package exact

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nanpure/nanpure/sudoku"
)

var update = flag.Bool("update", false, "rewrite testdata/hard*.txt")

// hardBudget bounds the nodes of each uniqueness check while givens are
// removed. Near-minimal 25x25 grids can need searches of billions of nodes
// to prove unique; a removal whose check runs over the budget is undone, so
// the puzzles are as hard as the budget allows and no harder.
const hardBudget = 20000

// makeHard removes givens from a random full grid of shape s, in random
// order, while the solution stays unique, giving up a removal whose check
// takes more than budget nodes.
func makeHard(s *sudoku.Shape, rng *rand.Rand, budget int64) sudoku.Grid {
	seed := sudoku.NewGrid(s)
	for _, c := range rng.Perm(s.Cells)[:s.Cells/5] {
		if cs := seed.Candidates(c).Digits(); len(cs) > 0 {
			seed.Cells[c] = cs[rng.IntN(len(cs))]
		}
	}
	full, err := Solve(context.Background(), seed)
	if err != nil {
		// A random seed may have no solution: start again from fewer digits.
		return makeHard(s, rng, budget)
	}
	g := full
	for _, c := range rng.Perm(s.Cells) {
		d := g.Cells[c]
		g.Cells[c] = 0
		r, err := SearchWithin(context.Background(), g, 2, budget)
		if err != nil || r.Count != 1 {
			g.Cells[c] = d
		}
	}
	return g
}

func readHard(t *testing.T, name string) []sudoku.Grid {
	path := filepath.Join("testdata", name)
	if *update {
		s := map[string]*sudoku.Shape{"hard16.txt": sudoku.MustShape(4, 4), "hard25.txt": sudoku.MustShape(5, 5)}[name]
		rng := rand.New(rand.NewPCG(uint64(s.N), 1))
		var b strings.Builder
		fmt.Fprintf(&b, "# %dx%d puzzles with a unique solution, made by makeHard in hard_test.go (go test -run HardLarge -update)\n", s.N, s.N)
		for range 5 {
			b.WriteString(makeHard(s, rng, hardBudget).String() + "\n")
		}
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return readGrids(t, path)
}

// readGrids reads the puzzles of a file of testdata, one a line.
func readGrids(tb testing.TB, path string) []sudoku.Grid {
	f, err := os.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var gs []sudoku.Grid
	r := sudoku.NewReader(bufio.NewReader(f), sudoku.Options{})
	for {
		p, err := r.Next()
		if err != nil {
			break
		}
		gs = append(gs, p.Grid)
	}
	if len(gs) == 0 {
		tb.Fatalf("%s holds no puzzle", path)
	}
	return gs
}
