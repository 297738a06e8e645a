package record

import (
	"context"
	"strings"

	"github.com/nanpure/nanpure/canon"
	"github.com/nanpure/nanpure/sudoku"
)

// Canon is the JSON record of a puzzle's canonical form (nanpure canon):
// the form, and with --count how many lines of the input fell in its class
// (the record is then the class's first line).
type Canon struct {
	Source string `json:"source"`
	Line   int    `json:"line"`
	Puzzle string `json:"puzzle"`
	Box    string `json:"box,omitempty"`
	Status string `json:"status"`
	Canon  string `json:"canon,omitempty"`
	Count  int    `json:"count,omitempty"`
	Error  string `json:"error,omitempty"`
}

// Shuffle is the JSON record of a random equivalent of a puzzle (nanpure
// shuffle), with the seed that makes it again.
type Shuffle struct {
	Source   string `json:"source"`
	Line     int    `json:"line"`
	Puzzle   string `json:"puzzle"`
	Box      string `json:"box,omitempty"`
	Status   string `json:"status"`
	Shuffled string `json:"shuffled,omitempty"`
	Seed     uint64 `json:"seed"`
	Error    string `json:"error,omitempty"`
}

// CanonPuzzle finds the canonical form of p as canon writes it (CanonText;
// a variant's as its text, variant.Puzzle.Canonical), or says why it has
// none: Invalid (it did not parse or its givens break the rules) or
// Timeout.
func CanonPuzzle(ctx context.Context, p Puzzle, zeros bool) (form, status, msg string) {
	if status, msg = ValidPuzzle(p); status != "" {
		return "", status, msg
	}
	if p.Variant != nil {
		text, err := p.Variant.Canonical().Text()
		if err != nil {
			return "", Invalid, err.Error()
		}
		return text, Canonical, ""
	}
	grid, err := canon.Form(ctx, p.Grid)
	if err != nil {
		return "", Timeout, "gave up after --timeout"
	}
	return CanonText(grid, p.Alpha, zeros), Canonical, ""
}

// ValidPuzzle returns Invalid and the reason when p did not parse or its
// givens break the rules, and "" when it is a puzzle to work on.
func ValidPuzzle(p Puzzle) (status, msg string) {
	switch {
	case p.Err != nil:
		return Invalid, p.Err.Error()
	case p.Variant != nil:
		return "", ""
	}
	if err := p.Grid.Validate(); err != nil {
		return Invalid, sudoku.ErrorText(err, p.Alpha)
	}
	return "", ""
}

// CanonRecord is the record of "nanpure canon" for p: its canonical form
// (for status Canonical), as CanonPuzzle writes it.
func CanonRecord(p Puzzle, status, msg, form string) Canon {
	return Canon{Source: p.Source, Line: p.Line, Puzzle: p.PuzzleText(), Box: p.Box(), Status: status, Canon: form, Error: msg}
}

// CanonText is a canonical form as canon writes it: on one line in the
// puzzle's alphabet, with 0 for an empty cell under zeros.
func CanonText(form sudoku.Grid, alpha sudoku.Alphabet, zeros bool) string {
	s := form.Line(alpha)
	if zeros {
		s = strings.ReplaceAll(s, ".", "0")
	}
	return s
}
