package variant

import (
	"context"
	"math/rand/v2"
	"testing"
)

// A puzzle in disguise is the same puzzle: it reads back from its text,
// has one solution, which the first's solution turned and relabeled alike
// is (the counts agree), and the same canonical form.
func TestDisguise(t *testing.T) {
	n := 0
	for _, c := range readISSCases(t) {
		if c.Long || c.Solution == "none" {
			continue
		}
		p, err := ParseISS(c.Input)
		if err != nil {
			t.Fatal(err)
		}
		want, err := p.Canonical().Text()
		if err != nil {
			t.Fatalf("%s: %v", c.Name, err)
		}
		for seed := range uint64(4) {
			q := p.Shuffle(rand.New(rand.NewPCG(seed, 1)))
			text, err := q.Text()
			if err != nil {
				t.Fatalf("%s: %v", c.Name, err)
			}
			q, err = Parse(text)
			if err != nil {
				t.Fatalf("%s: %s reads as %v", c.Name, text, err)
			}
			r, err := Count(context.Background(), q, 2)
			if err != nil || r.Count != 1 {
				t.Errorf("%s seed %d: %d solutions (%v): %s", c.Name, seed, r.Count, err, text)
			}
			if got, err := q.Canonical().Text(); err != nil || got != want {
				t.Errorf("%s seed %d: canonical form %s (%v), want %s", c.Name, seed, got, err, want)
			}
			n++
		}
	}
	if n < 50 {
		t.Errorf("%d disguises checked", n)
	}
	// Regressions: a 6x6 Windoku's window turned half round is a window no
	// more, so it is no longer written as Windoku.
	p, err := ParseISS(".Shape~6x6.Windoku")
	if err != nil {
		t.Fatal(err)
	}
	for _, tr := range p.turns() {
		q := p.disguise(tr, nil)
		text, err := q.Text()
		if err != nil {
			t.Fatal(err)
		}
		back, err := Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		if len(back.Constraints) != len(q.Constraints) || Describe(back.Constraints[0]).Cells[0] != Describe(q.Constraints[0]).Cells[0] {
			t.Errorf("turn %d: written as %s, read back as %v, want %v", tr, text, back.Constraints, q.Constraints)
		}
	}
}
