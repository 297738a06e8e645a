package variant

import (
	"slices"
	"strings"
	"testing"

	"github.com/nanpure/nanpure/sudoku"
)

// ISS's GreaterThan, AllDifferent, Sum and ContainAtLeast each hold on
// exactly as many of the 288 4x4 grids as the puzzle of it alone has
// solutions; each reads back from what is written; a sum with
// coefficients is refused.
func TestISSKindsCount(t *testing.T) {
	grids := all4x4(t)
	for _, text := range []string{
		".Shape~4x4.GreaterThan~R1C1~R1C2~R2C2",
		".Shape~4x4.GreaterThan~R2C2~R1C2~R1C3",
		".Shape~4x4.AllDifferent~R1C1~R2C2~R3C3~R4C4",
		".Shape~4x4.Sum~5~R1C1~R2C2",
		".Shape~4x4.Sum~12~R1C1~R2C3~R3C2~R4C4",
		".Shape~4x4.ContainAtLeast~1_2~R1C1~R2C2~R3C3",
		".Shape~4x4.ContainAtLeast~3_3~R1C1~R2C2~R3C3~R4C4",
		".Shape~4x4.ContainExact~1_2~R1C1~R2C2~R3C3",
		".Shape~4x4.ContainExact~3~R1C1~R2C2~R3C3~R4C4",
	} {
		countsAndReadsBack(t, grids, text)
	}
	if _, err := ParseISS(".Sum~10_=_1_2~R1C1~R1C2"); err == nil || !strings.Contains(err.Error(), `coefficient "="`) {
		t.Errorf("a sum with a coefficient not a number: %v", err)
	}
}

// A 9x9 of inequality chains, sums and digits to contain taken from a
// solution is explained to it with sound steps, some of them these rules'
// own, in both languages.
func TestExplainISSKinds(t *testing.T) {
	sol := testGrid(t)
	s := sol.Shape
	p := &Puzzle{Givens: sudoku.NewGrid(s)}
	for c := 0; c+s.N+1 < s.Cells; c += 7 {
		if s.Col(c) == s.N-1 {
			continue
		}
		pair := []int{c, c + 1}
		if sol.Cells[c] < sol.Cells[c+1] {
			pair = []int{c + 1, c}
		}
		p.Constraints = append(p.Constraints, GreaterThan{pair})
		three := []int{c, c + 1, c + s.N + 1}
		p.Constraints = append(p.Constraints, Sum{Cells: three, Total: sum(sol, three)})
		if c%3 == 0 {
			p.Constraints = append(p.Constraints, Contains{Cells: three, Digits: []sudoku.Digit{min(sol.Cells[c], sol.Cells[c+1])}})
		}
		if c%3 == 1 { // exactly its digits, but the largest
			ds := digitList(sol, three)
			slices.Sort(ds)
			p.Constraints = append(p.Constraints, Contains{Cells: three, Digits: ds[:2], Exact: true})
		}
	}
	if !p.Check(sol) {
		t.Fatal("the constraints do not hold on the solution")
	}
	giveUntilUnique(t, p, sol)
	words := ruleWords(t, p, sol)
	if words["GreaterThan"] == "" || words["Sum"] == "" || words["ContainExact"] == "" {
		t.Errorf("the rules' own steps: %v", words)
	}
	t.Log(words)
}
