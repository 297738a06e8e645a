package web

// Browser tests of a new variant puzzle made from the New dialog: the
// dialog's Kind, what a variant disables and why, the puzzle drawn and
// played, the choice remembered, and a variant canceled on its way.

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// newVariantJS is the New dialog's state: the kind, size, level, whether
// symmetry is disabled and its title, whether the note shows, and the
// sizes and levels disabled.
const newVariantJS = `(() => {
	const $ = (id) => document.getElementById(id);
	const off = (id) => [...$(id).options].filter((o) => o.disabled).map((o) => o.value).join(" ");
	return [$("new-kind").value, $("new-size").value, $("new-level").value, $("new-symmetry").disabled ? "no symmetry" : "symmetry",
		$("new-symmetry").title ? "title" : "", $("new-variant-note").hidden ? "" : "note", "sizes off: " + off("new-size"),
		"levels off: " + off("new-level")].join(" | ");
})()`

// savedGame is an expression of the game saved, as state.js keeps it.
const savedGame = `JSON.parse(localStorage.getItem("nanpure.game"))`

// variantLevelsOff are the levels the New dialog disables for a variant:
// extreme (beyond, a path needs a guess) and HoDoKu's (a variant is rated
// on its own scale).
const variantLevelsOff = "extreme hodoku-easy hodoku-medium hodoku-hard hodoku-unfair hodoku-extreme"

