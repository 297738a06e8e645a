package scan

import (
	"cmp"
	"context"
	"errors"
	"image"
	"slices"
)

// ErrNoGrid is the error of a photo in which no Sudoku grid was found.
var ErrNoGrid = errors.New("scan: no Sudoku grid found in the image")

// An Extraction is what the reader sees of a photo before it reads the
// digits: where the grid is and, for each cell, whether it holds a digit
// and that digit's features. Read classifies them; the training command
// pairs them with the true digits.
type Extraction struct {
	// Corners of the grid in the image's coordinates: top-left, top-right,
	// bottom-right, bottom-left.
	Corners [4]image.Point
	// Ink tells the cells where a digit was seen; Features[i] are that
	// digit's features (nil for an empty cell). Weak tells the cells read
	// as empty that hold a blob nearly like a digit; their Features are
	// that blob's.
	Ink, Weak [81]bool
	Features  [81][]float32
	// Cells are the corners of each cell, in the image's coordinates, in
	// the order of Corners (for drawing).
	Cells [81][4]image.Point
}

// Extract finds the puzzle's grid in img and cuts out its cells. It
// returns ErrNoGrid when the photo holds no grid.
func Extract(ctx context.Context, img image.Image) (*Extraction, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	g, k := grayOf(img)
	if g.w < 90 || g.h < 90 {
		return nil, ErrNoGrid
	}
	r := max(7, min(g.w, g.h)/40)
	ink := threshold(g, r, 0.05, 4)
	comps, _ := components(ink, min(g.w, g.h))
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	cands := candidates(comps, ink)
	good := cands[:0]
	for _, c := range cands {
		if c.isGrid() {
			good = append(good, c)
		}
	}
	if len(good) == 0 {
		return nil, ErrNoGrid
	}
	// The puzzle is the largest grid in the photo; a solution grid (all
	// cells filled) only when there is nothing else.
	slices.SortFunc(good, func(a, b candidate) int { return cmp.Compare(b.area, a.area) })
	var best *Extraction
	for _, c := range good {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		cells := cutCells(g, c.corner)
		e := &Extraction{}
		full := 0
		for i, cl := range cells {
			e.Ink[i] = cl.ink
			e.Weak[i] = cl.weak
			e.Features[i] = cl.features
			for j, p := range cl.quad {
				e.Cells[i][j] = scaleUp(p, k)
			}
			if cl.ink {
				full++
			}
		}
		for j, p := range c.corner {
			e.Corners[j] = scaleUp(p, k)
		}
		if best == nil {
			best = e
		}
		if full < 70 {
			return e, nil
		}
	}
	return best, nil
}

// scaleUp returns the point of the original image at p of the image scaled
// down by k.
func scaleUp(p point, k int) image.Point {
	return image.Pt(int(p.x*float64(k)+float64(k)/2), int(p.y*float64(k)+float64(k)/2))
}
