package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/internal/record"
	"github.com/nanpure/nanpure/render"
)

// Output formats of print.
const (
	formatPDF = "pdf"
	formatSVG = "svg"
)

func runPrint(ctx context.Context, e *env, args []string) error {
	var o ioFlags
	fs := newFlags(e, "print", "[flags] [puzzle ...]", `
Print puzzles on sheets of paper: a PDF of as many pages as it takes (the
form to print), or SVG, one document per page. Each puzzle is captioned
with its number in the input ("#3") and the comment that follows it on its
line, if any ("53..7.... # hard 7.2" gives "#3 · hard 7.2").

With --solutions, each puzzle is solved and its solution printed, smaller,
on the last pages. A puzzle that does not parse, breaks the rules or (with
--solutions) has no single solution is left out and named with its line on
standard error; the others are printed and the exit code is 1.

Variant puzzles (see README.md) print with their constraints drawn in
greys: killer cages (dashed, with their sums), thermometers, arrows and
double arrows, kropki dots, X and V, whisper, renban, palindrome, between,
entropic, modular, zipper, region sum and lockout lines, quadruples (their
digits in a circle), minimums and maximums (chevrons), clones and indexers
(shaded cells), diagonals, extra regions, odd and even cells, jigsaw
regions, and the clues outside the grid (little killers, sandwiches,
X-sums, skyscrapers; a little killer's number shows where its diagonal
starts, without an arrow).

The output goes to standard output, or to -o FILE. An SVG sheet of several
pages needs -o: page 2 of -o sheet.svg is written to sheet-2.svg.`, `
  nanpure print -o sheet.pdf 000027008001000007064005019270963154400270683613004000087632041090048005342519870
  nanpure print --per-page 6 --solutions --title "Week 12" -i puzzles.txt > week12.pdf
  nanpure print --paper letter --per-page 4 -i puzzles.txt -o sheet.pdf
  nanpure print --format svg -o puzzle.svg '..14....12......'
  nanpure print --box 3x4 --per-page 2 -i puzzles12x12.txt -o big.pdf`)
	o.register(fs, "pdf, svg")
	fs.Lookup("format").Usage = "output `FORMAT`: pdf or svg (default: svg when -o names a .svg file, else pdf)"
	out := fs.String("o", "", "write to `FILE` instead of standard output")
	perPage := fs.Int("per-page", 1, "puzzles on a page: `N` = 1, 2, 4 or 6")
	paperName := fs.String("paper", "a4", "`SIZE` of the paper: a4 or letter")
	solutions := fs.Bool("solutions", false, "solve each puzzle and print the solutions on the last pages")
	title := fs.String("title", "", "`TEXT` at the top of every page")
	footer := fs.String("footer", "", "`TEXT` at the bottom of every page")
	captions := fs.Bool("captions", true, "caption each puzzle with its number and comment (--captions=false for none)")
	langName := fs.String("lang", "en", "language of the solution pages' title: en or ja (解答)")
	pos, err := parseFlags(e, fs, args)
	if err != nil {
		return helpOK(err)
	}
	if err := o.check(e, formatPDF, formatSVG); err != nil {
		return err
	}
	if o.format == "" {
		o.format = formatPDF
		if strings.EqualFold(filepath.Ext(*out), ".svg") {
			o.format = formatSVG
		}
	}
	if !slices.Contains([]int{1, 2, 4, 6}, *perPage) {
		return usageErrorf("--per-page %d: want 1, 2, 4 or 6", *perPage)
	}
	// A sheet is written once every puzzle is checked: a folder that is
	// not there is said now, not after the work.
	if dir := filepath.Dir(*out); *out != "" {
		if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
			return usageErrorf("-o %s: there is no folder %s to write it in", *out, dir)
		}
	}
	paper, err := render.ParsePaper(*paperName)
	if err != nil {
		return usageErrorf("--paper: %v", strings.TrimPrefix(err.Error(), "render: "))
	}
	sheet := render.Sheet{Paper: paper, PerPage: *perPage, Alphabet: o.alpha,
		Title: *title, Footer: *footer, Solutions: *solutions}
	lang, err := human.ParseLang(*langName)
	if err != nil {
		return usageErrorf("--lang %q: want en or ja", *langName)
	}
	sheet.Lang = lang.String()

	p, err := newPipeline(e, &o, pos, nil)
	if err != nil {
		return err
	}
	// The good puzzles wait in a temporary file, not in memory, for the
	// sheet to be written: print takes as little memory for 50,000
	// puzzles as for 50.
	pf, err := newPuzzleFile()
	if err != nil {
		return err
	}
	defer pf.close()
	sheet.Source = pf
	// A puzzle is checked (and solved) on the workers; the sheet collects
	// the good ones in input order: status unique when solved, "" when only
	// its givens were checked.
	work := func(ctx context.Context, it *item) outcome {
		if *solutions {
			return searchItem(ctx, it, 2, 1)
		}
		r := outcome{item: it}
		g := it.grid
		if it.variant != nil {
			g = it.variant.Givens
		}
		if it.err != nil {
			r.Status, r.Msg = record.Invalid, it.err.Error()
		} else if err := g.Validate(); err != nil {
			r.Status, r.Msg = record.Invalid, err.Error()
		}
		return r
	}
	number := 0
	write := func(r outcome) (string, bool, error) {
		number++
		if r.Status != record.Unique && r.Status != "" {
			msg := r.Msg
			switch r.Status {
			case record.Multiple:
				msg = "more than one solution"
			case record.None:
				msg = "no solution"
			}
			p.report(r.item, r.Status, msg+"; left out")
			return r.Status, true, nil
		}
		pz, text := render.Puzzle{Grid: r.grid}, ""
		if r.variant != nil {
			pz.Grid, pz.Variant, text = r.variant.Givens, r.variant, string(r.text)
		}
		if *solutions {
			pz.Solution = r.Solutions[0]
		}
		if *captions {
			pz.Caption = "#" + strconv.Itoa(number)
			if c := comment(string(r.text)); c != "" {
				pz.Caption += " · " + c
			}
		}
		return r.Status, false, pf.add(pz, text)
	}
	failed := process(ctx, p, work, write)
	if failed != nil && failed != errFailed {
		return failed
	}
	if err := pf.done(); err != nil {
		return err
	}
	if pf.Len() == 0 {
		if failed != nil {
			fmt.Fprintln(e.stderr, "nanpure: no puzzle left to print")
			return failed
		}
		return fmt.Errorf("no puzzle to print")
	}
	if err := writeSheet(e, sheet, o.format, *out); err != nil {
		return err
	}
	return failed
}

