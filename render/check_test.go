package render

import (
	"bytes"
	"encoding/hex"
	"encoding/xml"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf16"
)

// This file holds small readers of what the writers write, for the tests:
// they check the structure of a PDF (cross-reference offsets, stream
// lengths, the page tree) and of an SVG (well-formed XML, grids of N x N
// cells), independently of the code that wrote them.

// pdfInfo is what checkPDF learnt of a PDF.
type pdfInfo struct {
	pages   int
	strings [][]string     // the strings shown by Tj on each page, decoded
	objects map[int]string // the body of each object, by number
}

var (
	reStartXref = regexp.MustCompile(`startxref\n(\d+)\n%%EOF\n$`)
	reLength    = regexp.MustCompile(`^<< /Length (\d+)(?: /Length1 \d+ /Filter /FlateDecode)? >>\nstream\n`)
	reRef       = regexp.MustCompile(`(\d+) 0 R`)
	reTj        = regexp.MustCompile(`(?:\(((?:[^()\\]|\\.)*)\)|<([0-9A-F]*)>) Tj`)
	reToUnicode = regexp.MustCompile(`/ToUnicode (\d+) 0 R`)
	reBfchar    = regexp.MustCompile(`(?m)^<([0-9A-F]{4})> <([0-9A-F]+)>$`)
)

