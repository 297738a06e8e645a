package variant

import (
	"errors"
	"strings"
	"unicode/utf16"
)

// decompressBase64 undoes lz-string's compressToBase64, the encoding of
// the puzzle in f-puzzles and SudokuPad links ("?load=N4Ig..."): an LZW
// code whose width grows as its dictionary does, written 6 bits a
// character in base64's alphabet. The text comes out as UTF-16 code units.
func decompressBase64(s string) (string, error) {
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/="
	s = strings.TrimRight(s, "=")
	vals := make([]int, len(s))
	for i := range len(s) {
		v := strings.IndexByte(alphabet, s[i])
		if v < 0 || v == 64 {
			return "", errors.New("not lz-string base64: " + string(s[i]))
		}
		vals[i] = v
	}
	r := bitReader{vals: vals, mask: 32}
	// The first code: 0 an 8-bit character, 1 a 16-bit one, 2 the end.
	var dict [][]uint16
	first := r.read(2)
	if r.over {
		return "", errors.New("lz-string: empty")
	}
	switch first {
	case 0:
		dict = append(dict, nil, nil, nil, []uint16{uint16(r.read(8))})
	case 1:
		dict = append(dict, nil, nil, nil, []uint16{uint16(r.read(16))})
	default:
		return "", nil
	}
	w := dict[3]
	out := append([]uint16{}, w...)
	width, enlarge := 3, 4
	for {
		code := r.read(width)
		if r.over {
			return "", errors.New("lz-string: the data ends before its end mark")
		}
		switch code {
		case 0, 1:
			dict = append(dict, []uint16{uint16(r.read(8 << code))})
			code = len(dict) - 1
			if enlarge--; enlarge == 0 {
				enlarge, width = 1<<width, width+1
			}
		case 2:
			return string(utf16.Decode(out)), nil
		}
		var entry []uint16
		switch {
		case code < len(dict) && dict[code] != nil:
			entry = dict[code]
		case code == len(dict):
			entry = append(append([]uint16{}, w...), w[0])
		default:
			return "", errors.New("lz-string: a code outside its dictionary")
		}
		out = append(out, entry...)
		dict = append(dict, append(append([]uint16{}, w...), entry[0]))
		w = entry
		if enlarge--; enlarge == 0 {
			enlarge, width = 1<<width, width+1
		}
	}
}

// A bitReader reads lz-string's bits: 6 a character, lowest first.
type bitReader struct {
	vals []int
	i    int
	mask int
	over bool // read past the end
}

// read reads n bits, the first read the lowest.
func (r *bitReader) read(n int) int {
	v := 0
	for k := 0; k < n; k++ {
		if r.i >= len(r.vals) {
			r.over = true
			return v
		}
		if r.vals[r.i]&r.mask != 0 {
			v |= 1 << k
		}
		if r.mask >>= 1; r.mask == 0 {
			r.mask = 32
			r.i++
		}
	}
	return v
}

// compressBase64 is lz-string's compressToBase64, which decompressBase64
// undoes: f-puzzles and SudokuPad read their links' puzzles in it. Each
// new character is written as code 0 and its 8 bits (or 1 and 16), each
// longest string already seen as its code, the width of a code growing by
// one bit when the dictionary outgrows it; code 2 ends the data. The
// dictionary's keys are the UTF-16 units, two bytes each.
func compressBase64(text string) string {
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	var out []byte
	val, pos := 0, 0
	bits := func(v, n int) { // n bits of v, lowest first, 6 to a character
		for range n {
			val = val<<1 | v&1
			v >>= 1
			if pos++; pos == 6 {
				out = append(out, alphabet[val])
				val, pos = 0, 0
			}
		}
	}
	dict := map[string]int{}
	fresh := map[string]bool{} // single units in dict not written out yet
	size, width, enlarge := 3, 2, 2
	grow := func() {
		if enlarge--; enlarge == 0 {
			enlarge, width = 1<<width, width+1
		}
	}
	emit := func(w string) {
		if fresh[w] {
			if u := int(w[0])<<8 | int(w[1]); u < 256 {
				bits(0, width)
				bits(u, 8)
			} else {
				bits(1, width)
				bits(u, 16)
			}
			grow()
			delete(fresh, w)
		} else {
			bits(dict[w], width)
		}
		grow()
	}
	w := ""
	for _, u := range utf16.Encode([]rune(text)) {
		c := string([]byte{byte(u >> 8), byte(u)})
		if _, ok := dict[c]; !ok {
			dict[c], size = size, size+1
			fresh[c] = true
		}
		if _, ok := dict[w+c]; ok {
			w += c
			continue
		}
		emit(w)
		dict[w+c], size = size, size+1
		w = c
	}
	if w != "" {
		emit(w)
	}
	bits(2, width)
	for pos != 0 { // the last character's low bits are zeros
		bits(0, 1)
	}
	for len(out)%4 != 0 {
		out = append(out, '=')
	}
	return string(out)
}
