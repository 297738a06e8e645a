package scan

import (
	"fmt"
	"os"
	"testing"
)

func TestCands(t *testing.T) {
	n := os.Getenv("IMG")
	if n == "" {
		t.Skip()
	}
	img := decodeFile(t, "../../shared/data/photos/image"+n+".jpg")
	g, _ := grayOf(img)
	r := max(7, min(g.w, g.h)/40)
	ink := threshold(g, r, 0.05, 4)
	comps, _ := components(ink, min(g.w, g.h))
	for _, c := range candidates(comps, ink) {
		fmt.Printf("cand %.0f,%.0f %.0f,%.0f %.0f,%.0f %.0f,%.0f lines %.2f inside %.2f area %.0f\n", c.corner[0].x, c.corner[0].y, c.corner[1].x, c.corner[1].y, c.corner[2].x, c.corner[2].y, c.corner[3].x, c.corner[3].y, c.lines, c.inside, c.area)
	}
}
