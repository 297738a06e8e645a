package render

import (
	"sync"

	"github.com/nanpure/nanpure/render/internal/ttf"
)

// gothicName is the font's PostScript name, as a PDF names it.
const gothicName = "VL-Gothic-Regular"

// gothic is the Japanese font, parsed once when first needed.
var gothic = sync.OnceValue(func() *ttf.Font {
	f, err := ttf.Parse(japaneseFont())
	if err != nil {
		panic("render: the embedded Japanese font: " + err.Error())
	}
	return f
})

// geta is drawn for a character the Japanese font has not (a rare kanji,
// hangul, an emoji): 〓, the geta mark, Japanese typesetting's sign for a
// missing character. Copying the text from the PDF still gives the
// character itself.
const geta = '〓'

// cjkGlyph returns the glyph of r in the Japanese font, or the geta mark's.
func cjkGlyph(r rune) uint16 {
	if g, ok := gothic().Glyph(r); ok {
		return g
	}
	g, _ := gothic().Glyph(geta)
	return g
}

// cjkWidth is the advance of r in the Japanese font, in thousandths of the
// font size: 1000 for full-width characters, 500 for half-width katakana.
func cjkWidth(r rune) int {
	f := gothic()
	return f.Advance(cjkGlyph(r)) * 1000 / f.UnitsPerEm()
}
