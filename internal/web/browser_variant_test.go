package web

// Browser tests of variant puzzles: a killer pasted and a thermometer
// sudoku loaded, drawn, hinted at each stage, played, checked, kept
// across a reload and a share link, and solved.

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/nanpure/nanpure/internal/api"
	"github.com/nanpure/nanpure/internal/corpus"
)

// issExample is the input and the solution of the variant puzzle from
// outside called name (corpus.Variants).
func issExample(t *testing.T, name string) (input, solution string) {
	t.Helper()
	v, ok := corpus.VariantNamed(name)
	if !ok {
		t.Fatalf("no example %q", name)
	}
	return v.Input, v.Solution
}

// firstConstraint is the cells of the constraint of the first hint of puzzle.
func firstConstraint(t *testing.T, puzzle string) []string {
	body, _ := json.Marshal(map[string]string{"puzzle": puzzle})
	var a struct {
		Step struct {
			Constraint struct{ Cells []string } `json:"constraint"`
		} `json:"step"`
	}
	if err := json.Unmarshal(api.Call(context.Background(), "hint", body).Body, &a); err != nil || len(a.Step.Constraint.Cells) == 0 {
		t.Fatalf("the first hint of %s: %v %+v", puzzle, err, a)
	}
	return a.Step.Constraint.Cells
}

// conflictCells is the names of the cells shown in conflict, in order.
func conflictCells(tb *tab) string {
	tb.t.Helper()
	return eval[string](tb, `[...document.querySelectorAll("#board .cell.conflict")].map(c => c.id.slice(5)).join(" ")`)
}

