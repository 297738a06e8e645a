package scan

// A component is a connected set of ink pixels (8-neighbours), with what
// the grid finder needs of it: its size, its box and its extreme points
// along the two diagonals, which are the corners of a grid's outline.
type component struct {
	label          int32
	area           int
	x0, y0, x1, y1 int // bounding box, x1 and y1 exclusive
	// corners: top-left (least x+y), top-right (greatest x-y),
	// bottom-right (greatest x+y), bottom-left (least x-y).
	corner [4]point
}

type point struct{ x, y float64 }

// components labels the ink of m and returns the components of at least
// minArea pixels, and the label of each pixel (-1 for paper and for the
// pixels of the components left out).
func components(m *mask, minArea int) ([]component, []int32) {
	labels := make([]int32, len(m.on))
	for i := range labels {
		labels[i] = -1
	}
	// offsets of the 8 neighbours (and the pixel itself, labelled already)
	w := m.w
	offsets := [9]int{-w - 1, -w, -w + 1, -1, 0, 1, w - 1, w, w + 1}
	var comps []component
	var stack []int32
	var members []int32
	next := int32(0)
	for start, on := range m.on {
		// -1: ink not reached yet. (A pixel of a component left out is
		// -2: starting from it again would fill its component once per
		// pixel, quadratic in the specks and text of a photo.)
		if !on || labels[start] != -1 {
			continue
		}
		c := component{label: next, x0: m.w, y0: m.h}
		var best [4]int
		bestSet := false
		members = members[:0]
		stack = append(stack[:0], int32(start))
		labels[start] = next
		for len(stack) > 0 {
			i := int(stack[len(stack)-1])
			stack = stack[:len(stack)-1]
			members = append(members, int32(i))
			x, y := i%m.w, i/m.w
			c.area++
			c.x0, c.y0 = min(c.x0, x), min(c.y0, y)
			c.x1, c.y1 = max(c.x1, x+1), max(c.y1, y+1)
			keys := [4]int{-(x + y), x - y, x + y, -(x - y)}
			if !bestSet {
				best = keys
				for k := range 4 {
					c.corner[k] = point{float64(x), float64(y)}
				}
				bestSet = true
			} else {
				for k := range 4 {
					if keys[k] > best[k] {
						best[k] = keys[k]
						c.corner[k] = point{float64(x), float64(y)}
					}
				}
			}
			if x > 0 && y > 0 && x < m.w-1 && y < m.h-1 {
				// inside the image: the 8 neighbours without bounds tests,
				// in the order of the loop below
				for _, d := range offsets {
					j := i + d
					if m.on[j] && labels[j] < 0 {
						labels[j] = next
						stack = append(stack, int32(j))
					}
				}
				continue
			}
			for dy := -1; dy <= 1; dy++ {
				yy := y + dy
				if yy < 0 || yy >= m.h {
					continue
				}
				for dx := -1; dx <= 1; dx++ {
					xx := x + dx
					if xx < 0 || xx >= m.w {
						continue
					}
					j := yy*m.w + xx
					if m.on[j] && labels[j] < 0 {
						labels[j] = next
						stack = append(stack, int32(j))
					}
				}
			}
		}
		if c.area < minArea {
			for _, i := range members {
				labels[i] = -2 // seen, left out
			}
			continue
		}
		comps = append(comps, c)
		next++
	}
	for i, l := range labels {
		if l < 0 {
			labels[i] = -1
		}
	}
	return comps, labels
}
