package scan

import (
	"math"
	"slices"
)

// The homography of the outline's corners is right for flat paper. A
// newspaper curls, so the inner lines bend away from where it puts them, by
// up to a third of a cell. lattice finds each line locally, cell side by
// cell side, in the warped image and returns the 10 x 10 crossings of the
// lines, in units of warped pixels (a cell is side pixels wide).
//
// ink is the warped grid's ink; a line is found where a row (or column) of
// the segment is inked along most of its length. Where no line is found
// (faded print, a fold), the crossing is interpolated from its neighbours.
func lattice(ink *mask, side int) [10][10]point {
	reach := side / 3
	// hy[i][j]: the y of horizontal line i across column j; vx[j][i]: the x
	// of vertical line j across row i. NaN-free: -1 means not found.
	var hy, vx [10][9]float64
	for i := 0; i <= 9; i++ {
		for j := 0; j < 9; j++ {
			hy[i][j] = findLine(ink, side, i, j, reach, true)
			vx[i][j] = findLine(ink, side, i, j, reach, false)
		}
	}
	// fill places the segments of a line not found between the nearest
	// found ones along it (the lines filled have some).
	fill := func(a *[9]float64) {
		for j := range a {
			if a[j] >= 0 {
				continue
			}
			l, r := j-1, j+1
			for l >= 0 && a[l] < 0 {
				l--
			}
			for r < 9 && a[r] < 0 {
				r++
			}
			switch {
			case l >= 0 && r < 9:
				a[j] = a[l] + (a[r]-a[l])*float64(j-l)/float64(r-l)
			case l >= 0:
				a[j] = a[l]
			default:
				a[j] = a[r]
			}
		}
	}
	// A line of which fewer than minPieces pieces were found (a thin line
	// faded in a blurred photo) is not placed by them: one or two pieces
	// may be a stroke of a digit. It keeps the homography's place, moved
	// as its neighbouring lines that were found are moved.
	const minPieces = 3
	for _, ls := range []*[10][9]float64{&hy, &vx} {
		var weak [10]bool
		for i := range ls {
			dropStrokes(&ls[i], float64(side)/6)
			n := 0
			for _, v := range ls[i] {
				if v >= 0 {
					n++
				}
			}
			weak[i] = n < minPieces
			if !weak[i] {
				fill(&ls[i])
			}
		}
		for i := range ls {
			if !weak[i] {
				continue
			}
			for j := range ls[i] {
				shift, n := 0.0, 0
				for _, k := range []int{i - 1, i + 1} {
					if k >= 0 && k <= 9 && !weak[k] {
						shift += ls[k][j] - float64(k*side)
						n++
					}
				}
				ls[i][j] = float64(i * side)
				if n > 0 {
					ls[i][j] += shift / float64(n)
				}
			}
		}
	}
	var p [10][10]point
	at := func(a [9]float64, k int) float64 { // line position at crossing k
		switch k {
		case 0:
			return a[0]
		case 9:
			return a[8]
		}
		return (a[k-1] + a[k]) / 2
	}
	for i := 0; i <= 9; i++ {
		for j := 0; j <= 9; j++ {
			p[i][j] = point{at(vx[j], i), at(hy[i], j)}
		}
	}
	return p
}

// dropStrokes forgets the segments of a line that found a digit's stroke
// rather than the line. A line is nearly straight (paper curls gently
// over nine cells), so the segments that are the line lie near the
// straight line through two of them that the most segments lie near (by
// tol); a run of digits beside a faint line may agree with each other, but
// not with the rest of the line.
func dropStrokes(a *[9]float64, tol float64) {
	best, bestErr := 0, 0.0
	var fit func(j int) float64
	for p := 0; p < 9; p++ {
		for q := p + 1; q < 9; q++ {
			if a[p] < 0 || a[q] < 0 {
				continue
			}
			slope := (a[q] - a[p]) / float64(q-p)
			line := func(j int) float64 { return a[p] + slope*float64(j-p) }
			n, e := 0, 0.0
			for j := range a {
				if d := math.Abs(a[j] - line(j)); a[j] >= 0 && d <= tol {
					n++
					e += d
				}
			}
			if n > best || n == best && e < bestErr {
				best, bestErr, fit = n, e, line
			}
		}
	}
	if fit == nil {
		return // one segment found, or none: nothing to weigh it against
	}
	for j := range a {
		if a[j] >= 0 && math.Abs(a[j]-fit(j)) > tol {
			a[j] = -1
		}
	}
}

// findLine returns the position across a line of the middle of line i
// (horizontal if h) along the side of cell j, or -1 when no row or column
// within reach of where it should be is inked along most of its length.
func findLine(ink *mask, side, i, j, reach int, h bool) float64 {
	at := func(along, across int) bool {
		if h {
			return ink.on[across*ink.w+along]
		}
		return ink.on[along*ink.w+across]
	}
	lo, hi := j*side+side/6, (j+1)*side-side/6
	want := i * side
	limit := ink.h // the warped grid is square
	var counts []int
	var poss []int
	for d := -reach; d <= reach; d++ {
		c := want + d
		if c < 0 || c >= limit {
			continue
		}
		n := 0
		for a := lo; a < hi; a++ {
			if at(a, c) {
				n++
			}
		}
		counts = append(counts, n)
		poss = append(poss, c)
	}
	if len(counts) == 0 {
		return -1
	}
	best := slices.Max(counts)
	if best*10 < (hi-lo)*6 {
		return -1
	}
	// The line is a few pixels thick: its middle is the mean of the rows
	// nearly as full as the best, next to the best one.
	k := slices.Index(counts, best)
	a, b := k, k
	for a > 0 && counts[a-1]*10 >= best*7 {
		a--
	}
	for b < len(counts)-1 && counts[b+1]*10 >= best*7 {
		b++
	}
	return float64(poss[a]+poss[b]) / 2
}
