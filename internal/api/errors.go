package api

import (
	"context"
	"errors"
	"fmt"

	"github.com/nanpure/nanpure/sudoku"
)

// Error is the JSON body of a failed call, and its HTTP status Code.
// Line and Col place a malformed puzzle's fault in its text; Cells and
// Digit name givens that break the rules.
type Error struct {
	Code   int      `json:"-"`
	Status string   `json:"status,omitempty"`
	Error  string   `json:"error"`
	Line   int      `json:"line,omitempty"`
	Col    int      `json:"col,omitempty"`
	Cells  []string `json:"cells,omitempty"`
	Digit  int      `json:"digit,omitempty"`
}

// The HTTP status codes of the answers. (The numbers, not net/http's
// names: the engine in the browser does without net/http, which would
// add 3 MB to its WebAssembly.)
const (
	statusBadRequest    = 400
	statusNotFound      = 404
	statusUnprocessable = 422
	statusInternal      = 500
	statusUnavailable   = 503
)

// badRequest is a 400 with the message.
func badRequest(format string, args ...any) error {
	return &apiErr{&Error{Code: statusBadRequest, Error: fmt.Sprintf(format, args...)}}
}

// apiErr carries an Error as an error value.
type apiErr struct{ e *Error }

func (e *apiErr) Error() string { return e.e.Error }

// ErrorOf is the answer to the error of an endpoint, with its status code:
// 400 for what the request got wrong (the puzzle's place of the fault or
// the cells in conflict), 503 when the time is up or the caller went away.
func ErrorOf(err error) *Error {
	var (
		ae *apiErr
		pe *sudoku.ParseError
		ce *sudoku.ConflictError
	)
	switch {
	case errors.As(err, &ae):
		e := *ae.e
		if e.Code == 0 {
			e.Code = statusBadRequest
		}
		return &e
	case errors.As(err, &pe):
		return &Error{Code: statusBadRequest, Status: "invalid", Error: trimPrefix(err), Line: pe.Line, Col: pe.Col}
	case errors.As(err, &ce):
		e := &Error{Code: statusBadRequest, Status: "invalid", Error: trimPrefix(err), Digit: int(ce.Digit)}
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
		return e
	case errors.Is(err, context.DeadlineExceeded):
		return &Error{Code: statusUnavailable, Status: "timeout", Error: "gave up: the time for one request is up"}
	case errors.Is(err, context.Canceled):
		// The caller went away; nobody reads the answer.
		return &Error{Code: statusUnavailable, Error: "canceled"}
	}
	return &Error{Code: statusInternal, Error: err.Error()}
}
