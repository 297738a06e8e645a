package main

import (
	"bufio"
	"encoding/json"
	"io"
	"strconv"

	"github.com/nanpure/nanpure/internal/record"
	"github.com/nanpure/nanpure/sudoku"
)

// Output formats.
const (
	formatLine = "line" // one line per puzzle
	formatGrid = "grid" // readable grids with box separators
	formatJSON = "json" // one JSON object per puzzle, one per line
	formatCSV  = "csv"  // a header, then one row per puzzle
)

// output writes the results of a command in one format, buffered: the
// pipeline flushes it whenever it waits for the next result.
type output struct {
	format  string
	w       *bufio.Writer
	csv     *record.CSVWriter // escapes fields that a spreadsheet would run as formulas
	header  []string
	records int
	buf     []byte // a line being made
}

func newOutput(w io.Writer, format string, csvHeader []string) *output {
	bw := bufio.NewWriterSize(w, 64<<10)
	return &output{format: format, w: bw, csv: record.NewCSVWriter(bw), header: csvHeader}
}

// line writes one line of text.
func (o *output) line(s string) error {
	o.records++
	o.w.WriteString(s)
	return o.w.WriteByte('\n')
}

// count writes a count on a line of its own, with a "+" when there may be
// more.
func (o *output) count(n int, more bool) error {
	o.records++
	o.buf = strconv.AppendInt(o.buf[:0], int64(n), 10)
	if more {
		o.buf = append(o.buf, '+')
	}
	o.buf = append(o.buf, '\n')
	_, err := o.w.Write(o.buf)
	return err
}

// grids writes grids on one line, parted by sep, through a buffer it
// reuses: a file of puzzles is a line of this per puzzle.
func (o *output) grids(gs []sudoku.Grid, a sudoku.Alphabet, sep string) error {
	o.records++
	for i, g := range gs {
		if i > 0 {
			o.w.WriteString(sep)
		}
		o.buf = g.AppendLine(o.buf[:0], a)
		o.w.Write(o.buf)
	}
	return o.w.WriteByte('\n')
}

// block writes a multi-line record (a grid), with a blank line between
// records.
func (o *output) block(s string) error {
	if o.records > 0 {
		o.w.WriteByte('\n')
	}
	o.records++
	_, err := o.w.WriteString(s)
	return err
}

// json writes v as one line of JSON.
func (o *output) json(v any) error {
	o.records++
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	o.w.Write(b)
	return o.w.WriteByte('\n')
}

// solveJSON writes a record of solve, count or check as one line of JSON,
// as json writes it, without reflection (see record.Solve.AppendJSON).
func (o *output) solveJSON(r record.Solve) error {
	o.records++
	var err error
	if o.buf, err = r.AppendJSON(o.buf[:0]); err != nil {
		return err
	}
	o.buf = append(o.buf, '\n')
	_, err = o.w.Write(o.buf)
	return err
}

// csvRow writes one row, after the header the first time.
func (o *output) csvRow(fields []string) error {
	if o.records == 0 {
		o.csv.Write(o.header)
	}
	o.records++
	return o.csv.Write(fields)
}

// end ends the output: a CSV of no rows still has its header, so that what
// reads it finds its columns.
func (o *output) end() error {
	if o.format == formatCSV && o.records == 0 && o.header != nil {
		o.csv.Write(o.header)
	}
	return o.flush()
}

func (o *output) flush() error {
	o.csv.Flush()
	if err := o.csv.Error(); err != nil {
		return err
	}
	return o.w.Flush()
}
