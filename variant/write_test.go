package variant

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// Every puzzle read from an ISS string is written back to one that reads
// as the same puzzle.
func TestISSRoundTrip(t *testing.T) {
	for _, c := range readISSCases(t) {
		p, err := ParseISS(c.Input)
		if err != nil {
			t.Fatal(err)
		}
		text, err := p.ISS()
		if err != nil {
			t.Errorf("%s: %v", c.Name, err)
			continue
		}
		q, err := ParseISS(text)
		if err != nil {
			t.Errorf("%s: %q reads as %v", c.Name, text, err)
			continue
		}
		if p.Givens.String() != q.Givens.String() || fmt.Sprint(p.Regions) != fmt.Sprint(q.Regions) ||
			fmt.Sprint(p.Constraints) != fmt.Sprint(q.Constraints) {
			t.Errorf("%s: written as %q, read back differently", c.Name, text)
		}
	}
}

// Every puzzle read from an ISS string that f-puzzles can say is written
// as f-puzzles JSON, and as a link, that read back as the same puzzle (its
// constraints in f-puzzles' order, windows as extra regions).
func TestFPuzzlesRoundTrip(t *testing.T) {
	same := func(p *Puzzle) string {
		var ks []string
		for _, k := range p.Constraints {
			switch r := k.(type) {
			case Region:
				if r.Name != "Diagonal" && r.Name != "DisjointSets" {
					k = Region{Cells: r.Cells}
				}
			case Kropki: // the dot's number, 0 where the default holds
				r.N = r.n()
				k = r
			}
			ks = append(ks, fmt.Sprint(k))
		}
		slices.Sort(ks)
		return fmt.Sprint(p.Givens, p.Regions, ks)
	}
	n := 0
	for _, c := range readISSCases(t) {
		p, err := ParseISS(c.Input)
		if err != nil {
			t.Fatal(err)
		}
		text, err := p.FPuzzles()
		if err != nil {
			if !strings.Contains(err.Error(), "f-puzzles has no") {
				t.Errorf("%s: %v", c.Name, err)
			}
			continue
		}
		link, err := p.FPuzzlesLink()
		if err != nil {
			t.Fatal(err)
		}
		for _, in := range []string{text, link} {
			q, err := ParseFPuzzles(in)
			if err != nil {
				t.Errorf("%s: %.60q reads as %v", c.Name, in, err)
			} else if same(p) != same(q) {
				t.Errorf("%s: written as %s, read back as\n%s\nwant\n%s", c.Name, text, same(q), same(p))
			}
		}
		n++
	}
	if n < 15 {
		t.Errorf("%d puzzles written as f-puzzles, want 15 or more", n)
	}
}

// A little killer going a way ISS cannot name is refused, not written as
// another diagonal.
func TestISSLittleKillerDirection(t *testing.T) {
	text := `{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"littlekillersum":[{"cell":"R0C2","cells":["R1C3","R2C4"],"direction":"DR","value":"5"}]}`
	p, err := ParseFPuzzles(text)
	if err != nil {
		t.Fatal(err)
	}
	if s, err := p.ISS(); err == nil {
		t.Errorf("written as %s, want an error", s)
	}
	// Regressions
	p, err = ParseISS(".Shape~4x4.LittleKiller~5~R1C3")
	if err != nil {
		t.Fatal(err)
	}
	if s, err := p.ISS(); err != nil || s != ".Shape~4x4.LittleKiller~5~R1C3" {
		t.Errorf("written as %q, %v", s, err)
	}
}
