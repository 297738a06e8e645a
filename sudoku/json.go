package sudoku

import (
	"bytes"
	"encoding/json"
	"errors"
	"strconv"
	"strings"
)

// MarshalJSON writes the grid as {"box":"3x3","puzzle":"53..7...."}: its box
// (Shape.String) and its cells on one line in the Standard alphabet
// (Grid.Line). A Grid without a shape is null.
func (g Grid) MarshalJSON() ([]byte, error) {
	if g.Shape == nil {
		return []byte("null"), nil
	}
	b := make([]byte, 0, len(g.Cells)+32)
	b = append(b, `{"box":`...)
	b = strconv.AppendQuote(b, g.Shape.String())
	b = append(b, `,"puzzle":`...)
	b = strconv.AppendQuote(b, g.Line(Standard)) // ASCII letters, digits, dots and spaces: no escapes
	return append(b, '}'), nil
}

// UnmarshalJSON reads what MarshalJSON writes. The "box" field may be left
// out for the usual shape of the puzzle's size; other fields are ignored.
// Errors are *ParseError, with positions in data.
func (g *Grid) UnmarshalJSON(data []byte) error {
	if bytes.Equal(bytes.TrimSpace(data), []byte("null")) {
		return nil
	}
	var lx lexer
	grid, err := decodeJSON(&lx, data, 1, nil)
	if err != nil {
		return err
	}
	*g = grid
	return nil
}

// jsonPuzzle reads a line that holds a JSON object.
func (r *Reader) jsonPuzzle(line []byte) (Puzzle, error) {
	p := Puzzle{Line: r.lineNo, Text: string(line)}
	g, err := decodeJSON(&r.lx, line, r.lineNo, r.opts.Shape)
	if err != nil {
		return p, err
	}
	p.Grid = g
	return p, nil
}

const wantJSON = `a JSON object with a "puzzle" field`

// decodeJSON reads the object {"box": "RxC", "puzzle": "..."} in data, whose
// first line is line lineNo of the input. A box other than shape (when
// shape is given) is an error.
func decodeJSON(lx *lexer, data []byte, lineNo int, shape *Shape) (Grid, *ParseError) {
	pos := func(off int) (line, col int) {
		off = min(max(off, 0), len(data))
		nl := bytes.LastIndexByte(data[:off], '\n')
		return lineNo + bytes.Count(data[:off], []byte("\n")), column(data[nl+1:], off-nl-1)
	}
	at := func(off int, found, expected string) *ParseError {
		l, c := pos(off)
		return &ParseError{Line: l, Col: c, Found: found, Expected: expected}
	}
	syntax := func(err error) *ParseError {
		var se *json.SyntaxError
		if errors.As(err, &se) {
			// The decoder's offset may stop short of the bad character by
			// some spaces and a colon.
			i := min(int(se.Offset), len(data))
			for i < len(data) && (isSpace(data[i]) || data[i] == ':' && !strings.Contains(se.Error(), "':'")) {
				i++
			}
			return at(i, "invalid JSON ("+se.Error()+")", wantJSON)
		}
		return at(len(data), "the end of the text inside a JSON object", "the rest of the object")
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	tok, err := dec.Token()
	if err != nil {
		return Grid{}, syntax(err)
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		start := len(data) - len(bytes.TrimLeft(data, " \t\r\n"))
		return Grid{}, at(start, quoteText(bytes.TrimSpace(data)), wantJSON)
	}
	var (
		puzzle    []byte
		havePuz   bool
		puzOff    int
		puzExact  bool
		box       *Shape
		boxOff    int
		boxString string
	)
	for dec.More() {
		kt, err := dec.Token()
		if err != nil {
			return Grid{}, syntax(err)
		}
		key, _ := kt.(string)
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return Grid{}, syntax(err)
		}
		off := int(dec.InputOffset()) - len(raw)
		switch {
		case strings.EqualFold(key, "puzzle"):
			var s string
			if raw[0] != '"' || json.Unmarshal(raw, &s) != nil {
				return Grid{}, at(off, `"puzzle": `+cutText(raw), "a string that holds the puzzle")
			}
			puzzle, havePuz, puzOff = []byte(s), true, off+1
			puzExact = bytes.Equal(raw[1:len(raw)-1], puzzle)
		case strings.EqualFold(key, "box"):
			var s string
			if raw[0] != '"' || json.Unmarshal(raw, &s) != nil {
				return Grid{}, at(off, `"box": `+cutText(raw), `a string such as "3x3"`)
			}
			b, err := ParseBox(s)
			if err != nil {
				return Grid{}, at(off, "box "+strconv.Quote(s), wantBox)
			}
			box, boxOff, boxString = b, off, s
		}
	}
	if _, err := dec.Token(); err != nil {
		return Grid{}, syntax(err)
	}
	end := int(dec.InputOffset())
	if rest := bytes.TrimSpace(data[end:]); len(rest) > 0 {
		return Grid{}, at(end+bytes.Index(data[end:], rest), "text "+quoteText(rest)+" after the JSON object", "the end of the line")
	}
	if !havePuz {
		return Grid{}, &ParseError{Line: lineNo, Found: `a JSON object without a "puzzle" field`, Expected: wantJSON}
	}
	if box != nil && shape != nil && box != shape {
		return Grid{}, at(boxOff, "box "+strconv.Quote(boxString), shape.String()+", the box given")
	}
	if box == nil {
		box = shape
	}
	g, e := parseField(lx, puzzle, box)
	if e != nil {
		l, c := pos(puzOff)
		return Grid{}, fieldError(e, l, c, puzExact)
	}
	return g, nil
}

const wantBox = "rows x columns such as 3x3 or 3x4, each at least 2 and at most 64 digits in all"
