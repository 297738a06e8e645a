package web

import (
	"context"
	"net/http"
	"os/exec"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"github.com/nanpure/nanpure/internal/corpus"
	"github.com/nanpure/nanpure/internal/site"
)

// buildSite writes the static site ("nanpure site") into a temporary
// directory, building the engine from this checkout, or skips when there
// is no go command to build it with.
func buildSite(tb testing.TB) string {
	tb.Helper()
	if _, err := exec.LookPath("go"); err != nil {
		tb.Skip("no go command on the PATH to build the engine: site tests skipped")
	}
	dir := tb.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	if err := site.Write(ctx, dir, Page(), site.Options{Source: "../.."}); err != nil {
		tb.Fatal(err)
	}
	return dir
}

// A staticHost serves a directory as any static file server does (no
// API), until it is cut off: then it answers nothing but errors, as a host
// out of reach.
type staticHost struct {
	files http.Handler
	down  atomic.Bool
}

func (s *staticHost) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if s.down.Load() {
		http.Error(w, "cut off", http.StatusBadGateway)
		return
	}
	s.files.ServeHTTP(w, r)
}

// offline cuts the tab off the network, as DevTools' offline mode does.
func offline() chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		if _, err := cdp.Call(ctx, t, network.Enable, network.EnableParams{}); err != nil {
			return err
		}
		off := []*network.Conditions{{Offline: true, DownloadThroughput: -1, UploadThroughput: -1}}
		if _, err := cdp.Call(ctx, t, network.EmulateNetworkConditionsByRule,
			network.EmulateNetworkConditionsByRuleParams{MatchedNetworkConditions: off}); err != nil {
			return err
		}
		_, err := cdp.Call(ctx, t, network.OverrideNetworkState,
			network.OverrideNetworkStateParams{Offline: true, DownloadThroughput: -1, UploadThroughput: -1})
		return err
	})
}

