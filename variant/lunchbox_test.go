package variant

import (
	"context"
	"strings"
	"testing"

	"github.com/nanpure/nanpure/sudoku"
)

// ISS's Lunchbox holds on exactly as many of the 288 4x4 grids as the
// puzzle of it alone has solutions, and reads back from what is written;
// by hand on a grid.
func TestLunchboxCount(t *testing.T) {
	grids := all4x4(t)
	for _, text := range []string{
		".Shape~4x4.Lunchbox~0~R1C1~R1C2~R1C3",
		".Shape~4x4.Lunchbox~2~R1C1~R1C2~R1C3~R1C4",
		".Shape~4x4.Lunchbox~5~R1C1~R1C2~R1C3~R1C4",
		".Shape~4x4.Lunchbox~3~R2C1~R2C2~R3C2",
	} {
		countsAndReadsBack(t, grids, text)
	}
	g := testGrid(t)
	row1 := g.Shape.House(0) // 5 3 4 6 7 8 9 1 2
	for _, tc := range []struct {
		l    Lunchbox
		want bool
	}{
		{Lunchbox{Sum: 4, Cells: row1[:3]}, false},   // 5 3 4: 3 and 5 side by side
		{Lunchbox{Sum: 0, Cells: row1[:3]}, true},    // 5 3 4: 3 and 5 side by side
		{Lunchbox{Sum: 13, Cells: row1[2:6]}, true},  // 4 6 7 8: 6+7 between 4 and 8
		{Lunchbox{Sum: 30, Cells: row1[3:8]}, false}, // 6 7 8 9 1: between 9 and 1 nothing
		{Lunchbox{Sum: 0, Cells: row1[3:8]}, true},
	} {
		if got := tc.l.holds(g); got != tc.want {
			t.Errorf("%+v holds: %v, want %v", tc.l, got, tc.want)
		}
	}
}

// Dutch flatmates: a grid the search finds keeps it, one without the rule
// does not; with some of its digits given, the puzzle has as many
// solutions as the grids of those digits that keep it; only the mirror
// that keeps the rows disguises it; refused off a 9x9.
func TestDutchFlatmates(t *testing.T) {
	p, err := ParseISS(".DutchFlatmates")
	if err != nil {
		t.Fatal(err)
	}
	if iss, err := p.ISS(); err != nil || iss != ".DutchFlatmates" {
		t.Errorf("written as %s (%v)", iss, err)
	}
	r, err := Solve(context.Background(), p)
	if err != nil || r.Count != 1 || !(DutchFlatmates{}).holds(r.Solution) {
		t.Fatalf("%d grids (%v): %s", r.Count, err, r.Solution)
	}
	classic := &Puzzle{Givens: sudoku.NewGrid(p.Givens.Shape)}
	for c := range r.Solution.Cells {
		if (c+p.Givens.Shape.Row(c))%3 == 0 {
			p.Givens.Cells[c] = r.Solution.Cells[c]
			classic.Givens.Cells[c] = r.Solution.Cells[c]
		}
	}
	all, err := Enumerate(context.Background(), classic, 100_000, 100_000)
	if err != nil || all.Count >= 100_000 {
		t.Fatalf("%d grids of the givens alone (%v)", all.Count, err)
	}
	want := 0
	for _, g := range all.Solutions {
		if (DutchFlatmates{}).holds(g) {
			want++
		}
	}
	got, err := Count(context.Background(), p, 0)
	if err != nil || got.Count != want || want == 0 || want == all.Count {
		t.Errorf("%d solutions (%v), want %d of %d", got.Count, err, want, all.Count)
	}
	if ts := p.turns(); len(ts) != 2 {
		t.Errorf("turns %v: want the identity and the mirror that keeps rows", ts)
	}
	q, err := ParseISS(".Shape~6x6.DutchFlatmates")
	if err == nil {
		_, err = Count(context.Background(), q, 2)
	}
	if err == nil || !strings.Contains(err.Error(), "9x9") {
		t.Errorf("on a 6x6: %v", err)
	}
}

// A 9x9 of lunchboxes along rows of a solution, and one of Dutch
// flatmates given but its 1s, 5s and 9s, are explained to it with sound
// steps, some of them these rules' own, in both languages.
func TestExplainLunchboxAndFlatmates(t *testing.T) {
	sol := testGrid(t)
	s := sol.Shape
	boxes := &Puzzle{Givens: sudoku.NewGrid(s)}
	for r := range s.N {
		row := s.House(r)
		for start := r % 3; start+4 <= s.N; start += 5 {
			cells := row[start : start+4]
			l := Lunchbox{Cells: cells}
			for l.Sum = 0; !l.holds(sol); l.Sum++ {
			}
			boxes.Constraints = append(boxes.Constraints, l)
		}
	}
	flat, err := ParseISS(".DutchFlatmates")
	if err != nil {
		t.Fatal(err)
	}
	r, err := Solve(context.Background(), flat)
	if err != nil {
		t.Fatal(err)
	}
	for c, d := range r.Solution.Cells {
		if d != 1 && d != 5 && d != 9 { // the rule's digits left to find: it tells where
			flat.Givens.Cells[c] = d
		}
	}
	for kind, tc := range map[string]struct {
		p   *Puzzle
		sol sudoku.Grid
	}{"Lunchbox": {boxes, sol}, "DutchFlatmates": {flat, r.Solution}} {
		for c := range tc.sol.Cells {
			if kind == "Lunchbox" && (c+s.Row(c))%5 == 0 { // a start, staggered from row to row
				tc.p.Givens.Cells[c] = tc.sol.Cells[c]
			}
		}
		giveUntilUnique(t, tc.p, tc.sol)
		if words := ruleWords(t, tc.p, tc.sol); words[kind] == "" {
			t.Errorf("%s: the rule's own steps: %v", kind, words)
		} else {
			t.Log(words[kind])
		}
	}
}
