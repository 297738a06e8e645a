package generate

import (
	"context"
	"errors"

	"github.com/nanpure/nanpure/exact"
	"github.com/nanpure/nanpure/sudoku"
)

// Uniqueness checks.
//
// Givens are only ever removed, so a puzzle's solutions can only grow: the
// generator knows the solution (the full grid it started from) and asks,
// after each removal, whether it is still the only one. Two ways to answer:
//
//   - search (grids up to 16x16): exact.SearchWithin counts solutions up to
//     2 within a node budget. Before that, a removal that leaves every
//     removed cell forced by its peers (a naked single of the givens) keeps
//     the puzzle unique without any search.
//   - logic (larger grids): the puzzle stays unique when naked and hidden
//     singles alone still solve it. Proving uniqueness by search is out of
//     reach there: a near-minimal 25x25 puzzle can take billions of nodes,
//     while singles answer in tens of microseconds. The puzzles keep more
//     givens than minimal ones would, and every one is proved unique.
//
// A check that runs out of budget answers unknown; the caller keeps the
// givens, so a puzzle is never called unique without proof.

// A verdict is the answer of a uniqueness check.
type verdict uint8

const (
	unique   verdict = iota // one solution, proved
	multiple                // two or more, proved
	unknown                 // the budget ran out, or logic could not tell
)

// searchMaxDigits is the largest N whose puzzles are checked by search.
const searchMaxDigits = 16

// passBudget bounds the nodes of one uniqueness search of the removal
// pass, proofBudget those of a proof that a given is needed (minimal.go).
// On 9x9 no check comes near either (a few hundred nodes at most). On
// 16x16 most checks take hundreds of nodes and a few take hundreds of
// thousands; giving those up in the pass (the givens stay) costs half a
// given per puzzle and saves two thirds of the time.
const (
	passBudget  = 3_000
	proofBudget = 50_000
)

// A checker answers uniqueness checks for the puzzles of one shape, keeping
// scratch space and statistics between checks. Not safe for concurrent use.
type checker struct {
	shape  *sudoku.Shape
	search bool  // search (true) or logic (false)
	budget int64 // passBudget
	st     []sudoku.Set
	queue  []int

	checks int   // checks made
	nodes  int64 // search nodes spent
}

func newChecker(s *sudoku.Shape) *checker {
	return &checker{shape: s, search: s.N <= searchMaxDigits, budget: passBudget, st: make([]sudoku.Set, s.Cells)}
}

// check reports whether puzzle g, whose solution is sol and from which the
// cells of removed were just taken away, still has sol as its only
// solution. The only error is that of the context.
func (k *checker) check(ctx context.Context, g, sol sudoku.Grid, removed []int) (verdict, error) {
	k.checks++
	if forced(g, sol, removed) {
		return unique, nil
	}
	if !k.search {
		if k.solvedBySingles(g) {
			return unique, nil
		}
		return unknown, nil
	}
	return k.count(ctx, g, k.budget)
}

// count settles a check by search within budget nodes.
func (k *checker) count(ctx context.Context, g sudoku.Grid, budget int64) (verdict, error) {
	r, err := exact.SearchWithin(ctx, g, 2, budget)
	k.nodes += r.Stats.Nodes
	switch {
	case errors.Is(err, exact.ErrNodeLimit):
		return unknown, nil
	case err != nil:
		return unknown, err
	case r.Count == 1:
		return unique, nil
	}
	return multiple, nil
}

// forced reports whether each removed cell can hold nothing but its digit
// of sol, given the digits of its peers in g: then the removal changed
// nothing about the solutions. It is the check most early removals pass.
func forced(g, sol sudoku.Grid, removed []int) bool {
	s := g.Shape
	for _, c := range removed {
		want := sol.Cells[c]
		seen := sudoku.Set(0)
		for _, p := range s.Peers(c) {
			if d := g.Cells[p]; d != 0 {
				seen |= sudoku.Bit(d)
			}
		}
		if seen|sudoku.Bit(want) != s.AllDigits() {
			return false
		}
	}
	return true
}

// openAfterSingles returns how many cells of puzzle g naked and hidden
// singles leave open, or -1 when they meet a contradiction (which a puzzle
// with a solution never does).
func (k *checker) openAfterSingles(g sudoku.Grid) int {
	if !exact.SinglesOf(g, k.st, &k.queue) {
		return -1
	}
	open := 0
	for _, set := range k.st {
		if set&(set-1) != 0 {
			open++
		}
	}
	return open
}

// solvedBySingles reports whether naked and hidden singles alone solve
// puzzle g: a proof that its solution is unique, found without search.
func (k *checker) solvedBySingles(g sudoku.Grid) bool { return k.openAfterSingles(g) == 0 }
