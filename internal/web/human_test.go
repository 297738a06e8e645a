package web

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/nanpure/nanpure/internal/corpus"
)

// pencil is a pencil-mark grid as "explain" prints it.
var pencil = corpus.EmbeddedText("pencil_marks.txt")

// libraryLine is a line of HoDoKu's regression library (an ALS-XZ, with
// digits placed and candidates deleted).
const (
	libraryLine = ":0901-1:3:.24.6.+7..5.74.9.1.....+7......+5.9+4+87+14+7.+6.85.3..8..7.6.+7......46.+46..3.+57.5.7+4+61..:314 819 225 134 237 937 238 938 239 839 269 372 972 973 274 291 891 999:327::"
)

func TestHint(t *testing.T) {
	h := New(Options{})
	// r1c1 of article 000 is a 9, r1c2 a 3; r8c4 (a 7) is the last cell of box 8.
	wrong := "1" + article000[1:]
	filled := solution0[:2] + article000[2:]
	allCands := make([]string, 81)
	noNine := make([]string, 81)
	noNine[0] = "58" // r1c1's candidates are 5 and 9: a slip, ignored
	for i := range allCands {
		if article000[i] == '0' {
			allCands[i] = "123456789"
		}
	}
	tests := []struct {
		name       string
		body       map[string]any
		code       int
		want       map[string]any
		step       map[string]any // fields of the step
		wrongMarks string         // the answer's wrong_marks, in JSON
	}{
		{name: "first step", body: map[string]any{"puzzle": article000}, code: 200,
			want: map[string]any{"status": "step", "box": "3x3"},
			step: map[string]any{"technique": "Full House", "key": "full-house",
				"explanation": "r8c4 is the last empty cell of box 8, and 7 is the digit missing there. So: r8c4 = 7."}},
		{name: "in Japanese", body: map[string]any{"puzzle": article000, "lang": "ja"}, code: 200,
			want: map[string]any{"status": "step"}},
		{name: "from a position", body: map[string]any{"puzzle": article000, "grid": filled}, code: 200,
			want: map[string]any{"status": "step"}},
		{name: "the player's candidates", body: map[string]any{"puzzle": article000, "candidates": allCands}, code: 200,
			want: map[string]any{"status": "step"}},
		{name: "candidates without the solution are ignored", body: map[string]any{"puzzle": article000, "candidates": noNine}, code: 200,
			want: map[string]any{"status": "step"}, wrongMarks: `["r1c1"]`},
		{name: "a pencil-mark grid", body: map[string]any{"puzzle": pencil}, code: 200,
			want: map[string]any{"status": "step", "nudge": "Look for a Hidden Single in box 2."}},
		{name: "a line of HoDoKu's library", body: map[string]any{"puzzle": libraryLine}, code: 200,
			want: map[string]any{"status": "step", "nudge": "Look for an ALS-XZ on the digits 3 and 5 in box 2."}},
		{name: "a line of HoDoKu's library and a grid", body: map[string]any{"puzzle": libraryLine, "grid": solution0}, code: 400},
		{name: "a wrong digit", body: map[string]any{"puzzle": article000, "grid": wrong}, code: 200,
			want: map[string]any{"status": "mistakes"}},
		{name: "solved", body: map[string]any{"puzzle": article000, "grid": solution0}, code: 200,
			want: map[string]any{"status": "solved"}},
		{name: "multiple", body: map[string]any{"puzzle": multi125}, code: 200,
			want: map[string]any{"status": "multiple"}},
		{name: "none", body: map[string]any{"puzzle": noSolution}, code: 200,
			want: map[string]any{"status": "none"}},
		{name: "4x4", body: map[string]any{"puzzle": "..14....12......"}, code: 200,
			want: map[string]any{"status": "step", "box": "2x2"}},
		{name: "grid changes a given", body: map[string]any{"puzzle": article000, "grid": "1" + solution0[1:4] + "1" + solution0[5:]}, code: 400},
		{name: "grid of another size", body: map[string]any{"puzzle": article000, "grid": "1234"}, code: 400},
		{name: "grid unreadable", body: map[string]any{"puzzle": article000, "grid": "q"}, code: 400},
		{name: "candidates of a wrong count", body: map[string]any{"puzzle": article000, "candidates": []string{"1"}}, code: 400},
		{name: "candidates out of range", body: map[string]any{"puzzle": article000, "candidates": append([]string{"1A"}, make([]string, 80)...)}, code: 400},
		{name: "bad lang", body: map[string]any{"puzzle": article000, "lang": "fr"}, code: 400},
		{name: "conflicting givens", body: map[string]any{"puzzle": conflict}, code: 400,
			want: map[string]any{"status": "invalid"}},

		// Regressions
		{name: "an empty grid is multiple", body: map[string]any{"puzzle": strings.Repeat(".", 81)}, code: 200,
			want: map[string]any{"status": "multiple"}},
		{name: "a pencil-mark grid keeps its marks with a grid", body: map[string]any{"puzzle": strings.Replace(pencil, "| 14567  8", "| 4567   8", 1),
			"grid": ".83.2..9....8..1...293....8....987...7.....6...674....3....698...2..5....1..3.54."}, code: 200,
			want: map[string]any{"status": "step"}, wrongMarks: `["r1c1"]`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := expect(t, h, "/api/hint", ctJSON, jsonBody(tc.body), tc.code, tc.want)
			if m["status"] == "step" {
				step, _ := m["step"].(map[string]any)
				if step == nil || step["explanation"] == "" || len(m["candidates"].([]any)) == 0 || m["focus"] == "" || m["nudge"] == "" {
					t.Errorf("step %v", m)
				}
				for k, v := range tc.step {
					if step[k] != v {
						t.Errorf("step.%s = %#v, want %#v", k, step[k], v)
					}
				}
			}
			if tc.body["lang"] == "ja" {
				step := m["step"].(map[string]any)
				if !hasJapanese(step["explanation"].(string)) || !hasJapanese(m["nudge"].(string)) {
					t.Errorf("not Japanese: %v", m)
				}
			}
			if got, _ := json.Marshal(m["wrong_marks"]); tc.wrongMarks != "" && string(got) != tc.wrongMarks {
				t.Errorf("wrong_marks %s, want %s", got, tc.wrongMarks)
			}
			if m["status"] == "mistakes" {
				if got, _ := json.Marshal(m["mistakes"]); string(got) != `["r1c1"]` {
					t.Errorf("mistakes %s", got)
				}
			}
		})
	}
}

