package render

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/nanpure/nanpure/render/internal/ttf"
)

var (
	reType0    = regexp.MustCompile(`^<< /Type /Font /Subtype /Type0 /BaseFont /([A-Z]{6})\+VL-Gothic-Regular /Encoding /Identity-H\n   /DescendantFonts \[(\d+) 0 R\] /ToUnicode (\d+) 0 R >>$`)
	reCIDFont  = regexp.MustCompile(`/Subtype /CIDFontType2 .*(?s:.*)/FontDescriptor (\d+) 0 R /CIDToGIDMap /Identity /DW 1000 /W \[1 \[([0-9 ]*)\]\] >>$`)
	reFontFile = regexp.MustCompile(`/FontFile2 (\d+) 0 R`)
	reLength1  = regexp.MustCompile(`^<< /Length \d+ /Length1 (\d+) /Filter /FlateDecode >>\nstream\n`)
)

// A PDF with Japanese text embeds the glyphs of its characters, and only
// them, from VL Gothic: a reader without a Japanese font draws them, and
// the ToUnicode map gives the text back for copying and searching.
func TestEmbeddedFont(t *testing.T) {
	all := testPuzzles(t)
	for _, tc := range []struct {
		name   string
		sheet  Sheet
		chars  string       // the characters of the font, in order of code point
		pages  []string     // text each page shows, pieces split by "|"
		widths map[rune]int // widths to check, in thousandths of the font size
	}{
		{name: "title, footer and 解答",
			sheet:  Sheet{Puzzles: pick(all, p9x9), Title: "ナンプレ 第12週", Footer: "毎週月曜 · nanpure", Lang: "ja", Solutions: true},
			chars:  "ナンプレ第週毎月曜解答",
			pages:  []string{"ナンプレ 第12週|毎週月曜", "解答|毎週月曜"},
			widths: map[rune]int{'ナ': 1000, '週': 1000}},
		{name: "captions",
			sheet: Sheet{Puzzles: []Puzzle{{Grid: all[p4x4].Grid, Caption: "第1問 · 初級"}, {Grid: all[p6x6].Grid, Caption: "第2問（上級）"}}, PerPage: 2},
			chars: "第問初級上（）",
			pages: []string{"第1問|初級|第2問（上級）"}},
		{name: "half-width katakana",
			sheet:  Sheet{Puzzles: pick(all, p4x4), Title: "ﾅﾝﾌﾟﾚ"},
			chars:  "ﾅﾝﾌﾟﾚ",
			pages:  []string{"ﾅﾝﾌﾟﾚ"},
			widths: map[rune]int{'ﾅ': 500, 'ﾟ': 500}},
		{name: "characters the font has not",
			sheet:  Sheet{Puzzles: pick(all, p4x4), Title: "𠮷野家 😀 한"},
			chars:  "𠮷野家😀한",
			pages:  []string{"𠮷野家 😀 한"},
			widths: map[rune]int{'𠮷': 1000, '😀': 1000}},
		{name: "no Japanese",
			sheet: Sheet{Puzzles: pick(all, p4x4), Title: "Week 12 · “S”", Lang: "ja"}},
		// Regressions
	} {
		t.Run(tc.name, func(t *testing.T) {
			var b bytes.Buffer
			if err := PDF(&b, tc.sheet); err != nil {
				t.Fatal(err)
			}
			info, err := checkPDF(b.Bytes())
			if err != nil {
				t.Fatalf("PDF: %v", err)
			}
			for i, want := range tc.pages {
				got := strings.Join(info.strings[i], "")
				for _, w := range strings.Split(want, "|") {
					if !strings.Contains(got, w) {
						t.Errorf("page %d shows %q, want %q in it", i+1, got, w)
					}
				}
			}
			if tc.chars == "" {
				if bytes.Contains(b.Bytes(), []byte("/F3")) || !isASCII(b.Bytes()) {
					t.Error("a sheet without Japanese text has a Japanese font, or binary data")
				}
				return
			}
			if !bytes.HasPrefix(b.Bytes(), []byte("%PDF-1.4\n%\xE2\xE3\xCF\xD3\n")) {
				t.Error("no binary comment on the second line")
			}
			checkFont(t, info, slices.Sorted(slices.Values([]rune(tc.chars))), tc.widths)
		})
	}
}

