package web

// Browser tests of the game around the grid: the clock, mistakes, games
// replaced and brought back, a puzzle typed in from a newspaper, puzzles
// that are no game, the New dialog's defaults and keys on buttons.

import (
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// pageErrors collects the page's uncaught exceptions and console errors
// (not the browser's log, where an answer 400 of the API is expected).
type pageErrors struct {
	mu   sync.Mutex
	errs []string
}

func listenErrors(tb *tab) *pageErrors {
	pe := &pageErrors{}
	err := chromedp.Listen(tb.ctx, func(ev any) {
		var msg string
		switch ev := ev.(type) {
		case *runtime.EventExceptionThrown:
			msg = ev.ExceptionDetails.Text
			if ex := ev.ExceptionDetails.Exception; ex != nil {
				msg += " " + ex.Description
			}
		case *runtime.EventConsoleAPICalled:
			if ev.Type != "error" {
				return
			}
			msg = "console.error"
			for _, a := range ev.Args {
				msg += " " + string(a.Value) + a.Description
			}
		default:
			return
		}
		pe.mu.Lock()
		pe.errs = append(pe.errs, msg)
		pe.mu.Unlock()
	})
	if err != nil {
		tb.t.Fatal(err)
	}
	return pe
}

// check fails t on the errors collected since the last check.
func (pe *pageErrors) check(t *testing.T) {
	t.Helper()
	pe.mu.Lock()
	defer pe.mu.Unlock()
	for _, e := range pe.errs {
		t.Errorf("page error: %s", e)
	}
	pe.errs = nil
}

// The expressions of the selected cell's index and of the focus on the grid.
const (
	selJS       = `[...document.querySelectorAll("#board .cell")].findIndex(c => c.classList.contains("sel") || c.getAttribute("aria-selected") === "true")`
	gridFocused = `document.getElementById("board").contains(document.activeElement)`
	savedTimeJS = `JSON.parse(localStorage.getItem("nanpure.game")).time`
	timerJS     = `document.getElementById("timer").textContent`
	// The page has answered: nothing on its way, a message that is not Loading.
	answered = `document.body.dataset.busy === "" && !/^(Loading…|読み込み中…)?$/.test(document.getElementById("message").textContent)`
)

// TestBrowserGame plays around the grid: clock, pause, mistakes, replaced
// games, defaults of the New dialog and keys on buttons.
func TestBrowserGame(t *testing.T) {
	tb := newBrowser(t, Options{})
	pe := listenErrors(tb)
	tb.open(tb.url)
	t.Cleanup(func() { pe.check(t) })
	seconds := func() int {
		var m, s int
		for _, f := range strings.Split(eval[string](tb, timerJS), ":") {
			m, s = m*60+s, 0
			for _, ch := range f {
				s = s*10 + int(ch-'0')
			}
		}
		return m*60 + s
	}

	t.Run("the clock runs, pauses and is saved", func(t *testing.T) {
		tb.t = t
		if r := eval[string](tb, `document.getElementById("timer").getAttribute("role")`); r != "timer" {
			t.Errorf("timer role %q", r)
		}
		tb.wait(timerJS + ` === "0:02"`)
		// Pause: the grid is hidden and the clock stops until Resume.
		tb.do(chromedp.Click(chromedp.ID("btn-pause")))
		if v := eval[string](tb, `getComputedStyle(document.getElementById("board")).visibility`); v != "hidden" {
			t.Errorf("paused grid visibility %q", v)
		}
		if eval[bool](tb, `document.getElementById("paused").hidden`) {
			t.Error("no Resume shown while paused")
		}
		before := seconds()
		time.Sleep(2200 * time.Millisecond)
		if s := seconds(); s != before {
			t.Errorf("the clock ran while paused: %d s, then %d s", before, s)
		}
		tb.shot("g01-paused")
		tb.do(chromedp.Click(chromedp.ID("btn-resume")))
		tb.wait(`getComputedStyle(document.getElementById("board")).visibility === "visible" && ` + gridFocused)
		tb.wait(timerJS + ` === "0:03"`)
		// A game set while paused (a puzzle typed in) is shown, and Cancel
		// brings the game back running.
		tb.do(chromedp.Click(chromedp.ID("btn-pause")))
		tb.do(chromedp.Click(chromedp.ID("btn-enter")))
		tb.do(chromedp.Click(chromedp.ID("btn-type")))
		tb.wait(`!document.getElementById("entry-bar").hidden && getComputedStyle(document.getElementById("board")).visibility === "visible"`)
		if !eval[bool](tb, `document.getElementById("btn-pause").disabled`) {
			t.Error("Pause is offered while a puzzle is typed in")
		}
		tb.do(chromedp.Click(chromedp.ID("btn-entry-cancel")))
		tb.wait(`document.getElementById("entry-bar").hidden`)
		// A hidden page: no time counts.
		eval[bool](tb, `Object.defineProperty(document, "hidden", {value: true, configurable: true}),
			document.dispatchEvent(new Event("visibilitychange")), true`)
		before = seconds()
		time.Sleep(2200 * time.Millisecond)
		if s := seconds(); s != before {
			t.Errorf("the clock ran while the page was hidden: %d s, then %d s", before, s)
		}
		if ms := eval[float64](tb, savedTimeJS); ms < 3000 {
			t.Errorf("%.0f ms saved when the page was hidden", ms)
		}
		eval[bool](tb, `delete document.hidden, document.dispatchEvent(new Event("visibilitychange")), true`)
		tb.wait(timerJS + ` === "0:04"`)
		// The time survives a reload.
		tb.open(tb.url)
		if s := seconds(); s < 4 {
			t.Errorf("the clock shows %d s after a reload", s)
		}
	})

	// Article 000: r1c1 is 9, r1c2 3, r1c3 5.
	t.Run("check marks wrong digits and notes without the answer", func(t *testing.T) {
		tb.t = t
		tb.clickCell(0)
		tb.key("1")
		tb.clickCell(1)
		tb.key("n")
		tb.key("1")
		tb.key("2")
		tb.clickCell(2)
		tb.key("5")
		tb.key("6")
		tb.key("n")
		tb.do(chromedp.Click(chromedp.ID("btn-check")))
		tb.wait(`document.getElementById("message").textContent.includes("leave out")`)
		invalid := eval[[]bool](tb, `[0, 1, 2].map(i => document.querySelectorAll("#board .cell")[i].getAttribute("aria-invalid") === "true")`)
		if !invalid[0] || !invalid[1] || invalid[2] {
			t.Errorf("aria-invalid of r1c1, r1c2, r1c3: %v", invalid)
		}
		if m := tb.text("message"); !strings.HasPrefix(m, "1 digit(s)") || !strings.Contains(m, "1 cell(s) have notes") {
			t.Errorf("message %q", m)
		}
		if live := eval[string](tb, `document.getElementById("message").getAttribute("aria-live")`); live != "polite" {
			t.Errorf("message aria-live %q", live)
		}
		if sh := eval[string](tb, `getComputedStyle(`+cellJS(1)+`).boxShadow`); sh == "none" {
			t.Error("a cell marked wrong looks like the others")
		}
		tb.shot("g02-check")
	})

	t.Run("show mistakes as I play", func(t *testing.T) {
		tb.t = t
		tb.do(chromedp.Click(chromedp.ID("opt-live")))
		tb.clickCell(3) // r1c4, 1
		tb.key("4")
		if v := eval[string](tb, cellJS(3)+`.getAttribute("aria-invalid")`); v != "true" {
			t.Errorf("a wrong digit typed: aria-invalid %q", v)
		}
		tb.key("1")
		if v := eval[bool](tb, cellJS(3)+`.hasAttribute("aria-invalid")`); v {
			t.Error("a right digit marked wrong")
		}
		tb.open(tb.url)
		if !eval[bool](tb, `document.getElementById("opt-live").checked`) {
			t.Error("the setting is not remembered")
		}
		tb.do(chromedp.Click(chromedp.ID("opt-live")))
	})

	t.Run("a replaced game comes back with one Undo", func(t *testing.T) {
		tb.t = t
		played := tb.cells()
		replaced := func(how string) {
			t.Helper()
			tb.wait(`document.getElementById("message").textContent.includes("Undo brings back")`)
			if tb.cells() == played {
				t.Fatalf("%s: the game was not replaced", how)
			}
			tb.key("z", chromedp.ModifierCtrl)
			tb.wait(`document.getElementById("message").textContent === "The game you were playing is back."`)
			if got := tb.cells(); got != played {
				t.Errorf("%s, then Undo: %s, want %s", how, got, played)
			}
		}
		eval[bool](tb, `document.getElementById("board").focus(), true`)
		eval[bool](tb, pasteJS(inkala))
		replaced("Ctrl+V")
		eval[bool](tb, `location.hash = "#p=`+inkala+`&b=3x3", true`)
		replaced("a link")
		tb.do(chromedp.Click(chromedp.ID("btn-enter")))
		tb.do(chromedp.SetValue(chromedp.ID("enter-text"), inkala))
		tb.do(chromedp.Click(chromedp.ID("btn-load")))
		replaced("Enter, Load")
		// The New dialog opens on 9x9, then on the last size and level.
		tb.do(chromedp.Click(chromedp.ID("btn-new")))
		if s := eval[string](tb, `document.getElementById("new-size").value`); s != "3x3" {
			t.Errorf("the New dialog opens on %s", s)
		}
		tb.do(chromedp.SetValue(chromedp.ID("new-size"), "2x3"), chromedp.SetValue(chromedp.ID("new-level"), "easy"))
		tb.do(chromedp.Click(chromedp.ID("btn-generate")))
		tb.wait(`document.querySelectorAll("#board .cell").length === 36`)
		tb.wait(`!document.getElementById("dlg-new").open`)
		if m := tb.text("message"); !strings.Contains(m, "Undo brings back") {
			t.Errorf("message after New: %q", m)
		}
		tb.key("z", chromedp.ModifierCtrl)
		tb.wait(`document.querySelectorAll("#board .cell").length === 81`)
		if got := tb.cells(); got != played {
			t.Errorf("New, then Undo: %s", got)
		}
		tb.open(tb.url)
		tb.do(chromedp.Click(chromedp.ID("btn-new")))
		if s := eval[string](tb, `document.getElementById("new-size").value + " " + document.getElementById("new-level").value`); s != "2x3 easy" {
			t.Errorf("the New dialog opens on %s after a reload", s)
		}
		tb.key(kb.Escape)
		// The page says so.
		if s := tb.text("keys"); !strings.Contains(s, "Undo brings it back") {
			t.Errorf("the page does not say what replacing does: %q", s)
		}
	})

	t.Run("Enter and Space press a focused button", func(t *testing.T) {
		tb.t = t
		eval[bool](tb, `document.getElementById("btn-check").focus(), true`)
		tb.key("\r")
		tb.wait(`document.getElementById("message").textContent.includes("do not match")`)
		eval[bool](tb, `document.querySelector("#modes [data-mode=centre]").focus(), true`)
		tb.key(" ")
		if p := eval[string](tb, `document.querySelector("#modes [data-mode=centre]").getAttribute("aria-pressed")`); p != "true" {
			t.Errorf("Space on the Centre button: pressed %s", p)
		}
		// Keys on a focused button are the button's, not the grid's.
		before := tb.cells()
		eval[bool](tb, `document.getElementById("btn-hint").focus(), true`)
		tb.key("7")
		if got := tb.cells(); got != before {
			t.Errorf("a digit typed on a button changed the grid: %s", got)
		}
		tb.do(chromedp.Click(chromedp.CSS(`#modes [data-mode=digit]`)))
	})

	t.Run("the finish message says the time and the clock stops", func(t *testing.T) {
		tb.t = t
		// Solve shows the solution without a "well done"; the player's own
		// last digit finishes the puzzle.
		tb.do(chromedp.Click(chromedp.ID("btn-solve")))
		tb.wait(`/^The solution, shown after \d+:\d\d of play\.$/.test(document.getElementById("message").textContent)`)
		last := eval[int](tb, `[...document.querySelectorAll("#board .cell")].findIndex(c => !c.classList.contains("given"))`)
		digit := eval[string](tb, cellJS(last)+`.firstChild.textContent`)
		tb.clickCell(last)
		tb.key(kb.Delete)
		tb.wait(cellJS(last) + `.getAttribute("aria-label").includes("empty")`)
		tb.key(digit)
		tb.wait(`/^Solved in \d+:\d\d! Well done\.$/.test(document.getElementById("message").textContent)`)
		if m, c := tb.text("message"), eval[string](tb, timerJS); !strings.Contains(m, c) {
			t.Errorf("message %q, clock %s", m, c)
		}
		before := seconds()
		time.Sleep(1500 * time.Millisecond)
		if s := seconds(); s != before {
			t.Errorf("the clock ran on a solved puzzle: %d s, then %d s", before, s)
		}
		tb.shot("g03-solved")
	})
}

// TestBrowserEntry types a puzzle in from a newspaper, and tries puzzles
// that are no game: each is refused in plain words and leaves the game
// (or the givens typed) as it was, without an error on the page.
func TestBrowserEntry(t *testing.T) {
	tb := newBrowser(t, Options{})
	pe := listenErrors(tb)
	tb.open(tb.url)
	t.Cleanup(func() { pe.check(t) })
	rowHeights := `[...Array(9).keys()].map(r => document.querySelectorAll("#board .cell")[r * 9].getBoundingClientRect().height)`
	typeIn := func() {
		tb.do(chromedp.Click(chromedp.ID("btn-enter")))
		tb.do(chromedp.Click(chromedp.ID("btn-type")))
		tb.wait(`!document.getElementById("entry-bar").hidden`)
	}

	t.Run("typing moves on, arrows go round the edges", func(t *testing.T) {
		tb.t = t
		typeIn()
		heights := eval[[]float64](tb, rowHeights)
		for _, k := range []string{"1", "2", ".", "0", " ", "6", "7", "8", "9", "4"} {
			tb.key(k)
		}
		if got := tb.cells()[:11]; got != "12...67894." {
			t.Errorf("typed %q", got)
		}
		if s := eval[int](tb, selJS); s != 10 {
			t.Errorf("after ten keys the cursor is on cell %d", s)
		}
		// Past an edge: the previous row's end, the previous column's foot.
		for _, mv := range []struct {
			key  string
			want int
		}{{kb.ArrowLeft, 9}, {kb.ArrowLeft, 8}, {kb.ArrowUp, 79}, {kb.ArrowDown, 8}, {kb.ArrowRight, 9}} {
			tb.key(mv.key)
			if s := eval[int](tb, selJS); s != mv.want {
				t.Errorf("%q: cell %d, want %d", mv.key, s, mv.want)
			}
		}
		// Backspace erases the cell, or on an empty one the cell before.
		tb.key(kb.Backspace)
		tb.key(kb.Backspace)
		if got, s := tb.cells()[:11], eval[int](tb, selJS); got != "12...678..." || s != 8 {
			t.Errorf("after two Backspaces %q, cursor on cell %d", got, s)
		}
		after := eval[[]float64](tb, rowHeights)
		for r := range heights {
			if d := after[r] - heights[r]; d > 0.5 || d < -0.5 {
				t.Errorf("row %d was %.1f px high, is %.1f px", r+1, heights[r], after[r])
			}
		}
		if !eval[bool](tb, gridFocused) {
			t.Error("the grid lost the focus")
		}
		tb.shot("g04-entry")
	})

	refused := func(want string) {
		t.Helper()
		tb.wait(answered)
		if m := tb.text("message"); !strings.Contains(m, want) {
			t.Errorf("message %q, want %q", m, want)
		}
		pe.check(t)
	}
	start := func() { tb.do(chromedp.Click(chromedp.ID("btn-start"))) }
	t.Run("puzzles typed in that are no game", func(t *testing.T) {
		tb.t = t
		typed := tb.cells()
		start()
		refused("more than one solution")
		if got := tb.cells(); got != typed || eval[bool](tb, `document.getElementById("entry-bar").hidden`) {
			t.Errorf("the givens typed are gone: %s", got)
		}
		tb.clickCell(1)
		tb.key("1")
		start()
		refused("No solution: these givens break the rules: r1c1, r1c2.")
		// Empty, then one given, in English and Japanese.
		tb.do(chromedp.Click(chromedp.ID("btn-entry-cancel")))
		typeIn()
		start()
		refused("more than one solution")
		tb.key("5")
		start()
		refused("more than one solution")
		tb.do(chromedp.SetValue(chromedp.ID("lang"), "ja"))
		eval[bool](tb, `document.getElementById("lang").dispatchEvent(new Event("change")), true`)
		start()
		refused("解が複数ある")
		tb.key("5") // r1c2: two 5s in row 1
		start()
		refused("解がありません。ルールに反するヒント数字があります：r1c1, r1c2。")
		tb.do(chromedp.SetValue(chromedp.ID("lang"), "en"))
		eval[bool](tb, `document.getElementById("lang").dispatchEvent(new Event("change")), true`)
		tb.do(chromedp.Click(chromedp.ID("btn-entry-cancel")))
		tb.wait(`document.getElementById("entry-bar").hidden`)
	})

	t.Run("puzzles pasted or loaded that are no game", func(t *testing.T) {
		tb.t = t
		playing := tb.cells()
		for _, tc := range []struct{ name, puzzle, want string }{
			{"30 givens, many solutions", solution0[:30] + strings.Repeat(".", 51), "more than one solution"},
			{"16x16 with a duplicate", "11" + strings.Repeat(".", 254), "No solution"},
			{"a contradiction", "55" + strings.Repeat(".", 79), "No solution"},
		} {
			eval[bool](tb, pasteJS(tc.puzzle))
			refused(tc.want)
			if got := tb.cells(); got != playing {
				t.Errorf("%s: the game in progress was replaced by %s", tc.name, got)
			}
		}
		tb.do(chromedp.Click(chromedp.ID("btn-enter")))
		tb.do(chromedp.SetValue(chromedp.ID("enter-text"), "1"+strings.Repeat(".", 80)))
		tb.do(chromedp.Click(chromedp.ID("btn-load")))
		tb.wait(`document.getElementById("enter-error").textContent !== ""`)
		if e := tb.text("enter-error"); !strings.Contains(e, "more than one solution") {
			t.Errorf("error %q", e)
		}
		if m := tb.text("message"); m == "Loading…" {
			t.Error("the status stays at Loading…")
		}
		tb.key(kb.Escape)
		if got := tb.cells(); got != playing {
			t.Errorf("the game in progress was replaced by %s", got)
		}
		tb.shot("g05-refused")
	})
}