func TestBrowserVariant(t *testing.T) {
	tb := newBrowser(t, Options{})
	tb.open(tb.url)
	errs := listenErrors(tb)
	count := func(sel string) int { return eval[int](tb, `document.querySelectorAll("`+sel+`").length`) }
	killer, killerSolution := issExample(t, "Killer sudoku")
	thermo, thermoSolution := issExample(t, "Thermosudoku")

	t.Run("a killer pasted, drawn", func(t *testing.T) {
		tb.t = t
		eval[bool](tb, `document.getElementById("board").focus(), true`)
		eval[bool](tb, pasteJS(killer))
		tb.wait(`document.querySelectorAll("#variant .v-cage").length === 29`)
		if n := count("#variant .v-sum"); n != 29 {
			t.Errorf("%d sums drawn, want 29", n)
		}
		if s := eval[string](tb, `document.querySelector("#variant .v-sum").textContent`); s != "3" {
			t.Errorf("the first cage's sum: %q", s)
		}
		if c := tb.cells(); c != strings.Repeat(".", 81) {
			t.Errorf("givens %s", c)
		}
		tb.shot("60-variant-killer")
		errs.check(t)
	})

	t.Run("a hint at each stage shows the cage", func(t *testing.T) {
		tb.t = t
		cells := firstConstraint(t, killer)
		for stage := 1; stage <= 3; stage++ {
			tb.key("h")
			tb.wait(`!document.getElementById("hint").hidden && !document.getElementById("btn-hint").disabled`)
			if n := count("#board .cell.h-constraint"); n != len(cells) {
				t.Errorf("stage %d: %d cells of the constraint highlighted, want %d", stage, n, len(cells))
			}
			for _, c := range cells {
				if !eval[bool](tb, `document.getElementById("cell-`+c+`").classList.contains("h-constraint")`) {
					t.Errorf("stage %d: %s not highlighted", stage, c)
				}
			}
		}
		if s := tb.text("hint-text"); !strings.Contains(s, "cage") {
			t.Errorf("the step: %q", s)
		}
		if n := count("#board .notes span.c-elim"); n == 0 {
			t.Error("no elimination marked at the last stage")
		}
		tb.shot("61-variant-hint")
		// Applied, the step leaves r1c1 and r1c2 the cage's 1 and 2; undone,
		// the marks go, so that the digits below meet no marks.
		tb.key("\r")
		tb.wait(`document.getElementById("hint").hidden`)
		if s := eval[string](tb, notesJS(0)); s != "12" {
			t.Errorf("r1c1's marks after Apply: %q", s)
		}
		tb.key("z", chromedp.ModifierCtrl)
		tb.wait(`document.querySelectorAll("#board .notes").length === 0`)
		errs.check(t)
	})

	t.Run("digits, check, reload, share", func(t *testing.T) {
		tb.t = t
		tb.clickCell(0)
		tb.key(killerSolution[:1])
		// The candidates layer knows the cage: r1c2 takes what r1c1
		// leaves of 3.
		tb.do(chromedp.Click(chromedp.ID("btn-cands")))
		other := string(rune('0' + 3 - int(killerSolution[0]-'0')))
		if got := eval[string](tb, cellJS(1)+`.getAttribute("aria-label")`); got != "r1c2, empty, candidates "+other {
			t.Errorf("r1c2 with the candidates shown: %q, want candidates %s", got, other)
		}
		tb.do(chromedp.Click(chromedp.ID("btn-cands")))
		tb.clickCell(1)
		tb.key("9") // wrong: the solution's is 1
		// r1c1 and r1c2 are a cage of 3: a 9 breaks its sum, and both show it.
		if got := conflictCells(tb); got != "r1c1 r1c2" {
			t.Errorf("conflicts with a cage over its sum: %q, want r1c1 r1c2", got)
		}
		tb.do(chromedp.Click(chromedp.ID("btn-check")))
		if m := tb.text("message"); !strings.Contains(m, "1 cell(s) do not match") {
			t.Errorf("check with a wrong digit: %q", m)
		}
		tb.clickCell(1)
		tb.key(killerSolution[1:2])
		if got := conflictCells(tb); got != "" {
			t.Errorf("conflicts once the cage adds up: %q", got)
		}
		tb.do(chromedp.Click(chromedp.ID("btn-check")))
		if m := tb.text("message"); !strings.Contains(m, "No mistakes so far: 79 cells") {
			t.Errorf("check: %q", m)
		}
		// A hint from the player's position.
		tb.key("h")
		tb.wait(`!document.getElementById("hint").hidden && !document.getElementById("btn-hint").disabled`)
		tb.key("\x1b")
		tb.open(tb.url)
		tb.wait(`document.querySelectorAll("#variant .v-cage").length === 29`)
		if c := tb.cells(); c[:2] != killerSolution[:2] {
			t.Errorf("after a reload: %s", c)
		}
		// A new visitor, nothing stored, opens the link with the progress.
		tb.do(chromedp.Click(chromedp.ID("btn-share")))
		// The dialog links the puzzle to SudokuPad too: the link reads back
		// as the killer.
		tb.wait(`!document.getElementById("share-sudokupad").hidden`)
		pad := eval[string](tb, `document.getElementById("share-sudokupad").href`)
		body, _ := json.Marshal(map[string]string{"puzzle": pad})
		if !strings.HasPrefix(pad, "https://sudokupad.app/fpuzzles") ||
			!strings.Contains(string(api.Call(context.Background(), "solve", body).Body), `"solution":"`+killerSolution+`"`) {
			t.Errorf("the SudokuPad link %s does not read back as the killer", pad)
		}
		tb.do(chromedp.Click(chromedp.ID("share-progress")))
		link := eval[string](tb, `document.getElementById("share-link").value`)
		if !strings.Contains(link, "Cage") {
			t.Errorf("share link %s", link)
		}
		tb.key("\x1b")
		tb.do(chromedp.Navigate(tb.url + "style.css"))
		eval[bool](tb, `localStorage.clear(), true`)
		tb.open(link)
		tb.wait(`document.querySelectorAll("#variant .v-cage").length === 29`)
		if c := tb.cells(); c != killerSolution[:2]+strings.Repeat(".", 79) {
			t.Errorf("the board of the link: %s", c)
		}
		errs.check(t)
	})

	t.Run("printed with its cages", func(t *testing.T) {
		tb.t = t
		// The preview is the renderer's SVG, shown from a blob: keep the
		// blobs the page makes, to read it back.
		eval[bool](tb, `(window.blobs = [], URL.createObjectURL = ((make) => (b) => (window.blobs.push(b), make(b)))(URL.createObjectURL.bind(URL)), true)`)
		tb.do(chromedp.Click(chromedp.ID("btn-print")))
		tb.wait(`document.getElementById("print-preview").complete && document.getElementById("print-preview").naturalWidth > 0`)
		eval[bool](tb, `(window.blobs[0].text().then(t => window.printedSVG = t), true)`)
		tb.wait(`typeof window.printedSVG === "string"`)
		if n := eval[int](tb, `(window.printedSVG.match(/class="cage"/g) || []).length`); n < 29*4 {
			t.Errorf("the printed killer has %d cage segments, want its 29 cages drawn", n)
		}
		tb.key("\x1b")
		errs.check(t)
	})

	t.Run("solved", func(t *testing.T) {
		tb.t = t
		tb.do(chromedp.Click(chromedp.ID("btn-solve")))
		if c := tb.cells(); c != killerSolution {
			t.Errorf("after Solve: %s", c)
		}
		errs.check(t)
	})

	t.Run("a thermometer sudoku loaded, drawn, hinted, solved", func(t *testing.T) {
		tb.t = t
		tb.do(chromedp.Click(chromedp.ID("btn-enter")))
		tb.do(chromedp.SetValue(chromedp.ID("enter-text"), thermo))
		tb.do(chromedp.Click(chromedp.ID("btn-load")))
		tb.wait(`document.querySelectorAll("#variant .v-thermo").length === 4`)
		if n := count("#variant .v-bulb"); n != 4 {
			t.Errorf("%d bulbs", n)
		}
		if n := count("#variant .v-cage"); n != 0 {
			t.Errorf("the killer's cages left: %d", n)
		}
		cells := firstConstraint(t, thermo)
		for stage := 1; stage <= 3; stage++ {
			tb.key("h")
			tb.wait(`!document.getElementById("hint").hidden && !document.getElementById("btn-hint").disabled`)
			if n := count("#board .cell.h-constraint"); n != len(cells) {
				t.Errorf("stage %d: %d cells of the constraint highlighted, want %d", stage, n, len(cells))
			}
		}
		tb.shot("62-variant-thermo")
		tb.key("\x1b")
		// The first thermometer rises from r9c4 to r8c3: a 5 then a 3 are
		// out of order (in no house together), a 5 then a 6 are not.
		tb.clickCell(8*9 + 3)
		tb.key("5")
		tb.clickCell(7*9 + 2)
		tb.key("3")
		if got := conflictCells(tb); got != "r8c3 r9c4" {
			t.Errorf("conflicts with a thermometer out of order: %q, want r8c3 r9c4", got)
		}
		tb.shot("63-variant-conflict")
		tb.key("6")
		if got := conflictCells(tb); got != "" {
			t.Errorf("conflicts once the thermometer rises: %q", got)
		}
		tb.do(chromedp.Click(chromedp.ID("btn-solve")))
		if c := tb.cells(); c != thermoSolution {
			t.Errorf("after Solve: %s", c)
		}
		errs.check(t)
	})

	t.Run("a cell limited to a few digits, pencilled", func(t *testing.T) {
		tb.t = t
		// The thermometer sudoku with r5c5 (its 5) limited to 3, 5 or 7.
		tb.do(chromedp.Click(chromedp.ID("btn-enter")))
		tb.do(chromedp.SetValue(chromedp.ID("enter-text"), thermo+".~R5C5_3_5_7"))
		tb.do(chromedp.Click(chromedp.ID("btn-load")))
		tb.wait(`document.querySelectorAll("#board .notes.limit").length === 1`)
		if s := eval[string](tb, notesJS(4*9+4)); s != "357" {
			t.Errorf("r5c5's pencilled digits: %q, want 357", s)
		}
		if s := eval[string](tb, `document.getElementById("cell-r5c5").getAttribute("aria-label")`); !strings.Contains(s, "one of 3, 5, 7") {
			t.Errorf("r5c5's name: %q", s)
		}
		// Readable in both themes, as the digits and the marks are.
		for _, theme := range []string{"dark", "light"} {
			eval[bool](tb, `document.documentElement.dataset.theme = "`+theme+`", true`)
			for _, f := range eval[[]string](tb, "(() => {"+contrastJS+"return textFailures(); })()") {
				t.Errorf("%s: %s", theme, f)
			}
			tb.shot("64-variant-limited-" + theme)
		}
		tb.clickCell(4*9 + 4)
		tb.key("4")
		if got := conflictCells(tb); got != "r5c5" {
			t.Errorf("conflicts with a digit outside the limits: %q, want r5c5", got)
		}
		tb.key("5")
		if got := conflictCells(tb); got != "" {
			t.Errorf("conflicts with a digit of the limits: %q", got)
		}
		if n := count("#board .notes.limit"); n != 0 {
			t.Errorf("%d limits drawn under a digit", n)
		}
		errs.check(t)
	})
}
