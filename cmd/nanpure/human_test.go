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
		{"bad_scale", "", []string{"rate", "--scale", "andoku", article000}, 2},
		{"rate_hodoku", "", []string{"rate", "--scale", "hodoku", "--format", "json", article000}, 0},
		{"bad_lang", "", []string{"explain", "--lang", "fr", article000}, 2},
		{"bad_stage", "", []string{"hint", "--stage", "all", article000}, 2},
		{"help_explain", "", []string{"help", "explain"}, 0},
		{"help_hint", "", []string{"hint", "--help"}, 0},
		{"help_rate", "", []string{"rate", "-h"}, 0},
	}, nil)
}
