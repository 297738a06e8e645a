package variant

import (
	"context"
	"testing"

	"github.com/nanpure/nanpure/sudoku"
)

// A slow thermometer lets a digit equal the one before it: over every 4x4
// grid, it holds exactly where the digits do not decrease, a thermometer
// where they increase.
func TestSlowThermo(t *testing.T) {
	grids := all4x4(t)
	for _, kind := range []string{"Thermo", "SlowThermo"} {
		p, err := ParseISS(".Shape~4x4." + kind + "~R1C2~R2C3~R3C3")
		if err != nil {
			t.Fatal(err)
		}
		a, b, c := p.Givens.Shape.Cell(0, 1), p.Givens.Shape.Cell(1, 2), p.Givens.Shape.Cell(2, 2)
		want := 0
		for _, g := range grids {
			x, y, z := g.Cells[a], g.Cells[b], g.Cells[c]
			if kind == "Thermo" && x < y && y < z || kind == "SlowThermo" && x <= y && y <= z {
				want++
			}
		}
		got, err := Count(context.Background(), p, 0)
		if err != nil || got.Count != want {
			t.Errorf("%s: %d solutions (%v), want %d", kind, got.Count, err, want)
		}
	}
}

// all4x4 is every 4x4 grid, the oracle of the tests of a constraint: it
// holds on as many grids as the puzzle of it alone has solutions.
func all4x4(t *testing.T) []sudoku.Grid {
	t.Helper()
	all, err := ParseISS(".Shape~4x4")
	if err != nil {
		t.Fatal(err)
	}
	grids, err := Enumerate(context.Background(), all, 0, 1000)
	if err != nil || grids.Count != 288 {
		t.Fatalf("%d 4x4 grids (%v), want 288", grids.Count, err)
	}
	return grids.Solutions
}

// holding counts the grids on which k holds.
func holding(grids []sudoku.Grid, k Constraint) int {
	n := 0
	for _, g := range grids {
		if k.holds(g) {
			n++
		}
	}
	return n
}

// testGrid is the 9x9 solution the tests read rules on; its first row is
// 5 3 4 6 7 8 9 1 2.
func testGrid(t *testing.T) sudoku.Grid {
	t.Helper()
	g, err := sudoku.Parse("534678912672195348198342567859761423426853791713924856961537284287419635345286179", sudoku.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// countsAndReadsBack is countsAsGrids for a puzzle that writes back as
// the same ISS string.
func countsAndReadsBack(t *testing.T, grids []sudoku.Grid, text string) {
	t.Helper()
	p := countsAsGrids(t, grids, text)
	if iss, err := p.ISS(); err != nil || iss != text {
		t.Errorf("%s written as %s (%v)", text, iss, err)
	}
}

// countsAsGrids checks that the puzzle of ISS string text, one constraint
// on a 4x4 grid, has exactly as many solutions as the grids it holds on,
// neither none nor all of them, and returns the puzzle.
func countsAsGrids(t *testing.T, grids []sudoku.Grid, text string) *Puzzle {
	t.Helper()
	p, err := ParseISS(text)
	if err != nil {
		t.Fatal(err)
	}
	want := holding(grids, p.Constraints[0])
	got, err := Count(context.Background(), p, 0)
	if err != nil || got.Count != want || want == 0 || want == len(grids) {
		t.Errorf("%s: %d solutions (%v), want %d of %d", text, got.Count, err, want, len(grids))
	}
	return p
}
