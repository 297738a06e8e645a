package sudoku

import (
	"bytes"
	"unicode/utf8"
)

// The lexer looks at one line of input at a time: it says what kind of line
// it is and, for a line of cells, where each cell is. It never decides what
// the cells mean for a grid; the Reader does that with the line's count of
// cells (see read.go), then decodes them with decode.
//
// Two modes cut a line into cells:
//
//	characters: every character is a cell except spaces, tabs and the box
//	            separators | and : ("53.|.7." is six cells)
//	numbers:    every word between spaces and separators is a cell
//	            ("10 0 3 | 16" is four cells)

// A lineKind is what a whole line is.
type lineKind uint8

const (
	blankLine   lineKind = iota // nothing but spaces and tabs
	commentLine                 // begins with #
	sectionLine                 // [Name]: a section header of an .sdk file
	jsonLine                    // begins with {
	ruleLine                    // a border or separator: only - = + | : * and spaces, with one of - = +
	cellsLine                   // anything else: a row of a grid or a whole puzzle
)

// A span is the bytes lo..hi of a line that hold one cell.
type span struct{ lo, hi int32 }

// lineInfo describes a lexed line; the cells themselves are in lexer.cells.
type lineInfo struct {
	kind       lineKind
	start, end int  // the content of the line: without surrounding spaces or a trailing # comment
	numbers    bool // the cells are numbers
	spaces     bool // the content has spaces or tabs inside it
	dashes     int  // cells that are - or * (empty marks in a row; rule characters in a rule line)
	others     int  // + and =: part of a rule line, stray characters (rejected cells) in a row
	dashOnly   bool // the content is nothing but -
}

// Byte classes of the character mode.
const (
	bCell  = iota // a cell: a digit symbol, an empty mark, or a stray character the decoder rejects
	bSpace        // space or tab: between cells
	bBar          // | and : separate boxes within a row
	bDash         // - and *: empty cells in a row, or part of a rule line
	bRule         // + and =: part of a rule line, a stray character in a row
	bHash         // #: after a space, a comment to the end of the line
	bHigh         // the first byte of a multi-byte UTF-8 character: one cell
)

// byteClass classifies every byte once, so that the lexer's inner loop is one
// table lookup per character.
var byteClass = func() (t [256]uint8) {
	for i := 0x80; i < 0x100; i++ {
		t[i] = bHigh
	}
	t[' '], t['\t'] = bSpace, bSpace
	t['|'], t[':'] = bBar, bBar
	t['-'], t['*'] = bDash, bDash
	t['+'], t['='] = bRule, bRule
	t['#'] = bHash
	return t
}()

func isSpace(b byte) bool { return b == ' ' || b == '\t' }

// isSectionName reports whether name, what follows the [ of a line, is the
// name of a section of an .sdk file ("Puzzle", "State", "PencilMarks") and
// the closing ]: a letter, then letters, digits, spaces, - and _. Anything
// else in brackets ("[5,3,0]") is no section header, so that it cannot
// silently hide the puzzles after it.
func isSectionName(name []byte) bool {
	if len(name) == 0 || name[len(name)-1] != ']' {
		return false
	}
	name = bytes.TrimSpace(name[:len(name)-1])
	for i, c := range name {
		letter := c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z'
		if !letter && (i == 0 || !(c >= '0' && c <= '9' || c == ' ' || c == '-' || c == '_')) {
			return false
		}
	}
	return len(name) > 0
}

// A lexer holds the cells of the line it last read; its slices are reused
// from line to line, so reading a line allocates nothing.
type lexer struct {
	cells []span  // the cells of the line, in order
	bars  []int32 // for each box separator (| or :), the number of cells before it

	// the symbol table last used by decode, kept to skip the cache lookup
	tab        *symbolTable
	tabKey     Alphabet
	tabSize    int
	tabDecimal bool // tab reads 0-9 and . as readDecimal does, 8 cells at a time
}

// lex reads line (without its line ending). In numbers mode the cells are
// numbers; otherwise they are characters, unless the line looks like numbers
// (see looksLikeNumbers).
func (lx *lexer) lex(line []byte, numbers bool) lineInfo {
	start, end := 0, len(line)
	for start < end && isSpace(line[start]) {
		start++
	}
	for end > start && isSpace(line[end-1]) {
		end--
	}
	info := lineInfo{start: start, end: end}
	lx.cells, lx.bars = lx.cells[:0], lx.bars[:0]
	if start == end {
		return info
	}
	switch line[start] {
	case '#':
		info.kind = commentLine
		return info
	case '{':
		info.kind = jsonLine
		return info
	case '[':
		if isSectionName(line[start+1 : end]) {
			info.kind = sectionLine
			return info
		}
	}
	plain, minus := 0, 0 // cells other than - * + =; and the number of -
scan:
	for i := start; i < end; i++ {
		switch byteClass[line[i]] {
		case bCell:
			plain++
			lx.cells = append(lx.cells, span{int32(i), int32(i + 1)})
		case bSpace:
			info.spaces = true
		case bBar:
			lx.bars = append(lx.bars, int32(len(lx.cells)))
		case bDash:
			info.dashes++
			if line[i] == '-' {
				minus++
			}
			lx.cells = append(lx.cells, span{int32(i), int32(i + 1)})
		case bRule:
			info.others++
			lx.cells = append(lx.cells, span{int32(i), int32(i + 1)})
		case bHash:
			if isSpace(line[i-1]) { // a trailing comment
				end = i
				for isSpace(line[end-1]) {
					end--
				}
				info.end = end
				break scan
			}
			plain++
			lx.cells = append(lx.cells, span{int32(i), int32(i + 1)})
		case bHigh:
			_, size := utf8.DecodeRune(line[i:end])
			plain++
			lx.cells = append(lx.cells, span{int32(i), int32(i + size)})
			i += size - 1
		}
	}
	if plain == 0 && (info.dashes+info.others == 0 || minus > 0 || info.others > 0) {
		// Only rule characters, or only separators: a border or separator
		// line. Its - and * stay listed as cells, for the one case where it
		// is a row of empty cells after all (see gridState.dashRow).
		info.kind = ruleLine
		info.dashOnly = minus == end-start
		if info.others > 0 {
			lx.cells = lx.cells[:0]
		}
		return info
	}
	info.kind = cellsLine
	if info.spaces && !numbers {
		numbers = looksLikeNumbers(line[start:end])
	}
	if numbers {
		info.numbers = true
		lx.numberCells(line, start, end)
	}
	return info
}

