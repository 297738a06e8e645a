package web

// Tests in a real browser: headless Chromium (Debian's chromium package)
// driven through the DevTools protocol by chromedp. Each test serves the
// handler on loopback, drives the page as a player would (keys, clicks,
// paste) and checks what the page shows. Screenshots go to
// testdata/screenshots/ (not committed), to be looked at.

import (
	"context"
	"flag"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

var screenshots = flag.String("screenshots", "testdata/screenshots", "save the browser tests' screenshots in `DIR`")

// chromium returns the path of the browser, or skips the test when there
// is none. In CI (CI set) a missing browser is a failure: test.sh
// installs it.
func chromium(t testing.TB) string {
	if p := os.Getenv("NANPURE_CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"/usr/bin/chromium", "chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("CI") != "" {
		t.Fatal("no Chromium: test.sh installs Debian's chromium package")
	}
	t.Skip("no Chromium on this machine (apt-get install chromium): browser tests skipped")
	return ""
}

// A tab is a browser tab on the page under test.
type tab struct {
	t   testing.TB
	ctx context.Context
	url string
}

// newBrowser starts a headless Chromium with a fresh profile and returns a
// tab on a server of the page. Chromium runs without the sandbox (tests run
// as root in CI), without GPU, and without any background networking, so
// that it connects to nothing but the loopback server.
func newBrowser(t *testing.T, opts Options) *tab { return newBrowserOn(t, New(opts)) }

// newBrowserOn is newBrowser on a server of handler h.
func newBrowserOn(t testing.TB, h http.Handler) *tab {
	path := chromium(t)
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	aopts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("lang", "en-US"),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1100, 820),
	)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), aopts...)
	ctx, cancel := chromedp.NewContext(actx)
	t.Cleanup(func() { cancel(); cancelAlloc() })
	// The first call starts the browser, for as long as ctx lives: it must
	// have no timeout of its own.
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1100, 820)); err != nil {
		t.Fatalf("starting %s: %v", path, err)
	}
	tb := &tab{t: t, ctx: ctx, url: srv.URL + "/"}
	return tb
}

// do runs the steps, failing the test on an error.
func (tb *tab) do(steps ...chromedp.Action[chromedp.Void]) {
	tb.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, 20*time.Second)
	defer cancel()
	if err := chromedp.Do(ctx, steps...); err != nil {
		tb.t.Fatal(err)
	}
}

// eval returns the value of a JavaScript expression on the page.
func eval[T any](tb *tab, js string) T {
	tb.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, 20*time.Second)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js))
	if err != nil {
		tb.t.Fatalf("%s: %v", js, err)
	}
	return v
}

// wait waits until the JavaScript expression is true, failing with what
// the page says after 10 seconds.
func (tb *tab) wait(js string) {
	tb.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, 10*time.Second)
	defer cancel()
	if _, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](js, chromedp.WithPollingInterval(20*time.Millisecond))); err != nil {
		msg, _ := chromedp.Run(tb.ctx, chromedp.Evaluate[string](`document.getElementById("message").textContent`))
		tb.t.Fatalf("waiting for %s: %v (message: %q)", js, err, msg)
	}
}

// open loads url and waits for the page to be ready.
func (tb *tab) open(url string) {
	tb.t.Helper()
	tb.do(chromedp.Navigate(url))
	tb.wait(`document.body.dataset.ready === "1"`)
}

// key types keys on the page, with modifiers.
func (tb *tab) key(keys string, mods ...chromedp.Modifier) {
	tb.t.Helper()
	tb.do(chromedp.KeyEvent(keys, chromedp.KeyModifiers(mods...)))
}

// shot saves a screenshot of the viewport as DIR/name.png.
func (tb *tab) shot(name string) {
	tb.t.Helper()
	if err := os.MkdirAll(*screenshots, 0o755); err != nil {
		tb.t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(tb.ctx, 20*time.Second)
	defer cancel()
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		tb.t.Fatal(err)
	}
	path := filepath.Join(*screenshots, name+".png")
	if err := os.WriteFile(path, png, 0o644); err != nil {
		tb.t.Fatal(err)
	}
	tb.t.Logf("screenshot %s", path)
}

// cellDigitsJS is the expression of the digits of the board, "." for an
// empty cell: a cell's digit is its own text, its marks are elements.
const cellDigitsJS = `[...document.querySelectorAll("#board .cell")].map(c => [...c.childNodes].filter(n => n.nodeType === 3).map(n => n.textContent).join("") || ".").join("")`

