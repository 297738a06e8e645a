package human

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/nanpure/nanpure/exact"
	"github.com/nanpure/nanpure/sudoku"
)

// A Position is a puzzle part way through, as a player has it: the
// puzzle's givens, the digits placed since, and the candidates crossed out
// of the pencil marks. Placed digits are kept apart from givens: the
// uniqueness techniques that look at givens (avoidable rectangles) must
// know which is which.
type Position struct {
	Givens sudoku.Grid
	// Placed holds the digits the player placed, 0 in every other cell
	// (the givens' cells included); the zero Grid when none were placed.
	Placed sudoku.Grid
	// Crossed holds the candidates crossed out of each cell; nil when the
	// player kept no pencil marks.
	Crossed []sudoku.Set
}

// NewPosition returns the position of a puzzle with grid reached: grid
// holds the givens and the digits placed since (the zero Grid: none yet).
// A grid of another size, or one that changes a given, is an error.
func NewPosition(givens, grid sudoku.Grid) (Position, error) {
	p := Position{Givens: givens}
	if grid.Shape == nil {
		return p, nil
	}
	sh := givens.Shape
	if grid.Shape != sh {
		return p, fmt.Errorf("human: the position is a %s grid, the puzzle %s", grid.Shape, sh)
	}
	p.Placed = sudoku.NewGrid(sh)
	for i, d := range grid.Cells {
		g := givens.Cells[i]
		switch {
		case g != 0 && d != g:
			return p, fmt.Errorf("human: %s holds %s in the position, the puzzle's given is %s",
				sh.CellName(i), sudoku.Standard.Symbol(d, sh.N), sudoku.Standard.Symbol(g, sh.N))
		case g == 0:
			p.Placed.Cells[i] = d
		}
	}
	return p, nil
}

// Keep sets the pencil marks of cell: the candidates in marks are kept,
// every other is crossed out.
func (p *Position) Keep(cell int, marks sudoku.Set) {
	if p.Crossed == nil {
		p.Crossed = make([]sudoku.Set, p.Givens.Shape.Cells)
	}
	p.Crossed[cell] = p.Givens.Shape.AllDigits() &^ marks
}

// ParsePosition reads a position written in one of three ways:
//
//   - a puzzle in any form sudoku.Parse reads (opts say how): its digits
//     are the givens;
//   - a pencil-mark grid, as Board.Text writes it and ParseBoard reads it:
//     the cells of one symbol are the givens, the others the candidates
//     kept;
//   - a line of HoDoKu's regression library,
//     ":code:candidates:givens:deleted:...", where a '+' before a digit
//     of the givens marks a digit placed, not given, and deleted lists the
//     candidates crossed out as digit-row-column triples ("314 819").
func ParsePosition(text string, opts sudoku.Options) (Position, error) {
	if sudoku.IsLibraryLine(text) {
		return parseLibraryLine(text)
	}
	g, err := sudoku.Parse(text, opts)
	if err == nil {
		return Position{Givens: g}, nil // ReadPosition checks the givens
	}
	b, berr := ParseBoard(text)
	if berr != nil {
		return Position{}, err // the puzzle's error says where the text went wrong
	}
	p := Position{Givens: b.Grid()}
	for i := range p.Givens.Cells {
		if b.Digit(i) == 0 {
			p.Keep(i, b.Candidates(i))
		}
	}
	return p, nil
}

// parseLibraryLine reads a line of HoDoKu's regression library.
func parseLibraryLine(line string) (Position, error) {
	l, err := sudoku.ParseLibraryLine(line)
	if err != nil {
		return Position{}, err
	}
	return Position{Givens: l.Givens, Placed: l.Placed, Crossed: l.Deleted}, nil
}

// A Verdict is what the exact search says of a position's puzzle.
type Verdict int

// Verdicts, named as the command line's statuses.
const (
	Unique     Verdict = iota // exactly one solution
	Multiple                  // more than one
	NoSolution                // none
	Invalid                   // givens (or placed digits) that break the rules
)

func (v Verdict) String() string {
	switch v {
	case Unique:
		return "unique"
	case Multiple:
		return "multiple"
	case NoSolution:
		return "none"
	}
	return "invalid"
}

// A Mistake is a digit placed that is not the solution's (Placed), or the
// solution's digit crossed out of a cell's pencil marks.
type Mistake struct {
	Cell   int
	Digit  sudoku.Digit // the digit placed, or the solution's digit crossed out
	Placed bool
}

