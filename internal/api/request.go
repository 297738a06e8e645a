package api

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"reflect"
	"strings"

	"github.com/nanpure/nanpure/internal/record"
	"github.com/nanpure/nanpure/sudoku"
	"github.com/nanpure/nanpure/variant"
)

// Request is the body of every API call. Each endpoint takes the fields
// it lists (Endpoints) and refuses the others, as it refuses
// unknown fields, so that a typo ("lmit") or an option of another
// endpoint is never silently ignored. The names are those of the command
// line's flags.
type Request struct {
	// The puzzle, in any form the command line reads, and how to read it.
	Puzzle   string `json:"puzzle,omitempty"`
	Box      string `json:"box,omitempty"`      // "3x4", when the cell count does not say
	Alphabet string `json:"alphabet,omitempty"` // standard, hex, letters, numbers

	// solve: up to Limit solutions (0: all, as long as the time allows),
	// or the first found without proving it the only one.
	Limit *int `json:"limit,omitempty"`
	First bool `json:"first,omitempty"`

	// hint, explain: the position reached, in the standard alphabet on one
	// line (givens and the player's digits), and the player's pencil marks,
	// one string of candidate symbols per cell ("" for none); hint,
	// explain, rate, generate: the language of explanations and names (en,
	// ja); hint, explain, rate: the scale (natural, sukaku, se, hodoku).
	Grid       string   `json:"grid,omitempty"`
	Candidates []string `json:"candidates,omitempty"`
	Lang       string   `json:"lang,omitempty"`
	Scale      string   `json:"scale,omitempty"`

	// hint: every step available instead of the easiest (HoDoKu's "Find
	// all steps"), of the techniques or finders named, if any.
	All        bool     `json:"all,omitempty"`
	Techniques []string `json:"techniques,omitempty"`

	// convert: the form to write the puzzle in (record.ConvertForms).
	To string `json:"to,omitempty"`

	// generate.
	Level     string  `json:"level,omitempty"`
	Rating    string  `json:"rating,omitempty"` // "MIN-MAX" or "MIN-"
	Technique string  `json:"technique,omitempty"`
	Givens    int     `json:"givens,omitempty"`
	Symmetry  string  `json:"symmetry,omitempty"`
	Minimal   bool    `json:"minimal,omitempty"`
	Seed      *uint64 `json:"seed,omitempty"`
	// generate: a variant puzzle of this kind (generate.VariantKinds) in
	// place of a classic one.
	Variant string `json:"variant,omitempty"`
	// generate: the position to practise the technique on (the answer's
	// position and candidates), as the command line's --practice.
	Practice bool `json:"practice,omitempty"`

	// print.
	Puzzles   []string `json:"puzzles,omitempty"`
	Paper     string   `json:"paper,omitempty"`
	PerPage   int      `json:"per_page,omitempty"`
	Solutions bool     `json:"solutions,omitempty"`
	Format    string   `json:"format,omitempty"`
	Title     string   `json:"title,omitempty"`
	Page      int      `json:"page,omitempty"` // svg: the page to draw, from 1 (the default)

	// scan: a photo of a printed puzzle, JPEG, PNG or PGM (base64 in JSON).
	Image []byte `json:"image,omitempty"`
}

// Given returns the JSON names of the fields set in req (not zero).
func (req *Request) Given() []string {
	var names []string
	v := reflect.ValueOf(req).Elem()
	for i := range v.NumField() {
		if !v.Field(i).IsZero() {
			name, _, _ := strings.Cut(v.Type().Field(i).Tag.Get("json"), ",")
			names = append(names, name)
		}
	}
	return names
}

// DecodeJSON reads one JSON object into req, refusing unknown fields.
func DecodeJSON(body []byte, req *Request) error {
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(req); err != nil {
		return err
	}
	if dec.More() {
		return errors.New("more than one JSON value")
	}
	return nil
}

// options reads the box and alphabet of the request.
func (req *Request) options() (sudoku.Options, error) {
	var o sudoku.Options
	if req.Box != "" {
		s, err := sudoku.ParseBox(req.Box)
		if err != nil {
			return o, badRequest("box: %v", trimPrefix(err))
		}
		o.Shape = s
	}
	if req.Alphabet != "" {
		a, err := sudoku.ParseAlphabet(req.Alphabet)
		if err != nil {
			return o, badRequest("alphabet: %v", trimPrefix(err))
		}
		o.Alphabet = a
	}
	return o, nil
}

// A puzzle is the grid of a request and the line where it began in the
// text (for the record's "line"); for a variant puzzle, the variant too,
// its text, and in grid its givens.
type puzzle struct {
	grid    sudoku.Grid
	line    int
	variant *variant.Puzzle
	text    string
}

// String is the puzzle as the records give it: the grid on one line, or
// the variant's text, as the command line gives them.
func (p puzzle) String() string {
	if p.variant != nil {
		return p.text
	}
	return p.grid.String()
}

// record is p as package record takes a puzzle.
func (p puzzle) record() record.Puzzle {
	if p.variant != nil {
		return record.Puzzle{Source: source, Line: p.line, Text: []byte(p.text), Variant: p.variant}
	}
	return record.Puzzle{Source: source, Line: p.line, Grid: p.grid}
}

// readPuzzle reads exactly one puzzle from text and checks its givens:
// a *sudoku.ParseError or a conflict when it is no puzzle. A variant
// puzzle (variant.IsVariant) is read by variant.Parse.
func readPuzzle(text string, opts sudoku.Options) (puzzle, error) {
	if t := strings.TrimSpace(text); variant.IsVariant([]byte(t)) {
		v, err := variant.Parse(t)
		if err != nil {
			return puzzle{}, &apiErr{&Error{Code: statusBadRequest, Status: "invalid", Error: "puzzle: " + trimPrefix(err)}}
		}
		return puzzle{grid: v.Givens, line: 1, variant: v, text: t}, nil
	}
	rd := sudoku.NewReader(strings.NewReader(text), opts)
	p, err := rd.Next()
	switch {
	case err == io.EOF:
		return puzzle{}, badRequest("no puzzle in the request")
	case err != nil:
		return puzzle{}, err
	}
	if p2, err := rd.Next(); err != io.EOF {
		return puzzle{}, badRequest("the request holds more than one puzzle (one per call; the second begins on line %d)", p2.Line)
	}
	if err := p.Grid.Validate(); err != nil {
		return puzzle{}, err
	}
	return puzzle{grid: p.Grid, line: p.Line}, nil
}

// puzzle reads the request's puzzle.
func (req *Request) puzzle() (puzzle, error) {
	opts, err := req.options()
	if err != nil {
		return puzzle{}, err
	}
	return readPuzzle(req.Puzzle, opts)
}

// trimPrefix drops the package prefix of a library error ("sudoku: ").
func trimPrefix(err error) string {
	s := err.Error()
	if i := strings.Index(s, ": "); i > 0 && !strings.ContainsAny(s[:i], " ,") {
		return s[i+2:]
	}
	return s
}
