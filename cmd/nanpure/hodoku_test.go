package main

import (
	"bufio"
	"encoding/json"
	"strings"
	"testing"

	"github.com/nanpure/nanpure/internal/corpus"
)

// TestHoDoKuLibrary runs HoDoKu's regression library through the command
// as a user would, "nanpure hint --all --format json < hodoku_reglib-1.3.txt",
// and judges each case on the steps of its JSON record (their "hodoku"
// codes, digits and effects). The human package's TestRegressionLibrary
// does the same through the library, with a table of passes per code.
func TestHoDoKuLibrary(t *testing.T) {
	cases, _, in := corpus.Library(t)
	stdout, _, _ := cli(t, in, "hint", "--all", "--format", "json")
	type step struct {
		HoDoKu                   string
		Digits                   []int
		Eliminations, Placements []struct {
			Cell  string
			Digit int
		}
	}
	records := map[int][]corpus.LibraryStep{} // by line of the input
	sc := bufio.NewScanner(strings.NewReader(stdout))
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		var rec struct {
			Line  int
			Steps []step
		}
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			t.Fatalf("%v: %.200s", err, sc.Text())
		}
		var ls []corpus.LibraryStep
		for _, st := range rec.Steps {
			l := corpus.LibraryStep{Code: st.HoDoKu, Digits: st.Digits}
			for _, c := range st.Eliminations {
				l.Eliminations = append(l.Eliminations, corpus.CellDigit{Cell: cellIndex(t, c.Cell), Digit: c.Digit})
			}
			for _, c := range st.Placements {
				l.Placements = append(l.Placements, corpus.CellDigit{Cell: cellIndex(t, c.Cell), Digit: c.Digit})
			}
			corpus.SortCandidates(l.Eliminations)
			corpus.SortCandidates(l.Placements)
			ls = append(ls, l)
		}
		records[rec.Line] = ls
	}
	passed := 0
	for _, c := range cases {
		if c.Passes(records[c.Line]) {
			passed++
		}
	}
	t.Logf("nanpure hint --all: %d of %d cases of HoDoKu's library passed", passed, len(cases))
	if passed < corpus.LibraryFloor {
		t.Errorf("%d cases passed, want at least %d", passed, corpus.LibraryFloor)
	}
}

// cellIndex reads a 9x9 cell name such as "r3c6".
func cellIndex(t *testing.T, name string) int {
	if len(name) != 4 || name[0] != 'r' || name[2] != 'c' {
		t.Fatalf("cell %q", name)
	}
	return int(name[1]-'1')*9 + int(name[3]-'1')
}
