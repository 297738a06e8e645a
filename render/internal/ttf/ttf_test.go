package ttf

import (
	"bytes"
	"errors"
	"os"
	"slices"
	"strings"
	"testing"
)

// gothic returns the font render embeds (VL Gothic, cut to JIS X 0208).
func gothic(t testing.TB) (*Font, []byte) {
	t.Helper()
	data, err := os.ReadFile("../../fonts/vlgothic.ttf")
	if err != nil {
		t.Fatal(err)
	}
	f, err := Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	return f, data
}

// Glyphs of the small font tiny builds: two simple ones, a composite of
// both, and a composite of that composite (scaled), which a subset must
// follow down.
const (
	tinyA = 1 + iota
	tinyB
	tinyAB
	tinyNested
)

// tiny builds a font of five glyphs with a cmap: A, B, then U+00C6 (Æ)
// for AB and U+01E2 (Ǣ) for the nested composite.
func tiny() []byte {
	simple := func(n byte) []byte {
		// A contour count of 1, a bounding box, then bytes that stand for
		// the outline: a subset copies them as they are.
		return []byte{0, 1, 0, 0, 0, 0, 0, 100, 0, 100, n, n, n, n}
	}
	ab := []byte{0xFF, 0xFF, 0, 0, 0, 0, 0, 200, 0, 100,
		0, argsAreWords | moreComponents, 0, tinyA, 0, 0, 0, 0, // A at (0, 0)
		0, haveScale, 0, tinyB, 100, 0, 0x40, 0} // B at (100, 0), scale 1.0
	nested := []byte{0xFF, 0xFF, 0, 0, 0, 0, 0, 200, 0, 100,
		0, haveTwoByTwo, 0, tinyAB, 0, 0, 0x40, 0, 0, 0, 0, 0, 0x40, 0}
	glyphs := [][]byte{simple(0), simple('A'), simple('B'), ab, nested}
	var glyf, loca, hmtx []byte
	for i, g := range glyphs {
		loca = be.AppendUint32(loca, uint32(len(glyf)))
		glyf = append(glyf, g...)
		for len(glyf)%4 != 0 {
			glyf = append(glyf, 0)
		}
		hmtx = be.AppendUint16(hmtx, uint16(500+100*i))
		hmtx = be.AppendUint16(hmtx, uint16(i))
	}
	loca = be.AppendUint32(loca, uint32(len(glyf)))
	head := make([]byte, 54)
	be.PutUint32(head, 0x00010000)
	be.PutUint16(head[18:], 1000) // units per em
	be.PutUint16(head[50:], 1)    // 32-bit loca
	hhea := make([]byte, 36)
	be.PutUint16(hhea[4:], 800)
	be.PutUint16(hhea[6:], 0xFF38) // -200
	be.PutUint16(hhea[34:], uint16(len(glyphs)))
	maxp := []byte{0, 0, 0x50, 0, 0, byte(len(glyphs))} // version 0.5
	cmap := writeCmap(map[rune]uint16{'A': tinyA, 'B': tinyB, 'Æ': tinyAB, 'Ǣ': tinyNested})
	return writeFont(map[string][]byte{"head": head, "hhea": hhea, "maxp": maxp,
		"hmtx": hmtx, "loca": loca, "glyf": glyf, "cmap": cmap})
}

