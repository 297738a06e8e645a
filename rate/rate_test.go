package rate

import (
	"bufio"
	"context"
	"fmt"
	"math"
	"os"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/internal/corpus"
	"github.com/nanpure/nanpure/sudoku"
)

var long = corpus.Long

func TestLevelOf(t *testing.T) {
	tests := []struct {
		er   float64
		want Level
	}{
		{1.2, Easy},
		{1.5, Medium},
		{2.3, Medium},
		{2.5, Hard},
		{4.9, Hard},
		{5.0, Diabolical},
		{8.9, Diabolical},
		{9.0, Extreme},
		{11.9, Extreme},
		// Regressions
		{0, Easy},
	}
	for _, tt := range tests {
		if got := LevelOf(tt.er); got != tt.want {
			t.Errorf("LevelOf(%.1f) = %v, want %v", tt.er, got, tt.want)
		}
	}
	for l := Easy; l <= Extreme; l++ {
		if p, err := ParseLevel(l.String()); err != nil || p != l {
			t.Errorf("ParseLevel(%q) = %v, %v", l.String(), p, err)
		}
	}
	if _, err := ParseLevel("impossible"); err == nil {
		t.Error("ParseLevel(impossible): no error")
	}
}

func TestRateKnown(t *testing.T) {
	tests := []struct {
		name, puzzle string
		er, ep, ed   float64
	}{
		// The first lines of the Sudoku Exchange bank, rated by Sukaku Explainer.
		{"exchange 1", "083020090000800100029300008000098700070000060006740000300006980002005000010030540", 7.2, 0, 0},
		{"exchange 2", "200050006010000090600801003007090600000703000900080002100000005060902010003060200", 7.1, 0, 0},
		{"exchange 4", "006000200900000004243000896000591000002080300400203001300000007000907000010408020", 8.2, 0, 0},
		// Rated 1.2/1.0/1.0 by both Explainers: the first step is a full
		// house (1.0), the hardest a hidden single in a box.
		{"singles", "000027008001000007064005019270963154400270683613004000087632041090048005342519870", 1.2, 1.0, 1.0},
	}
	for _, tt := range tests {
		g, err := sudoku.Parse(tt.puzzle, sudoku.Options{})
		if err != nil {
			t.Fatal(err)
		}
		r, err := Rate(context.Background(), g, nil)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if r.ER != tt.er || (tt.ep != 0 && r.EP != tt.ep) || (tt.ed != 0 && r.ED != tt.ed) || !r.Solved {
			t.Errorf("%s: rated %+v, want ER %.1f EP %.1f ED %.1f", tt.name, r, tt.er, tt.ep, tt.ed)
		}
	}
}

