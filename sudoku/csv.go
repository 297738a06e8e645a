package sudoku

import (
	"bytes"
	"encoding/csv"
	"errors"
	"strconv"
	"strings"
)

// CSVHeader returns the header of the CSV form of puzzles, the fields of
// Grid.CSVRecord: "puzzle" and "box". Callers may append columns of their
// own; a Reader reads any CSV whose header has a "puzzle" column.
func CSVHeader() []string { return []string{"puzzle", "box"} }

// CSVRecord returns the fields of g under CSVHeader: its cells on one line in
// the Standard alphabet (Grid.Line) and its box (Shape.String).
func (g Grid) CSVRecord() []string { return []string{g.Line(Standard), g.Shape.String()} }

// csvColumns are the columns of a CSV input that the Reader reads.
type csvColumns struct {
	puzzle, box int // field indexes; box is -1 when there is none
	fields      int // fields in the header
}

// csvHeader returns the columns of line when it is a CSV header with a
// "puzzle" column, or nil.
func csvHeader(line []byte) *csvColumns {
	if !bytes.Contains(bytes.ToLower(line), []byte("puzzle")) {
		return nil
	}
	rec, err := csv.NewReader(bytes.NewReader(line)).Read()
	if err != nil {
		return nil
	}
	cols := &csvColumns{puzzle: -1, box: -1, fields: len(rec)}
	for i, f := range rec {
		switch f = strings.TrimSpace(f); {
		case strings.EqualFold(f, "puzzle") && cols.puzzle < 0:
			cols.puzzle = i
		case strings.EqualFold(f, "box") && cols.box < 0:
			cols.box = i
		}
	}
	if cols.puzzle < 0 {
		return nil
	}
	return cols
}

// csvPuzzle reads a line of a CSV input; ok is false for a blank line or a
// # comment, which hold no puzzle.
func (r *Reader) csvPuzzle(line []byte) (p Puzzle, ok bool, err error) {
	if t := bytes.TrimSpace(line); len(t) == 0 || t[0] == '#' {
		return Puzzle{}, false, nil
	}
	p = Puzzle{Line: r.lineNo, Text: string(line)}
	cr := csv.NewReader(bytes.NewReader(line))
	cr.FieldsPerRecord = -1
	rec, rerr := cr.Read()
	if rerr != nil {
		e := &ParseError{Line: r.lineNo, Found: "malformed CSV (" + rerr.Error() + ")", Expected: "a CSV record with the fields of the header"}
		var pe *csv.ParseError
		if errors.As(rerr, &pe) {
			e.Found = "malformed CSV (" + pe.Err.Error() + ")"
			e.Col = column(line, min(max(pe.Column-1, 0), len(line)))
		}
		return p, true, e
	}
	c := r.csv
	if len(rec) <= c.puzzle {
		fields := strconv.Itoa(len(rec)) + " fields"
		if len(rec) == 1 {
			fields = "1 field"
		}
		return p, true, &ParseError{Line: r.lineNo, Found: fields,
			Expected: strconv.Itoa(c.fields) + " as in the header, with the puzzle in field " + strconv.Itoa(c.puzzle+1)}
	}
	shape := r.opts.Shape
	if c.box >= 0 && c.box < len(rec) && strings.TrimSpace(rec[c.box]) != "" {
		_, col := cr.FieldPos(c.box)
		at := column(line, min(col-1, len(line)))
		b, berr := ParseBox(unquoteFormula(rec[c.box]))
		if berr != nil {
			return p, true, &ParseError{Line: r.lineNo, Col: at, Found: "box " + strconv.Quote(rec[c.box]), Expected: wantBox}
		}
		if shape != nil && b != shape {
			return p, true, &ParseError{Line: r.lineNo, Col: at, Found: "box " + strconv.Quote(rec[c.box]), Expected: shape.String() + ", the box given"}
		}
		shape = b
	}
	field := []byte(unquoteFormula(rec[c.puzzle]))
	_, col := cr.FieldPos(c.puzzle)
	off := min(col-1, len(line))
	var exact bool
	if off < len(line) && line[off] == '"' {
		off++
		if len(field) < len(rec[c.puzzle]) {
			off++ // past the quote before a formula
		}
		end := off + len(field)
		exact = end < len(line) && bytes.Equal(line[off:end], field) && line[end] == '"'
	} else {
		if len(field) < len(rec[c.puzzle]) {
			off++
		}
		exact = bytes.HasPrefix(line[off:], field)
	}
	g, e := parseField(&r.lx, field, shape)
	if e != nil {
		return p, true, fieldError(e, r.lineNo, column(line, off), exact)
	}
	p.Grid = g
	return p, true, nil
}

// unquoteFormula drops the single quote that CSV writers put before a field
// starting with = + - or @, so that a spreadsheet does not run it as a
// formula: "'-2-4..." is the puzzle "-2-4...".
func unquoteFormula(f string) string {
	if len(f) > 1 && f[0] == '\'' && strings.ContainsRune("=+-@\t\r", rune(f[1])) {
		return f[1:]
	}
	return f
}
