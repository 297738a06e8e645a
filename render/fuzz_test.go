package render

import (
	"bytes"
	"testing"

	"github.com/nanpure/nanpure/internal/corpus"
	"github.com/nanpure/nanpure/sudoku"
	"github.com/nanpure/nanpure/variant"
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

// Any variant puzzle read prints without a panic, to a PDF that parses
// and an SVG that is well-formed XML, whatever marks its constraints draw
// (a rellik cage's "≠" once crashed the PDF).
func FuzzVariantPrint(f *testing.F) {
	for _, v := range corpus.Variants() {
		f.Add(v.Input)
	}
	f.Add(".RellikCage~5~R1C1~R1C2.SameValues~2~R3C3~R3C4~R5C5~R5C6.Sum~3_2_-1~R7C1~R7C2")
	f.Add(".SumLine~10~R4C4~R4C5~R5C5~R5C4~LOOP.ValueIndexing~R1C1~R1C2~R2C3.NumberedRoom~R2~5~")
	f.Fuzz(func(t *testing.T, text string) {
		p, err := variant.ParseISS(text)
		if err != nil {
			return
		}
		s := Sheet{Puzzles: []Puzzle{{Grid: p.Givens, Variant: p}}}
		var b bytes.Buffer
		if err := PDF(&b, s); err == nil {
			if _, err := checkPDF(b.Bytes()); err != nil {
				t.Fatalf("%q: PDF: %v", text, err)
			}
		}
		b.Reset()
		if err := SVG(&b, s, 0); err == nil {
			if _, err := checkSVG(b.Bytes()); err != nil {
				t.Fatalf("%q: SVG: %v", text, err)
			}
		}
	})
}
