package main

import (
	"bytes"
	"context"
	"os/exec"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/nanpure/nanpure/internal/golden"
)

// cli runs the command line in memory and returns its output and exit code.
func cli(t *testing.T, stdin string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errOut bytes.Buffer
	err := run(context.Background(), args, strings.NewReader(stdin), &out, &errOut)
	code = exitCode(err, &errOut)
	return out.String(), errOut.String(), code
}

// A goldenRun is one run of the command whose exit code is checked and
// whose transcript (command line, output, errors) is testdata/NAME.golden.
type goldenRun struct {
	name  string
	stdin string
	args  []string
	code  int
}

// checkRuns runs each command and checks it against its golden file; show,
// when not nil, turns standard output into what the file holds (a PDF into
// a summary of it).
func checkRuns(t *testing.T, runs []goldenRun, show func(string) string) {
	t.Helper()
	for _, r := range runs {
		t.Run(r.name, func(t *testing.T) {
			stdout, stderr, code := cli(t, r.stdin, r.args...)
			if code != r.code {
				t.Errorf("exit code %d, want %d; stderr:\n%s", code, r.code, stderr)
			}
			if show != nil {
				stdout = show(stdout)
			}
			transcript := "$ nanpure " + strings.Join(r.args, " ") + "\n" + stdout + "--- stderr\n" + stderr
			golden.Check(t, r.name+".golden", []byte(transcript))
		})
	}
}

// Puzzles of every kind, from the articles and tdoku's tests.
const (
	article000 = "000027008001000007064005019270963154400270683613004000087632041090048005342519870"
	inkala     = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
	multi125   = "8.........95.......67..........2.485...4.3192......736...651947...732518...894263"
	noSolution = ".2....7..4....9.3.6..723.4...83.........1....9....4.6..94....5.5.....6.3.....5..."
	conflict   = "..9.7...5..21..9..1...28....7...5..1..851.....5....3.......3..68........21.....87"
)

// hex16 is a proper 16x16 puzzle in the hex alphabet (digits 0-F);
// line12x12of4x3 a proper 12x12 puzzle of 4x3 boxes, on one line.
const (
	hex16          = "8CE...F.4..9.B2.B2..96A...0.4.....6.4......3.7.....4.1CB....85..3...6F..E..............96.5.F.72..2...D7..1A.3...F....2..0...6.17..8......AE......4EB.6C.9..A8......F...14..0...91A...82..76.4E.AB8......3.1..0....D..9...C..26...1....392.7.FAD0....7.D.E8...5."
	line12x12of4x3 = "6..2......98872.....46.594.B.5...7...1......9...3....2A.....2..8..7...C.58.....1...A.....C.46B.....A...C.4.7.37.......5....7.918........5.32.1B."
)

// puzzle6x6 and puzzle12x12 are proper puzzles written as readable grids.
const puzzle6x6 = `. . . | . . .
4 5 . | . . .
------+------
. 1 . | . 5 .
5 . . | 6 . .
------+------
. . . | . . 6
6 . 4 | 2 . .
`

const puzzle12x12 = `. B . . | . . . . | . . . 1
. 7 . 1 | . . 9 . | . . 4 B
4 8 2 . | . . . . | . 6 . .
--------+---------+--------
. . 4 7 | C . . A | 3 . . .
2 A . . | 1 . . . | . . 8 .
. 3 . . | . 4 8 7 | . . . A
--------+---------+--------
. 9 . 4 | B . . . | . 2 . .
. . . 5 | 9 . . . | . 7 B 6
7 1 . . | . A . 3 | . . C .
--------+---------+--------
A . 9 . | . 3 . 1 | . . . 2
. . . B | . . . 8 | . 1 . .
. . . . | A C . . | . 5 . .
`

// mixed is a batch with bad puzzles among good ones: every puzzle must be
// answered, in order, and the bad ones named with their line.
var mixed = strings.Join([]string{
	"# a comment, then a blank line",
	"",
	article000,
	multi125,
	"12345",
	noSolution,
	conflict,
	inkala + "9",
	inkala,
}, "\n") + "\n"