// RateBoardUpTo stops at the first step that makes the rating its max,
// fewer steps in: a puzzle rated 7.2 is at least 4.0 after a few steps,
// and rates as in full below its max.
func TestRateBoardUpTo(t *testing.T) {
	g, err := sudoku.Parse("083020090000800100029300008000098700070000060006740000300006980002005000010030540", sudoku.Options{})
	if err != nil {
		t.Fatal(err)
	}
	sv := human.NewSolver(&human.Options{Profile: human.SukakuExplainer})
	rateUpTo := func(max float64) Result {
		b, err := human.NewPuzzleBoard(g)
		if err != nil {
			t.Fatal(err)
		}
		r, err := RateBoardUpTo(context.Background(), b, sv, max)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	full, capped := rateUpTo(0), rateUpTo(4.0)
	if full.ER != 7.2 || full.Above || !full.Solved {
		t.Errorf("in full: %+v, want 7.2 to the end", full)
	}
	if !capped.Above || capped.ER < 4.0 || capped.Solved || capped.Steps >= full.Steps {
		t.Errorf("up to 4.0: %+v, want stopped at 4.0 or more within %d steps", capped, full.Steps)
	}
	if r := rateUpTo(7.3); r.ER != 7.2 || r.Above || r.Steps != full.Steps {
		t.Errorf("up to 7.3: %+v, want the full rating", r)
	}
}

// TestReference checks ratings that both reference raters give (Sukaku
// Explainer 1.18.1 and Sudoku Explainer 1.2.1.3, run by hand), each on a
// puzzle where nanpure once took another path.
func TestReference(t *testing.T) {
	tests := []struct {
		name, puzzle string
		sukaku, se   string // ER/EP/ED
	}{
		// Regressions
		// Claiming from a row (row 3 claims 1 at step 16): nanpure scanned
		// columns only and needed a hidden triple.
		{"claiming from a row", ".......6.23..6..9..4......35......46....9.1..1....3.5..93.4.....1..86...6.82....4", "2.8/1.2/1.2", "2.8/1.2/1.2"},
		// A direct pointing places only the single it leaves in another box
		// on its line: nanpure placed any single the eliminations left.
		{"direct pointing", "..6.4.9...7..2.1.4..3.1.....3.9...5...58..7.........13.........2...9.5....76..4..", "2.6/1.2/1.2", "2.6/1.2/1.2"},
		// The last empty cell of a house is 1.0, not a hidden single.
		{"full house", "000027008001000007064005019270963154400270683613004000087632041090048005342519870", "1.2/1.0/1.0", "1.2/1.0/1.0"},
		// Nested producers hand their hints out sorted: the first of two
		// that remove a candidate gives it its parents (published 11.6 and
		// 10.9; nanpure said 11.7 and 11.0).
		{"nested hints in order", ".......12..1.2345.25..413.6....3.1.51.6578...5....9....65....2331....54.4.23..6.1", "11.6/11.6/3.4", ""},
		// A hidden type 3 unique rectangle adds 0.1 per other cell of its set
		// beyond the first, not per digit (a hidden pair with one other
		// cell is 4.5).
		{"hidden UR type 3", ".21.....63........65.7.2..1...9.5...5...3.........1.9...3..6.2886..9...727..83.6.", "4.5/1.2/1.2", "6.7/1.2/1.2"},
		// SE 1.2.1.3 scans locked candidates house by house, then digit.
		{"SE's locking order", "29..4.......7....4.1..98.6.4..2....8.....63...26...41.862..3...7....4...9.3......", "", "6.7/1.2/1.2"},
		// Sukaku Explainer's strong links: a box link with a line is "2 Strong
		// links" (4.1), a grouped link makes any chain +0.3, and a chain of
		// three is found before WXYZ-Wing: nanpure had its own turbot fish
		// (4.2) and three strong links without groups.
		{"2 strong links", ".9.......45....7...86.3.........4.3.......426..3.8..1.93.6....55..42.....6.1.....", "4.1/1.2/1.2", ""},
		{"grouped skyscraper", "....8..1...81.73..25........83.7...24...935.....2........8..253..9.2.478.........", "4.3/1.2/1.2", ""},
		{"grouped 2-string kite", "29..4.......7....4.1..98.6.4..2....8.....63...26...41.862..3...7....4...9.3......", "4.4/1.2/1.2", ""},
		{"grouped three strong links", ".....84.....71...6.8..5.3.1.15..3..2.........4.2...56......7..39..1.2..72.3.6....", "5.7/1.2/1.2", ""},
		// Sukaku Explainer's UVWXYZ-Wing (6.6), which nanpure lacked: it
		// took a forcing chain (7.1) at step 33 ...
		{"UVWXYZ-Wing", "2..6....7.93....1......4.9...2317..8...4.6...9..2587...7.5......6....27.4....1..6", "6.6/1.0/1.0", ""},
		// ... a Y-cycle (6.7) for a doubly linked one at step 25 ...
		{"doubly linked UVWXYZ-Wing", "279........8.97...4..68.....21..3.......2.......7..94.....58..9...13.7........485", "6.6/1.2/1.2", ""},
		// ... and a 7.4 forcing chain later, after another path, for the
		// doubly linked one at step 17.
		{"UVWXYZ-Wing then forcing chains", "9..3....41...2...5..2...3.12..6.9..36.9.5.............48.9...7........4....81....", "7.3/1.2/1.2", ""},
	}
	for _, tt := range tests {
		g, err := sudoku.Parse(tt.puzzle, sudoku.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, sc := range []struct {
			p    *human.Profile
			want string
		}{{human.SukakuExplainer, tt.sukaku}, {human.SudokuExplainer, tt.se}} {
			if sc.want == "" {
				continue
			}
			r, err := Rate(context.Background(), g, &Options{Profile: sc.p})
			if err != nil {
				t.Fatalf("%s: %v", tt.name, err)
			}
			if got := fmt.Sprintf("%.1f/%.1f/%.1f", r.ER, r.EP, r.ED); got != sc.want {
				t.Errorf("%s (%s): rated %s, want %s", tt.name, sc.p.Name(), got, sc.want)
			}
		}
	}
}

func TestRateTimeout(t *testing.T) {
	g, _ := sudoku.Parse("083020090000800100029300008000098700070000060006740000300006980002005000010030540", sudoku.Options{})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r, err := Rate(ctx, g, nil)
	if err == nil || !r.TimedOut || r.Solved {
		t.Errorf("rating with a cancelled context: %+v, %v; want TimedOut and an error", r, err)
	}
}

// calibration is the agreement of ratings with a file of reference ratings.
type calibration struct {
	n, exact int
	absSum   float64
	diffs    map[int]int // difference in tenths -> count
	slowest  time.Duration
	slowPuz  string
	elapsed  time.Duration
	failed   int
}

func (c *calibration) String() string {
	keys := make([]int, 0, len(c.diffs))
	for k := range c.diffs {
		keys = append(keys, k)
	}
	sort.Ints(keys)
	var parts []string
	for _, k := range keys {
		parts = append(parts, fmt.Sprintf("%+.1f:%d", float64(k)/10, c.diffs[k]))
	}
	return fmt.Sprintf("%d puzzles: %.1f%% exact, mean absolute difference %.3f, %d failed; %.1f puzzles/s; slowest %v (%s)\ndifferences: %s",
		c.n, 100*float64(c.exact)/float64(c.n), c.absSum/float64(c.n), c.failed, float64(c.n)/c.elapsed.Seconds(), c.slowest, c.slowPuz, strings.Join(parts, " "))
}

// calibrate rates the puzzles of a "hash puzzle rating" file (at most max
// of them, 0 for all) on every core.
func calibrate(t *testing.T, path string, max int) *calibration {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	type job struct {
		puzzle string
		want   float64
	}
	var jobs []job
	sc := bufio.NewScanner(f)
	for sc.Scan() && (max == 0 || len(jobs) < max) {
		fs := strings.Fields(sc.Text())
		switch len(fs) {
		case 1: // a puzzle without rating
			jobs = append(jobs, job{fs[0], -1})
		case 3: // hash puzzle rating
			w, err := strconv.ParseFloat(fs[2], 64)
			if err != nil {
				t.Fatal(err)
			}
			jobs = append(jobs, job{fs[1], w})
		}
	}
	c := &calibration{diffs: map[int]int{}}
	var mu sync.Mutex
	next := make(chan job)
	var wg sync.WaitGroup
	start := time.Now()
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sv := human.NewSolver(&human.Options{Profile: human.SukakuExplainer})
			for j := range next {
				g, err := sudoku.Parse(j.puzzle, sudoku.Options{})
				if err != nil {
					t.Error(err)
					continue
				}
				b, err := human.NewBoard(g)
				if err != nil {
					t.Error(err)
					continue
				}
				ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
				t0 := time.Now()
				r, err := RateBoard(ctx, b, sv)
				el := time.Since(t0)
				cancel()
				mu.Lock()
				c.n++
				if err != nil {
					c.failed++
				}
				if j.want >= 0 {
					d := int(math.Round((r.ER - j.want) * 10))
					c.diffs[d]++
					if d == 0 {
						c.exact++
					}
					c.absSum += math.Abs(float64(d)) / 10
				}
				if el > c.slowest {
					c.slowest, c.slowPuz = el, j.puzzle
				}
				mu.Unlock()
			}
		}()
	}
	for _, j := range jobs {
		next <- j
	}
	close(next)
	wg.Wait()
	c.elapsed = time.Since(start)
	return c
}

