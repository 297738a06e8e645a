package sudoku

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// A ParseError reports text that is not a puzzle: where it is, what was
// found there and what was expected instead.
//
//	sudoku: line 3, column 12: found "q", expected a digit 1-9 or an empty cell (. 0 - _ * x)
//	sudoku: line 7: found 80 cells, expected 64 or 81
type ParseError struct {
	Line     int    // 1-based line; 0 when the error is about the input as a whole
	Col      int    // 1-based column, in characters; 0 when the error is about a whole line or puzzle
	Found    string // what the text holds there: `"q"`, "80 cells", "a blank line after row 5"
	Expected string // what would have been right
}

func (e *ParseError) Error() string {
	var b strings.Builder
	b.WriteString("sudoku: ")
	if e.Line > 0 {
		b.WriteString("line " + strconv.Itoa(e.Line))
		if e.Col > 0 {
			b.WriteString(", column " + strconv.Itoa(e.Col))
		}
		b.WriteString(": ")
	}
	b.WriteString("found " + e.Found)
	if e.Expected != "" {
		b.WriteString(", expected " + e.Expected)
	}
	return b.String()
}

// column returns the 1-based column, in characters, of byte off of line.
func column(line []byte, off int) int { return utf8.RuneCount(line[:off]) + 1 }

// quoteText quotes text found in the input for a message, cut short when it
// is long.
func quoteText(b []byte) string {
	if short, cut := shorten(b); cut {
		return strconv.Quote(string(short)) + "..."
	}
	return strconv.Quote(string(b))
}

// cutText is quoteText without the quotes, for JSON values.
func cutText(b []byte) string {
	if short, cut := shorten(b); cut {
		return string(short) + "..."
	}
	return string(b)
}

// shorten cuts b to at most 24 bytes, on a character boundary.
func shorten(b []byte) ([]byte, bool) {
	const most = 24
	if len(b) <= most {
		return b, false
	}
	cut := most
	for cut > 0 && !utf8.RuneStart(b[cut]) {
		cut--
	}
	return b[:cut], true
}

// cellCount writes a number of cells: "1 cell", "80 cells".
func cellCount(k int) string {
	if k == 1 {
		return "1 cell"
	}
	return strconv.Itoa(k) + " cells"
}

// symbolsWanted says which characters are cells of a grid of n digits in
// alphabet a, for messages: "a digit 1-9, A-G or an empty cell (. 0 - _ * x)".
func symbolsWanted(a Alphabet, n int) string {
	syms := symbolRunes[a]
	if n < len(syms) {
		syms = syms[:n]
	}
	var ranges []string
	for i := 0; i < len(syms); {
		j := i
		for j+1 < len(syms) && syms[j+1] == syms[j]+1 {
			j++
		}
		if j == i {
			ranges = append(ranges, syms[i:i+1])
		} else {
			ranges = append(ranges, syms[i:i+1]+"-"+syms[j:j+1])
		}
		i = j + 1
	}
	t := a.table(n)
	var marks []string
	for i := 0; i < len(emptyMarks); i++ {
		if t[emptyMarks[i]] == emptyMark {
			marks = append(marks, emptyMarks[i:i+1])
		}
	}
	return "a digit " + strings.Join(ranges, ", ") + " or an empty cell (" + strings.Join(marks, " ") + ")"
}

// numbersWanted is symbolsWanted for whitespace-separated numbers.
func numbersWanted(n int) string {
	return "a number 1-" + strconv.Itoa(n) + " or an empty cell (0 . - _ * x)"
}

// gridSizes lists every number of cells that a line can hold, ascending: the
// N cells of a row of an N x N grid and the N*N cells of a whole puzzle, for
// every N that has a box shape. Count errors name the nearest ones.
var gridSizes, puzzleSizes = func() (all, whole []int) {
	for n := 4; n <= MaxDigits; n++ {
		if _, _, ok := boxFor(n); ok {
			all = append(all, n, n*n)
			whole = append(whole, n*n)
		}
	}
	slices.Sort(all)
	return slices.Compact(all), whole
}()

// nearSizes names the sizes in sizes nearest to k, below and above: "64 or 81".
func nearSizes(k int, sizes []int) string {
	i, _ := slices.BinarySearch(sizes, k)
	var near []string
	if i > 0 {
		near = append(near, strconv.Itoa(sizes[i-1]))
	}
	if i < len(sizes) {
		near = append(near, strconv.Itoa(sizes[i]))
	}
	return strings.Join(near, " or ")
}
