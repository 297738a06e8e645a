package render

import (
	"math"
	"strconv"
)

// A page is the drawing of one page of a sheet: a display list in points,
// origin at the top left corner of the paper, y growing downwards as in SVG
// (the PDF writer flips it). The writers draw exactly what is listed, in
// order: first the labels of the page (title, captions, footer), then each
// grid.
//
//	+--------------------------------+
//	|  Title                         |  labels
//	|  #1 · easy       #2 · easy     |  captions: labels too
//	|  +---+---+---+   +---+---+---+ |  grids: border frame, box lines
//	|  |   |   |   |   |   |   |   | |  (thick), cell lines (thin) and
//	|  ...                           |  symbols (labels)
//	|  footer                  1 / 3 |
//	+--------------------------------+
type page struct {
	labels []label
	grids  []drawing
}

// A drawing is one grid on a page.
type drawing struct {
	shape   string  // the box, "3x3", written in the SVG for tools and tests
	cells   stroke  // thin lines between the cells of a box
	boxes   stroke  // thick lines between boxes
	border  frame   // the outline, thickest
	symbols []label // one per filled cell
	// A variant's constraints (variantMarks): marks below the lines and
	// above them, and their texts.
	under, over []mark
	notes       []label
}

// A stroke is a set of straight lines of one width.
type stroke struct {
	width float64
	lines []line
}

type line struct{ x1, y1, x2, y2 float64 }

// A frame is a rectangle outline; its line is centred on the rectangle's
// edges.
type frame struct {
	x, y, w, h float64
	width      float64
}

// A label is a line of text.
type label struct {
	x, y  float64 // the point on the baseline given by align
	size  float64 // font size in points
	font  font
	gray  float64 // 0 black ... 1 white
	align align
	text  string
}

// start is the x of the left end of the label's text.
func (l label) start() float64 {
	switch l.align {
	case alignCenter:
		return l.x - l.font.width(l.text, l.size)/2
	case alignRight:
		return l.x - l.font.width(l.text, l.size)
	}
	return l.x
}

type align int

const (
	alignLeft align = iota
	alignCenter
	alignRight
)

// num writes a coordinate with at most two decimals, a hundredth of a point
// being finer than any printer: short files, and the same digits from the PDF
// and the SVG writer.
func num(f float64) string {
	f = math.Round(f*100) / 100
	if f == 0 {
		return "0" // not "-0"
	}
	return strconv.FormatFloat(f, 'f', -1, 64)
}
