package human

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestKrakenFish runs the Kraken fish finder in collect mode on positions
// of HoDoKu's library where HoDoKu 2.2.4's find-all-steps, with Kraken
// fish enabled, gives the case's step of the same type. Every step is
// checked against the solution and explained in both languages, and each
// of its chains leads from a premise (a fin, or a base place of the cover
// house) to the eliminated candidate being false.
func TestKrakenFish(t *testing.T) {
	tests := []struct {
		name string
		line string // a line of HoDoKu's library
		want string
	}{
		{name: "type 1",
			line: ":0703:23:+2+1+9.+7.+6+58+876+2+1+5+4394+35+9+6+81+27+5+9+46.7+81.3+82+1+5+9+7+4+6+7+618...9+5+9.+8+5.6.+7+1+153+7+8+2+9+64+6.+7.+9158.::375::7",
			want: "kraken-fish-1 r4c9-2"},
		{name: "type 2",
			line: ":0000:5:+52+8...+7+4+374+3.8.+9+6161+9+4+3+72+8+5+86472+51+3+9+1+379+684.+2+2+95+31487+6..1....979.+6.7..24.+7+2....1+8:::558:",
			want: "kraken-fish-2 r7c5-4"},
		// Regressions
		{name: "type 1 of a larger fish, not type 2 of a smaller one first (as HoDoKu)",
			line: ":0000:4:54713+6+8+9+29...2.+6+3+4+6+2+3+4+8+9+57+1+234.6..8.8+7+6.+9.+4+15+19+5.4.32+6.6..+7..+5.+3+5..1..+48+7...54163:::471:",
			want: "kraken-fish-1 r2c4-5"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, sol := readTestPosition(t, tc.line)
			s := &searcher{b: b}
			s.setProfile(Natural)
			var got []string
			for _, st := range collectSteps(t, s, sol, "kraken-fish") {
				checkExplained(t, st)
				checkKrakenChains(t, st)
				got = append(got, stepSummary(st))
				if stepSummary(st) == tc.want {
					t.Log(st.Explain(English))
				}
			}
			if !slices.Contains(got, tc.want) {
				t.Errorf("found %q, want %q", got, tc.want)
			}
		})
	}
}

// checkKrakenChains fails the test unless every chain of Kraken fish st
// starts from its digit true in a fin or a base cell and ends with its
// elimination false, each node following from the one before.
func checkKrakenChains(t *testing.T, st Step) {
	t.Helper()
	e := st.Eliminations[0]
	d, _ := st.Digits.Single()
	for _, ch := range st.Chains {
		first, last := ch.Nodes[0].Node, ch.Nodes[len(ch.Nodes)-1].Node
		if !first.On || first.Digit != d || !slices.Contains(append(slices.Clone(st.Extra), st.Cells...), first.Cell) {
			t.Errorf("%s: chain starts at %v", stepSummary(st), first)
		}
		if last != (Node{e.Cell, e.Digit, false}) {
			t.Errorf("%s: chain ends at %v", stepSummary(st), last)
		}
		for i, n := range ch.Nodes[1:] {
			if !slices.Equal(n.Parents, []int{i}) {
				t.Errorf("%s: node %d follows %v", stepSummary(st), i+1, n.Parents)
			}
		}
	}
}

// TestKrakenProfiles checks that the Kraken fish are in the natural
// profile only, before its forcing chains: HoDoKu's default solver leaves
// them out, and so do the Explainers.
func TestKrakenProfiles(t *testing.T) {
	for _, p := range profiles {
		i := slices.Index(p.keys, "kraken-fish")
		if (i >= 0) != (p == Natural) {
			t.Errorf("%s: kraken-fish at %d", p.name, i)
		}
		if p == Natural && i > slices.Index(p.keys, "nishio") {
			t.Errorf("natural: kraken-fish after nishio")
		}
	}
}

// TestKrakenStops runs the finder where every cell holds 1 and 2 (no
// solution; every place is a fin of some fish): with a cancelled context
// it stops and says why; without, it ends in time.
func TestKrakenStops(t *testing.T) {
	b, err := ParseBoard(strings.Repeat(strings.Repeat("12 ", 9)+"\n", 9))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	s := &searcher{ctx: ctx, b: b}
	if finders["kraken-fish"].find(s) || !errors.Is(s.err, context.Canceled) {
		t.Errorf("found %v, err %v", stepSummary(s.step), s.err)
	}
	start := time.Now()
	s = &searcher{ctx: context.Background(), b: b}
	finders["kraken-fish"].find(s)
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("took %v", d)
	}
}
