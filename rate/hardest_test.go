package rate

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/sudoku"
)

// hardestFile holds puzzles of the forum's hardest list
// (../shared/data/forum_hardest_486.txt) with the ratings Sukaku Explainer
// 1.18.1 gives them (run by hand), a line each:
//
//	puzzle ER/EP/ED line-in-forum_hardest_486
//
// Nested forcing chains decide them, where the reference file (ER 9.3 at
// most) does not reach. Each of the first twelve was rated otherwise until
// the nested chains were counted as Sukaku Explainer counts them: the
// first five, until a run could record more than 32,767 nested techniques
// (the index of a pot's technique was an int16, and wrapped); the sixth,
// until a nested cycle's rule parents were read both ways round the cycle;
// the seventh, until a nested chain that two runs use counted once. The
// eighth to the twelfth meet a unique rectangle with a hidden pair on the
// way (human.TestSmallURSets), which Sudoku Explainer 1.2.1, whose ratings
// the list publishes (11.7 for the five), does not see. The 24 after them
// are lines drawn at random (Python's random.seed(28), among those not
// yet run), on which Sukaku Explainer, the list and nanpure agree; so do
// the 30 after those (random.seed(1128)), which Sukaku Explainer rated in
// 52 to 738 s each, and the 38 after those (random.seed(1130), line 7 put
// first), 9 to 627 s each, but line 233: Sukaku Explainer and nanpure rate
// it 11.0 where the list publishes Sudoku Explainer 1.2.1's 11.6.
const hardestFile = "testdata/hardest.txt"

// hardestShort is how many lines of hardestFile a short test run rates
// (the file's first are the quickest: about 0.4 s each).
const hardestShort = 2

// TestHardestAgreement rates the puzzles of hardestFile in Sukaku
// Explainer's profile and wants each of ER, EP and ED exact.
func TestHardestAgreement(t *testing.T) {
	f, err := os.Open(hardestFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		if line > hardestShort && !long() {
			break
		}
		fields := strings.Fields(sc.Text())
		if len(fields) != 3 {
			t.Fatalf("%s:%d: want puzzle, rating and line", hardestFile, line)
		}
		g, err := sudoku.Parse(fields[0], sudoku.Options{})
		if err != nil {
			t.Fatalf("%s:%d: %v", hardestFile, line, err)
		}
		if got := rateIn(t, human.SukakuExplainer, g); got != fields[1] {
			t.Errorf("%s:%d (line %s of the list): rated %s, want %s", hardestFile, line, fields[2], got, fields[1])
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
}

// TestHardestListAgreement (-long, about 7 minutes) rates the whole list
// where the shared data is on the machine, in Sudoku Explainer 1.2.1's
// profile, whose ratings the list publishes, and reports the share of
// exact ER, EP and ED; it fails on a puzzle rated otherwise, except those
// of hardestKnown. (Sukaku Explainer's ratings differ on some: its unique
// loops find more, and it has more techniques; hardestFile holds some of
// them.)
func TestHardestListAgreement(t *testing.T) {
	if !long() {
		t.Skip("rates 486 puzzles: -long")
	}
	list := hardestList(t)
	same := 0
	for i, p := range list {
		got := rateIn(t, human.SudokuExplainer, p.grid)
		switch {
		case got == p.rating:
			same++
		case hardestKnown[i+1] == got:
			t.Logf("line %d: rated %s, published %s (known)", i+1, got, p.rating)
		default:
			t.Errorf("line %d: rated %s, published %s", i+1, got, p.rating)
		}
	}
	t.Logf("%d of %d puzzles rated exactly as published (ER, EP and ED)", same, len(list))
}

// hardestKnown are the lines of forum_hardest_486.txt that Sudoku
// Explainer 1.2.1's profile rates otherwise than published, with the
// rating given. Line 2: Sukaku Explainer 1.18.1 gave 11.9/11.8/3.4 in one
// run and 11.8/11.8/3.4, as both our profiles do, in two others, one of
// whose paths our Sukaku Explainer profile follows step for step: its
// dynamic chains collect the cells' hints from threads, and equal hints
// come in the order the threads end.
var hardestKnown = map[int]string{2: "11.8/11.8/3.4"}

// rateIn returns the rating of g in profile p as "ER/EP/ED".
func rateIn(t *testing.T, p *human.Profile, g sudoku.Grid) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	r, err := Rate(ctx, g, &Options{Profile: p})
	if err != nil {
		t.Fatalf("%s: %v", g, err)
	}
	return fmt.Sprintf("%.1f/%.1f/%.1f", r.ER, r.EP, r.ED)
}
