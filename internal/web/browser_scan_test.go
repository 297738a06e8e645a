package web

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/nanpure/nanpure/internal/corpus"
)

// TestBrowserPhoto enters a puzzle from a photo of the shared set: the
// Enter dialog's photo input, the puzzle read in entry mode, then Start.
func TestBrowserPhoto(t *testing.T) {
	dir, ok := corpus.SharedFile("photos")
	if !ok {
		t.Skip("the photos of ../shared/data/photos are not on this machine")
	}
	// image1.jpg's puzzle (image1.dat)
	const want = "...7...8..9...31....68.5.7..2.6...49...2...5...8.4...7...9...3.37......61.5..4..."
	tb := newBrowser(t, Options{})
	tb.open(tb.url)
	if got := eval[string](tb, `document.getElementById("enter-photo").getAttribute("capture")`); got != "environment" {
		t.Errorf("the photo input's capture is %q, want environment (a phone opens its camera)", got)
	}
	tb.do(chromedp.Click(chromedp.ID("btn-enter")))
	tb.do(chromedp.SetUploadFiles(chromedp.ID("enter-photo"), []string{dir + "/image1.jpg"}))
	tb.wait(boardIs(want))
	tb.wait(`!document.getElementById("entry-bar").hidden && !document.getElementById("dlg-enter").open`)
	if msg := tb.text("message"); !strings.HasPrefix(msg, "Read from the photo") {
		t.Errorf("message %q", msg)
	}
	tb.shot("photo_entry")
	tb.do(chromedp.Click(chromedp.ID("btn-start")))
	tb.wait(`document.getElementById("entry-bar").hidden && document.getElementById("status").textContent === "one solution"`)
	if n := eval[int](tb, `document.querySelectorAll("#board .cell.given").length`); n != 81-strings.Count(want, ".") {
		t.Errorf("%d givens, want %d", n, 81-strings.Count(want, "."))
	}
}
