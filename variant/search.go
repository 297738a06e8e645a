package variant

import (
	"context"
	"errors"
	"math/bits"
	"slices"

	"github.com/nanpure/nanpure/sudoku"
)

// A Result is what a search found: the solutions counted (at most the
// limit), the first of them, and the nodes of the search tree.
type Result struct {
	Count    int
	Solution sudoku.Grid // the first solution found; no Shape when none
	Nodes    int
}

// ErrLimit is returned with the Result when the search stopped at
// maxNodes nodes, the bound that keeps a search from running for ever on
// a puzzle whose rules prune little.
var ErrLimit = errors.New("variant: search stopped at its node limit")

// maxNodes bounds a search: a proper 9x9 variant takes a few thousand
// nodes at most; an empty 16x16 killer would take far more than anyone
// waits for.
const maxNodes = 50_000_000

// Solve returns the first solution of p, or a Result with Count 0 when it
// has none.
func Solve(ctx context.Context, p *Puzzle) (Result, error) { return Count(ctx, p, 1) }

// Count counts the solutions of p up to limit (0: all), stopping when ctx
// is done (its error is returned with the count so far).
func Count(ctx context.Context, p *Puzzle, limit int) (Result, error) {
	if p.Givens.Shape == nil || len(p.Givens.Cells) != p.Givens.Shape.Cells {
		return Result{}, errors.New("variant: the puzzle has no grid")
	}
	m, err := newModel(p)
	if err != nil {
		return Result{}, err
	}
	cand := slices.Clone(m.start)
	for c, d := range p.Givens.Cells {
		if d != 0 {
			cand[c] &= sudoku.Bit(d)
		}
	}
	s := &searcher{ctx: ctx, m: m, p: p, limit: limit}
	s.search(cand)
	return s.res, s.err
}

type searcher struct {
	ctx   context.Context
	m     *model
	p     *Puzzle
	limit int
	res   Result
	err   error
}

// search counts the solutions below the candidates cand; it returns false
// to stop the whole search (the limit reached, or an error).
func (s *searcher) search(cand []sudoku.Set) bool {
	s.res.Nodes++
	if s.res.Nodes%1024 == 0 {
		if s.err = s.ctx.Err(); s.err != nil {
			return false
		}
		if s.res.Nodes >= maxNodes {
			s.err = ErrLimit
			return false
		}
	}
	if !s.m.propagate(cand) {
		return true
	}
	cell, fewest := -1, 0
	for c, set := range cand {
		if n := set.Len(); n > 1 && (cell < 0 || n < fewest) {
			cell, fewest = c, n
		}
	}
	if cell < 0 {
		g := sudoku.Grid{Shape: s.m.shape, Cells: make([]sudoku.Digit, len(cand))}
		for c, set := range cand {
			g.Cells[c] = set.First()
		}
		if !s.p.Check(g) {
			return true // the rules that only prune let a wrong grid through
		}
		if s.res.Count == 0 {
			s.res.Solution = g
		}
		s.res.Count++
		return s.limit == 0 || s.res.Count < s.limit
	}
	for set := cand[cell]; set != 0; set &= set - 1 {
		next := slices.Clone(cand)
		next[cell] = set & -set
		if !s.search(next) {
			return false
		}
	}
	return true
}

// propagate applies the groups, pairs and rules of m to cand until nothing
// changes; it returns false when a cell has no candidate left or a rule
// finds no solution.
func (m *model) propagate(cand []sudoku.Set) bool {
	all := m.shape.AllDigits()
	for {
		changed := false
		// A decided cell takes its digit from its peers.
		for c, set := range cand {
			if set == 0 {
				return false
			}
			if set&(set-1) != 0 {
				continue
			}
			for _, o := range m.peers[c] {
				if cand[o]&set != 0 {
					if cand[o] &^= set; cand[o] == 0 {
						return false
					}
					changed = true
				}
			}
		}
		// A digit with one place left in a group of N cells goes there.
		for i, g := range m.groups {
			if !m.full[i] {
				continue
			}
			var once, twice sudoku.Set
			for _, c := range g {
				twice |= once & cand[c]
				once |= cand[c]
			}
			if once != all {
				return false
			}
			for only := once &^ twice; only != 0; only &= only - 1 {
				bit := only & -only
				for _, c := range g {
					if cand[c]&bit != 0 && cand[c] != bit {
						cand[c], changed = bit, true
					}
				}
			}
		}
		for i := range m.pairs {
			p := &m.pairs[i]
			ok, back := allowed(cand[p.a], p.ok), allowed(cand[p.b], p.back)
			if cand[p.b]&ok != cand[p.b] {
				cand[p.b], changed = cand[p.b]&ok, true
			}
			if cand[p.a]&back != cand[p.a] {
				cand[p.a], changed = cand[p.a]&back, true
			}
			if cand[p.a] == 0 || cand[p.b] == 0 {
				return false
			}
		}
		for _, r := range m.rules {
			before := checksum(cand)
			if !r.prune(cand) {
				return false
			}
			changed = changed || checksum(cand) != before
		}
		if !changed {
			return true
		}
	}
}

// allowed is the union of table[d] over the digits d of s.
func allowed(s sudoku.Set, table []sudoku.Set) sudoku.Set {
	var u sudoku.Set
	for ; s != 0; s &= s - 1 {
		u |= table[bits.TrailingZeros64(uint64(s))+1]
	}
	return u
}

// checksum changes when a candidate is removed: candidates only go, so
// their total count says whether any went.
func checksum(cand []sudoku.Set) int {
	n := 0
	for _, s := range cand {
		n += bits.OnesCount64(uint64(s))
	}
	return n
}
