package variant

import (
	"context"
	"slices"

	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/sudoku"
)

// Rules are a proper puzzle's constraints as the human solver reads them
// (human.Rules): the peers its groups add to rows, columns and boxes, and
// its deductions as steps, each naming the constraint it uses, so that
// every step of a variant's solving path is explained in words.
type Rules struct {
	p        *Puzzle
	m        *model
	shape    *sudoku.Shape // of the boards: p's, or a jigsaw's own (Puzzle.Shape)
	solution sudoku.Grid
	peers    [][]int // each cell's peers beyond its row, column and box
}

// NewRules returns the rules of p, whose one solution is solution (the
// last resort of a path that no rule can go on with). A jigsaw's board
// is on its own shape (Puzzle.Shape), whose boxes are its regions.
func NewRules(p *Puzzle, solution sudoku.Grid) (*Rules, error) {
	m, err := newModel(p)
	if err != nil {
		return nil, err
	}
	s, err := p.Shape()
	if err != nil {
		return nil, err
	}
	r := &Rules{p: p, m: m, shape: s, solution: solution, peers: make([][]int, s.Cells)}
	for c := range r.peers {
		for _, o := range m.peers[c] {
			if !slices.Contains(s.Peers(c), o) {
				r.peers[c] = append(r.peers[c], o)
			}
		}
	}
	return r, nil
}

// Board returns the human solver's board of p, whose one solution is
// solution, with p's rules: what explain, hint, rate and the generator's
// rating start from. A puzzle with no rule beyond the classic ones gets a
// classic board, which every technique may solve.
func Board(p *Puzzle, solution sudoku.Grid) (*human.Board, error) {
	if len(p.Constraints) == 0 && p.Regions == nil {
		b, err := human.NewBoard(p.Givens)
		if err == nil {
			err = b.MarkGivens(p.Givens)
		}
		return b, err
	}
	r, err := NewRules(p, solution)
	if err != nil {
		return nil, err
	}
	return r.Board(p.Givens)
}

// Board returns a board of r's puzzle whose givens are the digits of
// givens (the puzzle's, or more of the solution's, as a generator adds
// them back), on r's shape, with r's rules.
func (r *Rules) Board(givens sudoku.Grid) (*human.Board, error) {
	g := sudoku.Grid{Shape: r.shape, Cells: givens.Cells}
	b, err := human.NewBoard(g)
	if err == nil {
		err = b.MarkGivens(g)
	}
	if err != nil {
		return nil, err
	}
	b.SetRules(r)
	return b, nil
}

// Shape returns the shape of r's boards: the puzzle's, or for a jigsaw the
// shape whose boxes are its regions.
func (r *Rules) Shape() *sudoku.Shape { return r.shape }

// Peers returns the cells beyond cell's row, column and box that may not
// hold its digit.
func (r *Rules) Peers(cell int) []int { return r.peers[cell] }

// The difficulties of the rules' steps, on Sudoku Explainer's scale
// beside the classic techniques: a given's limit is read off the grid as
// a given is; a hidden single in a diagonal or a cage is as hard as one in
// a line; two cells joined by a dot or a thermometer's step are read
// pairwise like a pointing; a cage's, an arrow's or a line's sets need
// the combinations worked out, like a naked pair; the rule of 45 over
// several cages is a setter's favourite, harder still.
const (
	limitDifficulty  = 1.0
	pairDifficulty   = 1.7
	setDifficulty    = 2.3
	inniesDifficulty = 2.8
)

// Solution returns the puzzle's solution.
func (r *Rules) Solution() sudoku.Grid { return r.solution }

