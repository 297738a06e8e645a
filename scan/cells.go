package scan

import (
	"image"
	"slices"
)

const (
	// side is the cell's width in the warped grid where the lines are
	// looked for.
	side = 32
	// cellPx is the width of the image of one cell cut along its lines,
	// where its digit is looked for.
	cellPx = 48
	// featPx is the side of the square the digit is scaled into: the
	// classifier's input is featPx x featPx gray levels, two shape
	// figures, whether the blob passed for a digit and where it is.
	featPx = 16
	// NumFeatures is the length of a cell's features.
	NumFeatures = featPx*featPx + 5
)

// A cell is what the reader saw in one cell of the grid.
type cell struct {
	ink      bool      // a digit-like blob is there
	weak     bool      // not ink, but a blob that nearly passes for a digit
	features []float32 // of that blob, when ink or weak
	box      [4]int    // the blob's box in the cell image: x0, y0, x1, y1
	quad     [4]point  // the cell's corners in the scaled-down image
}

// cutCells cuts the grid of outline q in p into its 81 cells, following the
// lines where the paper curls, and extracts the digit of each.
func cutCells(p *plane, q [4]point) [81]cell {
	m := squareTo(q)
	n := 9 * side
	w := warp(p, m, n)
	ink := threshold(w, side/2, 0.12, 12)
	lat := lattice(ink, side)
	// The level of ink: a dark percentile of the whole warped grid, its
	// lines and digits.
	hist := make([]int, 256)
	for _, g := range w.pix {
		hist[g]++
	}
	inkLevel := percentile(hist, len(w.pix), 0.03)
	var cells [81]cell
	img := newPlane(cellPx, cellPx)
	for r := 0; r < 9; r++ {
		for c := 0; c < 9; c++ {
			corners := [4]point{lat[r][c], lat[r][c+1], lat[r+1][c+1], lat[r+1][c]}
			for k := range corners {
				corners[k] = m.apply(corners[k].x/float64(n), corners[k].y/float64(n))
			}
			cm := squareTo(corners)
			for y := 0; y < cellPx; y++ {
				v := (float64(y) + 0.5) / cellPx
				for x := 0; x < cellPx; x++ {
					pt := cm.apply((float64(x)+0.5)/cellPx, v)
					img.pix[y*cellPx+x] = uint8(p.bilinear(pt.x, pt.y) + 0.5)
				}
			}
			cells[r*9+c] = readCell(img, inkLevel)
			cells[r*9+c].quad = corners
		}
	}
	return cells
}

// percentile returns the gray level below which frac of the n pixels of
// histogram hist lie.
func percentile(hist []int, n int, frac float64) int {
	want := int(float64(n) * frac)
	sum := 0
	for g, k := range hist {
		sum += k
		if sum > want {
			return g
		}
	}
	return 255
}

// readCell finds the digit in the image of one cell: the largest blob of
// ink near the middle, of a digit's height, away from the lines at the
// border; and computes its features.
func readCell(img *plane, inkLevel int) cell {
	hist := make([]int, 256)
	for _, g := range img.pix {
		hist[g]++
	}
	bg := percentile(hist, len(img.pix), 0.6) // paper: most of a cell
	margin := cellPx / 10
	// The darkest of the cell's middle: a digit's ink if it is much darker
	// than the paper, measured against the grid's own contrast (a blurred
	// or coloured digit is lighter than the lines).
	clear(hist)
	for y := margin; y < cellPx-margin; y++ {
		for x := margin; x < cellPx-margin; x++ {
			hist[img.pix[y*cellPx+x]]++
		}
	}
	dark := percentile(hist, (cellPx-2*margin)*(cellPx-2*margin), 0.02)
	if bg-dark < max(12, (bg-inkLevel)/4) {
		return cell{}
	}
	cut := (bg + dark) / 2
	in := &mask{cellPx, cellPx, make([]bool, cellPx*cellPx)}
	for y := margin; y < cellPx-margin; y++ {
		for x := margin; x < cellPx-margin; x++ {
			in.on[y*cellPx+x] = int(img.pix[y*cellPx+x]) < cut
		}
	}
	comps, labels := components(in, cellPx*cellPx/200)
	// The digit: the largest blob of a digit's height near the middle.
	// Failing that, the largest blob that nearly passes is kept as a weak
	// reading: the cell is read as empty, with that digit as its second
	// reading, should the solver need it.
	best, weak := -1, -1
	for i, c := range comps {
		switch size(c.x0, c.y0, c.x1, c.y1) {
		case digitSize:
			if best < 0 || c.area > comps[best].area {
				best = i
			}
		case nearlySize:
			if weak < 0 || c.area > comps[weak].area {
				weak = i
			}
		}
	}
	isWeak := false
	if best < 0 && weak >= 0 {
		best, isWeak = weak, true
	}
	var x0, y0, x1, y1 int
	var keep map[int32]bool
	if best >= 0 {
		x0, y0, x1, y1, keep = join(comps, labels, best)
	} else {
		// A blurred digit cut at half its darkness falls apart into
		// bars too short to pass (a faint 5: its top, its middle, its
		// bowl): pieces near the middle are joined with those in
		// reach, and the whole is judged, the largest piece's first.
		order := make([]int, 0, len(comps))
		for i, c := range comps {
			if size(c.x0, c.y0, c.x1, c.y1) != tooSmall {
				continue
			}
			order = append(order, i)
		}
		slices.SortStableFunc(order, func(a, b int) int { return comps[b].area - comps[a].area })
		found := false
		for _, i := range order {
			x0, y0, x1, y1, keep = join(comps, labels, i)
			if sz := size(x0, y0, x1, y1); sz == digitSize || sz == nearlySize {
				found, isWeak = true, sz == nearlySize
				break
			}
		}
		if !found {
			return cell{}
		}
	}
	f := features(img, labels, keep, x0, y0, x1, y1, bg, dark, !isWeak)
	return cell{ink: !isWeak, weak: isWeak, features: f, box: [4]int{x0, y0, x1, y1}}
}

