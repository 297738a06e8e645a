package main

import (
	"strings"
	"testing"

	"github.com/nanpure/nanpure/internal/record"
)

// killer4x4 and thermo4x4 are small proper variants (generate --box 2x2
// --seed 1) that f-puzzles and ISS both write.
const (
	killer4x4 = ".Shape~4x4.Cage~4~R3C1~R4C1.Cage~10~R1C2~R2C1~R2C2~R3C2.Cage~10~R3C3~R3C4~R4C3~R4C4.Cage~10~R1C3~R1C4~R2C3~R2C4.Cage~2~R4C2.Cage~4~R1C1.~R1C3_1~R3C1_1"
	thermo4x4 = ".Shape~4x4.Thermo~R4C2~R4C1~R3C2.Thermo~R3C1~R2C1~R1C2~R1C1.Thermo~R1C3~R1C4~R2C3~R2C4.Thermo~R3C3~R3C4~R4C3"
)

func TestGoldenConvert(t *testing.T) {
	mixed := strings.Join([]string{inkala, killer4x4, ".Shape~4x4.Zipper~R1C1~R1C2~R1C3", "12345"}, "\n") + "\n"
	checkRuns(t, []goldenRun{
		{"convert_sudokupad", "", []string{"convert", inkala}, 0},
		{"convert_iss", mixed, []string{"convert", "--to", "iss"}, 1},
		{"convert_fpuzzles_json", mixed, []string{"convert", "--to", "fpuzzles-json"}, 1},
		{"convert_line", mixed, []string{"convert", "--to", "line"}, 1},
		{"convert_json", mixed, []string{"convert", "--to", "fpuzzles", "--format", "json"}, 1},
		{"convert_csv", mixed, []string{"convert", "--to", "iss", "--format", "csv"}, 1},
		{"convert_bad_to", "", []string{"convert", "--to", "pdf", inkala}, 2},
		{"help_convert", "", []string{"convert", "--help"}, 0},
	}, nil)
}

// Every form convert writes reads back as the same puzzle: the count of
// its solutions and its solution are the original's.
func TestConvertReadsBack(t *testing.T) {
	for _, puzzle := range []string{inkala, killer4x4, thermo4x4} {
		want, _, code := cli(t, "", "solve", puzzle)
		if code != 0 {
			t.Fatalf("%s: solve exit code %d", puzzle, code)
		}
		for _, to := range record.ConvertForms {
			if to == "line" && strings.HasPrefix(puzzle, ".") {
				continue // a variant has no line
			}
			out, stderr, code := cli(t, "", "convert", "--to", to, puzzle)
			if code != 0 {
				t.Fatalf("%s to %s: exit code %d: %s", puzzle, to, code, stderr)
			}
			if got, _, _ := cli(t, "", "solve", strings.TrimSpace(out)); got != want {
				t.Errorf("%s to %s: %s solves to %q, want %q", puzzle, to, out, got, want)
			}
		}
	}
}
