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
	dir := corpus.Photos(t)
	want := corpus.PhotoPuzzle
	tb := newBrowser(t, Options{})
	tb.open(tb.url)
	if got := eval[string](tb, `document.getElementById("enter-photo").getAttribute("capture")`); got != "environment" {
		t.Errorf("the photo input's capture is %q, want environment (a phone opens its camera)", got)
	}
	tb.do(chromedp.Click(chromedp.ID("btn-enter")))
	tb.do(chromedp.SetUploadFiles(chromedp.ID("enter-photo"), []string{dir + "/" + corpus.Photo}))
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
