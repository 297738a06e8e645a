package main

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestGoldenGenerate(t *testing.T) {
	checkRuns(t, []goldenRun{
		{"generate_line", "", []string{"generate", "--seed", "1", "--count", "5"}, 0},
		{"generate_grid_rot180", "", []string{"generate", "--seed", "42", "--symmetry", "rot180", "--format", "grid", "--count", "2"}, 0},
		{"generate_json_hard", "", []string{"generate", "--seed", "7", "--count", "3", "--level", "hard", "--format", "json"}, 0},
		{"generate_csv_4x4", "", []string{"generate", "--box", "2x2", "--count", "3", "--format", "csv", "--seed", "3"}, 0},
		{"generate_6x6_minimal", "", []string{"generate", "--box", "2x3", "--minimal", "--count", "3", "--seed", "9"}, 0},
		{"generate_16x16_hex", "", []string{"generate", "--box", "4x4", "--alphabet", "hex", "--seed", "2", "--format", "grid"}, 0},
		{"generate_technique", "", []string{"generate", "--technique", "x-wing", "--seed", "5", "--count", "2", "--format", "json"}, 0},
		{"generate_impossible", "", []string{"generate", "--box", "2x2", "--symmetry", "rot90", "--givens", "6"}, 2},
		{"generate_out_of_reach", "", []string{"generate", "--box", "5x5", "--minimal"}, 2},
		{"generate_not_found", "", []string{"generate", "--givens", "18", "--attempts", "20", "--count", "2", "--seed", "1", "--format", "json"}, 1},
		{"generate_timeout", "", []string{"generate", "--box", "4x4", "--minimal", "--timeout", "1ns", "--seed", "1"}, 1},
		{"generate_bad_symmetry", "", []string{"generate", "--symmetry", "spiral"}, 2},
		{"generate_bad_rating", "", []string{"generate", "--rating", "8-3"}, 2},
		{"generate_bad_technique", "", []string{"generate", "--technique", "w-wing"}, 2},
		{"generate_bad_argument", "", []string{"generate", "--seed", "1", "9x9"}, 2},
		{"help_generate", "", []string{"help", "generate"}, 0},
		{"generate_variant_killer", "", []string{"generate", "--variant", "killer", "--box", "2x3", "--count", "2", "--seed", "1", "--format", "json", "-j", "2"}, 0},
		{"generate_variant_x_medium", "", []string{"generate", "--variant", "x", "--level", "medium", "--count", "2", "--seed", "4"}, 0},
		{"generate_variant_extreme", "", []string{"generate", "--variant", "kropki", "--level", "extreme"}, 2},
		{"generate_variant_grid", "", []string{"generate", "--variant", "x", "--format", "grid"}, 2},
		{"generate_hodoku_unfair", "", []string{"generate", "--scale", "hodoku", "--level", "unfair", "--seed", "5", "--count", "2", "--format", "json"}, 0},
		{"generate_hodoku_csv", "", []string{"generate", "--scale", "hodoku", "--seed", "5", "--count", "2", "--format", "csv"}, 0},
		{"generate_hodoku_grid", "", []string{"generate", "--scale", "hodoku", "--level", "easy", "--seed", "5", "--format", "grid"}, 0},
		{"generate_hodoku_bad_level", "", []string{"generate", "--scale", "hodoku", "--level", "diabolical"}, 2},
		{"generate_hodoku_rating", "", []string{"generate", "--scale", "hodoku", "--rating", "2-3"}, 2},
		{"generate_hodoku_technique", "", []string{"generate", "--scale", "hodoku", "--technique", "xy-chain", "--seed", "3", "--count", "2", "--format", "csv"}, 0},
		{"generate_hodoku_bad_technique", "", []string{"generate", "--scale", "hodoku", "--technique", "forcing-chain"}, 2},
		{"generate_bad_scale", "", []string{"generate", "--scale", "hodokuu"}, 2},
		{"generate_se_json", "", []string{"generate", "--scale", "se", "--level", "hard", "--seed", "5", "--count", "2", "--format", "json"}, 0},
		{"generate_practice_grid", "", []string{"generate", "--technique", "x-wing", "--practice", "--scale", "natural", "--seed", "1", "--count", "2"}, 0},
		{"generate_practice_json", "", []string{"generate", "--technique", "xy-wing", "--practice", "--seed", "5", "--format", "json"}, 0},
		{"generate_practice_csv", "", []string{"generate", "--technique", "skyscraper", "--practice", "--scale", "hodoku", "--seed", "3", "--format", "csv"}, 0},
		{"generate_practice_line", "", []string{"generate", "--technique", "x-wing", "--practice", "--scale", "hodoku", "--seed", "11", "--count", "2", "--format", "line"}, 0},
		{"generate_practice_line_4x4", "", []string{"generate", "--technique", "x-wing", "--practice", "--box", "2x2", "--format", "line"}, 2},
		{"generate_practice_line_no_code", "", []string{"generate", "--technique", "bug-2", "--practice", "--format", "line"}, 2},
		{"generate_practice_no_technique", "", []string{"generate", "--practice", "--level", "hard"}, 2},
		{"hint_practice", "", []string{"hint", "--scale", "natural", "--stage", "nudge", "-i", "testdata/generate_practice_grid.txt"}, 0},
		// Regressions
		// --level is the word of every command and of the API; --difficulty
		// stays as its alias.
		// A generate that ran out of time said only "context deadline
		// exceeded", not what it had been looking for.
		{"generate_givens_timeout", "", []string{"generate", "--givens", "17", "--timeout", "1ns", "--seed", "1"}, 1},
		{"generate_json_hard_difficulty", "", []string{"generate", "--seed", "7", "--count", "3", "--difficulty", "hard", "--format", "json"}, 0},
	}, nil)
}

