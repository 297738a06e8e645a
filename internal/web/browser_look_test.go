package web

// The page's looks, in a real browser: no serious or critical axe-core
// violations (on the page, its dialogs and its hint panel, light and dark,
// English and Japanese), the contrast of the cells' highlights, the theme
// switch, and the page on a phone.

import (
	"context"
	"encoding/json"
	"fmt"
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

// contrastJS defines ratio(a, b), the contrast ratio of two CSS colours
// as getComputedStyle gives them (WCAG 2's relative luminance), and
// ring(el), the colour of an element's inset box-shadow ("" for none).
const contrastJS = `
const rgb = (s) => (s.match(/rgba?\(([^)]*)\)/) || [, "0, 0, 0"])[1].split(/[ ,\/]+/).map(Number);
const lum = (s) => { const [r, g, b] = rgb(s).map((v) => v / 255).map((c) => c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
const ratio = (a, b) => { const x = lum(a), y = lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };
const ring = (el) => { const s = getComputedStyle(el).boxShadow; return s === "none" ? "" : s.match(/rgba?\([^)]*\)/)[0]; };
const bg = (el) => getComputedStyle(el).backgroundColor;
// under is the colour an element's text stands on: its background,
// blended over its cell's where it is see-through.
const under = (el, cell) => {
	const [r, g, b, a = 1] = rgb(bg(el)), [R, G, B] = rgb(bg(cell));
	return "rgb(" + [r * a + R * (1 - a), g * a + G * (1 - a), b * a + B * (1 - a)].join(", ") + ")";
};
// textFailures lists the digits and notes of the board that stand out
// less than 4.5:1 from what is under them.
const textFailures = () => {
	const out = [];
	for (const c of document.querySelectorAll("#board .cell")) {
		const name = "cell " + c.dataset.cell + " (" + c.className + ")";
		if (c.textContent && !c.querySelector(".notes")) {
			const r = ratio(getComputedStyle(c).color, bg(c));
			if (r < 4.5) out.push(name + "'s digit: " + r.toFixed(2) + ":1");
		}
		for (const n of c.querySelectorAll(".notes span")) {
			if (!n.textContent) continue;
			const r = ratio(getComputedStyle(n).color, under(n, c));
			if (r < 4.5) out.push(name + "'s note " + n.textContent + " (" + n.className + "): " + r.toFixed(2) + ":1");
		}
	}
	return out;
};
`

// TestBrowserLookContrast measures, in light and dark, the contrast of
// the digits and notes against their cells (4.5:1, as text) and of the
// marks of the selected cell, the cells of the same digit and the
// conflicts against the cells around them (3:1, as WCAG 1.4.11 asks of
// the marks of a state).
func TestBrowserLookContrast(t *testing.T) {
	tb := newBrowser(t, Options{})
	tb.open(tb.url)
	// Article 000: a note in r1c1, a 2 in r1c3 against the given 2 of
	// r1c5 (a conflict), then r1c5 selected: its 2s are the same digit.
	tb.clickCell(0)
	tb.key("n")
	tb.key("9")
	tb.key("n")
	tb.clickCell(2)
	tb.key("2")
	tb.clickCell(4)
	for _, theme := range []string{"light", "dark"} {
		t.Run(theme, func(t *testing.T) {
			tb.t = t
			eval[bool](tb, `document.documentElement.dataset.theme = "`+theme+`", true`)
			var report []string
			js := "(() => {" + contrastJS + `
				const out = [];
				const need = (what, r, min) => { if (!(r >= min)) out.push(what + ": " + r.toFixed(2) + ":1, want " + min + ":1"); };
				const cells = [...document.querySelectorAll("#board .cell")];
				const sel = document.querySelector("#board .cell.sel");
				const same = cells.filter((c) => c.matches(".same:not(.sel)"));
				const peer = cells.find((c) => c.matches(".peer:not(.same):not(.sel)"));
				const plain = cells.find((c) => !c.matches(".peer, .same, .sel, .conflict, .given") && !c.textContent);
				if (!sel || !same.length || !peer || !plain) return ["the board lacks a selected, same, peer or plain cell"];
				out.push(...textFailures());
				// The marks of state against what is around them.
				const selRing = ring(sel), sameRing = ring(same[0]);
				if (!selRing || !sameRing) return ["no ring on the selected cell or the same digit"];
				for (const [name, el] of [["selected", sel], ["same", same[0]], ["peer", peer], ["plain", plain]]) {
					need("selected ring on " + name, ratio(selRing, bg(el)), 3);
					if (name !== "selected") need("same-digit ring on " + name, ratio(sameRing, bg(el)), 3);
				}
				need("selected ring against the same-digit ring", ratio(selRing, sameRing), 3);
				const conflict = document.querySelector("#board .cell.conflict:not(.given)");
				if (!conflict) return ["no conflict on the board"];
				need("conflict digit", ratio(getComputedStyle(conflict).color, bg(conflict)), 4.5);
				return out;
			})()`
			report = eval[[]string](tb, js)
			for _, r := range report {
				t.Error(r)
			}
			tb.shot("look-contrast-" + theme)
		})
	}
	// The marks of hints: the houses and cells of a pointing (stages 2 and
	// 3), the nodes of a chain.
	for _, tc := range []struct{ name, puzzle string }{{"pointing", pointingPuzzle}, {"chain", inkala}} {
		eval[bool](tb, pasteJS(tc.puzzle))
		tb.wait(boardIs(tc.puzzle))
		tb.key("h")
		tb.wait(`document.body.dataset.busy === "" && !document.getElementById("hint").hidden`)
		for stage := 2; stage <= 3; stage++ {
			tb.key("h")
			for _, theme := range []string{"light", "dark"} {
				t.Run(fmt.Sprintf("%s-%d-%s", tc.name, stage, theme), func(t *testing.T) {
					tb.t = t
					eval[bool](tb, `document.documentElement.dataset.theme = "`+theme+`", true`)
					for _, f := range eval[[]string](tb, "(() => {"+contrastJS+"return textFailures(); })()") {
						t.Error(f)
					}
					tb.shot(fmt.Sprintf("look-contrast-%s-%d-%s", tc.name, stage, theme))
				})
			}
		}
		tb.t = t
		tb.key("\x1b")
	}
}

// pointingPuzzle's first step beyond singles is a pointing.
const pointingPuzzle = "..84...3....3.....9....157479...8........7..514.....2...9.6...2.5....4......9..56"

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
	// The Share dialog gave the focus back to its button: keys are the grid's
	// only when it has the focus.
	eval[bool](tb, `document.getElementById("board").focus(), true`)
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
			inView("the first screen", "board", "pad", "modes", "message")
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
