// Command fontsubset writes the Japanese font that render embeds: the
// glyphs of VL Gothic (Debian's fonts-vlgothic) for the characters of JIS
// X 0208 (kana, the 6,355 kanji, full-width letters and digits, symbols)
// and the blocks Japanese text draws from (CJK punctuation, hiragana,
// katakana, half- and full-width forms), as a standalone TrueType font.
// render runs it through go generate; the font it writes is committed, so
// that neither the tests nor the build need the Debian packages.
//
// JIS X 0208's characters are read from glibc's EUC-JP charmap (Debian's
// locales package): its two-byte codes, 0xA1A1 to 0xFEFE, are JIS X 0208.
//
// Usage:
//
//	go run ./internal/fontsubset [-font TTF] [-charmap EUC-JP.gz] [-o OUT]
package main

import (
	"bufio"
	"compress/gzip"
	"flag"
	"fmt"
	"io"
	"os"
	"regexp"
	"slices"
	"strconv"

	"github.com/nanpure/nanpure/render/internal/ttf"
)

func main() {
	font := flag.String("font", "/usr/share/fonts/truetype/vlgothic/VL-Gothic-Regular.ttf", "the TrueType font to subset")
	charmap := flag.String("charmap", "/usr/share/i18n/charmaps/EUC-JP.gz", "glibc's EUC-JP charmap, for the characters of JIS X 0208")
	out := flag.String("o", "fonts/vlgothic.ttf", "the subset to write")
	flag.Parse()
	if err := run(*font, *charmap, *out); err != nil {
		fmt.Fprintln(os.Stderr, "fontsubset:", err)
		os.Exit(1)
	}
}

func run(fontPath, charmapPath, out string) error {
	data, err := os.ReadFile(fontPath)
	if err != nil {
		return err
	}
	f, err := ttf.Parse(data)
	if err != nil {
		return fmt.Errorf("%s: %w", fontPath, err)
	}
	chars, err := jisX0208(charmapPath)
	if err != nil {
		return err
	}
	for _, block := range [][2]rune{
		{0x3000, 0x303F}, // CJK symbols and punctuation
		{0x3040, 0x309F}, // hiragana
		{0x30A0, 0x30FF}, // katakana
		{0xFF01, 0xFFEF}, // half-width and full-width forms
	} {
		for r := block[0]; r <= block[1]; r++ {
			chars = append(chars, r)
		}
	}
	slices.Sort(chars)
	chars = slices.Compact(chars)

	// The glyphs keep the font's order; each character maps to its glyph's
	// new number.
	glyphOf := map[rune]uint16{}
	var glyphs []uint16
	missing := 0
	for _, r := range chars {
		g, ok := f.Glyph(r)
		if !ok {
			missing++
			continue
		}
		glyphOf[r] = g
		glyphs = append(glyphs, g)
	}
	slices.Sort(glyphs)
	glyphs = slices.Compact(glyphs)
	cmap := map[rune]uint16{}
	for r, g := range glyphOf {
		i, _ := slices.BinarySearch(glyphs, g)
		cmap[r] = uint16(i + 1)
	}
	sub, err := f.Subset(glyphs, cmap)
	if err != nil {
		return err
	}
	if err := os.WriteFile(out, sub, 0o644); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "fontsubset: %s: %d characters (%d not in the font), %d glyphs, %d bytes of %d\n",
		out, len(cmap), missing, len(glyphs), len(sub), len(data))
	return nil
}

// A charmap line of a two-byte EUC-JP code: "<U4E9C>     /xb0/xa1  <CJK>".
var reTwoBytes = regexp.MustCompile(`^<U([0-9A-F]{4,6})>\s+/x([a-f][0-9a-f])/x([a-f][0-9a-f])\s`)

// jisX0208 returns the characters of the two-byte codes of the charmap.
func jisX0208(path string) ([]rune, error) {
	file, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer file.Close()
	var r io.Reader = file
	if gz, err := gzip.NewReader(file); err == nil {
		r = gz
	} else if _, err := file.Seek(0, io.SeekStart); err != nil {
		return nil, err
	}
	var chars []rune
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		m := reTwoBytes.FindStringSubmatch(sc.Text())
		if m == nil || m[2] < "a1" || m[3] < "a1" { // 0x8E: half-width kana, not JIS X 0208
			continue
		}
		c, _ := strconv.ParseUint(m[1], 16, 32)
		chars = append(chars, rune(c))
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(chars) < 6000 {
		return nil, fmt.Errorf("%s: %d two-byte characters, not the EUC-JP charmap", path, len(chars))
	}
	return chars, nil
}
