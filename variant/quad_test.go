package variant

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/nanpure/nanpure/sudoku"
)

// A quadruple, a minimum and a maximum each hold on exactly as many of the
// 288 4x4 grids as the puzzle of it alone has solutions: the search's
// pruning never loses a solution nor keeps a grid that breaks the rule.
func TestQuadExtremumCount(t *testing.T) {
	grids := all4x4(t)
	cases := []struct {
		text string
		ok   func(g sudoku.Grid) bool
	}{
		{".Shape~4x4.Quad~R2C2~1~2", func(g sudoku.Grid) bool { return hasAll(quadDigits(g, 5), 1, 2) }},
		{".Shape~4x4.Quad~R1C2~3~3", func(g sudoku.Grid) bool { return hasAll(quadDigits(g, 1), 3, 3) }},
		{".Shape~4x4.Quad~R2C2~1~4~4", func(g sudoku.Grid) bool { return hasAll(quadDigits(g, 5), 1, 4, 4) }},
		{".Shape~4x4.Quad~R1C2~3", func(g sudoku.Grid) bool { return hasAll(quadDigits(g, 1), 3) }},
	}
	for _, c := range cases {
		p, err := ParseISS(c.text)
		if err != nil {
			t.Fatal(err)
		}
		want := 0
		for _, g := range grids {
			if c.ok(g) {
				want++
			}
		}
		got, err := Count(context.Background(), p, 0)
		if err != nil || got.Count != want || want == 0 || want == len(grids) {
			t.Errorf("%s: %d solutions (%v), want %d of %d", c.text, got.Count, err, want, len(grids))
		}
	}
	s, err := sudoku.ShapeOf(4)
	if err != nil {
		t.Fatal(err)
	}
	for _, max := range []bool{false, true} {
		for _, cell := range []int{0, 5, 7} {
			p := &Puzzle{Givens: sudoku.NewGrid(s), Constraints: []Constraint{Extremum{Cell: cell, Max: max}}}
			want := 0
			for _, g := range grids {
				ok := true
				for _, n := range Besides(s, cell) {
					ok = ok && (g.Cells[cell] > g.Cells[n]) == max
				}
				if ok {
					want++
				}
			}
			got, err := Count(context.Background(), p, 0)
			if err != nil || got.Count != want || want == 0 {
				t.Errorf("%s at %d: %d solutions (%v), want %d", p.Constraints[0].Kind(), cell, got.Count, err, want)
			}
		}
	}
}

// quadDigits are the digits of the 2x2 square of a 4x4 grid whose top-left
// cell is c.
func quadDigits(g sudoku.Grid, c int) []sudoku.Digit {
	return []sudoku.Digit{g.Cells[c], g.Cells[c+1], g.Cells[c+4], g.Cells[c+5]}
}

// hasAll reports whether have holds every digit of want, as often.
func hasAll(have []sudoku.Digit, want ...sudoku.Digit) bool {
	have = slices.Clone(have)
	for _, d := range want {
		i := slices.Index(have, d)
		if i < 0 {
			return false
		}
		have = slices.Delete(have, i, i+1)
	}
	return true
}

