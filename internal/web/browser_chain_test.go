package web

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/nanpure/nanpure/human"
)

// TestBrowserChains follows the forcing chain that starts Inkala's "world's
// hardest" link by link: its arrows (strong solid, weak dashed), Next and
// Previous through its nodes, the switch to its second chain. Screenshots
// on a 1280x800 screen and a 390x844 phone, light and dark.
func TestBrowserChains(t *testing.T) {
	// The step as the API gives it: the arrows the page must draw.
	step := apiHint(t, inkala)
	if len(step.Chains) != 2 {
		t.Fatalf("the first step of Inkala's puzzle has %d chains, want a contradiction's 2", len(step.Chains))
	}
	links := func(chain []human.NodeJSON, upTo int) (strong, weak int) {
		for _, nd := range chain[:upTo+1] {
			if nd.On {
				strong += len(nd.Parents)
			} else {
				weak += len(nd.Parents)
			}
		}
		return strong, weak
	}

	tb := newBrowser(t, Options{})
	tb.do(chromedp.EmulateViewport(1280, 800))
	tb.open(tb.url)
	count := func(sel string) int { return eval[int](tb, `document.querySelectorAll("`+sel+`").length`) }
	arrows := func() (strong, weak int) {
		return count("#links path.link.strong"), count("#links path.link.weak")
	}
	eval[bool](tb, pasteJS(inkala))
	tb.wait(boardIs(inkala))
	tb.key("h")
	tb.key("h")
	tb.key("h")
	tb.wait(hintStepShown)

	t.Run("the whole chain drawn", func(t *testing.T) {
		tb.t = t
		if eval[bool](tb, `document.getElementById("link-nav").hidden`) {
			t.Fatal("no link navigation for a chain")
		}
		ch := step.Chains[0]
		ws, ww := links(ch, len(ch)-1)
		if s, w := arrows(); s != ws || w != ww || s == 0 || w == 0 {
			t.Errorf("%d solid and %d dashed arrows, want %d and %d", s, w, ws, ww)
		}
		if dash := eval[string](tb, `getComputedStyle(document.querySelector("#links path.link.weak")).strokeDasharray`); dash == "none" || dash == "" {
			t.Errorf("a weak link is drawn with dashes %q", dash)
		}
		if n := count("#link-chains button"); n != 2 {
			t.Errorf("%d chain buttons", n)
		}
		if s := tb.text("link-pos"); s != fmt.Sprintf("Whole chain (%d nodes)", len(ch)) {
			t.Errorf("position %q", s)
		}
		if n := count("#board .notes span.c-on"); n == 0 {
			t.Error("no on node marked")
		}
		tb.shot("19-chain-whole")
	})

	t.Run("link by link", func(t *testing.T) {
		tb.t = t
		ch := step.Chains[0]
		tb.key(">")
		if s := tb.text("link-pos"); s != fmt.Sprintf("Link 1 of %d", len(ch)) {
			t.Errorf("position %q", s)
		}
		if s, w := arrows(); s+w != 0 {
			t.Errorf("%d arrows at the assumption", s+w)
		}
		if s := tb.text("link-text"); s != "r1c4=3 (the assumption)" {
			t.Errorf("first node %q", s)
		}
		tb.do(chromedp.Click(chromedp.ID("btn-link-next")))
		if s := tb.text("link-text"); s != "r1c4=3 → r1c4≠7" {
			t.Errorf("second node %q", s)
		}
		// On to the first node with several parents: a strong inference.
		k := 1
		for k < len(ch)-1 && len(ch[k].Parents) < 2 {
			tb.key(">")
			k++
		}
		ws, ww := links(ch, k)
		if s, w := arrows(); s != ws || w != ww {
			t.Errorf("at node %d: %d solid and %d dashed arrows, want %d and %d", k+1, s, w, ws, ww)
		}
		if s := tb.text("link-text"); !strings.Contains(s, " & ") || !strings.Contains(s, ch[k].Cell) {
			t.Errorf("node %d with several parents: %q", k+1, s)
		}
		if n := count("#board .notes span.c-at"); n != 1 {
			t.Errorf("%d nodes marked as reached", n)
		}
		tb.shot("20-chain-link")
		tb.key("<")
		if s := tb.text("link-pos"); s != fmt.Sprintf("Link %d of %d", k, len(ch)) {
			t.Errorf("after Previous: %q", s)
		}
	})

	t.Run("the second chain", func(t *testing.T) {
		tb.t = t
		tb.do(chromedp.Click(chromedp.CSS(`#link-chains button[data-chain="1"]`)))
		ch := step.Chains[1]
		ws, ww := links(ch, len(ch)-1)
		if s, w := arrows(); s != ws || w != ww {
			t.Errorf("%d solid and %d dashed arrows, want %d and %d", s, w, ws, ww)
		}
		if p := eval[string](tb, `document.querySelector('#link-chains button[data-chain="1"]').getAttribute("aria-pressed")`); p != "true" {
			t.Errorf("the second chain's button pressed %s", p)
		}
		tb.do(chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(2)), emulateMedia("prefers-color-scheme", "dark"))
		if sw := eval[float64](tb, `document.documentElement.scrollWidth`); sw > 390 {
			t.Errorf("the page is %.0fpx wide on a 390px screen", sw)
		}
		tb.shot("21-chain-phone-dark")
		eval[bool](tb, `document.getElementById("link-nav").scrollIntoView(), true`)
		tb.shot("21-chain-phone-dark-nav")
		tb.do(emulateMedia("prefers-color-scheme", "light"))
		tb.shot("21-chain-phone-light-nav")
		tb.do(chromedp.EmulateViewport(1280, 800), emulateMedia("prefers-color-scheme", "dark"))
		tb.shot("21-chain-dark")
		tb.do(emulateMedia("prefers-color-scheme", "light"))
	})
}

