package human

import (
	"context"
	"strings"
	"testing"
	"unicode/utf8"
)

// firstStep returns the first step of puzzle with the natural profile.
func firstStep(t *testing.T, puzzle string) Step {
	t.Helper()
	st, err := Next(context.Background(), mustBoard(t, puzzle), nil)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

func TestSummary(t *testing.T) {
	tests := []struct {
		name, puzzle   string
		lang           Lang
		nudge, summary string // the summary's start
		detail         bool   // whether there is a detail
	}{
		{name: "a hidden single says it all", puzzle: "083020090000800100029300008000098700070000060006740000300006980002005000010030540",
			lang: English, nudge: "Look for a Hidden Single in box 2.", summary: "r2c6 = 9. In box 2, 9 can go only in r2c6."},
		{name: "a contradiction's chains go to the detail", puzzle: "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
			lang: English, nudge: "starting from r1c4.", summary: "Remove 3 from r1c4. Assuming r1c4=3 leads to a contradiction", detail: true},
		{name: "in Japanese too", puzzle: "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
			lang: Japanese, nudge: "r1c4から始めて", summary: "r1c4から3を消せます。", detail: true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st := firstStep(t, tc.puzzle)
			if n := st.Nudge(tc.lang); !strings.Contains(n, tc.nudge) {
				t.Errorf("nudge %q, want it to hold %q", n, tc.nudge)
			}
			s, d := st.Summary(tc.lang), st.Detail(tc.lang)
			if !strings.HasPrefix(s, tc.summary) || utf8.RuneCountInString(s) > SummaryMax {
				t.Errorf("summary (%d characters) %q, want it to start %q", utf8.RuneCountInString(s), s, tc.summary)
			}
			if (d != "") != tc.detail {
				t.Errorf("detail %q", d)
			}
			// A net's implications stand once each, one a line.
			seen := map[string]bool{}
			for _, l := range strings.Split(d, "\n") {
				if seen[l] && !strings.HasPrefix(l, "→ ") {
					t.Errorf("the detail repeats %q", l)
				}
				seen[l] = true
			}
		})
	}
}
