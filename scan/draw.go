package scan

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"strconv"

	"golang.org/x/image/font"
	"golang.org/x/image/font/basicfont"
	"golang.org/x/image/math/fixed"
)

// drawSide bounds the long side of the picture Draw makes.
const drawSide = 1280

// Colours of Draw.
var (
	outlineColor   = color.RGBA{0, 90, 255, 255}  // the grid found
	cellColor      = color.RGBA{0, 190, 0, 255}   // the cells as cut
	digitColor     = color.RGBA{0, 150, 0, 255}   // a digit read with confidence
	uncertainColor = color.RGBA{255, 140, 0, 255} // a digit nearly read otherwise
	correctedColor = color.RGBA{230, 0, 0, 255}   // a digit the solver's check changed
)

// Draw returns a copy of img, scaled down to at most drawSide pixels on its
// long side, with what Read saw drawn on it for a person to check: the
// grid's outline, the cells as cut, and each digit read at the top left of
// its cell, green when sure, orange when uncertain, red when the solver's
// check changed it (with what was first read in brackets).
func Draw(img image.Image, r *Result) *image.RGBA {
	b := img.Bounds()
	k := 1.0
	if s := max(b.Dx(), b.Dy()); s > drawSide {
		k = float64(s) / drawSide
	}
	w, h := int(float64(b.Dx())/k), int(float64(b.Dy())/k)
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		sy := b.Min.Y + int(float64(y)*k)
		for x := 0; x < w; x++ {
			out.Set(x, y, img.At(b.Min.X+int(float64(x)*k), sy))
		}
	}
	pt := func(p image.Point) (float64, float64) {
		return float64(p.X-b.Min.X) / k, float64(p.Y-b.Min.Y) / k
	}
	quad := func(q [4]image.Point, c color.RGBA, thick int) {
		for i := range 4 {
			x0, y0 := pt(q[i])
			x1, y1 := pt(q[(i+1)%4])
			line(out, x0, y0, x1, y1, c, thick)
		}
	}
	for _, c := range r.Cells {
		quad(c.Corners, cellColor, 1)
	}
	quad(r.Corners, outlineColor, 3)
	for _, c := range r.Cells {
		if c.Digit == 0 && !c.Corrected {
			continue
		}
		col := digitColor
		text := strconv.Itoa(c.Digit)
		switch {
		case c.Corrected:
			col = correctedColor
			text += "(" + strconv.Itoa(c.Read) + ")"
		case c.Uncertain:
			col = uncertainColor
		}
		x, y := pt(c.Corners[0])
		scale := max(1, int(float64(r.Corners[1].X-r.Corners[0].X)/k/9/30))
		label(out, int(x)+2, int(y)+2, text, col, scale)
	}
	return out
}

// line draws a segment thick pixels wide.
func line(img *image.RGBA, x0, y0, x1, y1 float64, c color.RGBA, thick int) {
	n := int(max(math.Abs(x1-x0), math.Abs(y1-y0))) + 1
	for i := 0; i <= n; i++ {
		t := float64(i) / float64(n)
		x, y := int(x0+(x1-x0)*t), int(y0+(y1-y0)*t)
		for d := 0; d < thick; d++ {
			for e := 0; e < thick; e++ {
				img.SetRGBA(x+d-thick/2, y+e-thick/2, c)
			}
		}
	}
}

// label writes text in the 7x13 bitmap font, each pixel scale x scale,
// on a white box so that it reads on any photo.
func label(img *image.RGBA, x, y int, text string, c color.RGBA, scale int) {
	face := basicfont.Face7x13
	m := image.NewAlpha(image.Rect(0, 0, 7*len(text), 13))
	d := &font.Drawer{Dst: m, Src: image.Opaque, Face: face, Dot: fixed.P(0, 11)}
	d.DrawString(text)
	box := image.Rect(x, y, x+m.Rect.Dx()*scale+2, y+13*scale+2)
	draw.Draw(img, box, image.White, image.Point{}, draw.Src)
	for yy := 0; yy < 13; yy++ {
		for xx := 0; xx < m.Rect.Dx(); xx++ {
			if m.AlphaAt(xx, yy).A < 128 {
				continue
			}
			for a := 0; a < scale; a++ {
				for b := 0; b < scale; b++ {
					img.SetRGBA(x+1+xx*scale+a, y+1+yy*scale+b, c)
				}
			}
		}
	}
}
