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

// CanonPuzzle finds the canonical form of p, or says why it has none:
// Invalid (it did not parse, its givens break the rules, or it is a
// variant) or Timeout.
func CanonPuzzle(ctx context.Context, p Puzzle) (form sudoku.Grid, status, msg string) {
	if status, msg = ValidPuzzle(p); status != "" {
		return form, status, msg
	}
	form, err := canon.Form(ctx, p.Grid)
	if err != nil {
		return form, Timeout, "gave up after --timeout"
	}
	return form, Canonical, ""
}

// ValidPuzzle returns Invalid and the reason when p did not parse, its
// givens break the rules or it is a variant, and "" when it is a grid to
// work on.
func ValidPuzzle(p Puzzle) (status, msg string) {
	switch {
	case p.Err != nil:
		return Invalid, p.Err.Error()
	case p.Variant != nil:
		return Invalid, VariantNotRead
	}
	if err := p.Grid.Validate(); err != nil {
		return Invalid, sudoku.ErrorText(err, p.Alpha)
	}
	return "", ""
}

// CanonRecord is the record of "nanpure canon" for p: its canonical form
// (for status Canonical), written by CanonText.
func CanonRecord(p Puzzle, status, msg string, form sudoku.Grid, zeros bool) Canon {
	rec := Canon{Source: p.Source, Line: p.Line, Puzzle: p.PuzzleText(), Box: p.Box(), Status: status, Error: msg}
	if status == Canonical {
		rec.Canon = CanonText(form, p.Alpha, zeros)
	}
	return rec
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