// cells returns the text of every cell of the board, "." for an empty one
// (its marks, if any, are left out).
func (tb *tab) cells() string {
	tb.t.Helper()
	return eval[string](tb, cellDigitsJS)
}

// notesJS is the expression of the centre marks shown in cell i, as one
// string ("35").
func notesJS(i int) string {
	return fmt.Sprintf(`[...document.querySelectorAll('#board .cell[data-cell="%d"] .notes [data-s]')].map(s => s.dataset.s).join("")`, i)
}

// cellJS is the expression of the element of cell i.
func cellJS(i int) string { return fmt.Sprintf(`document.querySelectorAll("#board .cell")[%d]`, i) }

// clickCell clicks cell i, selecting it.
func (tb *tab) clickCell(i int) {
	tb.t.Helper()
	tb.do(chromedp.Click(chromedp.CSS(fmt.Sprintf(`#board .cell[data-cell="%d"]`, i))))
}

func (tb *tab) text(id string) string {
	tb.t.Helper()
	return eval[string](tb, `document.getElementById("`+id+`").textContent`)
}

// emulate sets a media feature: prefers-color-scheme dark or light.
func emulateMedia(name, value string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, emulation.SetEmulatedMedia,
			emulation.SetEmulatedMediaParams{Features: []*emulation.MediaFeature{{Name: name, Value: value}}})
		return err
	})
}

// acceptLanguage makes the browser say it prefers lang.
func acceptLanguage(lang string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		ua, err := chromedp.Evaluate[string](`navigator.userAgent`)(ctx, t)
		if err != nil {
			return err
		}
		_, err = cdp.Call(ctx, t, emulation.SetUserAgentOverride,
			emulation.SetUserAgentOverrideParams{UserAgent: ua, AcceptLanguage: lang})
		return err
	})
}

// pasteJS dispatches a paste of text on the page, as Ctrl+V does.
func pasteJS(text string) string {
	return fmt.Sprintf(`(() => { const dt = new DataTransfer(); dt.setData("text/plain", %q);
		document.body.dispatchEvent(new ClipboardEvent("paste", {clipboardData: dt, bubbles: true})); return true })()`, text)
}

const inkalaGrid = `8 . . | . . . | . . .
. . 3 | 6 . . | . . .
. 7 . | . 9 . | 2 . .
------+-------+------
. 5 . | . . 7 | . . .
. . . | . 4 5 | 7 . .
. . . | 1 . . | . 3 .
------+-------+------
. . 1 | . . . | . 6 8
. . 8 | 5 . . | . 1 .
. 9 . | . . . | 4 . .
`