// TestGenerateSeeds checks that puzzle i of a run is the puzzle of seed
// --seed + i alone, whatever the number of workers.
func TestGenerateSeeds(t *testing.T) {
	one, _, _ := cli(t, "", "generate", "--seed", "7", "--count", "10", "-j", "1", "--minimal")
	two, _, _ := cli(t, "", "generate", "--seed", "7", "--count", "10", "-j", "2", "--minimal")
	if one != two {
		t.Errorf("-j 1 and -j 2 differ:\n%s\n%s", one, two)
	}
	sixth, _, _ := cli(t, "", "generate", "--seed", "12", "--minimal")
	if lines := strings.Split(one, "\n"); len(lines) < 6 || lines[5]+"\n" != sixth {
		t.Errorf("seed 12 alone gives %q, the sixth of seed 7 is %q", sixth, lines[5])
	}
}

// TestGeneratePracticeHint checks practice positions as a user would:
// hint, on the scale they were made on, finds a step of the technique
// there, from the grid format (a pencil-mark grid, which does not tell the
// digits placed from the givens) and from the json format's position
// (which does, as /api/hint takes it with the puzzle).
func TestGeneratePracticeHint(t *testing.T) {
	for _, c := range []struct{ technique, scale string }{
		{"x-wing", "natural"}, {"unique-rectangle-1", "sukaku"}, {"w-wing", "hodoku"},
		{"xyz-wing", "se"},
	} {
		grids, stderr, code := cli(t, "", "generate", "--technique", c.technique, "--practice", "--scale", c.scale,
			"--count", "3", "--seed", "20", "--format", "grid")
		if code != 0 {
			t.Fatalf("%s: exit code %d: %s", c.technique, code, stderr)
		}
		hints, stderr, code := cli(t, grids, "hint", "--scale", c.scale, "--format", "json")
		if code != 0 {
			t.Fatalf("%s: hint's exit code %d: %s", c.technique, code, stderr)
		}
		var n int
		for _, line := range strings.Split(strings.TrimSpace(hints), "\n") {
			var rec struct{ Step struct{ Key string } }
			if err := json.Unmarshal([]byte(line), &rec); err != nil || rec.Step.Key != c.technique {
				t.Errorf("%s on %s: hint says %s", c.technique, c.scale, line)
			}
			n++
		}
		if n != 3 {
			t.Errorf("%s: %d hints for 3 positions", c.technique, n)
		}
	}
}

// TestGenerateHoDoKuConfirmed checks puzzles made to HoDoKu's levels as a
// user would: rate --scale hodoku gives the level asked for and the score
// that generate wrote.
func TestGenerateHoDoKuConfirmed(t *testing.T) {
	for _, level := range []string{"easy", "medium", "hard", "unfair", "extreme"} {
		out, stderr, code := cli(t, "", "generate", "--scale", "hodoku", "--level", level, "--count", "3", "--seed", "11", "--format", "csv")
		if code != 0 {
			t.Fatalf("%s: exit code %d: %s", level, code, stderr)
		}
		var puzzles, want []string
		for _, row := range strings.Split(strings.TrimSpace(out), "\n")[1:] {
			f := strings.Split(row, ",")
			puzzles = append(puzzles, f[1])
			want = append(want, f[7]+" "+f[8]+" ")
		}
		rated, _, code := cli(t, strings.Join(puzzles, "\n"), "rate", "--scale", "hodoku")
		lines := strings.Split(strings.TrimSpace(rated), "\n")
		if code != 0 || len(lines) != len(want) {
			t.Fatalf("%s: rate exit code %d:\n%s", level, code, rated)
		}
		for i, line := range lines {
			if !strings.HasPrefix(line, want[i]) || !strings.Contains(want[i], " "+level+" ") {
				t.Errorf("%s: puzzle %d: generate wrote %q, rate says %q", level, i+1, want[i], line)
			}
		}
	}
}

// TestGenerateConfirmed checks generated puzzles as a user would: check
// says each is unique, rate gives the level asked for.
func TestGenerateConfirmed(t *testing.T) {
	for _, level := range []string{"easy", "medium", "hard", "diabolical"} {
		out, stderr, code := cli(t, "", "generate", "--difficulty", level, "--count", "4", "--seed", "3", "--symmetry", "random")
		if code != 0 {
			t.Fatalf("%s: exit code %d: %s", level, code, stderr)
		}
		checked, _, code := cli(t, out, "check")
		if code != 0 || strings.Count(checked, "unique") != 4 {
			t.Errorf("%s: check says\n%s", level, checked)
		}
		rated, _, code := cli(t, out, "rate", "--format", "json")
		if code != 0 {
			t.Fatalf("%s: rate exit code %d", level, code)
		}
		for _, line := range strings.Split(strings.TrimSpace(rated), "\n") {
			var rec struct{ Level string }
			if err := json.Unmarshal([]byte(line), &rec); err != nil || rec.Level != level {
				t.Errorf("%s: rate says %s", level, line)
			}
		}
	}
}
