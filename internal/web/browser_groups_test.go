package web

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// alsXZLine is case 0901-1 of HoDoKu's regression library: with its
// candidates, the natural profile's next step is the ALS-XZ of the sets
// {r1c4, r1c6, r2c5} and {r1c8, r1c9, r3c8}.
const alsXZLine = ":0901-1:3:.24.6.+7..5.74.9.1.....+7......+5.9+4+87+14+7.+6.85.3..8..7.6.+7......46.+46..3.+57.5.7+4+61..:314 819 225 134 237 937 238 938 239 839 269 372 972 973 274 291 891 999:327::"

// TestBrowserGroups asks the page for a hint on the ALS-XZ position (its
// digits and pencil marks the game the page restores) and sees the two
// almost locked sets drawn at the last stage: each set's cells outlined in
// its colour with its letter, its digits' candidates tinted, and the
// legend naming the sets, in English and Japanese; then the sets of an
// ALS-XY-Wing chosen in the list of all steps. Screenshots light and dark.
func TestBrowserGroups(t *testing.T) {
	// The position's digits from the line (givens and placed digits, "+"),
	// its candidates from the API, which reads the line as the CLI does.
	fields := strings.Split(alsXZLine, ":")
	givens := strings.NewReplacer("+1", ".", "+2", ".", "+3", ".", "+4", ".", "+5", ".", "+6", ".", "+7", ".", "+8", ".", "+9", ".").Replace(fields[3])
	digits := strings.ReplaceAll(fields[3], "+", "")
	req := httptest.NewRequest(http.MethodPost, "/api/hint", strings.NewReader(jsonBody(map[string]any{"puzzle": alsXZLine})))
	req.Header.Set("Content-Type", ctJSON)
	rec := httptest.NewRecorder()
	New(Options{}).ServeHTTP(rec, req)
	var hint struct {
		Candidates []string
		Step       struct {
			Key    string
			Groups [][]string
		}
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &hint); err != nil || rec.Code != 200 {
		t.Fatalf("hint of case 0901-1: %d %v\n%s", rec.Code, err, rec.Body)
	}
	if hint.Step.Key != "als-xz" || len(hint.Step.Groups) != 2 {
		t.Fatalf("the hint of case 0901-1 is %s with sets %v, want an ALS-XZ", hint.Step.Key, hint.Step.Groups)
	}
	notes := make([]int, len(hint.Candidates))
	for i, s := range hint.Candidates {
		for _, ch := range s {
			notes[i] |= 1 << (ch - '1')
		}
	}
	game, _ := json.Marshal(map[string]any{"box": "3x3", "givens": givens, "digits": digits, "notes": notes, "status": "unique"})

	tb := newBrowser(t, Options{})
	tb.do(chromedp.EmulateViewport(1280, 800))
	// The game is stored from a file of the page's origin that runs no
	// script: the page itself would save its own game over it (after
	// its first puzzle's rating, at any time).
	tb.do(chromedp.Navigate(tb.url + "style.css"))
	eval[bool](tb, fmt.Sprintf(`localStorage.setItem("nanpure.game", %q), true`, game))
	tb.open(tb.url)
	tb.wait(boardIs(digits))
	count := func(sel string) int { return eval[int](tb, `document.querySelectorAll("`+sel+`").length`) }
	classOf := func(name string) string {
		var r, c int
		if _, err := fmt.Sscanf(name, "r%dc%d", &r, &c); err != nil {
			t.Fatalf("cell %q: %v", name, err)
		}
		return eval[string](tb, cellJS((r-1)*9+c-1)+`.className`)
	}

	tb.key("h")
	tb.key("h")
	tb.wait(`document.body.dataset.busy === "" && !document.getElementById("hint").hidden`)
	if n := count("#board .cell.h-group"); n != 0 {
		t.Errorf("the second stage draws %d cells of sets", n)
	}
	tb.key("h")
	tb.wait(hintStepShown)
	if n := count("#board .cell.h-group"); n != 6 {
		t.Errorf("%d cells of sets drawn, want 6", n)
	}
	for i, g := range hint.Step.Groups {
		for _, name := range g {
			if cls := classOf(name); !strings.Contains(cls, fmt.Sprintf("h-group g%d", i)) {
				t.Errorf("%s of set %c: class %q", name, 'A'+i, cls)
			}
		}
	}
	if s := eval[string](tb, `document.querySelector("#board .cell[data-sets]").dataset.sets`); s != "A" {
		t.Errorf("the letter of r1c4's set %q", s)
	}
	// The outline is drawn in the set's colour, told apart from the others.
	a := eval[string](tb, `getComputedStyle(document.querySelector("#board .cell.g0")).outlineColor`)
	b := eval[string](tb, `getComputedStyle(document.querySelector("#board .cell.g1")).outlineColor`)
	if style := eval[string](tb, `getComputedStyle(document.querySelector("#board .cell.g0")).outlineStyle`); style != "dashed" || a == b {
		t.Errorf("outlines: %s, colours %s and %s", style, a, b)
	}
	// A's candidates 1 3 5 8 in r1c4 (158), r1c6 (15), r2c5 (38); B's 3 5 8 9
	// in r1c8 (389), r1c9 (59), r3c8 (38).
	if n := count("#board .notes span.c-group"); n != 14 {
		t.Errorf("%d candidates of the sets marked, want 14", n)
	}
	legend := func() string {
		return eval[string](tb, `[...document.querySelectorAll("#hint-groups li")].map(li => li.textContent).join(" | ")`)
	}
	if s := legend(); s != "A set A: r1c4, r1c6, r2c5 (1 3 5 8) | B set B: r1c8, r1c9, r3c8 (3 5 8 9)" {
		t.Errorf("legend %q", s)
	}
	tb.shot("26-als-sets")
	tb.do(emulateMedia("prefers-color-scheme", "dark"))
	tb.shot("26-als-sets-dark")
	tb.do(emulateMedia("prefers-color-scheme", "light"))

	tb.do(chromedp.SetValue(chromedp.ID("lang"), "ja"))
	eval[bool](tb, `document.getElementById("lang").dispatchEvent(new Event("change")), true`)
	tb.wait(`document.body.dataset.busy === "" && /セット/.test(document.getElementById("hint-groups").textContent)`)
	if s := legend(); !strings.Contains(s, "セットA：r1c4, r1c6, r2c5（1・3・5・8）") {
		t.Errorf("legend in Japanese %q", s)
	}
	if l := eval[string](tb, `document.getElementById("hint-groups").getAttribute("aria-label")`); l != "この手のセット" {
		t.Errorf("the legend's label %q", l)
	}
	// Closing the hint takes the sets away.
	tb.key("\x1b")
	if n := count("#board .cell.h-group, #board .cell[data-sets]"); n != 0 {
		t.Errorf("%d cells of sets left after closing the hint", n)
	}

	// A step chosen in the list of all steps draws its sets too: the
	// ALS-XY-Wing's three.
	tb.key("s")
	tb.wait(`document.body.dataset.busy === "" && document.querySelectorAll('#all-list .all-group[data-key="als-xy-wing"] button.all-step').length > 0`)
	tb.do(chromedp.Click(chromedp.CSS(`#all-list .all-group[data-key="als-xy-wing"] button.all-step`)))
	tb.wait(`!document.getElementById("hint").hidden`)
	if n := count("#hint-groups li"); n != 3 {
		t.Errorf("the ALS-XY-Wing's legend has %d sets", n)
	}
	for k := range 3 {
		if n := count(fmt.Sprintf("#board .cell.h-group.g%d", k)); n == 0 {
			t.Errorf("no cell of set %c drawn", 'A'+k)
		}
	}
	tb.shot("27-als-xy-wing-japanese")
}
