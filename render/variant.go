package render

import (
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/nanpure/nanpure/sudoku"
	"github.com/nanpure/nanpure/variant"
)

// Proportions of a variant's drawing, as fractions of the side of a cell:
// close to what setters print and SudokuPad shows, in greys, since a sheet
// prints in black and white.
const (
	cageInset  = 0.1  // a cage's dashed outline, inside its cells
	cageSum    = 0.22 // the font size of its sum, in its top left corner
	bulbRadius = 0.38 // a thermometer's bulb, an arrow's circle
	dotRadius  = 0.1  // a kropki dot, on the edge between its cells
	lineGray   = 0.75 // thermometers, whispers and the other lines
	shadeGray  = 0.9  // extra regions (Windoku), odd and even cells
)

// variantMarks draws the constraints of v on the grid whose top left corner
// is (x, y) and whose cells have side c: the marks below the grid's lines
// (lines, bulbs, shading), those above (cages, dots), and the texts (cage
// sums, X and V, and the clues outside the grid: little killers,
// sandwiches, X-sums, skyscrapers). The rules over the whole grid
// (anti-knight, anti-king, non-consecutive, the negative constraints,
// disjoint sets) have no drawing: they are the rules' text.
func variantMarks(v *variant.Puzzle, x, y, c float64) (under, over []mark, notes []label) {
	s := v.Givens.Shape
	centre := func(cell int) point {
		return point{x + (float64(s.Col(cell))+0.5)*c, y + (float64(s.Row(cell))+0.5)*c}
	}
	path := func(cells []int) []point {
		ps := make([]point, len(cells))
		for i, cell := range cells {
			ps[i] = centre(cell)
		}
		return ps
	}
	edge := func(a, b int) point {
		p, q := centre(a), centre(b)
		return point{(p.x + q.x) / 2, (p.y + q.y) / 2}
	}
	text := func(at point, size float64, t string) {
		w := bold.width(t, size)
		over = append(over, mark{class: "note", points: []point{{at.x - w/2 - size*0.1, at.y - size*0.8}, {at.x + w/2 + size*0.1, at.y - size*0.8},
			{at.x + w/2 + size*0.1, at.y + size*0.15}, {at.x - w/2 - size*0.1, at.y + size*0.15}}, closed: true, fill: 1})
		notes = append(notes, label{x: at.x, y: at.y, size: size, font: bold, align: alignCenter, text: t})
	}
	// endCircles draws white circles on the two ends of a line (a between
	// line's, a double arrow's), stroked width (of a cell) in grey stroke.
	endCircles := func(class string, cells []int, width, stroke float64) {
		for _, end := range []int{cells[0], cells[len(cells)-1]} {
			p := centre(end)
			under = append(under, mark{class: class, cx: p.x, cy: p.y, r: c * bulbRadius, width: c * width, stroke: stroke, fill: 1})
		}
	}
	// corner writes t in the top left corner of the first of cells (a
	// cage's sum), right of what an earlier constraint wrote there (a sum
	// line's sum in a cage's corner).
	taken := map[int]float64{} // a cell's corner: the width written in it
	corner := func(cells []int, t string) {
		first := slices.Min(cells)
		p := centre(first)
		size := c * cageSum
		w := bold.width(t, size)
		text(point{p.x - c/2 + size*0.2 + taken[first] + w/2, p.y - c/2 + size*1.0}, size, t)
		taken[first] += w + size*0.4
	}
	// outside writes a clue outside the grid, a cell before the first of
	// its cells along their line (Sheet's layout leaves a cell's room).
	outside := func(cells []int, t string) {
		p := centre(cells[0])
		q := p
		if len(cells) > 1 {
			q = centre(cells[1])
		}
		at := point{2*p.x - q.x, 2*p.y - q.y}
		notes = append(notes, label{x: at.x, y: at.y + c*0.1, size: c * 0.32, font: bold, align: alignCenter, text: t})
	}
	shade := func(class string, cells []int) {
		for _, cell := range cells {
			p := centre(cell)
			under = append(under, mark{class: class, points: square(p, c/2), closed: true, fill: shadeGray})
		}
	}
	for _, k := range v.Constraints {
		switch k := k.(type) {
		case variant.Region:
			switch k.Name {
			case "Diagonal":
				a, b := centre(k.Cells[0]), centre(k.Cells[len(k.Cells)-1])
				dx, dy := (b.x-a.x)/float64(len(k.Cells)-1)/2, (b.y-a.y)/float64(len(k.Cells)-1)/2
				under = append(under, mark{class: "diagonal", points: []point{{a.x - dx, a.y - dy}, {b.x + dx, b.y + dy}},
					width: c * 0.03, stroke: 0.5, fill: noFill})
			case "DisjointSets":
			default:
				shade("region", k.Cells)
			}
		case variant.Cage:
			over = append(over, cageOutline(s, k.Cells, centre, c)...)
			if k.Sum > 0 {
				corner(k.Cells, strconv.Itoa(k.Sum))
			}
		case variant.Thermo:
			under = append(under, mark{class: "thermo", points: path(k.Cells), width: c * 0.3, stroke: lineGray, fill: noFill})
			p := centre(k.Cells[0])
			under = append(under, mark{class: "thermo-bulb", cx: p.x, cy: p.y, r: c * bulbRadius, fill: lineGray})
			if k.Slow { // a slow thermometer's line is hollow, as setters draw it
				under = append(under, mark{class: "thermo", points: path(k.Cells), width: c * 0.12, stroke: 1, fill: noFill})
			}
		case variant.Arrow:
			over = append(over, arrow(path(k.Bulb), path(k.Line), c)...)
		case variant.Kropki:
			p, fill := edge(k.A, k.B), 1.0
			if k.Black {
				fill = 0
			}
			over = append(over, mark{class: "kropki", cx: p.x, cy: p.y, r: c * dotRadius, width: c * 0.03, fill: fill})
		case variant.XV:
			text(edge(k.A, k.B), c*0.3, k.Kind())
		case variant.Whisper:
			under = append(under, mark{class: "whisper", points: path(k.Cells), width: c * 0.2, stroke: lineGray, fill: noFill})
		case variant.Renban:
			under = append(under, mark{class: "renban", points: path(k.Cells), width: c * 0.3, stroke: 0.85, fill: noFill})
		case variant.Palindrome:
			under = append(under, mark{class: "palindrome", points: path(k.Cells), width: c * 0.12, stroke: 0.55, fill: noFill})
		case variant.Entropic:
			under = append(under, mark{class: "entropic", points: path(k.Cells), width: c * 0.16, stroke: 0.6, fill: noFill, dash: c * 0.12})
		case variant.Modular:
			under = append(under, mark{class: "modular", points: path(k.Cells), width: c * 0.1, stroke: 0.5, fill: noFill, dash: c * 0.06})
		case variant.Zipper:
			under = append(under, mark{class: "zipper", points: path(k.Cells), width: c * 0.24, stroke: 0.7, fill: noFill, dash: c * 0.2})
		case variant.Lockout:
			under = append(under, mark{class: "lockout", points: path(k.Cells), width: c * 0.08, stroke: 0.55, fill: noFill})
			for _, end := range []int{k.Cells[0], k.Cells[len(k.Cells)-1]} {
				p := centre(end)
				h := c * 0.36
				under = append(under, mark{class: "lockout-end", points: []point{{p.x, p.y - h}, {p.x + h, p.y}, {p.x, p.y + h}, {p.x - h, p.y}}, closed: true, width: c * 0.05, stroke: 0.55, fill: 1})
			}
		case variant.ValueIndex:
			// A dashed arrow from a small dot on the first cell.
			ps, w := path(k.Cells), c*0.04
			first := ps[0]
			under = append(under, mark{class: "value-index", points: ps, width: w, stroke: 0.3, fill: noFill, dash: c * 0.1})
			under = append(under, mark{class: "value-index", cx: first.x, cy: first.y, r: c * 0.1, fill: 0.3})
			under = append(under, arrowHead("value-index", ps[len(ps)-2], ps[len(ps)-1], c, w)...)
		case variant.DoubleArrow:
			under = append(under, mark{class: "double-arrow", points: path(k.Cells), width: c * 0.05, stroke: 0.3, fill: noFill})
			endCircles("double-arrow-end", k.Cells, 0.04, 0.3)
		case variant.RegionSum:
			under = append(under, mark{class: "region-sum", points: path(k.Cells), width: c * 0.14, stroke: 0.45, fill: noFill})
		case variant.CountingCircles:
			for _, cell := range k.Cells {
				p := centre(cell)
				over = append(over, mark{class: "counting", cx: p.x, cy: p.y, r: c * 0.42, width: c * 0.04, stroke: 0.45, fill: noFill})
			}
		case variant.Lunchbox:
			shade("lunchbox", k.Cells)
			corner(k.Cells, strconv.Itoa(k.Sum))
		case variant.SumLine:
			under = append(under, mark{class: "sum-line", points: path(variant.Describe(k).Cells), width: c * 0.14, stroke: 0.45, fill: noFill, dash: c * 0.16})
			corner(k.Cells[:1], strconv.Itoa(k.Sum))
		case variant.Between:
			under = append(under, mark{class: "between", points: path(k.Cells), width: c * 0.08, stroke: 0.55, fill: noFill})
			endCircles("between-end", k.Cells, 0.05, 0.55)
		case variant.LittleKiller:
			outside(k.Cells, strconv.Itoa(k.Sum))
		case variant.Sandwich:
			outside(k.Cells, strconv.Itoa(k.Sum))
		case variant.XSum:
			outside(k.Cells, strconv.Itoa(k.Sum))
		case variant.Skyscraper:
			outside(k.Cells, strconv.Itoa(k.Count))
		case variant.NumberedRoom:
			// Marked as the Interactive Sudoku Solver marks them, apart
			// from the plain numbers of the other clues.
			outside(k.Cells, ":"+strconv.Itoa(k.Digit)+":")
		case variant.HiddenSkyscraper:
			outside(k.Cells, "|"+strconv.Itoa(k.Digit)+"|")
		case variant.Quad:
			// A white circle where the four cells meet, its digits in it
			// two to a line, as setters print them.
			p := edge(k.Cells[0], k.Cells[3])
			over = append(over, mark{class: "quad", cx: p.x, cy: p.y, r: c * 0.27, width: c * 0.03, fill: 1})
			size := c * 0.2
			lines := [][]sudoku.Digit{k.Digits}
			if len(k.Digits) > 2 {
				lines = [][]sudoku.Digit{k.Digits[:2], k.Digits[2:]}
			}
			for i, ds := range lines {
				t := joinDigits(ds, " ")
				dy := size * 0.35
				if len(lines) == 2 {
					dy = size * (float64(i)*1.05 - 0.18)
				}
				notes = append(notes, label{x: p.x, y: p.y + dy, size: size, font: bold, align: alignCenter, text: t})
			}
		case variant.Indexer:
			// A shaded cell, a grey of its own for each kind, as f-puzzles
			// colours them, with the kind's letter in its corner.
			p := centre(k.Cell)
			gray := map[string]float64{"row": 0.82, "column": 0.72, "box": 0.9}[k.Of]
			under = append(under, mark{class: "indexer", points: square(p, c/2), closed: true, fill: gray})
			notes = append(notes, label{x: p.x - c*0.42, y: p.y - c*0.3, size: c * 0.16, font: bold, text: strings.ToUpper(k.Of[:1])})
		case variant.Clone:
			for _, cell := range append(slices.Clone(k.Cells), k.Clones...) {
				p := centre(cell)
				under = append(under, mark{class: "clone", points: square(p, c*0.46), closed: true, fill: shadeGray, width: c * 0.02, stroke: 0.6, dash: c * 0.06})
			}
		case variant.GreaterThan:
			// A chevron on each edge of the list, its tip on the smaller
			// side.
			for _, pr := range k.Pairs(s) {
				a, b := pr[0], pr[1]
				over = append(over, mark{class: "greater", points: chevron(edge(a, b), centre(a), centre(b), c, -0.07, 0.07), width: c * 0.035, stroke: 0.2, fill: noFill})
			}
		case variant.Rellik:
			over = append(over, cageOutline(s, k.Cells, centre, c)...)
			corner(k.Cells, "≠"+strconv.Itoa(k.Sum))
		case variant.Equality:
			over = append(over, cageOutline(s, k.Cells, centre, c)...)
			corner(k.Cells, "=")
		case variant.SameValues:
			// Each set outlined, "≡" in its first cell's corner.
			for _, set := range k.Groups() {
				over = append(over, cageOutline(s, set, centre, c)...)
				corner(set, "≡")
			}
		case variant.Sum:
			// A cage shaded: its digits may repeat. A coefficient other
			// than 1 in its cell's lower right corner ("×2").
			shade("sum", k.Cells)
			over = append(over, cageOutline(s, k.Cells, centre, c)...)
			corner(k.Cells, strconv.Itoa(k.Total))
			for i, a := range k.Coeffs {
				if a != 1 {
					p, size := centre(k.Cells[i]), c*cageSum
					t := "×" + strconv.Itoa(a)
					text(point{p.x + c/2 - size*0.2 - bold.width(t, size)/2, p.y + c/2 - size*0.3}, size, t)
				}
			}
		case variant.Contains:
			shade("contains", k.Cells)
			t := joinDigits(k.Digits, ",")
			if k.Exact { // exactly these: "=1,3"
				t = "=" + t
			}
			corner(k.Cells, t)
		case variant.Extremum:
			// A chevron inside each side the cell shares: its tip towards
			// the smaller digit, out for a maximum, in for a minimum.
			p := centre(k.Cell)
			tip, back := 0.44, 0.32
			if !k.Max {
				tip, back = back, tip
			}
			for _, n := range variant.Besides(s, k.Cell) {
				over = append(over, mark{class: "extremum", points: chevron(p, p, centre(n), c, back, tip), width: c * 0.03, stroke: 0.4, fill: noFill})
			}
		case variant.Parity:
			for _, cell := range k.Cells {
				p := centre(cell)
				if k.Even {
					under = append(under, mark{class: "even", points: square(p, c*0.33), closed: true, fill: 0.8})
				} else {
					under = append(under, mark{class: "odd", cx: p.x, cy: p.y, r: c * 0.35, fill: 0.8})
				}
			}
		}
	}
	return under, over, notes
}

