package main

import (
	"strings"
	"testing"

	"github.com/nanpure/nanpure/internal/corpus"
)

// pencil is a pencil-mark grid as "explain" prints it.
var pencil = corpus.EmbeddedText("pencil_marks.txt")

// A puzzle for the human solver's commands: a first line of the Sudoku
// Exchange bank (rated 7.2 by Sukaku Explainer).
const (
	exchange1 = "083020090000800100029300008000098700070000060006740000300006980002005000010030540"
)

var humanMixed = strings.Join([]string{article000, exchange1, multi125, "12345", noSolution}, "\n") + "\n"

func TestGoldenHuman(t *testing.T) {
	checkRuns(t, []goldenRun{
		{"rate_mixed", humanMixed, []string{"rate"}, 1},
		{"rate_json", "", []string{"rate", "--format", "json", article000, exchange1}, 0},
		{"rate_csv_ja", "", []string{"rate", "--format", "csv", "--lang", "ja", exchange1}, 0},
		{"rate_se", "", []string{"rate", "--scale", "se", exchange1}, 0},
		{"rate_timeout", "", []string{"rate", "--timeout", "1ns", exchange1}, 1},
		{"explain_article000", "", []string{"explain", article000}, 0},
		{"explain_article000_ja", "", []string{"explain", "--lang", "ja", "--grids", "none", article000}, 0},
		{"explain_exchange1", "", []string{"explain", exchange1}, 0},
		{"explain_json", "", []string{"explain", "--format", "json", "--scale", "sukaku", article000}, 0},
		{"explain_6x6", puzzle6x6, []string{"explain", "--grids", "none"}, 0},
		{"explain_mixed", humanMixed, []string{"explain", "--grids", "none"}, 1},
		{"hint_arg", "", []string{"hint", exchange1}, 0},
		{"hint_nudge_ja", "", []string{"hint", "--stage", "nudge", "--lang", "ja", exchange1}, 0},
		{"hint_focus", "", []string{"hint", "--stage", "focus", exchange1}, 0},
		{"hint_pencil", pencil, []string{"hint"}, 0},
		{"hint_json", "", []string{"hint", "--format", "json", exchange1}, 0},
		{"hint_mixed", humanMixed, []string{"hint", "--stage", "nudge"}, 1},
		// Sixteen 4x4 puzzles, one a line, were read as one 4x4 grid of
		// candidates (sixteen cells, some of several digits).
		{"hint_sixteen_lines", sixteen4x4, []string{"hint", "--stage", "nudge"}, 0},
		{"bad_scale", "", []string{"rate", "--scale", "andoku", article000}, 2},
		{"rate_hodoku", "", []string{"rate", "--scale", "hodoku", "--format", "json", article000}, 0},
		{"bad_lang", "", []string{"explain", "--lang", "fr", article000}, 2},
		{"bad_stage", "", []string{"hint", "--stage", "all", article000}, 2},
		{"help_explain", "", []string{"help", "explain"}, 0},
		{"help_hint", "", []string{"hint", "--help"}, 0},
		{"help_rate", "", []string{"rate", "-h"}, 0},
	}, nil)
}

// TestRateOnePuzzleThreads: a puzzle rated alone gets the -j threads for
// its nested forcing chains (a batch's puzzles get one each), and its
// rating, pearl and diamond are the same on one thread and on three. The
// puzzle is line 235 of the forum's hardest list, ER 11.6.
func TestRateOnePuzzleThreads(t *testing.T) {
	const hard = ".......12.....134...4..35.6....24.63.4.31.25.32.6.5.....1.....5.751.6...89.5....."
	var outs []string
	for _, j := range []string{"1", "3"} {
		stdout, stderr, code := cli(t, "", "rate", "-j", j, "--format", "json", hard)
		if code != 0 {
			t.Fatalf("-j %s: exit %d: %s", j, code, stderr)
		}
		if !strings.Contains(stdout, `"rating":11.6`) || !strings.Contains(stdout, `"pearl":2`) {
			t.Fatalf("-j %s: %s, want ER 11.6 and EP 2.0", j, stdout)
		}
		outs = append(outs, stdout)
	}
	if outs[0] != outs[1] {
		t.Errorf("-j 1: %s-j 3: %s", outs[0], outs[1])
	}
	if p := (&pipeline{single: true, io: &ioFlags{jobs: 3}}); puzzleThreads(p) != 3 {
		t.Errorf("one puzzle, -j 3: %d threads, want 3", puzzleThreads(p))
	}
	if p := (&pipeline{io: &ioFlags{jobs: 3}}); puzzleThreads(p) != 1 {
		t.Errorf("a batch, -j 3: %d threads a puzzle, want 1", puzzleThreads(p))
	}
}

// sixteen4x4 are sixteen 4x4 puzzles, one a line ("generate --box 2x2
// --count 16 --seed 1").
const sixteen4x4 = `1......4..3..3..
..42.....4....1.
.1..2.....13...2
1.2..2....14....
..42..1.3....4..
...4....2.3..1..
.....14.3......2
3.....1..2..4...
...3.1..1.....2.
..4.2...41......
.....1...3.2...4
...3.2.4....4...
..32........34..
.1.4........3.1.
.....3.41.2.....
.....1....4..3.1
`
