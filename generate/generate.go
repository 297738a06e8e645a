package generate

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/nanpure/nanpure/sudoku"
)

// Options say what puzzle to make. The zero Options ask for a 9x9 puzzle
// with a unique solution, no symmetry, from seed 0.
type Options struct {
	// Shape is the box shape; nil means sudoku.Classic (9x9).
	Shape *sudoku.Shape
	// Symmetry is the pattern of the givens.
	Symmetry Symmetry
	// Minimal asks that no given can be removed without losing
	// uniqueness: each one is proved needed, one by one (with a symmetry,
	// each single given, not only each symmetric group).
	Minimal bool
	// Givens is the exact number of givens wanted; 0 means as few as the
	// removal reaches. Counts below the usual ones (21 to 29 on 9x9, most
	// 23 to 26) are reached by local moves, down to about 20 on 9x9;
	// fewer fail with ErrNotFound.
	Givens int
	// Spare is how many givens to keep beyond the fewest the removal pass
	// reaches: the last orbits it removed go back until there are that
	// many more. SetLevel sets it, so that easier puzzles have more givens,
	// as printed ones do. It cannot go with Givens or Minimal.
	Spare int
	// MinRating and MaxRating bound the puzzle's rating (on the Rater's
	// scale): MinRating <= rating < MaxRating; 0 leaves a side open.
	// SetLevel sets the range of a level.
	MinRating, MaxRating float64
	// Technique is the key of a technique the puzzle must need, as the
	// hardest step of its solving path ("x-wing"); Techniques lists them.
	Technique string
	// Practice asks for a puzzle to practise Technique on, as HoDoKu's
	// practising puzzles: its solving path uses the technique and needs
	// nothing harder (on HoDoKu's scale, nothing of a higher level), but
	// its hardest step may be another one as hard. Some techniques are
	// seldom the one hardest step (a hidden rectangle beside the wings of
	// HoDoKu's hard level).
	Practice bool
	// Rater rates puzzles for MinRating, MaxRating and Technique, SE when
	// it is nil. When it is set, or one of those is, Result.Rating is
	// filled in.
	Rater Rater
	// Seed chooses the puzzle: the same options and seed give the same
	// puzzle on every machine.
	Seed uint64
	// Attempts bounds the full grids tried before giving up with
	// ErrNotFound; 0 means DefaultAttempts.
	Attempts int
}

// DefaultAttempts is the number of full grids Puzzle tries when
// Options.Attempts is 0.
const DefaultAttempts = 1000

// A Result is a generated puzzle and how it was made.
type Result struct {
	Puzzle   sudoku.Grid
	Solution sudoku.Grid
	// Seed is Options.Seed: with the same options it makes the puzzle again.
	Seed uint64
	// Symmetry is the symmetry of the givens: Options.Symmetry, or the one
	// drawn for Random.
	Symmetry Symmetry
	// Minimal is true when the puzzle was proved minimal (Options.Minimal).
	Minimal bool
	// Rating is the puzzle's rating, when Options.Rater was set.
	Rating *Rating
	// Attempts is the number of full grids drawn, Checks the uniqueness
	// checks made and Nodes the search nodes they took.
	Attempts int
	Checks   int
	Nodes    int64
}

// Errors of Puzzle, for errors.Is; the message says what and why.
var (
	// ErrImpossible is a request that no puzzle can meet: more givens than
	// cells, a count the symmetry cannot make, fewer givens than any proper
	// puzzle of the size has.
	ErrImpossible = errors.New("generate: impossible request")
	// ErrNotFound is a request that no attempt met.
	ErrNotFound = errors.New("generate: no puzzle found")
	// ErrOutOfReach is a request beyond every search budget: minimal
	// puzzles above 16x16, where one check can take billions of search
	// nodes, and minimal rot90 puzzles from 16x16 up.
	ErrOutOfReach = errors.New("generate: out of reach")
)