// outsideClues reports whether v has clues outside its grid (little
// killers, sandwiches, X-sums, skyscrapers), which need room round it.
func outsideClues(v *variant.Puzzle) bool {
	if v == nil {
		return false
	}
	for _, k := range v.Constraints {
		switch k.(type) {
		case variant.LittleKiller, variant.Sandwich, variant.XSum, variant.Skyscraper, variant.NumberedRoom, variant.HiddenSkyscraper:
			return true
		}
	}
	return false
}

// square is the square of half side h around p.
func square(p point, h float64) []point {
	return []point{{p.x - h, p.y - h}, {p.x + h, p.y - h}, {p.x + h, p.y + h}, {p.x - h, p.y + h}}
}

// arrow draws an arrow's circle (or the pill of a bulb of two cells) and
// its line from the circle's edge to a head on its last cell.
func arrow(bulb, line []point, c float64) []mark {
	r := c * bulbRadius
	w := c * 0.04
	var ms []mark
	if len(bulb) == 1 {
		ms = append(ms, mark{class: "arrow-bulb", cx: bulb[0].x, cy: bulb[0].y, r: r, width: w, stroke: 0.3, fill: noFill})
	} else {
		ms = append(ms, mark{class: "arrow-bulb", points: bulb, width: 2 * r, stroke: 0.85, fill: noFill})
	}
	if len(line) == 0 {
		return ms
	}
	from := bulb[len(bulb)-1]
	dx, dy := line[0].x-from.x, line[0].y-from.y
	d := math.Hypot(dx, dy)
	start := point{from.x + dx/d*r, from.y + dy/d*r}
	ms = append(ms, mark{class: "arrow", points: append([]point{start}, line...), width: w, stroke: 0.3, fill: noFill})
	prev := start
	if len(line) > 1 {
		prev = line[len(line)-2]
	}
	return append(ms, arrowHead("arrow", prev, line[len(line)-1], c, w)...)
}