// looksLikeNumbers reports whether a line of characters is a line of
// numbers: it has two or more words (not counting lone box separators), every
// word is a decimal number or ".", and the words are not all of one length.
// "10 0 3 16" is four numbers; "123 456 789" is nine characters, as is
// "1 2 3 4 5 6 7 8 9".
func looksLikeNumbers(s []byte) bool {
	words, width, differ := 0, 0, false
	for i := 0; i < len(s); {
		if isSpace(s[i]) {
			i++
			continue
		}
		j, digits, bars := i, 0, 0
		for ; j < len(s) && !isSpace(s[j]); j++ {
			switch c := s[j]; {
			case c >= '0' && c <= '9':
				digits++
			case c == '|' || c == ':':
				bars++
			}
		}
		n := j - i
		i = j
		switch {
		case bars == n:
			continue // a box separator standing alone
		case digits+bars == n, n == 1 && s[j-1] == '.':
		default:
			return false
		}
		if words == 0 {
			width = n
		} else if n != width {
			differ = true
		}
		words++
	}
	return words >= 2 && differ
}

// numberCells cuts line[start:end] into numbers: words between spaces and box
// separators.
func (lx *lexer) numberCells(line []byte, start, end int) {
	lx.cells, lx.bars = lx.cells[:0], lx.bars[:0]
	for i := start; i < end; {
		switch c := line[i]; {
		case isSpace(c):
			i++
		case c == '|' || c == ':':
			lx.bars = append(lx.bars, int32(len(lx.cells)))
			i++
		default:
			j := i
			for j < end && !isSpace(line[j]) && line[j] != '|' && line[j] != ':' {
				j++
			}
			lx.cells = append(lx.cells, span{int32(i), int32(j)})
			i = j
		}
	}
}

// decode writes the digits of the lexed cells lx.cells[from:] of line into
// dst, for a grid of n digits in alphabet a (or in numbers). It returns the
// index of the first cell that is no digit of the grid nor an empty mark, or
// -1 when every cell is good.
func (lx *lexer) decode(line []byte, numbers bool, a Alphabet, n int, cells []span, dst []Digit) int {
	// A row lexed as characters in a grid of numbers ("* * *" under
	// "0 0 0"), with Numbers asked for: every cell is a number still.
	if numbers || a == Numbers {
		return decodeNumbers(line, cells, n, dst)
	}
	t := lx.table(a, n)
	for i, sp := range cells {
		v := t[line[sp.lo]]
		if v < 0 || sp.hi-sp.lo != 1 {
			return i
		}
		dst[i] = Digit(v)
	}
	return -1
}

// decodeNumbers is decode for numbers: 0 to n, or an empty mark standing
// alone.
func decodeNumbers(line []byte, cells []span, n int, dst []Digit) int {
	for i, sp := range cells {
		w := line[sp.lo:sp.hi]
		if len(w) == 1 && w[0] != '0' && isEmptyMark(w[0]) {
			dst[i] = 0
			continue
		}
		v := 0
		for _, c := range w {
			if c < '0' || c > '9' {
				return i
			}
			if v = v*10 + int(c-'0'); v > n {
				return i
			}
		}
		dst[i] = Digit(v)
	}
	return -1
}

func isEmptyMark(c byte) bool {
	for i := 0; i < len(emptyMarks); i++ {
		if emptyMarks[i] == c {
			return true
		}
	}
	return false
}

// table returns the symbol table of alphabet a for n digits.
func (lx *lexer) table(a Alphabet, n int) *symbolTable {
	if lx.tab == nil || lx.tabKey != a || lx.tabSize != n {
		lx.tab, lx.tabKey, lx.tabSize = a.table(n), a, n
		lx.tabDecimal = lx.tab.isDecimal()
	}
	return lx.tab
}

// cellError reports the cell lx.cells[i] of line as no digit of a grid of n
// digits.
func (lx *lexer) cellError(line []byte, lineNo int, numbers bool, a Alphabet, n int, i int) *ParseError {
	sp := lx.cells[i]
	e := &ParseError{Line: lineNo, Col: column(line, int(sp.lo)), Found: quoteText(line[sp.lo:sp.hi])}
	if numbers || a == Numbers {
		e.Expected = numbersWanted(n)
	} else {
		e.Expected = symbolsWanted(a, n)
	}
	return e
}

// boxWidth reads the width of a box from the box separators of a row of n
// cells: the separators must cut the row into equal boxes of 2 or more cells,
// at least two of them. It returns 0 when they do not (or there are none).
func boxWidth(bars []int32, n int) int {
	w, next, last := 0, 0, -1
	for _, b := range bars {
		c := int(b)
		if c <= 0 || c >= n || c == last {
			continue // an outer border, or a doubled separator
		}
		last = c
		if w == 0 {
			if w = c; w < 2 || n%w != 0 {
				return 0
			}
		} else if c != next {
			return 0
		}
		next = c + w
	}
	if w == 0 || next != n {
		return 0
	}
	return w
}
