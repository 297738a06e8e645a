package variant

import (
	"strings"
	"testing"

	"github.com/nanpure/nanpure/sudoku"
)

// A killer of the generator's (diabolical, seed 2) is explained with each
// kind of innies and outies the model derives, each step sound
// (explainPath), named by the houses it adds up and worded in both
// languages.
func TestExplainInniesOuties(t *testing.T) {
	p, err := ParseISS(".Cage~23~R8C3~R8C4~R9C2~R9C3~R9C4.Cage~7~R8C8~R8C9.Cage~23~R1C7~R2C6~R2C7.Cage~16~R5C2~R5C3~R6C3" +
		".Cage~31~R4C6~R5C5~R5C6~R5C7~R6C5~R6C6.Cage~31~R6C4~R7C2~R7C3~R7C4~R7C5.Cage~34~R2C5~R3C4~R3C5~R3C6~R4C4~R4C5~R5C4" +
		".Cage~17~R6C7~R7C6~R7C7~R8C6~R8C7.Cage~13~R2C8~R3C7~R3C8.Cage~16~R6C8~R7C8~R7C9" +
		".Cage~33~R3C2~R4C1~R4C2~R4C3~R5C1~R6C1~R6C2.Cage~13~R1C5~R1C6.Cage~17~R4C9~R5C8~R5C9~R6C9" +
		".Cage~45~R1C1~R1C2~R1C3~R2C1~R2C2~R2C3~R2C4~R3C1~R3C3.Cage~18~R7C1~R8C1~R8C2~R9C1.Cage~18~R1C8~R1C9~R2C9~R3C9" +
		".Cage~13~R4C7~R4C8.Cage~33~R9C5~R9C6~R9C7~R9C8~R9C9.Cage~2~R8C5.Cage~2~R1C4.~R4C2_1~R8C3_9")
	if err != nil {
		t.Fatal(err)
	}
	sol, err := sudoku.Parse("195276834783419652246538179912743586857692413364185297478961325539824761621357948", sudoku.Options{})
	if err != nil {
		t.Fatal(err)
	}
	words := ruleWords(t, p, sol)
	for kind, want := range map[string]string{
		"Outies":            "stick out of them, add up to",
		"InniesOuties":      "more than the cells",
		"OutiesInnies":      "where some cages stick out of",
		"InniesEqualOuties": "add up to as much as the cells",
	} {
		if got := words[kind]; !strings.Contains(got, want) || !strings.Contains(got, "row") && !strings.Contains(got, "column") && !strings.Contains(got, "box") {
			t.Errorf("%s: %q, want words with %q and the houses", kind, got, want)
		}
	}
}
