package scan

import (
	"bufio"
	"errors"
	"fmt"
	"image"
	"image/color"
	"io"
)

// Binary PGM ("P5", netpbm's gray map): the one format the WebAssembly
// build reads. There the page's worker decodes the photo with the
// browser's own decoders (any format the browser reads) and hands over a
// PGM of its green channel, the gray the reader looks at (lum8); Go's JPEG
// and PNG decoders, 0.3 MB of the WebAssembly file, stay out of it
// (formats.go). The native builds read it too.

func init() {
	image.RegisterFormat("pgm", "P5", decodePGM, decodePGMConfig)
}

// errPGM is what a header that is not a binary PGM's gives.
var errPGM = errors.New("pgm: bad header")

// readPGMHeader reads a header: "P5", the width, the height and the
// largest gray value (1 to 255), separated by white space and comments
// (from # to the end of the line), then one white space character.
func readPGMHeader(r *bufio.Reader) (w, h, maxval int, err error) {
	magic := make([]byte, 2)
	if _, err := io.ReadFull(r, magic); err != nil || string(magic) != "P5" {
		return 0, 0, 0, errPGM
	}
	var v [3]int
	for i := range v {
		if v[i], err = pgmNumber(r); err != nil {
			return 0, 0, 0, err
		}
	}
	w, h, maxval = v[0], v[1], v[2]
	if w <= 0 || h <= 0 || maxval <= 0 || maxval > 255 {
		return 0, 0, 0, fmt.Errorf("pgm: %dx%d pixels of up to %d: not an 8-bit gray map", w, h, maxval)
	}
	// The one white space character after the largest value.
	if _, err := r.ReadByte(); err != nil {
		return 0, 0, 0, io.ErrUnexpectedEOF
	}
	return w, h, maxval, nil
}

// pgmNumber reads a decimal number after white space and comments.
func pgmNumber(r *bufio.Reader) (int, error) {
	b, err := r.ReadByte()
	for err == nil && (b == '#' || isPGMSpace(b)) {
		if b == '#' {
			err = skipLine(r)
		}
		if err == nil {
			b, err = r.ReadByte()
		}
	}
	if err != nil {
		return 0, io.ErrUnexpectedEOF
	}
	n, digits := 0, 0
	for ; err == nil && b >= '0' && b <= '9'; b, err = r.ReadByte() {
		if n > 1<<24 {
			return 0, errPGM // far beyond MaxPixels on any side
		}
		n, digits = n*10+int(b-'0'), digits+1
	}
	if digits == 0 {
		return 0, errPGM
	}
	if err == nil {
		r.UnreadByte()
	}
	return n, nil
}

// isPGMSpace reports whether b is white space in a PGM header.
func isPGMSpace(b byte) bool {
	return b == ' ' || b == '\t' || b == '\n' || b == '\r' || b == '\v' || b == '\f'
}

// skipLine reads up to the end of the line, however long.
func skipLine(r *bufio.Reader) error {
	for {
		_, err := r.ReadSlice('\n')
		if err != bufio.ErrBufferFull {
			return err
		}
	}
}

func decodePGMConfig(r io.Reader) (image.Config, error) {
	w, h, _, err := readPGMHeader(bufio.NewReader(r))
	if err != nil {
		return image.Config{}, err
	}
	return image.Config{ColorModel: color.GrayModel, Width: w, Height: h}, nil
}

func decodePGM(r io.Reader) (image.Image, error) {
	br := bufio.NewReader(r)
	w, h, maxval, err := readPGMHeader(br)
	if err != nil {
		return nil, err
	}
	// Decode has checked the size already, but image.Decode reaches this
	// without it (the training command's), and the header alone sets the
	// allocation below.
	if w*h > MaxPixels {
		return nil, fmt.Errorf("pgm: %dx%d pixels are more than %d MP", w, h, MaxPixels>>20)
	}
	img := image.NewGray(image.Rect(0, 0, w, h))
	if _, err := io.ReadFull(br, img.Pix); err != nil {
		return nil, io.ErrUnexpectedEOF
	}
	if maxval != 255 {
		for i, v := range img.Pix {
			img.Pix[i] = uint8(min(int(v), maxval) * 255 / maxval)
		}
	}
	return img, nil
}
