package human

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/nanpure/nanpure/exact"
	"github.com/nanpure/nanpure/internal/corpus"
	"github.com/nanpure/nanpure/internal/golden"
	"github.com/nanpure/nanpure/sudoku"
)

// techFinderKeys are the finders under test: every technique family, each
// on its own.
var techFinderKeys = []string{
	"full-house", "hidden-single", "naked-single", "direct-intersection", "pointing", "claiming",
	"direct-hidden-pair", "direct-hidden-triple", "naked-pair", "naked-triple", "naked-quad",
	"hidden-pair", "hidden-triple", "hidden-quad", "x-wing", "swordfish", "jellyfish",
	"finned-x-wing", "finned-swordfish", "finned-jellyfish", "xy-wing", "xyz-wing", "w-wing",
	"wxyz-wing", "vwxyz-wing", "uvwxyz-wing", "tuvwxyz-wing", "turbot-fish", "three-strong-links", "unique-loops", "bug",
	"aligned-pair-exclusion", "aligned-triple-exclusion", "simple-coloring", "hidden-rectangle",
	"xy-chain", "als-xz", "als-xy-wing", "sue-de-coq", "forcing-chains-cycles", "nishio",
	"multiple-chains", "dynamic-chains", "dynamic-chains-plus",
	"2-strong-links", "3-strong-links", "4-strong-links",
}

// techFinders returns the finders of techFinderKeys.
func techFinders() []*finder {
	fs := make([]*finder, len(techFinderKeys))
	for i, k := range techFinderKeys {
		if fs[i] = finders[k]; fs[i] == nil {
			panic("no finder " + k)
		}
	}
	return fs
}

// summary writes what a step does, compactly: "r1c2=5 r3c4-7".
func summary(st Step) string {
	var parts []string
	for _, p := range st.Placements {
		parts = append(parts, fmt.Sprintf("%s=%d", st.Shape.CellName(p.Cell), p.Digit))
	}
	for _, e := range st.Eliminations {
		parts = append(parts, fmt.Sprintf("%s-%d", st.Shape.CellName(e.Cell), e.Digit))
	}
	return st.Technique.Key() + ": " + strings.Join(parts, " ")
}

// findWith runs one finder on board b.
func findWith(b *Board, find func(*searcher) bool) (Step, bool) {
	s := &searcher{ctx: context.Background(), b: b}
	if find(s) {
		return s.step, true
	}
	return Step{}, false
}

// A techCase is a position and what one finder must find there ("" for
// nothing).
type techCase struct {
	finder   string
	note     string
	solution string // the solution of the puzzle the position comes from
	board    string
	digits   string // the filled cells, when the board has cells of one candidate
	want     string
}

// board returns the position of a case: the digits of its filled cells,
// and the candidates of its grid text for the others (a cell of one
// candidate in a grid of candidates reads as filled, so the golden file
// keeps the digits apart).
func (tc techCase) position(t *testing.T) *Board {
	t.Helper()
	if tc.digits == "" {
		b, err := ParseBoard(tc.board)
		if err != nil {
			t.Fatalf("%s %s: %v", tc.finder, tc.note, err)
		}
		return b
	}
	b, err := NewBoard(mustParse(t, tc.digits))
	if err != nil {
		t.Fatalf("%s %s: %v", tc.finder, tc.note, err)
	}
	_, marks, err := parseMarks(tc.board)
	if err != nil {
		t.Fatalf("%s %s: %v", tc.finder, tc.note, err)
	}
	for c := range b.cands {
		if b.digits[c] == 0 {
			b.cands[c] &= marks[c]
		}
	}
	return b
}

const techniquesGolden = "testdata/techniques.golden"

// TestTechniques runs every finder on the positions of
// testdata/techniques.golden: two where its technique applies (taken from
// solving paths of the test corpora) and one where it must find nothing;
// then on the hand-written cases below, which end in a Regressions block.
// With -update the golden file is collected anew.
func TestTechniques(t *testing.T) {
	if golden.Update() {
		writeTechniquesGolden(t)
	}
	cases := readTechniquesGolden(t)
	cases = append(cases, handCases...)
	byName := map[string]func(*searcher) bool{}
	for _, f := range techFinders() {
		byName[f.key] = f.find
	}
	seen := map[string]bool{}
	for _, tc := range cases {
		find := byName[tc.finder]
		if find == nil {
			t.Errorf("unknown finder %q", tc.finder)
			continue
		}
		b := tc.position(t)
		st, ok := findWith(b, find)
		got := ""
		if ok {
			st.Shape = b.Shape
			got = summary(st)
			if tc.solution != "" {
				checkStep(t, tc.finder+" "+tc.note, b, mustParse(t, tc.solution), st)
			}
			if st.Explain(English) == "" || st.Explain(Japanese) == "" {
				t.Errorf("%s %s: no explanation", tc.finder, tc.note)
			}
		}
		if got != tc.want {
			t.Errorf("%s %s: found %q, want %q\n%s", tc.finder, tc.note, got, tc.want, tc.board)
		}
		if tc.want != "" {
			seen[tc.finder] = true
		}
	}
	for _, f := range techFinders() {
		if !seen[f.key] {
			t.Errorf("no position where %s applies", f.key)
		}
	}
}

