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

// referenceFile holds puzzles from sources nanpure is not tuned on (Debian's
// qqwing at its four levels, nanpure's generator at every level, samples of
// the shared data files), each with the ratings the two reference raters
// give it, run by hand (../shared/oracles): a line is
//
//	puzzle sukaku-ER/EP/ED se-ER/EP/ED source
//
// so that the agreement is checked without Java.
const referenceFile = "testdata/reference.txt"

// referenceStride is how many lines of the reference file a short test run
// skips between two it rates; -long rates them all.
const referenceStride = 4

// referenceHardFile is the same for puzzles of ER 9.1 to 10.8, between the
// reference file's and most of the forum list's (hardest.txt, whose
// puzzles rate 10.4 and 10.9 up): those of tdoku_forum_hardest_1106.txt
// and Norvig's two files that nanpure rated 9.4 to 10.3, and of
// tdoku_magictour_top1465.txt those it rated 9.4 or more and twelve it
// rated 9.1 to 9.3 (random.seed(1129)); then 30 of the 1106 file's that
// it rated 10.4 to 10.8 (random.seed(1515)); none of them in the other
// files. Only -long rates them (each takes up to a second or two).
const referenceHardFile = "testdata/reference_hard.txt"

// referenceGeneratedFile is the same for the 500 puzzles of
// hodoku_generated.txt (made by "nanpure generate --scale hodoku", 100 at
// each of HoDoKu's levels): a source nanpure's default scale was not tuned
// on. Every line is rated, -long or not.
const referenceGeneratedFile = "testdata/reference_generated.txt"

// TestReferenceAgreement rates the reference puzzles with both profiles and
// checks the share of exact agreement: ER on at least 97% of puzzles, EP and
// ED on 99%, per scale.
func TestReferenceAgreement(t *testing.T) {
	t.Run("reference", func(t *testing.T) { referenceAgreement(t, referenceFile, referenceStride) })
	t.Run("generated", func(t *testing.T) { referenceAgreement(t, referenceGeneratedFile, 1) })
	t.Run("hard", func(t *testing.T) {
		if !long() {
			t.Skip("rates puzzles of ER 9.1 to 10.8: -long")
		}
		referenceAgreement(t, referenceHardFile, 1)
	})
}

// referenceAgreement rates every stride-th line of file (every line with
// -long) as TestReferenceAgreement says.
func referenceAgreement(t *testing.T, file string, stride int) {
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	type tally struct{ n, er, ep, ed int }
	var sukaku, se tally
	check := func(tl *tally, scale string, p *human.Profile, g sudoku.Grid, want, source string) {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		defer cancel()
		r, err := Rate(ctx, g, &Options{Profile: p})
		if err != nil {
			t.Errorf("%s %s: %v", scale, g, err)
			return
		}
		var er, ep, ed float64
		if _, err := fmt.Sscanf(want, "%g/%g/%g", &er, &ep, &ed); err != nil {
			t.Fatalf("%s: bad rating %q", g, want)
		}
		tl.n++
		ok := true
		for _, x := range []struct {
			got, want float64
			n         *int
		}{{r.ER, er, &tl.er}, {r.EP, ep, &tl.ep}, {r.ED, ed, &tl.ed}} {
			if x.got == x.want {
				*x.n++
			} else {
				ok = false
			}
		}
		if !ok && testing.Verbose() {
			t.Logf("%s %s (%s): %.1f/%.1f/%.1f, reference %s", scale, g, source, r.ER, r.EP, r.ED, want)
		}
	}
	sc := bufio.NewScanner(f)
	for line := 0; sc.Scan(); line++ {
		if line%stride != 0 && !long() {
			continue
		}
		fields := strings.Fields(sc.Text())
		if len(fields) < 3 {
			t.Fatalf("%s:%d: want puzzle, two ratings and a source", file, line+1)
		}
		g, err := sudoku.Parse(fields[0], sudoku.Options{})
		if err != nil {
			t.Fatalf("%s:%d: %v", file, line+1, err)
		}
		source := strings.Join(fields[3:], " ")
		check(&sukaku, "sukaku", human.SukakuExplainer, g, fields[1], source)
		check(&se, "se", human.SudokuExplainer, g, fields[2], source)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	for _, x := range []struct {
		scale string
		tl    tally
	}{{"sukaku", sukaku}, {"se", se}} {
		pc := func(k int) float64 { return 100 * float64(k) / float64(x.tl.n) }
		t.Logf("%s: %d puzzles, ER %.1f%%, EP %.1f%%, ED %.1f%% exact", x.scale, x.tl.n, pc(x.tl.er), pc(x.tl.ep), pc(x.tl.ed))
		if pc(x.tl.er) < 97 || pc(x.tl.ep) < 99 || pc(x.tl.ed) < 99 {
			t.Errorf("%s: agreement ER %.1f%%, EP %.1f%%, ED %.1f%%: want at least 97%%, 99%% and 99%%", x.scale, pc(x.tl.er), pc(x.tl.ep), pc(x.tl.ed))
		}
	}
}
