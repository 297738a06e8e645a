package sudoku

import (
	"bytes"
	"errors"
	"strconv"
)

// A field is a puzzle held in one field of a record: the "puzzle" of a JSON
// object or of a CSV row. It is always a whole puzzle, in the Standard
// alphabet or numbers (the form Grid.Line(Standard) writes), of the given
// shape or of the usual shape for its number of cells.

// parseField reads the puzzle in text. The error's positions are relative to
// text: line 1, column 1 is its first character.
func parseField(lx *lexer, text []byte, shape *Shape) (Grid, *ParseError) {
	if bytes.ContainsAny(text, "\n\r") { // a grid of several lines
		g, err := newReader(bytes.NewReader(text), Options{Shape: shape}, 4096, false).one()
		var e *ParseError
		if err != nil && !errors.As(err, &e) {
			e = &ParseError{Found: err.Error()} // cannot happen: the options are valid and a bytes.Reader does not fail
		}
		return g, e
	}
	// Numbers for a grid beyond the alphabet, unless there is no space: as
	// a Reader reads a line (see Reader.numbersIn).
	info := lx.lex(text, shape != nil && shape.N > Standard.MaxSymbols() && bytes.ContainsAny(text, " \t"))
	k := len(lx.cells)
	switch {
	case info.kind == blankLine:
		return Grid{}, &ParseError{Line: 1, Found: "an empty puzzle", Expected: "a puzzle"}
	case info.kind != cellsLine && !(info.kind == ruleLine && info.dashOnly):
		return Grid{}, &ParseError{Line: 1, Col: column(text, info.start), Found: quoteText(text[info.start:info.end]), Expected: "a puzzle"}
	}
	s := shape
	if s == nil {
		s, _ = ShapeForCells(k)
	}
	if s == nil || k != s.Cells {
		e := &ParseError{Line: 1, Found: cellCount(k), Expected: nearSizes(k, puzzleSizes)}
		if s != nil {
			e.Expected = strconv.Itoa(s.Cells) + " (a " + strconv.Itoa(s.N) + "x" + strconv.Itoa(s.N) + " puzzle, box " + s.String() + ")"
		}
		return Grid{}, e
	}
	cells := make([]Digit, k)
	if i := lx.decode(text, info.numbers, Standard, s.N, lx.cells, cells); i >= 0 {
		return Grid{}, lx.cellError(text, 1, info.numbers, Standard, s.N, i)
	}
	return Grid{Shape: s, Cells: cells}, nil
}

// fieldError places the error e of a field in the input: the field begins on
// line at column col. When exact, the field's text stands unchanged in the
// line (no escapes), so a column inside it maps to a column of the line;
// otherwise the error points at the start of the field.
func fieldError(e *ParseError, line, col int, exact bool) *ParseError {
	out := *e
	out.Line = line
	if e.Col > 0 {
		out.Col = col
		if exact && e.Line == 1 {
			out.Col = col + e.Col - 1
		}
	}
	return &out
}
