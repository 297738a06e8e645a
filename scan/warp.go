package scan

import "math"

// A homography maps the unit square onto a quadrilateral of the image:
// (u, v) -> ((a u + b v + c) / (g u + h v + 1), (d u + e v + f) / (g u + h v + 1)),
// with (0,0), (1,0), (1,1), (0,1) going to the quadrilateral's corners in
// that order (top-left, top-right, bottom-right, bottom-left). It is how a
// camera sees a flat page, so the grid warped back is square.
type homography struct{ a, b, c, d, e, f, g, h float64 }

// squareTo returns the homography of the unit square onto q (Heckbert's
// closed form: no linear system to solve).
func squareTo(q [4]point) homography {
	x0, y0, x1, y1, x2, y2, x3, y3 := q[0].x, q[0].y, q[1].x, q[1].y, q[2].x, q[2].y, q[3].x, q[3].y
	sx, sy := x0-x1+x2-x3, y0-y1+y2-y3
	if math.Abs(sx) < 1e-9 && math.Abs(sy) < 1e-9 {
		return homography{x1 - x0, x2 - x1, x0, y1 - y0, y2 - y1, y0, 0, 0}
	}
	dx1, dx2, dy1, dy2 := x1-x2, x3-x2, y1-y2, y3-y2
	den := dx1*dy2 - dx2*dy1
	if den == 0 {
		den = 1e-9
	}
	g := (sx*dy2 - dx2*sy) / den
	h := (dx1*sy - sx*dy1) / den
	return homography{x1 - x0 + g*x1, x3 - x0 + h*x3, x0, y1 - y0 + g*y1, y3 - y0 + h*y3, y0, g, h}
}

func (m homography) apply(u, v float64) point {
	w := m.g*u + m.h*v + 1
	return point{(m.a*u + m.b*v + m.c) / w, (m.d*u + m.e*v + m.f) / w}
}

// bilinear returns the gray level of p at a point between pixels; outside
// the image it is white (paper), so a grid that leaves the frame reads as
// empty cells there rather than as garbage.
func (p *plane) bilinear(x, y float64) float64 {
	if x < 0 || y < 0 || x > float64(p.w-1) || y > float64(p.h-1) {
		return 255
	}
	ix, iy := int(x), int(y)
	fx, fy := x-float64(ix), y-float64(iy)
	ix1, iy1 := min(ix+1, p.w-1), min(iy+1, p.h-1)
	a := float64(p.pix[iy*p.w+ix])*(1-fx) + float64(p.pix[iy*p.w+ix1])*fx
	b := float64(p.pix[iy1*p.w+ix])*(1-fx) + float64(p.pix[iy1*p.w+ix1])*fx
	return a*(1-fy) + b*fy
}

// warp samples p through m into a size x size square.
func warp(p *plane, m homography, size int) *plane {
	out := newPlane(size, size)
	for y := 0; y < size; y++ {
		v := (float64(y) + 0.5) / float64(size)
		for x := 0; x < size; x++ {
			q := m.apply((float64(x)+0.5)/float64(size), v)
			out.pix[y*size+x] = uint8(p.bilinear(q.x, q.y) + 0.5)
		}
	}
	return out
}
