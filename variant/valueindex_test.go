package variant

import (
	"testing"

	"github.com/nanpure/nanpure/sudoku"
)

// ISS's ValueIndexing holds on exactly as many of the 288 4x4 grids as the
// puzzle of one line alone has solutions, and reads back; holds by hand.
func TestValueIndexCount(t *testing.T) {
	grids := all4x4(t)
	for _, text := range []string{
		".Shape~4x4.ValueIndexing~R1C1~R1C2~R2C3~R3C4",
		".Shape~4x4.ValueIndexing~R1C1~R2C1~R2C2~R3C3",
		".Shape~4x4.ValueIndexing~R2C2~R2C3~R3C4~R4C1~R4C4",
		".Shape~4x4.ValueIndexing~R4C1~R3C2~R2C3~R1C4",
		".Shape~4x4.ValueIndexing~R1C2~R2C2~R3C3",
	} {
		countsAndReadsBack(t, grids, text)
	}
	g := testGrid(t) // rows 1 and 2: 5 3 4 6 7 8 9 1 2, 6 7 2 1 9 5 3 4 8
	// r2c3 (2) then r1c3 (4): four cells along, a 2 again: the line goes
	// r2c3 r1c3 r1c2 r1c1, then the first cell of rows 8 and 9 that holds 2.
	line := []int{11, 2, 1, 0}
	for c := 63; c < 81; c++ {
		if g.Cells[c] == 2 {
			line = append(line, c)
			break
		}
	}
	if !(ValueIndex{line}).holds(g) {
		t.Errorf("%v: 4 along from a 2 is a 2: want it to hold", line)
	}
	if (ValueIndex{[]int{0, 1, 2, 3}}).holds(g) {
		t.Error("r1c1 r1c2 r1c3 r1c4: 3 along from 5 is 6: want it broken")
	}
	if (ValueIndex{[]int{0, 1, 2}}).holds(g) {
		t.Error("r1c1 r1c2 r1c3: 3 along is past the end: want it broken")
	}
}

// A 9x9 of value indexing lines drawn on a solution (from a cell and its
// neighbour, whose digit n says how far along the line the first digit
// returns: a path found to a cell n steps on that holds it) is explained
// to it with sound steps, some of them the lines' own, in both languages.
func TestExplainValueIndexing(t *testing.T) {
	sol := testGrid(t)
	s := sol.Shape
	p := &Puzzle{Givens: sudoku.NewGrid(s)}
	used := make([]bool, s.Cells)
	// walk extends path by free neighbours until it has n+1 cells, the
	// last holding want.
	var walk func(path []int, n int, want sudoku.Digit) []int
	walk = func(path []int, n int, want sudoku.Digit) []int {
		if len(path) == n+1 {
			if sol.Cells[path[n]] == want {
				return path
			}
			return nil
		}
		for _, o := range Besides(s, path[len(path)-1]) {
			if !used[o] && !containsCell(path, o) {
				if found := walk(append(path, o), n, want); found != nil {
					return found
				}
			}
		}
		return nil
	}
	for first := 0; first < s.Cells && len(p.Constraints) < 8; first += 7 {
		for _, second := range Besides(s, first) {
			n := int(sol.Cells[second])
			if used[first] || used[second] || n < 2 {
				continue
			}
			if line := walk([]int{first, second}, n, sol.Cells[first]); line != nil {
				p.Constraints = append(p.Constraints, ValueIndex{line})
				for _, c := range line {
					used[c] = true
				}
				break
			}
		}
	}
	if len(p.Constraints) < 4 || !p.Check(sol) {
		t.Fatalf("%d lines, holding: %v", len(p.Constraints), p.Check(sol))
	}
	giveUntilUnique(t, p, sol)
	words := ruleWords(t, p, sol)
	if words["ValueIndexing"] == "" {
		t.Errorf("the lines' own steps: %v", words)
	}
	t.Log(len(p.Constraints), words["ValueIndexing"])
}