// The readers and writers of quadruples, minimums and maximums: ISS's Quad
// (its top-left cell), f-puzzles' quadruple, minimum and maximum, each read
// back from what is written; and the faults of each named.
func TestQuadExtremumFormats(t *testing.T) {
	p, err := ParseISS(".Quad~R1C1~2~1~2.Quad~R8C8~9.~R5C5_4")
	if err != nil {
		t.Fatal(err)
	}
	want := []Constraint{Quad{Cells: []int{0, 1, 9, 10}, Digits: []sudoku.Digit{1, 2, 2}}, Quad{Cells: []int{70, 71, 79, 80}, Digits: []sudoku.Digit{9}}}
	if len(p.Constraints) != 2 || !sameConstraint(p.Constraints[0], want[0]) || !sameConstraint(p.Constraints[1], want[1]) {
		t.Fatalf("read %v, want %v", p.Constraints, want)
	}
	iss, err := p.ISS()
	if err != nil || iss != ".Quad~R1C1~1~2~2.Quad~R8C8~9.~R5C5_4" {
		t.Errorf("ISS %q (%v)", iss, err)
	}
	p.Constraints = append(p.Constraints, Extremum{Cell: 40}, Extremum{Cell: 20, Max: true})
	fp, err := p.FPuzzles()
	if err != nil {
		t.Fatal(err)
	}
	for _, part := range []string{`"quadruple":[{"cells":["R1C1","R1C2","R2C1","R2C2"],"values":[1,2,2]}`, `"minimum":[{"cell":"R5C5"}]`, `"maximum":[{"cell":"R3C3"}]`} {
		if !strings.Contains(fp, part) {
			t.Errorf("f-puzzles %s: no %s", fp, part)
		}
	}
	back, err := ParseFPuzzles(fp)
	if err != nil {
		t.Fatal(err)
	}
	if len(back.Constraints) != 4 {
		t.Fatalf("f-puzzles read back %v", back.Constraints)
	}
	for _, k := range p.Constraints {
		if !slices.ContainsFunc(back.Constraints, func(b Constraint) bool { return sameConstraint(b, k) }) {
			t.Errorf("f-puzzles read back %v without %v", back.Constraints, k)
		}
	}
	if _, err := p.ISS(); err == nil || !strings.Contains(err.Error(), "Minimum") {
		t.Errorf("ISS of a minimum: %v, want an error that names it", err)
	}
	for text, want := range map[string]string{
		".Quad~R9C1~1":         "no 2x2 square has R9C1",
		".Quad~R1C1~10":        `"10" is not a digit 1-9`,
		".Quad~R1C1~1~2~3~4~5": "a quadruple of 5 digits",
		".Quad~R1C1":           "a quadruple of 0 digits",
	} {
		p, err := ParseISS(text)
		if err == nil {
			_, err = Count(context.Background(), p, 2)
		}
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", text, err, want)
		}
	}
}

// sameConstraint compares two constraints by their descriptions.
func sameConstraint(a, b Constraint) bool {
	da, db := Describe(a), Describe(b)
	return da.Kind == db.Kind && slices.Equal(da.Cells, db.Cells) && slices.Equal(da.Digits, db.Digits)
}

// A 9x9 of quadruples, minimums and maximums taken from a solution, with
// the fewest givens of the solution (in order) that make it unique, is
// explained to its solution with sound steps; the quadruples' and
// extremums' own steps are among them, their words naming the digits.
func TestExplainQuadExtremum(t *testing.T) {
	sol := testGrid(t)
	s := sol.Shape
	p := &Puzzle{Givens: sudoku.NewGrid(s)}
	for _, c := range []int{0, 12, 24, 30, 40, 48, 56, 66, 70} {
		q := Quad{Cells: quadCells(s, c)}
		for _, x := range q.Cells {
			q.Digits = append(q.Digits, sol.Cells[x])
		}
		slices.Sort(q.Digits)
		p.Constraints = append(p.Constraints, q)
	}
	for c := range sol.Cells {
		lo, hi := true, true
		for _, n := range Besides(s, c) {
			lo, hi = lo && sol.Cells[c] < sol.Cells[n], hi && sol.Cells[c] > sol.Cells[n]
		}
		if lo || hi {
			p.Constraints = append(p.Constraints, Extremum{Cell: c, Max: hi})
		}
	}
	giveUntilUnique(t, p, sol)
	// In disguise it is the same puzzle: one solution, the same canonical
	// form (Text: f-puzzles JSON, since ISS has no minimum).
	want, err := p.Canonical().Text()
	if err != nil {
		t.Fatal(err)
	}
	for seed := range uint64(4) {
		q := p.Shuffle(rand.New(rand.NewPCG(seed, 1)))
		text, err := q.Text()
		if err == nil {
			q, err = Parse(text)
		}
		if err != nil {
			t.Fatal(err)
		}
		if r, err := Count(context.Background(), q, 2); err != nil || r.Count != 1 {
			t.Errorf("seed %d: %d solutions (%v): %s", seed, r.Count, err, text)
		}
		if got, err := q.Canonical().Text(); err != nil || got != want {
			t.Errorf("seed %d: canonical form %s (%v), want %s", seed, got, err, want)
		}
	}
	kinds := ruleWords(t, p, sol)
	if !strings.Contains(kinds["Quad"], "the quadruple ") {
		t.Errorf("no quadruple's step in words: %q", kinds["Quad"])
	}
	if kinds["Minimum"] == "" && kinds["Maximum"] == "" {
		t.Errorf("no step of a minimum or maximum (%v)", kinds)
	}
	t.Logf("%s; %s / %s / %s", p.Givens, kinds["Quad"], kinds["Minimum"], kinds["Maximum"])
}