func TestParse(t *testing.T) {
	f, _ := gothic(t)
	if f.NumGlyphs() != 6985 || f.UnitsPerEm() != 1000 {
		t.Errorf("%d glyphs, %d units per em; want 6985 (6,984 and .notdef), 1000", f.NumGlyphs(), f.UnitsPerEm())
	}
	for _, tc := range []struct {
		r       rune
		ok      bool
		advance int
	}{
		{'解', true, 1000},
		{'ナ', true, 1000},
		{'ﾅ', true, 500}, // half-width katakana
		{'〓', true, 1000},
		{'Ａ', true, 1000},
		{'A', false, 0}, // Latin is set in Helvetica: not in the subset
		{'𠮷', false, 0}, // outside JIS X 0208
		{-1, false, 0},
	} {
		g, ok := f.Glyph(tc.r)
		if ok != tc.ok || ok && f.Advance(g) != tc.advance {
			t.Errorf("Glyph(%q) = %d, %v, advance %d; want found %v, advance %d", tc.r, g, ok, f.Advance(g), tc.ok, tc.advance)
		}
	}
	if m := f.Metrics(); m.Ascent <= 0 || m.Descent >= 0 || m.YMax < m.Ascent/2 || m.CapHeight <= 0 {
		t.Errorf("metrics %+v", m)
	}
	if rs := f.Runes(); len(rs) != 6984 || !slices.IsSorted(rs) {
		t.Errorf("%d characters, sorted %v; want 6984", len(rs), slices.IsSorted(rs))
	}

	// A format 4 cmap (the BMP) reads as the format 12 one does.
	cmap := f.tables["cmap"]
	for _, tc := range []struct {
		name string
		sub  []byte
	}{
		{"delta", []byte{0, 4, 0, 32, 0, 0, 0, 4, 0, 4, 0, 1, 0, 0,
			0x30, 0x42, 0xFF, 0xFF, 0, 0, 0x30, 0x41, 0xFF, 0xFF, 0xD0, 0x01, 0, 1, 0, 0, 0, 0}},
		{"array", []byte{0, 4, 0, 36, 0, 0, 0, 4, 0, 4, 0, 1, 0, 0,
			0x30, 0x42, 0xFF, 0xFF, 0, 0, 0x30, 0x41, 0xFF, 0xFF, 0, 0, 0, 1, 0, 4, 0, 0, 0, 9, 0, 7}},
	} {
		f.tables["cmap"] = append([]byte{0, 0, 0, 1, 0, 3, 0, 1, 0, 0, 0, 12}, tc.sub...)
		f.cmap = nil
		if err := f.parseCmap(); err != nil {
			t.Fatalf("format 4, %s: %v", tc.name, err)
		}
		a, _ := f.Glyph('ぁ')
		b, _ := f.Glyph('あ')
		_, c := f.Glyph('い')
		want := map[string][2]uint16{"delta": {0x3041 + 0xD001 - 0x10000, 0x3042 + 0xD001 - 0x10000}, "array": {9, 7}}[tc.name]
		if a != want[0] || b != want[1] || c {
			t.Errorf("format 4, %s: glyphs %d, %d, %v; want %d, %d, false", tc.name, a, b, c, want[0], want[1])
		}
	}
	f.tables["cmap"] = cmap
}

// Damaged fonts give ErrFormat with the fault, never a panic.
func TestParseErrors(t *testing.T) {
	good := tiny()
	dir := func(tag string) int { return 12 + 16*bytes.Index(good[12:12+16*7], []byte(tag))/16 }
	for _, tc := range []struct {
		name   string
		change func(b []byte) []byte
		want   string
	}{
		{"empty", func(b []byte) []byte { return nil }, "0 bytes"},
		{"CFF outlines", func(b []byte) []byte { copy(b, "OTTO"); return b }, "not TrueType outlines"},
		{"directory cut", func(b []byte) []byte { return b[:40] }, "directory of 7 tables"},
		{"table past the end", func(b []byte) []byte { be.PutUint32(b[dir("glyf")+12:], 1<<30); return b }, `table "glyf"`},
		{"no glyf", func(b []byte) []byte { copy(b[dir("glyf"):], "glyx"); return b }, `no "glyf" table`},
		{"no glyphs", func(b []byte) []byte {
			be.PutUint16(b[be.Uint32(b[dir("maxp")+8:])+4:], 0)
			return b
		}, "0 glyphs"},
		{"loca out of order", func(b []byte) []byte {
			be.PutUint32(b[be.Uint32(b[dir("loca")+8:])+8:], 1<<20)
			return b
		}, "loca: glyph 2"},
		{"cmap of another format", func(b []byte) []byte {
			be.PutUint16(b[be.Uint32(b[dir("cmap")+8:])+12:], 6)
			return b
		}, "no Unicode subtable"},
		// Regressions
		{"a cmap group past the last character", func(b []byte) []byte {
			be.PutUint32(b[be.Uint32(b[dir("cmap")+8:])+12+16+4:], 0x110000)
			return b
		}, "group 0 from 0x41 to 0x110000"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse(tc.change(tiny()))
			if !errors.Is(err, ErrFormat) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Parse: %v; want ErrFormat, %q", err, tc.want)
			}
		})
	}
}

