package web

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/nanpure/nanpure/sudoku"
)

// request is the body of every API call. Each endpoint takes the fields
// it lists (endpoints, in solve.go) and refuses the others, as it refuses
// unknown fields, so that a typo ("lmit") or an option of another
// endpoint is never silently ignored. The names are those of the command
// line's flags.
type request struct {
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

	// generate.
	Level     string  `json:"level,omitempty"`
	Rating    string  `json:"rating,omitempty"` // "MIN-MAX" or "MIN-"
	Technique string  `json:"technique,omitempty"`
	Givens    int     `json:"givens,omitempty"`
	Symmetry  string  `json:"symmetry,omitempty"`
	Minimal   bool    `json:"minimal,omitempty"`
	Seed      *uint64 `json:"seed,omitempty"`

	// print.
	Puzzles   []string `json:"puzzles,omitempty"`
	Paper     string   `json:"paper,omitempty"`
	PerPage   int      `json:"per_page,omitempty"`
	Solutions bool     `json:"solutions,omitempty"`
	Format    string   `json:"format,omitempty"`
	Title     string   `json:"title,omitempty"`
	Page      int      `json:"page,omitempty"` // svg: the page to draw, from 1 (the default)
}

// given returns the JSON names of the fields set in req (not zero).
func (req *request) given() []string {
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

// An endpoint (solve.go) answers one API call with a value written as
// JSON (or a *document), or an error (see writeErr).

// A document is an answer that is not JSON: a PDF or an SVG.
type document struct {
	contentType string
	name        string // file name offered for download
	data        []byte
}

// api turns an endpoint into an http.Handler: POST only, the body bounded
// by MaxBody and read as JSON or as a puzzle's text, the work bounded by
// Timeout.
func (h *handler) api(e endpoint) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			w.Header().Set("Allow", "POST")
			writeError(w, http.StatusMethodNotAllowed, &apiError{Error: r.Method + " not allowed: POST a puzzle"})
			return
		}
		// No answer of the API is to be sniffed for another type (an SVG or
		// a JSON string taken for HTML), or kept by a cache.
		w.Header().Set("X-Content-Type-Options", "nosniff")
		w.Header().Set("Cache-Control", "no-store")
		if err := e.pool.enter(); err != nil {
			writeErr(w, err)
			return
		}
		defer e.pool.leave()
		br := &budgetReader{r: http.MaxBytesReader(w, r.Body, h.opts.MaxBody), held: &h.bodies}
		defer br.release()
		body, err := io.ReadAll(br)
		var tooBig *http.MaxBytesError
		switch {
		case errors.Is(err, errBusy):
			writeErr(w, err)
			return
		case errors.As(err, &tooBig):
			writeError(w, http.StatusRequestEntityTooLarge,
				&apiError{Error: fmt.Sprintf("the request is larger than %d bytes", tooBig.Limit)})
			return
		case err != nil:
			writeError(w, http.StatusBadRequest, &apiError{Error: "cannot read the request: " + err.Error()})
			return
		}
		req, aerr := decodeRequest(r, body)
		if aerr != nil {
			writeError(w, cmp.Or(aerr.code, http.StatusBadRequest), aerr)
			return
		}
		for _, name := range req.given() {
			if !slices.Contains(e.fields, name) {
				writeError(w, http.StatusBadRequest, &apiError{Error: name + ": not an option of " + r.URL.Path +
					" (it takes " + strings.Join(e.fields, ", ") + ")"})
				return
			}
		}
		pool := e.pool
		if e.costly != nil && e.costly(req) {
			pool = h.expensive
		}
		ctx, cancel := context.WithTimeout(r.Context(), h.opts.Timeout)
		defer cancel()
		if err := pool.acquire(ctx); err != nil {
			writeErr(w, err)
			return
		}
		if pool != h.cheap {
			ctx = givingWay{ctx, h.cheap}
		}
		v, err := e.f(ctx, req)
		pool.release()
		if err != nil {
			writeErr(w, err)
			return
		}
		if d, ok := v.(*document); ok {
			// A document opened on its own (an SVG can hold scripts) runs
			// nothing and loads nothing.
			w.Header().Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
			w.Header().Set("Content-Type", d.contentType)
			w.Header().Set("Content-Disposition", mime.FormatMediaType("inline", map[string]string{"filename": d.name}))
			w.Write(d.data)
			return
		}
		writeJSON(w, http.StatusOK, v)
	})
}

// decodeRequest reads the request: a JSON object (sent as
// application/json, or any body whose first byte but spaces is "{"), or
// the text of a puzzle with the options in the query string (curl
// --data-binary @puzzle.txt 'localhost:8080/api/solve?box=3x4&limit=3'),
// each option named and typed as the JSON field of the same name. A body
// of another kind (a form of files, a picture) is a 415. Nothing is
// ignored: an unknown field or option, or options given both in the query
// string and in a JSON body, is a 400.
func decodeRequest(r *http.Request, body []byte) (*request, *apiError) {
	req := &request{}
	ct, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	isJSON := ct == "application/json" || strings.HasSuffix(ct, "+json") ||
		bytes.HasPrefix(bytes.TrimLeft(body, " \t\r\n"), []byte("{"))
	q := r.URL.Query()
	if isJSON {
		if len(q) > 0 {
			return nil, &apiError{Error: "options both in the query string and in a JSON body: give them in the JSON object"}
		}
		if err := decodeJSON(body, req); err != nil {
			return nil, &apiError{Error: "the request is not the JSON object expected: " + err.Error()}
		}
		return req, nil
	}
	switch ct {
	case "", "text/plain", "application/x-www-form-urlencoded", "application/octet-stream":
	default:
		return nil, &apiError{code: http.StatusUnsupportedMediaType,
			Error: "a body of " + ct + ": POST a JSON object (application/json) or the text of a puzzle (text/plain)"}
	}
	req.Puzzle = string(body)
	for key, values := range q {
		if key == "puzzle" {
			return nil, &apiError{Error: "puzzle in the query string: send it as the body"}
		}
		if len(values) != 1 {
			return nil, &apiError{Error: "option " + key + " given " + strconv.Itoa(len(values)) + " times"}
		}
		if err := setOption(req, key, values[0]); err != nil {
			return nil, &apiError{Error: "option " + key + ": " + err.Error()}
		}
	}
	return req, nil
}

