package corpus

import (
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// HoDoKu's regression library (../shared/data/hodoku_reglib-1.3.txt) is the
// field's test of a technique set: one technique in one position per line,
// ":CODE:DIGITS:GIVENS:DELETED:ELIMINATIONS:PLACEMENTS:". Two tests read it:
// the human package's, through the library, and the command's, through
// "nanpure hint --all --format json", as a user would; both judge a case here.

// LibraryFloor is the number of cases nanpure passes today: both tests
// fail below it, so that the count can only go up. Raise it with each
// finder that wins cases.
const LibraryFloor = 1107

// A LibraryCase is one line of the library.
type LibraryCase struct {
	Line   int    // in the file
	Text   string // the whole line, as a position reader reads it
	Code   string // with its variant, such as "0600-2"
	Fail   bool   // variant x: no step of the technique on these digits may be found
	Digits string // the digits field
	Extra  string // the last field, if any: a chain's length (07xx)

	// The expected effect of the step, sorted by cell and digit.
	Eliminations, Placements []CellDigit
}

// A CellDigit is a candidate: cell r*9+c (from 0) and digit.
type CellDigit struct{ Cell, Digit int }

// A LibraryStep is what a case is judged on: a found step's HoDoKu code,
// digits and effect (sorted by cell and digit).
type LibraryStep struct {
	Code                     string
	Digits                   []int
	Eliminations, Placements []CellDigit
}

// BaseCode is the case's code without its variant ("0600").
func (c LibraryCase) BaseCode() string {
	base, _, _ := strings.Cut(c.Code, "-")
	return base
}

// Passes reports whether steps, every step found in the case's position,
// pass the case: some step with the case's code places and removes exactly
// the case's candidates (one that removes more does not pass: HoDoKu's
// tester compares the whole line); for a fail case, no step with its code
// is on its digits.
func (c LibraryCase) Passes(steps []LibraryStep) bool {
	var digits []int
	for _, r := range c.Digits {
		if r >= '1' && r <= '9' && !slices.Contains(digits, int(r-'0')) {
			digits = append(digits, int(r-'0'))
		}
	}
	slices.Sort(digits)
	for _, st := range steps {
		if st.Code != c.BaseCode() {
			continue
		}
		if c.Fail {
			if len(digits) == 0 || slices.Equal(slices.Sorted(slices.Values(st.Digits)), digits) {
				return false
			}
			continue
		}
		if slices.Equal(st.Eliminations, c.Eliminations) && slices.Equal(st.Placements, c.Placements) {
			return true
		}
	}
	return c.Fail
}

var libraryName = regexp.MustCompile(`^#([0-9]{4,5}): (.+)$`)

// Library returns the cases of the library, the names of its codes and
// its text (the input of a run through the command), read once; it skips
// the test in -short mode or when the file is not on the machine.
func Library(t testing.TB) ([]LibraryCase, map[string]string, string) {
	t.Helper()
	if testing.Short() {
		t.Skip("the library's 1,112 positions take seconds")
	}
	path, ok := SharedFile("hodoku_reglib-1.3.txt")
	if !ok {
		t.Skip("hodoku_reglib-1.3.txt is not on this machine")
	}
	text, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	cases, names, err := ParseLibrary(string(text))
	if err != nil {
		t.Fatalf("%s%v", path, err)
	}
	return cases, names, string(text)
}

// ParseLibrary reads the cases of the library's text and the names of its
// codes (from its header). Its errors begin ":LINE:".
func ParseLibrary(text string) ([]LibraryCase, map[string]string, error) {
	var cases []LibraryCase
	names := map[string]string{}
	for i, raw := range strings.Split(text, "\n") {
		line := i + 1
		text := strings.TrimSpace(raw)
		if m := libraryName.FindStringSubmatch(text); m != nil {
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
			return nil, nil, fmt.Errorf(":%d: %d fields, want 7", line, len(fs)-1)
		}
		c := LibraryCase{Line: line, Text: text, Code: fs[1], Digits: fs[2], Fail: strings.HasSuffix(fs[1], "-x")}
		if len(fs) > 7 {
			c.Extra = fs[7]
		}
		var err error
		if c.Eliminations, err = libraryCandidates(fs[5]); err == nil {
			c.Placements, err = libraryCandidates(fs[6])
		}
		if err != nil {
			return nil, nil, fmt.Errorf(":%d: %v", line, err)
		}
		cases = append(cases, c)
	}
	return cases, names, nil
}

// libraryCandidates reads a list of candidates ("436 257": 4 in r3c6, 2
// in r5c7), sorted.
func libraryCandidates(s string) ([]CellDigit, error) {
	var cs []CellDigit
	for _, f := range strings.Fields(s) {
		if len(f) != 3 || strings.Trim(f, "123456789") != "" {
			return nil, fmt.Errorf("candidate %q", f)
		}
		cs = append(cs, CellDigit{Cell: int(f[1]-'1')*9 + int(f[2]-'1'), Digit: int(f[0] - '0')})
	}
	SortCandidates(cs)
	return cs, nil
}

// SortCandidates sorts cs by cell, then digit.
func SortCandidates(cs []CellDigit) {
	slices.SortFunc(cs, func(a, b CellDigit) int {
		if a.Cell != b.Cell {
			return a.Cell - b.Cell
		}
		return a.Digit - b.Digit
	})
}
