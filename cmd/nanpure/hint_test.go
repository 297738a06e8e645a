package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nanpure/nanpure/internal/web"
)

// libraryLine is a line of HoDoKu's regression library: an ALS-XZ, with
// digits placed ('+') and candidates deleted.
const libraryLine = ":0901-1:3:.24.6.+7..5.74.9.1.....+7......+5.9+4+87+14+7.+6.85.3..8..7.6.+7......46.+46..3.+57.5.7+4+61..:314 819 225 134 237 937 238 938 239 839 269 372 972 973 274 291 891 999:327::"

func TestHint(t *testing.T) {
	dir := t.TempDir()
	file := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	pencilFile := file("pencil.txt", pencil)
	listFile := file("list.txt", "# HoDoKu's library\n"+libraryLine+"\n\n"+libraryLine+"\n")
	tests := []struct {
		name   string
		stdin  string
		args   []string
		code   int
		stdout []string // each in standard output
		stderr string   // in standard error
	}{
		{name: "a puzzle", args: []string{"hint", "--stage", "nudge", article000}, stdout: []string{"Look for a Full House in box 8."}},
		{name: "pencil marks on stdin", stdin: pencil, args: []string{"hint", "--stage", "nudge"},
			stdout: []string{"| 14567  8   3    |", "Look for a Hidden Single in box 2."}},
		{name: "a HoDoKu library line", args: []string{"hint", "--stage", "nudge", libraryLine},
			stdout: []string{"Look for an ALS-XZ on the digits 3 and 5 in box 2."}},
		{name: "a HoDoKu line in json: the puzzle is its givens", args: []string{"hint", "--format", "json", "--stage", "nudge", libraryLine},
			stdout: []string{`"status":"step"`, `"puzzle":".24.6....5.74.9.1..............9..7.4....85.3..8..7.6........46..6..3..7.5.7..1.."`}},
		{name: "a list of puzzles and positions", args: []string{"hint", "--stage", "nudge", "-i", listFile},
			stdout: []string{"# " + listFile + ":2: step", "# " + listFile + ":4: step", "ALS-XZ"}},
		{name: "a wrong digit placed", args: []string{"hint", strings.Replace(libraryLine, "+7......+5", "+7......+6", 1)}, code: 1,
			stdout: []string{"mistakes: not the solution's digit: r4c3"}},
		{name: "pencil marks without the solution's digit", stdin: strings.Replace(pencil, "| 14567  8", "| 4567   8", 1), args: []string{"hint"},
			stdout: []string{"# pencil marks without the solution's digit, ignored: r1c1"}},
		{name: "no solution", args: []string{"hint", noSolution}, code: 1, stderr: "argument 1: none: the puzzle has no solution"},
		{name: "every step, a line each", args: []string{"hint", "--all", libraryLine},
			stdout: []string{"\nALS-XZ [5.5] A = {r1c4, r1c6 and r2c5}", "\nALS-XY-Wing [6.0] A = {r2c5} (3 and 8)",
				"\nALS-XY-Chain [7.0] A = {r1c8 and r3c8}", "\nDeath Blossom [7.2] The stem r1c9 holds 5 and 9."}},
		{name: "every step in json", args: []string{"hint", "--all", "--format", "json", "--technique", "als-xz", libraryLine},
			stdout: []string{`"status":"step","steps":[{"technique":"ALS-XZ","key":"als-xz","name":"ALS-XZ","hodoku":"0901"`}},
		{name: "every step of a technique not there", args: []string{"hint", "--all", "--technique", "x-wing", libraryLine}, code: 1,
			stderr: "stuck: no technique applies"},
		{name: "an unknown technique", args: []string{"hint", "--all", "--technique", "x-wing,nope", libraryLine}, code: 2,
			stderr: `--technique: no technique or finder "nope"`},
		{name: "--technique without --all", args: []string{"hint", "--technique", "x-wing", libraryLine}, code: 2,
			stderr: "--technique needs --all"},
		{name: "an avoidable rectangle: the + digits were placed, not given",
			args:   []string{"hint", "--all", "--technique", "avoidable-rectangle-1", ":0607-1:14:+1.+59+6..+7.6.41.7.5.+9+3+7+42518+6+41+6.+7..+2.+7+93.+1+2.+6.8+526+4973+1+2+79..+1+64+5+3+6+125+4+8+9754+8+7+9+6+213::459::"},
			stdout: []string{"Avoidable Rectangle type 1 [4.5] The digits of r5c5, r6c9 and r6c5 were placed, not given."}},

		// Regressions
		{name: "a HoDoKu line without '+' (read as a puzzle of 110 cells)",
			args:   []string{"hint", "--all", ":0610::357496218892751.6.461.2.5972356471897.9.8.6.56.85.972.17.9658.258....976926.7..51:354 384 396:286 486::"},
			stdout: []string{"BUG type 1 (BUG+1) [5.6]"}},
		{name: "an empty grid is multiple at once (it ran the whole minute)", args: []string{"hint", strings.Repeat(".", 81)}, code: 1,
			stderr: "argument 1: multiple: the puzzle has more than one solution"},
		{name: "125 solutions are multiple (it gave a step)", args: []string{"hint", multi125}, code: 1,
			stderr: "argument 1: multiple"},
		{name: "pencil marks in -i FILE (read as puzzles)", args: []string{"hint", "--stage", "nudge", "-i", pencilFile},
			stdout: []string{"Look for a Hidden Single in box 2."}},
		{name: "pencil marks in -i - (read as puzzles)", stdin: pencil, args: []string{"hint", "--stage", "nudge", "-i", "-"},
			stdout: []string{"Look for a Hidden Single in box 2."}},
		{name: "stdin past 1 MiB is read (it was cut off)", stdin: strings.Repeat("# a long comment line\n", 60000) + article000 + "\n",
			args: []string{"hint", "--stage", "nudge"}, stdout: []string{"Look for a Full House in box 8."}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			stdout, stderr, code := cli(t, tc.stdin, tc.args...)
			if code != tc.code {
				t.Errorf("exit code %d, want %d; stderr:\n%s", code, tc.code, stderr)
			}
			for _, s := range tc.stdout {
				if !strings.Contains(stdout, s) {
					t.Errorf("no %q in the output:\n%s", s, stdout)
				}
			}
			if !strings.Contains(stderr, tc.stderr) {
				t.Errorf("no %q in stderr:\n%s", tc.stderr, stderr)
			}
		})
	}
}

