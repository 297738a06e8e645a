package ttf

import (
	"maps"
	"slices"
	"sort"
)

// parseCmap reads the font's Unicode map: a format 12 subtable (all of
// Unicode) if it has one, else a format 4 (the BMP), both of the Unicode
// (0) or Windows Unicode (3) platform.
func (f *Font) parseCmap() error {
	cmap := f.tables["cmap"]
	if len(cmap) < 4 {
		return formatError("cmap too short")
	}
	n := int(be.Uint16(cmap[2:]))
	if len(cmap) < 4+8*n {
		return formatError("cmap of %d subtables in %d bytes", n, len(cmap))
	}
	var fmt4 []byte
	for i := range n {
		rec := cmap[4+8*i:]
		platform, off := be.Uint16(rec), be.Uint32(rec[4:])
		if platform != 0 && platform != 3 || off > uint32(len(cmap))-2 {
			continue
		}
		sub := cmap[off:]
		switch be.Uint16(sub) {
		case 12:
			return f.parseFormat12(sub)
		case 4:
			if fmt4 == nil {
				fmt4 = sub
			}
		}
	}
	if fmt4 == nil {
		return formatError("cmap: no Unicode subtable of format 4 or 12")
	}
	return f.parseFormat4(fmt4)
}

// parseFormat12 reads groups of consecutive characters and glyphs.
func (f *Font) parseFormat12(sub []byte) error {
	if len(sub) < 16 {
		return formatError("cmap format 12 too short")
	}
	n := uint64(be.Uint32(sub[12:]))
	if uint64(len(sub)) < 16+12*n {
		return formatError("cmap format 12: %d groups in %d bytes", n, len(sub))
	}
	f.cmap = make([]group, n)
	for i := range f.cmap {
		g := sub[16+12*i:]
		first, last := be.Uint32(g), be.Uint32(g[4:])
		if first > last || last > 0x10FFFF {
			return formatError("cmap format 12: group %d from %#x to %#x", i, first, last)
		}
		f.cmap[i] = group{rune(first), rune(last), be.Uint32(g[8:])}
	}
	sort.Slice(f.cmap, func(i, j int) bool { return f.cmap[i].first < f.cmap[j].first })
	return nil
}

// parseFormat4 reads segments of BMP characters. A segment either adds a
// delta to each character, or looks each one up in an array; both become
// groups.
func (f *Font) parseFormat4(sub []byte) error {
	if len(sub) < 14 {
		return formatError("cmap format 4 too short")
	}
	segs := int(be.Uint16(sub[6:])) / 2
	if len(sub) < 16+8*segs {
		return formatError("cmap format 4: %d segments in %d bytes", segs, len(sub))
	}
	ends, starts := sub[14:], sub[16+2*segs:]
	deltas, ranges := sub[16+4*segs:], sub[16+6*segs:]
	for i := range segs {
		start, end := rune(be.Uint16(starts[2*i:])), rune(be.Uint16(ends[2*i:]))
		delta, rng := be.Uint16(deltas[2*i:]), int(be.Uint16(ranges[2*i:]))
		for c := start; c <= end && c != 0xFFFF; c++ {
			g := uint16(c) + delta
			if rng != 0 {
				// The offset counts from the idRangeOffset word itself.
				at := 16 + 6*segs + 2*i + rng + 2*int(c-start)
				if at+2 > len(sub) {
					return formatError("cmap format 4: segment %d points past the table", i)
				}
				if g = be.Uint16(sub[at:]); g != 0 {
					g += delta
				}
			}
			if g == 0 {
				continue
			}
			if k := len(f.cmap) - 1; k >= 0 && f.cmap[k].last == c-1 && f.cmap[k].glyph+uint32(c-f.cmap[k].first) == uint32(g) {
				f.cmap[k].last = c
				continue
			}
			f.cmap = append(f.cmap, group{c, c, uint32(g)})
		}
	}
	sort.Slice(f.cmap, func(i, j int) bool { return f.cmap[i].first < f.cmap[j].first })
	return nil
}

// Glyph returns the glyph of character r, and false when the font has none.
func (f *Font) Glyph(r rune) (uint16, bool) {
	i := sort.Search(len(f.cmap), func(i int) bool { return f.cmap[i].last >= r })
	if i == len(f.cmap) || f.cmap[i].first > r {
		return 0, false
	}
	g := f.cmap[i].glyph + uint32(r-f.cmap[i].first)
	if g == 0 || g >= uint32(f.numGlyphs) {
		return 0, false
	}
	return uint16(g), true
}

// Runes returns every character the font maps to a glyph, in order.
func (f *Font) Runes() []rune {
	var rs []rune
	for _, g := range f.cmap {
		for r := g.first; r <= g.last; r++ {
			if _, ok := f.Glyph(r); ok {
				rs = append(rs, r)
			}
		}
	}
	return slices.Compact(rs)
}

// writeCmap writes a cmap of one format 12 subtable (Windows, Unicode full
// repertoire) mapping each character of m to its glyph.
func writeCmap(m map[rune]uint16) []byte {
	var groups []group
	for _, r := range slices.Sorted(maps.Keys(m)) {
		g := uint32(m[r])
		if k := len(groups) - 1; k >= 0 && groups[k].last == r-1 && groups[k].glyph+uint32(r-groups[k].first) == g {
			groups[k].last = r
			continue
		}
		groups = append(groups, group{r, r, g})
	}
	length := 16 + 12*len(groups)
	b := make([]byte, 0, 12+length)
	b = be.AppendUint16(b, 0)  // version
	b = be.AppendUint16(b, 1)  // one subtable
	b = be.AppendUint16(b, 3)  // Windows
	b = be.AppendUint16(b, 10) // Unicode full repertoire
	b = be.AppendUint32(b, 12) // the subtable follows
	b = be.AppendUint16(b, 12)
	b = be.AppendUint16(b, 0)
	b = be.AppendUint32(b, uint32(length))
	b = be.AppendUint32(b, 0) // language
	b = be.AppendUint32(b, uint32(len(groups)))
	for _, g := range groups {
		b = be.AppendUint32(b, uint32(g.first))
		b = be.AppendUint32(b, uint32(g.last))
		b = be.AppendUint32(b, g.glyph)
	}
	return b
}
