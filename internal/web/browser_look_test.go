package web

// The page's looks, in a real browser: no serious or critical axe-core
// violations (on the page, its dialogs and its hint panel, light and dark,
// English and Japanese), the contrast of the cells' highlights, the theme
// switch, and the page on a phone.

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/chromedp/chromedp"
)

// axeScript returns axe-core's script, which ./test.sh installs with npm
// ci in testdata/axe, or skips the test when it is not there. In CI (CI
// set) a missing axe-core is a failure.
func axeScript(t *testing.T) string {
	b, err := os.ReadFile(filepath.Join("testdata", "axe", "node_modules", "axe-core", "axe.min.js"))
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("no axe-core: ./test.sh installs it (cd internal/web/testdata/axe && npm ci): %v", err)
		}
		t.Skip("no axe-core (cd internal/web/testdata/axe && npm ci): accessibility checks skipped")
	}
	return string(b)
}

// An axeViolation is one rule that axe-core found broken, with the
// elements that break it.
type axeViolation struct {
	ID     string   `json:"id"`
	Impact string   `json:"impact"`
	Help   string   `json:"help"`
	Nodes  []string `json:"nodes"`
}

// axe runs axe-core on the page (injecting it the first time) and
// returns its serious and critical violations. Until the board's cells
// stand in rows (role="row"), the two rules that ask for rows are left
// out: the board's rework brings them, and then they apply here too.
func (tb *tab) axe(script string) []axeViolation {
	tb.t.Helper()
	if !eval[bool](tb, `typeof axe === "object"`) {
		eval[bool](tb, script+"\n;true")
	}
	js := `(() => {
		const rows = document.querySelector("#board [role=row]");
		const rules = rows ? {} : {"aria-required-children": {enabled: false}, "aria-required-parent": {enabled: false}};
		return axe.run(document, {resultTypes: ["violations"], rules}).then(r => JSON.stringify(r.violations
			.filter(v => v.impact === "serious" || v.impact === "critical")
			.map(v => ({id: v.id, impact: v.impact, help: v.help,
				nodes: v.nodes.map(n => n.target.join(" ") + ": " + n.failureSummary.replace(/\s+/g, " "))}))));
	})()`
	ctx, cancel := context.WithTimeout(tb.ctx, 30*time.Second)
	defer cancel()
	s, err := chromedp.Run(ctx, chromedp.Evaluate[string](js, chromedp.EvalAwaitPromise))
	if err != nil {
		tb.t.Fatalf("axe.run: %v", err)
	}
	var vs []axeViolation
	if err := json.Unmarshal([]byte(s), &vs); err != nil {
		tb.t.Fatal(err)
	}
	return vs
}

// checkAxe fails the test on every serious or critical violation that
// axe-core finds on the page as it is.
func (tb *tab) checkAxe(script, where string) {
	tb.t.Helper()
	for _, v := range tb.axe(script) {
		tb.t.Errorf("%s: %s (%s): %s, %d elements:\n  %s", where, v.ID, v.Impact, v.Help, len(v.Nodes),
			strings.Join(v.Nodes[:min(4, len(v.Nodes))], "\n  "))
	}
}

// choose picks value in the select id, as a player does.
func (tb *tab) choose(id, value string) {
	tb.t.Helper()
	tb.do(chromedp.SetValue(chromedp.ID(id), value))
	eval[bool](tb, `document.getElementById("`+id+`").dispatchEvent(new Event("change")), true`)
}

