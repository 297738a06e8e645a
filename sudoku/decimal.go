package sudoku

import "encoding/binary"

// The commonest puzzles by far are 9x9 lines of the digits 1-9 with . or 0
// for an empty cell: a file of them is read and solved a line at a time, and
// its solutions written a line at a time. Their cells are read and written
// here 8 at a time, in one 64-bit word, rather than one at a time through a
// table (8 instructions a cell to read, 6.6 to write: a tenth of the time
// the command spent on an easy puzzle outside its search).
//
// A word holds 8 bytes of text, or 8 cells, the first in its lowest byte:
//
//	text   '0' ... '9' = 0x30 ... 0x39, '.' = 0x2E
//	cells   0  ...  9  = 0x00 ... 0x09   (0: empty)
//
// A byte below 0x80 plus a constant below 0x80 stays below 0x100: such sums
// never carry into the next byte, so 8 bytes are compared with a bound in
// one addition, the answer in each byte's high bit. A word with a byte of
// 0x80 or more (or any other character) is left to the table: these
// functions only say no.

const (
	ones  uint64 = 0x0101010101010101 // 0x01 in every byte
	highs        = 0x80 * ones        // every byte's high bit
	lows         = 0x7F * ones        // every byte's other bits
)

// zeroBytes has 0x80 in each byte of x that is 0, and 0 in the others.
func zeroBytes(x uint64) uint64 {
	return ^((x&lows + lows) | x) & highs
}

// readDecimal reads line, 0-9 and ., into cells (as long as line): 0 and .
// are empty cells. It reports false, cells then undefined, when line has
// any other byte.
func readDecimal(cells []Digit, line []byte) bool {
	cells = cells[:len(line)]
	var bad uint64 // the high bit of a byte that is no cell, in any word
	i := 0
	for ; i+8 <= len(line); i += 8 {
		// '0'-'9' ^ '0' are the digits 0-9, and '.' ^ '0' is 0x1E, cleared.
		d := binary.LittleEndian.Uint64(line[i:i+8]) ^ '0'*ones
		dots := zeroBytes(d ^ 0x1E*ones)
		d &^= dots - dots>>7
		bad |= d | (d + (0x80-10)*ones) // a byte of 10 or more
		c := (*[8]Digit)(cells[i : i+8])
		c[0], c[1], c[2], c[3] = Digit(d), Digit(d>>8), Digit(d>>16), Digit(d>>24)
		c[4], c[5], c[6], c[7] = Digit(d>>32), Digit(d>>40), Digit(d>>48), Digit(d>>56)
	}
	if bad&highs != 0 {
		return false
	}
	for ; i < len(line); i++ {
		b := line[i]
		if b == '.' {
			b = '0'
		}
		if b-'0' > 9 {
			return false
		}
		cells[i] = Digit(b - '0')
	}
	return true
}

// isDecimal reports whether t reads text as readDecimal does: 0 and . as
// empty cells, 1-9 as the digits 1 to 9 (the Standard alphabet for 9
// digits or more).
func (t *symbolTable) isDecimal() bool {
	if t['.'] != emptyMark || t['0'] != emptyMark {
		return false
	}
	for d := int8(1); d <= 9; d++ {
		if t['0'+d] != d {
			return false
		}
	}
	return true
}

// writeDecimal writes cells as the Standard alphabet does into out (as
// long as cells): '.' for 0, '1'-'9' for 1 to 9. It reports false, out then
// undefined, when a cell is over 9.
func writeDecimal(out []byte, cells []Digit) bool {
	out = out[:len(cells)]
	var bad uint64 // the high bit of a byte that is over 9, in any word
	i := 0
	for ; i+8 <= len(cells); i += 8 {
		c := (*[8]Digit)(cells[i : i+8])
		x := uint64(c[0]) | uint64(c[1])<<8 | uint64(c[2])<<16 | uint64(c[3])<<24 |
			uint64(c[4])<<32 | uint64(c[5])<<40 | uint64(c[6])<<48 | uint64(c[7])<<56
		bad |= x | (x + (0x80-10)*ones)
		// Each byte becomes '.' plus its digit, plus 2 ('0' - '.') when the
		// digit is not 0: 1 to 9 plus 0x7F have the high bit, 0 has not.
		nonzero := (x + lows) & highs
		binary.LittleEndian.PutUint64(out[i:i+8], x+'.'*ones+nonzero>>6)
	}
	if bad&highs != 0 {
		return false
	}
	for ; i < len(cells); i++ {
		switch d := cells[i]; {
		case d == 0:
			out[i] = '.'
		case d <= 9:
			out[i] = '0' + byte(d)
		default:
			return false
		}
	}
	return true
}
