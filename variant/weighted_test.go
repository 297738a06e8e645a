package variant

import (
	"strings"
	"testing"

	"github.com/nanpure/nanpure/sudoku"
)

// ISS's sums with coefficients hold on exactly as many of the 288 4x4
// grids as the puzzle of one alone has solutions, and read back; holds by
// hand, and the reader's errors.
func TestWeightedSumCount(t *testing.T) {
	grids := all4x4(t)
	for _, text := range []string{
		".Shape~4x4.Sum~3_2_-1~R1C1~R1C2",
		".Shape~4x4.Sum~0_1_1_-1~R1C1~R2C2~R3C3",
		".Shape~4x4.Sum~10_3_1_-2_1~R1C1~R1C2~R2C1~R4C4",
		".Shape~4x4.Sum~-5_-1_-1_-1~R1C1~R3C2~R4C4",
		".Shape~4x4.Sum~8_0_2~R2C2~R2C3",
	} {
		countsAndReadsBack(t, grids, text)
	}
	g := testGrid(t) // row 1: 5 3 4 6 7 8 9 1 2
	for _, tc := range []struct {
		k    Sum
		want bool
	}{
		{Sum{Cells: []int{0, 1}, Total: 7, Coeffs: []int{2, -1}}, true},     // 10 - 3
		{Sum{Cells: []int{0, 1}, Total: 8, Coeffs: []int{2, -1}}, false},    // 10 - 3 is not 8
		{Sum{Cells: []int{0, 1, 2}, Total: 12, Coeffs: nil}, true},          // 5 + 3 + 4
		{Sum{Cells: []int{0, 1, 2}, Total: 12, Coeffs: []int{1, 1}}, false}, // a coefficient short
	} {
		if got := tc.k.holds(g); got != tc.want {
			t.Errorf("%+v holds: %v, want %v", tc.k, got, tc.want)
		}
	}
	for text, want := range map[string]string{
		".Sum~3_2~R1C1~R1C2":          "1 coefficients for 2 cells",
		".Sum~3_x_1~R1C1~R1C2":        `coefficient "x"`,
		".Sum~3_101_1~R1C1~R1C2":      `coefficient "101"`,
		".Sum~2000_100_100~R1C1~R1C2": "no digits of 2 cells make the sum 2000",
	} {
		p, err := ParseISS(text)
		if err == nil {
			_, err = Count(t.Context(), p, 1) // the model refuses it
		}
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", text, err, want)
		}
	}
}

// A 9x9 of sums with coefficients over dominoes of a solution (twice the
// first less the second) is explained to it with sound steps, some of them
// the sums' own, in both languages.
func TestExplainWeightedSums(t *testing.T) {
	sol := testGrid(t)
	s := sol.Shape
	p := &Puzzle{Givens: sudoku.NewGrid(s)}
	for c := 0; c < s.Cells; c += 5 {
		if s.Col(c) == s.N-1 {
			continue
		}
		pair := []int{c, c + 1}
		p.Constraints = append(p.Constraints, Sum{Cells: pair, Coeffs: []int{2, -1},
			Total: 2*int(sol.Cells[c]) - int(sol.Cells[c+1])})
	}
	if !p.Check(sol) {
		t.Fatal("the sums do not hold on the solution")
	}
	giveUntilUnique(t, p, sol)
	words := ruleWords(t, p, sol)
	if words["WeightedSum"] == "" {
		t.Errorf("the sums' own steps: %v", words)
	}
	t.Log(len(p.Constraints), words["WeightedSum"])
}
