package variant

import (
	"context"
	"strings"
	"testing"

	"github.com/nanpure/nanpure/sudoku"
)

// Each global rule, with some digits of a grid the search finds for it
// given, has exactly as many solutions as the grids of the givens alone
// that keep it; global entropy and global mod, 9x9 rules, are refused on
// other grids; each reads back from what is written.
func TestGlobalRulesCount(t *testing.T) {
	for _, tc := range []struct {
		text  string
		every int // a given every so many cells of a row, staggered
	}{
		{".Shape~6x6.AntiTaxicab", 4},
		{".AntiTaxicab", 3},
		{".GlobalEntropy", 3},
		{".GlobalMod", 3},
	} {
		p, err := ParseISS(tc.text)
		if err != nil {
			t.Fatal(err)
		}
		if iss, err := p.ISS(); err != nil || iss != tc.text {
			t.Errorf("%s written as %s (%v)", tc.text, iss, err)
		}
		r, err := Solve(context.Background(), p)
		if err != nil || r.Count != 1 {
			t.Fatalf("%s: %d grids (%v)", tc.text, r.Count, err)
		}
		classic := &Puzzle{Givens: sudoku.NewGrid(p.Givens.Shape)}
		for c := range r.Solution.Cells {
			if (c+p.Givens.Shape.Row(c))%tc.every == 0 { // staggered from row to row
				p.Givens.Cells[c] = r.Solution.Cells[c]
				classic.Givens.Cells[c] = r.Solution.Cells[c]
			}
		}
		all, err := Enumerate(context.Background(), classic, 100_000, 100_000)
		if err != nil || all.Count >= 100_000 {
			t.Fatalf("%s: %d grids of the givens alone (%v)", tc.text, all.Count, err)
		}
		want := 0
		for _, g := range all.Solutions {
			if p.Constraints[0].holds(g) {
				want++
			}
		}
		got, err := Count(context.Background(), p, 0)
		if err != nil || got.Count != want || want == 0 || want == all.Count {
			t.Errorf("%s: %d solutions (%v), want %d of %d", tc.text, got.Count, err, want, all.Count)
		}
	}
	for _, kind := range []string{"GlobalEntropy", "GlobalMod"} {
		p, err := ParseISS(".Shape~6x6." + kind)
		if err == nil {
			_, err = Count(context.Background(), p, 2)
		}
		if err == nil || !strings.Contains(err.Error(), "9x9") {
			t.Errorf("%s on a 6x6: %v", kind, err)
		}
	}
}

// On a 9x9, a grid of each global rule found by the search keeps it, a
// grid without it does not, and a puzzle made of the grid's digits until
// it is unique is explained to it with sound steps, some of them the
// rule's own, in both languages.
func TestExplainGlobalRules(t *testing.T) {
	for _, kind := range []string{"AntiTaxicab", "GlobalEntropy", "GlobalMod"} {
		t.Run(kind, func(t *testing.T) {
			p, err := ParseISS("." + kind)
			if err != nil {
				t.Fatal(err)
			}
			r, err := Solve(context.Background(), p)
			if err != nil || r.Count != 1 {
				t.Fatalf("%d grids (%v)", r.Count, err)
			}
			sol := r.Solution
			k := p.Constraints[0]
			if !k.holds(sol) {
				t.Fatalf("the search's grid %s breaks the rule", sol)
			}
			other, err := ParseISS(".~R1C1_1")
			if err != nil {
				t.Fatal(err)
			}
			if r, _ := Solve(context.Background(), other); k.holds(r.Solution) {
				t.Errorf("a grid without the rule keeps it: %s", r.Solution)
			}
			for c := range sol.Cells {
				if (c+sol.Shape.Row(c))%5 == 0 { // a start, staggered from row to row
					p.Givens.Cells[c] = sol.Cells[c]
				}
			}
			giveUntilUnique(t, p, sol)
			words := ruleWords(t, p, sol)
			if words[kind] == "" {
				t.Errorf("the rule's own steps: %v", words)
			}
			t.Log(words[kind])
		})
	}
}
