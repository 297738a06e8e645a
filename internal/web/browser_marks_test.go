package web

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// TestBrowserMarks marks cells as a serious solver does, on the puzzle of
// article 000: corner and centre marks and colours on several cells
// selected at once, by keys and by the mode buttons, each key one undo
// step; then the whole game through a reload and a share link, and the
// grid as a screen reader reads it.
func TestBrowserMarks(t *testing.T) {
	tb := newBrowser(t, Options{})
	tb.open(tb.url)
	at := func(i int) (float64, float64) { return cellCentre(tb, i) }
	label := func(i int) string { return eval[string](tb, cellJS(i)+`.getAttribute("aria-label")`) }
	labels := func(cells ...int) string {
		var out []string
		for _, c := range cells {
			out = append(out, label(c))
		}
		return strings.Join(out, "; ")
	}
	selected := func() string {
		return eval[string](tb, `[...document.querySelectorAll('#board [aria-selected="true"]')].map(c => c.dataset.cell).join(",")`)
	}
	pressed := func() string {
		return eval[string](tb, `document.querySelector('#modes [aria-pressed="true"]').dataset.mode`)
	}
	// r1c1, r1c3 and r1c4 are empty; r1c5 is a given 2.
	const want = "r1c1, empty, centre 1 4, corner 5 7, colours sky blue; " +
		"r1c3, empty, centre 1 4, corner 5 7, colours sky blue; " +
		"r1c4, empty, centre 1 4, corner 5 7, colours sky blue"

	t.Run("select with Shift and Ctrl", func(t *testing.T) {
		tb.t = t
		tb.clickCell(0)
		clickWith(tb, 2, chromedp.ModifierShift)
		clickWith(tb, 3, chromedp.ModifierCtrl)
		if s := selected(); s != "0,2,3" {
			t.Errorf("selected %s", s)
		}
		// Ctrl on a selected cell takes it out, and puts it back.
		clickWith(tb, 2, chromedp.ModifierCtrl)
		if s := selected(); s != "0,3" {
			t.Errorf("after Ctrl-click on r1c3, selected %s", s)
		}
		clickWith(tb, 2, chromedp.ModifierCtrl)
		if s := selected(); s != "0,2,3" {
			t.Errorf("after a second Ctrl-click on r1c3, selected %s", s)
		}
	})

	t.Run("marks by keys and buttons", func(t *testing.T) {
		tb.t = t
		tb.key("5", chromedp.ModifierShift) // Shift held: a corner mark
		tb.key("1", chromedp.ModifierCtrl)  // Ctrl held: a centre mark
		if got := labels(0, 2, 3); got != "r1c1, empty, centre 1, corner 5; r1c3, empty, centre 1, corner 5; r1c4, empty, centre 1, corner 5" {
			t.Errorf("after Shift+5, Ctrl+1: %s", got)
		}
		// The mode buttons and the pad of colours.
		tb.do(chromedp.Click(chromedp.CSS(`#modes [data-mode="colour"]`)))
		if n := eval[int](tb, `document.querySelectorAll("#pad .swatch-k").length`); n != 9 {
			t.Errorf("%d colours on the pad", n)
		}
		tb.do(chromedp.Click(chromedp.CSS(`#pad button[data-d="2"]`)))
		// The keys of the modes.
		tb.key("x")
		tb.key("7")
		tb.key("c")
		tb.key("4")
		tb.key(" ") // the mode after centre: colour
		if m := pressed(); m != "colour" {
			t.Errorf("mode after Space %s", m)
		}
		tb.key("3")
		if n := eval[int](tb, `[...document.querySelectorAll("#board .colours")].filter(e => e.style.background.includes("conic-gradient")).length`); n != 3 {
			t.Errorf("%d cells of two colours", n)
		}
		tb.shot("20-marks")
		// One undo takes the colour 3 of the three cells.
		tb.key("z", chromedp.ModifierCtrl)
		if got := labels(0, 2, 3); got != want {
			t.Errorf("after undo:\n%s\nwant\n%s", got, want)
		}
		tb.key("z")
		if m := pressed(); m != "digit" {
			t.Errorf("mode after Z %s", m)
		}
		if s := selected(); s != "0,2,3" {
			t.Errorf("selected %s after marking", s)
		}
	})

	t.Run("drag and Ctrl+A", func(t *testing.T) {
		tb.t = t
		// r2c1 to r2c5 (r2c3 is a given 1), by a mouse drag.
		x, y := at(9)
		tb.do(chromedp.MouseEvent(chromedp.MousePressed, x, y, chromedp.ButtonLeft))
		for c := 10; c <= 13; c++ {
			x, y = at(c)
			tb.do(chromedp.MouseEvent(chromedp.MouseMoved, x, y, chromedp.ButtonNone, func(p *input.DispatchMouseEventParams) { p.Buttons = 1 }))
		}
		tb.do(chromedp.MouseEvent(chromedp.MouseReleased, x, y, chromedp.ButtonLeft))
		if s := selected(); s != "9,10,11,12,13" {
			t.Errorf("selected by the drag %s", s)
		}
		tb.key("8", chromedp.ModifierShift)
		if n := eval[int](tb, `document.querySelectorAll("#board .corners").length`); n != 7 {
			t.Errorf("%d cells with corner marks, want 3 + 4 (not the given)", n)
		}
		tb.key("a", chromedp.ModifierCtrl)
		if n := eval[int](tb, `document.querySelectorAll('#board [aria-selected="true"]').length`); n != 81 {
			t.Errorf("%d cells selected by Ctrl+A", n)
		}
		tb.clickCell(0)
	})

	t.Run("candidates keep the player's marks", func(t *testing.T) {
		tb.t = t
		tb.do(chromedp.Click(chromedp.ID("btn-cands")))
		if got := labels(0); !strings.HasPrefix(want, got) {
			t.Errorf("r1c1 with the candidates shown: %s", got)
		}
		if got := label(1); got != "r1c2, empty, candidates 3 5" {
			t.Errorf("r1c2 with the candidates shown: %s", got)
		}
		if n := eval[int](tb, `document.querySelectorAll("#board .notes.auto").length`); n == 0 {
			t.Error("no candidates drawn")
		}
		tb.key("z", chromedp.ModifierCtrl)
		if n := eval[int](tb, `document.querySelectorAll("#board .notes.auto").length`); n != 0 {
			t.Errorf("%d cells of candidates after one undo", n)
		}
	})

	t.Run("a hint shows its candidates at its last stage only", func(t *testing.T) {
		tb.t = t
		before := labels(0, 1, 2, 3, 9)
		tb.key("h")
		tb.wait(`document.body.dataset.busy === "" && !document.getElementById("hint").hidden`)
		tb.key("h")
		if got := labels(0, 1, 2, 3, 9); got != before {
			t.Errorf("marks at stage 2:\n%s\nbefore\n%s", got, before)
		}
		tb.key("h")
		if got := label(1); !strings.HasPrefix(got, "r1c2, empty, candidates") {
			t.Errorf("r1c2 at stage 3: %s", got)
		}
		tb.key("\x1b")
		if got := labels(0, 1, 2, 3, 9); got != before {
			t.Errorf("marks after the hint:\n%s\nbefore\n%s", got, before)
		}
	})

	t.Run("the whole game survives a reload", func(t *testing.T) {
		tb.t = t
		before := labels(0, 2, 3, 9, 10, 12)
		tb.open(tb.url)
		if got := labels(0, 2, 3, 9, 10, 12); got != before {
			t.Errorf("after reload:\n%s\nbefore\n%s", got, before)
		}
		// And its history: the corner 8 of row 2 is one undo away.
		tb.key("z", chromedp.ModifierCtrl)
		if got := label(9); got != "r2c1, empty" {
			t.Errorf("r2c1 after an undo past the reload: %s", got)
		}
		tb.key("y", chromedp.ModifierCtrl)
		if got := label(9); got != "r2c1, empty, corner 8" {
			t.Errorf("r2c1 after redo: %s", got)
		}
	})

	t.Run("a share link with progress carries the marks", func(t *testing.T) {
		tb.t = t
		before := labels(0, 2, 3, 9, 10, 12)
		tb.do(chromedp.Click(chromedp.ID("btn-share")))
		tb.do(chromedp.Click(chromedp.ID("share-progress")))
		link := eval[string](tb, `document.getElementById("share-link").value`)
		tb.key("\x1b")
		eval[bool](tb, `localStorage.clear(), true`)
		tb.open(link)
		// The game played before the link is kept for Undo (previous.js).
		tb.wait(`document.getElementById("message").textContent.startsWith("Puzzle loaded.")`)
		if got := labels(0, 2, 3, 9, 10, 12); got != before {
			t.Errorf("from the link %s:\n%s\nbefore\n%s", link, got, before)
		}
	})

	t.Run("a finger drags a selection on a phone, dark", func(t *testing.T) {
		tb.t = t
		tb.do(chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(2), chromedp.EmulateTouch), emulateMedia("prefers-color-scheme", "dark"))
		defer tb.do(chromedp.EmulateViewport(1100, 820), emulateMedia("prefers-color-scheme", "light"))
		var pts [][2]float64
		for _, c := range []int{18, 19, 20, 29} { // r3c1, r3c2, r3c3, r4c3
			x, y := at(c)
			pts = append(pts, [2]float64{x, y})
		}
		tb.do(touchDrag(pts))
		if s := selected(); s != "18,19,20,29" {
			t.Errorf("selected by the finger %s", s)
		}
		tb.shot("22-marks-phone")
	})

	t.Run("the grid pattern", func(t *testing.T) {
		tb.t = t
		tb.clickCell(0)
		clickWith(tb, 3, chromedp.ModifierCtrl)
		ax := axTree(tb)
		count := map[string]int{}
		var grid, first string
		var sel []string
		for _, n := range ax {
			count[n.role]++
			switch {
			case n.role == "grid":
				grid = n.name
			case n.role == "gridcell" && first == "":
				first = n.name
			}
			if n.role == "gridcell" && n.selected {
				sel = append(sel, n.name[:4])
			}
		}
		if grid != "Sudoku grid" || count["row"] != 9 || count["gridcell"] != 81 {
			t.Errorf("grid %q, %d rows, %d cells", grid, count["row"], count["gridcell"])
		}
		if !strings.HasPrefix(want, first) {
			t.Errorf("first cell %q", first)
		}
		if strings.Join(sel, " ") != "r1c1 r1c4" {
			t.Errorf("selected cells read %v", sel)
		}
		// The names of the rows and columns around the grid.
		if s := tb.text("col-labels") + tb.text("row-labels"); s != "c1c2c3c4c5c6c7c8c9r1r2r3r4r5r6r7r8r9" {
			t.Errorf("labels %q", s)
		}
		tb.do(chromedp.SetValue(chromedp.ID("lang"), "ja"))
		eval[bool](tb, `document.getElementById("lang").dispatchEvent(new Event("change")), true`)
		if got := label(0); got != "r1c1、空白、中央メモ 1 4、隅メモ 5 7、色 空色" {
			t.Errorf("r1c1 in Japanese: %s", got)
		}
		if got := label(4); got != "r1c5、2（問題の数字）" {
			t.Errorf("r1c5 in Japanese: %s", got)
		}
		tb.shot("21-marks-ja")
	})
}