// writeSheet writes the sheet as PDF or SVG to file out, or to standard
// output when out is "". An SVG sheet of several pages goes to one file per
// page, numbered: out-1.svg, out-2.svg ... Each document goes straight to
// its file, a page at a time: a sheet of 50,000 puzzles is a PDF of 67 MB,
// not to be held in memory.
func writeSheet(e *env, sheet render.Sheet, format, out string) error {
	p, err := sheet.Check() // before any file is made, and once for all pages
	if err != nil {
		return err
	}
	n := p.Pages()
	docs := 1
	if format == formatSVG {
		if n > 1 && out == "" {
			return usageErrorf("the sheet has %d pages and an SVG holds one: give -o FILE.svg (for FILE-1.svg ... FILE-%d.svg) or --format pdf", n, n)
		}
		docs = n
	}
	for i := range docs {
		write := func(w io.Writer) error {
			if format == formatPDF {
				return p.PDF(w)
			}
			return p.SVG(w, i)
		}
		if out == "" {
			if err := write(e.stdout); err != nil {
				return err
			}
			continue
		}
		name := out
		if docs > 1 {
			ext := filepath.Ext(out)
			name = fmt.Sprintf("%s-%d%s", strings.TrimSuffix(out, ext), i+1, ext)
		}
		if err := writeFile(name, write); err != nil {
			return fmt.Errorf("cannot write the sheet: %w", err)
		}
	}
	return nil
}

// writeFile creates the file name and writes it with write, buffered.
func writeFile(name string, write func(io.Writer) error) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	w := bufio.NewWriterSize(f, 64<<10)
	err = write(w)
	if ferr := w.Flush(); err == nil {
		err = ferr
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// comment returns the comment after a puzzle written on one line
// ("53..7.... # hard 7.2" gives "hard 7.2"), or "". Grids on several lines,
// JSON records have none.
func comment(text string) string {
	if strings.Contains(text, "\n") || strings.HasPrefix(text, "{") {
		return ""
	}
	_, c, ok := strings.Cut(text, " #")
	if !ok {
		return ""
	}
	return strings.TrimSpace(c)
}
