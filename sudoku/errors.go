package sudoku

import (
	"errors"
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

// Error names the digit by its number ("digit 11"); Text names it by the
// symbol of an alphabet, as the user typed it.
func (e *ConflictError) Error() string { return e.Text(Numbers) }

// Text is the message of the error with the digit written in alphabet a:
// "digit B appears twice in box 5: r4c6, r5c4" for the Standard alphabet
// on a 12x12 grid. A digit out of range, or beyond the alphabet's
// symbols, is written as a number.
func (e *ConflictError) Text(a Alphabet) string {
	s := e.Shape
	var b strings.Builder
	b.WriteString("sudoku: ")
	if e.House < 0 {
		b.WriteString("digit " + strconv.Itoa(int(e.Digit)) + " in " + s.CellName(e.Cells[0]) +
			" is out of range 1-" + strconv.Itoa(s.N))
		return b.String()
	}
	digit := strconv.Itoa(int(e.Digit))
	if a != Numbers && s.N <= a.MaxSymbols() {
		digit = a.Symbol(e.Digit, s.N)
	}
	b.WriteString("digit " + digit + " appears " + times(len(e.Cells)) +
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

func (l ConflictList) Error() string { return l.Text(Numbers) }

// Text is the message of the list with each digit written in alphabet a,
// as ConflictError.Text writes it.
func (l ConflictList) Text(a Alphabet) string {
	msgs := make([]string, len(l))
	for i, e := range l {
		msgs[i] = strings.TrimPrefix(e.Text(a), "sudoku: ")
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

// ErrorText is the message of err with the digits of its conflicts written
// in alphabet a (see ConflictError.Text): for a *ConflictError or a
// ConflictList, or an error that wraps one of them, err.Error() otherwise.
func ErrorText(err error, a Alphabet) string {
	var list ConflictList
	var one *ConflictError
	switch {
	case errors.As(err, &list):
		return strings.Replace(err.Error(), list.Error(), list.Text(a), 1)
	case errors.As(err, &one):
		return strings.Replace(err.Error(), one.Error(), one.Text(a), 1)
	}
	return err.Error()
}
