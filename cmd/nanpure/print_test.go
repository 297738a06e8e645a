package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/nanpure/nanpure/render"
	"github.com/nanpure/nanpure/sudoku"
)

// sheetSummary stands for a long PDF in a golden file: its pages and the
// text it shows, not its bytes (render's own golden files hold those).
func sheetSummary(out string) string {
	if !strings.HasPrefix(out, "%PDF-") || len(out) < 4000 {
		return out
	}
	pages := strings.Count(out, "/Type /Page ")
	var texts []string
	for _, m := range regexp.MustCompile(`\(([^)]*)\) Tj`).FindAllStringSubmatch(out, -1) {
		if len(m[1]) > 1 { // titles and captions, not the digits
			texts = append(texts, m[1])
		}
	}
	return fmt.Sprintf("[PDF, pages: %d, text: %q]\n", pages, texts)
}

func TestPrintGolden(t *testing.T) {
	checkRuns(t, []goldenRun{
		{"print_4x4_svg", "", []string{"print", "--format", "svg", "..14....12......"}, 0},
		{"print_variant_svg", "", []string{"print", "--format", "svg", ".Shape~4x4.Thermo~R1C1~R1C2~R1C3.Cage~7~R4C1~R4C2.WhiteDot~R2C4~R3C4.~R4C4_1"}, 0},
		{"print_4x4_pdf", "", []string{"print", "--title", "nanpure (print)", "..14....12......"}, 0},
		{"print_16x16_hex_svg", "", []string{"print", "--format=svg", "--alphabet", "hex", "--captions=false",
			"E..B75...3....D...C8....7.......4....E.16B2.F..A7..........C.354.C..A7....9.6.E..EF.32.....0C1..68......BCF.D.2.D439.....8..A7..F.5...0E....4A..2.....8....D........B.1.87...69...B.......56...2..6..F.0.....4.....EC1...0..3..89.4F8.3.1....5......2D6.A.E50..B"}, 0},
		{"print_mixed_solutions", mixed + "8.........95....... # too short\n", []string{"print", "--solutions", "--per-page", "6", "--footer", "Mixed"}, 1},
		{"print_mixed_letter", mixed + article000 + " # easy · 1.2\n", []string{"print", "--per-page", "4", "--paper", "letter", "--title", "Every good puzzle"}, 1},
		{"print_12x12_box", puzzle12x12, []string{"print", "--solutions"}, 0},
		{"print_svg_pages", mixed, []string{"print", "--format", "svg"}, 2},
		{"print_nothing", "", []string{"print"}, 1},
		{"print_nothing_good", "12345\n" + noSolution + "\n", []string{"print", "--solutions"}, 1},
		{"print_bad_per_page", "", []string{"print", "--per-page", "3", article000}, 2},
		{"print_bad_paper", "", []string{"print", "--paper", "a5", article000}, 2},
		{"print_bad_format", "", []string{"print", "--format", "png", article000}, 2},
		{"help_print", "", []string{"help", "print"}, 0},
		// Regressions
		// -o into a folder that is not there failed only after every
		// puzzle was checked and solved.
		{"print_no_folder", "", []string{"print", "-o", "testdata/no-such-folder/sheet.pdf", article000}, 2},
	}, sheetSummary)
}

// -o writes a file, or one file per page for SVG; the format follows the
// name.
func TestPrintFiles(t *testing.T) {
	dir := t.TempDir()
	pdf := filepath.Join(dir, "sheet.pdf")
	svg := filepath.Join(dir, "sheet.svg")
	for _, tc := range []struct {
		args  []string
		files map[string]string // name: start of the content
	}{
		{[]string{"print", "-o", pdf, article000, inkala}, map[string]string{pdf: "%PDF-1.4"}},
		{[]string{"print", "-o", svg, article000}, map[string]string{svg: "<?xml"}},
		{[]string{"print", "-o", svg, "--solutions", article000},
			map[string]string{filepath.Join(dir, "sheet-1.svg"): "<?xml", filepath.Join(dir, "sheet-2.svg"): "<?xml"}},
		{[]string{"print", "--format", "pdf", "-o", svg, article000}, map[string]string{svg: "%PDF-1.4"}},
	} {
		stdout, stderr, code := cli(t, "", tc.args...)
		if code != 0 || stdout != "" || stderr != "" {
			t.Errorf("%v: exit code %d, stdout %q, stderr %q", tc.args, code, stdout, stderr)
		}
		for name, start := range tc.files {
			b, err := os.ReadFile(name)
			if err != nil || !strings.HasPrefix(string(b), start) {
				t.Errorf("%v: %s: %.20q, %v; want %q...", tc.args, name, b, err, start)
			}
		}
	}
	_, stderr, code := cli(t, "", "print", "-o", filepath.Join(dir, "no", "such", "dir.pdf"), article000)
	if code != 2 || !strings.Contains(stderr, "there is no folder") {
		t.Errorf("into a missing directory: exit code %d, stderr %q", code, stderr)
	}
}

func TestComment(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{article000, ""},
		{article000 + " # easy · 1.2", "easy · 1.2"},
		{article000 + "  #  spaced  ", "spaced"},
		{"5 3 . | . 7 .\n6 . . # no", ""},
		{`{"puzzle":"` + article000 + `","note":"a #b"}`, ""},
	} {
		if got := comment(tc.text); got != tc.want {
			t.Errorf("comment(%q) = %q, want %q", tc.text, got, tc.want)
		}
	}
}

// A puzzle file gives back every puzzle as it was added: grids of any
// shape, with or without a solution, any caption.
func TestPuzzleFile(t *testing.T) {
	grid := func(text string) sudoku.Grid {
		g, err := sudoku.Parse(text, sudoku.Options{})
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	solved := grid(article000)
	solved.Cells = slices.Clone(solved.Cells)
	for i, d := range solved.Cells {
		if d == 0 {
			solved.Cells[i] = 1 // not a solution, but the file does not care
		}
	}
	puzzles := []render.Puzzle{
		{Grid: grid(article000), Caption: "#1"},
		{Grid: grid(article000), Solution: solved, Caption: "#2 · 難しい"},
		{Grid: grid("..14....12......")},
		{Grid: grid(puzzle12x12), Caption: strings.Repeat("long ", 100)},
		{Grid: grid(inkala), Caption: "#5"},
	}
	pf, err := newPuzzleFile()
	if err != nil {
		t.Fatal(err)
	}
	defer pf.close()
	for _, p := range puzzles {
		if err := pf.add(p, ""); err != nil {
			t.Fatal(err)
		}
	}
	if err := pf.done(); err != nil {
		t.Fatal(err)
	}
	if pf.Len() != len(puzzles) {
		t.Fatalf("%d puzzles, want %d", pf.Len(), len(puzzles))
	}
	for i, want := range slices.Backward(puzzles) { // in any order
		got, err := pf.Puzzle(i)
		if err != nil {
			t.Fatal(err)
		}
		if !got.Grid.Equal(want.Grid) || got.Caption != want.Caption ||
			(want.Solution.Shape == nil) != (got.Solution.Shape == nil) ||
			want.Solution.Shape != nil && !got.Solution.Equal(want.Solution) {
			t.Errorf("puzzle %d: got %+v, want %+v", i, got, want)
		}
	}
	name := pf.f.Name()
	pf.close()
	if _, err := os.Stat(name); !os.IsNotExist(err) {
		t.Errorf("%s is still there after close: %v", name, err)
	}
}
