package record

import (
	"strings"

	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/sudoku"
)

// A Position is what human.ReadPosition found in a puzzle in progress, in
// the words of the records, the same for "nanpure hint" and /api/hint.
type Position struct {
	// Status is Multiple, None, Mistakes or Solved when there is no step
	// to look for, "" when there is one.
	Status string
	// Msg says why, for a status.
	Msg string
	// Mistakes names the cells whose digit is not the solution's;
	// WrongMarks the cells whose pencil marks lost the solution's digit
	// (those marks are ignored).
	Mistakes, WrongMarks []string
}

// ReadingOf words the reading r.
func ReadingOf(r *human.Reading) Position {
	var p Position
	switch r.Verdict {
	case human.Multiple:
		p.Status, p.Msg = Multiple, "the puzzle has more than one solution: no step can be found by logic alone"
		return p
	case human.NoSolution:
		p.Status, p.Msg = None, "the puzzle has no solution"
		return p
	case human.Invalid:
		p.Status = Invalid
		return p
	}
	sh := r.Givens.Shape
	for _, m := range r.Mistakes {
		if m.Placed {
			p.Mistakes = append(p.Mistakes, sh.CellName(m.Cell))
		} else {
			p.WrongMarks = append(p.WrongMarks, sh.CellName(m.Cell))
		}
	}
	switch {
	case len(p.Mistakes) > 0:
		p.Status, p.Msg = Mistakes, "not the solution's digit: "+strings.Join(p.Mistakes, ", ")
	case r.Board.Solved():
		p.Status = Solved
	}
	return p
}

// Candidates writes the candidates of each cell of b in the standard
// alphabet, "" for a filled cell: the "candidates" of a hint or a path.
func Candidates(b *human.Board) []string {
	out := make([]string, b.Shape.Cells)
	for i := range out {
		if b.Digit(i) != 0 {
			continue
		}
		var sb strings.Builder
		for _, d := range b.Candidates(i).Digits() {
			sb.WriteString(sudoku.Standard.Symbol(d, b.Shape.N))
		}
		out[i] = sb.String()
	}
	return out
}