// handCases are positions written for one finder.
var handCases = []techCase{
	{finder: "x-wing", note: "rows 1 and 5 on 1", want: "x-wing: r3c1-1 r3c9-1",
		board: `12 2345 2345 2345 2345 2345 2345 2345 12
		        2345 2345 2345 2345 2345 2345 2345 2345 2345
		        12 2345 2345 2345 12 2345 2345 2345 12
		        2345 2345 2345 2345 2345 2345 2345 2345 2345
		        12 2345 2345 2345 2345 2345 2345 2345 12
		        2345 2345 2345 2345 2345 2345 2345 2345 2345
		        2345 2345 2345 2345 2345 2345 2345 2345 2345
		        2345 2345 2345 2345 2345 2345 2345 2345 2345
		        2345 2345 2345 2345 2345 2345 2345 2345 2345`},
	{finder: "x-wing", note: "a three-cycle of rows and columns is no fish", want: "",
		board: `12 2345 2345 2345 2345 2345 2345 2345 12
		        2345 2345 2345 2345 2345 2345 2345 2345 2345
		        2345 2345 2345 2345 12 2345 2345 2345 12
		        2345 2345 2345 2345 2345 2345 2345 2345 2345
		        12 2345 2345 2345 12 2345 2345 2345 2345
		        2345 2345 2345 2345 2345 2345 2345 2345 2345
		        2345 2345 2345 2345 2345 2345 2345 2345 2345
		        2345 2345 2345 2345 2345 2345 2345 2345 2345
		        2345 2345 2345 2345 2345 2345 2345 2345 2345`},
	{finder: "aligned-pair-exclusion", note: "r1c2 = 3 would empty r1c1", want: "aligned-pair-exclusion: r1c2-3",
		board: `12 123 13 23 456789 456789 456789 456789 456789
		        456789 456789 456789 456789 456789 456789 456789 456789 456789
		        456789 456789 456789 456789 456789 456789 456789 456789 456789
		        456789 456789 456789 456789 456789 456789 456789 456789 456789
		        456789 456789 456789 456789 456789 456789 456789 456789 456789
		        456789 456789 456789 456789 456789 456789 456789 456789 456789
		        456789 456789 456789 456789 456789 456789 456789 456789 456789
		        456789 456789 456789 456789 456789 456789 456789 456789 456789
		        456789 456789 456789 456789 456789 456789 456789 456789 456789`},
	{finder: "2-strong-links", note: "a grouped skyscraper: column 4 with a group of two against column 8", want: "grouped-skyscraper: r3c6-4",
		solution: "376482915948157326251936847183574692427693581695218734714869253569321478832745169",
		digits:   "....82.1...81.732.251...8.7.83.7...24..693581...2.873....8.9253..9.2.4788..7..1..",
		board: `| 3679 34679 467 | 459 8   2   | 69 1   4569 |
		        | 69   469   8   | 1   456 7   | 3  2   4569 |
		        | 2    5     1   | 349 36  46  | 8  469 7    |
		        | 169  8     3   | 45  7   145 | 69 469 2    |
		        | 4    27    27  | 6   9   3   | 5  8   1    |
		        | 1569 169   56  | 2   14  8   | 7  3   469  |
		        | 67   1467  467 | 8   16  9   | 2  5   3    |
		        | 1356 136   9   | 35  2   16  | 4  7   8    |
		        | 8    23    25  | 7   345 45  | 1  69  69   |`},
	{finder: "2-strong-links", note: "an empty rectangle in box 5 with row 1: a grouped turbot fish", want: "grouped-turbot-fish: r5c3-4",
		solution: "368794152249581736751623849876259413135468297924137685597816324412375968683942571",
		digits:   "36.79.1522.9..1.3.7.1.23..9.76259.1313....29.92.13....597816324.123.596.6.39.25.1",
		board: `| 3  6   48  | 7   9  48  | 1    5   2   |
		        | 2  45  9   | 456 68 1   | 4678 3   678 |
		        | 7  458 1   | 456 2  3   | 468  48  9   |
		        | 48 7   6   | 2   5  9   | 48   1   3   |
		        | 1  3   45  | 46  68 478 | 2    9   57  |
		        | 9  2   458 | 1   3  47  | 4678 478 567 |
		        | 5  9   7   | 8   1  6   | 3    2   4   |
		        | 48 1   2   | 3   47 5   | 9    6   78  |
		        | 6  48  3   | 9   47 2   | 5    78  1   |`},
	{finder: "2-strong-links", note: "an X-Loop on 8x8: box 1 and row 7, their far ends in column 2", want: "x-loop: r5c1-6 r6c2-6",
		solution: "1637542825481763738642154215738687623154345186726874253151236847",
		digits:   "1.37...8.54817.373...21...1.73.6.7..31..3..1..72..74253151236..7",
		board: `+------------------+-----------------+
		        | 1    26  3   7   | 45  46  2456 8  |
		        | 26   5   4   8   | 1   7   26   3  |
		        +------------------+-----------------+
		        | 7    3   568 56  | 458 2   1    45 |
		        | 248  248 1   25  | 7   3   58   6  |
		        +------------------+-----------------+
		        | 2468 7   568 256 | 3   1   4568 45 |
		        | 3    468 568 1   | 458 468 7    2  |
		        +------------------+-----------------+
		        | 68   68  7   4   | 2   5   3    1  |
		        | 5    1   2   3   | 6   48  48   7  |
		        +------------------+-----------------+`},
	{finder: "sue-de-coq", note: "6x6: A = r1c1-2 (1256), B = r1c4 and r1c6 (146), C = r2c1-2 (245), with the extra digit 4 in both sets",
		want:     "sue-de-coq: r1c3-1 r1c3-5 r1c5-6 r2c3-5",
		solution: "123456456123231564564231312645645312",
		board: `+----------------------+----------------------+
		        | 156    25     135    | 146    56     16     |
		        | 24     25     56     | 123456 123456 123456 |
		        +----------------------+----------------------+
		        | 123456 123456 123456 | 123456 123456 123456 |
		        | 123456 123456 123456 | 123456 123456 123456 |
		        +----------------------+----------------------+
		        | 123456 123456 123456 | 123456 123456 123456 |
		        | 123456 123456 123456 | 123456 123456 123456 |
		        +----------------------+----------------------+`},
	// Regressions
	{finder: "unique-loops", note: "type 3 hidden set needs each digit to have a place (a placed digit has none)", want: "",
		solution: "935127468821496537764385219278963154459271683613854792587632941196748325342519876",
		board: `| 279 3  49 | 17   58   58  | 14  16 12467 |
		        | 27  8  1  | 9    6    4   | 27  5  3     |
		        | 45  57 6  | 17   2    3   | 8   9  147   |
		        | 8   9  2  | 5    47   1   | 467 3  67    |
		        | 13  6  7  | 348  348  9   | 5   2  14    |
		        | 135 4  35 | 2    37   6   | 17  8  9     |
		        | 457 57 8  | 46   9    25  | 3   16 1256  |
		        | 6   2  35 | 38   1    7   | 9   4  58    |
		        | 39  1  49 | 3468 3458 258 | 26  7  2568  |`},
}

