package scan

import (
	"image"
	"image/color"
)

// A plane is an 8-bit gray image: pix[y*w+x], 0 black, 255 white.
type plane struct {
	w, h int
	pix  []uint8
}

func newPlane(w, h int) *plane { return &plane{w, h, make([]uint8, w*h)} }

func (p *plane) at(x, y int) uint8 { return p.pix[y*p.w+x] }

// maxSide bounds the long side of the image the grid is looked for in. A
// grid fills a good part of a photo, so 1024 pixels leave a cell some 30 to
// 100 pixels wide: enough for the digits, and the work and memory stay the
// same for a 12 MP photo as for a 1 MP one.
const maxSide = 1024

// grayOf returns the gray level (lum8) of img scaled down by a whole factor until
// its long side is at most maxSide (each pixel the mean of a k x k block),
// and that factor. JPEG photos decode to YCbCr: their green is
// computed from Y, Cb and Cr directly.
func grayOf(img image.Image) (*plane, int) {
	b := img.Bounds()
	k := 1
	for max(b.Dx(), b.Dy()) > maxSide*k {
		k++
	}
	w, h := b.Dx()/k, b.Dy()/k
	p := newPlane(w, h)
	lum := luminance(img)
	sums := make([]uint32, w)
	for y := 0; y < h; y++ {
		clear(sums)
		for dy := 0; dy < k; dy++ {
			sy := b.Min.Y + y*k + dy
			for x := 0; x < w; x++ {
				for dx := 0; dx < k; dx++ {
					sums[x] += uint32(lum(b.Min.X+x*k+dx, sy))
				}
			}
		}
		for x := 0; x < w; x++ {
			p.pix[y*w+x] = uint8(sums[x] / uint32(k*k))
		}
	}
	return p, k
}

// luminance returns a function giving the 8-bit gray level (lum8) at (x, y), with
// fast paths for the image types that decoders return.
func luminance(img image.Image) func(x, y int) uint8 {
	switch m := img.(type) {
	case *image.YCbCr:
		return func(x, y int) uint8 {
			yy := int32(m.Y[m.YOffset(x, y)])
			ci := m.COffset(x, y)
			cb, cr := int32(m.Cb[ci])-128, int32(m.Cr[ci])-128
			// G = Y - 0.344136 Cb - 0.714136 Cr (JFIF), in 16.16 fixed point
			g := (yy<<16 - 22554*cb - 46802*cr + 1<<15) >> 16
			return uint8(min(255, max(0, g)))
		}
	case *image.Gray:
		return func(x, y int) uint8 { return m.Pix[m.PixOffset(x, y)] }
	case *image.RGBA:
		return func(x, y int) uint8 {
			i := m.PixOffset(x, y)
			return lum8(uint32(m.Pix[i]), uint32(m.Pix[i+1]), uint32(m.Pix[i+2]))
		}
	case *image.NRGBA:
		// Transparent pixels are paper: an alpha-blended white background.
		return func(x, y int) uint8 {
			i := m.PixOffset(x, y)
			a := uint32(m.Pix[i+3])
			blend := func(c uint32) uint32 { return (c*a + 255*(255-a)) / 255 }
			return lum8(blend(uint32(m.Pix[i])), blend(uint32(m.Pix[i+1])), blend(uint32(m.Pix[i+2])))
		}
	}
	return func(x, y int) uint8 {
		c := color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA)
		a := uint32(c.A)
		blend := func(c uint8) uint32 { return (uint32(c)*a + 255*(255-a)) / 255 }
		return lum8(blend(c.R), blend(c.G), blend(c.B))
	}
}

// lum8 is the gray level the reader sees of an 8-bit RGB colour: its
// green. Puzzles are printed in black, red or blue on white, cream or
// yellow paper: all three inks absorb green and all those papers reflect
// it, so in green red digits are as dark as black ones and a yellow box
// as light as white paper, where luminance sees red ink at mid-gray.
func lum8(r, g, b uint32) uint8 { return uint8(g) }
