package web

// The page's looks, in a real browser: no serious or critical axe-core
// violations (on the page, its dialogs and its hint panel, light and dark,
// English and Japanese), the contrast of the cells' highlights, the theme
// switch, and the page on a phone.

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

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

// axe runs axe-core on the page (injecting it the first time) and returns
// its serious and critical violations.
func (tb *tab) axe(script string) []axeViolation {
	tb.t.Helper()
	if !eval[bool](tb, `typeof axe === "object"`) {
		eval[bool](tb, script+"\n;true")
	}
	js := `axe.run(document, {resultTypes: ["violations"]}).then(r => JSON.stringify(r.violations
		.filter(v => v.impact === "serious" || v.impact === "critical")
		.map(v => ({id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map(n => n.target.join(" ") + ": " + n.failureSummary.replace(/\s+/g, " "))}))))`
	s, err := chromedp.Run(tb.ctx, chromedp.Evaluate[string](js, chromedp.EvalAwaitPromise))
	if err != nil {
		tb.t.Fatalf("axe.run: %v", err)
	}
	var vs []axeViolation
	if err := json.Unmarshal([]byte(s), &vs); err != nil {
		tb.t.Fatal(err)
	}
	return vs
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
				// Text: digits and notes against their cell.
				for (const c of cells) {
					if (c.textContent && !c.querySelector(".notes")) need(c.dataset.cell + "'s digit", ratio(getComputedStyle(c).color, bg(c)), 4.5);
					for (const n of c.querySelectorAll(".notes span")) if (n.textContent) need(c.dataset.cell + "'s note " + n.textContent, ratio(getComputedStyle(n).color, bg(c)), 4.5);
				}
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
}

func TestBrowserLookAxe(t *testing.T) {
	script := axeScript(t)
	tb := newBrowser(t, Options{})
	tb.open(tb.url)
	for _, v := range tb.axe(script) {
		t.Errorf("%s (%s): %s: %d nodes\n  %s", v.ID, v.Impact, v.Help, len(v.Nodes), strings.Join(v.Nodes[:min(3, len(v.Nodes))], "\n  "))
	}
	tb.do(emulateMedia("prefers-color-scheme", "dark"))
	for _, v := range tb.axe(script) {
		t.Errorf("dark %s (%s): %s: %d nodes\n  %s", v.ID, v.Impact, v.Help, len(v.Nodes), strings.Join(v.Nodes[:min(5, len(v.Nodes))], "\n  "))
	}
}