// apiHint returns the step the API gives as the hint of a puzzle.
func apiHint(t *testing.T, puzzle string) human.StepJSON {
	t.Helper()
	req := httptest.NewRequest(http.MethodPost, "/api/hint", strings.NewReader(jsonBody(map[string]any{"puzzle": puzzle})))
	req.Header.Set("Content-Type", ctJSON)
	rec := httptest.NewRecorder()
	New(Options{}).ServeHTTP(rec, req)
	var r struct{ Step human.StepJSON }
	if err := json.Unmarshal(rec.Body.Bytes(), &r); err != nil || rec.Code != 200 {
		t.Fatalf("hint of %s: %d %v\n%s", puzzle, rec.Code, err, rec.Body)
	}
	return r.Step
}

// TestBrowserAllSteps lists all the steps of a position, grouped by
// technique, and draws the one chosen. A stand-in answers /api/hint's
// "all" (the API's own tests check its steps): first with a 400, as a
// server without the list does, then with the steps of the solving path
// from the position (not all of them apply there, but they are real step
// objects, and the list is quick to make, whatever the machine's load).
func TestBrowserAllSteps(t *testing.T) {
	h := New(Options{})
	ask := func(path string, body []byte) *httptest.ResponseRecorder {
		req := httptest.NewRequest(http.MethodPost, path, bytes.NewReader(body))
		req.Header.Set("Content-Type", ctJSON)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec
	}
	var refuse atomic.Bool
	refuse.Store(true)
	standIn := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req map[string]any
		body, _ := io.ReadAll(r.Body)
		r.Body = io.NopCloser(bytes.NewReader(body))
		if r.URL.Path != "/api/hint" || json.Unmarshal(body, &req) != nil || req["all"] != true {
			h.ServeHTTP(w, r)
			return
		}
		w.Header().Set("Content-Type", ctJSON)
		if refuse.Load() {
			w.WriteHeader(http.StatusBadRequest)
			w.Write([]byte(`{"error": "json: unknown field \"all\""}`))
			return
		}
		delete(req, "all")
		var path struct {
			Status     string           `json:"status"`
			Candidates []string         `json:"candidates"`
			Steps      []human.StepJSON `json:"steps"`
		}
		if err := json.Unmarshal(ask("/api/explain", []byte(jsonBody(req))).Body.Bytes(), &path); err != nil {
			t.Errorf("explain: %v", err)
		}
		path.Status = "step" // as /api/hint answers steps
		json.NewEncoder(w).Encode(path)
	})

	tb := newBrowserOn(t, standIn)
	tb.do(chromedp.EmulateViewport(1280, 800))
	tb.open(tb.url)
	count := func(sel string) int { return eval[int](tb, `document.querySelectorAll("`+sel+`").length`) }
	tb.key("s")
	tb.wait(`document.body.dataset.busy === "" && !document.getElementById("all").hidden`)
	if s := tb.text("all-msg"); s != "This server cannot list all the steps yet." {
		t.Errorf("refused: the message %q", s)
	}
	if n := count("#all-list button"); n != 0 {
		t.Errorf("refused: %d steps listed", n)
	}
	refuse.Store(false)
	tb.do(chromedp.Click(chromedp.ID("btn-all")))
	tb.wait(`document.body.dataset.busy === "" && document.querySelectorAll("#all-list button.all-step").length > 0`)
	if n := count("#all-list .all-group"); n < 2 {
		t.Errorf("%d technique groups", n)
	}
	if s := tb.text("all-msg"); !strings.Contains(s, "steps, by technique") {
		t.Errorf("message %q", s)
	}
	// Every group holds steps of its technique alone.
	if bad := eval[int](tb, `[...document.querySelectorAll("#all-list .all-group")].filter(g => g.querySelectorAll("button").length === 0).length`); bad != 0 {
		t.Errorf("%d empty groups", bad)
	}
	tb.do(chromedp.Click(chromedp.CSS(`#all-list button.all-step`)))
	tb.wait(`!document.getElementById("hint").hidden`)
	if s := tb.text("hint-title"); s == "" || s == "Hint: the step" {
		t.Errorf("title %q: want the step's technique", s)
	}
	if n := count("#board .cell.h-place"); n != 1 {
		t.Errorf("%d placements drawn", n)
	}
	if p := eval[string](tb, `document.querySelector("#all-list button.all-step").getAttribute("aria-pressed")`); p != "true" {
		t.Errorf("the chosen step's button pressed %s", p)
	}
	// From the keyboard: Enter on a step's button chooses it, and does not
	// apply the step shown.
	before := tb.cells()
	eval[bool](tb, `document.querySelectorAll("#all-list button.all-step")[1].focus(), true`)
	tb.key("\r")
	if p := eval[string](tb, `document.querySelectorAll("#all-list button.all-step")[1].getAttribute("aria-pressed")`); p != "true" {
		t.Errorf("Enter on the second step's button: pressed %s", p)
	}
	if after := tb.cells(); after != before {
		t.Errorf("Enter on a step's button changed the board: %s, before %s", after, before)
	}
	tb.shot("24-all-steps-list")
	tb.do(chromedp.SetValue(chromedp.ID("lang"), "ja"))
	eval[bool](tb, `document.getElementById("lang").dispatchEvent(new Event("change")), true`)
	tb.wait(`document.body.dataset.busy === "" && /[\u3040-\u30ff]/.test(document.getElementById("all-list").textContent)`)
	tb.do(chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(2)), emulateMedia("prefers-color-scheme", "dark"))
	eval[bool](tb, `document.getElementById("all").scrollIntoView(), true`)
	tb.shot("25-all-steps-phone-dark-japanese")
	tb.key("\x1b")
	if !eval[bool](tb, `document.getElementById("all").hidden`) {
		t.Error("Escape left the list open")
	}
}