// Deduce returns the first deduction of the rules on b, the easiest kind
// first; with hard, a contradiction (human.Rules).
func (r *Rules) Deduce(ctx context.Context, b *human.Board, hard bool) (human.Step, bool, error) {
	cand := make([]sudoku.Set, len(r.peers))
	for c := range cand {
		if d := b.Digit(c); d != 0 {
			cand[c] = sudoku.Bit(d)
		} else {
			cand[c] = b.Candidates(c)
		}
	}
	if hard {
		// The three share the board's fixpoint under the rules, from which
		// each trial propagates only what its candidate wakes.
		base, empty := r.fixpoint(cand), openCells(b, cand)
		st, ok, err := r.contradiction(ctx, cand, base, empty)
		if ok || err != nil {
			return st, ok, err
		}
		if st, ok = r.forcing(cand, base); ok {
			return st, true, nil
		}
		return r.nested(ctx, cand, base, empty)
	}
	for _, find := range []func([]sudoku.Set) (human.Step, bool){r.limits, r.singles, r.pairs, r.rules, r.locked} {
		if st, ok := find(cand); ok {
			return st, true, nil
		}
	}
	return human.Step{}, false, nil
}

// limits finds candidates that a constraint of a cell's own forbids (an
// odd cell, a digit limited to a few).
func (r *Rules) limits(cand []sudoku.Set) (human.Step, bool) {
	for c, set := range cand {
		if out := set &^ r.m.start[c]; out != 0 && set.Len() > 1 {
			src := r.m.startSrc[c]
			return r.step(human.VariantRule, limitDifficulty, src, []int{c}, eliminations(c, out), nil), true
		}
	}
	return human.Step{}, false
}

// singles finds a digit with one place left in a diagonal, a window, a
// cage of N cells.
func (r *Rules) singles(cand []sudoku.Set) (human.Step, bool) {
	for i, g := range r.m.groups {
		src := r.m.groupSrc[i]
		if !r.m.full[i] || src.kind == "" {
			continue
		}
		var placed sudoku.Set
		for _, c := range g {
			if cand[c].Len() == 1 {
				placed |= cand[c]
			}
		}
		for d := sudoku.Digit(1); int(d) <= r.m.shape.N; d++ {
			if placed.Has(d) {
				continue
			}
			at := -1
			for _, c := range g {
				if cand[c].Has(d) {
					if at >= 0 {
						at = -2
						break
					}
					at = c
				}
			}
			if at >= 0 {
				st := r.step(human.VariantSingle, 0, src, g, nil, nil)
				st.Placements, st.Digits = []human.Candidate{{Cell: at, Digit: d}}, sudoku.Bit(d)
				return st, true
			}
		}
	}
	return human.Step{}, false
}

// pairs finds a digit of one cell of a pair that no digit of the other
// allows.
func (r *Rules) pairs(cand []sudoku.Set) (human.Step, bool) {
	for i, p := range r.m.pairs {
		outB := cand[p.b] &^ allowed(cand[p.a], p.ok)
		outA := cand[p.a] &^ allowed(cand[p.b], p.back)
		var es []human.Candidate
		if cand[p.a].Len() > 1 {
			es = append(es, eliminations(p.a, outA)...)
		}
		if cand[p.b].Len() > 1 {
			es = append(es, eliminations(p.b, outB)...)
		}
		if len(es) > 0 {
			return r.step(human.VariantRule, pairDifficulty, r.m.pairSrc[i], []int{p.a, p.b}, es, nil), true
		}
	}
	return human.Step{}, false
}

// rules finds what one of the other rules (sums, lines) prunes.
func (r *Rules) rules(cand []sudoku.Set) (human.Step, bool) {
	work := make([]sudoku.Set, len(cand))
	for i, rule := range r.m.rules {
		copy(work, cand)
		if !rule.prune(work) {
			continue // cannot happen on a board of the solution's path
		}
		var es []human.Candidate
		for _, c := range rule.cells() {
			if cand[c].Len() > 1 {
				es = append(es, eliminations(c, cand[c]&^work[c])...)
			}
		}
		if len(es) > 0 {
			src := r.m.ruleSrc[i]
			diff := src.difficulty
			if diff == 0 {
				diff = setDifficulty
			}
			cells := src.cells
			if cells == nil { // a rule of the whole grid: the cells of this part of it
				cells = rule.cells()
			}
			return r.step(human.VariantRule, diff, src, cells, es, nil), true
		}
	}
	return human.Step{}, false
}

