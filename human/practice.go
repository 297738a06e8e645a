package human

import (
	"context"
	"fmt"

	"github.com/nanpure/nanpure/sudoku"
)

// Practice returns the position a player practises technique t on: the
// one the solving path of puzzle (under the profile of opts) reaches just
// before its first step of t, with that step. The digits the path placed
// are the position's placed digits and the candidates it eliminated are
// crossed out, so that the next step there (Next with the same options)
// is that step, as HoDoKu's "practising" puzzles are shown. (Under a
// profile that keeps the order in which singles were found, HoDoKu's, a
// single there may be another single of t: the position has no such past.)
// It returns
// ErrStuck when the path gets stuck before a step of t, and an error
// naming t when the puzzle is solved without one.
func Practice(ctx context.Context, puzzle sudoku.Grid, t Technique, opts *Options) (Position, Step, error) {
	b, err := NewPuzzleBoard(puzzle)
	if err != nil {
		return Position{}, Step{}, err
	}
	sv := NewSolver(opts)
	for !b.Solved() {
		st, err := sv.Next(ctx, b)
		if err != nil {
			return Position{}, Step{}, err
		}
		if st.Technique == t {
			return positionOf(puzzle, b), st, nil
		}
		b.Apply(st)
	}
	return Position{}, Step{}, fmt.Errorf("human: the solving path has no step of %s", t)
}

// positionOf is the position of board b, reached from puzzle: the digits
// that are not givens are placed, and an open cell keeps b's candidates.
func positionOf(puzzle sudoku.Grid, b *Board) Position {
	p := Position{Givens: puzzle, Placed: sudoku.NewGrid(puzzle.Shape)}
	for i, g := range puzzle.Cells {
		switch d := b.Digit(i); {
		case g != 0:
		case d != 0:
			p.Placed.Cells[i] = d
		default:
			p.Keep(i, b.Candidates(i))
		}
	}
	return p
}
