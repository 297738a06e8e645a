package render

import (
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/nanpure/nanpure/sudoku"
)

func TestErrors(t *testing.T) {
	all := testPuzzles(t)
	good := all[p9x9]
	bad := good
	bad.Grid = good.Grid.Clone()
	bad.Grid.Cells[3] = 10
	short := good
	short.Grid.Cells = short.Grid.Cells[:80]
	wrong := good
	wrong.Solution = all[pInkala].Solution
	for _, tc := range []struct {
		name  string
		sheet Sheet
		page  int
		want  string // in the error of PDF and SVG
	}{
		{"no puzzles", Sheet{}, 0, "render: no puzzles to print"},
		{"per page", Sheet{Puzzles: []Puzzle{good}, PerPage: 3}, 0, "render: 3 puzzles per page (want 1, 2, 4 or 6)"},
		{"12 per page is for solutions", Sheet{Puzzles: []Puzzle{good}, PerPage: 12}, 0, "12 puzzles per page"},
		{"paper", Sheet{Puzzles: []Puzzle{good}, Paper: Paper{"stamp", 60, 80}}, 0, `paper "stamp" of 60x80 points is too small`},
		{"language", Sheet{Puzzles: []Puzzle{good}, Lang: "fr"}, 0, `render: language "fr" (want en or ja)`},
		{"no grid", Sheet{Puzzles: []Puzzle{good, {}}}, 0, "render: puzzle 2: no grid"},
		{"digit out of range", Sheet{Puzzles: []Puzzle{bad}}, 0, "render: puzzle 1: r1c4 holds 10, outside 1..9"},
		{"cells", Sheet{Puzzles: []Puzzle{short}}, 0, "render: puzzle 1: 80 cells for a 9x9 grid"},
		{"no solution", Sheet{Puzzles: []Puzzle{{Grid: good.Grid}}, Solutions: true}, 0, "render: puzzle 1: no solution given"},
		{"wrong solution", Sheet{Puzzles: []Puzzle{good, wrong}, Solutions: true}, 0, "render: puzzle 2: the solution given does not solve it"},
		{"every problem", Sheet{Puzzles: []Puzzle{short, bad}, PerPage: 5}, 0,
			"render: 5 puzzles per page (want 1, 2, 4 or 6)\nrender: puzzle 1: 80 cells for a 9x9 grid\nrender: puzzle 2: r1c4 holds 10, outside 1..9"},
		{"page", Sheet{Puzzles: []Puzzle{good}}, 1, "render: no page 1 in a sheet of 1 pages (pages count from 0)"},
		{"negative page", Sheet{Puzzles: []Puzzle{good}}, -1, "render: no page -1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := SVG(io.Discard, tc.sheet, tc.page)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("SVG: error %v, want %q", err, tc.want)
			}
			if strings.Contains(tc.name, "page") && !strings.Contains(tc.want, "per page") {
				return // a page number is no mistake for PDF
			}
			err = PDF(io.Discard, tc.sheet)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("PDF: error %v, want %q", err, tc.want)
			}
			if n, err := tc.sheet.Pages(); n != 0 || err == nil {
				t.Errorf("Pages() = %d, %v; want an error", n, err)
			}
		})
	}
}