// cellCentre is the middle of cell i on the screen.
func cellCentre(tb *tab, i int) (float64, float64) {
	tb.t.Helper()
	xy := eval[[]float64](tb, `(r => [r.x + r.width/2, r.y + r.height/2])(`+cellJS(i)+`.getBoundingClientRect())`)
	return xy[0], xy[1]
}

// clickWith clicks cell i with modifier keys held.
func clickWith(tb *tab, i int, mods ...chromedp.Modifier) {
	tb.t.Helper()
	x, y := cellCentre(tb, i)
	tb.do(chromedp.MouseClickXY(x, y, chromedp.ButtonModifiers(mods...)))
}

// touchDrag puts a finger down on the first point, moves it through the
// others and lifts it.
func touchDrag(pts [][2]float64) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		one := 1.0
		for i, p := range pts {
			typ := input.DispatchTouchEventTypeTouchMove
			if i == 0 {
				typ = input.DispatchTouchEventTypeTouchStart
			}
			tp := &input.TouchPoint{X: p[0], Y: p[1], RadiusX: &one, RadiusY: &one, Force: &one}
			if _, err := cdp.Call(ctx, t, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: []*input.TouchPoint{tp}}); err != nil {
				return err
			}
		}
		_, err := cdp.Call(ctx, t, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{}})
		return err
	})
}

// axNode is a node of the accessibility tree as a screen reader gets it.
type axNode struct {
	role, name string
	selected   bool
}

// axTree returns the nodes of the page's accessibility tree that are not
// ignored.
func axTree(tb *tab) []axNode {
	tb.t.Helper()
	var out []axNode
	str := func(v *accessibility.Value) string {
		var s string
		if v != nil {
			_ = json.Unmarshal(v.Value, &s)
		}
		return s
	}
	tb.do(chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		r, err := cdp.Call(ctx, t, accessibility.GetFullAXTree, accessibility.GetFullAXTreeParams{})
		if err != nil {
			return fmt.Errorf("accessibility tree: %w", err)
		}
		for _, n := range r.Nodes {
			if n.Ignored {
				continue
			}
			a := axNode{role: str(n.Role), name: str(n.Name)}
			for _, p := range n.Properties {
				if p.Name == accessibility.PropertyNameSelected {
					_ = json.Unmarshal(p.Value.Value, &a.selected)
				}
			}
			out = append(out, a)
		}
		return nil
	}))
	return out
}
