package render

import (
	"bytes"
	"testing"

	"github.com/nanpure/nanpure/sudoku"
)

// Any title, caption and footer gives a PDF that parses and an SVG that is
// well-formed XML.
func FuzzText(f *testing.F) {
	f.Add("nanpure", "#12 · hard · 7.2", "page")
	f.Add("(", ")\\", "<&>\"")
	f.Add("数独", "\x00\x1f\xff", "]]>")
	g, err := sudoku.Parse("..14....12......", sudoku.Options{})
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, title, caption, footer string) {
		s := Sheet{Puzzles: []Puzzle{{Grid: g, Caption: caption}}, Title: title, Footer: footer}
		var b bytes.Buffer
		if err := PDF(&b, s); err != nil {
			t.Fatal(err)
		}
		if _, err := checkPDF(b.Bytes()); err != nil {
			t.Fatalf("PDF: %v", err)
		}
		b.Reset()
		if err := SVG(&b, s, 0); err != nil {
			t.Fatal(err)
		}
		if _, err := checkSVG(b.Bytes()); err != nil {
			t.Fatalf("SVG: %v\n%s", err, b.Bytes())
		}
	})
}
