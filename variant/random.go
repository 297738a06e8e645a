package variant

import (
	"context"
	"errors"
	"slices"

	"github.com/nanpure/nanpure/sudoku"
)

// Random returns a solution of p drawn by a search that tries the digits
// of each cell in an order intn chooses (intn(n) is a number in [0, n)):
// with a seeded intn, the same puzzle and seed give the same grid. It is
// how a generator draws the full grid of a variant (a grid whose diagonals,
// windows or knight's moves hold too). A puzzle with no solution returns
// an error, as does a search past nodes search nodes (ErrLimit): a
// jigsaw's random regions may admit no grid, which a bounded search gives
// up on, and the generator draws others.
func Random(ctx context.Context, p *Puzzle, intn func(n int) int, nodes int) (sudoku.Grid, error) {
	m, err := newModel(p)
	if err != nil {
		return sudoku.Grid{}, err
	}
	cand := slices.Clone(m.start)
	for c, d := range p.Givens.Cells {
		if d != 0 {
			cand[c] &= sudoku.Bit(d)
		}
	}
	r := &randomSearch{ctx: ctx, m: m, p: p, intn: intn, most: min(nodes, maxNodes)}
	if r.search(cand, -1) {
		return r.found, nil
	}
	if r.err != nil {
		return sudoku.Grid{}, r.err
	}
	return sudoku.Grid{}, errors.New("variant: the puzzle has no solution")
}

type randomSearch struct {
	ctx   context.Context
	m     *model
	p     *Puzzle
	intn  func(int) int
	nodes int
	most  int // nodes at most
	found sudoku.Grid
	err   error
}

// search reports whether a solution lies below cand (at the rules'
// fixpoint but for cell changed, -1 for any), keeping it in found.
func (r *randomSearch) search(cand []sudoku.Set, changed int) bool {
	r.nodes++
	if r.nodes >= r.most {
		r.err = ErrLimit
	} else if r.nodes%1024 == 0 {
		r.err = r.ctx.Err()
	}
	if r.err != nil || !r.m.propagateFrom(cand, changed) {
		return false
	}
	cell := branchCell(cand)
	if cell < 0 {
		r.found = r.m.grid(cand)
		return r.p.check(r.found, r.m.houses)
	}
	digits := cand[cell].Digits()
	for i := len(digits) - 1; i > 0; i-- {
		j := r.intn(i + 1)
		digits[i], digits[j] = digits[j], digits[i]
	}
	for _, d := range digits {
		next := slices.Clone(cand)
		next[cell] = sudoku.Bit(d)
		if r.search(next, cell) {
			return true
		}
	}
	return false
}