// arrowHead is the head of a line from prev to end: two strokes back from
// the end, 30 degrees either side.
func arrowHead(class string, prev, end point, c, w float64) []mark {
	var ms []mark
	a := math.Atan2(end.y-prev.y, end.x-prev.x)
	for _, turn := range []float64{math.Pi * 5 / 6, -math.Pi * 5 / 6} {
		tip := point{end.x + math.Cos(a+turn)*c*0.25, end.y + math.Sin(a+turn)*c*0.25}
		ms = append(ms, mark{class: class, points: []point{end, tip}, width: w, stroke: 0.3, fill: noFill})
	}
	return ms
}

// cageOutline is a cage's dashed outline: along each side of its cells
// that no cell of the cage is beyond, cageInset inside; each end meets the
// next side: short of the corner where the cage turns outwards, at the
// corner where it goes on straight, past it where it turns inwards.
func cageOutline(s *sudoku.Shape, cells []int, centre func(int) point, c float64) []mark {
	in := func(r, col int) bool {
		if r < 0 || r >= s.N || col < 0 || col >= s.N {
			return false
		}
		for _, cell := range cells {
			if cell == s.Cell(r, col) {
				return true
			}
		}
		return false
	}
	d := c * cageInset
	var ms []mark
	for _, cell := range cells {
		r, col := s.Row(cell), s.Col(cell)
		p := centre(cell)
		// Each side by its outward normal (nr, nc); its tangent (tr, tc).
		for _, side := range [4][4]int{{-1, 0, 0, 1}, {0, 1, 1, 0}, {1, 0, 0, -1}, {0, -1, -1, 0}} {
			nr, nc, tr, tc := side[0], side[1], side[2], side[3]
			if in(r+nr, col+nc) {
				continue
			}
			var ends []point
			for _, e := range []int{-1, 1} {
				adj := -d // the cage turns outwards here
				if in(r+e*tr, col+e*tc) {
					adj = 0 // it goes on straight
					if in(r+e*tr+nr, col+e*tc+nc) {
						adj = d // it turns inwards
					}
				}
				along := float64(e) * (c/2 + adj)
				ends = append(ends, point{
					p.x + float64(nc)*(c/2-d) + float64(tc)*along,
					p.y + float64(nr)*(c/2-d) + float64(tr)*along,
				})
			}
			ms = append(ms, mark{class: "cage", points: ends, width: c * 0.025, dash: c * 0.06, fill: noFill})
		}
	}
	return ms
}

// chevron is an inequality sign at o pointing the way from p to q, cells
// of side c: its two arms at back, its tip at tip (in cells along the
// way), 0.12 of a cell to either side.
func chevron(o, p, q point, c, back, tip float64) []point {
	ux, uy := (q.x-p.x)/c, (q.y-p.y)/c
	at := func(along, across float64) point {
		return point{o.x + c*(ux*along-uy*across), o.y + c*(uy*along+ux*across)}
	}
	return []point{at(back, -0.12), at(tip, 0), at(back, 0.12)}
}

// joinDigits writes digits as numbers joined by sep.
func joinDigits(ds []sudoku.Digit, sep string) string {
	t := make([]string, len(ds))
	for i, d := range ds {
		t[i] = strconv.Itoa(int(d))
	}
	return strings.Join(t, sep)
}
