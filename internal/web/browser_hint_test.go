package web

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserHint takes hints in stages on the puzzle of article 000, sees
// their highlights and explanations, applies one, undoes it, steps through
// the solving path, and reads it all again in Japanese.
func TestBrowserHint(t *testing.T) {
	tb := newBrowser(t, Options{})
	tb.open(tb.url)
	count := func(sel string) int { return eval[int](tb, `document.querySelectorAll("`+sel+`").length`) }

	// The first step of article 000: r8c4 is the last cell of box 8 (a 7).
	t.Run("hint in three stages", func(t *testing.T) {
		tb.t = t
		tb.clickCell(0)
		tb.key("h")
		tb.wait(`!document.getElementById("hint").hidden`)
		if s := tb.text("hint-text"); !strings.Contains(s, "box 8") {
			t.Errorf("nudge %q", s)
		}
		if n := count("#board .cell.h-house"); n != 9 {
			t.Errorf("%d cells of the house highlighted", n)
		}
		if n := count("#board .cell.h-cell"); n != 0 {
			t.Errorf("the nudge shows %d cells", n)
		}
		tb.shot("12-hint-nudge")
		tb.key("h")
		if s := tb.text("hint-text"); !strings.Contains(s, "r8c4") {
			t.Errorf("focus %q", s)
		}
		if n := count("#board .cell.h-cell"); n != 1 {
			t.Errorf("%d cells highlighted", n)
		}
		tb.key("h")
		if s := tb.text("hint-text"); !strings.Contains(s, "r8c4 = 7") {
			t.Errorf("explanation %q", s)
		}
		if n := count("#board .cell.h-place"); n != 1 {
			t.Errorf("%d placements highlighted", n)
		}
		if n := count("#board .notes span.c-place"); n != 1 {
			t.Errorf("%d candidates marked as placed", n)
		}
		tb.shot("13-hint-step")
	})

	t.Run("apply and undo", func(t *testing.T) {
		tb.t = t
		tb.key("\r")
		tb.wait(`document.getElementById("hint").hidden`)
		r8c4 := 7*9 + 3
		if c := tb.cells(); c[r8c4] != '7' {
			t.Errorf("r8c4 after apply: %q", c[r8c4])
		}
		tb.key("z", chromedp.ModifierCtrl)
		if c := tb.cells(); c[r8c4] != '.' {
			t.Errorf("r8c4 after undo: %q", c[r8c4])
		}
	})

	t.Run("a wrong digit is named before any hint", func(t *testing.T) {
		tb.t = t
		tb.clickCell(0) // r1c1 is a 9
		tb.key("1")
		tb.key("h")
		tb.wait(`document.querySelectorAll("#board .cell.h-mistake").length === 1`)
		if m := tb.text("message"); !strings.Contains(m, "fix") {
			t.Errorf("message %q", m)
		}
		tb.key(kbBackspace)
	})

	t.Run("hint on the player's notes", func(t *testing.T) {
		tb.t = t
		// With every candidate written in, a hint may remove some; the
		// apply keeps the notes.
		tb.do(chromedp.Click(chromedp.ID("btn-cands")))
		tb.key("h")
		tb.wait(`!document.getElementById("hint").hidden`)
		tb.key("\r")
		tb.wait(`document.getElementById("hint").hidden`)
		if n := count("#board .notes"); n == 0 {
			t.Error("the notes went away")
		}
		tb.key("z", chromedp.ModifierCtrl)
		tb.key("z", chromedp.ModifierCtrl)
	})

	t.Run("solving path", func(t *testing.T) {
		tb.t = t
		before := strings.Count(tb.cells(), ".")
		tb.do(chromedp.Click(chromedp.ID("btn-path")))
		tb.wait(`!document.getElementById("path-nav").hidden`)
		if s := tb.text("hint-title"); s != "Step 1 of 34" {
			t.Errorf("title %q", s)
		}
		first := tb.text("hint-text")
		tb.key("]")
		tb.key("]")
		if s := tb.text("hint-title"); s != "Step 3 of 34" {
			t.Errorf("title after two steps %q", s)
		}
		if tb.text("hint-text") == first {
			t.Error("the explanation did not change")
		}
		tb.shot("14-path")
		tb.key("[")
		if s := tb.text("hint-title"); s != "Step 2 of 34" {
			t.Errorf("title after one back %q", s)
		}
		// Play from here: the board takes the step before step 2.
		tb.do(chromedp.Click(chromedp.ID("btn-here")))
		if after := strings.Count(tb.cells(), "."); after != before-1 {
			t.Errorf("%d empty cells after playing from step 2, %d before", after, before)
		}
	})

	t.Run("Japanese", func(t *testing.T) {
		tb.t = t
		// Three presses at once: the page shows the third stage when the
		// hint arrives.
		tb.key("h")
		tb.key("h")
		tb.key("h")
		tb.wait(hintStepShown)
		tb.do(chromedp.SetValue(chromedp.ID("lang"), "ja"))
		eval[bool](tb, `document.getElementById("lang").dispatchEvent(new Event("change")), true`)
		tb.wait(`/[\u3040-\u30ff]/.test(document.getElementById("hint-text").textContent)`)
		if s := tb.text("hint-title"); s != "ヒント：この一手" {
			t.Errorf("title %q", s)
		}
		if s := tb.text("btn-apply"); s != "適用" {
			t.Errorf("apply button %q", s)
		}
		tb.shot("15-hint-japanese")
	})

	t.Run("solve to the end with hints", func(t *testing.T) {
		tb.t = t
		for i := 0; i < 100 && strings.Contains(tb.cells(), "."); i++ {
			tb.key("h")
			tb.wait(`document.body.dataset.busy === "" && (!document.getElementById("hint").hidden || document.getElementById("message").textContent !== "")`)
			tb.key("\r")
		}
		tb.wait(`document.getElementById("message").textContent.endsWith("で正解です！おめでとうございます。")`)
		if got := tb.cells(); got != solution0 {
			t.Errorf("board %s", got)
		}
		tb.shot("16-solved-japanese")
	})
}

