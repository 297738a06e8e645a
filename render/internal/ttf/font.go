package ttf

import (
	"encoding/binary"
	"errors"
	"fmt"
)

// A Font is a parsed TrueType font. Its tables are slices of the data given
// to Parse, which must not change afterwards.
type Font struct {
	tables      map[string][]byte
	numGlyphs   int
	numHMetrics int      // glyphs from this one on share the last advance
	loca        []uint32 // numGlyphs+1 offsets into glyf, increasing
	cmap        []group  // sorted by first character; none without a cmap table
}

// A group maps the characters first ... last to consecutive glyphs from
// glyph on (a cmap format 12 group; format 4 segments become groups too).
type group struct {
	first, last rune
	glyph       uint32
}

var be = binary.BigEndian

// ErrFormat is the error of every font this package cannot read; the
// message that wraps it says what is wrong.
var ErrFormat = errors.New("ttf: not a TrueType font it can read")

func formatError(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrFormat, fmt.Sprintf(format, args...))
}

// Parse reads the table directory of data and the tables Glyph, Advance and
// Subset need.
func Parse(data []byte) (*Font, error) {
	if len(data) < 12 {
		return nil, formatError("%d bytes, shorter than a table directory", len(data))
	}
	if v := be.Uint32(data); v != 0x00010000 && v != 0x74727565 { // 1.0 or "true"
		return nil, formatError("sfnt version %#08x: not TrueType outlines", v)
	}
	f := &Font{tables: map[string][]byte{}}
	n := int(be.Uint16(data[4:]))
	if len(data) < 12+16*n {
		return nil, formatError("directory of %d tables in %d bytes", n, len(data))
	}
	for i := range n {
		rec := data[12+16*i:]
		tag := string(rec[:4])
		off, length := uint64(be.Uint32(rec[8:])), uint64(be.Uint32(rec[12:]))
		if off+length > uint64(len(data)) {
			return nil, formatError("table %q at %d, %d bytes long, past the end (%d)", tag, off, length, len(data))
		}
		f.tables[tag] = data[off : off+length]
	}
	for _, tag := range []string{"head", "hhea", "maxp", "hmtx", "loca", "glyf"} {
		if f.tables[tag] == nil {
			return nil, formatError("no %q table", tag)
		}
	}
	head, hhea, maxp := f.tables["head"], f.tables["hhea"], f.tables["maxp"]
	if len(head) < 54 || len(hhea) < 36 || len(maxp) < 6 {
		return nil, formatError("head, hhea or maxp too short")
	}
	f.numGlyphs = int(be.Uint16(maxp[4:]))
	f.numHMetrics = int(be.Uint16(hhea[34:]))
	if f.numGlyphs == 0 || f.numHMetrics == 0 || f.numHMetrics > f.numGlyphs {
		return nil, formatError("%d glyphs, %d advances", f.numGlyphs, f.numHMetrics)
	}
	if len(f.tables["hmtx"]) < 4*f.numHMetrics+2*(f.numGlyphs-f.numHMetrics) {
		return nil, formatError("hmtx of %d bytes for %d glyphs", len(f.tables["hmtx"]), f.numGlyphs)
	}
	if err := f.parseLoca(be.Uint16(head[50:]) == 1); err != nil {
		return nil, err
	}
	if f.tables["cmap"] != nil { // a subset for a PDF has none
		if err := f.parseCmap(); err != nil {
			return nil, err
		}
	}
	return f, nil
}

// parseLoca reads the glyph offsets, 16-bit (halved) or 32-bit.
func (f *Font) parseLoca(long bool) error {
	loca, glyf := f.tables["loca"], f.tables["glyf"]
	size := 2
	if long {
		size = 4
	}
	if len(loca) < size*(f.numGlyphs+1) {
		return formatError("loca of %d bytes for %d glyphs", len(loca), f.numGlyphs)
	}
	f.loca = make([]uint32, f.numGlyphs+1)
	for i := range f.loca {
		if long {
			f.loca[i] = be.Uint32(loca[4*i:])
		} else {
			f.loca[i] = 2 * uint32(be.Uint16(loca[2*i:]))
		}
		if i > 0 && f.loca[i] < f.loca[i-1] || f.loca[i] > uint32(len(glyf)) {
			return formatError("loca: glyph %d at %d, out of order or past glyf (%d bytes)", i, f.loca[i], len(glyf))
		}
	}
	return nil
}

// NumGlyphs is the number of glyphs of the font, glyph 0 (.notdef) included.
func (f *Font) NumGlyphs() int { return f.numGlyphs }

// UnitsPerEm is the size of the em square in the font's units, the unit of
// Advance and Metrics.
func (f *Font) UnitsPerEm() int { return int(be.Uint16(f.tables["head"][18:])) }

// Advance is the advance width of glyph g, in font units; 0 for a glyph the
// font has not.
func (f *Font) Advance(g uint16) int {
	if int(g) >= f.numGlyphs {
		return 0
	}
	i := min(int(g), f.numHMetrics-1)
	return int(be.Uint16(f.tables["hmtx"][4*i:]))
}

// Metrics are the font-wide measures a PDF font descriptor gives, in font
// units.
type Metrics struct {
	XMin, YMin, XMax, YMax int // the bounding box of all glyphs
	Ascent, Descent        int // above (positive) and below (negative) the baseline
	CapHeight              int // OS/2's, or the ascent when the font has none
}

// Metrics returns the font's measures from head, hhea and OS/2.
func (f *Font) Metrics() Metrics {
	head, hhea := f.tables["head"], f.tables["hhea"]
	s := func(b []byte, at int) int { return int(int16(be.Uint16(b[at:]))) }
	m := Metrics{
		XMin: s(head, 36), YMin: s(head, 38), XMax: s(head, 40), YMax: s(head, 42),
		Ascent: s(hhea, 4), Descent: s(hhea, 6),
	}
	m.CapHeight = m.Ascent
	if os2 := f.tables["OS/2"]; len(os2) >= 90 && be.Uint16(os2) >= 2 {
		m.CapHeight = s(os2, 88)
	}
	return m
}

// glyph returns the outline of glyph g in glyf, empty for a glyph without
// one (a space).
func (f *Font) glyph(g uint16) []byte {
	return f.tables["glyf"][f.loca[g]:f.loca[g+1]]
}
