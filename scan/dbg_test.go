package scan

import (
	"fmt"
	"image"
	_ "image/jpeg"
	"image/png"
	"os"
	"testing"
)

func TestDbg(t *testing.T) {
	n := os.Getenv("IMG")
	if n == "" {
		t.Skip()
	}
	f, _ := os.Open("../../shared/data/photos/image" + n + ".jpg")
	img, _, _ := image.Decode(f)
	g, _ := grayOf(img)
	r := max(7, min(g.w, g.h)/40)
	ink := threshold(g, r, 0.1, 8)
	comps, _ := components(ink, min(g.w, g.h))
	saveMask(ink, "/tmp/scan/mask.png")
	savePlane(g, "/tmp/scan/gray.png")
	for _, c := range comps {
		if c.x1-c.x0 < g.w/10 {
			continue
		}
		q := c.corner
		l, in := gridScore(q, ink)
		if c.area > 5000 {
			for _, p := range q {
				for d := -4; d <= 4; d++ {
					for e := -4; e <= 4; e++ {
						x, y := int(p.x)+d, int(p.y)+e
						if x >= 0 && y >= 0 && x < g.w && y < g.h {
							ink.on[y*g.w+x] = (d+e)%2 == 0
						}
					}
				}
			}
			saveMask(ink, "/tmp/scan/mask.png")
		}
		fmt.Printf("comp area %d box %d,%d-%d,%d convex %v quad %.0f lines %.2f inside %.2f\n", c.area, c.x0, c.y0, c.x1, c.y1, convex(q), quadArea(q), l, in)
	}
}

func savePlane(p *plane, name string) {
	img := image.NewGray(image.Rect(0, 0, p.w, p.h))
	copy(img.Pix, p.pix)
	f, _ := os.Create(name)
	png.Encode(f, img)
	f.Close()
}

func saveMask(m *mask, name string) {
	p := newPlane(m.w, m.h)
	for i, on := range m.on {
		if !on {
			p.pix[i] = 255
		}
	}
	savePlane(p, name)
}

func TestCells(t *testing.T) {
	n := os.Getenv("IMG")
	if n == "" {
		t.Skip()
	}
	f, _ := os.Open("../../shared/data/photos/image" + n + ".jpg")
	img, _, _ := image.Decode(f)
	dbgCells = newPlane(9*cellPx, 9*cellPx)
	e, err := Extract(t.Context(), img)
	fmt.Println(err)
	savePlane(dbgCells, "/tmp/scan/cells.png")
	_ = e
}
