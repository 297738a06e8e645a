package sudoku

import (
	"bufio"
	"bytes"
	"io"
	"unicode/utf16"
	"unicode/utf8"
)

// A textReader turns any text file the Reader accepts into UTF-8 with \n
// line endings, as it streams:
//
//   - UTF-16, little or big endian, with a byte order mark or without one
//     (then told by its NUL bytes: the high byte of every ASCII character),
//     is decoded; Windows' Notepad and PowerShell write it.
//   - A lone \r (old Mac files, some Windows tools) ends a line, as \n and
//     \r\n do; without this, a file of puzzles parted by \r alone was one
//     long line.
//
// It looks at the first block read only, so a puzzle typed at a terminal is
// never held back waiting for more.
type textReader struct {
	src     io.Reader
	started bool
	afterCR bool // the last byte given was a \r turned into \n: drop a \n that follows
}

func (t *textReader) Read(p []byte) (int, error) {
	for {
		n, err := t.read(p)
		n = t.lineEnds(p[:n])
		if n > 0 || err != nil || len(p) == 0 {
			return n, err
		}
	}
}

// read reads from the source, deciding its encoding at the first block.
func (t *textReader) read(p []byte) (int, error) {
	if t.started {
		return t.src.Read(p)
	}
	// Read 4 bytes at least to decide, unless a line has ended (a short
	// line typed at a terminal is not held back).
	n, err := 0, error(nil)
	for tries := 0; n < min(4, len(p)) && err == nil && tries < 100; tries++ {
		var k int
		k, err = t.src.Read(p[n:])
		n += k
		if n > 0 && p[n-1] == '\n' {
			break
		}
	}
	if n == 0 && err == nil {
		return 0, nil
	}
	t.started = true
	if big, ok := utf16Order(p[:n]); ok {
		first := bytes.Clone(p[:n])
		rest := t.src
		if err != nil {
			rest = &errReader{err}
		}
		t.src = &utf16Reader{src: bufio.NewReader(io.MultiReader(bytes.NewReader(first), rest)), big: big}
		return t.src.Read(p)
	}
	return n, err
}

// lineEnds turns each \r and \r\n of b into \n, in place, and returns the
// new length.
func (t *textReader) lineEnds(b []byte) int {
	if !t.afterCR && bytes.IndexByte(b, '\r') < 0 {
		return len(b)
	}
	w := 0
	for _, c := range b {
		switch {
		case c == '\r':
			b[w], t.afterCR = '\n', true
			w++
		case c == '\n' && t.afterCR:
			t.afterCR = false
		default:
			b[w], t.afterCR = c, false
			w++
		}
	}
	return w
}

// errReader is a source that has ended with err.
type errReader struct{ err error }

func (e *errReader) Read([]byte) (int, error) { return 0, e.err }

// utf16Order reports whether b, the start of a file, is UTF-16, and in
// which byte order: a byte order mark says so, or else the NUL bytes of
// ASCII text in UTF-16 (every other byte NUL, while a file of NULs is no
// text at all). A file in UTF-16 holds more than NULs where it is not
// ASCII (comments in Japanese), so three quarters of NULs suffice.
func utf16Order(b []byte) (big, ok bool) {
	if len(b) >= 2 {
		switch {
		case b[0] == 0xFF && b[1] == 0xFE:
			return false, true
		case b[0] == 0xFE && b[1] == 0xFF:
			return true, true
		}
	}
	units := min(len(b), 512) / 2
	if units < 2 {
		return false, false
	}
	var nulLow, nulHigh int // NUL bytes in the first and second byte of each unit
	for i := range units {
		if b[2*i] == 0 {
			nulLow++
		}
		if b[2*i+1] == 0 {
			nulHigh++
		}
	}
	switch {
	case 4*nulHigh >= 3*units && 4*nulLow < units:
		return false, true
	case 4*nulLow >= 3*units && 4*nulHigh < units:
		return true, true
	}
	return false, false
}

// utf16Reader decodes UTF-16 into UTF-8. A byte order mark becomes U+FEFF,
// which the Reader drops like that of UTF-8; a broken surrogate pair or an
// odd last byte becomes U+FFFD, which no puzzle reads.
type utf16Reader struct {
	src *bufio.Reader
	big bool
	out []byte // decoded, not yet read
	err error
}

func (u *utf16Reader) Read(p []byte) (int, error) {
	// Decode until p is full, or until the source has nothing buffered
	// (a stream: give what there is).
	for len(u.out) < len(p) && u.err == nil && (len(u.out) == 0 || u.src.Buffered() > 0) {
		r, err := u.unit()
		if err != nil {
			u.err = err
			break
		}
		if utf16.IsSurrogate(r) {
			r2, err := u.unit()
			if err != nil {
				u.out, u.err = utf8.AppendRune(u.out, utf8.RuneError), err
				break
			}
			if pair := utf16.DecodeRune(r, r2); pair != utf8.RuneError {
				r = pair
			} else {
				u.out = utf8.AppendRune(u.out, utf8.RuneError)
				r = r2
				if utf16.IsSurrogate(r) {
					r = utf8.RuneError
				}
			}
		}
		u.out = utf8.AppendRune(u.out, r)
	}
	n := copy(p, u.out)
	u.out = u.out[n:]
	if n == 0 && u.err != nil {
		return 0, u.err
	}
	return n, nil
}

// unit reads one 16-bit code unit.
func (u *utf16Reader) unit() (rune, error) {
	var b [2]byte
	if _, err := io.ReadFull(u.src, b[:]); err != nil {
		if err == io.ErrUnexpectedEOF {
			return utf8.RuneError, nil // an odd last byte; the end comes next
		}
		return 0, err
	}
	if u.big {
		return rune(b[0])<<8 | rune(b[1]), nil
	}
	return rune(b[1])<<8 | rune(b[0]), nil
}
