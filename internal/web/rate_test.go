package web

import (
	"io/fs"
	"regexp"
	"slices"
	"testing"
	"time"

	"github.com/nanpure/nanpure/generate"
	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/rate"
)

func TestRate(t *testing.T) {
	h := New(Options{})
	pointing := "..84...3....3.....9....157479...8........7..514.....2...9.6...2.5....4......9..56"
	for _, tc := range []struct {
		name string
		body map[string]any
		code int
		want map[string]any
	}{
		{"singles", map[string]any{"puzzle": article000}, 200,
			map[string]any{"status": "rated", "rating": 1.2, "pearl": 1.0, "diamond": 1.0, "level": "easy", "hardest": "Hidden Single", "box": "3x3", "steps": 34.0}},
		{"in Japanese", map[string]any{"puzzle": article000, "lang": "ja"}, 200,
			map[string]any{"level": rate.Easy.Name(human.Japanese), "hardest": human.HiddenSingle.Name(human.Japanese)}},
		{"chains", map[string]any{"puzzle": pointing}, 200,
			map[string]any{"status": "rated", "level": "diabolical"}},
		{"multiple", map[string]any{"puzzle": multi125}, 200, map[string]any{"status": "multiple"}},
		{"none", map[string]any{"puzzle": noSolution}, 200, map[string]any{"status": "none"}},
		{"conflict", map[string]any{"puzzle": conflict}, 400, map[string]any{"status": "invalid"}},
		{"bad lang", map[string]any{"puzzle": article000, "lang": "xx"}, 400, nil},
		{"on Sudoku Explainer's scale", map[string]any{"puzzle": article000, "scale": "se"}, 200, map[string]any{"status": "rated", "rating": 1.2}},
		{"on HoDoKu's scale", map[string]any{"puzzle": article000, "scale": "hodoku"}, 200, map[string]any{"status": "rated", "score": 136.0, "level": "easy"}},
		{"bad scale", map[string]any{"puzzle": article000, "scale": "andoku"}, 400, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			expect(t, h, "/api/rate", ctJSON, jsonBody(tc.body), tc.code, tc.want)
		})
	}
	// A rating that does not end in time says so, with the rating so far
	// (Inkala's puzzle takes seconds to rate, far less to solve).
	h = New(Options{Timeout: 300 * time.Millisecond})
	if code, m := post(t, h, "/api/rate", ctJSON, jsonBody(map[string]any{"puzzle": inkala})); code != 503 && (m["status"] != "timeout" || m["at_least"] != true) {
		t.Errorf("timeout: %d %v", code, m)
	}
}

// TestLevelLabels checks that the page names the levels as the rate
// package does, in both languages.
func TestLevelLabels(t *testing.T) {
	src, err := fs.ReadFile(static, "static/i18n.js")
	if err != nil {
		t.Fatal(err)
	}
	blocks := regexp.MustCompile(`(?s)\n  (en|ja): \{(.*?)\n  \},`).FindAllSubmatch(src, -1)
	if len(blocks) != 2 {
		t.Fatalf("found %d language blocks in i18n.js", len(blocks))
	}
	for _, b := range blocks {
		lang, _ := human.ParseLang(string(b[1]))
		for l := rate.Easy; l <= rate.Extreme; l++ {
			m := regexp.MustCompile(`level_` + l.String() + `: "([^"]*)"`).FindSubmatch(b[2])
			if m == nil || string(m[1]) != l.Name(lang) {
				t.Errorf("%s: the page names level %s %q, the rate package %q", b[1], l, m, l.Name(lang))
			}
		}
	}
}

// TestKindsLabels checks that the New dialog offers the generator's variant
// kinds, each named in both languages.
func TestKindsLabels(t *testing.T) {
	src, err := fs.ReadFile(static, "static/newkind.js")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?s)export const KINDS = \[(.*?)\];`).FindSubmatch(src)
	if m == nil {
		t.Fatal("no KINDS in newkind.js")
	}
	var kinds []string
	for _, q := range regexp.MustCompile(`"([^"]+)"`).FindAllSubmatch(m[1], -1) {
		kinds = append(kinds, string(q[1]))
	}
	if want := append([]string{"classic"}, generate.VariantKinds...); !slices.Equal(kinds, want) {
		t.Errorf("the page's kinds %v, the generator's %v", kinds, want)
	}
	i18n, err := fs.ReadFile(static, "static/i18n.js")
	if err != nil {
		t.Fatal(err)
	}
	blocks := regexp.MustCompile(`(?s)\n  (en|ja): \{(.*?)\n  \},`).FindAllSubmatch(i18n, -1)
	for _, b := range blocks {
		for _, k := range kinds {
			if !regexp.MustCompile(`"?kind_` + regexp.QuoteMeta(k) + `"?: "[^"]+"`).Match(b[2]) {
				t.Errorf("%s: no name for the kind %s", b[1], k)
			}
		}
	}
}
