package web

import (
	"flag"
	"os"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

var readmeShot = flag.String("readme", "", "save the README's screenshot of a game in progress as `FILE` (docs/game.png)")

// TestBrowserGameInProgress plays a diabolical puzzle part way as a
// serious solver does: digits, the candidates layer, centre marks of the
// player's own over it, corner marks (Snyder notation) and colours, one
// cell in two. The README's screenshot is this game:
//
//	go test ./internal/web -run TestBrowserGameInProgress -readme ../../docs/game.png
func TestBrowserGameInProgress(t *testing.T) {
	const puzzle = "083020090000800100029300008000098700070000060006740000300006980002005000010030540"
	tb := newBrowser(t, Options{})
	tb.open(tb.url)
	eval[bool](tb, pasteJS(puzzle))
	tb.wait(boardIs(strings.ReplaceAll(puzzle, "0", ".")))
	// Three digits of the solution: r1c1 1, r1c6 4, r2c6 9.
	for _, m := range []struct {
		cell int
		key  string
	}{{0, "1"}, {5, "4"}, {14, "9"}} {
		tb.clickCell(m.cell)
		tb.key(m.key)
	}
	// The player's centre marks in r3c1 and r3c5, kept under the
	// candidates layer switched on after them.
	tb.clickCell(18)
	clickWith(tb, 22, chromedp.ModifierCtrl)
	tb.key("5", chromedp.ModifierCtrl)
	tb.key("6", chromedp.ModifierCtrl)
	tb.do(chromedp.Click(chromedp.ID("btn-cands")))
	// Where 1 and 7 go in box 9: corner marks in r8c8 and r8c9.
	tb.clickCell(70)
	clickWith(tb, 71, chromedp.ModifierShift)
	tb.key("1", chromedp.ModifierShift)
	tb.key("7", chromedp.ModifierShift)
	// Colours: r5c1 and r5c5 orange, r5c5 and r5c9 sky blue.
	tb.clickCell(36)
	clickWith(tb, 40, chromedp.ModifierCtrl)
	tb.key("1", chromedp.ModifierCtrl, chromedp.ModifierShift)
	tb.clickCell(40)
	clickWith(tb, 44, chromedp.ModifierCtrl)
	tb.key("2", chromedp.ModifierCtrl, chromedp.ModifierShift)
	tb.clickCell(30)

	label := func(i int) string { return eval[string](tb, cellJS(i)+`.getAttribute("aria-label")`) }
	for cell, want := range map[int]string{
		0:  "r1c1, 1",
		18: "r3c1, empty, centre 5 6",
		70: "r8c8, empty, candidates",
		40: "r5c5, empty, candidates",
	} {
		if got := label(cell); !strings.HasPrefix(got, want) {
			t.Errorf("cell %d reads %q, want it to start with %q", cell, got, want)
		}
	}
	for cell, want := range map[int]string{70: "corner 1 7", 71: "corner 1 7", 36: "colours orange", 40: "colours orange, sky blue", 44: "colours sky blue"} {
		if got := label(cell); !strings.Contains(got, want) {
			t.Errorf("cell %d reads %q, without %q", cell, got, want)
		}
	}
	tb.shot("30-game-in-progress")
	if *readmeShot != "" {
		png, err := os.ReadFile(*screenshots + "/30-game-in-progress.png")
		if err == nil {
			err = os.WriteFile(*readmeShot, png, 0o644)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
}