// variants are variant puzzles among classic ones: a killer in the
// Interactive Sudoku Solver's format (Wikipedia's), a thermometer alone
// (many solutions), an f-puzzles link (two givens: many), a constraint not
// read yet, and a classic puzzle.
var variants = strings.Join([]string{
	".Cage~3~R1C1~R1C2.Cage~15~R1C3~R1C4~R1C5.Cage~25~R2C1~R2C2~R3C1~R3C2.Cage~17~R2C3~R2C4.Cage~9~R3C3~R3C4~R4C4.Cage~22~R1C6~R2C5~R2C6~R3C5.Cage~4~R1C7~R2C7.Cage~16~R1C8~R2C8.Cage~15~R1C9~R2C9~R3C9~R4C9.Cage~20~R3C7~R3C8~R4C7.Cage~8~R3C6~R4C6~R5C6.Cage~17~R4C5~R5C5~R6C5.Cage~20~R5C4~R6C4~R7C4.Cage~14~R4C2~R4C3.Cage~6~R4C1~R5C1.Cage~13~R5C2~R5C3~R6C2.Cage~6~R6C3~R7C2~R7C3.Cage~17~R4C8~R5C7~R5C8.Cage~27~R6C1~R7C1~R8C1~R9C1.Cage~8~R8C2~R9C2.Cage~16~R8C3~R9C3.Cage~10~R7C5~R8C4~R8C5~R9C4.Cage~12~R5C9~R6C9.Cage~6~R6C7~R6C8.Cage~20~R6C6~R7C6~R7C7.Cage~15~R8C6~R8C7.Cage~14~R7C8~R7C9~R8C8~R8C9.Cage~13~R9C5~R9C6~R9C7.Cage~17~R9C8~R9C9",
	".Thermo~R1C1~R1C2",
	"https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSSzKLryBdZQmq8l54+x1kANwEMAbAK5x4ARlRoI3GADsEAFwzCmK1kQ5tVmug216VGrUbWG1ZyjwHCEAJglTZCpTAO7j+nZw/7atIkA=",
	".FullRank~C1~3~",
	article000,
}, "\n") + "\n"

