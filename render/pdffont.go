package render

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"hash/fnv"
	"slices"
	"strings"
	"unicode/utf16"
)

// A cjkSubset is the Japanese font as one PDF embeds it: the glyphs of the
// characters its labels set in it, and no others. Character runes[i] is
// glyph i+1 of the subset (glyph 0 is .notdef), and the PDF shows it by
// that number, its CID: the font is a Type0 font of encoding Identity-H
// whose CIDFontType2 descendant maps CIDs to glyphs one to one. A
// ToUnicode map gives the characters back for copying and searching.
type cjkSubset struct {
	runes []rune          // in order of code point
	cid   map[rune]uint16 // runes[i] -> i+1
}

// newCJKSubset gathers the characters set in the Japanese font on the
// pages; nil when there are none, and the PDF embeds no font. The font comes
// after the pages in the file, but the pages name its glyphs, so the subset
// is made first, from the labels of every page, grids and all: a grid's
// symbols are ASCII, but a variant's marks are not ("≠12" on a rellik
// cage).
func newCJKSubset(p *Printout) (*cjkSubset, error) {
	seen := map[rune]bool{}
	add := func(ls []label) {
		for _, l := range ls {
			for _, r := range runs(l.text) {
				if r.cjk {
					for _, c := range r.text {
						seen[c] = true
					}
				}
			}
		}
	}
	for i := range p.pages {
		pg, err := p.drawPage(i, true)
		if err != nil {
			return nil, err
		}
		add(pg.labels)
		for _, d := range pg.grids {
			add(d.notes)
			add(d.symbols)
		}
	}
	if len(seen) == 0 {
		return nil, nil
	}
	s := &cjkSubset{cid: map[rune]uint16{}}
	for c := range seen {
		s.runes = append(s.runes, c)
	}
	slices.Sort(s.runes)
	for i, c := range s.runes {
		s.cid[c] = uint16(i + 1)
	}
	return s, nil
}

// show writes text as a hexadecimal string of two-byte CIDs.
func (s *cjkSubset) show(text string) string {
	var b strings.Builder
	b.WriteByte('<')
	for _, c := range text {
		fmt.Fprintf(&b, "%04X", s.cid[c])
	}
	b.WriteByte('>')
	return b.String()
}

// name is the font's name in the PDF: a tag of six capitals that tells
// this subset from others (drawn from its characters, not from chance, so
// the same sheet gives the same bytes), then the font's own name.
func (s *cjkSubset) name() string {
	h := fnv.New32a()
	for _, c := range s.runes {
		fmt.Fprintf(h, "%c", c)
	}
	sum := h.Sum32()
	tag := make([]byte, 6)
	for i := range tag {
		tag[i] = 'A' + byte(sum%26)
		sum /= 26
	}
	return string(tag) + "+" + gothicName
}

// objects writes the font's five objects, numbered from first: the Type0
// font (the one pages name), its CIDFontType2 descendant with the widths,
// the font descriptor, the font program (a TrueType subset, compressed) and
// the ToUnicode map.
func (s *cjkSubset) objects(f *pdfFile, first int) error {
	font := gothic()
	glyphs := make([]uint16, len(s.runes))
	for i, c := range s.runes {
		glyphs[i] = cjkGlyph(c)
	}
	program, err := font.Subset(glyphs, nil)
	if err != nil {
		return fmt.Errorf("render: subset of the Japanese font: %w", err)
	}
	var z bytes.Buffer
	zw := zlib.NewWriter(&z)
	zw.Write(program) // into memory: no error to handle
	zw.Close()

	name := s.name()
	scale := func(v int) string { return fmt.Sprint(v * 1000 / font.UnitsPerEm()) }
	var widths []string
	for _, c := range s.runes {
		widths = append(widths, fmt.Sprint(cjkWidth(c)))
	}
	m := font.Metrics()
	f.object(fmt.Sprintf("<< /Type /Font /Subtype /Type0 /BaseFont /%s /Encoding /Identity-H\n"+
		"   /DescendantFonts [%d 0 R] /ToUnicode %d 0 R >>", name, first+1, first+4))
	f.object(fmt.Sprintf("<< /Type /Font /Subtype /CIDFontType2 /BaseFont /%s\n"+
		"   /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >>\n"+
		"   /FontDescriptor %d 0 R /CIDToGIDMap /Identity /DW 1000 /W [1 [%s]] >>",
		name, first+2, strings.Join(widths, " ")))
	f.object(fmt.Sprintf("<< /Type /FontDescriptor /FontName /%s /Flags 4 /FontBBox [%s %s %s %s]\n"+
		"   /ItalicAngle 0 /Ascent %s /Descent %s /CapHeight %s /StemV 80 /FontFile2 %d 0 R >>",
		name, scale(m.XMin), scale(m.YMin), scale(m.XMax), scale(m.YMax),
		scale(m.Ascent), scale(m.Descent), scale(m.CapHeight), first+3))
	f.object(fmt.Sprintf("<< /Length %d /Length1 %d /Filter /FlateDecode >>\nstream\n%sendstream",
		z.Len(), len(program), z.Bytes()))
	cmap := s.toUnicode()
	f.object(fmt.Sprintf("<< /Length %d >>\nstream\n%sendstream", len(cmap), cmap))
	return nil
}

// toUnicode writes the CMap from CIDs back to characters (in UTF-16), a
// hundred to a block as the format allows.
func (s *cjkSubset) toUnicode() string {
	var b strings.Builder
	b.WriteString("/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n" +
		"/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n" +
		"/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n" +
		"1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n")
	for block := range slices.Chunk(s.runes, 100) {
		fmt.Fprintf(&b, "%d beginbfchar\n", len(block))
		for _, c := range block {
			fmt.Fprintf(&b, "<%04X> <", s.cid[c])
			for _, u := range utf16.Encode([]rune{c}) {
				fmt.Fprintf(&b, "%04X", u)
			}
			b.WriteString(">\n")
		}
		b.WriteString("endbfchar\n")
	}
	b.WriteString("endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n")
	return b.String()
}
