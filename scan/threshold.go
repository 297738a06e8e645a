package scan

// A mask marks pixels: ink (true) or paper.
type mask struct {
	w, h int
	on   []bool
}

// integral returns the summed-area table of p: s[(y)*(w+1)+x] is the sum of
// the pixels above and left of (x, y), so the sum of any rectangle costs
// four reads whatever its size.
func integral(p *plane) []uint32 {
	w1 := p.w + 1
	s := make([]uint32, w1*(p.h+1))
	for y := 0; y < p.h; y++ {
		var row uint32
		for x := 0; x < p.w; x++ {
			row += uint32(p.pix[y*p.w+x])
			s[(y+1)*w1+x+1] = s[y*w1+x+1] + row
		}
	}
	return s
}

// threshold marks as ink each pixel darker than the mean of the (2r+1)
// square around it by more than frac of that mean and by at least minDiff
// levels: a local test, so that a shadow over half the page does not turn
// the paper there into ink.
func threshold(p *plane, r int, frac float64, minDiff int) *mask {
	s := integral(p)
	w1 := p.w + 1
	m := &mask{p.w, p.h, make([]bool, p.w*p.h)}
	k := uint32(1024 - frac*1024)
	for y := 0; y < p.h; y++ {
		y0, y1 := max(0, y-r), min(p.h, y+r+1)
		for x := 0; x < p.w; x++ {
			x0, x1 := max(0, x-r), min(p.w, x+r+1)
			n := uint32((y1 - y0) * (x1 - x0))
			sum := s[y1*w1+x1] - s[y0*w1+x1] - s[y1*w1+x0] + s[y0*w1+x0]
			g := uint32(p.pix[y*p.w+x])
			if g*n*1024 < sum*k && int(g)*int(n)+minDiff*int(n) < int(sum) {
				m.on[y*p.w+x] = true
			}
		}
	}
	return m
}