// TestBrowserPlay plays a game without hints: load, paste, type digits and
// notes, undo and redo, check, reveal, solve, share, print, the phone
// width and the dark theme.
func TestBrowserPlay(t *testing.T) {
	tb := newBrowser(t, Options{})
	tb.open(tb.url)

	t.Run("load", func(t *testing.T) {
		tb.t = t
		// A first visit shows the puzzle of article 000.
		if got := tb.cells(); got != strings.ReplaceAll(article000, "0", ".") {
			t.Errorf("board %s", got)
		}
		if s := tb.text("status"); s != "one solution" {
			t.Errorf("status %q", s)
		}
		if n := eval[int](tb, `document.querySelectorAll("#board .cell.given").length`); n != 47 {
			t.Errorf("%d givens", n)
		}
		// Its rating comes from the rate package.
		tb.wait(`document.getElementById("rating").textContent === "rating 1.2 · easy"`)
		tb.shot("01-load")
	})

	t.Run("paste a grid in the Enter dialog", func(t *testing.T) {
		tb.t = t
		tb.do(chromedp.Click(chromedp.ID("btn-enter")))
		tb.wait(`document.getElementById("dlg-enter").open`)
		tb.do(chromedp.SetValue(chromedp.ID("enter-text"), inkalaGrid))
		tb.shot("02-enter-dialog")
		tb.do(chromedp.Click(chromedp.ID("btn-load")))
		tb.wait(`!document.getElementById("dlg-enter").open`)
		tb.wait(`document.getElementById("status").textContent === "one solution"`)
		if got := tb.cells(); got != inkala {
			t.Errorf("board %s, want %s", got, inkala)
		}
	})

	t.Run("a bad puzzle is refused with its place", func(t *testing.T) {
		tb.t = t
		tb.do(chromedp.Click(chromedp.ID("btn-enter")))
		tb.do(chromedp.SetValue(chromedp.ID("enter-text"), "..9.7...5..21..9..1...28....7...5..1..851.....5....3.......3..68........21.....87"))
		tb.do(chromedp.Click(chromedp.ID("btn-load")))
		tb.wait(`document.getElementById("enter-error").textContent !== ""`)
		if e := tb.text("enter-error"); !strings.Contains(e, "r4c6, r5c4") {
			t.Errorf("error %q", e)
		}
		tb.do(chromedp.SetValue(chromedp.ID("enter-text"), "12q4"))
		tb.do(chromedp.Click(chromedp.ID("btn-load")))
		tb.wait(`document.getElementById("enter-error").textContent.includes("column 3")`)
		tb.key("\x1b") // Escape closes the dialog
		tb.wait(`!document.getElementById("dlg-enter").open`)
	})

	t.Run("open a file", func(t *testing.T) {
		tb.t = t
		// A SadMan .sdk file of article 000's puzzle, with its headers.
		var sdk strings.Builder
		sdk.WriteString("#A nanpure\n#D article 000\n")
		for r := range 9 {
			sdk.WriteString(strings.ReplaceAll(article000[9*r:9*r+9], "0", ".") + "\n")
		}
		path := filepath.Join(t.TempDir(), "article000.sdk")
		if err := os.WriteFile(path, []byte(sdk.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		tb.do(chromedp.Click(chromedp.ID("btn-enter")))
		tb.do(chromedp.SetUploadFiles(chromedp.ID("enter-file"), []string{path}))
		tb.wait(`document.getElementById("enter-text").value.startsWith("#A nanpure")`)
		tb.do(chromedp.Click(chromedp.ID("btn-load")))
		tb.wait(boardIs(strings.ReplaceAll(article000, "0", ".")))
		tb.wait(`!document.getElementById("dlg-enter").open`)
		// Back to Inkala's puzzle for the next test.
		tb.do(chromedp.Click(chromedp.ID("btn-enter")))
		tb.do(chromedp.SetValue(chromedp.ID("enter-text"), inkala))
		tb.do(chromedp.Click(chromedp.ID("btn-load")))
		tb.wait(boardIs(inkala))
	})

	t.Run("Ctrl+V pastes a puzzle", func(t *testing.T) {
		tb.t = t
		eval[bool](tb, pasteJS(article000))
		tb.wait(`document.getElementById("message").textContent === "Puzzle loaded."`)
		if got := tb.cells(); got != strings.ReplaceAll(article000, "0", ".") {
			t.Errorf("board %s", got)
		}
	})

	// r1c1 is empty in article 000, its solution 9; r1c2 is 3.
	t.Run("digits, notes, undo, redo", func(t *testing.T) {
		tb.t = t
		tb.clickCell(0)
		tb.key("9")
		if c := tb.cells(); c[0] != '9' {
			t.Fatalf("r1c1 after 9: %q", c[0])
		}
		tb.key(kbRight)
		tb.key("n") // centre marks on
		tb.key("3")
		tb.key("5")
		if notes := eval[string](tb, notesJS(1)); notes != "35" {
			t.Errorf("notes of r1c2: %q", notes)
		}
		tb.key("n")
		if pressed := eval[string](tb, `document.querySelector("#modes [data-mode=centre]").getAttribute("aria-pressed")`); pressed != "false" {
			t.Errorf("centre mode button pressed %s", pressed)
		}
		tb.key("z", chromedp.ModifierCtrl)
		if notes := eval[string](tb, notesJS(1)); notes != "3" {
			t.Errorf("notes after undo: %q", notes)
		}
		tb.key("y", chromedp.ModifierCtrl)
		if notes := eval[string](tb, notesJS(1)); notes != "35" {
			t.Errorf("notes after redo: %q", notes)
		}
		// A given does not change.
		tb.clickCell(4)
		tb.key("1")
		if c := tb.cells(); c[4] != '2' {
			t.Errorf("the given r1c5 became %q", c[4])
		}
		// The digit 2 of r1c5 is highlighted wherever it stands, and its houses.
		if n := eval[int](tb, `document.querySelectorAll("#board .cell.same").length`); n < 5 {
			t.Errorf("%d cells highlighted as the same digit", n)
		}
		if n := eval[int](tb, `document.querySelectorAll("#board .cell.peer").length`); n != 20 {
			t.Errorf("%d cells highlighted as houses of the selected cell", n)
		}
		tb.shot("03-play-notes")
	})

	t.Run("conflicts, check and reveal", func(t *testing.T) {
		tb.t = t
		tb.clickCell(2) // r1c3, solution 5
		tb.key("2")     // a 2 is in r1c5 already
		if cls := eval[string](tb, cellJS(2)+`.className`); !strings.Contains(cls, "conflict") {
			t.Errorf("r1c3 class %q", cls)
		}
		tb.do(chromedp.Click(chromedp.ID("btn-check")))
		tb.wait(`document.getElementById("message").textContent.includes("do not match")`)
		if n := eval[int](tb, `document.querySelectorAll("#board .cell.wrong").length`); n != 1 {
			t.Errorf("%d wrong cells", n)
		}
		tb.shot("04-check")
		tb.do(chromedp.Click(chromedp.ID("btn-reveal")))
		if c := tb.cells(); c[2] != '5' {
			t.Errorf("revealed r1c3 %q", c[2])
		}
		tb.do(chromedp.Click(chromedp.ID("btn-check")))
		tb.wait(`document.getElementById("message").textContent.startsWith("No mistakes")`)
	})

	t.Run("candidates", func(t *testing.T) {
		tb.t = t
		tb.do(chromedp.Click(chromedp.ID("btn-cands")))
		// r1c2 sees 1..9 but for 3 and 6 (column 2 has 6 ... ): its
		// candidates are whatever its peers leave.
		if n := eval[int](tb, `document.querySelectorAll("#board .notes").length`); n == 0 {
			t.Error("no candidates shown")
		}
		tb.shot("05-candidates")
		tb.key("z", chromedp.ModifierCtrl)
		if n := eval[int](tb, `document.querySelectorAll("#board .notes").length`); n != 1 {
			t.Errorf("%d cells with notes after undo", n)
		}
	})

	t.Run("survives a reload", func(t *testing.T) {
		tb.t = t
		// The 5 placed in r1c3 took the note 5 of r1c2 away.
		before := tb.cells()
		notes := notesJS(1)
		if n := eval[string](tb, notes); n != "3" {
			t.Errorf("notes of r1c2 %q", n)
		}
		tb.open(tb.url)
		if after := tb.cells(); after != before {
			t.Errorf("after reload %s, before %s", after, before)
		}
		if n := eval[string](tb, notes); n != "3" {
			t.Errorf("notes after reload: %q", n)
		}
	})

	var link string
	t.Run("share link with progress", func(t *testing.T) {
		tb.t = t
		tb.do(chromedp.Click(chromedp.ID("btn-share")))
		tb.do(chromedp.Click(chromedp.ID("share-progress")))
		link = eval[string](tb, `document.getElementById("share-link").value`)
		tb.shot("06-share")
		if !strings.Contains(link, "#p=") || !strings.Contains(link, "&s=") {
			t.Fatalf("link %q", link)
		}
		tb.key("\x1b")
	})

	t.Run("solve", func(t *testing.T) {
		tb.t = t
		tb.do(chromedp.Click(chromedp.ID("btn-solve")))
		tb.wait(`/^The solution, shown after \d+:\d\d of play\.$/.test(document.getElementById("message").textContent)`)
		if got := tb.cells(); got != solution0 {
			t.Errorf("board %s", got)
		}
		tb.key("z", chromedp.ModifierCtrl)
		if got := tb.cells(); got == solution0 {
			t.Error("undo did not take the solution back")
		}
	})

	t.Run("open the share link", func(t *testing.T) {
		tb.t = t
		// A new visitor: nothing stored (cleared off the page, which saves
		// its game when it is left).
		tb.do(chromedp.Navigate(tb.url + "style.css"))
		eval[bool](tb, `localStorage.clear(), true`)
		tb.open(link)
		tb.wait(`document.getElementById("message").textContent === "Puzzle loaded."`)
		got := tb.cells()
		if got[:3] != "9.5" || got[4:6] != "27" {
			t.Errorf("board from the link %s", got)
		}
		if n := eval[int](tb, `document.querySelectorAll("#board .cell.given").length`); n != 47 {
			t.Errorf("%d givens", n)
		}
		if h := eval[string](tb, `location.hash`); h != "" {
			t.Errorf("hash left: %q", h)
		}
		tb.shot("07-share-link-opened")
	})

	t.Run("print", func(t *testing.T) {
		tb.t = t
		tb.do(chromedp.Click(chromedp.ID("btn-print")))
		tb.wait(`document.getElementById("print-preview").complete && document.getElementById("print-preview").naturalWidth > 0`)
		if eval[bool](tb, `document.getElementById("print-preview-2").hasAttribute("src")`) {
			t.Error("a solutions page is shown without solutions")
		}
		tb.do(chromedp.Click(chromedp.ID("print-solution")))
		tb.wait(`document.getElementById("print-preview-2").complete && document.getElementById("print-preview-2").naturalWidth > 0`)
		tb.shot("08-print")
		tb.key("\x1b")
	})

	t.Run("16x16 entry", func(t *testing.T) {
		tb.t = t
		tb.do(chromedp.Click(chromedp.ID("btn-enter")))
		tb.do(chromedp.SetValue(chromedp.ID("enter-size"), "4x4"))
		tb.do(chromedp.Click(chromedp.ID("btn-type")))
		tb.wait(`document.querySelectorAll("#board .cell").length === 256`)
		tb.clickCell(0)
		tb.key("a") // A is 10; typing moves on
		tb.key("g") // G is 16
		tb.key("a") // a conflict in row 1
		if c := tb.cells(); c[:3] != "AGA" {
			t.Errorf("row 1 %q", c[:3])
		}
		if n := eval[int](tb, `document.querySelectorAll("#board .cell.conflict").length`); n != 2 {
			t.Errorf("%d cells in conflict", n)
		}
		tb.key(kbBackspace) // erases the A typed last
		tb.do(chromedp.Click(chromedp.ID("btn-start")))
		// Not a game: the givens typed stay, to be corrected.
		tb.wait(`document.getElementById("message").textContent.includes("more than one solution")`)
		if c := tb.cells(); c[:3] != "AG." {
			t.Errorf("row 1 after Backspace and Start %q", c[:3])
		}
		tb.shot("09-16x16")
	})

	t.Run("phone width, dark", func(t *testing.T) {
		tb.t = t
		tb.open(link)
		tb.do(chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(2)), emulateMedia("prefers-color-scheme", "dark"))
		// theme.js follows the system's change in a media-query event,
		// which comes after the emulation returns.
		tb.wait(`document.documentElement.dataset.theme === "dark"`)
		w := eval[float64](tb, `document.getElementById("board").getBoundingClientRect().right`)
		if w > 390 {
			t.Errorf("the board ends at %.0fpx on a 390px screen", w)
		}
		if bg := eval[string](tb, `getComputedStyle(document.body).backgroundColor`); bg != "rgb(23, 24, 27)" {
			t.Errorf("dark background %s", bg)
		}
		if sw := eval[float64](tb, `document.documentElement.scrollWidth`); sw > 390 {
			t.Errorf("the page is %.0fpx wide on a 390px screen", sw)
		}
		// A finger: tap r1c2, then the 3 of the digit pad.
		tap := func(js string) {
			xy := eval[[]float64](tb, `(r => [r.x + r.width/2, r.y + r.height/2])(`+js+`.getBoundingClientRect())`)
			tb.do(chromedp.TapXY(xy[0], xy[1]))
		}
		tap(cellJS(1))
		tap(`document.querySelector('#pad button[data-d="3"]')`)
		if c := tb.cells(); c[1] != '3' {
			t.Errorf("r1c2 after two taps: %q", c[1])
		}
		tb.shot("10-phone-dark")
		tb.do(chromedp.EmulateViewport(1100, 820), emulateMedia("prefers-color-scheme", "light"))
	})
}

// TestBrowserJapanese checks that the page follows the browser's language
// and can be switched.
func TestBrowserJapanese(t *testing.T) {
	tb := newBrowser(t, Options{})
	tb.do(acceptLanguage("ja-JP,ja"))
	tb.open(tb.url)
	if h := tb.text("btn-hint"); h != "ヒント" {
		t.Errorf("hint button %q in a Japanese browser", h)
	}
	if s := tb.text("status"); s != "解は1つ" {
		t.Errorf("status %q", s)
	}
	tb.wait(`document.getElementById("rating").textContent === "難易度 1.2 · やさしい"`)
	if l := eval[string](tb, `document.documentElement.lang`); l != "ja" {
		t.Errorf("lang %q", l)
	}
	tb.shot("11-japanese")
	tb.do(chromedp.SetValue(chromedp.ID("lang"), "en"))
	eval[bool](tb, `document.getElementById("lang").dispatchEvent(new Event("change")), true`)
	tb.wait(`document.getElementById("btn-hint").textContent === "Hint"`)
	// The choice is remembered.
	tb.open(tb.url)
	if h := tb.text("btn-hint"); h != "Hint" {
		t.Errorf("hint button %q after choosing English", h)
	}
}

// Keys by name, as chromedp's KeyEvent takes them.
const (
	kbRight     = kb.ArrowRight
	kbBackspace = kb.Backspace
)
