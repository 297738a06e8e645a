package human

import (
	"bufio"
	"context"
	"os"
	"strings"
	"testing"

	"github.com/nanpure/nanpure/exact"
	"github.com/nanpure/nanpure/internal/corpus"
	"github.com/nanpure/nanpure/sudoku"
)

// TestPractice checks, for every technique of the solving paths of
// generated puzzles of every level (rate/testdata), under three profiles,
// that the practice position of the technique is read back (as a hint
// reads a player's position) to a board whose next step is the path's
// first step of that technique, explained the same (-long: all 500).
func TestPractice(t *testing.T) {
	f, err := os.Open("../rate/testdata/reference_generated.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	// The file's 500 puzzles go from HoDoKu's easy to its extreme, 100
	// of each; without -long the test takes every 25th.
	stride := 25
	if corpus.Long() {
		stride = 1
	}
	var puzzles []sudoku.Grid
	for n, sc := 0, bufio.NewScanner(f); sc.Scan(); n++ {
		if n%stride != 0 {
			continue
		}
		g, err := sudoku.Parse(strings.Fields(sc.Text())[0], sudoku.Options{})
		if err != nil {
			t.Fatal(err)
		}
		puzzles = append(puzzles, g)
	}
	ctx := context.Background()
	checked := map[*Profile]map[Technique]int{}
	for _, p := range []*Profile{Natural, SukakuExplainer, HoDoKu} {
		checked[p] = map[Technique]int{}
		opts := &Options{Profile: p}
		for n, g := range puzzles {
			if n%3 != 0 && p != Natural { // the other profiles on every third puzzle
				continue
			}
			trace, err := Solve(ctx, g, opts)
			if err != nil {
				t.Fatalf("%s: %v", g, err)
			}
			sol, err := exact.Search(ctx, g, 2)
			if err != nil || sol.Count != 1 {
				t.Fatalf("%s: %d solutions, %v", g, sol.Count, err)
			}
			first := map[Technique]bool{}
			for _, st := range trace.Steps {
				if first[st.Technique] {
					continue
				}
				first[st.Technique] = true
				pos, want, err := Practice(ctx, g, st.Technique, opts)
				if err != nil {
					t.Fatalf("%s %s %s: %v", p.Name(), g, st.Technique.Key(), err)
				}
				if got, w := want.Explain(English), st.Explain(English); got != w {
					t.Fatalf("%s %s %s: Practice's step %q, the path's %q", p.Name(), g, st.Technique.Key(), got, w)
				}
				r, err := ReadSolved(pos, sol.Solution)
				if err != nil || len(r.Mistakes) > 0 {
					t.Fatalf("%s %s %s: read back: %v, mistakes %v", p.Name(), g, st.Technique.Key(), err, r.Mistakes)
				}
				next, err := NewSolver(opts).Next(ctx, r.Board)
				if err != nil {
					t.Fatalf("%s %s %s: %v", p.Name(), g, st.Technique.Key(), err)
				}
				if next.Technique != st.Technique {
					t.Errorf("%s %s %s: the position's next step is of %s", p.Name(), g, st.Technique.Key(), next.Technique.Key())
				}
				// A profile that keeps the order in which singles were
				// found (HoDoKu's) may take another single of the same
				// technique from a position that has no such past.
				if got, w := next.Explain(English), st.Explain(English); got != w && !(p.queues && single(st.Technique)) {
					t.Errorf("%s %s %s: the position's next step %q, the path's %q", p.Name(), g, st.Technique.Key(), got, w)
				}
				checked[p][st.Technique]++
			}
		}
		t.Logf("%s: %d techniques", p.Name(), len(checked[p]))
	}
	if len(checked[Natural]) < 15 {
		t.Errorf("the natural paths had %d techniques: too few to test", len(checked[Natural]))
	}
}

// single reports whether t is one of the singles.
func single(t Technique) bool { return t == FullHouse || t == NakedSingle || t == HiddenSingle }

// TestPracticeMissing checks that a technique the path does not take is
// an error that names it.
func TestPracticeMissing(t *testing.T) {
	g, _ := sudoku.Parse(posPuzzle, sudoku.Options{})
	_, _, err := Practice(context.Background(), g, XWing, nil)
	if err == nil || !strings.Contains(err.Error(), XWing.String()) {
		t.Fatalf("err %v, want one that names %s", err, XWing)
	}
}

// TestEnglishArticle checks the article of names that start with letters
// said one by one, and with a U said "you".
func TestEnglishArticle(t *testing.T) {
	for name, want := range map[string]string{
		"X-Wing": "an", "XY-Wing": "an", "W-Wing": "a", "ALS-XZ": "an", "AIC": "an", "BUG+1": "a",
		"Unique Rectangle type 1": "a", "Empty Rectangle": "an", "Avoidable Rectangle": "an",
		"Skyscraper": "a", "UVWXYZ-Wing": "a", "Y-Cycle": "a", "2-String Kite": "a", "Sue de Coq": "a",
	} {
		if got := englishArticle(name); got != want+" "+name {
			t.Errorf("%q, want %q", got, want+" "+name)
		}
	}
}

// FuzzPractice: on any puzzle with one solution and any technique of the
// natural profile, Practice ends in time, and a position it gives reads
// back (as a hint reads a player's) to a board whose next step is of that
// technique.
func FuzzPractice(f *testing.F) {
	f.Add("083020090000800100029300008000098700070000060006740000300006980002005000010030540", uint8(8))
	f.Add("..14....12......", uint8(1))
	f.Fuzz(func(t *testing.T, puzzle string, k uint8) {
		g, solution, ctx, ok := fuzzUnique(t, puzzle)
		if !ok {
			return
		}
		techs := Natural.Techniques()
		tech := techs[int(k)%len(techs)]
		opts := &Options{Profile: Natural}
		pos, st, err := Practice(ctx, g, tech, opts)
		if err != nil {
			return // not on the path, stuck, or out of time
		}
		rd, err := ReadSolved(pos, solution)
		if err != nil || len(rd.Mistakes) > 0 {
			t.Fatalf("%s %s: read back: %v, mistakes %v", puzzle, tech.Key(), err, rd.Mistakes)
		}
		next, err := NewSolver(opts).Next(ctx, rd.Board)
		if err == nil && (next.Technique != tech || next.Explain(English) != st.Explain(English)) {
			t.Fatalf("%s %s: the position's next step %q, Practice's %q", puzzle, tech.Key(), next.Explain(English), st.Explain(English))
		}
	})
}