func TestGolden(t *testing.T) {
	checkRuns(t, []goldenRun{
		{"solve_arg", "", []string{"solve", article000}, 0},
		{"solve_grid", "", []string{"solve", "--format", "grid", inkala}, 0},
		{"solve_mixed_line", mixed, []string{"solve"}, 1},
		{"solve_variants", variants, []string{"solve"}, 1},
		{"check_variants_json", variants, []string{"check", "--format", "json"}, 1},
		{"count_variants", variants, []string{"count", "--limit", "3"}, 1},
		{"canon_variant", ".Thermo~R1C1~R1C2\n.Thermo~R9C9~R9C8\n.Thermo~R1C2~R1C1\n", []string{"canon", "--count"}, 0},
		{"rate_variants", variants, []string{"rate"}, 1},
		{"rate_variant_hodoku", strings.SplitAfter(variants, "\n")[0], []string{"rate", "--scale", "hodoku"}, 1},
		{"explain_variant", strings.SplitAfter(variants, "\n")[0], []string{"explain", "--grids", "none"}, 0},
		{"hint_variant_json", strings.SplitAfter(variants, "\n")[0], []string{"hint", "--format", "json", "--lang", "ja"}, 0},
		{"solve_variant_all", ".Shape~4x4.Thermo~R1C1~R1C2~R1C3~R1C4.Thermo~R2C4~R3C4~R4C4\n", []string{"solve", "--all", "--format", "json"}, 0},
		{"solve_mixed_json", mixed, []string{"solve", "--format", "json", "-j", "2"}, 1},
		{"solve_mixed_csv", mixed, []string{"solve", "--format=csv"}, 1},
		{"solve_mixed_grid", mixed, []string{"solve", "--format", "grid"}, 1},
		{"solve_first", "", []string{"solve", "--first", multi125}, 0},
		{"solve_limit", "", []string{"solve", multi125, "--limit", "3"}, 0},
		{"solve_limit_json", "", []string{"solve", "--limit", "2", "--format", "json", multi125}, 0},
		{"solve_4x4", "", []string{"solve", "..14....12......"}, 0},
		{"solve_6x6_grid", puzzle6x6, []string{"solve", "--format", "grid"}, 0},
		{"solve_12x12_grid", puzzle12x12, []string{"solve", "--format", "grid"}, 0},
		{"solve_12x12_box", "", []string{"solve", "--box", "4x3", "--first", strings.Repeat(".", 144)}, 0},
		{"solve_16x16_hex", "", []string{"solve", "--alphabet", "hex", "--first", "--format", "grid", strings.Repeat(".", 256)}, 0},
		{"solve_dash_puzzle", "", []string{"solve", "-" + article000[1:]}, 0},
		{"count_mixed", mixed, []string{"count"}, 1},
		{"count_all_json", "", []string{"count", "--limit", "0", "--format", "json", multi125, article000}, 0},
		{"check_mixed", mixed, []string{"check"}, 1},
		{"check_mixed_json", mixed, []string{"check", "--format", "json"}, 1},
		{"usage", "", nil, 2},
		{"unknown_command", "", []string{"frobnicate"}, 2},
		{"bad_flag", "", []string{"solve", "--nope"}, 2},
		{"bad_format", "", []string{"solve", "--format", "xml", article000}, 2},
		{"bad_box", "", []string{"count", "--box", "3by3", article000}, 2},
		{"first_and_all", "", []string{"solve", "--first", "--all", article000}, 2},
		{"missing_file", "", []string{"check", "-i", "testdata/no-such-file.txt"}, 1},
		{"help", "", []string{"help"}, 0},
		{"help_solve", "", []string{"help", "solve"}, 0},
		{"help_count", "", []string{"count", "--help"}, 0},
		{"help_check", "", []string{"check", "-h"}, 0},
		{"help_bench", "", []string{"bench", "--help"}, 0},
		// Regressions
		// A mistyped long flag was taken for a puzzle and answered invalid.
		{"bad_long_flag", "", []string{"solve", "--timeuot=1000000000s", article000}, 2},
		{"bad_long_flag_word", "", []string{"check", article000, "--no-such-flag-at-all"}, 2},
		// --limit 0 printed one solution in solve and counted all in count:
		// it is every solution everywhere; with --all it is refused.
		{"solve_limit_0", "", []string{"solve", "--limit", "0", "--format", "json", multi125}, 0},
		{"solve_all_and_limit", "", []string{"solve", "--all", "--limit", "3", multi125}, 2},
		// Messages that point to the fix: a file name given as a puzzle,
		// a hex puzzle read without --alphabet hex, a 12x12 grid of 4x3
		// boxes read without --box, a conflict named by the symbol typed,
		// explain on a puzzle of many solutions saying why it stops.
		{"solve_file_argument", "", []string{"solve", "testdata/usage.golden"}, 1},
		{"solve_file_name_argument", "", []string{"solve", "puzzles.txt"}, 1},
		{"check_hex_without_alphabet", hex16 + "\n", []string{"check"}, 1},
		{"check_12x12_without_box", "", []string{"check", line12x12of4x3}, 1},
		{"check_conflict_symbol", "", []string{"check", "B..B" + line12x12of4x3[4:], "--box", "4x3"}, 1},
		{"explain_empty", "", []string{"explain", strings.Repeat(".", 81)}, 1},
		// A CSV of no puzzles had no header either.
		{"check_csv_empty", "# nothing\n", []string{"check", "--format", "csv"}, 0},
		// A cell of CSV output that starts a formula was written as it is.
		// A line of HoDoKu's library was "128 cells" to every command but
		// hint: a puzzle of its givens, and explain goes on from its position.
		{"check_library_line", "", []string{"check", libraryLine}, 0},
		{"explain_library_line", "", []string{"explain", "--grids", "none", libraryLine}, 0},
		// A bad value of a good flag was answered "did you mean --limit?".
		{"count_limit_out_of_range", "", []string{"count", "--limit", "99999999999999999999", article000}, 2},
		{"check_csv_formula", "=HYPERLINK(\"http://x\")\n-" + article000[1:] + "\n", []string{"check", "--format", "csv"}, 1},
	}, nil)
}