// TestCalibration rates the Sudoku Exchange diabolical bank (ratings by
// Sukaku Explainer): a sample by default, all 39,719 puzzles with -long.
func TestCalibration(t *testing.T) {
	path, ok := corpus.SharedFile("sudoku_exchange_diabolical.txt")
	if !ok {
		t.Skip("sudoku_exchange_diabolical.txt is not on this machine")
	}
	max := 120
	if long() {
		max = 0
	}
	c := calibrate(t, path, max)
	t.Log(c)
	if share := float64(c.exact) / float64(c.n); share < 0.8 {
		t.Errorf("only %.1f%% of ratings agree exactly, want at least 80%%", 100*share)
	}
	if mad := c.absSum / float64(c.n); mad > 0.2 {
		t.Errorf("mean absolute difference %.3f, want at most 0.2", mad)
	}
}

// TestSpeed rates the puzzles of tdoku's magictour top 1465 (-long) and
// reports puzzles/s and the slowest puzzle; every rating must finish within
// its time limit.
func TestSpeed(t *testing.T) {
	if !long() {
		t.Skip("runs with -long")
	}
	path, ok := corpus.SharedFile("tdoku_magictour_top1465.txt")
	if !ok {
		t.Skip("tdoku_magictour_top1465.txt is not on this machine")
	}
	c := calibrate(t, path, 0)
	t.Logf("%d puzzles, %d failed; %.1f puzzles/s; slowest %v (%s)", c.n, c.failed, float64(c.n)/c.elapsed.Seconds(), c.slowest, c.slowPuz)
	if c.failed > 0 {
		t.Errorf("%d ratings did not finish", c.failed)
	}
}

