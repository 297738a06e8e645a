package variant

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

func TestParseISSErrors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Cage~10~R1C1", `want a constraint string that starts with "."`},
		{".FullRank~C1~3~", `the constraint "FullRank" is not known here`},
		{".Cage~R1C1~R1C2", "want a number first"},
		{".Thermo~R1C1~R10C1", `"R10C1" is not a cell R1C1 to R9C9`},
		{".~R1C1_0", `"0" is not a digit 1-9`},
		{".~R1C1", "want a cell and its digit"},
		{".Diagonal~2", "want a direction"},
		{".Shape~6x7", "want a square grid"},
		{".Jigsaw~0123", "a layout of 4 marks, want 81"},
		{".NoBoxes", "NoBoxes without a Jigsaw"},
		{"3x3::k:1:2", "has 5 fields, want 84"},
		// Regressions
	} {
		_, err := ParseISS(tc.in)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseISS(%q): %v, want an error with %q", tc.in, err, tc.want)
		}
	}
}

// Constraints that cannot hold on the grid are errors of Count, not empty
// searches.
func TestModelErrors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{".Cage~50~R1C1~R1C2", "no 2 different digits add up to 50"},
		{".PillArrow~2~R1C1~R1C2", "want a pill of 2 cells and a line"},
	} {
		p, err := ParseISS(tc.in)
		if err == nil {
			_, err = Count(context.Background(), p, 2)
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want an error with %q", tc.in, err, tc.want)
		}
	}
}

// A 6x6 with a shape, givens, a cage and an XV mark: parsed and solved.
func TestSixBySix(t *testing.T) {
	p, err := ParseISS(".Shape~6x6.Cage~3~R1C1~R1C2.X~R6C5~R6C6.~R1C3_3~R2C1_4")
	if err != nil {
		t.Fatal(err)
	}
	r, err := Count(context.Background(), p, 0)
	if err != nil {
		t.Fatal(err)
	}
	if r.Count == 0 || !p.Check(r.Solution) {
		t.Fatalf("%d solutions, first %v", r.Count, r.Solution)
	}
	g := r.Solution
	if g.Cells[0]+g.Cells[1] != 3 || g.Cells[34]+g.Cells[35] != 10 {
		t.Errorf("solution %s breaks the cage or the X", g)
	}
}

func ExampleCount() {
	// A killer cage and a thermometer on an otherwise classic puzzle
	// (Wikipedia's), given in the Interactive Sudoku Solver's format.
	p, _ := ParseISS(".~R1C1_5~R1C2_3~R1C5_7~R2C1_6~R2C4_1~R2C5_9~R2C6_5~R3C2_9~R3C3_8~R3C8_6~R4C1_8~R4C5_6~R4C9_3~R5C1_4~R5C4_8~R5C6_3~R5C9_1~R6C1_7~R6C5_2~R6C9_6~R7C2_6~R7C7_2~R7C8_8~R8C4_4~R8C5_1~R8C6_9~R8C9_5~R9C5_8~R9C8_7~R9C9_9" +
		".Cage~10~R1C3~R1C4.Thermo~R9C1~R9C2~R9C3")
	r, _ := Count(context.Background(), p, 2)
	fmt.Println(r.Count, r.Solution)
	// Output: 1 534678912672195348198342567859761423426853791713924856961537284287419635345286179
}

func TestIsVariant(t *testing.T) {
	for _, tc := range []struct {
		line string
		want bool
	}{
		{".~R1C1_5", true},
		{".Cage~10~R1C1~R1C2", true},
		{".AntiKnight.~R1C2_3", true},
		{".XSum~C1~8", true},
		{".NoBoxes", true},
		{"3x3::k:6150:6150", true},
		{`{"size":9,"grid":[]}`, true},
		{"N4IgzglgXgpiBcBOANCA5gJwgEwQbT1ADcBDAG", true},
		{"https://f-puzzles.com/?load=N4Ig", true},
		{"https://sudokupad.app/fpuzzlesN4Ig", true},
		// Classic grids and records stay classic.
		{"..3.5...", false},
		{".A.B.C.D.E.F.G..", false},
		{"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......", false},
		{`{"puzzle":"4.....8.5"}`, false},
		{":0300:3:9..+5+6+1..:313 314::", false},
	} {
		if got := IsVariant([]byte(tc.line)); got != tc.want {
			t.Errorf("IsVariant(%q) = %v", tc.line, got)
		}
	}
}

// Enumerate keeps the first solutions, each a solution, all different.
func TestEnumerate(t *testing.T) {
	p, err := ParseISS(".Shape~4x4.Thermo~R1C1~R1C2~R1C3~R1C4.Thermo~R2C4~R3C4~R4C4")
	if err != nil {
		t.Fatal(err)
	}
	r, err := Enumerate(context.Background(), p, 0, 2)
	if err != nil {
		t.Fatal(err)
	}
	if r.Count != 3 || len(r.Solutions) != 2 || r.Solutions[0].Equal(r.Solutions[1]) ||
		!p.Check(r.Solutions[0]) || !p.Check(r.Solutions[1]) || !r.Solution.Equal(r.Solutions[0]) {
		t.Errorf("count %d, kept %v", r.Count, r.Solutions)
	}
}