// TestBrowserLookAxe runs axe-core on the page, its hint panel (first and
// last stage) and its dialogs New, Enter and Share, in light and dark
// (chosen with the page's theme switch), English and Japanese; then on
// the last stage of a chain's hint.
func TestBrowserLookAxe(t *testing.T) {
	script := axeScript(t)
	tb := newBrowser(t, Options{})
	tb.open(tb.url)
	for _, lang := range []string{"en", "ja"} {
		for _, theme := range []string{"light", "dark"} {
			t.Run(lang+"-"+theme, func(t *testing.T) {
				tb.t = t
				tb.choose("lang", lang)
				tb.choose("theme", theme)
				tb.wait(`document.documentElement.lang === "` + lang + `" && document.documentElement.dataset.theme === "` + theme + `"`)
				tb.checkAxe(script, "page")
				tb.do(chromedp.Click(chromedp.ID("btn-hint")))
				tb.wait(`!document.getElementById("hint").hidden && document.getElementById("hint-text").textContent !== ""`)
				tb.checkAxe(script, "hint, stage 1")
				tb.do(chromedp.Click(chromedp.ID("btn-more")))
				tb.do(chromedp.Click(chromedp.ID("btn-more")))
				tb.wait(`document.getElementById("btn-more").hidden`)
				tb.checkAxe(script, "hint, stage 3")
				tb.shot("look-axe-hint-" + lang + "-" + theme)
				tb.do(chromedp.Click(chromedp.ID("btn-hint-close")))
				for _, d := range []struct{ button, dialog string }{{"btn-new", "dlg-new"}, {"btn-enter", "dlg-enter"}, {"btn-share", "dlg-share"}} {
					tb.do(chromedp.Click(chromedp.ID(d.button)))
					tb.wait(`document.getElementById("` + d.dialog + `").open`)
					tb.checkAxe(script, d.dialog)
					tb.key("\x1b")
					tb.wait(`!document.getElementById("` + d.dialog + `").open`)
				}
			})
		}
	}
	// A chain: its arrows, its links' buttons and words.
	tb.t = t
	tb.choose("lang", "en")
	eval[bool](tb, pasteJS(inkala))
	tb.wait(boardIs(inkala))
	tb.key("h")
	tb.key("h")
	tb.key("h")
	tb.wait(hintStepShown)
	// Its summary is short and starts with what it does; the chains are
	// in the detail, folded.
	if s := tb.text("hint-text"); utf8.RuneCountInString(s) > 300 || !strings.HasPrefix(s, "Remove ") {
		t.Errorf("the summary of a chain's step: %q", s)
	}
	if eval[bool](tb, `document.getElementById("hint-detail").hidden || document.getElementById("hint-detail").open`) {
		t.Error("the detail of a chain's step is not shown folded")
	}
	tb.do(chromedp.Click(chromedp.CSS("#hint-detail summary")))
	if d := tb.text("hint-detail-text"); !strings.Contains(d, " → ") || !strings.Contains(d, "\n") {
		t.Errorf("the detail of a chain's step: %q", d)
	}
	for _, theme := range []string{"light", "dark"} {
		t.Run("chain-"+theme, func(t *testing.T) {
			tb.t = t
			tb.choose("theme", theme)
			tb.checkAxe(script, "a chain's hint")
		})
	}
}

// TestBrowserLookTheme switches the theme on the page: a choice holds
// whatever the system prefers and survives a reload; "system" follows
// the system, live.
func TestBrowserLookTheme(t *testing.T) {
	tb := newBrowser(t, Options{})
	tb.open(tb.url)
	bg := func() string { return eval[string](tb, `getComputedStyle(document.body).backgroundColor`) }
	const light, dark = "rgb(247, 246, 242)", "rgb(23, 24, 27)"
	if b := bg(); b != light {
		t.Errorf("background %s at first, want light %s", b, light)
	}
	tb.do(emulateMedia("prefers-color-scheme", "dark"))
	tb.wait(`document.documentElement.dataset.theme === "dark"`)
	if b := bg(); b != dark {
		t.Errorf("background %s with the system dark, want %s", b, dark)
	}
	tb.choose("theme", "light")
	if b := bg(); b != light {
		t.Errorf("background %s with light chosen on a dark system, want %s", b, light)
	}
	tb.open(tb.url)
	if b, v := bg(), eval[string](tb, `document.getElementById("theme").value`); b != light || v != "light" {
		t.Errorf("after a reload: background %s, switch on %q; want light", b, v)
	}
	tb.do(emulateMedia("prefers-color-scheme", "light"))
	tb.choose("theme", "dark")
	if b := bg(); b != dark {
		t.Errorf("background %s with dark chosen on a light system, want %s", b, dark)
	}
	tb.choose("theme", "system")
	tb.wait(`document.documentElement.dataset.theme === "light"`)
	// Its labels in Japanese.
	tb.choose("lang", "ja")
	if l := eval[string](tb, `document.getElementById("theme").getAttribute("aria-label") + " " + document.getElementById("theme").selectedOptions[0].textContent`); l != "配色 ◐ 自動" {
		t.Errorf("the theme switch in Japanese: %q", l)
	}
}

// rectJS is the expression of the bounding box of the element of the
// expression el, as {x, y, w, h, bottom, right}.
func rectJS(el string) string {
	return `(r => ({x: r.x, y: r.y, w: r.width, h: r.height, bottom: r.bottom, right: r.right}))(` + el + `.getBoundingClientRect())`
}

type box struct{ X, Y, W, H, Bottom, Right float64 }

