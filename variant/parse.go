package variant

import (
	"bytes"
	"strings"
)

// Parse reads a variant puzzle in any format of this package: f-puzzles
// JSON, or a link or compressed string of f-puzzles or SudokuPad; else an
// ISS constraint string or SudoCue killer.
func Parse(text string) (*Puzzle, error) {
	t := strings.TrimSpace(text)
	if strings.HasPrefix(t, "{") || strings.HasPrefix(t, "N4Ig") || strings.Contains(t, "load=") || strings.Contains(t, "fpuzzles") {
		return ParseFPuzzles(t)
	}
	return ParseISS(t)
}

// IsVariant reports whether a line holds a variant puzzle in one of the
// formats Parse reads, as opposed to a classic grid: an ISS constraint
// string (a dot, then "~" or a word such as "Cage": no grid starts so, its
// letters being capitals), a SudoCue killer, f-puzzles JSON (an object with
// a "size"), or an f-puzzles or SudokuPad link or string.
func IsVariant(line []byte) bool {
	l := bytes.TrimSpace(line)
	switch {
	case len(l) >= 2 && l[0] == '.' && l[1] == '~':
		return true
	case len(l) >= 3 && l[0] == '.' && isUpper(l[1]) && isTypeName(l[1:]):
		return true
	case bytes.HasPrefix(l, []byte("3x3:")) && bytes.Contains(l, []byte(":k:")):
		return true
	case bytes.HasPrefix(l, []byte("{")) && bytes.Contains(l, []byte(`"size"`)):
		return true
	case bytes.HasPrefix(l, []byte("N4Ig")), bytes.Contains(l, []byte("f-puzzles.com/")), bytes.Contains(l, []byte("sudokupad.app/fpuzzles")):
		return true
	}
	return false
}

func isUpper(b byte) bool { return b >= 'A' && b <= 'Z' }

// isTypeName reports whether l starts with a word of letters with a small
// one among them ("Cage", "XSum"), then "~", "." or the end.
func isTypeName(l []byte) bool {
	small := false
	for i, b := range l {
		switch {
		case isLower(b):
			small = true
		case isUpper(b):
		default:
			return small && i > 0 && (b == '~' || b == '.')
		}
	}
	return small
}
func isLower(b byte) bool { return b >= 'a' && b <= 'z' }
