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

// The kinds read from ISS since 2026-11-29 in disguise: each 4x4 puzzle of
// one of them reads back from its text with as many solutions and the
// same canonical form; Dutch flatmates keeps up and down.
func TestDisguiseISSKinds(t *testing.T) {
	for _, text := range []string{
		".Shape~4x4.RellikCage~6~R1C1~R2C1~R2C2", ".Shape~4x4.EqualityCage~R1C1~R2C2~R3C3~R4C4",
		".Shape~4x4.SumLine~7~R1C1~R2C2~R3C3~R4C4~R4C3~R3C2", ".Shape~4x4.SumLine~5~R1C1~R1C2~R2C2~R2C1~LOOP", ".Shape~4x4.Lunchbox~2~R1C1~R1C2~R1C3~R1C4",
		".Shape~4x4.CountingCircles~R1C1~R2C3~R3C2~R4C4", ".Shape~4x4.ContainExact~1_2~R1C1~R2C2~R3C3",
		".Shape~4x4.NumberedRoom~C2~~1", ".Shape~4x4.HiddenSkyscraper~C4~~2", ".Shape~4x4.AntiTaxicab.~R1C1_1",
		".Shape~6x6.WhiteDot~R1C1~R1C2.BlackDot~R1C2~R2C2.V~R3C3~R3C4.StrictKropki.StrictXV",
		".Shape~4x4.SameValues~2~R1C1~R1C2~R3C3~R3C4", ".Shape~4x4.Sum~3_2_-1~R1C2~R1C1",
		".Shape~4x4.ValueIndexing~R1C1~R1C2~R2C3~R3C4",
		flatmatesPuzzle(t),
	} {
		p, err := ParseISS(text)
		if err != nil {
			t.Fatal(err)
		}
		r, err := Count(context.Background(), p, 0)
		if err != nil {
			t.Fatal(err)
		}
		want, err := p.Canonical().Text()
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		for seed := range uint64(4) {
			q := p.Shuffle(rand.New(rand.NewPCG(seed, 2)))
			s, err := q.Text()
			if err == nil {
				q, err = Parse(s)
			}
			if err != nil {
				t.Fatalf("%s seed %d: %v", text, seed, err)
			}
			if got, err := Count(context.Background(), q, 0); err != nil || got.Count != r.Count {
				t.Errorf("%s seed %d: %d solutions (%v), want %d: %s", text, seed, got.Count, err, r.Count, s)
			}
			if got, err := q.Canonical().Text(); err != nil || got != want {
				t.Errorf("%s seed %d: canonical form %s (%v), want %s", text, seed, got, err, want)
			}
		}
	}
}

// flatmatesPuzzle is a 9x9 Dutch flatmates puzzle with one solution: a
// grid of the rule, given but its 1s, 5s and 9s.
func flatmatesPuzzle(t *testing.T) string {
	t.Helper()
	p, err := ParseISS(".DutchFlatmates")
	if err != nil {
		t.Fatal(err)
	}
	r, err := Solve(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	for c, d := range r.Solution.Cells {
		if d != 1 && d != 5 && d != 9 {
			p.Givens.Cells[c] = d
		}
	}
	text, err := p.ISS()
	if err != nil {
		t.Fatal(err)
	}
	return text
}