// checkFont checks the Japanese font of a PDF: a subset of exactly the
// characters chars, with their widths, and a ToUnicode map for each.
func checkFont(t *testing.T, info pdfInfo, chars []rune, widths map[rune]int) {
	t.Helper()
	var m []string
	for _, body := range info.objects {
		if m = reType0.FindStringSubmatch(body); m != nil {
			break
		}
	}
	if m == nil {
		t.Fatal("no Type0 font of VL Gothic with a subset tag")
	}
	obj := func(s string) string { k, _ := strconv.Atoi(s); return info.objects[k] }
	cid := reCIDFont.FindStringSubmatch(obj(m[2]))
	if cid == nil {
		t.Fatalf("descendant font %s: %q", m[2], obj(m[2]))
	}
	ws := strings.Fields(cid[2])
	if len(ws) != len(chars) {
		t.Fatalf("%d widths for %d characters", len(ws), len(chars))
	}
	for i, c := range chars {
		if w, ok := widths[c]; ok && ws[i] != strconv.Itoa(w) {
			t.Errorf("width of %q (CID %d) %s, want %d", c, i+1, ws[i], w)
		}
	}

	// The font program: the subset of the characters' glyphs, far smaller
	// than the font.
	file := reFontFile.FindStringSubmatch(obj(cid[1]))
	if file == nil {
		t.Fatalf("font descriptor without FontFile2: %q", obj(cid[1]))
	}
	stream := obj(file[1])
	l := reLength1.FindStringSubmatch(stream)
	if l == nil {
		t.Fatalf("font file: %q", stream[:min(80, len(stream))])
	}
	zr, err := zlib.NewReader(strings.NewReader(strings.TrimSuffix(stream[len(l[0]):], "endstream")))
	if err != nil {
		t.Fatal(err)
	}
	program, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	if strconv.Itoa(len(program)) != l[1] {
		t.Errorf("font program of %d bytes, /Length1 %s", len(program), l[1])
	}
	sub, err := ttf.Parse(program)
	if err != nil {
		t.Fatal(err)
	}
	if sub.NumGlyphs() != len(chars)+1 {
		t.Errorf("subset of %d glyphs, want %d (.notdef and one per character)", sub.NumGlyphs(), len(chars)+1)
	}
	if len(program) > len(japaneseFont())/100 {
		t.Errorf("subset of %d bytes, from a font of %d", len(program), len(japaneseFont()))
	}
	for i, c := range chars {
		if got, want := sub.Advance(uint16(i+1)), gothic().Advance(cjkGlyph(c)); got != want {
			t.Errorf("glyph %d (%q): advance %d, want %d", i+1, c, got, want)
		}
	}

	// The ToUnicode map has each character at its CID.
	tu := obj(m[3])
	for i, c := range chars {
		if want := fmt.Sprintf("\n<%04X> %s\n", i+1, pdfUTF16(string(c))); !strings.Contains(tu, want) {
			t.Errorf("ToUnicode lacks %q", want)
		}
	}
	if n := strings.Count(tu, "\n<"); n != len(chars)+1 { // and the code space
		t.Errorf("ToUnicode of %d entries, want %d", n-1, len(chars))
	}
}

// A character the font has not is drawn as the geta mark 〓, full width.
func TestGeta(t *testing.T) {
	g, ok := gothic().Glyph(geta)
	if !ok {
		t.Fatal("the font has no geta mark")
	}
	for _, c := range []rune{'𠮷', '😀', '한', '\uFFFD', 0x10FFFF} {
		if cjkGlyph(c) != g || cjkWidth(c) != 1000 {
			t.Errorf("%q: glyph %d, width %d; want the geta mark's, %d and 1000", c, cjkGlyph(c), cjkWidth(c), g)
		}
	}
	for _, c := range []rune{'解', 'ﾅ', '〓', '＃', '、'} {
		if want, _ := gothic().Glyph(c); cjkGlyph(c) != want || want == 0 {
			t.Errorf("%q: glyph %d, want its own, %d", c, cjkGlyph(c), want)
		}
	}
}

func isASCII(b []byte) bool {
	return !slices.ContainsFunc(b, func(c byte) bool { return c >= 0x80 })
}

// VL Gothic has no bold face: the Japanese runs of a bold label (the title)
// are filled and stroked, the others only filled, and the text object ends
// with the graphics state as it began.
func TestBoldJapanese(t *testing.T) {
	s := Sheet{Puzzles: pick(testPuzzles(t), p4x4), Title: "第12週", Footer: "毎週"}
	var b bytes.Buffer
	if err := PDF(&b, s); err != nil {
		t.Fatal(err)
	}
	info, err := checkPDF(b.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	content := info.objects[7] // the content of the one page
	p, _ := s.Check()
	cjk, _ := newCJKSubset(p)
	for _, tc := range []struct {
		text   string
		stroke bool
	}{
		{"第", true}, {"週", true}, // the title, 16 pt: a stroke of 0.48 pt
		{"毎週", false},
	} {
		at := strings.Index(content, cjk.show(tc.text)+" Tj")
		if at < 0 {
			t.Fatalf("%q not shown", tc.text)
		}
		before := content[:at]
		stroked := strings.LastIndex(before, "2 Tr 0.48 w\n") > strings.LastIndex(before, "0 Tr\n")
		if stroked != tc.stroke {
			t.Errorf("%q stroked %v, want %v", tc.text, stroked, tc.stroke)
		}
	}
	if !strings.Contains(content, "0 Tr\n(12) Tj") {
		t.Error("the title's digits are stroked too")
	}
	if n, m := strings.Count(content, "2 Tr"), strings.Count(content, "0 Tr"); n != 2 || m != 2 {
		t.Errorf("%d times 2 Tr, %d times 0 Tr; want 2 and 2", n, m)
	}
}
