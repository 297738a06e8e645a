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
	Count     int
	Solution  sudoku.Grid   // the first solution found; no Shape when none
	Solutions []sudoku.Grid // the first solutions found, as many as Enumerate keeps
	Nodes     int
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
	return Enumerate(ctx, p, limit, 1)
}

// Enumerate is Count keeping the first keep solutions in Solutions.
func Enumerate(ctx context.Context, p *Puzzle, limit, keep int) (Result, error) {
	return enumerate(ctx, p, limit, keep, maxNodes)
}

// CountWithin is Count keeping every solution found (up to limit) and
// stopping with ErrLimit after nodes search nodes: a generator's checks,
// which must give the same verdict on every machine, bound the work by
// nodes rather than by time.
func CountWithin(ctx context.Context, p *Puzzle, limit, nodes int) (Result, error) {
	return enumerate(ctx, p, limit, limit, min(nodes, maxNodes))
}

func enumerate(ctx context.Context, p *Puzzle, limit, keep, nodes int) (Result, error) {
	c, err := NewCounter(p)
	if err != nil {
		return Result{}, err
	}
	return c.enumerate(ctx, limit, keep, nodes)
}

// A Counter counts the solutions of a puzzle whose givens change between
// counts while its constraints stay: what it compiles from them is made
// once (a generator taking givens away one by one asks dozens of times).
// It is for one goroutine at a time.
type Counter struct {
	p *Puzzle
	m *model
}

// NewCounter compiles p's constraints for CountWithin.
func NewCounter(p *Puzzle) (*Counter, error) {
	if p.Givens.Shape == nil || len(p.Givens.Cells) != p.Givens.Shape.Cells {
		return nil, errors.New("variant: the puzzle has no grid")
	}
	m, err := newModel(p)
	if err != nil {
		return nil, err
	}
	return &Counter{p: p, m: m}, nil
}

// CountWithin is the package's CountWithin of the puzzle with the givens
// it has now; its constraints must be those it had at NewCounter.
func (c *Counter) CountWithin(ctx context.Context, limit, nodes int) (Result, error) {
	return c.enumerate(ctx, limit, limit, min(nodes, maxNodes))
}

func (c *Counter) enumerate(ctx context.Context, limit, keep, nodes int) (Result, error) {
	p, m := c.p, c.m
	cand := slices.Clone(m.start)
	for c, d := range p.Givens.Cells {
		if d != 0 {
			cand[c] &= sudoku.Bit(d)
		}
	}
	s := &searcher{ctx: ctx, m: m, p: p, limit: limit, keep: keep, nodes: nodes, weight: make([]int, len(cand))}
	s.search(cand, -1)
	return s.res, s.err
}

type searcher struct {
	ctx   context.Context
	m     *model
	p     *Puzzle
	limit int
	keep  int
	nodes int // the most search nodes
	res   Result
	err   error
	// weight counts the dead ends each cell took part in (weighted
	// branching: the search branches first where it failed before).
	weight []int
}

// search counts the solutions below the candidates cand, at the rules'
// fixpoint but for cell changed (-1: any cell); it returns false to stop
// the whole search (the limit reached, or an error).
func (s *searcher) search(cand []sudoku.Set, changed int) bool {
	s.res.Nodes++
	if s.res.Nodes >= s.nodes {
		s.err = ErrLimit
		return false
	}
	if s.res.Nodes%1024 == 0 {
		if s.err = s.ctx.Err(); s.err != nil {
			return false
		}
	}
	if !s.m.propagateFrom(cand, changed) {
		for _, c := range s.m.scratch.failed {
			s.weight[c]++
		}
		return true
	}
	cell := weightedCell(cand, s.weight)
	if cell < 0 {
		g := s.m.grid(cand)
		if !s.p.check(g, s.m.houses) {
			return true // the rules that only prune let a wrong grid through
		}
		if s.res.Count == 0 {
			s.res.Solution = g
		}
		if len(s.res.Solutions) < s.keep {
			s.res.Solutions = append(s.res.Solutions, g)
		}
		s.res.Count++
		return s.limit == 0 || s.res.Count < s.limit
	}
	for set := cand[cell]; set != 0; set &= set - 1 {
		next := slices.Clone(cand)
		next[cell] = set & -set
		if !s.search(next, cell) {
			return false
		}
	}
	return true
}