// decodeJSON reads one JSON object into req, refusing unknown fields.
func decodeJSON(body []byte, req *request) error {
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

// setOption sets the field of req named key (its JSON name) from the text
// of a query-string option: as a JSON value (a number, true) where that
// fits the field, else as a string.
func setOption(req *request, key, value string) error {
	k, _ := json.Marshal(key)
	if json.Valid([]byte(value)) && decodeJSON([]byte(`{`+string(k)+`:`+value+`}`), req) == nil {
		return nil
	}
	v, _ := json.Marshal(value)
	err := decodeJSON([]byte(`{`+string(k)+`:`+string(v)+`}`), req)
	var te *json.UnmarshalTypeError
	switch {
	case err != nil && strings.Contains(err.Error(), "unknown field"):
		return errors.New("no such option")
	case errors.As(err, &te):
		return fmt.Errorf("%q is not a %s", value, te.Type)
	}
	return err
}

// options reads the box and alphabet of the request.
func (req *request) options() (sudoku.Options, error) {
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
// text (for the record's "line").
type puzzle struct {
	grid sudoku.Grid
	line int
}

// readPuzzle reads exactly one puzzle from text and checks its givens:
// a *sudoku.ParseError or a conflict when it is no puzzle.
func readPuzzle(text string, opts sudoku.Options) (puzzle, error) {
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
func (req *request) puzzle() (puzzle, error) {
	opts, err := req.options()
	if err != nil {
		return puzzle{}, err
	}
	return readPuzzle(req.Puzzle, opts)
}

// apiError is the JSON body of a failed call. Line and Col place a
// malformed puzzle's fault in its text; Cells and Digit name givens that
// break the rules.
type apiError struct {
	code   int
	Status string   `json:"status,omitempty"`
	Error  string   `json:"error"`
	Line   int      `json:"line,omitempty"`
	Col    int      `json:"col,omitempty"`
	Cells  []string `json:"cells,omitempty"`
	Digit  int      `json:"digit,omitempty"`
}

// badRequest is a 400 with the message.
func badRequest(format string, args ...any) error {
	return &apiErr{&apiError{code: http.StatusBadRequest, Error: fmt.Sprintf(format, args...)}}
}

// apiErr carries an apiError as an error value.
type apiErr struct{ e *apiError }

func (e *apiErr) Error() string { return e.e.Error }

// writeErr writes the error of an endpoint with its status code: 400 for
// what the request got wrong (the puzzle's place of the fault or the
// cells in conflict), 503 when the server is busy or the time is up.
func writeErr(w http.ResponseWriter, err error) {
	var (
		ae *apiErr
		pe *sudoku.ParseError
		ce *sudoku.ConflictError
	)
	switch {
	case errors.As(err, &ae):
		code := ae.e.code
		if code == 0 {
			code = http.StatusBadRequest
		}
		writeError(w, code, ae.e)
	case errors.As(err, &pe):
		writeError(w, http.StatusBadRequest, &apiError{Status: "invalid", Error: trimPrefix(err), Line: pe.Line, Col: pe.Col})
	case errors.As(err, &ce):
		e := &apiError{Status: "invalid", Error: trimPrefix(err), Digit: int(ce.Digit)}
		seen := map[int]bool{}
		var list sudoku.ConflictList
		if !errors.As(err, &list) {
			list = sudoku.ConflictList{ce}
		}
		for _, c := range list {
			for _, cell := range c.Cells {
				if !seen[cell] {
					seen[cell] = true
					e.Cells = append(e.Cells, c.Shape.CellName(cell))
				}
			}
		}
		if len(list) > 1 {
			e.Digit = 0 // several conflicts may be of several digits
		}
		writeError(w, http.StatusBadRequest, e)
	case errors.Is(err, errBusy):
		w.Header().Set("Retry-After", "1")
		writeError(w, http.StatusServiceUnavailable, &apiError{Error: err.Error()})
	case errors.Is(err, context.DeadlineExceeded):
		w.Header().Set("Retry-After", "1")
		writeError(w, http.StatusServiceUnavailable, &apiError{Status: "timeout", Error: "gave up: the time for one request is up"})
	case errors.Is(err, context.Canceled):
		// The client went away; nobody reads the answer.
		writeError(w, http.StatusServiceUnavailable, &apiError{Error: "canceled"})
	default:
		writeError(w, http.StatusInternalServerError, &apiError{Error: err.Error()})
	}
}

func writeError(w http.ResponseWriter, code int, e *apiError) {
	writeJSON(w, code, e)
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(code)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.Encode(v)
}

// trimPrefix drops the package prefix of a library error ("sudoku: ").
func trimPrefix(err error) string {
	s := err.Error()
	if i := strings.Index(s, ": "); i > 0 && !strings.ContainsAny(s[:i], " ,") {
		return s[i+2:]
	}
	return s
}