// Sizes of a blob, by its box in the cell's image.
const (
	digitSize  = iota // a digit's height, near the middle
	nearlySize        // nearly so: a weak reading
	tooSmall          // near the middle but too small: maybe a piece
	elsewhere         // too large, or away from the middle
)

// size judges the box x0, y0, x1, y1 of a blob.
func size(x0, y0, x1, y1 int) int {
	w, h := x1-x0, y1-y0
	dx, dy := absi((x0+x1)/2-cellPx/2), absi((y0+y1)/2-cellPx/2)
	switch {
	case h >= cellPx*28/100 && h <= cellPx*85/100 && w <= cellPx*75/100 && dx <= cellPx*22/100 && dy <= cellPx*22/100:
		return digitSize
	case h >= cellPx*20/100 && h <= cellPx*90/100 && w <= cellPx*80/100 && dx <= cellPx*30/100 && dy <= cellPx*30/100:
		return nearlySize
	case h < cellPx*28/100 && w <= cellPx*75/100 && dx <= cellPx*30/100 && dy <= cellPx*30/100:
		return tooSmall
	}
	return elsewhere
}

// join returns the box and the labels of comps[i] with the pieces of the
// same digit cut apart by a faded stroke (the thin diagonal of a 4, the
// foot of a 2): other blobs with ink within a few pixels of the digit's
// ink belong to it, as long as the whole keeps a digit's size. A piece
// merged may bring another in reach. (Near the digit's box was not
// enough: a piece of the cell's border in an L around a digit's corner
// has its box over the digit's, and a line drawn into the digit's
// features reads as no digit.)
func join(comps []component, labels []int32, i int) (x0, y0, x1, y1 int, keep map[int32]bool) {
	c := comps[i]
	x0, y0, x1, y1 = c.x0, c.y0, c.x1, c.y1
	keep = map[int32]bool{c.label: true}
	const reach = cellPx / 16
	// near marks the pixels within reach of the digit's ink.
	near := make([]bool, cellPx*cellPx)
	mark := func(o component) {
		for y := o.y0; y < o.y1; y++ {
			for x := o.x0; x < o.x1; x++ {
				if labels[y*cellPx+x] != o.label {
					continue
				}
				for qy := max(0, y-reach); qy <= min(cellPx-1, y+reach); qy++ {
					for qx := max(0, x-reach); qx <= min(cellPx-1, x+reach); qx++ {
						near[qy*cellPx+qx] = true
					}
				}
			}
		}
	}
	touches := func(o component) bool {
		for y := o.y0; y < o.y1; y++ {
			for x := o.x0; x < o.x1; x++ {
				if labels[y*cellPx+x] == o.label && near[y*cellPx+x] {
					return true
				}
			}
		}
		return false
	}
	mark(c)
	for grown := true; grown; {
		grown = false
		for _, o := range comps {
			if keep[o.label] || o.x1 < x0-reach || o.x0 > x1+reach || o.y1 < y0-reach || o.y0 > y1+reach {
				continue
			}
			nx0, ny0, nx1, ny1 := min(x0, o.x0), min(y0, o.y0), max(x1, o.x1), max(y1, o.y1)
			if ny1-ny0 > cellPx*85/100 || nx1-nx0 > cellPx*75/100 || !touches(o) {
				continue
			}
			keep[o.label] = true
			x0, y0, x1, y1 = nx0, ny0, nx1, ny1
			mark(o)
			grown = true
		}
	}
	return x0, y0, x1, y1, keep
}