// TestBrowserLookPhone plays on a phone's screen (390x844): the grid, the
// digit pad and the mode switch fit the first screen; a hint opened shows
// its text and buttons without scrolling; every button is a touch target
// of 44x44 CSS px at least; the Japanese header is no taller than the
// English one.
func TestBrowserLookPhone(t *testing.T) {
	tb := newBrowser(t, Options{})
	tb.do(chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(2)))
	tb.open(tb.url)
	const screenH = 844
	// inView checks that the elements ids are on the screen as it is
	// (scrolled by the player to the button pressed, if at all).
	inView := func(where string, ids ...string) {
		t.Helper()
		for _, id := range ids {
			b := eval[box](tb, rectJS(`document.getElementById("`+id+`")`))
			if b.H == 0 || b.Y < 0 || b.Bottom > screenH || b.Right > 390 {
				t.Errorf("%s: #%s at x %.0f..%.0f, y %.0f..%.0f, not on the first screen of 390x%d", where, id, b.X, b.Right, b.Y, b.Bottom, screenH)
			}
		}
	}
	// targets checks the buttons in root (a checkbox by its label).
	targets := func(where, root string) {
		t.Helper()
		small := eval[[]string](tb, `[...document.querySelector("`+root+`").querySelectorAll("button, select, summary, input[type=checkbox], input[type=file]")]
			.filter(b => b.checkVisibility())
			.map(b => [b, (b.type === "checkbox" && b.closest("label") || b).getBoundingClientRect()])
			.filter(([b, r]) => r.width < 44 || r.height < 44)
			.map(([b, r]) => (b.id || b.textContent.trim() || b.tagName) + " " + r.width.toFixed(0) + "x" + r.height.toFixed(0))`)
		for _, s := range small {
			t.Errorf("%s: touch target %s, want 44x44 at least", where, s)
		}
	}
	for _, lang := range []string{"en", "ja"} {
		t.Run(lang, func(t *testing.T) {
			tb.t = t
			tb.choose("lang", lang)
			tb.wait(`document.documentElement.lang === "` + lang + `"`)
			eval[bool](tb, `scrollTo(0, 0), true`)
			inView("the first screen", "board", "pad", "btn-notes")
			targets("the game", "body")
			tb.do(chromedp.Click(chromedp.ID("btn-hint")))
			tb.wait(`!document.getElementById("hint").hidden && document.getElementById("hint-text").textContent !== ""`)
			inView("stage 1 of a hint", "hint-text", "btn-more", "btn-apply", "btn-hint-close")
			tb.do(chromedp.Click(chromedp.ID("btn-more")))
			tb.do(chromedp.Click(chromedp.ID("btn-more")))
			tb.wait(`document.getElementById("btn-more").hidden`)
			inView("stage 3 of a hint", "hint-text", "btn-apply", "btn-hint-close")
			targets("a hint", "body")
			tb.shot("look-phone-hint-" + lang)
			tb.do(chromedp.Click(chromedp.ID("btn-hint-close")))
			for _, d := range []struct{ button, dialog string }{{"btn-new", "dlg-new"}, {"btn-enter", "dlg-enter"}, {"btn-share", "dlg-share"}} {
				tb.do(chromedp.Click(chromedp.ID(d.button)))
				tb.wait(`document.getElementById("` + d.dialog + `").open`)
				targets(d.dialog, "#"+d.dialog)
				tb.key("\x1b")
				tb.wait(`!document.getElementById("` + d.dialog + `").open`)
			}
		})
	}
	t.Run("a chain's hint", func(t *testing.T) {
		tb.t = t
		tb.choose("lang", "en")
		eval[bool](tb, pasteJS(inkala))
		tb.wait(boardIs(inkala))
		tb.do(chromedp.Click(chromedp.ID("btn-hint")))
		tb.wait(`document.body.dataset.busy === "" && !document.getElementById("hint").hidden`)
		tb.do(chromedp.Click(chromedp.ID("btn-more")))
		tb.do(chromedp.Click(chromedp.ID("btn-more")))
		tb.wait(hintStepShown)
		inView("a chain's step", "hint-text", "btn-apply", "btn-hint-close", "btn-link-next")
		tb.shot("look-phone-chain")
	})
	t.Run("the Japanese header", func(t *testing.T) {
		tb.t = t
		height := func(lang string) float64 {
			tb.choose("lang", lang)
			tb.wait(`document.documentElement.lang === "` + lang + `"`)
			return eval[float64](tb, `document.querySelector("header").getBoundingClientRect().height`)
		}
		en, ja := height("en"), height("ja")
		if ja > en+4 {
			t.Errorf("the header is %.0fpx high in Japanese, %.0fpx in English", ja, en)
		}
		// One line of title and one of buttons.
		if en > 120 {
			t.Errorf("the header is %.0fpx high", en)
		}
	})
}