func TestBrowserVariantNew(t *testing.T) {
	tb := newBrowser(t, Options{})
	tb.open(tb.url)
	errs := listenErrors(tb)
	count := func(sel string) int { return eval[int](tb, `document.querySelectorAll("`+sel+`").length`) }
	openNew := func() {
		tb.do(chromedp.Click(chromedp.ID("btn-new")))
		tb.wait(`document.getElementById("dlg-new").open`)
	}

	t.Run("a killer 6x6 easy, made and played", func(t *testing.T) {
		tb.t = t
		openNew()
		if got := eval[string](tb, newVariantJS); got != "classic | 3x3 | any | symmetry |  |  | sizes off:  | levels off: " {
			t.Errorf("the dialog at first: %s", got)
		}
		kinds := eval[string](tb, `[...document.getElementById("new-kind").options].map((o) => o.value + "=" + o.textContent).join(" ")`)
		if kinds != "classic=Classic killer=Killer jigsaw=Jigsaw x=Sudoku X windoku=Windoku anti-knight=Anti-knight anti-king=Anti-king kropki=Kropki thermo=Thermo arrow=Arrow"+
			" renban=Renban whisper=German whispers modular=Modular lines sum-line=Sum lines (10 lines) zipper=Zipper lines double-arrow=Double arrows quadruple=Quadruples min-max=Minimum and maximum"+
			" rellik=Rellik cages counting-circles=Counting circles lunchbox=Lunchboxes" {
			t.Errorf("kinds: %s", kinds)
		}
		// A variant on 16x16 extreme: the dialog moves to 9x9 diabolical.
		tb.choose("new-size", "4x4")
		tb.choose("new-level", "extreme")
		tb.choose("new-kind", "killer")
		if got := eval[string](tb, newVariantJS); got != "killer | 3x3 | diabolical | no symmetry | title | note | sizes off: 3x4 4x4 | levels off: "+variantLevelsOff {
			t.Errorf("killer chosen: %s", got)
		}
		if s := tb.text("new-variant-note"); !strings.Contains(s, "no symmetry") {
			t.Errorf("the note: %q", s)
		}
		tb.choose("new-size", "2x3")
		tb.choose("new-level", "easy")
		tb.shot("65-new-variant-dialog")
		tb.do(chromedp.Click(chromedp.ID("btn-generate")))
		tb.wait(`!document.getElementById("dlg-new").open && document.querySelectorAll("#board .cell").length === 36 &&
			document.querySelectorAll("#variant .v-cage").length > 0`)
		cages := count("#variant .v-cage")
		if n := count("#variant .v-sum"); n != cages {
			t.Errorf("%d cages drawn, %d sums", cages, n)
		}
		if s := tb.text("status"); s != "one solution" {
			t.Errorf("status %q", s)
		}
		if r := tb.text("rating"); !strings.HasSuffix(r, "· easy") {
			t.Errorf("rating %q", r)
		}
		// The game is a variant game: its text is the ISS string, saved with its kind.
		if v := eval[string](tb, savedGame+`.variant.kind + " " + `+savedGame+`.variant.text.slice(0, 15)`); v != "killer .Shape~6x6.Cage" {
			t.Errorf("the game saved: %s", v)
		}
		tb.shot("66-new-killer")

		// A hint of the engine: at its last stage, the step on the board.
		before := tb.cells()
		for range 3 {
			tb.key("h")
			tb.wait(`!document.getElementById("hint").hidden && !document.getElementById("btn-hint").disabled`)
		}
		tb.wait(hintStepShown)
		tb.key("\r")
		tb.wait(`document.getElementById("hint").hidden`)
		if after := tb.cells(); after == before && count("#board .notes span") == 0 {
			t.Errorf("the hint applied changed nothing: %s", before)
		}
		tb.do(chromedp.Click(chromedp.ID("btn-check")))
		if m := tb.text("message"); !strings.HasPrefix(m, "No mistakes so far") {
			t.Errorf("check: %q", m)
		}
		// Share: the link holds the variant's text.
		tb.do(chromedp.Click(chromedp.ID("btn-share")))
		if link := eval[string](tb, `document.getElementById("share-link").value`); !strings.Contains(link, "Cage") {
			t.Errorf("share link %s", link)
		}
		tb.key("\x1b")
		errs.check(t)
	})

	t.Run("printed with new killers", func(t *testing.T) {
		tb.t = t
		eval[bool](tb, `(window.blobs = [], URL.createObjectURL = ((make) => (b) => (window.blobs.push(b), make(b)))(URL.createObjectURL.bind(URL)), true)`)
		tb.do(chromedp.Click(chromedp.ID("btn-print")))
		tb.wait(`document.getElementById("print-preview").complete && document.getElementById("print-preview").naturalWidth > 0`)
		tb.choose("print-count", "2")
		tb.wait(`window.blobs.length >= 2 && document.getElementById("print-preview").complete`)
		eval[bool](tb, `(window.blobs[window.blobs.length - 1].text().then(t => window.printedSVG = t), true)`)
		tb.wait(`typeof window.printedSVG === "string"`)
		if e := tb.text("print-error"); e != "" {
			t.Errorf("print error %q", e)
		}
		// Two puzzles on the page, each with its cages.
		if n := eval[int](tb, `(window.printedSVG.match(/class="notes"/g) || []).length`); n != 2 {
			t.Errorf("%d groups of sums on the sheet of two killers, want 2", n)
		}
		tb.key("\x1b")
		errs.check(t)
	})

	t.Run("remembered, then classic again", func(t *testing.T) {
		tb.t = t
		openNew()
		if got := eval[string](tb, newVariantJS); got != "killer | 2x3 | easy | no symmetry | title | note | sizes off: 3x4 4x4 | levels off: "+variantLevelsOff {
			t.Errorf("the dialog opened again: %s", got)
		}
		tb.choose("new-kind", "anti-king")
		if got := eval[string](tb, newVariantJS); !strings.HasSuffix(got, "sizes off: 2x2 3x4 4x4 | levels off: "+variantLevelsOff) {
			t.Errorf("anti-king: %s", got)
		}
		// In Japanese, the kinds and the reason too.
		tb.choose("lang", "ja")
		if k := eval[string](tb, `[...document.getElementById("new-kind").options].map((o) => o.textContent).join(" ")`); !strings.Contains(k, "キラー ジグソー 対角線") {
			t.Errorf("kinds in Japanese: %s", k)
		}
		if s := eval[string](tb, `document.getElementById("new-symmetry").title`); !strings.Contains(s, "対称性は選べません") {
			t.Errorf("the reason in Japanese: %q", s)
		}
		tb.shot("67-new-variant-dialog-ja")
		tb.choose("lang", "en")
		tb.choose("new-kind", "classic")
		if got := eval[string](tb, newVariantJS); got != "classic | 2x3 | easy | symmetry |  |  | sizes off:  | levels off: " {
			t.Errorf("classic again: %s", got)
		}
		tb.key("\x1b")
		tb.wait(`!document.getElementById("dlg-new").open`)
		errs.check(t)
	})

	t.Run("a variant canceled on its way", func(t *testing.T) {
		tb.t = t
		before := tb.cells()
		openNew()
		tb.choose("new-kind", "jigsaw")
		tb.choose("new-size", "3x3")
		tb.choose("new-level", "diabolical")
		// Generate, then Cancel at once: the puzzle on its way never lands.
		eval[bool](tb, `document.getElementById("btn-generate").click(), document.querySelector('#dlg-new button[value="cancel"]').click(), true`)
		tb.wait(`!document.getElementById("dlg-new").open && document.body.dataset.busy === ""`)
		time.Sleep(stale)
		if got := tb.cells(); got != before || count("#variant .v-cage") == 0 {
			t.Errorf("a canceled jigsaw landed: %s, not %s", got, before)
		}
		if m := tb.text("message"); strings.Contains(m, "rror") {
			t.Errorf("message after a cancel: %q", m)
		}
		errs.check(t)
	})
}
