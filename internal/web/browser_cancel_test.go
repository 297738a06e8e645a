package web

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// stale is how long the cancel tests wait for an answer that must not
// land: longer than the canceled search would have run.
const stale = 3 * time.Second

// cancelOnPage gives up on long jobs from the page (jobs.js), the engine
// in a Web Worker: a new puzzle canceled or asked again, a hint closed on
// its way. The page is playable at once, and no answer lands later.
func cancelOnPage(t *testing.T, tb *tab) {
	generate := func(level string) {
		tb.do(chromedp.SetValue(chromedp.ID("new-size"), "3x3"))
		tb.do(chromedp.SetValue(chromedp.ID("new-level"), level))
		tb.do(chromedp.Click(chromedp.ID("btn-generate")))
	}
	calm := func(want string) {
		time.Sleep(stale)
		if got := tb.cells(); got != want {
			t.Errorf("a canceled answer landed: %s, not %s", got, want)
		}
		if m := tb.text("message"); strings.Contains(m, "rror") {
			t.Errorf("message after a cancel: %q", m)
		}
	}
	t.Run("New canceled while generating", func(t *testing.T) {
		tb.t = t
		tb.do(chromedp.Click(chromedp.ID("btn-enter")))
		tb.do(chromedp.SetValue(chromedp.ID("enter-text"), article000))
		tb.do(chromedp.Click(chromedp.ID("btn-load")))
		before := strings.ReplaceAll(article000, "0", ".")
		tb.wait(boardIs(before))
		tb.do(chromedp.Click(chromedp.ID("btn-new")))
		generate("extreme")
		tb.wait(`document.body.dataset.busy === "1"`)
		// Cancel: the dialog closes and the page is idle within a frame.
		busy := evalAwait[string](tb, `(async () => {
			document.querySelector('#dlg-new button[value="cancel"]').click();
			await new Promise((ok) => setTimeout(ok, 50));
			return document.body.dataset.busy + (document.getElementById("dlg-new").open ? "open" : "");
		})()`)
		if busy != "" {
			t.Fatalf("50 ms after Cancel: busy %q", busy)
		}
		i := strings.Index(before, ".")
		tb.clickCell(i)
		tb.key("5")
		want := before[:i] + "5" + before[i+1:]
		tb.wait(boardIs(want))
		calm(want)
	})
	t.Run("a hint closed on its way", func(t *testing.T) {
		tb.t = t
		// The worker that replaced the canceled one is starting: the hint
		// waits for it, and Escape gives up on it.
		tb.do(chromedp.Click(chromedp.ID("btn-new")))
		generate("extreme")
		tb.wait(`document.body.dataset.busy === "1"`)
		tb.do(chromedp.Click(chromedp.CSS(`#dlg-new button[value="cancel"]`)))
		tb.do(chromedp.Click(chromedp.ID("btn-hint")))
		tb.key("\x1b")
		tb.wait(`document.body.dataset.busy === "" && document.getElementById("hint").hidden`)
		time.Sleep(stale)
		if !eval[bool](tb, `document.getElementById("hint").hidden`) {
			t.Errorf("the hint closed on its way was shown later")
		}
	})
	t.Run("Generate again replaces the puzzle on its way", func(t *testing.T) {
		tb.t = t
		tb.do(chromedp.Click(chromedp.ID("btn-new")))
		generate("extreme")
		tb.wait(`document.body.dataset.busy === "1"`)
		generate("any")
		// Within the API's timeout (a loaded machine is slow to start the
		// worker that replaces the canceled one).
		left := evalAwait[string](tb, `(async () => {
			const t0 = performance.now();
			while (document.getElementById("dlg-new").open && performance.now() - t0 < 20000) await new Promise((ok) => setTimeout(ok, 50));
			return document.getElementById("dlg-new").open ? "open: " + document.getElementById("new-error").textContent : "ms " + Math.round(performance.now() - t0);
		})()`)
		if !strings.HasPrefix(left, "ms ") {
			t.Fatalf("the New dialog after Generate again: %s", left)
		}
		t.Logf("a new worker made the puzzle in %s", left)
		calm(tb.cells())
	})
}