// checkPDF parses data as the PDF writer's output and reports what is wrong.
func checkPDF(data []byte) (pdfInfo, error) {
	var info pdfInfo
	if !bytes.HasPrefix(data, []byte("%PDF-1.4\n")) {
		return info, fmt.Errorf("no %%PDF-1.4 header")
	}
	m := reStartXref.FindSubmatch(data)
	if m == nil {
		return info, fmt.Errorf("no startxref at the end")
	}
	xref, _ := strconv.Atoi(string(m[1]))
	if xref >= len(data) || !bytes.HasPrefix(data[xref:], []byte("xref\n0 ")) {
		return info, fmt.Errorf("startxref %d does not point at the xref table", xref)
	}
	rest := data[xref+len("xref\n0 "):]
	nl := bytes.IndexByte(rest, '\n')
	size, err := strconv.Atoi(string(rest[:nl]))
	if err != nil {
		return info, fmt.Errorf("xref: bad size: %v", err)
	}
	table := rest[nl+1:]
	if len(table) < 20*size {
		return info, fmt.Errorf("xref: %d entries announced, room for %d", size, len(table)/20)
	}
	if string(table[:20]) != "0000000000 65535 f \n" {
		return info, fmt.Errorf("xref: bad entry 0 %q", table[:20])
	}
	objects := map[int]string{}
	for i := 1; i < size; i++ {
		e := string(table[20*i : 20*i+20])
		if !strings.HasSuffix(e, " 00000 n \n") {
			return info, fmt.Errorf("xref: bad entry %d %q", i, e)
		}
		off, err := strconv.Atoi(e[:10])
		if err != nil || off >= xref {
			return info, fmt.Errorf("xref: bad offset in entry %d %q", i, e)
		}
		head := fmt.Sprintf("%d 0 obj\n", i)
		if !bytes.HasPrefix(data[off:], []byte(head)) {
			return info, fmt.Errorf("xref: object %d is not at offset %d", i, off)
		}
		body := data[off+len(head):]
		end := bytes.Index(body, []byte("\nendobj\n"))
		if end < 0 {
			return info, fmt.Errorf("object %d: no endobj", i)
		}
		objects[i] = string(body[:end])
	}
	trailer := table[20*size:]
	if !bytes.HasPrefix(trailer, fmt.Appendf(nil, "trailer\n<< /Size %d /Root 1 0 R", size)) {
		return info, fmt.Errorf("bad trailer %q", trailer[:min(len(trailer), 40)])
	}

	// Streams: the length given is the length written.
	for i, body := range objects {
		if !strings.Contains(body, "stream\n") {
			continue
		}
		m := reLength.FindStringSubmatch(body)
		if m == nil {
			return info, fmt.Errorf("object %d: stream without a /Length", i)
		}
		n, _ := strconv.Atoi(m[1])
		stream := body[len(m[0]):]
		if !strings.HasSuffix(stream, "endstream") || len(stream)-len("endstream") != n {
			return info, fmt.Errorf("object %d: /Length %d, stream of %d bytes", i, n, len(stream)-len("endstream"))
		}
	}

	// The Japanese font's CIDs, back to characters.
	cids := map[string]string{}
	for _, body := range objects {
		m := reToUnicode.FindStringSubmatch(body)
		if m == nil {
			continue
		}
		k, _ := strconv.Atoi(m[1])
		if objects[k] == "" {
			return info, fmt.Errorf("ToUnicode map %d is not an object", k)
		}
		for _, m := range reBfchar.FindAllStringSubmatch(objects[k], -1) {
			u, err := hex.DecodeString(m[2])
			if err != nil || len(u)%2 != 0 {
				return info, fmt.Errorf("ToUnicode map %d: bad UTF-16 %s", k, m[2])
			}
			var units []uint16
			for i := 0; i < len(u); i += 2 {
				units = append(units, uint16(u[i])<<8|uint16(u[i+1]))
			}
			cids[m[1]] = string(utf16.Decode(units))
		}
	}

	// The page tree: the catalog names it, its kids are the pages, /Count
	// says how many.
	if !strings.HasPrefix(objects[1], "<< /Type /Catalog /Pages 2 0 R") {
		return info, fmt.Errorf("object 1 is not the catalog: %q", objects[1])
	}
	tree := objects[2]
	kids := tree[strings.Index(tree, "/Kids [")+len("/Kids [") : strings.Index(tree, "]")]
	refs := reRef.FindAllStringSubmatch(kids, -1)
	if !strings.Contains(tree, fmt.Sprintf("/Count %d ", len(refs))) {
		return info, fmt.Errorf("page tree with %d kids and another /Count: %q", len(refs), tree)
	}
	pages := 0
	for _, body := range objects {
		if strings.HasPrefix(body, "<< /Type /Page ") {
			pages++
		}
	}
	if pages != len(refs) {
		return info, fmt.Errorf("%d page objects, %d in the page tree", pages, len(refs))
	}
	for _, r := range refs {
		k, _ := strconv.Atoi(r[1])
		page := objects[k]
		if !strings.HasPrefix(page, "<< /Type /Page /Parent 2 0 R /Contents ") {
			return info, fmt.Errorf("kid %d is not a page: %q", k, page)
		}
		c, _ := strconv.Atoi(reRef.FindStringSubmatch(page[len("<< /Type /Page /Parent 2 0 R"):])[1])
		content := objects[c]
		if strings.Count(content, "BT\n") != strings.Count(content, "ET\n") {
			return info, fmt.Errorf("page %d: unbalanced BT/ET", k)
		}
		var shown []string
		for _, m := range reTj.FindAllStringSubmatch(content, -1) {
			if !strings.HasPrefix(m[0], "<") {
				shown = append(shown, unescapePDF(m[1]))
				continue
			}
			var s strings.Builder
			for cid := range slices.Chunk([]byte(m[2]), 4) {
				c, ok := cids[string(cid)]
				if !ok {
					return info, fmt.Errorf("page %d: CID %s not in a ToUnicode map", k, cid)
				}
				s.WriteString(c)
			}
			shown = append(shown, s.String())
		}
		info.strings = append(info.strings, shown)
	}
	info.pages, info.objects = pages, objects
	return info, nil
}