// A Reading is what ReadPosition found in a position.
type Reading struct {
	Position
	Verdict Verdict
	// Count is the number of solutions found, at most the limit.
	Count int
	// Solution is the puzzle's solution, when it is Unique.
	Solution sudoku.Grid
	// Board is the position to find steps on, when the puzzle is Unique:
	// the givens, the digits placed that are right, and the candidates
	// those leave, narrowed to the player's pencil marks in every cell
	// whose marks kept the solution's digit. So a mistake never makes a
	// step unsound. The board knows which of its digits are givens
	// (Board.MarkGivens), for the avoidable rectangles.
	Board *Board
	// Mistakes lists the placed digits that are not the solution's and the
	// cells whose marks lost the solution's digit, in cell order.
	Mistakes []Mistake
}

// WrongDigits reports whether some placed digit is not the solution's.
func (r *Reading) WrongDigits() bool {
	for _, m := range r.Mistakes {
		if m.Placed {
			return true
		}
	}
	return false
}

// ReadPosition reads position p: it counts the solutions of the givens
// with exact.Count, up to limit (at least 2: uniqueness), under ctx, and,
// when there is exactly one, compares the placed digits and the pencil
// marks with it and builds the board to find steps on. Givens that break
// the rules are the Invalid verdict with the error of Validate; a placed
// digit on a given's cell or a grid of another size is an error; so is
// ctx's end (wrapped).
func ReadPosition(ctx context.Context, p Position, limit int) (*Reading, error) {
	if err := p.check(); err != nil {
		return nil, err
	}
	r := &Reading{Position: p}
	if err := p.Givens.Validate(); err != nil {
		r.Verdict = Invalid
		return r, err
	}
	res, err := exact.Search(ctx, p.Givens, max(limit, 2))
	if err != nil {
		return nil, err
	}
	r.Count = res.Count
	switch {
	case res.Count == 0:
		r.Verdict = NoSolution
		return r, nil
	case res.Count > 1:
		r.Verdict = Multiple
		return r, nil
	}
	return ReadSolved(p, res.Solution)
}

// check says what makes p no position: no puzzle, or digits placed or
// marks of another size.
func (p Position) check() error {
	sh := p.Givens.Shape
	if sh == nil || len(p.Givens.Cells) != sh.Cells {
		return errors.New("human: a position without a puzzle")
	}
	if p.Placed.Shape != nil && p.Placed.Shape != sh || p.Crossed != nil && len(p.Crossed) != sh.Cells {
		return fmt.Errorf("human: the digits placed or the marks are not of the puzzle's %s grid", sh)
	}
	return nil
}

// ReadSolved reads position p of a puzzle whose one solution is known, as
// ReadPosition does once it has counted: for a variant, whose solution
// comes from the variant's own search, its board then given the rules
// (Board.SetRules).
func ReadSolved(p Position, solution sudoku.Grid) (*Reading, error) {
	if err := p.check(); err != nil {
		return nil, err
	}
	sh := p.Givens.Shape
	r := &Reading{Position: p, Verdict: Unique, Count: 1, Solution: solution}
	grid := p.Givens.Clone()
	if p.Placed.Shape != nil {
		for i, d := range p.Placed.Cells {
			switch {
			case d == 0:
			case p.Givens.Cells[i] != 0:
				return nil, fmt.Errorf("human: %s is a given and a digit placed", sh.CellName(i))
			case d != solution.Cells[i]:
				r.Mistakes = append(r.Mistakes, Mistake{Cell: i, Digit: d, Placed: true})
			default:
				grid.Cells[i] = d
			}
		}
	}
	b, err := NewBoard(grid) // a part of the solution: no conflict
	if err != nil {
		return nil, err
	}
	if err := b.MarkGivens(p.Givens); err != nil {
		return nil, err
	}
	for i, x := range p.Crossed {
		if x == 0 || b.Digit(i) != 0 {
			continue
		}
		if sd := solution.Cells[i]; x.Has(sd) {
			if p.Placed.Shape == nil || p.Placed.Cells[i] == 0 {
				r.Mistakes = append(r.Mistakes, Mistake{Cell: i, Digit: sd})
			}
			continue
		}
		b.SetCandidates(i, b.Candidates(i)&^x)
	}
	slices.SortFunc(r.Mistakes, func(a, b Mistake) int { return a.Cell - b.Cell })
	r.Board = b
	return r, nil
}
