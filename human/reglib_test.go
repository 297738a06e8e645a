package human

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/nanpure/nanpure/internal/corpus"
	"github.com/nanpure/nanpure/sudoku"
)

// reglibFloor is the number of cases of HoDoKu's regression library that
// AllSteps passes today: the test fails below it, so the count can only go
// up. Raise it with each finder that wins cases.
const reglibFloor = 730

// TestRegressionLibrary runs every case of HoDoKu's regression library
// (../shared/data/hodoku_reglib-1.3.txt; skipped when it is not on the
// machine) the way "nanpure hint --all" does: the position is read with
// ReadPosition and AllSteps lists its steps. A case passes when some step
// with the case's HoDoKu code places and removes exactly the case's
// candidates (a step that removes more does not pass: HoDoKu's tester
// compares the whole line); a fail case (variant x) passes when no step
// with its code and its digits is found. It logs the passes per code,
// asserts the floor, and checks every step of every case against the
// solution: a wrong step fails the test.
func TestRegressionLibrary(t *testing.T) {
	if testing.Short() {
		t.Skip("the library's 1,112 positions take seconds")
	}
	path, ok := corpus.SharedFile("hodoku_reglib-1.3.txt")
	if !ok {
		t.Skip("hodoku_reglib-1.3.txt is not on this machine")
	}
	cases, names := readRegLib(t, path)
	type tally struct{ cases, passed int }
	byCode := map[string]*tally{}
	passed, checked := 0, 0
	for _, c := range cases {
		tl := byCode[c.code]
		if tl == nil {
			tl = &tally{}
			byCode[c.code] = tl
		}
		tl.cases++
		steps, sol, err := c.steps()
		if err != nil {
			t.Logf("line %d: %v", c.line, err)
			continue
		}
		for _, st := range steps {
			checked++
			if msg := wrongStep(st, sol); msg != "" {
				t.Errorf("line %d: %s %s: %s", c.line, st.Technique, st.effect(), msg)
			}
		}
		if c.pass(steps) {
			tl.passed++
			passed++
		}
	}
	codes := make([]string, 0, len(byCode))
	for k := range byCode {
		codes = append(codes, k)
	}
	sort.Strings(codes)
	var b strings.Builder
	fmt.Fprintf(&b, "%-8s %-40s %5s %6s\n", "code", "name", "cases", "passed")
	for _, k := range codes {
		fmt.Fprintf(&b, "%-8s %-40s %5d %6d\n", k, names[baseCode(k)], byCode[k].cases, byCode[k].passed)
	}
	fmt.Fprintf(&b, "%-8s %-40s %5d %6d\n", "total", "", len(cases), passed)
	t.Logf("HoDoKu regression library, %d steps checked:\n%s", checked, b.String())
	if passed < reglibFloor {
		t.Errorf("%d cases passed, want at least %d", passed, reglibFloor)
	}
}

// A regCase is one line of HoDoKu's library.
type regCase struct {
	line  int
	text  string
	code  string // with its variant, such as "0600-2"
	fail  bool   // variant x: the technique must not be found
	cands string
	elims []Candidate
	place []Candidate
}

// baseCode drops the variant of a library code.
func baseCode(code string) string {
	base, _, _ := strings.Cut(code, "-")
	return base
}

// steps reads the case's position and lists its steps, with the solution.
func (c regCase) steps() ([]Step, sudoku.Grid, error) {
	p, err := ParsePosition(c.text, sudoku.Options{})
	if err != nil {
		return nil, sudoku.Grid{}, err
	}
	rd, err := ReadPosition(context.Background(), p, 2)
	if err != nil {
		return nil, sudoku.Grid{}, err
	}
	if rd.Board == nil {
		return nil, sudoku.Grid{}, fmt.Errorf("puzzle %s", rd.Verdict)
	}
	steps, err := AllSteps(context.Background(), rd.Board, nil)
	return steps, rd.Solution, err
}

// pass reports whether the steps pass the case.
func (c regCase) pass(steps []Step) bool {
	code := baseCode(c.code)
	for _, st := range steps {
		if st.Technique.HoDoKu() != code {
			continue
		}
		if c.fail {
			if c.cands == "" || st.Digits == digitsOf(c.cands) {
				return false
			}
			continue
		}
		if slices.Equal(st.Eliminations, c.elims) && slices.Equal(st.Placements, c.place) {
			return true
		}
	}
	return c.fail
}

// digitsOf is the set of the digits of a library candidates field.
func digitsOf(s string) sudoku.Set {
	var set sudoku.Set
	for _, r := range s {
		if r >= '1' && r <= '9' {
			set = set.Add(sudoku.Digit(r - '0'))
		}
	}
	return set
}

var regName = regexp.MustCompile(`^#([0-9]{4,5}): (.+)$`)

// readRegLib reads the cases of the library and the names of its codes.
func readRegLib(t *testing.T, path string) ([]regCase, map[string]string) {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []regCase
	names := map[string]string{}
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if m := regName.FindStringSubmatch(text); m != nil {
			if _, ok := names[m[1]]; !ok {
				names[m[1]] = m[2]
			}
			continue
		}
		if !strings.HasPrefix(text, ":") {
			continue
		}
		fs := strings.Split(text, ":")
		if len(fs) < 7 {
			t.Fatalf("line %d: %d fields, want 7", line, len(fs)-1)
		}
		c := regCase{line: line, text: text, code: fs[1], cands: fs[2], fail: strings.HasSuffix(fs[1], "-x")}
		c.elims = libCandidates(t, line, fs[5])
		c.place = libCandidates(t, line, fs[6])
		cases = append(cases, c)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return cases, names
}

// libCandidates reads a library list of candidates ("436 257": 4 in r3c6,
// 2 in r5c7), sorted as steps hold them.
func libCandidates(t *testing.T, line int, s string) []Candidate {
	var cs []Candidate
	for _, f := range strings.Fields(s) {
		if len(f) != 3 || strings.Trim(f, "123456789") != "" {
			t.Fatalf("line %d: candidate %q", line, f)
		}
		cs = append(cs, Candidate{Cell: int(f[1]-'1')*9 + int(f[2]-'1'), Digit: sudoku.Digit(f[0] - '0')})
	}
	return sortCandidates(cs)
}