// Puzzle makes a puzzle with exactly one solution, as opts ask. The same
// opts give the same puzzle. It returns an error wrapping ErrImpossible
// for a request that cannot be met, ErrOutOfReach for one that cannot be
// proved, ErrNotFound when no attempt met it, and the context's error when
// ctx ends first.
func Puzzle(ctx context.Context, opts Options) (Result, error) {
	g, err := newGenerator(opts)
	if err != nil {
		return Result{}, err
	}
	return g.run(ctx)
}

// Check returns the error Puzzle would return for opts without making a
// puzzle: a bad option, ErrImpossible or ErrOutOfReach. A nil error does
// not promise that some attempt will succeed.
func Check(opts Options) error {
	_, err := newGenerator(opts)
	return err
}

// minGivens is the fewest givens a proper puzzle of shape s can have, as
// far as it is known: 17 for 9x9 (McGuire, Tugemann and Civario, 2012), 4
// for 4x4, and N-1 for every other size (a puzzle missing two digits
// entirely has two solutions: swap them).
func minGivens(s *sudoku.Shape) int {
	switch {
	case s == sudoku.Classic:
		return 17
	case s.N == 4:
		return 4
	}
	return s.N - 1
}

// check validates the options and fills in the defaults.
func (o *Options) check() error {
	if o.Shape == nil {
		o.Shape = sudoku.Classic
	}
	s := o.Shape
	if o.Symmetry >= numSymmetries {
		return fmt.Errorf("generate: unknown symmetry %d", o.Symmetry)
	}
	if o.Attempts == 0 {
		o.Attempts = DefaultAttempts
	}
	if o.Attempts < 0 {
		return fmt.Errorf("generate: %d attempts: want 1 or more", o.Attempts)
	}
	if o.Givens < 0 || o.Givens > s.Cells {
		return fmt.Errorf("%w: %d givens on a %dx%d grid of %d cells", ErrImpossible, o.Givens, s.N, s.N, s.Cells)
	}
	if o.Givens > 0 && o.Givens < minGivens(s) {
		return fmt.Errorf("%w: %d givens: a %dx%d puzzle with one solution has at least %d", ErrImpossible, o.Givens, s.N, s.N, minGivens(s))
	}
	if o.Spare < 0 || o.Spare > 0 && (o.Givens > 0 || o.Minimal) {
		return fmt.Errorf("generate: %d spare givens: want 0 or more, and not with an exact number of givens or a minimal puzzle", o.Spare)
	}
	if o.Minimal && s.N > searchMaxDigits {
		return fmt.Errorf("%w: minimal %dx%d puzzles: proving each given needed takes a search of billions of nodes above 16x16 (without minimality, puzzles of this size are proved unique by logic)", ErrOutOfReach, s.N, s.N)
	}
	if o.MinRating < 0 || o.MaxRating < 0 || o.MaxRating > 0 && o.MaxRating <= o.MinRating {
		return fmt.Errorf("generate: rating range [%g, %g) is empty", o.MinRating, o.MaxRating)
	}
	if o.Rater == nil && (o.MinRating > 0 || o.MaxRating > 0 || o.Technique != "") {
		o.Rater = SE
	}
	return nil
}

// reachable reports whether some union of orbits has exactly n cells.
func reachable(orbits [][]int, n int) bool {
	can := make([]bool, n+1) // can[k]: k cells can be made of the orbits seen
	can[0] = true
	for _, o := range orbits {
		for k := n; k >= len(o); k-- {
			can[k] = can[k] || can[k-len(o)]
		}
	}
	return can[n]
}

// orbitSizes describes the orbit sizes of a symmetry for an error message:
// "groups of 4 cells, and 1 in the centre".
func orbitSizes(orbits [][]int) string {
	var sizes []string
	seen := [5]bool{}
	for _, o := range orbits {
		if n := len(o); !seen[n] {
			seen[n] = true
		}
	}
	for n := 4; n >= 1; n-- {
		if seen[n] {
			sizes = append(sizes, fmt.Sprint(n))
		}
	}
	return strings.Join(sizes, " or ")
}
