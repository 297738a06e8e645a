package human

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/nanpure/nanpure/sudoku"
)

// TestAllSteps lists every step of positions: each step sound and given
// once, the natural profile's first step among them (first), and keys
// narrowing the search.
func TestAllSteps(t *testing.T) {
	// An ALS-XZ of HoDoKu's library (r2c7 <> 3), with digits placed.
	const als = ":0901-1:3:.24.6.+7..5.74.9.1.....+7......+5.9+4+87+14+7.+6.85.3..8..7.6.+7......46.+46..3.+57.5.7+4+61..:314 819 225 134 237 937 238 938 239 839 269 372 972 973 274 291 891 999:327::"
	const article = "000027008001000007064005019270963154400270683613004000087632041090048005342519870"
	tests := []struct {
		name     string
		position string
		keys     []string
		want     []string // steps, as technique and eliminations or placements, that must be listed
		only     []string // when set, the only techniques listed
	}{
		{name: "every step", position: als, want: []string{"als-xz r2c7-3", "als-xy-wing r2c7-3"}},
		{name: "a technique's key", position: als, keys: []string{"als-xz"}, want: []string{"als-xz r2c7-3"}, only: []string{"als-xz"}},
		{name: "a technique not there", position: als, keys: []string{"x-wing"}, only: []string{}},
		{name: "every single of a position", position: article,
			want: []string{"full-house r8c4+7", "naked-single r2c6+6", "hidden-single r2c2+2"}},
		{name: "a finder's key gives its techniques", position: article, keys: []string{"turbot-fish"},
			only: []string{"skyscraper", "two-string-kite", "turbot-fish", "empty-rectangle"}},
		{name: "a technique of one form of a finder", position: article, keys: []string{"skyscraper"},
			only: []string{"skyscraper"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, sol := readTestPosition(t, tc.position)
			steps, err := AllSteps(context.Background(), b, tc.keys)
			if err != nil {
				t.Fatal(err)
			}
			seen := map[string]bool{}
			var listed []string
			for _, st := range steps {
				if msg := wrongStep(st, sol); msg != "" {
					t.Errorf("%s: %s", st.Technique, msg)
				}
				if seen[st.effect()] {
					t.Errorf("%s %v %v listed twice", st.Technique, st.Placements, st.Eliminations)
				}
				seen[st.effect()] = true
				listed = append(listed, stepSummary(st))
				if tc.only != nil && !slices.Contains(tc.only, st.Technique.Key()) {
					t.Errorf("%s listed, want only %v", st.Technique.Key(), tc.only)
				}
			}
			for _, w := range tc.want {
				if !slices.Contains(listed, w) {
					t.Errorf("%s not listed; listed:\n%s", w, strings.Join(listed, "\n"))
				}
			}
			if tc.keys == nil {
				first, err := Next(context.Background(), b, nil)
				if err != nil {
					t.Fatal(err)
				}
				if len(steps) == 0 || steps[0].effect() != first.effect() {
					t.Errorf("first step %v, want the natural profile's %v", steps[0].effect(), first.effect())
				}
			}
		})
	}
	if _, err := AllSteps(context.Background(), nil, []string{"x-wing", "no-such"}); err == nil || !strings.Contains(err.Error(), `"no-such"`) {
		t.Errorf("an unknown key: error %v", err)
	}
}

// wrongStep says what is wrong with a step on a board of solution sol, or
// returns "".
func wrongStep(st Step, sol sudoku.Grid) string {
	for _, e := range st.Eliminations {
		if sol.Cells[e.Cell] == e.Digit {
			return fmt.Sprintf("removes %d from %s, the solution's digit", e.Digit, sol.Shape.CellName(e.Cell))
		}
	}
	for _, p := range st.Placements {
		if sol.Cells[p.Cell] != p.Digit {
			return fmt.Sprintf("places %d in %s, not the solution's digit", p.Digit, sol.Shape.CellName(p.Cell))
		}
	}
	return ""
}

// readTestPosition reads a position as hint does, and its solution.
func readTestPosition(t *testing.T, text string) (*Board, sudoku.Grid) {
	t.Helper()
	p, err := ParsePosition(text, sudoku.Options{})
	if err != nil {
		t.Fatal(err)
	}
	rd, err := ReadPosition(context.Background(), p, 2)
	if err != nil || rd.Board == nil {
		t.Fatalf("%v %v", err, rd.Verdict)
	}
	return rd.Board, rd.Solution
}

// stepSummary writes a step as its technique's key and its placements
// ("r8c4+7") or eliminations ("r2c7-3").
func stepSummary(st Step) string {
	var b strings.Builder
	b.WriteString(st.Technique.Key())
	for _, p := range st.Placements {
		b.WriteString(" " + st.Shape.CellName(p.Cell) + "+" + string(rune('0'+p.Digit)))
	}
	for _, e := range st.Eliminations {
		b.WriteString(" " + st.Shape.CellName(e.Cell) + "-" + string(rune('0'+e.Digit)))
	}
	return b.String()
}

// collectSteps runs the finder key on s (its board and options set by the
// caller) and returns every step it finds, failing the test for each step
// that the solution sol refutes.
func collectSteps(t *testing.T, s *searcher, sol sudoku.Grid, key string) []Step {
	t.Helper()
	var steps []Step
	s.ctx = context.Background()
	s.collect = func(st Step) bool {
		st.Shape = s.b.Shape
		if msg := wrongStep(st, sol); msg != "" {
			t.Errorf("%s: %s", stepSummary(st), msg)
		}
		steps = append(steps, st)
		return false
	}
	finders[key].find(s)
	return steps
}

// explainedSummaries collects the steps of finder key, as collectSteps
// does, checks each one's explanations and returns their summaries.
func explainedSummaries(t *testing.T, s *searcher, sol sudoku.Grid, key string) []string {
	t.Helper()
	var got []string
	for _, st := range collectSteps(t, s, sol, key) {
		checkExplained(t, st)
		got = append(got, stepSummary(st))
	}
	return got
}

// checkExplained fails the test when an explanation of st leaves a slot of
// its message unfilled.
func checkExplained(t *testing.T, st Step) {
	t.Helper()
	if slot.MatchString(st.Explain(English)) || slot.MatchString(st.Explain(Japanese)) {
		t.Errorf("unfilled explanation: %s", st.Explain(English))
	}
}