// BenchmarkRate rates the first puzzles of each data set, one core: b.N
// puzzles, with puzzles/s reported.
func BenchmarkRate(b *testing.B) {
	for _, f := range []struct{ name, file string }{
		{"diabolical", "sudoku_exchange_diabolical.txt"},
		{"magictour", "tdoku_magictour_top1465.txt"},
	} {
		b.Run(f.name, func(b *testing.B) {
			path, ok := corpus.SharedFile(f.file)
			if !ok {
				b.Skip(f.file + " is not on this machine")
			}
			data, err := os.ReadFile(path)
			if err != nil {
				b.Fatal(err)
			}
			var grids []sudoku.Grid
			for _, line := range strings.Split(string(data), "\n") {
				fs := strings.Fields(line)
				if len(fs) == 0 {
					continue
				}
				p := fs[0]
				if len(fs) == 3 {
					p = fs[1]
				}
				g, err := sudoku.Parse(p, sudoku.Options{})
				if err != nil {
					b.Fatal(err)
				}
				grids = append(grids, g)
				if len(grids) == 500 {
					break
				}
			}
			sv := human.NewSolver(&human.Options{Profile: human.SukakuExplainer})
			b.ResetTimer()
			start := time.Now()
			for i := 0; i < b.N; i++ {
				bd, _ := human.NewBoard(grids[i%len(grids)])
				if _, err := RateBoard(context.Background(), bd, sv); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.N)/time.Since(start).Seconds(), "puzzles/s")
		})
	}
}

func ExampleRate() {
	g, _ := sudoku.Parse("083020090000800100029300008000098700070000060006740000300006980002005000010030540", sudoku.Options{})
	r, err := Rate(context.Background(), g, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%.1f/%.1f/%.1f %s (%s)\n", r.ER, r.EP, r.ED, r.Level, r.Hardest)
	// Output:
	// 7.2/1.2/1.2 diabolical (Forcing Chain)
}

func TestLevelRange(t *testing.T) {
	for l := Easy; l <= Extreme; l++ {
		lo, hi := l.Range()
		if LevelOf(lo) != l || !math.IsInf(hi, 1) && (LevelOf(hi) != l+1 || LevelOf(hi-0.1) != l) {
			t.Errorf("%v: range [%g, %g) disagrees with LevelOf", l, lo, hi)
		}
	}
	if lo, hi := Level(-1).Range(); lo != 0 || hi != 0 {
		t.Errorf("Level(-1).Range() = %g, %g", lo, hi)
	}
}
