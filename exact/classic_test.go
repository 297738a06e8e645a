package exact

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/nanpure/nanpure/internal/corpus"
	"github.com/nanpure/nanpure/sudoku"
)

// The 9x9 engine is checked against the general one, the reference: same
// counts for every limit, the same solution when there is only one, the
// same set of solutions when they are enumerated.

// engineFunc is the signature of searchClassic and searchGeneral.
type engineFunc func(sudoku.Grid, run) (Result, error)

func searchWith(engine engineFunc, g sudoku.Grid, limit int) Result {
	r, err := engine(g, newRun(context.Background(), limit, nil))
	if err != nil {
		panic(err) // no context, no budget: a search cannot fail
	}
	return r
}

// compareEngines runs both engines on a valid 9x9 grid with a limit and
// reports any disagreement.
func compareEngines(t *testing.T, where string, g sudoku.Grid, limit int) Result {
	t.Helper()
	fast := searchWith(searchClassic, g, limit)
	ref := searchWith(searchGeneral, g, limit)
	if fast.Count != ref.Count {
		t.Fatalf("%s, limit %d: 9x9 engine counts %d, general %d", where, limit, fast.Count, ref.Count)
	}
	if fast.Count > 0 && !fast.Solution.Solves(g) {
		t.Fatalf("%s, limit %d: 9x9 engine returned %v, which does not solve the puzzle", where, limit, fast.Solution)
	}
	if fast.Count == 0 && fast.Solution.Cells != nil {
		t.Fatalf("%s, limit %d: no solution counted, but a solution grid returned", where, limit)
	}
	if fast.Count == 1 && limit != 1 && !fast.Solution.Equal(ref.Solution) {
		t.Fatalf("%s: unique solution %v, general engine %v", where, fast.Solution, ref.Solution)
	}
	if fast.Stats.Nodes < 1 || fast.Stats.Guesses >= fast.Stats.Nodes {
		t.Fatalf("%s: stats %+v: want at least one node, and fewer guesses than nodes", where, fast.Stats)
	}
	return fast
}

// enumerate returns every solution of g, as strings, sorted.
func enumerate(t *testing.T, engine engineFunc, g sudoku.Grid) []string {
	t.Helper()
	var all []string
	r := newRun(context.Background(), 0, func(s sudoku.Grid) bool {
		all = append(all, s.String())
		return true
	})
	if _, err := engine(g, r); err != nil {
		t.Fatal(err)
	}
	slices.Sort(all)
	return all
}

// TestClassicAnswerFiles compares the engines on every embedded answer file,
// and both with the file.
func TestClassicAnswerFiles(t *testing.T) {
	for _, name := range corpus.AnswerFiles() {
		t.Run(name, func(t *testing.T) { checkClassic(t, corpus.Embedded(name)) })
	}
}

// TestClassicSharedFiles does the same on the full answer files of
// ../shared/data, with -long or NANPURE_LONG=1 (about a minute).
func TestClassicSharedFiles(t *testing.T) {
	if !long() {
		t.Skip("run with -long for the full files of ../shared/data")
	}
	for _, name := range sharedAnswerFiles {
		t.Run(name, func(t *testing.T) {
			if _, ok := corpus.SharedFile(name); !ok {
				t.Skipf("%s is not on this machine", name)
			}
			as, _, err := corpus.SharedAnswers(name)
			if err != nil {
				t.Fatal(err)
			}
			checkClassic(t, as)
		})
	}
}

func checkClassic(t *testing.T, as []corpus.Answer) {
	t.Helper()
	for _, a := range as {
		g := parse(t, a.Puzzle)
		where := "line " + strconv.Itoa(a.Line)
		r := compareEngines(t, where, g, 2)
		if want := min(a.Count, 2); r.Count != want {
			t.Fatalf("%s: %d solutions, the file says %d", where, r.Count, a.Count)
		}
		if a.Count == 1 && r.Solution.String() != a.Solution {
			t.Fatalf("%s: solution %v, the file says %s", where, r.Solution, a.Solution)
		}
		compareEngines(t, where, g, 1)
		if a.Count != 1 {
			compareEngines(t, where, g, 1000)
		}
	}
}