// propagate applies the groups, pairs and rules of m to cand until nothing
// changes; it returns false when a cell has no candidate left or a rule
// finds no solution. A change wakes only what reads the cell that
// changed: its peers (when it is decided), its pairs, its rules; the hidden
// singles and the woken rules run when the cheaper steps are done.
func (m *model) propagate(cand []sudoku.Set) bool { return m.propagateFrom(cand, -1) }

// propagateFrom is propagate for candidates that are at the fixpoint but
// for cell changed (-1: any cell may have changed): a search's child, a
// trial of one candidate. It wakes only what reads that cell, where
// propagate runs every rule: the fixpoint is the same (each step only
// narrows, and narrows more from fewer candidates), and a node of a
// killer's search costs its few woken cages instead of all of them.
func (m *model) propagateFrom(cand []sudoku.Set, changed int) bool {
	p := m.scratch
	if p == nil {
		p = &propagation{m: m, queued: make([]bool, len(cand)), ruleQueued: make([]bool, len(m.rules)),
			groupQueued: make([]bool, len(m.groups))}
		p.meets, p.groupMeets = m.meets()
		p.meetQueued = make([]bool, len(p.meets))
		m.scratch = p
	}
	p.reset(cand)
	if changed >= 0 {
		p.push(changed)
	} else {
		for c := range cand {
			p.push(c)
		}
	}
	for {
		for len(p.queue) > 0 {
			c := p.queue[len(p.queue)-1]
			p.queue = p.queue[:len(p.queue)-1]
			p.queued[c] = false
			if !p.cell(c) {
				p.failed = append(p.failed, c)
				return false
			}
		}
		if !p.hiddenSingles() {
			return false
		}
		if len(p.queue) > 0 {
			continue
		}
		if !p.locked() {
			return false
		}
		if len(p.queue) > 0 {
			continue
		}
		if len(p.rules) == 0 {
			return true
		}
		for len(p.rules) > 0 && len(p.queue) == 0 {
			i := p.rules[len(p.rules)-1]
			p.rules = p.rules[:len(p.rules)-1]
			p.ruleQueued[i] = false
			if !p.rule(i) {
				return false
			}
		}
	}
}

// A propagation is one run of propagate: the cells whose candidates
// changed and the rules they woke, each queued once.
type propagation struct {
	m          *model
	cand       []sudoku.Set
	queue      []int
	queued     []bool
	rules      []int
	ruleQueued []bool
	// The groups of N cells with a changed cell, for hidden singles.
	groups      []int
	groupQueued []bool

	before []sudoku.Set // a rule's cells before it ran
	failed []int        // after a failure, the cells of the step that failed
	// The model's meetings of full groups (locked), those of each group,
	// and the meetings with a changed cell.
	meets      []meet
	groupMeets [][]int
	meetQueue  []int
	meetQueued []bool
}

// reset readies p for a run on cand, its queues empty (a run that failed
// may have left them full).
func (p *propagation) reset(cand []sudoku.Set) {
	p.cand = cand
	for _, c := range p.queue {
		p.queued[c] = false
	}
	for _, i := range p.rules {
		p.ruleQueued[i] = false
	}
	for _, i := range p.groups {
		p.groupQueued[i] = false
	}
	for _, i := range p.meetQueue {
		p.meetQueued[i] = false
	}
	p.meetQueue = p.meetQueue[:0]
	p.queue, p.rules, p.groups, p.failed = p.queue[:0], p.rules[:0], p.groups[:0], p.failed[:0]
}

func (p *propagation) push(c int) {
	if !p.queued[c] {
		p.queued[c] = true
		p.queue = append(p.queue, c)
	}
	for _, i := range p.m.cellGroups[c] {
		if !p.groupQueued[i] {
			p.groupQueued[i] = true
			p.groups = append(p.groups, i)
		}
		for _, k := range p.groupMeets[i] {
			if !p.meetQueued[k] {
				p.meetQueued[k] = true
				p.meetQueue = append(p.meetQueue, k)
			}
		}
	}
	for _, i := range p.m.cellRules[c] {
		if !p.ruleQueued[i] {
			p.ruleQueued[i] = true
			p.rules = append(p.rules, i)
		}
	}
}

