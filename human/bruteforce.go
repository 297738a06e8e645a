package human

import (
	"errors"

	"github.com/nanpure/nanpure/exact"
	"github.com/nanpure/nanpure/sudoku"
)

// HoDoKu's last resort, Brute Force: when no technique of its applies, it
// solves the puzzle by search and sets the middle one of the empty cells
// (in cell order) to the solution's digit, then goes on with its
// techniques. It has no HoDoKu code of the regression library, and so the
// rating counts it as what it is, a guess.
var BruteForce = register(techniqueDef{key: "brute-force", difficulty: 11.0, nudge: nudgeDigit})

var (
	_ = addFinder("brute-force", (*searcher).bruteForce, BruteForce)
	_ = addExplainer(words.bruteForce, BruteForce)
)

// bruteForce places the solution's digit in the middle empty cell.
func (s *searcher) bruteForce() bool {
	var empty []int
	for c, d := range s.b.digits {
		if d == 0 {
			empty = append(empty, c)
		}
	}
	if len(empty) == 0 {
		return false
	}
	sol, err := s.solution()
	if err != nil {
		if !errors.Is(err, exact.ErrNoSolution) {
			s.err = err
		}
		return false
	}
	c := empty[len(empty)/2]
	d := sol.Cells[c]
	if !s.b.cands[c].Has(d) {
		return false
	}
	return s.found(Step{Technique: BruteForce, Placements: []Candidate{{c, d}}, Cells: []int{c}, Digits: sudoku.Bit(d)})
}

// bruteForce explains a guess.
func (w words) bruteForce(s Step) string { return w.say("brute-force") }

// solution is the board's solution: its variant rules', or found by search.
func (s *searcher) solution() (sudoku.Grid, error) {
	if s.b.rules != nil {
		return s.b.rules.Solution(), nil
	}
	return exact.Solve(s.ctx, s.b.Grid())
}
