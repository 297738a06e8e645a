package variant

import (
	"context"
	"strings"
	"testing"

	"github.com/nanpure/nanpure/sudoku"
)

// ISS's StrictKropki and StrictXV on 4x4 puzzles whose marks are those of
// one of the 288 grids (a white dot between consecutive digits, a black
// one between a digit and its double, a V between digits adding up to 5):
// each has exactly as many solutions as the grids it holds on, among them
// that one, and is written back as it was read; f-puzzles cannot say it.
func TestStrictMarks(t *testing.T) {
	grids := all4x4(t)
	s := grids[0].Shape
	marks := func(g sudoku.Grid, kropki, xv bool) string {
		var b strings.Builder
		b.WriteString(".Shape~4x4")
		neighbourPairs(s, orthogonal, func(a, c int) {
			x, y := g.Cells[a], g.Cells[c]
			pair := "~" + cellID(s.Row(a), s.Col(a)) + "~" + cellID(s.Row(c), s.Col(c))
			switch {
			case kropki && (x == y+1 || y == x+1):
				b.WriteString(".WhiteDot" + pair) // 1 and 2 too
			case kropki && (x == 2*y || y == 2*x):
				b.WriteString(".BlackDot" + pair)
			}
			if xv && x+y == 5 {
				b.WriteString(".V" + pair)
			}
		})
		if kropki {
			b.WriteString(".StrictKropki")
		}
		if xv {
			b.WriteString(".StrictXV")
		}
		return b.String()
	}
	spared := 0 // grids with a 1 beside a 2
	for i, g := range []sudoku.Grid{grids[0], grids[99], grids[287]} {
		if oneAndTwo(g) {
			spared++
		}
		for _, kind := range [][2]bool{{true, false}, {false, true}, {true, true}} {
			text := marks(g, kind[0], kind[1])
			p, err := ParseISS(text)
			if err != nil {
				t.Fatal(err)
			}
			want := 0
			for _, h := range grids {
				if p.Check(h) {
					want++
				}
			}
			got, err := Count(context.Background(), p, 0)
			if err != nil || got.Count != want || !p.Check(g) || want == len(grids) {
				t.Errorf("grid %d, %s: %d solutions (%v), want %d of 288", i, text, got.Count, err, want)
			}
			if iss, err := p.ISS(); err != nil || iss != text {
				t.Errorf("%s written as %s (%v)", text, iss, err)
			}
			if !kind[0] {
				continue // f-puzzles' negative XV rule is ISS's StrictXV
			}
			if _, err := p.FPuzzles(); err == nil || !strings.Contains(err.Error(), "StrictKropki") {
				t.Errorf("%s as f-puzzles: %v, want refused", text, err)
			}
			// f-puzzles' negative black rule spares the black dots only:
			// the white dot between a 1 and a 2 breaks it. It has no ISS
			// form.
			fp := &Puzzle{Givens: p.Givens}
			for _, k := range p.Constraints {
				if n, ok := k.(Negative); ok && n.Of != "xv" {
					n.Marked = fpWriter{ks: p.Constraints}.marksOf(n.Of)
					k = n
				}
				fp.Constraints = append(fp.Constraints, k)
			}
			if fp.Check(g) == oneAndTwo(g) {
				t.Errorf("grid %d: f-puzzles' rules hold %v, with a 1 beside a 2: %v", i, fp.Check(g), oneAndTwo(g))
			}
			if _, err := fp.ISS(); err == nil || !strings.Contains(err.Error(), "StrictKropki") {
				t.Errorf("f-puzzles' negative rules as ISS: %v, want refused", err)
			}
			if _, err := fp.FPuzzles(); err != nil {
				t.Errorf("f-puzzles' negative rules as f-puzzles: %v", err)
			}
		}
	}
	if spared == 0 {
		t.Error("no grid with a 1 beside a 2: the white dots' pairs are not tried")
	}
}

// oneAndTwo reports whether g has a 1 and a 2 side by side.
func oneAndTwo(g sudoku.Grid) bool {
	found := false
	neighbourPairs(g.Shape, orthogonal, func(a, b int) {
		found = found || g.Cells[a]*g.Cells[b] == 2
	})
	return found
}
