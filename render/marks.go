package render

import (
	"bufio"
	"fmt"
	"strings"
)

// A mark is a variant's drawing on a grid (a cage's dashed outline, a
// thermometer, a kropki dot): a path of straight segments, or a circle,
// stroked and filled in grey. The writers draw a grid's marks below its
// lines (under) or above them (over), before its digits.
type mark struct {
	class  string  // what it draws ("cage", "thermo"), a class in the SVG
	points []point // the path; nil for a circle
	closed bool    // the path returns to its first point
	cx, cy float64 // a circle's centre, when r > 0
	r      float64
	width  float64 // of the stroke; 0: not stroked
	stroke float64 // grey of the stroke, 0 black ... 1 white
	fill   float64 // grey of the fill; noFill: not filled
	dash   float64 // length of the dashes and gaps; 0: solid
}

type point struct{ x, y float64 }

// noFill is the fill of a mark that is only stroked.
const noFill = -1

// svgGray writes grey g (0 black ... 1 white) as an SVG colour.
func svgGray(g float64) string {
	v := int(255*g + 0.5)
	return fmt.Sprintf("#%02x%02x%02x", v, v, v)
}

// writeSVGMark writes one mark.
func writeSVGMark(b *bufio.Writer, m mark) {
	fill := "none"
	if m.fill != noFill {
		fill = svgGray(m.fill)
	}
	style := fmt.Sprintf(" class=\"%s\" fill=\"%s\"", m.class, fill)
	if m.width > 0 {
		style += fmt.Sprintf(" stroke=\"%s\" stroke-width=\"%s\" stroke-linecap=\"round\" stroke-linejoin=\"round\"", svgGray(m.stroke), num(m.width))
		if m.dash > 0 {
			style += fmt.Sprintf(" stroke-dasharray=\"%s\"", num(m.dash))
		}
	}
	if m.r > 0 {
		fmt.Fprintf(b, "<circle cx=\"%s\" cy=\"%s\" r=\"%s\"%s/>\n", num(m.cx), num(m.cy), num(m.r), style)
		return
	}
	var d strings.Builder
	for i, p := range m.points {
		op := "L"
		if i == 0 {
			op = "M"
		}
		fmt.Fprintf(&d, "%s%s %s", op, num(p.x), num(p.y))
	}
	if m.closed {
		d.WriteString("Z")
	}
	fmt.Fprintf(b, "<path d=\"%s\"%s/>\n", d.String(), style)
}

// pdfMark writes one mark as PDF operators, in its own graphics state (q
// Q) so that its grey, width and dashes end with it: G and g the stroke and
// fill grey, w the width, d the dashes, J and j round caps and joins, m l c
// h the path (c a Bezier curve: four of them make a circle), S stroke, f
// fill, B both.
func pdfMark(b *strings.Builder, m mark, height float64) {
	b.WriteString("q\n")
	if m.width > 0 {
		fmt.Fprintf(b, "%s G %s w 1 J 1 j\n", num(m.stroke), num(m.width))
		if m.dash > 0 {
			fmt.Fprintf(b, "[%s] 0 d\n", num(m.dash))
		}
	}
	if m.fill != noFill {
		fmt.Fprintf(b, "%s g\n", num(m.fill))
	}
	if m.r > 0 {
		// A circle as four quarter arcs, each a Bezier curve whose control
		// points lie k*r along the tangents.
		const k = 0.5523
		x, y, r := m.cx, height-m.cy, m.r
		fmt.Fprintf(b, "%s %s m\n", num(x+r), num(y))
		fmt.Fprintf(b, "%s %s %s %s %s %s c\n", num(x+r), num(y+k*r), num(x+k*r), num(y+r), num(x), num(y+r))
		fmt.Fprintf(b, "%s %s %s %s %s %s c\n", num(x-k*r), num(y+r), num(x-r), num(y+k*r), num(x-r), num(y))
		fmt.Fprintf(b, "%s %s %s %s %s %s c\n", num(x-r), num(y-k*r), num(x-k*r), num(y-r), num(x), num(y-r))
		fmt.Fprintf(b, "%s %s %s %s %s %s c h\n", num(x+k*r), num(y-r), num(x+r), num(y-k*r), num(x+r), num(y))
	} else {
		for i, p := range m.points {
			op := "l"
			if i == 0 {
				op = "m"
			}
			fmt.Fprintf(b, "%s %s %s\n", num(p.x), num(height-p.y), op)
		}
		if m.closed {
			b.WriteString("h\n")
		}
	}
	switch {
	case m.width > 0 && m.fill != noFill:
		b.WriteString("B\n")
	case m.fill != noFill:
		b.WriteString("f\n")
	default:
		b.WriteString("S\n")
	}
	b.WriteString("Q\n")
}
