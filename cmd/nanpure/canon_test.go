package main

import (
	"strings"
	"testing"
)

// bank is a small bank of puzzles with disguised repeats: inkala twice in
// disguise (a shuffle of it made by nanpure shuffle --seed 1), article000
// twice as it is, and a bad line among them.
var bank = strings.Join([]string{
	inkala,
	article000,
	"..48...6.1...52....5.............64.7...6...2..8...3......27..1..93..4.......5...",
	"12345",
	article000,
	conflict,
}, "\n") + "\n"

func TestGoldenCanon(t *testing.T) {
	checkRuns(t, []goldenRun{
		{"canon_arg", "", []string{"canon", inkala}, 0},
		{"canon_zeros", "", []string{"canon", "--zeros", inkala, article000}, 0},
		{"canon_bank", bank, []string{"canon"}, 1},
		{"canon_bank_json", bank, []string{"canon", "--format", "json", "-j", "2"}, 1},
		{"canon_bank_csv", bank, []string{"canon", "--format", "csv", "--zeros"}, 1},
		{"canon_unique", bank, []string{"canon", "--unique"}, 1},
		{"canon_count", bank, []string{"canon", "--count"}, 1},
		{"canon_count_json", bank, []string{"canon", "--count", "--format", "json"}, 1},
		{"canon_count_csv", bank, []string{"canon", "--count", "--format", "csv"}, 1},
		{"canon_6x6", puzzle6x6, []string{"canon"}, 0},
		{"canon_12x12", puzzle12x12, []string{"canon"}, 0},
		{"canon_zeros_hex", "", []string{"canon", "--zeros", "--alphabet", "hex", hex16}, 2},
		{"shuffle_seed", bank, []string{"shuffle", "--seed", "1"}, 1},
		{"shuffle_json", "", []string{"shuffle", "--seed", "2", "--format", "json", inkala, "..14....12......"}, 0},
		{"shuffle_grid", "", []string{"shuffle", "--seed", "3", "--format", "grid", inkala}, 0},
		{"shuffle_csv_12x12", puzzle12x12, []string{"shuffle", "--seed", "4", "--format", "csv"}, 0},
		{"shuffle_bad_seed", "", []string{"shuffle", "--seed", "x", inkala}, 2},
		{"generate_distinct_4x4", "", []string{"generate", "--box", "2x2", "--count", "8", "--distinct", "--seed", "1", "--format", "csv"}, 0},
		{"help_canon", "", []string{"help", "canon"}, 0},
		{"help_shuffle", "", []string{"shuffle", "--help"}, 0},
	}, nil)
}

// TestShuffleCanon checks the two commands together, as a tester would:
// the shuffles of a file, whatever -j, have the forms of the file.
func TestShuffleCanon(t *testing.T) {
	in := strings.Join([]string{inkala, article000, multi125, noSolution, "..14....12......", strings.Repeat(".", 81)}, "\n") + "\n"
	one, _, code := cli(t, in, "shuffle", "--seed", "9", "-j", "1")
	two, _, _ := cli(t, in, "shuffle", "--seed", "9", "-j", "2")
	if code != 0 || one != two {
		t.Fatalf("-j 1 and -j 2 differ (exit code %d):\n%s\n%s", code, one, two)
	}
	if one == in {
		t.Fatalf("shuffle changed nothing")
	}
	want, _, _ := cli(t, in, "canon")
	got, _, _ := cli(t, one, "canon")
	if got != want {
		t.Errorf("forms of the shuffles:\n%s\nforms of the puzzles:\n%s", got, want)
	}
}

// TestGenerateDistinct checks that --distinct makes no two equivalent
// puzzles where a plain run does (4x4 has few classes).
func TestGenerateDistinct(t *testing.T) {
	plain, _, _ := cli(t, "", "generate", "--box", "2x2", "--count", "12", "--seed", "1")
	distinct, _, code := cli(t, "", "generate", "--box", "2x2", "--count", "12", "--seed", "1", "--distinct", "-j", "2")
	if code != 0 {
		t.Fatalf("exit code %d", code)
	}
	classes := func(puzzles string) int {
		out, _, _ := cli(t, puzzles, "canon", "--unique")
		return strings.Count(out, "\n")
	}
	if n := classes(plain); n == 12 {
		t.Errorf("the plain run has 12 classes: the test shows nothing")
	}
	if n := classes(distinct); n != 12 {
		t.Errorf("--distinct: %d classes in 12 puzzles:\n%s", n, distinct)
	}
}
