package render

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"unicode/utf16"
)

// PDF writes the whole sheet as one PDF document, a page per page of the
// sheet, solutions last.
//
// The file is PDF 1.4 as plain text: vector lines, and text in Helvetica and
// Helvetica-Bold, standard fonts that are not embedded, encoded in WinAnsi.
// The runs of a label in other characters (a title in Japanese) are set in
// VL Gothic, whose glyphs for these characters the PDF embeds (pdffont.go),
// so that a reader without a Japanese font draws them too. Its objects:
//
//	1 catalog   2 page tree (paper size, fonts)   3 document info (title)
//	4 Helvetica   5 Helvetica-Bold
//	6, 8, 10 ... the pages   7, 9, 11 ... their content streams
//	then, when some label needs it, the Japanese font: its Type0 font, its
//	CID font, its font descriptor, the font program and its ToUnicode map
//
// then the cross-reference table of their byte offsets and the trailer.
// Nothing in it depends on the time or on chance: the same sheet gives the
// same bytes. The one part not in text is the Japanese font's program
// (compressed); a file that holds it says so on its second line, a comment
// of bytes above 127, as PDF advises, so that tools that move files treat
// it as binary.
func PDF(w io.Writer, s Sheet) error {
	p, err := s.Check()
	if err != nil {
		return err
	}
	return p.PDF(w)
}

