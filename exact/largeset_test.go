package exact

import (
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/nanpure/nanpure/sudoku"
)

// The benchmark set of hard large grids (issue 13): 16x16 and 25x25
// puzzles emptied from random full grids, in random order, for as long as
// the solution stays unique (makeHard), the hardest of a larger batch by
// the general engine's nodes when they were made.
//
// 16x16 puzzles are emptied until no given can go: a check never comes
// near its budget of a million nodes. Proving a near-minimal 25x25 puzzle
// unique is out of reach (checks of more than 200,000 nodes by the hundred,
// some that have not found the known solution by then), so on 25x25 a
// removal whose check takes more than 30,000 nodes is undone: the puzzles
// are as empty as that budget allows, and each of the batch takes close to
// the budget to count, so the choice of the hardest means little there.
//
// The files were made by the general engine of commit 4cc582e (singles and
// pair branching in reading order): the full grids are the first solutions
// it found, and the 25x25 budget counts its nodes, so another engine makes
// other puzzles from the same seeds. Making them took an hour of CPU.

var makeLarge = flag.Bool("makelarge", false, "rewrite testdata/large16.txt and large25.txt (minutes of CPU)")

type largeSet struct {
	file   string
	shape  *sudoku.Shape
	batch  int   // puzzles made
	keep   int   // the hardest of them kept
	budget int64 // nodes of a uniqueness check while emptying
}

var largeSets = []largeSet{
	{"large16.txt", sudoku.MustShape(4, 4), 100, 20, 1_000_000},
	{"large25.txt", sudoku.MustShape(5, 5), 30, 20, 30_000},
}

// TestLargeSet checks that every puzzle of the set is unique, and with
// -makelarge makes the set anew first.
func TestLargeSet(t *testing.T) {
	for _, ls := range largeSets {
		path := filepath.Join("testdata", ls.file)
		if *makeLarge {
			if err := os.WriteFile(path, []byte(ls.make()), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		if testing.Short() {
			continue
		}
		for i, p := range readGrids(t, path) {
			r, err := Search(context.Background(), p, 2)
			if err != nil || r.Count != 1 || !r.Solution.Solves(p) {
				t.Fatalf("%s puzzle %d: count %d, %v", ls.file, i+1, r.Count, err)
			}
		}
	}
}

// make draws the batch, puzzle i from a generator seeded with (N, i), on two
// goroutines, and returns the file: the hardest puzzles, hardest first.
func (ls largeSet) make() string {
	type made struct {
		g     sudoku.Grid
		nodes int64
	}
	all := make([]made, ls.batch)
	var wg sync.WaitGroup
	for w := range 2 {
		wg.Go(func() {
			for i := w; i < ls.batch; i += 2 {
				g := makeHard(ls.shape, rand.New(rand.NewPCG(uint64(ls.shape.N), uint64(i))), ls.budget)
				r, _ := Search(context.Background(), g, 2)
				all[i] = made{g, r.Stats.Nodes}
			}
		})
	}
	wg.Wait()
	slices.SortStableFunc(all, func(a, b made) int { return int(b.nodes - a.nodes) })
	var b strings.Builder
	n := ls.shape.N
	fmt.Fprintf(&b, "# %dx%d puzzles emptied until just unique (uniqueness checks within %d nodes): the %d hardest\n", n, n, ls.budget, ls.keep)
	fmt.Fprintf(&b, "# of %d made by makeHard with seeds (%d, 0..%d), by the general engine's nodes to count 2\n", ls.batch, n, ls.batch-1)
	fmt.Fprintf(&b, "# when they were made (%d to %d; the batch's median %d).\n", all[ls.keep-1].nodes, all[0].nodes, all[ls.batch/2].nodes)
	fmt.Fprintf(&b, "# Made by: go test ./exact -run TestLargeSet -makelarge (largeset_test.go)\n")
	for _, m := range all[:ls.keep] {
		b.WriteString(m.g.String() + "\n")
	}
	return b.String()
}