// set narrows cell c to s (a subset of its candidates), waking what reads
// it; false when nothing is left.
func (p *propagation) set(c int, s sudoku.Set) bool {
	if s == p.cand[c] {
		return true
	}
	p.cand[c] = s
	p.push(c)
	return s != 0
}

// cell takes a changed cell's news to its peers and pairs.
func (p *propagation) cell(c int) bool {
	set := p.cand[c]
	if set == 0 {
		return false
	}
	if set&(set-1) == 0 {
		for _, o := range p.m.peers[c] {
			if p.cand[o]&set != 0 && !p.set(o, p.cand[o]&^set) {
				return false
			}
		}
	}
	for _, i := range p.m.cellPairs[c] {
		pr := &p.m.pairs[i]
		if !p.set(pr.b, p.cand[pr.b]&allowed(p.cand[pr.a], pr.ok)) ||
			!p.set(pr.a, p.cand[pr.a]&allowed(p.cand[pr.b], pr.back)) {
			return false
		}
	}
	return true
}

// hiddenSingles places each digit that has one place left in a group of N
// cells, in the groups where a cell changed.
func (p *propagation) hiddenSingles() bool {
	all := p.m.shape.AllDigits()
	for len(p.groups) > 0 {
		i := p.groups[len(p.groups)-1]
		p.groups = p.groups[:len(p.groups)-1]
		p.groupQueued[i] = false
		g := p.m.groups[i]
		var once, twice sudoku.Set
		for _, c := range g {
			twice |= once & p.cand[c]
			once |= p.cand[c]
		}
		if once != all {
			p.failed = append(p.failed, g...)
			return false
		}
		for only := once &^ twice; only != 0; only &= only - 1 {
			bit := only & -only
			for _, c := range g {
				if p.cand[c]&bit != 0 && !p.set(c, bit) {
					return false
				}
			}
		}
	}
	return true
}

// rule runs rule i, waking the cells it narrowed.
func (p *propagation) rule(i int) bool {
	r := p.m.rules[i]
	cells := r.cells()
	before := p.before[:0]
	for _, c := range cells {
		before = append(before, p.cand[c])
	}
	p.before = before
	if !r.prune(p.cand) {
		p.failed = append(p.failed, cells...)
		return false
	}
	for k, c := range cells {
		if p.cand[c] != before[k] {
			if p.cand[c] == 0 {
				p.failed = append(p.failed, cells...)
				return false
			}
			p.push(c) // and the rule again: its own news may prune more
		}
	}
	return true
}

// allowed is the union of table[d] over the digits d of s.
func allowed(s sudoku.Set, table []sudoku.Set) sudoku.Set {
	var u sudoku.Set
	for ; s != 0; s &= s - 1 {
		u |= table[bits.TrailingZeros64(uint64(s))+1]
	}
	return u
}

// weightedCell is the undecided cell with the fewest candidates for its
// weight (dom/wdeg: candidates over one more than the dead ends the cell
// took part in), the first of them, or -1 when every cell is decided;
// nil weights count as none. On the hardest killers the dead ends gather
// on a few cages' cells, and branching there first cuts the tree many
// times over.
func weightedCell(cand []sudoku.Set, weight []int) int {
	cell, n, w := -1, 0, 0
	for c, set := range cand {
		wc := 0
		if weight != nil {
			wc = weight[c]
		}
		if k := set.Len(); k > 1 && (cell < 0 || k*(w+1) < n*(wc+1)) {
			cell, n, w = c, k, wc
		}
	}
	return cell
}

// branchCell is the undecided cell with the fewest candidates (the first
// of them), or -1 when every cell is decided.
func branchCell(cand []sudoku.Set) int { return weightedCell(cand, nil) }

// grid is the grid of candidates that are all decided.
func (m *model) grid(cand []sudoku.Set) sudoku.Grid {
	g := sudoku.Grid{Shape: m.shape, Cells: make([]sudoku.Digit, len(cand))}
	for c, set := range cand {
		g.Cells[c] = set.First()
	}
	return g
}
