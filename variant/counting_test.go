package variant

import (
	"testing"

	"github.com/nanpure/nanpure/sudoku"
)

// ISS's CountingCircles hold on exactly as many of the 288 4x4 grids as
// the puzzle of them alone has solutions, and read back from what is
// written; by hand on a grid; a 9x9 of circles on a solution's 1, two of
// its 2s, three 3s and four 4s is explained to it with sound steps, some
// of them the circles' own, in both languages.
func TestCountingCircles(t *testing.T) {
	grids := all4x4(t)
	for _, text := range []string{
		".Shape~4x4.CountingCircles~R1C1~R2C3~R3C2",
		".Shape~4x4.CountingCircles~R1C1~R2C3~R3C2~R4C4",
		".Shape~4x4.CountingCircles~R1C1~R2C2~R3C3~R4C4~R1C4~R4C1",
	} {
		countsAndReadsBack(t, grids, text)
	}
	g := testGrid(t)
	s := g.Shape
	var circles []int
	have := map[int]int{}
	for c, d := range g.Cells {
		if int(d) <= 4 && have[int(d)] < int(d) {
			circles = append(circles, c)
			have[int(d)]++
		}
	}
	k := CountingCircles{circles}
	if !k.holds(g) || (CountingCircles{circles[1:]}).holds(g) {
		t.Errorf("holds of %v: want true, and false without the 1", circles)
	}
	p := &Puzzle{Givens: sudoku.NewGrid(s), Constraints: []Constraint{k}}
	for c := range g.Cells {
		if (c+s.Row(c))%7 == 0 {
			p.Givens.Cells[c] = g.Cells[c]
		}
	}
	giveUntilUnique(t, p, g)
	if words := ruleWords(t, p, g); words["CountingCircles"] == "" {
		t.Errorf("the circles' own steps: %v", words)
	} else {
		t.Log(words["CountingCircles"])
	}
}
