package scan

// The outline of a grid's component is not always the grid's: a rule
// under the puzzle's title, a neighbouring grid or a photo may touch it and
// become part of the component, pulling a corner away. refine looks for
// the grid inside the outline: warped to a square, a Sudoku grid is ten
// evenly spaced lines across and ten down, so the comb of ten teeth whose
// teeth fall on the most ink, across and down, is the grid.

// refineN is the side of the square the outline's ink is warped to.
const refineN = 360

// refine returns the corners of the grid found inside (or a little beyond)
// the outline q.
func refine(q [4]point, ink *mask) [4]point {
	m := squareTo(q)
	// Sample a little beyond the outline, so that its own border lines
	// are inside the square.
	const pad = 0.04
	span := 1 + 2*pad
	on := make([]bool, refineN*refineN)
	for y := 0; y < refineN; y++ {
		v := -pad + span*(float64(y)+0.5)/refineN
		for x := 0; x < refineN; x++ {
			u := -pad + span*(float64(x)+0.5)/refineN
			p := m.apply(u, v)
			ix, iy := int(p.x+0.5), int(p.y+0.5)
			on[y*refineN+x] = ix >= 0 && iy >= 0 && ix < ink.w && iy < ink.h && ink.on[iy*ink.w+ix]
		}
	}
	// The profiles count only the ink in long runs along the line: a line
	// of text is as dark as a grid line, but in short strokes.
	var cols, rows [refineN]int
	for a := 0; a < refineN; a++ {
		rows[a] = longRuns(func(i int) bool { return on[a*refineN+i] })
		cols[a] = longRuns(func(i int) bool { return on[i*refineN+a] })
	}
	x0, x1 := comb(topHat(cols[:]))
	y0, y1 := comb(topHat(rows[:]))
	at := func(x, y float64) point {
		return m.apply(-pad+span*x/refineN, -pad+span*y/refineN)
	}
	return [4]point{at(x0, y0), at(x1, y0), at(x1, y1), at(x0, y1)}
}

// comb returns the first and last teeth of the comb of ten evenly spaced
// teeth on the profile that collects the most ink, each tooth taking the
// best of the three positions around it (lines are not quite straight).
// The comb spans at least half the profile.
func comb(profile []int) (first, last float64) {
	n := len(profile)
	near := func(x int) int {
		best := 0
		for d := -2; d <= 2; d++ {
			if x+d >= 0 && x+d < n {
				best = max(best, profile[x+d])
			}
		}
		return best
	}
	bestScore := -1
	for p := n / 18; p*9 < n; p++ { // the period: 9 cells
		for o := 0; o+9*p < n; o++ {
			s := 0
			for k := 0; k <= 9; k++ {
				s += near(o + k*p)
			}
			if s > bestScore {
				bestScore = s
				first, last = float64(o), float64(o+9*p)
			}
		}
	}
	return first, last
}

// minRun is the shortest run of ink that counts in a profile: a quarter
// of a cell when the grid fills the square.
const minRun = refineN / 36

// longRuns returns the number of pixels of the line at(0 ... refineN-1)
// that are in runs of ink at least minRun long.
func longRuns(at func(int) bool) int {
	n, run := 0, 0
	for i := 0; i <= refineN; i++ {
		if i < refineN && at(i) {
			run++
			continue
		}
		if run >= minRun {
			n += run
		}
		run = 0
	}
	return n
}

// topHat keeps of a profile what stands above its surroundings a few
// pixels away on both sides: a line, not a band of solid ink (a title's
// background, a photo).
func topHat(p []int) []int {
	const d = 4
	out := make([]int, len(p))
	for i := range p {
		a, b := p[max(0, i-d)], p[min(len(p)-1, i+d)]
		out[i] = max(0, p[i]-max(a, b))
	}
	return out
}