// TestBrowserSite plays the page of "nanpure site" from a plain static
// file server: every answer comes from the engine in a Web Worker. Then,
// the server cut off and the tab offline, the page reloads from the
// service worker's cache and plays again.
func TestBrowserSite(t *testing.T) {
	host := &staticHost{files: http.FileServer(http.Dir(buildSite(t)))}
	tb := newBrowserOn(t, host)
	tb.open(tb.url)

	play := func(t *testing.T, name string) {
		tb.t = t
		t.Run(name+": a digit and check", func(t *testing.T) {
			tb.t = t
			tb.do(chromedp.Click(chromedp.ID("btn-enter")))
			tb.do(chromedp.SetValue(chromedp.ID("enter-text"), article000))
			tb.do(chromedp.Click(chromedp.ID("btn-load")))
			tb.wait(`!document.getElementById("dlg-enter").open`)
			tb.wait(boardIs(strings.ReplaceAll(article000, "0", ".")))
			tb.wait(`document.getElementById("status").textContent === "one solution"`)
			tb.clickCell(0) // r1c1: 9
			tb.key("9")
			tb.do(chromedp.Click(chromedp.ID("btn-check")))
			tb.wait(`document.getElementById("message").textContent.startsWith("No mistakes")`)
		})
		t.Run(name+": marks and a share link", func(t *testing.T) {
			tb.t = t
			tb.clickCell(1) // r1c2
			tb.key("n")
			tb.key("3")
			tb.key("5")
			tb.key("n")
			if notes := eval[string](tb, notesJS(1)); notes != "35" {
				t.Errorf("notes of r1c2: %q", notes)
			}
			tb.do(chromedp.Click(chromedp.ID("btn-share")))
			tb.do(chromedp.Click(chromedp.ID("share-progress")))
			link := eval[string](tb, `document.getElementById("share-link").value`)
			tb.key("\x1b")
			// A new visitor, nothing stored, opens the link.
			tb.do(chromedp.Navigate(tb.url + "style.css"))
			eval[bool](tb, `localStorage.clear(), true`)
			tb.open(link)
			tb.wait(`document.getElementById("message").textContent === "Puzzle loaded."`)
			if got := tb.cells(); got[0] != '9' || got[4:6] != "27" {
				t.Errorf("board from the link %s (%s)", got, link)
			}
		})
		t.Run(name+": a hint, stage by stage, applied", func(t *testing.T) {
			tb.t = t
			tb.do(chromedp.Click(chromedp.ID("btn-hint")))
			tb.wait(`!document.getElementById("hint").hidden && document.body.dataset.busy === ""`)
			for range 2 {
				if !eval[bool](tb, `document.getElementById("hint-title").textContent === "Hint: the step"`) {
					tb.do(chromedp.Click(chromedp.ID("btn-more")))
					tb.wait(`document.body.dataset.busy === ""`)
				}
			}
			tb.wait(hintStepShown)
			before := tb.cells()
			tb.do(chromedp.Click(chromedp.ID("btn-apply")))
			tb.wait(`document.getElementById("hint").hidden`)
			if tb.cells() == before {
				t.Errorf("the hint applied changed nothing: %s", before)
			}
		})
		t.Run(name+": a new puzzle, solved", func(t *testing.T) {
			tb.t = t
			tb.do(chromedp.Click(chromedp.ID("btn-new")))
			tb.wait(`document.getElementById("dlg-new").open`)
			tb.do(chromedp.SetValue(chromedp.ID("new-size"), "3x3"))
			tb.do(chromedp.SetValue(chromedp.ID("new-level"), "hard"))
			tb.do(chromedp.Click(chromedp.ID("btn-generate")))
			tb.wait(`!document.getElementById("dlg-new").open`)
			if c := tb.cells(); c == strings.ReplaceAll(article000, "0", ".") || strings.Count(c, ".") < 40 {
				t.Errorf("new puzzle %s", c)
			}
			tb.do(chromedp.Click(chromedp.ID("btn-hint")))
			tb.wait(`!document.getElementById("hint").hidden && document.body.dataset.busy === ""`)
			tb.do(chromedp.Click(chromedp.ID("btn-hint-close")))
			tb.do(chromedp.Click(chromedp.ID("btn-solve")))
			tb.wait(`document.getElementById("message").textContent.startsWith("The solution, shown")`)
		})
		t.Run(name+": print", func(t *testing.T) {
			tb.t = t
			tb.do(chromedp.Click(chromedp.ID("btn-print")))
			tb.wait(`document.getElementById("print-preview").complete && document.getElementById("print-preview").naturalWidth > 0`)
			tb.key("\x1b")
			tb.wait(`!document.getElementById("dlg-print").open`)
			// A PDF in Japanese: the engine fetches the font it does not
			// embed, and the PDF embeds the glyphs of 解答.
			r := evalAwait[map[string]any](tb, `(async () => {
				const engine = await import("./engine.js");
				const pdf = await engine.print({ puzzle: "`+article000+`", solutions: true, lang: "ja" });
				const text = await pdf.text();
				return { type: pdf.type, start: text.slice(0, 5), font: text.includes("VL-Gothic-Regular") };
			})()`)
			if r["type"] != "application/pdf" || r["start"] != "%PDF-" || r["font"] != true {
				t.Errorf("a PDF in Japanese: %v", r)
			}
		})
	}

	play(t, "static host")
	t.Run("a killer, drawn and hinted by the engine in the worker", func(t *testing.T) {
		tb.t = t
		killer, _ := issExample(t, "Killer sudoku")
		eval[bool](tb, `document.getElementById("board").focus(), true`)
		eval[bool](tb, pasteJS(killer))
		tb.wait(`document.querySelectorAll("#variant .v-cage").length === 29`)
		tb.key("h")
		tb.wait(`!document.getElementById("hint").hidden && document.body.dataset.busy === ""`)
		if n := eval[int](tb, `document.querySelectorAll("#board .cell.h-constraint").length`); n != 2 {
			t.Errorf("%d cells of the first cage highlighted, want 2", n)
		}
		tb.key("\x1b")
	})
	t.Run("a killer made by the engine in the worker", func(t *testing.T) {
		tb.t = t
		tb.do(chromedp.Click(chromedp.ID("btn-new")))
		tb.wait(`document.getElementById("dlg-new").open`)
		tb.choose("new-kind", "killer")
		tb.choose("new-size", "2x3")
		tb.choose("new-level", "easy")
		tb.do(chromedp.Click(chromedp.ID("btn-generate")))
		tb.wait(`!document.getElementById("dlg-new").open && document.querySelectorAll("#board .cell").length === 36 &&
			document.querySelectorAll("#variant .v-cage").length > 0`)
		if s := tb.text("status"); s != "one solution" {
			t.Errorf("status %q", s)
		}
		tb.key("h")
		tb.wait(`!document.getElementById("hint").hidden && document.body.dataset.busy === ""`)
		if s := tb.text("hint-text"); s == "" {
			t.Error("no hint")
		}
		tb.key("\x1b")
		// New opens on the last kind made: the tests that follow make
		// classic puzzles.
		eval[bool](tb, `localStorage.removeItem("nanpure.new"), true`)
	})
	t.Run("a puzzle to practise on, made by the engine in the worker", func(t *testing.T) {
		tb.t = t
		tb.do(chromedp.Click(chromedp.ID("btn-new")))
		tb.wait(`document.getElementById("dlg-new").open && document.querySelector('#new-practice option[value="xy-wing"]') !== null`)
		tb.choose("new-size", "3x3")
		tb.choose("new-practice", "xy-wing")
		tb.do(chromedp.Click(chromedp.ID("btn-generate")))
		tb.wait(`!document.getElementById("dlg-new").open && document.querySelectorAll("#board .cell").length === 81`)
		if n := eval[int](tb, `JSON.parse(localStorage.getItem("nanpure.game")).notes.filter((m) => m).length`); n < 4 {
			t.Errorf("%d cells with centre marks", n)
		}
		tb.key("h")
		tb.wait(`!document.getElementById("hint").hidden && document.body.dataset.busy === ""`)
		if s := tb.text("hint-text"); !strings.Contains(s, "XY-Wing") {
			t.Errorf("hint %q", s)
		}
		tb.key("\x1b")
		eval[bool](tb, `localStorage.removeItem("nanpure.new"), true`)
	})
	t.Run("a photo read by the engine in the worker", func(t *testing.T) {
		tb.t = t
		dir := corpus.Photos(t)
		tb.do(chromedp.Click(chromedp.ID("btn-enter")))
		tb.do(chromedp.SetUploadFiles(chromedp.ID("enter-photo"), []string{dir + "/" + corpus.Photo}))
		tb.wait(boardIs(corpus.PhotoPuzzle))
		tb.do(chromedp.Click(chromedp.ID("btn-start")))
		tb.wait(`document.getElementById("entry-bar").hidden && document.getElementById("status").textContent === "one solution"`)
	})
	t.Run("a long job canceled", func(t *testing.T) {
		tb.t = t
		// A hard 4x4 does not exist: the search would run for the API's
		// 10 s. Canceled, the call ends at once; the worker is replaced and
		// the next call answered.
		r := evalAwait[map[string]any](tb, `(async () => {
			const engine = await import("./engine.js");
			const ac = new AbortController();
			const t0 = performance.now();
			const job = engine.generate({ box: "2x2", level: "hard" }, ac.signal).then(() => "answered", (e) => e.name);
			setTimeout(() => ac.abort(), 200);
			const ended = await job;
			const t1 = performance.now();
			const next = await engine.hint({ puzzle: "`+article000+`" });
			return { ended, canceledMs: t1 - t0, next: next.status };
		})()`)
		if r["ended"] != "AbortError" || r["canceledMs"].(float64) > 2000 || r["next"] != "step" {
			t.Errorf("canceled: %v", r)
		}
	})
	cancelOnPage(t, tb)
	tb.t = t
	// The service worker has cached the site once it is active.
	eval[bool](tb, `navigator.serviceWorker.ready.then(() => { window.swReady = true; }), true`)
	tb.wait(`window.swReady === true`)
	tb.shot("site-01-static")

	host.down.Store(true)
	tb.do(offline())
	tb.open(tb.url)
	if s := tb.text("status"); s != "one solution" {
		t.Errorf("offline, after a reload: status %q", s)
	}
	play(t, "offline")
	tb.t = t
	tb.shot("site-02-offline")
}