// The givens and the grid of a position of HoDoKu's library (case 0607-1
// 8) with an avoidable rectangle: 4 leaves r5c9.
const (
	arGivens = "...9.....6.41.7.5.....2518..1.........3......8.26.973...9....4....25...754.....13"
	arGrid   = "1.596..7.6.41.7.5.937425186416.7..2.793.12.6.852649731279..1645361254897548796213"
)

// TestHintAll asks /api/hint for every step of a position.
func TestHintAll(t *testing.T) {
	h := New(Options{})
	tests := []struct {
		name string
		body map[string]any
		code int
		keys []string // the steps' keys, in order
	}{
		{name: "every step", body: map[string]any{"puzzle": libraryLine, "all": true}, code: 200,
			keys: []string{"als-xz", "als-xy-wing", "als-xy-chain", "als-xy-chain", "grouped-discontinuous-nice-loop",
				"grouped-discontinuous-nice-loop", "death-blossom", "death-blossom"}},
		{name: "of one technique", body: map[string]any{"puzzle": libraryLine, "all": true, "techniques": []string{"als-xy-wing"}}, code: 200,
			keys: []string{"als-xy-wing"}},
		{name: "an unknown technique", body: map[string]any{"puzzle": libraryLine, "all": true, "techniques": []string{"nope"}}, code: 400},
		{name: "techniques without all", body: map[string]any{"puzzle": libraryLine, "techniques": []string{"x-wing"}}, code: 400},
		{name: "an avoidable rectangle: the grid's digits are placed, not given", code: 200, keys: []string{"avoidable-rectangle-1"},
			body: map[string]any{"puzzle": arGivens, "grid": arGrid, "all": true, "techniques": []string{"avoidable-rectangle-1"}}},
		{name: "none when every digit is given", code: 200,
			body: map[string]any{"puzzle": arGrid, "all": true, "techniques": []string{"avoidable-rectangle-1"}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := expect(t, h, "/api/hint", ctJSON, jsonBody(tc.body), tc.code, nil)
			if tc.code != 200 {
				return
			}
			steps, _ := m["steps"].([]any)
			var keys []string
			for _, s := range steps {
				st := s.(map[string]any)
				if st["explanation"] == "" || st["hodoku"] == nil {
					t.Errorf("step %v", st)
				}
				keys = append(keys, st["key"].(string))
			}
			status := "step"
			if tc.keys == nil {
				status = "stuck"
			}
			if m["status"] != status || !slices.Equal(keys, tc.keys) {
				t.Errorf("status %v, steps %v, want %v", m["status"], keys, tc.keys)
			}
		})
	}
}

func hasJapanese(s string) bool {
	for _, r := range s {
		if unicode.In(r, unicode.Hiragana, unicode.Katakana, unicode.Han) {
			return true
		}
	}
	return false
}

func TestExplain(t *testing.T) {
	h := New(Options{})
	code, m := post(t, h, "/api/explain", ctJSON, jsonBody(map[string]any{"puzzle": article000, "lang": "ja"}))
	if code != 200 || m["status"] != "solved" || m["solved"] != true {
		t.Fatalf("%d %.300v", code, m)
	}
	steps := m["steps"].([]any)
	if len(steps) != strings.Count(article000, "0") {
		// Article 000 is all singles: one step per empty cell.
		t.Errorf("%d steps for %d empty cells", len(steps), strings.Count(article000, "0"))
	}
	for _, s := range steps {
		if !hasJapanese(s.(map[string]any)["explanation"].(string)) {
			t.Errorf("step not in Japanese: %v", s)
		}
	}
	// From the solved grid: no step, solved.
	code, m = post(t, h, "/api/explain", ctJSON, jsonBody(map[string]any{"puzzle": article000, "grid": solution0}))
	if code != 200 || m["solved"] != true || len(m["steps"].([]any)) != 0 {
		t.Errorf("solved grid: %d %v", code, m)
	}
	// Past its time, the steps found so far.
	h = New(Options{Timeout: 1})
	code, m = post(t, h, "/api/explain", ctJSON, jsonBody(map[string]any{"puzzle": inkala}))
	if code != 503 && !(code == 200 && m["status"] == "timeout") {
		t.Errorf("timeout: %d %.300v", code, m)
	}
}
