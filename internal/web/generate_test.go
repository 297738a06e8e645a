package web

import (
	"context"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/nanpure/nanpure/exact"
	"github.com/nanpure/nanpure/generate"
	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/sudoku"
)

func TestGenerate(t *testing.T) {
	h := New(Options{})
	for _, tc := range []struct {
		name string
		body map[string]any
	}{
		{"9x9", map[string]any{"box": "3x3", "seed": 1}},
		{"9x9 hard rot180", map[string]any{"box": "3x3", "level": "hard", "symmetry": "rot180", "seed": 2}},
		{"9x9 medium mirror in Japanese", map[string]any{"box": "3x3", "level": "medium", "symmetry": "mirror", "seed": 3, "lang": "ja"}},
		{"4x4 diagonal", map[string]any{"box": "2x2", "symmetry": "diagonal", "seed": 4}},
		{"6x6 flip", map[string]any{"box": "2x3", "symmetry": "flip", "seed": 5}},
		{"8x8", map[string]any{"box": "2x4", "seed": 6}},
		{"no seed", map[string]any{}},
		{"a rating range", map[string]any{"rating": "2-4", "seed": 7}},
		{"givens", map[string]any{"givens": 30, "seed": 8}},
		{"a technique", map[string]any{"technique": "pointing", "seed": 3}},
		{"HoDoKu's unfair", map[string]any{"scale": "hodoku", "level": "unfair", "seed": 9}},
		{"HoDoKu's hardest step an XY-Wing", map[string]any{"scale": "hodoku", "technique": "xy-wing", "seed": 9}},
		{"Sudoku Explainer 1.2.1's hard", map[string]any{"scale": "se", "level": "hard", "seed": 9}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, m := post(t, h, "/api/generate", ctJSON, jsonBody(tc.body))
			if code != 200 {
				t.Fatalf("status %d: %v", code, m)
			}
			box, _ := tc.body["box"].(string)
			if box == "" {
				box = "3x3"
			}
			if m["box"] != box {
				t.Errorf("box %v", m["box"])
			}
			shape, _ := sudoku.ParseBox(box)
			g, err := sudoku.Parse(m["puzzle"].(string), sudoku.Options{Shape: shape})
			if err != nil {
				t.Fatal(err)
			}
			if n, _ := exact.Count(context.Background(), g, 2); n != 1 {
				t.Errorf("%d solutions", n)
			}
			s, _ := sudoku.Parse(m["solution"].(string), sudoku.Options{Shape: shape})
			if !s.Solves(g) {
				t.Error("the solution does not solve the puzzle")
			}
			if int(m["givens"].(float64)) != g.Givens() {
				t.Errorf("givens %v, counted %d", m["givens"], g.Givens())
			}
			if sym, ok := tc.body["symmetry"].(string); ok {
				if s, _ := generate.ParseSymmetry(sym); !s.Holds(g) || m["symmetry"] != sym {
					t.Errorf("symmetry %v does not hold", m["symmetry"])
				}
			}
			if l, ok := tc.body["level"].(string); ok && tc.body["lang"] == nil && m["level"] != l {
				t.Errorf("level %v, want %s", m["level"], l)
			}
			if tc.body["scale"] == "hodoku" {
				// HoDoKu's score in place of the rating, as /api/rate gives it.
				if _, ok := m["score"].(float64); !ok || m["rating"] != nil {
					t.Errorf("score %v, rating %v", m["score"], m["rating"])
				}
			}
			if r, ok := tc.body["rating"].(string); ok {
				lo, hi, _ := generate.ParseRange(r)
				if v, _ := m["rating"].(float64); v < lo || v >= hi {
					t.Errorf("rating %v, want %s", m["rating"], r)
				}
			}
			if n, ok := tc.body["givens"].(int); ok && m["givens"] != float64(n) {
				t.Errorf("givens %v, want %d", m["givens"], n)
			}
			if k, ok := tc.body["technique"].(string); ok && m["hardest"] != map[string]string{"pointing": "Pointing", "xy-wing": "XY-Wing"}[k] {
				t.Errorf("hardest %v, want %s", m["hardest"], k)
			}
			if tc.body["lang"] == "ja" && !hasJapanese(m["level"].(string)) {
				t.Errorf("level %v", m["level"])
			}
			if seed, ok := tc.body["seed"]; ok {
				if m["seed"] != float64(seed.(int)) {
					t.Errorf("seed %v", m["seed"])
				}
				// The same seed makes the same puzzle.
				if _, again := post(t, h, "/api/generate", ctJSON, jsonBody(tc.body)); again["puzzle"] != m["puzzle"] {
					t.Errorf("seed %v made %v, then %v", seed, m["puzzle"], again["puzzle"])
				}
			}
		})
	}
	for _, body := range []map[string]any{
		{"box": "5x5"},
		{"box": "3x"},
		{"symmetry": "spiral"},
		{"level": "impossible"},
		{"lang": "de"},
		{"level": "hard", "rating": "2-4"},
		{"rating": "4-2"},
		{"technique": "magic"},
		{"givens": 2},
		{"scale": "hodoku", "level": "diabolical"},
		{"scale": "hodoku", "rating": "2-3"},
		{"scale": "hodoku", "technique": "forcing-chain"},
		{"scale": "hodoku", "variant": "killer"},
		{"scale": "hodokuu"},
	} {
		if code, m := post(t, h, "/api/generate", ctJSON, jsonBody(body)); code != 400 || m["error"] == "" {
			t.Errorf("%v: %d %v", body, code, m)
		}
	}
}

