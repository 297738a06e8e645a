package render

import "unicode/utf8"

// A font is one of the two faces labels are set in. Both are among the
// standard fonts of PDF, which every reader has, so a PDF embeds neither.
// The runs of a label with characters Helvetica has not (Japanese) are set
// in a Japanese font instead, which the PDF embeds (gothic.go).
type font int

const (
	regular font = iota // Helvetica
	bold                // Helvetica-Bold
)

// widths holds the advance width of each character of the WinAnsi encoding
// from 0x20 to 0xFF, in thousandths of the font size, from Adobe's AFM files
// of the Core 14 fonts (Helvetica.afm and Helvetica-Bold.afm, version 003.001,
// as GNU groff's devps fonts carry them). Codes with no character are 0.
// Layout measures text with them: to centre a symbol, fit a caption, and
// right-align the page number in the PDF (SVG viewers measure their own).
var widths = [2][224]uint16{
	regular: {
		278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // 0x20
		556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // 0x30
		1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // 0x40
		667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // 0x50
		333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // 0x60
		556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, 0, // 0x70
		556, 0, 222, 556, 333, 1000, 556, 556, 333, 1000, 667, 333, 1000, 0, 611, 0, // 0x80
		0, 222, 222, 333, 333, 350, 556, 1000, 333, 1000, 500, 333, 944, 0, 500, 667, // 0x90
		278, 333, 556, 556, 556, 556, 260, 556, 333, 737, 370, 556, 584, 333, 737, 333, // 0xa0
		400, 584, 333, 333, 333, 578, 537, 278, 333, 333, 365, 556, 834, 834, 834, 611, // 0xb0
		667, 667, 667, 667, 667, 667, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, // 0xc0
		722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611, // 0xd0
		556, 556, 556, 556, 556, 556, 889, 500, 556, 556, 556, 556, 278, 278, 278, 278, // 0xe0
		556, 556, 556, 556, 556, 556, 556, 584, 611, 556, 556, 556, 556, 500, 556, 500, // 0xf0
	},
	bold: {
		278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, // 0x20
		556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, // 0x30
		975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, // 0x40
		667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, // 0x50
		333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, // 0x60
		611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584, 0, // 0x70
		556, 0, 278, 556, 500, 1000, 556, 556, 333, 1000, 667, 333, 1000, 0, 611, 0, // 0x80
		0, 278, 278, 500, 500, 350, 556, 1000, 333, 1000, 556, 333, 944, 0, 500, 667, // 0x90
		278, 333, 556, 556, 556, 556, 280, 556, 333, 737, 370, 556, 584, 333, 737, 333, // 0xa0
		400, 584, 333, 333, 333, 611, 556, 278, 333, 333, 365, 556, 834, 834, 834, 611, // 0xb0
		722, 722, 722, 722, 722, 722, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, // 0xc0
		722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611, // 0xd0
		556, 556, 556, 556, 556, 556, 889, 556, 556, 556, 556, 556, 278, 278, 278, 278, // 0xe0
		611, 611, 611, 611, 611, 611, 611, 584, 611, 611, 611, 611, 611, 556, 611, 556, // 0xf0
	},
}

// Metrics of Helvetica shared by both faces, in thousandths of the font size.
const (
	capHeight = 718 // the top of capitals and (703) digits above the baseline
)

// width returns the width of text in points at the given size, as the PDF
// writer sets it: Helvetica, and the Japanese font for the runs of
// characters outside WinAnsi.
func (f font) width(text string, size float64) float64 {
	w := 0
	for _, r := range runs(text) {
		if r.cjk {
			for _, c := range r.text {
				w += cjkWidth(c)
			}
			continue
		}
		for _, b := range winAnsi(r.text) {
			w += int(widths[f][b-0x20])
		}
	}
	return float64(w) * size / 1000
}

// A run is a piece of a label set in one font.
type run struct {
	text string
	cjk  bool // in the Japanese font: characters WinAnsi cannot encode
}

// runs cuts text into runs of characters that Helvetica has (WinAnsi) and
// runs of others (Japanese), so that "第12週 (Week 12)" keeps its Latin
// letters in Helvetica.
func runs(text string) []run {
	var rs []run
	start, cjk := 0, false
	for i, c := range text {
		if k := isCJK(c); k != cjk {
			if i > start {
				rs = append(rs, run{text[start:i], cjk})
			}
			start, cjk = i, k
		}
	}
	if len(text) > start {
		rs = append(rs, run{text[start:], cjk})
	}
	return rs
}

// isCJK reports whether WinAnsi cannot encode r.
func isCJK(r rune) bool { return r >= 0x100 && cp1252[r] == 0 }

// fit returns text, cut short with an ellipsis when wider than max points.
func (f font) fit(text string, size, max float64) string {
	if f.width(text, size) <= max {
		return text
	}
	runes := []rune(text)
	for n := len(runes) - 1; n > 0; n-- {
		t := string(runes[:n]) + "…"
		if f.width(t, size) <= max {
			return t
		}
	}
	return "…"
}

// winAnsi encodes text in the WinAnsi encoding of PDF's standard fonts
// (Windows code page 1252): ASCII, Latin-1 and the typographic characters of
// 0x80-0x9F. Control characters become spaces and anything else "?".
func winAnsi(text string) []byte {
	b := make([]byte, 0, len(text))
	for _, r := range text {
		switch {
		case r == utf8.RuneError:
			b = append(b, '?')
		case r < 0x20:
			b = append(b, ' ')
		case r < 0x7F || r >= 0xA0 && r <= 0xFF:
			b = append(b, byte(r))
		default:
			c, ok := cp1252[r]
			if !ok {
				c = '?'
			}
			b = append(b, c)
		}
	}
	return b
}

// cp1252 maps the characters of 0x80-0x9F of WinAnsi to their code.
var cp1252 = map[rune]byte{
	'€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87,
	'ˆ': 0x88, '‰': 0x89, 'Š': 0x8A, '‹': 0x8B, 'Œ': 0x8C, 'Ž': 0x8E, '‘': 0x91,
	'’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '˜': 0x98,
	'™': 0x99, 'š': 0x9A, '›': 0x9B, 'œ': 0x9C, 'ž': 0x9E, 'Ÿ': 0x9F,
}
