package sudoku

import (
	"strconv"
	"strings"
)

// A ConflictError reports givens that break the rules: the same digit twice
// in one house, or a digit outside 1..N (then House is -1).
type ConflictError struct {
	Shape *Shape
	Digit Digit
	House int   // house number (see Shape), or -1 for a digit out of range
	Cells []int // the cells holding Digit in House, in reading order
}

func (e *ConflictError) Error() string {
	s := e.Shape
	var b strings.Builder
	b.WriteString("sudoku: ")
	if e.House < 0 {
		b.WriteString("digit " + strconv.Itoa(int(e.Digit)) + " in " + s.CellName(e.Cells[0]) +
			" is out of range 1-" + strconv.Itoa(s.N))
		return b.String()
	}
	b.WriteString("digit " + strconv.Itoa(int(e.Digit)) + " appears " + times(len(e.Cells)) +
		" in " + s.HouseName(e.House) + ": ")
	for i, c := range e.Cells {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(s.CellName(c))
	}
	return b.String()
}

func times(n int) string {
	if n == 2 {
		return "twice"
	}
	return strconv.Itoa(n) + " times"
}

// A ConflictList is every conflict of a grid, in the order of the houses.
// errors.As finds a *ConflictError in it.
type ConflictList []*ConflictError

func (l ConflictList) Error() string {
	msgs := make([]string, len(l))
	for i, e := range l {
		msgs[i] = strings.TrimPrefix(e.Error(), "sudoku: ")
	}
	return "sudoku: " + strconv.Itoa(len(l)) + " conflicts: " + strings.Join(msgs, "; ")
}

// Unwrap lets errors.Is and errors.As look at each conflict.
func (l ConflictList) Unwrap() []error {
	errs := make([]error, len(l))
	for i, e := range l {
		errs[i] = e
	}
	return errs
}
