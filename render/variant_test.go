package render

import (
	"bytes"
	"regexp"
	"strconv"
	"testing"

	"github.com/nanpure/nanpure/internal/corpus"
	"github.com/nanpure/nanpure/sudoku"
	"github.com/nanpure/nanpure/variant"
)

// issExample is the variant puzzle from outside called name
// (corpus.Variants).
func issExample(t *testing.T, name string) *variant.Puzzle {
	t.Helper()
	v, ok := corpus.VariantNamed(name)
	if !ok {
		t.Fatalf("no example %q", name)
	}
	p, err := variant.ParseISS(v.Input)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// A sheet of variants draws each constraint (a cage's outline and sum, a
// thermometer's bulb, an arrow's circle, a kropki dot, a whisper), in the
// SVG and the PDF alike, with and without solutions.
func TestVariantSheet(t *testing.T) {
	var puzzles []Puzzle
	want := []map[string]int{}
	for _, name := range []string{"Killer sudoku", "Thermosudoku", "Arrow sudoku", "Kropki sudoku", "German whispers", "Sudoku X",
		"Little killer", "Sandwich sudoku"} {
		v := issExample(t, name)
		n := map[string]int{}
		for _, k := range v.Constraints {
			switch k := k.(type) {
			case variant.Thermo:
				n["thermo-bulb"]++
			case variant.Arrow:
				n["arrow-bulb"]++
			case variant.Kropki:
				n["kropki"]++
			case variant.Whisper:
				n["whisper"]++
			case variant.Cage, variant.LittleKiller, variant.Sandwich:
				n["sums"]++ // a cage's sum, a clue outside the grid: one note each
			case variant.Region:
				if k.Name == "Diagonal" {
					n["diagonal"]++
				}
			}
		}
		puzzles = append(puzzles, Puzzle{Grid: v.Givens, Variant: v})
		want = append(want, n)
	}
	for _, solutions := range []bool{false, true} {
		s := Sheet{Puzzles: puzzles, PerPage: 2}
		if solutions {
			for i := range s.Puzzles {
				r, err := variant.Solve(t.Context(), s.Puzzles[i].Variant)
				if err != nil {
					t.Fatal(err)
				}
				s.Puzzles[i].Solution = r.Solution
			}
			s.Solutions = true
		}
		checkSheet(t, s)
	}
	for i, p := range puzzles {
		var b bytes.Buffer
		if err := SVG(&b, Sheet{Puzzles: []Puzzle{p}}, 0); err != nil {
			t.Fatal(err)
		}
		pg, err := checkSVG(b.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		g := pg.grids[0]
		for class, n := range want[i] {
			got := g.marks[class]
			if class == "sums" {
				got = len(g.notes)
			}
			if got != n {
				t.Errorf("puzzle %d: %d %s drawn, want %d", i+1, got, class, n)
			}
		}
		if _, killer := p.Variant.Constraints[0].(variant.Cage); killer && g.marks["cage"] < want[i]["sums"]*4 {
			t.Errorf("puzzle %d: %d segments of cage outlines for %d cages", i+1, g.marks["cage"], want[i]["sums"])
		}
	}
}

// A jigsaw's thick lines follow its regions: as many thick cell sides as
// pairs of side by side cells in different regions.
func TestJigsawLines(t *testing.T) {
	v := issExample(t, "Jigsaw")
	d := drawGrid(0, 0, 90, v.Givens, v.Givens, false, sudoku.Standard, v)
	of := map[int]int{}
	for i, r := range v.Regions {
		for _, c := range r {
			of[c] = i
		}
	}
	s, borders := v.Givens.Shape, 0
	for c := range s.Cells {
		if s.Col(c)+1 < s.N && of[c] != of[c+1] {
			borders++
		}
		if s.Row(c)+1 < s.N && of[c] != of[c+s.N] {
			borders++
		}
	}
	if len(d.boxes.lines) != borders || len(d.boxes.lines)+len(d.cells.lines) != 2*s.N*(s.N-1) {
		t.Errorf("%d thick and %d thin lines; want %d thick of %d", len(d.boxes.lines), len(d.cells.lines), borders, 2*s.N*(s.N-1))
	}
	var b bytes.Buffer
	if err := PDF(&b, Sheet{Puzzles: []Puzzle{{Grid: v.Givens, Variant: v}}}); err != nil {
		t.Fatal(err)
	}
	if _, err := checkPDF(b.Bytes()); err != nil {
		t.Fatal(err)
	}
}

// Every kind of constraint prints, in the SVG and the PDF alike: the
// examples from outside and a puzzle of each kind the reader knows since,
// some of whose marks are set in the Japanese font ("≠", "≡").
func TestEveryKindPrints(t *testing.T) {
	var puzzles []Puzzle
	for _, v := range corpus.Variants() {
		p, err := variant.ParseISS(v.Input)
		if err != nil {
			t.Fatal(err)
		}
		puzzles = append(puzzles, Puzzle{Grid: p.Givens, Variant: p})
	}
	for _, text := range []string{
		".RellikCage~5~R1C1~R1C2.EqualityCage~R2C1~R2C2.SameValues~2~R3C3~R3C4~R5C5~R5C6",
		".Sum~3_2_-1~R1C1~R1C2.SumLine~10~R4C4~R4C5~R5C5~R5C4~LOOP.CountingCircles~R9C9~R8C8",
		".Lunchbox~5~R7C1~R7C2~R7C3~R7C4.ContainExact~1_2~R6C6~R6C7.NumberedRoom~R2~5~.HiddenSkyscraper~C3~~4",
		".WhiteDot~R1C1~R1C2.StrictKropki.AntiTaxicab.ValueIndexing~R5C1~R5C2~R6C3~R7C4",
	} {
		p, err := variant.ParseISS(text)
		if err != nil {
			t.Fatal(err)
		}
		puzzles = append(puzzles, Puzzle{Grid: p.Givens, Variant: p})
	}
	for _, p := range puzzles {
		for _, write := range []func(*bytes.Buffer, Sheet) error{
			func(b *bytes.Buffer, s Sheet) error { return SVG(b, s, 0) },
			func(b *bytes.Buffer, s Sheet) error { return PDF(b, s) },
		} {
			var b bytes.Buffer
			if err := write(&b, Sheet{Puzzles: []Puzzle{p}}); err != nil || b.Len() == 0 {
				t.Errorf("%s: %v", p.Variant.Givens, err)
			}
		}
	}
}

// Two constraints whose labels fall in one cell's corner (a cage's sum and
// a sum line's) print side by side, not one on the other.
func TestCornerLabelsApart(t *testing.T) {
	p, err := variant.ParseISS(".Cage~10~R1C1~R1C2.SumLine~7~R1C1~R2C1~R3C1")
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := SVG(&b, Sheet{Puzzles: []Puzzle{{Grid: p.Givens, Variant: p}}}, 0); err != nil {
		t.Fatal(err)
	}
	at := func(label string) (x, y string) {
		m := regexp.MustCompile(`<text x="([0-9.]+)" y="([0-9.]+)"[^>]*>` + label + `</text>`).FindStringSubmatch(b.String())
		if m == nil {
			t.Fatalf("no label %s", label)
		}
		return m[1], m[2]
	}
	x10, y10 := at("10")
	x7, y7 := at("7")
	if y10 != y7 {
		t.Errorf("the labels on two lines: y %s and %s", y10, y7)
	}
	if mustFloat(t, x10) >= mustFloat(t, x7)-8 {
		t.Errorf("the sum line's 7 at x %s, on the cage's 10 at x %s", x7, x10)
	}
}

func mustFloat(t *testing.T, s string) float64 {
	t.Helper()
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		t.Fatal(err)
	}
	return f
}