// TestBrowserGenerate makes a new puzzle from the page's dialog.
func TestBrowserGenerate(t *testing.T) {
	tb := newBrowser(t, Options{})
	tb.open(tb.url)
	tb.do(chromedp.Click(chromedp.ID("btn-new")))
	tb.wait(`document.getElementById("dlg-new").open`)
	tb.do(chromedp.SetValue(chromedp.ID("new-size"), "2x3"),
		chromedp.SetValue(chromedp.ID("new-level"), "medium"),
		chromedp.SetValue(chromedp.ID("new-symmetry"), "rot180"))
	tb.shot("19-generate-dialog")
	tb.do(chromedp.Click(chromedp.ID("btn-generate")))
	tb.wait(`!document.getElementById("dlg-new").open && document.querySelectorAll("#board .cell").length === 36`)
	if r := tb.text("rating"); r == "" || !strings.HasSuffix(r, "· medium") {
		t.Errorf("rating %q", r)
	}
	if s := tb.text("status"); s != "one solution" {
		t.Errorf("status %q", s)
	}
	tb.shot("20-generated-6x6")

	// A sheet of four: this puzzle and three new ones like it.
	printSheet(t, tb, 4)
	tb.shot("21-print-four")
}

// printSheet opens the Print dialog and asks for a sheet of count puzzles
// (the game's and new ones like it), and checks that its preview comes
// without an error.
func printSheet(t *testing.T, tb *tab, count int) {
	t.Helper()
	tb.do(chromedp.Click(chromedp.ID("btn-print")))
	tb.wait(`document.getElementById("print-preview").naturalWidth > 0`)
	first := eval[string](tb, `document.getElementById("print-preview").src`)
	tb.do(chromedp.SetValue(chromedp.ID("print-count"), strconv.Itoa(count)))
	eval[bool](tb, `document.getElementById("print-count").dispatchEvent(new Event("change")), true`)
	tb.wait(`document.getElementById("print-preview").src !== "` + first + `" && document.getElementById("print-preview").complete`)
	if e := tb.text("print-error"); e != "" {
		t.Errorf("print error %q", e)
	}
}

