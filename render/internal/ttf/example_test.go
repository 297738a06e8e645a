package ttf_test

import (
	"fmt"
	"log"
	"os"

	"github.com/nanpure/nanpure/render/internal/ttf"
)

// The glyphs of 解答 as a font of their own, as a PDF embeds it.
func ExampleFont_Subset() {
	data, err := os.ReadFile("../../fonts/vlgothic.ttf")
	if err != nil {
		log.Fatal(err)
	}
	font, err := ttf.Parse(data)
	if err != nil {
		log.Fatal(err)
	}
	var glyphs []uint16
	for _, r := range "解答" {
		g, _ := font.Glyph(r)
		glyphs = append(glyphs, g)
	}
	sub, err := font.Subset(glyphs, nil) // no cmap: the PDF names glyphs 1 and 2
	if err != nil {
		log.Fatal(err)
	}
	small, _ := ttf.Parse(sub)
	fmt.Printf("%d glyphs of %d, advance %d; under 1 kB: %v\n",
		small.NumGlyphs(), font.NumGlyphs(), small.Advance(1), len(sub) < 1024)
	// Output: 3 glyphs of 6985, advance 1000; under 1 kB: true
}
