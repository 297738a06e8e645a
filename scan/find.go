package scan

import "math"

// A candidate is a component that may be the puzzle's grid: its corners in
// the scaled-down image, and how much it looks like a Sudoku grid.
type candidate struct {
	corner [4]point
	lines  float64 // mean share of each of the 20 lines covered by the component
	inside float64 // share of the cells' middles covered (a grid's is near 0)
	area   float64 // of the quadrilateral, in pixels
}

// probe is the side of a cell when a candidate's component is warped to a
// square to test its lines: small, the test needs no detail.
const probe = 12

// candidates returns the components of ink that could be a grid: big,
// convex, with their score as a 9x9 grid.
func candidates(comps []component, ink *mask) []candidate {
	w, h := ink.w, ink.h
	minSide := float64(min(w, h)) * 0.2
	var out []candidate
	for _, c := range comps {
		if float64(c.x1-c.x0) < minSide || float64(c.y1-c.y0) < minSide {
			continue
		}
		g, ok := gridIn(c, c.corner, ink, minSide)
		if !ok {
			continue
		}
		// When the component is a page of lines joined to the grid, the
		// outline's corners are the page's, and the warp by them bends
		// the grid's lines out of the comb's reach; the component's box
		// keeps them straight in a photo taken square on. The box's grid
		// is taken only when it is clearly more of a grid (more of its
		// lines inked, emptier cells) than a grid found in the outline.
		if g.isGrid() {
			if b, ok := gridIn(c, boxCorners(c), ink, minSide); ok && b.lines >= g.lines+0.05 && b.inside <= g.inside-0.05 {
				g = b
			}
		}
		out = append(out, g)
	}
	return out
}

// gridIn returns the grid found inside the outline q of component c, and
// whether it is a quadrilateral of grid-like size and ink.
func gridIn(c component, q [4]point, ink *mask, minSide float64) (candidate, bool) {
	if convex(q) {
		q = refine(q, ink)
	}
	area := quadArea(q)
	if !convex(q) || area < minSide*minSide {
		return candidate{}, false
	}
	// A grid is lines: its ink is a small part of its area. A dark
	// photo or a block of shadow is not.
	if float64(c.area) > 0.6*area {
		return candidate{}, false
	}
	lines, inside := gridScore(q, ink)
	return candidate{q, lines, inside, area}, true
}

// isGrid reports whether c's lines are inked and its cells' middles
// nearly empty, as a Sudoku grid's.
func (c candidate) isGrid() bool { return c.lines >= 0.45 && c.inside <= 0.25 }

// boxCorners returns the corners of c's bounding box, in the order of
// component.corner.
func boxCorners(c component) [4]point {
	x0, y0, x1, y1 := float64(c.x0), float64(c.y0), float64(c.x1-1), float64(c.y1-1)
	return [4]point{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}
}

// gridScore warps the ink inside q to a square of 9 probe-sized cells and
// returns the mean share of the 20 grid lines it covers, and the share of
// the cells' middles it covers. (All the ink, not only the outline's
// component: the thin inner lines of a grid often break into dashes.)
func gridScore(q [4]point, ink *mask) (lines, inside float64) {
	w, h := ink.w, ink.h
	const n = 9 * probe
	m := squareTo(q)
	var on [n + 1][n + 1]bool
	for y := 0; y <= n; y++ {
		for x := 0; x <= n; x++ {
			p := m.apply(float64(x)/n, float64(y)/n)
			ix, iy := int(p.x+0.5), int(p.y+0.5)
			if ix >= 0 && iy >= 0 && ix < w && iy < h && ink.on[iy*w+ix] {
				on[y][x] = true
			}
		}
	}
	near := func(a, b int, horizontal bool) bool {
		// Is the line through (a, b) inked within 3 pixels (a quarter of a cell: curled paper) across it?
		for d := -3; d <= 3; d++ {
			var x, y int
			if horizontal {
				x, y = a, b+d
			} else {
				x, y = a+d, b
			}
			if x >= 0 && y >= 0 && x <= n && y <= n && on[y][x] {
				return true
			}
		}
		return false
	}
	hit, total := 0, 0
	for i := 0; i <= 9; i++ {
		for t := 0; t <= n; t++ {
			total += 2
			if near(t, i*probe, true) {
				hit++
			}
			if near(i*probe, t, false) {
				hit++
			}
		}
	}
	in, all := 0, 0
	for r := 0; r < 9; r++ {
		for c := 0; c < 9; c++ {
			for y := r*probe + 3; y < (r+1)*probe-3; y++ {
				for x := c*probe + 3; x < (c+1)*probe-3; x++ {
					all++
					if on[y][x] {
						in++
					}
				}
			}
		}
	}
	return float64(hit) / float64(total), float64(in) / float64(all)
}

// quadArea is the area of a quadrilateral (shoelace formula).
func quadArea(q [4]point) float64 {
	s := 0.0
	for i := range 4 {
		j := (i + 1) % 4
		s += q[i].x*q[j].y - q[j].x*q[i].y
	}
	return math.Abs(s) / 2
}

// convex reports whether q turns the same way at each corner, with no
// corner sharper than about 30 degrees: the outline of a grid seen by a
// camera, not a sliver.
func convex(q [4]point) bool {
	sign := 0.0
	for i := range 4 {
		a, b, c := q[i], q[(i+1)%4], q[(i+2)%4]
		ux, uy, vx, vy := b.x-a.x, b.y-a.y, c.x-b.x, c.y-b.y
		cross := ux*vy - uy*vx
		lu, lv := math.Hypot(ux, uy), math.Hypot(vx, vy)
		if lu < 1 || lv < 1 {
			return false
		}
		if math.Abs(cross)/(lu*lv) < 0.5 {
			return false
		}
		if sign == 0 {
			sign = cross
		} else if sign*cross < 0 {
			return false
		}
	}
	return true
}
