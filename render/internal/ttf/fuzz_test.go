package ttf

import (
	"testing"
)

// The subset of the glyphs of any string is a font that parses, with the
// glyphs asked for in the order asked, outlines and advances unchanged.
func FuzzSubset(f *testing.F) {
	f.Add("ナンプレ 第12週")
	f.Add("解答 · 〓〓 ﾅﾝﾌﾟﾚ")
	f.Add("𠮷野家 😀 \x00\xff")
	font, _ := gothic(f)
	f.Fuzz(func(t *testing.T, s string) {
		var glyphs []uint16
		for _, r := range s {
			if g, ok := font.Glyph(r); ok {
				glyphs = append(glyphs, g)
			}
		}
		data, err := font.Subset(glyphs, nil)
		if err != nil {
			t.Fatal(err)
		}
		sub, err := Parse(data)
		if err != nil {
			t.Fatal(err)
		}
		if sub.NumGlyphs() != len(glyphs)+1 { // VL Gothic has no composite glyphs
			t.Fatalf("%d glyphs, want %d", sub.NumGlyphs(), len(glyphs)+1)
		}
		checkGlyphs(t, font, sub, append([]uint16{0}, glyphs...))
	})
}

// Any bytes give a font or an error, never a panic; a font that parses
// gives subsets that parse.
func FuzzParse(f *testing.F) {
	f.Add(tiny())
	f.Add(tiny()[:100])
	f.Add([]byte("OTTO"))
	f.Fuzz(func(t *testing.T, data []byte) {
		font, err := Parse(data)
		if err != nil {
			return
		}
		var glyphs []uint16
		for g := range min(font.NumGlyphs(), 20) {
			glyphs = append(glyphs, uint16(g))
		}
		font.Glyph('A')
		font.Metrics()
		sub, err := font.Subset(glyphs, map[rune]uint16{'A': 1})
		if err != nil {
			return // a damaged composite glyph
		}
		if _, err := Parse(sub); err != nil {
			t.Fatalf("the subset of a font that parses does not: %v", err)
		}
	})
}