// TestClassicExactCounts enumerates every solution of tdoku's test puzzles
// (up to 847) with both engines.
func TestClassicExactCounts(t *testing.T) {
	for _, a := range corpus.Embedded("tdoku_test_puzzles.txt") {
		g := parse(t, a.Puzzle)
		fast, ref := enumerate(t, searchClassic, g), enumerate(t, searchGeneral, g)
		if len(fast) != a.Count || !slices.Equal(fast, ref) {
			t.Errorf("line %d: 9x9 engine enumerates %d solutions, general %d, want %d", a.Line, len(fast), len(ref), a.Count)
		}
	}
}

// randomGrid returns a valid 9x9 grid with random givens: some are proper
// puzzles, many have several solutions, some have none.
func randomGrid(rng *rand.Rand) sudoku.Grid {
	switch rng.IntN(3) {
	case 0: // random givens, kept when they do not clash: often no solution
		g := sudoku.NewGrid(sudoku.Classic)
		for range rng.IntN(40) {
			c := rng.IntN(81)
			g.Cells[c] = sudoku.Digit(1 + rng.IntN(9))
			if g.Validate() != nil {
				g.Cells[c] = 0
			}
		}
		return g
	default: // a full grid with most givens removed: one or many solutions
		seed := sudoku.NewGrid(sudoku.Classic)
		for range 12 {
			c := rng.IntN(81)
			if cs := seed.Candidates(c).Digits(); seed.Cells[c] == 0 && len(cs) > 0 {
				seed.Cells[c] = cs[rng.IntN(len(cs))]
			}
		}
		full, err := Solve(context.Background(), seed)
		if err != nil {
			return seed
		}
		g := full.Clone()
		keep := 17 + rng.IntN(20)
		for _, c := range rng.Perm(81)[keep:] {
			g.Cells[c] = 0
		}
		return g
	}
}

// TestClassicRandom compares the engines on random grids with limits 1, 2
// and 1000, and the sets of solutions when there are fewer than 1000.
func TestClassicRandom(t *testing.T) {
	n := 400
	if long() {
		n = 20000
	}
	rng := rand.New(rand.NewPCG(3, 9))
	kinds := map[int]int{}
	for i := range n {
		g := randomGrid(rng)
		where := "random grid " + strconv.Itoa(i) + " " + g.String()
		compareEngines(t, where, g, 1)
		compareEngines(t, where, g, 2)
		r := compareEngines(t, where, g, 1000)
		kinds[min(r.Count, 2)]++
		if r.Count < 1000 {
			fast, ref := enumerate(t, searchClassic, g), enumerate(t, searchGeneral, g)
			if !slices.Equal(fast, ref) {
				t.Fatalf("%s: 9x9 engine enumerates %d solutions, general %d", where, len(fast), len(ref))
			}
		}
	}
	// The generator must cover the three kinds of grid.
	if kinds[0] == 0 || kinds[1] == 0 || kinds[2] == 0 {
		t.Errorf("random grids: %d without solution, %d unique, %d with several", kinds[0], kinds[1], kinds[2])
	}
}

