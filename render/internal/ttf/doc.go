// Package ttf reads a TrueType font and writes subsets of it: the few
// glyphs a document uses, as a font of its own to embed in a PDF.
//
// Entry points: Parse reads a font (an sfnt with TrueType outlines, the glyf
// table; fonts with CFF outlines are refused); Font.Glyph maps a character to
// its glyph through the font's cmap, Font.Advance gives a glyph's width;
// Font.Subset writes a font of the chosen glyphs, renumbered from 1 in the
// order given, with the components of composite glyphs after them.
//
// # How it works
//
// An sfnt font is a directory of tables, each a run of big-endian bytes
// named by a four-letter tag. A subset needs few of them:
//
//	head  units per em, bounding box, whether loca holds 16 or 32-bit offsets
//	hhea  ascent, descent, and how many glyphs hmtx gives an advance of
//	maxp  the number of glyphs
//	loca  where each glyph's outline starts in glyf (one more entry: the end)
//	glyf  the outlines, copied byte for byte; a composite glyph names the
//	      glyphs it is made of, and those numbers are rewritten
//	hmtx  advance width and left side bearing of each glyph
//	cmap  characters to glyphs (read; written only for a standalone font)
//	cvt, fpgm, prep   the hinting program, copied as they are (the outlines'
//	      instructions refer to it)
//
// A subset for a PDF has no cmap: the PDF names glyphs by number (a
// CIDFontType2 font with an identity CIDToGIDMap) and carries its own map
// from glyphs back to characters. The standalone subset render embeds at
// build time keeps a cmap and the font's naming tables.
//
// Every offset read from the font is checked against the data, so a damaged
// font gives an error, never a panic.
package ttf
