package web

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/sudoku"
)

// hardPuzzles are the first three puzzles of tdoku's magictour top 1465:
// their solving paths go through fish, wings, almost locked sets,
// uniqueness, nice loops and forcing chains and nets.
var hardPuzzles = []string{
	"4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
	"7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........",
	"7.8...3.....6.1...5.........4.....263...8.......1...9..9.2....4....7.5...........",
}

// Where the first stage of a hint points: a house or a cell, by name.
var placeName = map[string]*regexp.Regexp{
	"en": regexp.MustCompile(`\b(row|column|box) \d+|\br\d+c\d+`),
	"ja": regexp.MustCompile(`\d+行目|\d+列目|ブロック\d+|r\d+c\d+`),
}

// The conclusion, at the head of the last stage's summary.
var leadText = map[string]*regexp.Regexp{
	"en": regexp.MustCompile(`^(Remove |r\d+c\d+ = |This step removes )`),
	"ja": regexp.MustCompile(`^[^。]*(決まります|消せます)`),
}

// TestHintTexts asks /api/hint for a hint at every position of the
// solving paths of hard puzzles that needs more than a single, in English
// and Japanese, and reads each stage as a player would: the first names
// where to look; no stage is longer than human.SummaryMax characters; the
// last puts its conclusion first and leaves the implications of a long
// chain to its detail, each once.
func TestHintTexts(t *testing.T) {
	if testing.Short() {
		t.Skip("solves hard puzzles: not in -short")
	}
	h := New(Options{})
	seen := map[string]bool{}
	for _, p := range hardPuzzles {
		g, err := sudoku.Parse(p, sudoku.Options{})
		if err != nil {
			t.Fatal(err)
		}
		b, err := human.NewBoard(g)
		if err != nil {
			t.Fatal(err)
		}
		tr, err := human.NewSolver(&human.Options{Profile: human.Natural}).Solve(context.Background(), b.Clone(), nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, st := range tr.Steps {
			if k := st.Technique.Key(); k != "full-house" && k != "hidden-single" && k != "naked-single" {
				for _, lang := range []string{"en", "ja"} {
					seen[k] = true
					checkHint(t, h, b.Text(), lang)
				}
			}
			b.Apply(st)
		}
	}
	if len(seen) < 10 {
		t.Errorf("the paths went through %d techniques beyond singles, want 10 at least", len(seen))
	}
	t.Logf("%d techniques: %v", len(seen), seen)
}

// checkHint checks the three stages of the hint at a position.
func checkHint(t *testing.T, h http.Handler, position, lang string) {
	t.Helper()
	req := httptest.NewRequest(http.MethodPost, "/api/hint", strings.NewReader(jsonBody(map[string]any{"puzzle": position, "lang": lang})))
	req.Header.Set("Content-Type", ctJSON)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	var a struct {
		Status, Nudge, Focus string
		Step                 struct{ Key, Summary, Detail string }
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &a); err != nil || a.Status != "step" {
		t.Fatalf("hint: %d %v %s", rec.Code, err, rec.Body)
	}
	where := a.Step.Key + " (" + lang + ")"
	if testing.Verbose() {
		t.Logf("%s\n 1: %s\n 2: %s\n 3: %s\n %s", where, a.Nudge, a.Focus, a.Step.Summary, a.Step.Detail)
	}
	for i, text := range []string{a.Nudge, a.Focus, a.Step.Summary} {
		if n := utf8.RuneCountInString(text); n > human.SummaryMax || n == 0 {
			t.Errorf("%s: stage %d has %d characters: %s", where, i+1, n, text)
		}
	}
	if !placeName[lang].MatchString(a.Nudge) {
		t.Errorf("%s: stage 1 names no house or cell: %s", where, a.Nudge)
	}
	if !leadText[lang].MatchString(a.Step.Summary) {
		t.Errorf("%s: stage 3 does not start with its conclusion: %s", where, a.Step.Summary)
	}
	if strings.Contains(a.Step.Summary, " | ") || strings.Contains(a.Step.Summary, "(1) ") {
		t.Errorf("%s: stage 3 lists implications: %s", where, a.Step.Summary)
	}
	lines := map[string]bool{}
	for _, l := range strings.Split(a.Step.Detail, "\n") {
		if a.Step.Detail != "" && (lines[l] && !strings.HasPrefix(l, "→ ") || strings.Trim(l, " |;") == "") {
			t.Errorf("%s: the detail repeats or leaves bare %q", where, l)
		}
		lines[l] = true
	}
}
