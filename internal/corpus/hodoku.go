package corpus

import (
	"bufio"
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"
)

// HoDoKu's regression library (../shared/data/hodoku_reglib-1.3.txt) is the
// field's test of a technique set: one technique in one position per line,
// ":CODE:DIGITS:GIVENS:DELETED:ELIMINATIONS:PLACEMENTS:". Two tests read it:
// the human package's, through the library, and the command's, through
// "nanpure hint --all --format json", as a user would; both judge a case here.

// LibraryFloor is the number of cases nanpure passes today: both tests
// fail below it, so that the count can only go up. Raise it with each
// finder that wins cases.
const LibraryFloor = 1041

// A LibraryCase is one line of the library.
type LibraryCase struct {
	Line   int    // in the file
	Text   string // the whole line, as a position reader reads it
	Code   string // with its variant, such as "0600-2"
	Fail   bool   // variant x: no step of the technique on these digits may be found
	Digits string // the digits field

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

// ReadLibrary reads the cases of the library at path and the names of its
// codes (from its header).
func ReadLibrary(path string) ([]LibraryCase, map[string]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	var cases []LibraryCase
	names := map[string]string{}
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
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
			return nil, nil, fmt.Errorf("%s:%d: %d fields, want 7", path, line, len(fs)-1)
		}
		c := LibraryCase{Line: line, Text: text, Code: fs[1], Digits: fs[2], Fail: strings.HasSuffix(fs[1], "-x")}
		if c.Eliminations, err = libraryCandidates(fs[5]); err == nil {
			c.Placements, err = libraryCandidates(fs[6])
		}
		if err != nil {
			return nil, nil, fmt.Errorf("%s:%d: %v", path, line, err)
		}
		cases = append(cases, c)
	}
	return cases, names, sc.Err()
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
