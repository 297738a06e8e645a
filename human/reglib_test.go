package human

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/nanpure/nanpure/internal/corpus"
	"github.com/nanpure/nanpure/sudoku"
)

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
	cases, names, _ := corpus.Library(t)
	type tally struct{ cases, passed int }
	byCode := map[string]*tally{}
	passed, checked := 0, 0
	for _, c := range cases {
		tl := byCode[c.Code]
		if tl == nil {
			tl = &tally{}
			byCode[c.Code] = tl
		}
		tl.cases++
		steps, ls, sol, err := libSteps(c)
		if err != nil {
			t.Logf("line %d: %v", c.Line, err)
			continue
		}
		for _, st := range steps {
			checked++
			if msg := wrongStep(st, sol); msg != "" {
				t.Errorf("line %d: %s %s: %s", c.Line, st.Technique, st.effect(), msg)
			}
		}
		if c.Passes(ls) {
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
		fmt.Fprintf(&b, "%-8s %-40s %5d %6d\n", k, names[strings.Split(k, "-")[0]], byCode[k].cases, byCode[k].passed)
	}
	fmt.Fprintf(&b, "%-8s %-40s %5d %6d\n", "total", "", len(cases), passed)
	t.Logf("HoDoKu regression library, %d steps checked:\n%s", checked, b.String())
	if passed < corpus.LibraryFloor {
		t.Errorf("%d cases passed, want at least %d", passed, corpus.LibraryFloor)
	}
}

// libSteps lists the steps of a case's position, with the solution, as
// the library judges them.
func libSteps(c corpus.LibraryCase) ([]Step, []corpus.LibraryStep, sudoku.Grid, error) {
	p, err := ParsePosition(c.Text, sudoku.Options{})
	if err != nil {
		return nil, nil, sudoku.Grid{}, err
	}
	rd, err := ReadPosition(context.Background(), p, 2)
	if err != nil {
		return nil, nil, sudoku.Grid{}, err
	}
	if rd.Board == nil {
		return nil, nil, sudoku.Grid{}, fmt.Errorf("puzzle %s", rd.Verdict)
	}
	steps, err := AllSteps(context.Background(), rd.Board, nil)
	var ls []corpus.LibraryStep
	for _, st := range steps {
		l := corpus.LibraryStep{Code: st.Technique.HoDoKu(), Eliminations: libCands(st.Eliminations), Placements: libCands(st.Placements)}
		for _, d := range st.Digits.Digits() {
			l.Digits = append(l.Digits, int(d))
		}
		ls = append(ls, l)
	}
	return steps, ls, rd.Solution, err
}

func libCands(cs []Candidate) []corpus.CellDigit {
	out := make([]corpus.CellDigit, len(cs))
	for i, c := range cs {
		out[i] = corpus.CellDigit{Cell: c.Cell, Digit: int(c.Digit)}
	}
	corpus.SortCandidates(out)
	return out
}
