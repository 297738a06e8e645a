package record

import (
	"encoding/csv"
	"io"
	"strings"
)

// A CSVWriter writes the CSV records of the command line and the API so
// that a spreadsheet shows them as text: a field that starts with = + - @,
// a tab or a carriage return would be read as a formula (CSV injection), so
// it gets a single quote in front, as OWASP advises. Only such fields
// change; the Reader of package sudoku drops that quote again when it reads
// a puzzle back.
type CSVWriter struct {
	w *csv.Writer
}

// NewCSVWriter returns a CSVWriter that writes to w.
func NewCSVWriter(w io.Writer) *CSVWriter { return &CSVWriter{csv.NewWriter(w)} }

// Write writes one record, its fields made safe by CSVField.
func (c *CSVWriter) Write(fields []string) error {
	safe := make([]string, len(fields))
	for i, f := range fields {
		safe[i] = CSVField(f)
	}
	return c.w.Write(safe)
}

// Flush writes any buffered data; Error reports an error of a Write or
// Flush.
func (c *CSVWriter) Flush()       { c.w.Flush() }
func (c *CSVWriter) Error() error { return c.w.Error() }

// CSVField returns f as a spreadsheet shows it as text: with a single quote
// in front when it starts with a character that begins a formula.
func CSVField(f string) string {
	if f != "" && strings.ContainsRune("=+-@\t\r", rune(f[0])) {
		return "'" + f
	}
	return f
}
