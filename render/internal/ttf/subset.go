package ttf

import "slices"

// Subset writes a font of some of f's glyphs, renumbered: its glyph 0 is
// f's .notdef, its glyph i (from 1) is f's glyph glyphs[i-1], and after them
// come the glyphs that composite glyphs among these are made of, when
// glyphs does not list them. A glyph listed twice (two characters drawn
// alike) is copied twice, so that each keeps a number of its own.
//
// cmap, when not nil, maps characters to glyphs of the subset and makes it
// a standalone font, one that a system or a program can load: it then also
// keeps f's OS/2, name and gasp tables, and a post table without glyph
// names. Without it the subset has only what a PDF reader needs.
func (f *Font) Subset(glyphs []uint16, cmap map[rune]uint16) ([]byte, error) {
	order := append([]uint16{0}, glyphs...)
	first := map[uint16]uint16{} // each glyph of f: its first number in the subset
	for i, g := range order {
		if int(g) >= f.numGlyphs {
			return nil, formatError("subset: no glyph %d (the font has %d)", g, f.numGlyphs)
		}
		if _, ok := first[g]; !ok {
			first[g] = uint16(i)
		}
	}
	// Components come last; a component may be composite too, and is then
	// walked in its turn. Each glyph is added once, so a cycle ends.
	for i := 0; i < len(order); i++ {
		glyph := f.glyph(order[i])
		at, err := components(glyph)
		if err != nil {
			return nil, err
		}
		for _, a := range at {
			c := be.Uint16(glyph[a:])
			if _, ok := first[c]; !ok && int(c) < f.numGlyphs {
				first[c] = uint16(len(order))
				order = append(order, c)
			}
		}
		if len(order) > 0xFFFF {
			return nil, formatError("subset of more than 65535 glyphs")
		}
	}

	var glyf, loca, hmtx []byte
	for _, g := range order {
		loca = be.AppendUint32(loca, uint32(len(glyf)))
		start := len(glyf)
		glyf = append(glyf, f.glyph(g)...)
		at, _ := components(glyf[start:]) // read above without error
		for _, a := range at {
			// A component the font has not becomes .notdef.
			be.PutUint16(glyf[start+a:], first[be.Uint16(glyf[start+a:])])
		}
		for len(glyf)%4 != 0 {
			glyf = append(glyf, 0)
		}
		hmtx = be.AppendUint16(hmtx, uint16(f.Advance(g)))
		hmtx = be.AppendUint16(hmtx, f.leftSideBearing(g))
	}
	loca = be.AppendUint32(loca, uint32(len(glyf)))

	head := slices.Clone(f.tables["head"])
	be.PutUint32(head[8:], 0)  // checkSumAdjustment, set by writeFont
	be.PutUint16(head[50:], 1) // 32-bit loca
	hhea := slices.Clone(f.tables["hhea"])
	be.PutUint16(hhea[34:], uint16(len(order)))
	maxp := slices.Clone(f.tables["maxp"])
	be.PutUint16(maxp[4:], uint16(len(order)))
	tables := map[string][]byte{"head": head, "hhea": hhea, "maxp": maxp, "hmtx": hmtx, "loca": loca, "glyf": glyf}
	keep := []string{"cvt ", "fpgm", "prep"}
	if cmap != nil {
		for r, g := range cmap {
			if int(g) >= len(order) {
				return nil, formatError("subset: character %U mapped to glyph %d of %d", r, g, len(order))
			}
		}
		tables["cmap"] = writeCmap(cmap)
		keep = append(keep, "OS/2", "name", "gasp")
		if post := f.tables["post"]; len(post) >= 32 {
			post = slices.Clone(post[:32])
			be.PutUint32(post, 0x00030000) // version 3: no glyph names
			tables["post"] = post
		}
	}
	for _, tag := range keep {
		if t := f.tables[tag]; t != nil {
			tables[tag] = t
		}
	}
	return writeFont(tables), nil
}

// leftSideBearing is the left side bearing of glyph g from hmtx: after the
// pairs of advance and bearing come bearings alone.
func (f *Font) leftSideBearing(g uint16) uint16 {
	hmtx := f.tables["hmtx"]
	if int(g) < f.numHMetrics {
		return be.Uint16(hmtx[4*int(g)+2:])
	}
	return be.Uint16(hmtx[4*f.numHMetrics+2*(int(g)-f.numHMetrics):])
}

// Flags of a component of a composite glyph: they say how long its record
// is and whether another follows.
const (
	argsAreWords   = 0x0001
	haveScale      = 0x0008
	moreComponents = 0x0020
	haveXYScale    = 0x0040
	haveTwoByTwo   = 0x0080
)

// components returns where the glyph numbers of the components of a
// composite glyph are in its data. A simple glyph (contours of its own) has
// no components.
func components(glyph []byte) ([]int, error) {
	if len(glyph) < 10 || int16(be.Uint16(glyph)) >= 0 {
		return nil, nil
	}
	var found []int
	at := 10 // after the header: contour count and bounding box
	for {
		if at+4 > len(glyph) {
			return nil, formatError("composite glyph cut short")
		}
		flags := be.Uint16(glyph[at:])
		found = append(found, at+2)
		at += 4 + 2 // flags, glyph, two byte-sized arguments
		if flags&argsAreWords != 0 {
			at += 2
		}
		switch {
		case flags&haveScale != 0:
			at += 2
		case flags&haveXYScale != 0:
			at += 4
		case flags&haveTwoByTwo != 0:
			at += 8
		}
		if flags&moreComponents == 0 {
			return found, nil
		}
	}
}