// pdfString writes WinAnsi ("?" for what it lacks: labels with such text
// go to the Japanese font); pdfTextString writes anything, as itself.
func TestText(t *testing.T) {
	for _, tc := range []struct {
		text string
		pdf  string // the string written in the PDF
	}{
		{"#12 · hard · 7.2", `(#12 \267 hard \267 7.2)`},
		{"(a) \\ b", `(\(a\) \\ b)`},
		{"Solutions — €5 “ok”", `(Solutions \227 \2005 \223ok\224)`},
		{"数独", "(??)"},
		{"tab\there", "(tab here)"},
		{"bad \xff byte", "(bad ? byte)"},
	} {
		if got := pdfString(tc.text); got != tc.pdf {
			t.Errorf("pdfString(%q) = %s, want %s", tc.text, got, tc.pdf)
		}
	}
	for _, tc := range []struct{ text, want string }{
		{"nanpure", "(nanpure)"},
		{"数独 (ナンプレ)", "<FEFF657072EC0020002830CA30F330D730EC0029>"},
	} {
		if got := pdfTextString(tc.text); got != tc.want {
			t.Errorf("pdfTextString(%q) = %s, want %s", tc.text, got, tc.want)
		}
	}
	if got := escapeXML("<a & \"b\">\x01"); got != "&lt;a &amp; &quot;b&quot;&gt;" {
		t.Errorf("escapeXML = %q", got)
	}
}

func TestWidth(t *testing.T) {
	for _, tc := range []struct {
		font font
		text string
		want float64 // at 10 points
	}{
		{regular, "0123456789", 55.6}, // every digit is 556 wide
		{bold, "0123456789", 55.6},
		{regular, "W", 9.44},
		{bold, "W", 9.44},
		{regular, "i", 2.22},
		{bold, "i", 2.78},
		{regular, "#1 · 9x9", 5.56 + 5.56 + 2.78 + 2.78 + 2.78 + 5.56 + 5 + 5.56},
		{regular, "…", 10},
	} {
		if got := tc.font.width(tc.text, 10); got < tc.want-1e-9 || got > tc.want+1e-9 {
			t.Errorf("width(%q) = %g, want %g", tc.text, got, tc.want)
		}
	}
	if got := regular.fit("#12 · a caption far too long", 10, 60); got != "#12 · a cap…" {
		t.Errorf("fit = %q", got)
	}
	if got := regular.fit("short", 10, 60); got != "short" {
		t.Errorf("fit = %q", got)
	}
	if got := regular.fit("WWWW", 10, 5); got != "…" {
		t.Errorf("fit = %q", got)
	}
}

// A grid larger than its alphabet is written in numbers, never cut short.
func TestAlphabetTooSmall(t *testing.T) {
	g := sudoku.NewGrid(sudoku.MustShape(8, 8))
	for i := range 64 {
		g.Cells[i] = sudoku.Digit(i + 1)
	}
	var b strings.Builder
	if err := SVG(&b, Sheet{Puzzles: []Puzzle{{Grid: g}}, Alphabet: sudoku.Hex}, 0); err != nil {
		t.Fatal(err)
	}
	pg, err := checkSVG([]byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	if got := pg.grids[0].symbols; len(got) != 64 || got[9] != "10" || got[63] != "64" {
		t.Errorf("symbols %v, want 1 ... 64", got)
	}
}

// Text outside WinAnsi (Japanese) is set in the Japanese font, run by run:
// Latin letters and digits stay in Helvetica. (pdffont_test.go checks the
// font a PDF embeds for it.)
func TestJapanese(t *testing.T) {
	var got []string
	for _, r := range runs("ナンプレ 第12週 (Week 12) — 上級") {
		got = append(got, fmt.Sprintf("%v:%s", r.cjk, r.text))
	}
	want := "true:ナンプレ|false: |true:第|false:12|true:週|false: (Week 12) — |true:上級"
	if strings.Join(got, "|") != want {
		t.Errorf("runs = %s, want %s", strings.Join(got, "|"), want)
	}
	if w := regular.width("第12週", 10); w < 31.12-1e-9 || w > 31.12+1e-9 {
		t.Errorf("width(第12週) = %g, want 31.12 (two full-width glyphs and two Helvetica digits)", w)
	}
	if w := regular.width("ﾅﾝﾌﾟﾚ", 10); w < 25-1e-9 || w > 25+1e-9 {
		t.Errorf("width(ﾅﾝﾌﾟﾚ) = %g, want 25 (five half-width katakana)", w)
	}
}
