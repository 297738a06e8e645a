package render

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/nanpure/nanpure/internal/golden"
	"github.com/nanpure/nanpure/sudoku"
)

// testPuzzles returns the puzzles of testdata/puzzles.txt with their
// solutions: 4x4, 6x6, two 9x9, 12x12, 16x16 and 25x25, in that order.
func testPuzzles(t testing.TB) []Puzzle {
	t.Helper()
	f, err := os.Open("testdata/puzzles.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var grids []sudoku.Grid
	r := sudoku.NewReader(f, sudoku.Options{})
	for {
		p, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		grids = append(grids, p.Grid)
	}
	var ps []Puzzle
	for i := 0; i+1 < len(grids); i += 2 {
		if !grids[i+1].Solves(grids[i]) {
			t.Fatalf("puzzle %d: the next line is not its solution", i/2+1)
		}
		ps = append(ps, Puzzle{Grid: grids[i], Solution: grids[i+1]})
	}
	if len(ps) != 7 {
		t.Fatalf("%d test puzzles, want 7", len(ps))
	}
	return ps
}

const (
	p4x4 = iota
	p6x6
	p9x9
	pInkala
	p12x12
	p16x16
	p25x25
)

// pick returns the puzzles with the given indices, captioned "#k · size".
func pick(all []Puzzle, idx ...int) []Puzzle {
	var ps []Puzzle
	for k, i := range idx {
		p := all[i]
		n := p.Grid.Shape.N
		p.Caption = fmt.Sprintf("#%d · %dx%d", k+1, n, n)
		ps = append(ps, p)
	}
	return ps
}

// The golden files are real documents: open them to see what the sheets
// look like.
func TestGolden(t *testing.T) {
	all := testPuzzles(t)
	for _, tc := range []struct {
		name  string
		sheet Sheet
		svg   []int // the pages written as SVG
	}{
		{"classic_a4_1", Sheet{Puzzles: pick(all, p9x9), Title: "nanpure", Footer: "Article 000"}, []int{0}},
		{"sizes_letter_4", Sheet{Puzzles: pick(all, p4x4, p6x6, p9x9, p12x12, p16x16), Paper: Letter, PerPage: 4,
			Title: "Every size", Footer: "nanpure print --per-page 4 --paper letter --solutions", Solutions: true}, []int{0, 2}},
		{"classic_6", Sheet{Puzzles: pick(all, p9x9, pInkala, p9x9, pInkala, p9x9, pInkala, p9x9), PerPage: 6, Solutions: true}, nil},
		{"hex16_2", Sheet{Puzzles: pick(all, p16x16, p16x16), PerPage: 2, Alphabet: sudoku.Hex}, []int{0}},
		{"numbers25_1", Sheet{Puzzles: pick(all, p25x25), Alphabet: sudoku.Numbers, Solutions: true}, []int{0, 1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var b bytes.Buffer
			if err := PDF(&b, tc.sheet); err != nil {
				t.Fatal(err)
			}
			if _, err := checkPDF(b.Bytes()); err != nil {
				t.Errorf("PDF: %v", err)
			}
			golden.Check(t, tc.name+".pdf", b.Bytes())
			for _, i := range tc.svg {
				b.Reset()
				if err := SVG(&b, tc.sheet, i); err != nil {
					t.Fatal(err)
				}
				if _, err := checkSVG(b.Bytes()); err != nil {
					t.Errorf("SVG page %d: %v", i, err)
				}
				golden.Check(t, fmt.Sprintf("%s_p%d.svg", tc.name, i+1), b.Bytes())
			}
		})
	}
}

// TestStructure writes sheets of every size, paper and number per page, with
// and without solutions, and reads them back: the PDF parses and has the
// right pages, each SVG page is well-formed and draws every grid with N x N
// cells, its boxes and its givens.
func TestStructure(t *testing.T) {
	all := testPuzzles(t)
	for _, paper := range []Paper{A4, Letter} {
		for _, per := range []int{1, 2, 4, 6} {
			for _, solutions := range []bool{false, true} {
				for n := 1; n <= 7; n++ {
					var idx []int
					for k := range n {
						idx = append(idx, k%len(all))
					}
					s := Sheet{Puzzles: pick(all, idx...), Paper: paper, PerPage: per, Solutions: solutions}
					name := fmt.Sprintf("%s/%d_per_page/%d_puzzles/solutions_%v", paper.Name, per, n, solutions)
					t.Run(name, func(t *testing.T) { checkSheet(t, s) })
				}
			}
		}
	}
}

// checkSheet writes s as PDF and as SVG and checks what it reads back.
func checkSheet(t *testing.T, s Sheet) {
	t.Helper()
	pages := (len(s.Puzzles) + s.perPage() - 1) / s.perPage()
	if s.Solutions {
		p, err := s.Check()
		if err != nil {
			t.Fatal(err)
		}
		per := p.solutionsPer
		pages += (len(s.Puzzles) + per - 1) / per
	}
	if n, err := s.Pages(); n != pages || err != nil {
		t.Fatalf("Pages() = %d, %v; want %d", n, err, pages)
	}
	var b bytes.Buffer
	if err := PDF(&b, s); err != nil {
		t.Fatal(err)
	}
	info, err := checkPDF(b.Bytes())
	if err != nil {
		t.Fatalf("PDF: %v", err)
	}
	if info.pages != pages {
		t.Errorf("PDF of %d pages, want %d", info.pages, pages)
	}

	// Every page, in turn: the grids it should hold.
	next := 0
	for i := range pages {
		b.Reset()
		if err := SVG(&b, s, i); err != nil {
			t.Fatal(err)
		}
		pg, err := checkSVG(b.Bytes())
		if err != nil {
			t.Fatalf("SVG page %d: %v", i, err)
		}
		wantBox := fmt.Sprintf("0 0 %s %s", num(s.paper().Width), num(s.paper().Height))
		if pg.viewBox != wantBox {
			t.Errorf("page %d: viewBox %q, want %q", i, pg.viewBox, wantBox)
		}
		var shown []string // as the PDF has them: labels, then each grid's symbols
		for _, l := range pg.labels {
			shown = append(shown, string(winAnsi(l)))
		}
		for _, g := range pg.grids {
			p := s.Puzzles[next%len(s.Puzzles)]
			solution := next >= len(s.Puzzles)
			next++
			sh := p.Grid.Shape
			if g.box != sh.String() {
				t.Fatalf("page %d: grid of box %s, want %s", i, g.box, sh)
			}
			if g.cols*g.rows != sh.N*sh.N || g.cols != sh.N {
				t.Errorf("page %d: %s grid of %dx%d cells, want %dx%d", i, g.box, g.cols, g.rows, sh.N, sh.N)
			}
			if g.boxCols != sh.BoxRows || g.boxRows != sh.BoxCols {
				t.Errorf("page %d: %s grid of %dx%d boxes, want %dx%d", i, g.box, g.boxCols, g.boxRows, sh.BoxRows, sh.BoxCols)
			}
			if !(g.cellWidth < g.boxWidth && g.boxWidth < g.borderWidth) {
				t.Errorf("page %d: line widths %g (cells), %g (boxes), %g (border): want thin, thick, thicker",
					i, g.cellWidth, g.boxWidth, g.borderWidth)
			}
			want := p.Grid
			if solution {
				want = p.Solution
			}
			var symbols []string
			for _, d := range want.Cells {
				if d != 0 {
					symbols = append(symbols, s.Alphabet.Symbol(d, sh.N))
				}
			}
			if strings.Join(g.symbols, " ") != strings.Join(symbols, " ") {
				t.Errorf("page %d: grid %s shows %v, want %v", i, g.box, g.symbols, symbols)
			}
			shown = append(shown, g.notes...)
			shown = append(shown, g.symbols...)
		}
		if strings.Join(info.strings[i], "\n") != strings.Join(shown, "\n") {
			t.Errorf("page %d: the PDF shows\n%q\nthe SVG\n%q", i, info.strings[i], shown)
		}
	}
	if want := len(s.Puzzles) * map[bool]int{false: 1, true: 2}[s.Solutions]; next != want {
		t.Errorf("%d grids drawn, want %d", next, want)
	}
}