// unescapePDF decodes the body of a literal string, ASCII part only.
func unescapePDF(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			i++
			if s[i] >= '0' && s[i] <= '7' && i+2 < len(s) {
				n, _ := strconv.ParseUint(s[i:i+3], 8, 8)
				b.WriteByte(byte(n))
				i += 2
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// svgGrid is a grid found in an SVG: the box its data-box names, the cells
// and boxes its lines make, and its symbols.
type svgGrid struct {
	box              string
	cols, rows       int // cells across and down, from the distinct line positions
	boxCols, boxRows int // boxes across and down
	symbols          []string
	notes            []string       // a variant's texts (cage sums, X and V)
	marks            map[string]int // a variant's marks by class
	cellWidth        float64        // stroke widths of the cell lines, box lines, border
	boxWidth         float64
	borderWidth      float64
}

// svgPage is what checkSVG learnt of an SVG page.
type svgPage struct {
	width, height string // attributes of the root
	viewBox       string
	grids         []svgGrid
	labels        []string // texts outside grids
}

// checkSVG parses data as XML and reads back its grids.
func checkSVG(data []byte) (svgPage, error) {
	var pg svgPage
	d := xml.NewDecoder(bytes.NewReader(data))
	d.Strict = true
	var cur *svgGrid
	var xs, ys, bxs, bys []float64
	var inText bool
	var depth, gridDepth, notesDepth int
	for {
		tok, err := d.Token()
		if err != nil {
			if err == io.EOF {
				break
			}
			return pg, fmt.Errorf("not well-formed XML: %v", err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			depth++
			attr := map[string]string{}
			for _, a := range t.Attr {
				attr[a.Name.Local] = a.Value
			}
			switch {
			case depth == 1:
				if t.Name.Local != "svg" || t.Name.Space != "http://www.w3.org/2000/svg" {
					return pg, fmt.Errorf("root element %v, want svg", t.Name)
				}
				pg.width, pg.height, pg.viewBox = attr["width"], attr["height"], attr["viewBox"]
			case t.Name.Local == "g" && attr["class"] == "grid":
				pg.grids = append(pg.grids, svgGrid{box: attr["data-box"], marks: map[string]int{}})
				cur = &pg.grids[len(pg.grids)-1]
				gridDepth = depth
				xs, ys, bxs, bys = nil, nil, nil, nil
			case t.Name.Local == "g" && attr["class"] == "notes":
				notesDepth = depth
			case (t.Name.Local == "path" || t.Name.Local == "circle") && cur != nil && attr["class"] != "cells" && attr["class"] != "boxes":
				cur.marks[attr["class"]]++
			case t.Name.Local == "path" && cur != nil:
				vx, hy, err := pathLines(attr["d"])
				if err != nil {
					return pg, err
				}
				w, _ := strconv.ParseFloat(attr["stroke-width"], 64)
				xs, ys = append(xs, vx...), append(ys, hy...)
				if attr["class"] == "boxes" {
					bxs, bys = append(bxs, vx...), append(bys, hy...)
					cur.boxWidth = w
				} else {
					cur.cellWidth = w
				}
			case t.Name.Local == "rect" && attr["class"] == "border" && cur != nil:
				var f [4]float64
				for i, k := range []string{"x", "y", "width", "height"} {
					f[i], _ = strconv.ParseFloat(attr[k], 64)
				}
				cur.borderWidth, _ = strconv.ParseFloat(attr["stroke-width"], 64)
				xs, ys = append(xs, f[0], f[0]+f[2]), append(ys, f[1], f[1]+f[3])
				bxs, bys = append(bxs, f[0], f[0]+f[2]), append(bys, f[1], f[1]+f[3])
			case t.Name.Local == "text":
				inText = true
			}
		case xml.EndElement:
			if t.Name.Local == "text" {
				inText = false
			}
			if depth == notesDepth {
				notesDepth = 0
			}
			if cur != nil && depth == gridDepth {
				cur.cols, cur.rows = distinct(xs)-1, distinct(ys)-1
				cur.boxCols, cur.boxRows = distinct(bxs)-1, distinct(bys)-1
				cur = nil
			}
			depth--
		case xml.CharData:
			if !inText {
				continue
			}
			if cur != nil && notesDepth > 0 {
				cur.notes = append(cur.notes, string(t))
			} else if cur != nil {
				cur.symbols = append(cur.symbols, string(t))
			} else {
				pg.labels = append(pg.labels, string(t))
			}
		}
	}
	return pg, nil
}

// pathLines reads the path data the SVG writer writes for grid lines:
// "Mx yVy2" (vertical) and "Mx yHx2" (horizontal).
func pathLines(d string) (vx, hy []float64, err error) {
	for _, seg := range strings.Split(d, "M")[1:] {
		var x, y, to float64
		if i := strings.IndexAny(seg, "VH"); i < 0 {
			return nil, nil, fmt.Errorf("path segment %q: not a grid line", seg)
		} else if _, err := fmt.Sscanf(seg[:i]+" "+seg[i+1:], "%g %g %g", &x, &y, &to); err != nil {
			return nil, nil, fmt.Errorf("path segment %q: %v", seg, err)
		} else if seg[i] == 'V' {
			vx = append(vx, x)
		} else {
			hy = append(hy, y)
		}
	}
	return vx, hy, nil
}

// distinct counts the distinct values of fs, a hundredth of a point apart.
func distinct(fs []float64) int {
	var seen []int64
	for _, f := range fs {
		k := int64(f*100 + 0.5)
		if !slices.Contains(seen, k) {
			seen = append(seen, k)
		}
	}
	return len(seen)
}