// locked finds a digit whose places in a house (or an extra region) all
// see some other cell, counting the variant's peers (a knight's move, a
// diagonal): that cell cannot hold the digit. Pointing and claiming are
// the case of a box and a line; only the steps that need a variant's peer
// are taken here, the others being the classic techniques'.
func (r *Rules) locked(cand []sudoku.Set) (human.Step, bool) {
	s := r.m.shape
	for i, g := range r.m.groups {
		if !r.m.full[i] {
			continue
		}
		for d := sudoku.Digit(1); int(d) <= s.N; d++ {
			var places []int
			for _, c := range g {
				if cand[c].Has(d) {
					places = append(places, c)
				}
			}
			if len(places) < 2 || len(places) == 1 && cand[places[0]].Len() == 1 {
				continue
			}
			var es []human.Candidate
			for _, x := range r.m.peers[places[0]] {
				if cand[x].Len() < 2 || !cand[x].Has(d) || slices.Contains(places, x) {
					continue
				}
				all, extra := true, false
				for _, p := range places {
					if !slices.Contains(r.m.peers[p], x) {
						all = false
						break
					}
					extra = extra || slices.Contains(r.peers[p], x)
				}
				if all && extra {
					es = append(es, human.Candidate{Cell: x, Digit: d})
				}
			}
			if len(es) > 0 {
				st := r.step(human.VariantLocked, 0, r.m.groupSrc[i], places, es, nil)
				if i < 3*s.N && r.p.Regions == nil {
					st.Houses = []int{i} // a row, a column or a box
				}
				return st, true
			}
		}
	}
	return human.Step{}, false
}

// step makes a step of the rules, naming the constraint of src (its cells
// the step's own where the constraint covers the whole grid).
func (r *Rules) step(t human.Technique, diff float64, src source, cells []int, es []human.Candidate, ps []human.Candidate) human.Step {
	st := human.Step{Technique: t, Difficulty: diff, Cells: slices.Clone(cells), Eliminations: es, Placements: ps, Houses: src.houses}
	if src.kind != "" {
		k := &human.Constraint{Kind: src.kind, Value: src.value, Cells: src.cells, Digits: src.digits, Less: src.less}
		if k.Cells == nil {
			k.Cells = st.Cells
		}
		st.Constraint = k
	}
	for _, e := range es {
		st.Digits = st.Digits.Add(e.Digit)
	}
	return st
}

// eliminations lists the digits of out in cell c.
func eliminations(c int, out sudoku.Set) []human.Candidate {
	var es []human.Candidate
	for ; out != 0; out &= out - 1 {
		es = append(es, human.Candidate{Cell: c, Digit: out.First()})
	}
	return es
}

// sourceOf names constraint k for the words of a step: its description,
// but for the cells of a cell's own limit (parity, a given of several
// digits), which the model gives per cell (newModel's startSrc), and an
// XV's sum, which its kind already says.
func sourceOf(k Constraint) source {
	d := Describe(k)
	switch k := k.(type) {
	case Parity, Candidates, Negative:
		d.Cells = nil
	case XV:
		d.Value = 0
	case Kropki:
		d.Value = k.n() // the words say "differ by 1", where the page draws no number
	case Sum:
		if k.Coeffs != nil {
			d.Kind = "WeightedSum"
		}
	case SumLine:
		// A loop's words name each cell once, and say it loops.
		if k.Loop {
			d.Kind, d.Cells = "SumLoop", k.Cells
		}
	}
	src := source{kind: d.Kind, value: d.Value, cells: d.Cells}
	switch k.(type) {
	case Quad, Contains:
		src.digits = d.Digits
	}
	return src
}
