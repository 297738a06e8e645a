package scan

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"io"
	"strings"
)

// Limits of Decode: a 12 MP photo is some 5 MB and decodes to 18 MB; these
// are ten times that, so that one image cannot take a machine's memory.
const (
	MaxBytes  = 64 << 20
	MaxPixels = 120 << 20
)

// Errors of Decode.
var (
	ErrNotImage  = errors.New("scan: not a JPEG, PNG or PGM image")
	ErrTruncated = errors.New("scan: the image is truncated")
)

// Decode reads a JPEG, PNG or PGM image from r (PGM alone under
// WebAssembly: formats.go), refusing one of more than MaxBytes or
// MaxPixels before decoding it.
func Decode(r io.Reader) (image.Image, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxBytes+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxBytes {
		return nil, fmt.Errorf("scan: the image is larger than %d MB", MaxBytes>>20)
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return nil, decodeError(err)
	}
	if cfg.Width*cfg.Height > MaxPixels {
		return nil, fmt.Errorf("scan: the image's %dx%d pixels are more than %d MP", cfg.Width, cfg.Height, MaxPixels>>20)
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, decodeError(err)
	}
	return img, nil
}

// decodeError says what is wrong with data that does not decode.
func decodeError(err error) error {
	switch {
	case errors.Is(err, image.ErrFormat):
		return ErrNotImage
	case errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF),
		// how the decoders word the end of a file cut short
		strings.Contains(err.Error(), "unexpected EOF"),
		strings.Contains(err.Error(), "short Huffman data"):
		return ErrTruncated
	}
	return fmt.Errorf("scan: the image is damaged: %w", err)
}