// FuzzClassic compares the engines on any 9x9 givens.
func FuzzClassic(f *testing.F) {
	f.Add([]byte{0, 1, 1, 2, 2, 3})
	f.Add([]byte{0, 5, 40, 5})                                    // one digit twice: a conflict, never searched
	f.Add([]byte{0, 1, 1, 2, 9, 3, 10, 4})                        // few givens: many solutions
	f.Add([]byte("\x00\x00\x01\x01\x02\x02\x03\x0a\x04\x14\x05")) // a mix
	f.Fuzz(func(t *testing.T, data []byte) {
		g := sudoku.NewGrid(sudoku.Classic)
		for i := 0; i+1 < len(data); i += 2 {
			g.Cells[int(data[i])%81] = sudoku.Digit(int(data[i+1]) % 10)
		}
		if verr := g.Validate(); verr != nil {
			// The 9x9 engine finds clashes itself and must report
			// the error of Validate.
			_, err := Search(context.Background(), g, 1)
			if err == nil || err.Error() != verr.Error() {
				t.Fatalf("%v: Search says %v, Validate %v", g, err, verr)
			}
			return
		}
		for _, limit := range []int{1, 2, 1000} {
			compareEngines(t, g.String(), g, limit)
		}
	})
}

// TestClassicClashes checks that the 9x9 engine, which checks the givens
// itself, rejects exactly the grids that Validate rejects, with its error.
func TestClassicClashes(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	bad := 0
	for range 2000 {
		g := sudoku.NewGrid(sudoku.Classic)
		for range 1 + rng.IntN(30) {
			g.Cells[rng.IntN(81)] = sudoku.Digit(1 + rng.IntN(9))
		}
		if rng.IntN(50) == 0 {
			g.Cells[rng.IntN(81)] = sudoku.Digit(10 + rng.IntN(240)) // not a digit of 9x9
		}
		verr := g.Validate()
		_, err := searchClassic(g, newRun(context.Background(), 1, nil))
		switch {
		case verr != nil:
			bad++
			if err == nil || err.Error() != verr.Error() {
				t.Fatalf("%v: 9x9 engine says %v, Validate %v", g.Cells, err, verr)
			}
		case err != nil:
			t.Fatalf("%v: 9x9 engine says %v, Validate nil", g.Cells, err)
		}
	}
	if bad < 500 {
		t.Errorf("only %d of 2000 grids clash", bad)
	}
}

// TestClassicBudgetAndContext checks the node budget and cancellation of
// the 9x9 engine through the public functions.
func TestClassicBudgetAndContext(t *testing.T) {
	ctx := context.Background()
	g := parse(t, "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..")
	full, err := Search(ctx, g, 2)
	if err != nil || full.Count != 1 {
		t.Fatalf("Search: %+v, %v", full, err)
	}
	r, err := SearchWithin(ctx, g, 2, full.Stats.Nodes-1)
	if !errors.Is(err, ErrNodeLimit) || r.Stats.Nodes != full.Stats.Nodes {
		t.Errorf("SearchWithin(%d nodes): %+v, %v; want ErrNodeLimit", full.Stats.Nodes-1, r.Stats, err)
	}
	if r, err := SearchWithin(ctx, g, 2, full.Stats.Nodes); err != nil || r.Count != 1 {
		t.Errorf("SearchWithin(%d nodes): %+v, %v; want the solution", full.Stats.Nodes, r, err)
	}
	// Enumerating every 9x9 grid never ends: the deadline must stop it
	// within a few milliseconds of passing.
	ctx, cancel := context.WithTimeout(ctx, 20*time.Millisecond)
	defer cancel()
	start := time.Now()
	n := 0
	err = Enumerate(ctx, sudoku.NewGrid(sudoku.Classic), func(sudoku.Grid) bool { n++; return true })
	if !errors.Is(err, context.DeadlineExceeded) || n == 0 {
		t.Errorf("Enumerate of the empty grid: %d, %v; want some and DeadlineExceeded", n, err)
	}
	if d := time.Since(start); d > time.Second {
		t.Errorf("Enumerate took %v to notice a 20ms deadline", d)
	}
}

// TestClassicAllocs checks that counting allocates nothing but the grid of
// the first solution.
func TestClassicAllocs(t *testing.T) {
	g := parse(t, "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..")
	allocs := testing.AllocsPerRun(20, func() { searchWith(searchClassic, g, 2) })
	if allocs > 1 {
		t.Errorf("a search allocates %v times, want 1 (the solution)", allocs)
	}
}
