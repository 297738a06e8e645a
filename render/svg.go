package render

import (
	"bufio"
	"fmt"
	"io"
	"strings"
)

// SVG writes page i (counting from 0) of the sheet as a standalone SVG
// document: one page per document, its size that of the paper (in mm) with a
// viewBox in points, so that it prints at its true size and scales on screen.
// Each grid is a group of class "grid" with a data-box attribute ("3x3")
// holding paths of class "cells" (thin lines) and "boxes" (thick lines),
// a rect of class "border" and a text per filled cell; a variant's marks
// are paths and circles of their own classes ("cage", "thermo", "kropki"),
// its texts (cage sums) in a group of class "notes".
//
// A sheet of several pages is several SVG documents; PDF writes them all as
// one file, the form to print.
func SVG(w io.Writer, s Sheet, i int) error {
	p, err := s.Check()
	if err != nil {
		return err
	}
	return p.SVG(w, i)
}

// SVG writes page i of the sheet as SVG, as the function SVG does.
func (p *Printout) SVG(w io.Writer, i int) error {
	s := p.sheet
	if i < 0 || i >= p.pages {
		return fmt.Errorf("render: no page %d in a sheet of %d pages (pages count from 0)", i, p.pages)
	}
	pg, err := p.drawPage(i, true)
	if err != nil {
		return err
	}
	paper := s.paper()
	b := bufio.NewWriter(w)
	fmt.Fprintf(b, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
	fmt.Fprintf(b, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%smm\" height=\"%smm\" viewBox=\"0 0 %s %s\">\n",
		num(paper.Width/mm), num(paper.Height/mm), num(paper.Width), num(paper.Height))
	if s.Title != "" {
		fmt.Fprintf(b, "<title>%s</title>\n", escapeXML(s.Title))
	}
	fmt.Fprintf(b, "<rect width=\"%s\" height=\"%s\" fill=\"#fff\"/>\n", num(paper.Width), num(paper.Height))
	fmt.Fprintf(b, "<g font-family=\"Helvetica, Arial, sans-serif\" fill=\"#000\">\n")
	for _, l := range pg.labels {
		writeSVGText(b, l, true)
	}
	for _, d := range pg.grids {
		fmt.Fprintf(b, "<g class=\"grid\" data-box=\"%s\">\n", d.shape)
		for _, m := range d.under {
			writeSVGMark(b, m)
		}
		writeSVGStroke(b, "cells", d.cells)
		writeSVGStroke(b, "boxes", d.boxes)
		f := d.border
		fmt.Fprintf(b, "<rect class=\"border\" x=\"%s\" y=\"%s\" width=\"%s\" height=\"%s\" fill=\"none\" stroke=\"#000\" stroke-width=\"%s\"/>\n",
			num(f.x), num(f.y), num(f.w), num(f.h), num(f.width))
		for _, m := range d.over {
			writeSVGMark(b, m)
		}
		if len(d.notes) > 0 {
			fmt.Fprintf(b, "<g class=\"notes\">\n")
			for _, l := range d.notes {
				writeSVGText(b, l, true)
			}
			fmt.Fprintf(b, "</g>\n")
		}
		if len(d.symbols) > 0 {
			// Every symbol of a grid has the same size and alignment: say it once.
			fmt.Fprintf(b, "<g font-size=\"%s\" text-anchor=\"middle\">\n", num(d.symbols[0].size))
			for _, l := range d.symbols {
				writeSVGText(b, l, false)
			}
			fmt.Fprintf(b, "</g>\n")
		}
		fmt.Fprintf(b, "</g>\n")
	}
	fmt.Fprintf(b, "</g>\n</svg>\n")
	return b.Flush()
}

// writeSVGStroke writes a set of lines as one path.
func writeSVGStroke(b *bufio.Writer, class string, s stroke) {
	if len(s.lines) == 0 {
		return
	}
	fmt.Fprintf(b, "<path class=\"%s\" fill=\"none\" stroke=\"#000\" stroke-width=\"%s\" d=\"", class, num(s.width))
	for _, l := range s.lines {
		switch {
		case l.x1 == l.x2:
			fmt.Fprintf(b, "M%s %sV%s", num(l.x1), num(l.y1), num(l.y2))
		case l.y1 == l.y2:
			fmt.Fprintf(b, "M%s %sH%s", num(l.x1), num(l.y1), num(l.x2))
		default:
			fmt.Fprintf(b, "M%s %sL%s %s", num(l.x1), num(l.y1), num(l.x2), num(l.y2))
		}
	}
	fmt.Fprintf(b, "\"/>\n")
}

// writeSVGText writes a label; full says whether to write its size and
// alignment, which the symbols of a grid inherit from their group.
func writeSVGText(b *bufio.Writer, l label, full bool) {
	fmt.Fprintf(b, "<text x=\"%s\" y=\"%s\"", num(l.x), num(l.y))
	if full {
		fmt.Fprintf(b, " font-size=\"%s\"", num(l.size))
		switch l.align {
		case alignCenter:
			fmt.Fprintf(b, " text-anchor=\"middle\"")
		case alignRight:
			fmt.Fprintf(b, " text-anchor=\"end\"")
		}
	}
	if l.font == bold {
		fmt.Fprintf(b, " font-weight=\"bold\"")
	}
	if l.gray != 0 {
		v := int(255*l.gray + 0.5)
		fmt.Fprintf(b, " fill=\"#%02x%02x%02x\"", v, v, v)
	}
	fmt.Fprintf(b, ">%s</text>\n", escapeXML(l.text))
}

var xmlEscaper = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", "\"", "&quot;")

// escapeXML escapes text for an element or an attribute value, and drops the
// control characters XML forbids.
func escapeXML(text string) string {
	text = strings.Map(func(r rune) rune {
		if r < 0x20 && r != '\t' && r != '\n' && r != '\r' {
			return -1
		}
		return r
	}, text)
	return xmlEscaper.Replace(text)
}