// A subset holds exactly the glyphs asked for, numbered from 1 in the order
// given, with the components of composite glyphs after them; every glyph
// keeps its outline and its advance.
func TestSubset(t *testing.T) {
	real, _ := gothic(t)
	small, err := Parse(tiny())
	if err != nil {
		t.Fatal(err)
	}
	glyphsOf := func(f *Font, text string) []uint16 {
		var gs []uint16
		for _, r := range text {
			g, _ := f.Glyph(r)
			gs = append(gs, g)
		}
		return gs
	}
	for _, tc := range []struct {
		name   string
		font   *Font
		glyphs []uint16
		from   []uint16 // the glyph of the font each glyph of the subset is, .notdef first
		cmap   map[rune]uint16
	}{
		{name: "kana and kanji", font: real, glyphs: glyphsOf(real, "解答ナンプレ")},
		{name: "a glyph twice", font: real, glyphs: glyphsOf(real, "第〓12〓週")},
		{name: "nothing", font: real},
		{name: "simple glyphs", font: small, glyphs: []uint16{tinyB, tinyA}, from: []uint16{0, tinyB, tinyA}},
		{name: "composite", font: small, glyphs: []uint16{tinyAB}, from: []uint16{0, tinyAB, tinyA, tinyB}},
		{name: "composite and a component", font: small, glyphs: []uint16{tinyB, tinyAB}, from: []uint16{0, tinyB, tinyAB, tinyA}},
		{name: "nested composite", font: small, glyphs: []uint16{tinyNested}, from: []uint16{0, tinyNested, tinyAB, tinyA, tinyB}},
		{name: "standalone", font: small, glyphs: []uint16{tinyNested, tinyB}, from: []uint16{0, tinyNested, tinyB, tinyAB, tinyA},
			cmap: map[rune]uint16{'Ǣ': 1, 'B': 2, 'Æ': 3, 'A': 4}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.from == nil {
				tc.from = append([]uint16{0}, tc.glyphs...)
			}
			data, err := tc.font.Subset(tc.glyphs, tc.cmap)
			if err != nil {
				t.Fatal(err)
			}
			if sum := checksum(data); sum != 0xB1B0AFBA {
				t.Errorf("font checksum %#x, want 0xB1B0AFBA", sum)
			}
			sub, err := Parse(data)
			if err != nil {
				t.Fatal(err)
			}
			if sub.NumGlyphs() != len(tc.from) {
				t.Fatalf("%d glyphs, want %d", sub.NumGlyphs(), len(tc.from))
			}
			got, want := sub.Metrics(), tc.font.Metrics()
			if tc.cmap == nil {
				got.CapHeight, want.CapHeight = 0, 0 // from OS/2, which only a standalone font keeps
			}
			if got != want || sub.UnitsPerEm() != tc.font.UnitsPerEm() {
				t.Errorf("metrics %+v, want %+v", got, want)
			}
			checkGlyphs(t, tc.font, sub, tc.from)
			for r, want := range tc.cmap {
				if g, ok := sub.Glyph(r); g != want || !ok {
					t.Errorf("Glyph(%q) = %d, %v; want %d", r, g, ok, want)
				}
			}
			if tc.cmap == nil && len(sub.Runes()) != 0 {
				t.Errorf("a subset without cmap maps %q", sub.Runes())
			}
		})
	}
}

// checkGlyphs checks that glyph i of sub is glyph from[i] of f: the same
// advance and outline, the components of a composite renumbered.
func checkGlyphs(t *testing.T, f, sub *Font, from []uint16) {
	t.Helper()
	for i, g := range from {
		got, want := sub.glyph(uint16(i)), slices.Clone(f.glyph(g))
		if sub.Advance(uint16(i)) != f.Advance(g) || sub.leftSideBearing(uint16(i)) != f.leftSideBearing(g) {
			t.Errorf("glyph %d (%d): advance %d, bearing %d; want %d, %d", i, g,
				sub.Advance(uint16(i)), sub.leftSideBearing(uint16(i)), f.Advance(g), f.leftSideBearing(g))
		}
		at, _ := components(want)
		for _, a := range at {
			c := be.Uint16(want[a:])
			if k := slices.Index(from, c); k >= 0 {
				be.PutUint16(want[a:], uint16(k))
			} else {
				t.Errorf("glyph %d (%d): component %d left out", i, g, c)
			}
		}
		if !bytes.Equal(bytes.TrimRight(got, "\x00"), bytes.TrimRight(want, "\x00")) {
			t.Errorf("glyph %d (%d): outline % x, want % x", i, g, got, want)
		}
	}
}

func TestSubsetErrors(t *testing.T) {
	small, _ := Parse(tiny())
	if _, err := small.Subset([]uint16{5}, nil); !errors.Is(err, ErrFormat) || !strings.Contains(err.Error(), "no glyph 5") {
		t.Errorf("a glyph past the font: %v", err)
	}
	if _, err := small.Subset([]uint16{1}, map[rune]uint16{'A': 2}); !errors.Is(err, ErrFormat) {
		t.Errorf("a cmap to a glyph past the subset: %v", err)
	}
	cut := tiny()
	f, _ := Parse(cut)
	ab := f.glyph(tinyAB)
	be.PutUint16(ab[18:], moreComponents|argsAreWords|haveTwoByTwo) // runs past the glyph, and announces a third
	if _, err := f.Subset([]uint16{tinyAB}, nil); !errors.Is(err, ErrFormat) || !strings.Contains(err.Error(), "cut short") {
		t.Errorf("a composite glyph cut short: %v", err)
	}
}
