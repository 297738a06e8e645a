package record

import (
	"fmt"
	"strings"

	"github.com/nanpure/nanpure/sudoku"
	"github.com/nanpure/nanpure/variant"
)

// ConvertForms are the forms a puzzle is converted to (nanpure convert's
// --to, the API's "to"): a SudokuPad or f-puzzles link, f-puzzles JSON,
// an ISS string, a classic puzzle's line of givens.
var ConvertForms = []string{"sudokupad", "fpuzzles", "fpuzzles-json", "iss", "line"}

// Convert is convert's record: the puzzle written in the form To.
type Convert struct {
	Source    string `json:"source"`
	Line      int    `json:"line"`
	Puzzle    string `json:"puzzle"`
	Box       string `json:"box,omitempty"`
	Status    string `json:"status"`
	To        string `json:"to"`
	Converted string `json:"converted,omitempty"`
	Error     string `json:"error,omitempty"`
}

// ConvertPuzzle writes p in form to (one of ConvertForms), a classic
// puzzle as a variant without constraints for the variant forms, a line in
// alpha. It returns the record, with status Converted, or Invalid and the
// reason: p did not parse, its givens clash, or the form cannot hold it (a
// zipper has no f-puzzles form, a variant no line).
func ConvertPuzzle(p Puzzle, to string, alpha sudoku.Alphabet) Convert {
	r := Convert{Source: p.Source, Line: p.Line, Puzzle: p.PuzzleText(), Box: p.Box(), To: to}
	if r.Status, r.Error = ValidPuzzle(p); r.Status != "" {
		return r
	}
	v := p.Variant
	if v == nil {
		v = &variant.Puzzle{Givens: p.Grid}
	}
	var err error
	switch to {
	case "line":
		if p.Variant != nil {
			err = fmt.Errorf("a variant puzzle has no line of givens: its constraints would be lost (iss or sudokupad keep them)")
		} else {
			r.Converted = p.Grid.Line(alpha)
		}
	case "iss":
		r.Converted, err = v.ISS()
	case "fpuzzles-json":
		r.Converted, err = v.FPuzzles()
	case "fpuzzles", "sudokupad":
		if r.Converted, err = v.FPuzzlesLink(); err == nil && to == "sudokupad" {
			r.Converted = "https://sudokupad.app/fpuzzles" + strings.TrimPrefix(r.Converted, "https://f-puzzles.com/?load=")
		}
	default:
		err = fmt.Errorf("want one of %s", strings.Join(ConvertForms, ", "))
	}
	if err != nil {
		r.Status, r.Error, r.Converted = Invalid, fmt.Sprintf("no %s form: %v", to, err), ""
		return r
	}
	r.Status = Converted
	return r
}
