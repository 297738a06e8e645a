package variant

import (
	"strings"
	"testing"

	"github.com/nanpure/nanpure/sudoku"
)

// ISS's SameValues holds on exactly as many of the 288 4x4 grids as the
// puzzle of it alone has solutions, and reads back; holds by hand.
func TestSameValuesCount(t *testing.T) {
	grids := all4x4(t)
	for _, text := range []string{
		".Shape~4x4.SameValues~2~R1C1~R1C2~R3C3~R3C4",
		".Shape~4x4.SameValues~2~R1C1~R2C2~R3C3~R4C4",
		".Shape~4x4.SameValues~2~R1C1~R2C1~R1C3~R2C4",
		".Shape~4x4.SameValues~3~R1C1~R1C3~R2C2~R3C3~R4C1~R4C2",
		".Shape~4x4.SameValues~2~R1C1~R2C2~R3C3~R4C4~R1C4~R2C3~R3C2~R4C1",
		".Shape~4x4.SameValues~4~R1C1~R2C3~R3C2~R4C4",
		".Shape~4x4.SameValues~2~R1C1~R1C2~R1C3~R3C2~R3C3~R3C4",
	} {
		countsAndReadsBack(t, grids, text)
	}
	g := testGrid(t) // row 1: 5 3 4 6 7 8 9 1 2
	for _, tc := range []struct {
		k    SameValues
		want bool
	}{
		{SameValues{Sets: 2, Cells: []int{0, 1, 2, 1}}, false}, // 5 3 against 4 3
		{SameValues{Sets: 2, Cells: []int{0, 1, 1, 0}}, true},  // 5 3 against 3 5
		{SameValues{Sets: 3, Cells: []int{0, 1}}, false},       // not 3 sets
	} {
		if got := tc.k.holds(g); got != tc.want {
			t.Errorf("%+v holds: %v, want %v", tc.k, got, tc.want)
		}
	}
	for text, want := range map[string]string{
		".SameValues~3~R1C1~R1C2~R1C3~R1C4": "4 cells do not make 3 sets",
		".SameValues~1~R1C1~R1C2":           "do not make 1 sets",
		".SameValues~R1C1~R1C2":             "want a number first",
	} {
		if _, err := ParseISS(text); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", text, err, want)
		}
	}
}

// A 9x9 of pairs of dominoes with the same two digits is explained to its
// solution with sound steps, some of them the sets' own, in both
// languages.
func TestExplainSameValues(t *testing.T) {
	sol := testGrid(t)
	s := sol.Shape
	p := &Puzzle{Givens: sudoku.NewGrid(s)}
	first := map[[2]sudoku.Digit][]int{} // the first domino of each pair of digits
	taken := make([]bool, s.Cells)
	for c := range s.Cells {
		if s.Col(c) == s.N-1 || taken[c] || taken[c+1] {
			continue
		}
		key := [2]sudoku.Digit{min(sol.Cells[c], sol.Cells[c+1]), max(sol.Cells[c], sol.Cells[c+1])}
		if d, ok := first[key]; ok && !taken[d[0]] {
			p.Constraints = append(p.Constraints, SameValues{Sets: 2, Cells: []int{d[0], d[1], c, c + 1}})
			for _, x := range []int{d[0], d[1], c, c + 1} {
				taken[x] = true
			}
			delete(first, key)
			continue
		}
		first[key] = []int{c, c + 1}
	}
	if len(p.Constraints) < 4 || !p.Check(sol) {
		t.Fatalf("%d sets, holding: %v", len(p.Constraints), p.Check(sol))
	}
	giveUntilUnique(t, p, sol)
	words := ruleWords(t, p, sol)
	if words["SameValues"] == "" {
		t.Errorf("the sets' own steps: %v", words)
	}
	t.Log(len(p.Constraints), words["SameValues"])
}