// TestHelp asks for help every way there is: the list of commands, or the
// usage of one command, on standard output with exit code 0.
func TestHelp(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string // the first line of the output
	}{
		{[]string{"help"}, "nanpure: Sudoku (Number Place) puzzles"},
		{[]string{"-h"}, "nanpure: Sudoku (Number Place) puzzles"},
		{[]string{"help", "solve"}, "Usage: nanpure solve"},
		{[]string{"--help", "count"}, "Usage: nanpure count"},
		{[]string{"rate", "--help"}, "Usage: nanpure rate"},
		// Regressions
		// Each of these asked for help again and again until the stack
		// overflowed.
		{[]string{"help", "help"}, "nanpure: Sudoku (Number Place) puzzles"},
		{[]string{"help", "-h"}, "nanpure: Sudoku (Number Place) puzzles"},
		{[]string{"help", "--help"}, "nanpure: Sudoku (Number Place) puzzles"},
		{[]string{"--help", "--help"}, "nanpure: Sudoku (Number Place) puzzles"},
		{[]string{"-h", "help"}, "nanpure: Sudoku (Number Place) puzzles"},
	} {
		stdout, stderr, code := cli(t, "", tc.args...)
		if code != 0 || !strings.HasPrefix(stdout, tc.want) {
			t.Errorf("%q: exit code %d, output %.60q, stderr %q", tc.args, code, stdout, stderr)
		}
	}
	// Help with a command that does not exist is a usage error.
	if _, stderr, code := cli(t, "", "help", "frobnicate"); code != 2 || !strings.Contains(stderr, `no command "frobnicate"`) {
		t.Errorf("help frobnicate: exit code %d, stderr %q", code, stderr)
	}
}

func TestGCPercent(t *testing.T) {
	for _, tc := range []struct {
		args []string
		gogc string
		want int
	}{
		{[]string{"solve", "-i", "x"}, "", batchGCPercent},
		{nil, "", batchGCPercent},
		{[]string{"solve"}, "100", 0},
		// Regressions
		// serve held hundreds of MB after a burst at the batch setting.
		{[]string{"serve", "--addr", ":8080"}, "", 0},
	} {
		if got := gcPercent(tc.args, tc.gogc); got != tc.want {
			t.Errorf("gcPercent(%q, %q) = %d, want %d", tc.args, tc.gogc, got, tc.want)
		}
	}
}

func TestVersion(t *testing.T) {
	vcs := func(kv ...string) []debug.BuildSetting {
		var s []debug.BuildSetting
		for i := 0; i < len(kv); i += 2 {
			s = append(s, debug.BuildSetting{Key: kv[i], Value: kv[i+1]})
		}
		return s
	}
	for _, tc := range []struct {
		info *debug.BuildInfo
		want string
	}{
		{nil, "nanpure (no build information)"},
		{&debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "v1.2.0"}}, "nanpure v1.2.0 go1.26.8"},
		{&debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "(devel)"},
			Settings: vcs("vcs.revision", "8462f9f0a1b2c3d4e5f6", "vcs.time", "2026-11-24T15:58:00Z", "vcs.modified", "true")},
			"nanpure (devel) (commit 8462f9f0a1b2+modified, 2026-11-24T15:58:00Z) go1.26.8"},
		// Regressions
		// There was no way to say which nanpure a report came from.
		{&debug.BuildInfo{GoVersion: "go1.26.8", Settings: vcs("vcs.revision", "abc")}, "nanpure (devel) (commit abc) go1.26.8"},
	} {
		if got := versionText(tc.info); got != tc.want {
			t.Errorf("got %q, want %q", got, tc.want)
		}
	}
	for _, args := range [][]string{{"version"}, {"--version"}} {
		stdout, stderr, code := cli(t, "", args...)
		if code != 0 || !strings.HasPrefix(stdout, "nanpure ") || !strings.Contains(stdout, " go1.") {
			t.Errorf("%q: exit code %d, %q %q", args, code, stdout, stderr)
		}
	}
}

// TestCompletion writes the completion script of each shell: golden, and
// for bash checked by bash itself when it is installed.
func TestCompletion(t *testing.T) {
	checkRuns(t, []goldenRun{
		{"completion_bash", "", []string{"completion", "bash"}, 0},
		{"completion_zsh", "", []string{"completion", "zsh"}, 0},
		{"completion_fish", "", []string{"completion", "fish"}, 0},
		{"completion_bad_shell", "", []string{"completion", "tcsh"}, 2},
	}, nil)
	script, _, _ := cli(t, "", "completion", "bash")
	for _, c := range commands {
		if !strings.Contains(script, c.name) {
			t.Errorf("bash completion lacks command %s", c.name)
		}
	}
	for _, flag := range []string{"--timeout", "--level", "--per-page", "--min-time", "--stage", "--addr"} {
		if !strings.Contains(script, flag) {
			t.Errorf("bash completion lacks flag %s", flag)
		}
	}
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash to check the script with")
	}
	cmd := exec.Command(bash, "-n")
	cmd.Stdin = strings.NewReader(script)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("bash -n: %v: %s", err, out)
	}
}
