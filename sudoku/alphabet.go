package sudoku

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// An Alphabet is the set of symbols that write digits in text.
type Alphabet int

const (
	// Standard writes 1-9, then A-Z, then a-z (for 36 digits and more).
	// Letters are read in either case while there are at most 35 digits.
	Standard Alphabet = iota
	// Hex writes 0-9 then A-Z: 0 is digit 1, F is digit 16 on a 16x16 grid.
	Hex
	// Letters writes A-Z then a-z: A is digit 1, P digit 16, Y digit 25.
	Letters
	// Numbers writes decimal numbers separated by spaces, 0 for an empty
	// cell: the natural form for 16x16 grids and larger.
	Numbers
)

var alphabetNames = [...]string{"standard", "hex", "letters", "numbers"}

// ParseAlphabet reads an alphabet name: standard, hex, letters or numbers.
func ParseAlphabet(name string) (Alphabet, error) {
	for i, n := range alphabetNames {
		if strings.EqualFold(name, n) {
			return Alphabet(i), nil
		}
	}
	return 0, fmt.Errorf("sudoku: unknown alphabet %q (want standard, hex, letters or numbers)", name)
}

func (a Alphabet) String() string {
	if a < 0 || int(a) >= len(alphabetNames) {
		return "Alphabet(" + strconv.Itoa(int(a)) + ")"
	}
	return alphabetNames[a]
}

// symbolRunes lists, for each one-character alphabet, the symbol of digit 1,
// 2, 3 ... in order.
var symbolRunes = [...]string{
	Standard: "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
	Hex:      "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
	Letters:  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
}

// emptyMarks are the symbols that may mark an empty cell, when they are not
// digit symbols of the alphabet and size in use.
const emptyMarks = ".0-_*x"

// MaxSymbols returns the largest number of digits the alphabet can write one
// character per cell; Numbers has no such limit.
func (a Alphabet) MaxSymbols() int {
	if a == Numbers {
		return MaxDigits
	}
	return len(symbolRunes[a])
}

// Symbol returns the text of digit d on a grid of n digits: "." for an empty
// cell (or "0" for Numbers).
func (a Alphabet) Symbol(d Digit, n int) string {
	if a == Numbers {
		return strconv.Itoa(int(d))
	}
	if d == 0 {
		return "."
	}
	return symbolRunes[a][d-1 : d]
}

// Digit returns the digit that the symbol r writes on a grid of n digits,
// the inverse of Symbol: 0 when r is no digit's symbol there (an empty-cell
// mark such as ".", or any other character). Letters are read in either
// case while the alphabet has no lower-case symbols of its own (up to 35
// digits in Standard). Numbers has no one-character symbols: always 0.
func (a Alphabet) Digit(r rune, n int) Digit {
	if a != Standard && a != Hex && a != Letters || r < 0 || r > 0xff {
		return 0
	}
	if d := a.table(n)[r]; d > 0 {
		return Digit(d)
	}
	return 0
}

// A symbolTable maps each byte of text to what it means for one alphabet and
// grid size. Parsing looks every character up in it, so it is built once per
// (alphabet, size) and cached.
type symbolTable [256]int8

const (
	notSymbol = -1 // the byte is neither a digit symbol nor an empty mark
	emptyMark = 0  // an empty cell
)

var symbolTables sync.Map // [2]int{alphabet, n} -> *symbolTable

// table returns the symbol table of a one-character alphabet for n digits.
func (a Alphabet) table(n int) *symbolTable {
	key := [2]int{int(a), n}
	if t, ok := symbolTables.Load(key); ok {
		return t.(*symbolTable)
	}
	t := new(symbolTable)
	for i := range t {
		t[i] = notSymbol
	}
	syms := symbolRunes[a]
	if n < len(syms) {
		syms = syms[:n]
	}
	// Letters are read in either case while the alphabet has no lower-case
	// symbols of its own.
	foldCase := !strings.ContainsAny(syms, "abcdefghijklmnopqrstuvwxyz")
	for i := 0; i < len(syms); i++ {
		c := syms[i]
		t[c] = int8(i + 1)
		if foldCase && c >= 'A' && c <= 'Z' {
			t[c+'a'-'A'] = int8(i + 1)
		}
	}
	for i := 0; i < len(emptyMarks); i++ {
		c := emptyMarks[i]
		if c == 'x' && !foldCase {
			continue // among lower-case symbols, x would read as a typo for a digit
		}
		if t[c] == notSymbol {
			t[c] = emptyMark
		}
	}
	v, _ := symbolTables.LoadOrStore(key, t)
	return v.(*symbolTable)
}

// String writes the grid on one line in the Standard alphabet, "." for an
// empty cell; grids of more digits than the alphabet has symbols are written
// as space-separated numbers.
func (g Grid) String() string { return g.Line(Standard) }

// Line writes the grid on one line: one character per cell, or for Numbers
// (and for grids too large for the alphabet) numbers separated by spaces.
func (g Grid) Line(a Alphabet) string { return string(g.AppendLine(nil, a)) }

// AppendLine appends the grid's Line to b and returns the extended slice:
// a batch writes every solution through here, on the one goroutine that
// keeps the output in order, into a buffer it reuses.
func (g Grid) AppendLine(b []byte, a Alphabet) []byte {
	if a == Numbers || g.Shape.N > a.MaxSymbols() {
		for i, d := range g.Cells {
			if i > 0 {
				b = append(b, ' ')
			}
			b = strconv.AppendInt(b, int64(d), 10)
		}
		return b
	}
	// One byte per cell, looked up in a table of every byte: no branch, no
	// bounds check, no append per cell (which cost 16 instructions a cell).
	syms := &lineSymbols[a]
	n := len(b)
	b = slices.Grow(b, len(g.Cells))[:n+len(g.Cells)]
	out := b[n:]
	cells := g.Cells[:len(out)] // one bounds check, not one a cell
	if a == Standard && writeDecimal(out, cells) {
		return b
	}
	for i, d := range cells {
		out[i] = syms[d]
	}
	return b
}

// lineSymbols is, for each one-character alphabet, the character AppendLine
// writes for each digit: '.' for 0, the alphabet's symbols from 1, and '?'
// for a digit beyond them (which no grid of the alphabet's size holds).
var lineSymbols = func() (t [Numbers][256]byte) {
	for a := range t {
		for d := range t[a] {
			switch syms := symbolRunes[a]; {
			case d == 0:
				t[a][d] = '.'
			case d <= len(syms):
				t[a][d] = syms[d-1]
			default:
				t[a][d] = '?'
			}
		}
	}
	return t
}()