// TestBrowserGenerateHoDoKu makes a puzzle of one of HoDoKu's levels from
// the page's dialog: the rating line gives HoDoKu's score and level, kept
// through a reload, and the new ones of a printed sheet are of that level
// on that scale.
func TestBrowserGenerateHoDoKu(t *testing.T) {
	tb := newBrowser(t, Options{})
	tb.open(tb.url)
	tb.do(chromedp.Click(chromedp.ID("btn-new")))
	tb.wait(`document.getElementById("dlg-new").open`)
	if l := eval[string](tb, `document.querySelector('#new-level option[value="hodoku-unfair"]').textContent`); l != "HoDoKu: unfair" {
		t.Errorf("the level's label %q", l)
	}
	tb.do(chromedp.SetValue(chromedp.ID("new-size"), "3x3"),
		chromedp.SetValue(chromedp.ID("new-level"), "hodoku-unfair"))
	tb.do(chromedp.Click(chromedp.ID("btn-generate")))
	tb.wait(`!document.getElementById("dlg-new").open && document.querySelectorAll("#board .cell").length === 81`)
	rating := tb.text("rating")
	if !regexp.MustCompile(`^HoDoKu [0-9]+ · unfair$`).MatchString(rating) {
		t.Fatalf("rating %q", rating)
	}
	tb.open(tb.url)
	tb.wait(`document.querySelectorAll("#board .cell").length === 81`)
	if r := tb.text("rating"); r != rating {
		t.Errorf("after a reload, rating %q, was %q", r, rating)
	}
	printSheet(t, tb, 2)
}

// TestGeneratePractice: a practice position, handed to /api/hint as the
// page hands it the player's position, gives a step of the technique, on
// the path of the scale asked for (the page's hints go by natural); with
// no technique it is refused.
func TestGeneratePractice(t *testing.T) {
	h := New(Options{})
	for _, tc := range []struct{ technique, scale string }{
		{"x-wing", "natural"}, {"xy-wing", "natural"}, {"skyscraper", "hodoku"}, {"unique-rectangle-2", "sukaku"},
	} {
		code, m := post(t, h, "/api/generate", ctJSON, jsonBody(map[string]any{"technique": tc.technique, "scale": tc.scale, "practice": true, "seed": 4}))
		if code != 200 {
			t.Fatalf("%s: status %d: %v", tc.technique, code, m)
		}
		cands, _ := m["candidates"].([]any)
		if len(cands) != 81 || m["position"] == nil {
			t.Fatalf("%s: no position: %v", tc.technique, m)
		}
		code, hint := post(t, h, "/api/hint", ctJSON, jsonBody(map[string]any{"puzzle": m["puzzle"], "grid": m["position"], "candidates": cands, "scale": tc.scale}))
		step, _ := hint["step"].(map[string]any)
		if code != 200 || step["key"] != tc.technique {
			t.Errorf("%s on %s: the hint at the position: status %d, %v", tc.technique, tc.scale, code, hint)
		}
	}
	code, m := post(t, h, "/api/generate", ctJSON, jsonBody(map[string]any{"practice": true, "level": "hard"}))
	if code != 400 || !strings.Contains(fmt.Sprint(m["error"]), "practice needs technique") {
		t.Errorf("practice without a technique: status %d, %v", code, m)
	}
}

// TestTechniques: the techniques a page offers to practise, named in the
// language asked for, in the order of the scale's solver.
func TestTechniques(t *testing.T) {
	h := New(Options{})
	code, m := post(t, h, "/api/techniques", ctJSON, jsonBody(map[string]any{"lang": "ja", "scale": "natural"}))
	list, _ := m["techniques"].([]any)
	if code != 200 || len(list) < 40 {
		t.Fatalf("status %d, %d techniques: %v", code, len(list), m)
	}
	names := map[string]string{}
	for _, e := range list {
		o := e.(map[string]any)
		names[o["key"].(string)] = o["name"].(string)
	}
	if names["x-wing"] == "" || names["x-wing"] == "X-Wing" || names["xy-wing"] == "" {
		t.Errorf("x-wing is %q in Japanese, xy-wing %q", names["x-wing"], names["xy-wing"])
	}
	if code, m := post(t, h, "/api/techniques", ctJSON, jsonBody(map[string]any{"scale": "sudokuwiki"})); code != 400 {
		t.Errorf("an unknown scale: status %d, %v", code, m)
	}
}