// PDF writes the whole sheet as one PDF document, as the function PDF does.
func (p *Printout) PDF(w io.Writer) error {
	s := p.sheet
	paper := s.paper()

	// Each page is drawn and written in turn; the file keeps only the
	// offsets of the objects, for the cross-reference table at the end.
	f := pdfFile{w: bufio.NewWriterSize(w, 64<<10)}
	f.WriteString("%PDF-1.4\n")
	cjk, err := newCJKSubset(p)
	if err != nil {
		return err
	}
	if cjk != nil {
		f.WriteString("%\xE2\xE3\xCF\xD3\n")
	}
	fonts := "/F1 4 0 R /F2 5 0 R"
	cjkObject := 6 + 2*p.pages // the Japanese font's objects come after the pages
	if cjk != nil {
		fonts += fmt.Sprintf(" /F3 %d 0 R", cjkObject)
	}
	f.object("<< /Type /Catalog /Pages 2 0 R >>")
	f.begin()
	f.WriteString("<< /Type /Pages /Kids [")
	for i := range p.pages {
		if i > 0 {
			f.WriteString(" ")
		}
		fmt.Fprintf(&f, "%d 0 R", 6+2*i)
	}
	fmt.Fprintf(&f, "] /Count %d /MediaBox [0 0 %s %s]\n"+
		"   /Resources << /Font << %s >> >> >>", p.pages, num(paper.Width), num(paper.Height), fonts)
	f.end()
	info := "<< /Producer (nanpure)"
	if s.Title != "" {
		info += " /Title " + pdfTextString(s.Title)
	}
	f.object(info + " >>")
	f.object("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>")
	f.object("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>")
	for i := range p.pages {
		f.object(fmt.Sprintf("<< /Type /Page /Parent 2 0 R /Contents %d 0 R >>", 7+2*i))
		pg, err := p.drawPage(i, true)
		if err != nil {
			return err
		}
		content := pdfContent(pg, paper.Height, cjk)
		f.begin()
		fmt.Fprintf(&f, "<< /Length %d >>\nstream\n", len(content))
		f.WriteString(content)
		f.WriteString("endstream")
		f.end()
		if f.err != nil {
			return f.err // the writer failed: no use drawing the rest
		}
	}
	if cjk != nil {
		if err := cjk.objects(&f, cjkObject); err != nil {
			return err
		}
	}

	xref := f.n
	fmt.Fprintf(&f, "xref\n0 %d\n0000000000 65535 f \n", len(f.offsets)+1)
	for _, off := range f.offsets {
		fmt.Fprintf(&f, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&f, "trailer\n<< /Size %d /Root 1 0 R /Info 3 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(f.offsets)+1, xref)
	if f.err != nil {
		return f.err
	}
	return f.w.Flush()
}

// pdfFile is a PDF being written: the bytes written so far, the offset of
// each object, and the first error of the writer, after which it writes
// nothing more.
type pdfFile struct {
	w       *bufio.Writer
	n       int
	offsets []int
	err     error
}

func (f *pdfFile) Write(b []byte) (int, error) {
	if f.err != nil {
		return 0, f.err
	}
	n, err := f.w.Write(b)
	f.n += n
	f.err = err
	return n, err
}

func (f *pdfFile) WriteString(s string) {
	if f.err == nil {
		n, err := f.w.WriteString(s)
		f.n += n
		f.err = err
	}
}

// object writes the next object, numbered from 1.
func (f *pdfFile) object(body string) {
	f.begin()
	f.WriteString(body)
	f.end()
}

// begin starts the next object, whose body the caller writes, then ends.
func (f *pdfFile) begin() {
	f.offsets = append(f.offsets, f.n)
	fmt.Fprintf(f, "%d 0 obj\n", len(f.offsets))
}

func (f *pdfFile) end() { f.WriteString("\nendobj\n") }

// pdfContent is the content stream of a page: the page's display list with
// y flipped (PDF's origin is the bottom left corner). Operators: w line
// width, m l S move, line, stroke; re a rectangle; g grey; BT ET a text
// object, Tf font and size, Tm the text position, Tj show a string.
func pdfContent(pg page, height float64, cjk *cjkSubset) string {
	var b strings.Builder
	t := textState{b: &b, height: height, cjk: cjk}
	t.labels(pg.labels)
	for _, d := range pg.grids {
		for _, m := range d.under {
			pdfMark(&b, m, height)
		}
		for _, s := range []stroke{d.cells, d.boxes} {
			if len(s.lines) == 0 {
				continue
			}
			fmt.Fprintf(&b, "%s w\n", num(s.width))
			for _, l := range s.lines {
				fmt.Fprintf(&b, "%s %s m %s %s l\n", num(l.x1), num(height-l.y1), num(l.x2), num(height-l.y2))
			}
			b.WriteString("S\n")
		}
		r := d.border
		fmt.Fprintf(&b, "%s w\n%s %s %s %s re S\n", num(r.width), num(r.x), num(height-r.y-r.h), num(r.w), num(r.h))
		for _, m := range d.over {
			pdfMark(&b, m, height)
		}
		t.labels(d.notes)
		t.labels(d.symbols)
	}
	return b.String()
}

// textState writes labels in one text object, setting the font and the
// grey only when they change. It leaves the graphics state as it found it
// (black, text filled), but for the line width, which every stroke of the
// grids sets.
type textState struct {
	b      *strings.Builder
	height float64
	cjk    *cjkSubset // the Japanese font, when a label needs it
}

func (t textState) labels(ls []label) {
	if len(ls) == 0 {
		return
	}
	b := t.b
	b.WriteString("BT\n")
	face, size, gray := -1, -1.0, 0.0 // face: 1 Helvetica, 2 Helvetica-Bold, 3 Japanese
	emboldened, strokeGray := false, 0.0
	for _, l := range ls {
		// Each run of the label goes on from where the last one ended.
		for i, r := range runs(l.text) {
			f, text := int(l.font)+1, pdfString(r.text)
			if r.cjk {
				f, text = 3, t.cjk.show(r.text)
			}
			if f != face || l.size != size {
				face, size = f, l.size
				fmt.Fprintf(b, "/F%d %s Tf\n", face, num(size))
			}
			if i == 0 {
				if l.gray != gray {
					gray = l.gray
					fmt.Fprintf(b, "%s g\n", num(gray))
				}
				fmt.Fprintf(b, "1 0 0 1 %s %s Tm ", num(l.start()), num(t.height-l.y))
			}
			// VL Gothic has no bold face: the Japanese runs of a bold label
			// (a title) are filled and stroked, thickening them as the weight
			// of Helvetica-Bold does its letters.
			if embolden := r.cjk && l.font == bold; embolden != emboldened {
				emboldened = embolden
				if !embolden {
					b.WriteString("0 Tr\n")
				} else {
					if gray != strokeGray {
						strokeGray = gray
						fmt.Fprintf(b, "%s G ", num(gray))
					}
					fmt.Fprintf(b, "2 Tr %s w\n", num(l.size*boldStroke))
				}
			}
			fmt.Fprintf(b, "%s Tj\n", text)
		}
	}
	if emboldened {
		b.WriteString("0 Tr\n")
	}
	if strokeGray != 0 {
		b.WriteString("0 G\n")
	}
	if gray != 0 {
		b.WriteString("0 g\n")
	}
	b.WriteString("ET\n")
}

// boldStroke is the width of the outline that thickens the Japanese runs of
// a bold label, in ems: 0.03 makes VL Gothic's strokes about as much bolder
// as Helvetica-Bold is than Helvetica.
const boldStroke = 0.03

// pdfString writes text as a PDF literal string in WinAnsi, in ASCII: the
// delimiters and backslash escaped, bytes outside ASCII in octal.
func pdfString(text string) string {
	var b strings.Builder
	b.WriteByte('(')
	for _, c := range winAnsi(text) {
		switch {
		case c == '(' || c == ')' || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c >= 0x80:
			fmt.Fprintf(&b, "\\%03o", c)
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte(')')
	return b.String()
}

// pdfTextString writes text for the document information: as a literal
// string when it is printable ASCII, else in UTF-16 (the encoding of such
// strings is PDFDocEncoding or UTF-16, not the WinAnsi of the fonts).
func pdfTextString(text string) string {
	ascii := true
	for _, r := range text {
		ascii = ascii && r >= 0x20 && r < 0x7F
	}
	if ascii {
		return pdfString(text)
	}
	return "<FEFF" + pdfUTF16(text)[1:]
}

// pdfUTF16 writes text as a hexadecimal string of UTF-16 code units
// (control characters as spaces).
func pdfUTF16(text string) string {
	var b strings.Builder
	b.WriteByte('<')
	for _, r := range text {
		if r < 0x20 {
			r = ' '
		}
		for _, u := range utf16.Encode([]rune{r}) {
			fmt.Fprintf(&b, "%04X", u)
		}
	}
	b.WriteByte('>')
	return b.String()
}