func readTechniquesGolden(t *testing.T) []techCase {
	f, err := os.Open(techniquesGolden)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	defer f.Close()
	var cases []techCase
	var cur *techCase
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "## "):
			fs := strings.Fields(line[3:])
			cases = append(cases, techCase{finder: fs[0], note: strings.Join(fs[1:], " ")})
			cur = &cases[len(cases)-1]
		case strings.HasPrefix(line, "solution: "):
			cur.solution = strings.TrimPrefix(line, "solution: ")
		case strings.HasPrefix(line, "digits: "):
			cur.digits = strings.TrimPrefix(line, "digits: ")
		case strings.HasPrefix(line, "want: "):
			cur.want = strings.TrimPrefix(line, "want: ")
		case strings.HasPrefix(line, "want:"):
			cur.want = ""
		case cur != nil && strings.TrimSpace(line) != "":
			cur.board += line + "\n"
		}
	}
	return cases
}

// writeTechniquesGolden collects, for every finder, the first two positions
// on the solving paths of the test corpora where its technique is the step
// a profile takes, and a position where it finds nothing.
func writeTechniquesGolden(t *testing.T) {
	type pos struct {
		board    *Board
		solution string
		from     string
	}
	found := map[string][]pos{}
	none := map[string]pos{}
	var puzzles []corpus.Answer
	for _, name := range []string{"emerentius_medium.answers.txt", "norvig_top95.answers.txt", "tdoku_magictour_top1465_sample.answers.txt"} {
		puzzles = append(puzzles, corpus.Embedded(name)...)
	}
	if p, ok := corpus.SharedFile("sudoku_exchange_diabolical.txt"); ok {
		f, err := os.Open(p)
		if err == nil {
			sc := bufio.NewScanner(f)
			for i := 0; sc.Scan(); i++ {
				fs := strings.Fields(sc.Text())
				if i >= 400 && fs[2] != "5.2" { // 5.2: jellyfish
					continue
				}
				g := mustParse(t, fs[1])
				sol, err := exactSolution(g)
				if err == nil {
					puzzles = append(puzzles, corpus.Answer{Puzzle: fs[1], Count: 1, Solution: sol})
				}
			}
			f.Close()
		}
	}
	done := func() bool {
		for _, f := range techFinders() {
			if len(found[f.key]) < 2 {
				return false
			}
		}
		return true
	}
	for _, a := range puzzles {
		if a.Count != 1 || done() {
			continue
		}
		b, err := NewBoard(mustParse(t, a.Puzzle))
		if err != nil {
			continue
		}
		for _, p := range []*Profile{SukakuExplainer, Natural} {
			bb := b.Clone()
			sv := NewSolver(&Options{Profile: p})
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
			for steps := 0; !bb.Solved() && steps < 300; steps++ {
				st, err := sv.Next(ctx, bb)
				if err != nil {
					break
				}
				for _, f := range techFinders() {
					if slices.Contains(f.techs, st.Technique) && len(found[f.key]) < 2 {
						found[f.key] = append(found[f.key], pos{bb.Clone(), a.Solution, a.Puzzle})
					} else if len(found[f.key]) == 0 && st.Difficulty >= 6.5 && !chainFinder(f.key) && p == SukakuExplainer {
						// A technique the profiles pass over: where it would apply.
						if _, ok := findWith(bb, f.find); ok {
							found[f.key] = append(found[f.key], pos{bb.Clone(), a.Solution, a.Puzzle})
						}
					} else if _, ok := none[f.key]; !ok && st.Difficulty >= 3 && !chainFinder(f.key) {
						if _, ok := findWith(bb, f.find); !ok {
							none[f.key] = pos{bb.Clone(), a.Solution, a.Puzzle}
						}
					}
				}
				bb.Apply(st)
			}
			cancel()
		}
	}
	// Chains find something on any position with a wrong candidate left:
	// they find nothing on a deadly pattern (two solutions, nothing to
	// deduce).
	deadly, err := NewBoard(mustParse(t, deadlyRectangle))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range techFinders() {
		if chainFinder(f.key) {
			none[f.key] = pos{deadly, "", "a deadly rectangle"}
		}
	}
	var out strings.Builder
	out.WriteString("# Positions for TestTechniques, collected from solving paths with go test -update.\n")
	for _, f := range techFinders() {
		ps := append(found[f.key], none[f.key])
		for i, p := range ps {
			if p.board == nil {
				continue
			}
			note := "applies"
			if i == len(ps)-1 {
				note = "does not apply"
			}
			fmt.Fprintf(&out, "\n## %s %s (on the path of %s)\nsolution: %s\ndigits: %s\n%s", f.key, note, p.from, p.solution, p.board.Grid(), p.board.Text())
			if st, ok := findWith(p.board, f.find); ok {
				st.Shape = p.board.Shape
				fmt.Fprintf(&out, "want: %s\n", summary(st))
			} else {
				out.WriteString("want:\n")
			}
		}
	}
	if err := os.MkdirAll(filepath.Dir(techniquesGolden), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(techniquesGolden, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// deadlyRectangle is a solved grid less a deadly rectangle: two solutions.
const deadlyRectangle = "..3456789456789123789123456..4365897365897214897214365532671948648932571971548632"

func chainFinder(name string) bool {
	return strings.Contains(name, "chains") || name == "nishio" || name == "aligned-triple-exclusion"
}

func exactSolution(g sudoku.Grid) (string, error) {
	s, err := exact.Unique(context.Background(), g)
	if err != nil {
		return "", err
	}
	return s.String(), nil
}