// TestHintSameAsAPI feeds the same positions to "nanpure hint --format
// json" and to /api/hint: both read them with human.ReadPosition and must
// give the same record, but its source.
func TestHintSameAsAPI(t *testing.T) {
	h := web.New(web.Options{})
	for _, p := range []string{
		article000, inkala, multi125, noSolution, strings.Repeat(".", 81), "..14....12......",
		pencil, strings.Replace(pencil, "| 14567  8", "| 4567   8", 1),
		libraryLine, strings.Replace(libraryLine, "+7......+5", "+7......+6", 1),
	} {
		for _, lang := range []string{"en", "ja"} {
			args := []string{"hint", "--format", "json", "--lang", lang, p}
			stdout, _, _ := cli(t, "", args...)
			want := decode(t, args, stdout)
			got := decode(t, args, apiCall(h, "hint", jsonBody(map[string]string{"puzzle": p, "lang": lang})))
			if got["source"] != "request" {
				t.Errorf("%v: source %v", args, got["source"])
			}
			delete(got, "source")
			delete(want, "source")
			sameRecord(t, args, got, want)
		}
	}
}

func jsonBody(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// TestIsPencilMarks: what hint reads whole as one grid of candidates.
func TestIsPencilMarks(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"12 3 4 .\n3 4 12 .\n. 12 3 4\n4 . 12 3", true}, // "." a cell without candidates
		{"+----+\n| 12 3 | 4 1 |\n| 3 4 | 12 2 |\n+----+\n| 2 1 | 3 4 |\n| 4 2 | 1 3 |", true},
		{"1 . . 2\n. 2 1 .\n2 . . 1\n. 1 2 .", false},     // a puzzle: no cell of several digits
		{strings.Repeat("1......4..3..3..\n", 16), false}, // sixteen puzzles, one a line
		{"12 3 4\n3 4 12 1\n2 1 3 4\n4 2 1 3", false},     // fifteen cells
	} {
		if got := isPencilMarks(tc.text); got != tc.want {
			t.Errorf("isPencilMarks(%q) = %v", tc.text, got)
		}
	}
}