// TestBrowserHintEliminations shows steps that remove candidates: a
// pointing, and the forcing chain that starts Inkala's "world's hardest".
func TestBrowserHintEliminations(t *testing.T) {
	tb := newBrowser(t, Options{})
	tb.open(tb.url)
	for _, tc := range []struct{ name, puzzle, shot, text string }{
		{"pointing", "..84...3....3.....9....157479...8........7..514.....2...9.6...2.5....4......9..56", "17-hint-pointing", "Remove 7 from r8c5"},
		{"forcing chain", inkala, "18-hint-chain", "Remove 3 from r1c4"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb.t = t
			eval[bool](tb, pasteJS(tc.puzzle))
			tb.wait(boardIs(tc.puzzle))
			tb.key("h")
			tb.key("h")
			tb.key("h")
			tb.wait(hintStepShown)
			if s := tb.text("hint-text"); !strings.HasPrefix(s, tc.text) { // the conclusion first
				t.Errorf("explanation %q", s)
			}
			if n := eval[int](tb, `document.querySelectorAll("#board .notes span.c-elim").length`); n != 1 {
				t.Errorf("%d candidates marked for removal", n)
			}
			tb.shot(tc.shot)
			tb.key("\r")
			tb.wait(`document.getElementById("hint").hidden`)
			if n := eval[int](tb, `document.querySelectorAll("#board .notes").length`); n == 0 {
				t.Error("applying an elimination left no candidates on the board")
			}
		})
	}
}

// boardIs is the expression that the board shows the puzzle's digits
// ("." for an empty cell, notes left out).
func boardIs(puzzle string) string {
	return cellDigitsJS + ` === "` + puzzle + `"`
}

// hintStepShown is the expression that the hint panel shows a whole step.
const hintStepShown = `document.body.dataset.busy === "" && !document.getElementById("hint").hidden &&
	document.getElementById("hint-title").textContent === "Hint: the step"`
