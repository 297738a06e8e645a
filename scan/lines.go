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
			dropStrokes(&ls[i], float64(i*side), float64(side)/6)
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
// rather than the line. Paper curls gently, so along the line the
// segments move by a few pixels from one cell to the next, while a
// stroke lies a good part of a cell away: the line is the longest chain
// of segments in which each is within tol of the one before, plus a pixel
// for each cell skipped between them (a tilted line drifts over a gap).
// Of chains as long, the one nearest want, where the outline puts the
// line, is kept. (A straight fit through two segments, counting those
// within tol of it, was fooled by a steep fit through a stroke and the
// line's far end: the line's pieces stayed within tol of it.)
func dropStrokes(a *[9]float64, want, tol float64) {
	var n [9]int       // n[j]: the length of the best chain ending at j
	var off [9]float64 // the sum of its segments' distances from want
	var prev [9]int
	end := -1
	for j := range a {
		if a[j] < 0 {
			continue
		}
		n[j], off[j], prev[j] = 1, math.Abs(a[j]-want), -1
		for k := 0; k < j; k++ {
			if a[k] < 0 || math.Abs(a[j]-a[k]) > tol+float64(j-k-1) {
				continue
			}
			if o := off[k] + math.Abs(a[j]-want); n[k]+1 > n[j] || n[k]+1 == n[j] && o < off[j] {
				n[j], off[j], prev[j] = n[k]+1, o, k
			}
		}
		if end < 0 || n[j] > n[end] || n[j] == n[end] && off[j] < off[end] {
			end = j
		}
	}
	var keep [9]bool
	for j := end; j >= 0; j = prev[j] {
		keep[j] = true
	}
	for j := range a {
		if !keep[j] {
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