// features scales the digit's box into featPx x featPx, keeping its shape
// (the long side fills the square, the short one is centred): each value
// is how dark the pixel is between paper (0) and ink (1), pixels away
// from the digit's own blobs counted as paper. Then the box's width over
// its height, its height over the cell's, whether the blob passed for a
// digit, and where its middle is across and down from the cell's.
func features(img *plane, labels []int32, keep map[int32]bool, x0, y0, x1, y1, bg, inkLevel int, passed bool) []float32 {
	f := make([]float32, NumFeatures)
	w, h := x1-x0, y1-y0
	s := float64(max(w, h)) / featPx // source pixels per feature pixel
	ox := float64(x0) + float64(w)/2 - s*featPx/2
	oy := float64(y0) + float64(h)/2 - s*featPx/2
	span := float64(bg - inkLevel)
	// Only the digit's own ink and a halo around it count: shading, a
	// speck or the edge of a line inside the box is paper to the
	// classifier, which would otherwise learn a noisy background as
	// "not a digit".
	near := make([]bool, cellPx*cellPx)
	for y := max(0, y0-halo); y < min(cellPx, y1+halo); y++ {
		for x := max(0, x0-halo); x < min(cellPx, x1+halo); x++ {
			if l := labels[y*cellPx+x]; l < 0 || !keep[l] {
				continue
			}
			for dy := -halo; dy <= halo; dy++ {
				for dx := -halo; dx <= halo; dx++ {
					if qx, qy := x+dx, y+dy; qx >= 0 && qy >= 0 && qx < cellPx && qy < cellPx {
						near[qy*cellPx+qx] = true
					}
				}
			}
		}
	}
	const sub = 3
	for fy := 0; fy < featPx; fy++ {
		for fx := 0; fx < featPx; fx++ {
			sum := 0.0
			for sy := 0; sy < sub; sy++ {
				for sx := 0; sx < sub; sx++ {
					x := int(ox + (float64(fx)+(float64(sx)+0.5)/sub)*s)
					y := int(oy + (float64(fy)+(float64(sy)+0.5)/sub)*s)
					if x < 0 || y < 0 || x >= cellPx || y >= cellPx {
						continue
					}
					if !near[y*cellPx+x] {
						continue
					}
					v := (float64(bg) - float64(img.pix[y*cellPx+x])) / span
					sum += min(1, max(0, v))
				}
			}
			f[fy*featPx+fx] = float32(sum / (sub * sub))
		}
	}
	f[featPx*featPx] = float32(w) / float32(h)
	f[featPx*featPx+1] = float32(h) / cellPx
	if passed {
		// The classifier's to know: "not a digit" is rare among blobs
		// that pass and common among those that nearly do.
		f[featPx*featPx+2] = 1
	}
	// A digit is printed in the middle of its cell, a piece of a line at
	// its edge (a thin stroke at the edge is no 1).
	f[featPx*featPx+3] = float32(x0+x1-cellPx) / (2 * cellPx)
	f[featPx*featPx+4] = float32(y0+y1-cellPx) / (2 * cellPx)
	return f
}

// halo is how far from the digit's ink, in pixels of the cell's image,
// the gray of its edges still counts.
const halo = 2

func absi(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// CellPx is the side of the image of one cell that ReadCell takes.
const CellPx = cellPx

// ReadCell reads the image of one cell (CellPx x CellPx, cut along the
// grid's lines, paper light and ink dark) as the reader reads a cell of a
// photo: whether it holds a digit, and that digit's features. The training
// command feeds it digits rendered from fonts.
func ReadCell(img *image.Gray) ([]float32, bool) {
	if img.Rect.Dx() != cellPx || img.Rect.Dy() != cellPx {
		return nil, false
	}
	p := newPlane(cellPx, cellPx)
	for y := 0; y < cellPx; y++ {
		copy(p.pix[y*cellPx:(y+1)*cellPx], img.Pix[img.PixOffset(img.Rect.Min.X, img.Rect.Min.Y+y):])
	}
	hist := make([]int, 256)
	for _, g := range p.pix {
		hist[g]++
	}
	c := readCell(p, percentile(hist, len(p.pix), 0.02))
	if !c.ink {
		return nil, false
	}
	return c.features, true
}
