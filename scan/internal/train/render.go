package main

import (
	"fmt"
	"image"
	"image/color"
	"math/rand/v2"
	"os"
	"path/filepath"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"github.com/nanpure/nanpure/scan"
)

// loadFonts parses the fonts of c, or says which Debian packages hold them.
func loadFonts(c config) ([]*opentype.Font, error) {
	names := fontNames
	if c.FontNames != nil {
		names = c.FontNames
	}
	var out []*opentype.Font
	for _, name := range names {
		path := filepath.Join(c.Fonts, name)
		data, err := os.ReadFile(path)
		if err != nil {
			return nil, fmt.Errorf("%w (apt-get install %s)", err, fontPackages)
		}
		f, err := opentype.Parse(data)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		out = append(out, f)
	}
	return out, nil
}

// renderDigit draws digit d in font f into a cell image as a camera might
// see it: its height, place, paper and ink levels, blur and noise drawn
// from rng, sometimes with a bit of the grid's line at an edge. It returns
// the features that scan.ReadCell reads of it.
func renderDigit(f *opentype.Font, d int, rng *rand.Rand) ([]float32, bool, error) {
	const n = scan.CellPx
	height := float64(n) * (0.38 + 0.3*rng.Float64()) // the digit's height in the cell
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: height / 0.72, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		return nil, false, err
	}
	defer face.Close()
	paper := uint8(150 + rng.IntN(100))
	ink := uint8(rng.IntN(int(paper) - 60))
	img := image.NewGray(image.Rect(0, 0, n, n))
	for i := range img.Pix {
		img.Pix[i] = paper
	}
	s := string(rune('0' + d))
	b, _ := font.BoundString(face, s)
	w, h := (b.Max.X - b.Min.X).Round(), (b.Max.Y - b.Min.Y).Round()
	dx := n/2 - w/2 + rng.IntN(7) - 3
	dy := n/2 - h/2 + rng.IntN(7) - 3
	dr := &font.Drawer{Dst: img, Src: image.NewUniform(color.Gray{ink}), Face: face,
		Dot: fixed.P(dx-b.Min.X.Round(), dy-b.Min.Y.Round())}
	dr.DrawString(s)
	if rng.IntN(3) == 0 {
		// a bit of a grid line along one edge
		e, t := rng.IntN(4), 1+rng.IntN(3)
		for k := 0; k < t; k++ {
			for a := 0; a < n; a++ {
				switch e {
				case 0:
					img.Pix[k*n+a] = ink
				case 1:
					img.Pix[(n-1-k)*n+a] = ink
				case 2:
					img.Pix[a*n+k] = ink
				case 3:
					img.Pix[a*n+n-1-k] = ink
				}
			}
		}
	}
	for range rng.IntN(3) {
		blur(img)
	}
	for i := range img.Pix {
		v := int(img.Pix[i]) + rng.IntN(13) - 6
		img.Pix[i] = uint8(min(255, max(0, v)))
	}
	feat, ok := scan.ReadCell(img)
	return feat, ok, nil
}

// blur replaces each pixel by the mean of its 3x3 block: a camera's
// focus, and print that spreads.
func blur(img *image.Gray) {
	n := img.Rect.Dx()
	src := append([]uint8(nil), img.Pix...)
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			s, k := 0, 0
			for yy := max(0, y-1); yy <= min(n-1, y+1); yy++ {
				for xx := max(0, x-1); xx <= min(n-1, x+1); xx++ {
					s += int(src[yy*n+xx])
					k++
				}
			}
			img.Pix[y*n+x] = uint8(s / k)
		}
	}
}