// TestBrowserPractise makes a puzzle to practise the X-Wing on from the
// page's New dialog: the game starts at the position before the first
// X-Wing of the solving path, its pencil marks as centre marks, and the
// hint there is that X-Wing.
func TestBrowserPractise(t *testing.T) {
	tb := newBrowser(t, Options{})
	tb.open(tb.url)
	tb.do(chromedp.Click(chromedp.ID("btn-new")))
	tb.wait(`document.getElementById("dlg-new").open && document.querySelector('#new-practice option[value="x-wing"]') !== null`)
	if l := eval[string](tb, `document.querySelector('#new-practice option[value="x-wing"]').textContent`); l != "X-Wing" {
		t.Errorf("the technique's label %q", l)
	}
	if eval[bool](tb, `document.querySelector('#new-practice option[value="forcing-net"]') !== null`) {
		t.Errorf("forcing nets are offered to practise")
	}
	tb.do(chromedp.SetValue(chromedp.ID("new-size"), "3x3"), chromedp.SetValue(chromedp.ID("new-practice"), "x-wing"))
	eval[bool](tb, `document.getElementById("new-practice").dispatchEvent(new Event("change")), true`)
	if !eval[bool](tb, `document.getElementById("new-level").disabled`) {
		t.Errorf("the level is not disabled with a technique to practise")
	}
	tb.do(chromedp.Click(chromedp.ID("btn-generate")))
	tb.wait(`!document.getElementById("dlg-new").open && document.querySelectorAll("#board .cell").length === 81`)
	if m := tb.text("message"); !strings.Contains(m, "X-Wing") {
		t.Errorf("message %q", m)
	}
	marks := eval[int](tb, `JSON.parse(localStorage.getItem("nanpure.game")).notes.filter((m) => m).length`)
	if marks < 4 {
		t.Errorf("%d cells with centre marks", marks)
	}
	tb.key("h")
	tb.wait(`!document.getElementById("hint").hidden`)
	if s := tb.text("hint-text"); !strings.Contains(s, "X-Wing") {
		t.Errorf("nudge %q", s)
	}
	tb.key("\x1b")
	// New opens on the last choice; with none kept, on a whole puzzle.
	tb.do(chromedp.Click(chromedp.ID("btn-new")))
	tb.wait(`document.getElementById("dlg-new").open && document.getElementById("new-practice").value === "x-wing"`)
	tb.key("\x1b")
	eval[bool](tb, `localStorage.removeItem("nanpure.new"), true`)
	tb.do(chromedp.Click(chromedp.ID("btn-new")))
	tb.wait(`document.getElementById("dlg-new").open`)
	if v := eval[string](tb, `document.getElementById("new-practice").value`); v != "" {
		t.Errorf("with no choice kept, New opens on practice %q", v)
	}
}

// TestPractiseList: every technique the New dialog offers to practise
// (newkind.js's PRACTISE) is one of the natural scale's, which the page's
// hints go by.
func TestPractiseList(t *testing.T) {
	src, err := os.ReadFile("static/newkind.js")
	if err != nil {
		t.Fatal(err)
	}
	list := regexp.MustCompile(`(?s)export const PRACTISE = new Set\(\[(.*?)\]\)`).FindSubmatch(src)
	if list == nil {
		t.Fatal("no PRACTISE in newkind.js")
	}
	natural := map[string]bool{}
	for _, tq := range human.Natural.Techniques() {
		natural[tq.Key()] = true
	}
	keys := regexp.MustCompile(`"([a-z0-9-]+)"`).FindAllSubmatch(list[1], -1)
	for _, k := range keys {
		if !natural[string(k[1])] {
			t.Errorf("%s is no technique of the natural scale", k[1])
		}
	}
	if len(keys) < 40 {
		t.Errorf("%d techniques to practise", len(keys))
	}
}
