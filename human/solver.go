package human

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/nanpure/nanpure/sudoku"
)

// ErrStuck is returned when no technique of the profile applies to a board
// that is not solved. With the Natural profile it means the board has no
// solution (or more than one), since the nested forcing chains at its end
// decide any proper puzzle.
var ErrStuck = errors.New("human: no technique applies")

// A searcher is one search for the next step: the board, the context, and
// the scratch state that finders share (candidate positions, the chaining
// engine's tables). Finders are its methods: each looks for one technique
// (or one family, in a fixed order) and, when it finds a step, stores it in
// s.step and returns true.
type searcher struct {
	ctx   context.Context
	b     *Board
	step  Step
	err   error // set when the context ends during a search
	polls int

	chains *chainEngine // built on first use, kept across steps
	// threads: how many goroutines the nested forcing chains may use;
	// helpers are the engines of the others (chainssplit.go)
	threads  int
	helpers  []*chainEngine
	fishes   fishSpaces      // the generalized fish's digits, kept while they hold
	quiet    quietDigits     // digits' places where a finder found nothing (quiet.go)
	als      *alsGraph       // the almost locked sets and their links, kept while the position holds
	slCache  slCache         // the strong links of Sukaku Explainer's chains, kept while the board holds
	aligned  [2]alignedMemo  // by degree - 2: the last board where the aligned exclusion found nothing (exclusionmemo.go)
	alsWings [4]alsWingMemo  // by cells - 3: the last board where the ALS wing found nothing
	inLoop   []bool          // by cell: in the unique loop being walked (uniqueness.go)
	loop     []int           // scratch: the cells of that loop
	subsets  [3][5]boardMemo // by kind and size: the last board where a subset search found nothing (subsets.go)
	along    *alongTable     // of the board's shape (intersections.go)

	// lock is the profile's scan order of locked candidates.
	lock lockOrder
	// everySubset looks for naked and hidden subsets in every house, not
	// only where Sudoku Explainer does (subsets.go).
	everySubset bool
	// oneURType3 gives a unique rectangle of type 3 whose set is the same
	// in a line and a box as one step, with the eliminations of both
	// (HoDoKu's form), instead of Sudoku Explainer's two; and it names a
	// type 2 rectangle whose extra cells are not two in one line type 5,
	// as HoDoKu does.
	oneURType3 bool
	// smallURSets looks for the hidden sets of unique loops of type 3 from
	// size 2, not only from the number of the extra digits, which bounds
	// the naked sets alone: Sukaku Explainer's default (lkSudoku's fix of
	// Sudoku Explainer's unique loops), which finds a hidden pair of the
	// loop's digits beside extra cells with four extra digits.
	smallURSets bool
	// niceLoops gives a bidirectional cycle all its eliminations, as a
	// continuous nice loop (chainsunary.go).
	niceLoops bool
	// erTwo takes a box where a digit has two places in distinct rows and
	// columns for an empty rectangle too (HoDoKu's), not only for a strong
	// link (singledigit.go).
	erTwo bool

	// hodokuOrder is HoDoKu's way, where HoDoKu's solver differs from
	// Sudoku Explainer's in the order it meets steps or in what it takes:
	// locked candidates, subsets, wings, rectangles and almost locked sets
	// in its order; sets of any size that do not overlap; unique
	// rectangles but no longer loops; XY-Chains of 10 cells at most; its
	// BUG+1 (a cell of three candidates) and avoidable rectangles
	// (bivalue empty corners, placed ones in one box). See the files that
	// read it.
	hodokuOrder bool
	// q, when set, holds HoDoKu's queues of singles, which the singles'
	// finders then read instead of scanning the board (singlesqueue.go).
	q *singlesQueues

	// collect, when set, receives every step found, and the finder goes on
	// while it returns false (nested chains use it to gather all the steps
	// of a technique).
	collect func(Step) bool
	// fresh, when set, tells the locked candidates and the X-Wings which
	// base houses to look in: those where a digit has lost places
	// (nestedmemo.go), since only their steps can rest on what a chain
	// removed.
	fresh func(h int, d sudoku.Digit) bool
}

// stop reports whether the search must end: the context is done. It is
// cheap enough to call in inner loops; the context is asked every 256 calls.
func (s *searcher) stop() bool {
	if s.err != nil {
		return true
	}
	s.polls++
	if s.polls&255 == 0 {
		if err := s.ctx.Err(); err != nil {
			s.err = err
			return true
		}
	}
	return false
}

// setProfile sets the options of profile p.
func (s *searcher) setProfile(p *Profile) {
	s.lock, s.everySubset, s.oneURType3, s.niceLoops, s.erTwo = p.lock, p.everySubset, p.oneURType3, p.niceLoops, p.erTwo
	s.smallURSets = p.smallURSets
	s.hodokuOrder = p.queues
}

// found records step t (sorting its candidates) and returns true.
func (s *searcher) found(t Step) bool {
	t.Shape = s.b.Shape
	t.Placements = sortCandidates(t.Placements)
	t.Eliminations = sortCandidates(t.Eliminations)
	if t.Difficulty == 0 {
		t.Difficulty = t.Technique.Difficulty()
	}
	if s.collect != nil {
		return s.collect(t)
	}
	s.step = t
	return true
}

// foundFirst records the first of n steps, made by step(i) in order of
// preference; when the search collects, it passes each in turn.
func (s *searcher) foundFirst(n int, step func(i int) Step) bool {
	if s.collect == nil {
		return n > 0 && s.found(step(0))
	}
	for i := 0; i < n; i++ {
		if s.found(step(i)) {
			return true
		}
	}
	return false
}

// A finder looks for steps of one technique or family (Sudoku Explainer's
// "pointing & claiming", the turbot fish and its kin). Each is registered
// under a key by addFinder in its family's file, with the techniques it can
// produce; profiles list finders by key.
type finder struct {
	key   string
	techs []Technique
	find  func(*searcher) bool
}

// finders are the registered finders by key.
var finders = map[string]*finder{}

// addFinder registers a finder. It is called only to initialise package
// variables, so that every finder is registered before the profiles look
// them up (in profile.go's init). Not inlined: see register.
//
//go:noinline
func addFinder(key string, find func(*searcher) bool, techs ...Technique) *finder {
	if finders[key] != nil {
		panic("human: finder " + key + " registered twice")
	}
	f := &finder{key: key, techs: techs, find: find}
	finders[key] = f
	return f
}

// A Profile is an ordered list of finders: the next step is the first step
// the first finder that has one finds. A profile fixes the technique set and
// the search order, so that it fixes the solving path and the rating.
type Profile struct {
	name  string
	alias string // the short name of ProfileByName
	keys  []string
	// finders are the finders of keys, looked up once every finder is
	// registered.
	finders []*finder
	// lock is the order in which the profile scans for locked candidates
	// (pointing and claiming), which decides which of several is the step.
	lock lockOrder
	// everySubset, oneURType3, smallURSets, niceLoops and erTwo: see the
	// searcher's.
	everySubset, oneURType3, smallURSets, niceLoops, erTwo bool
	// queues finds singles in the order of HoDoKu's queues
	// (singlesqueue.go), which the solver keeps from step to step, and
	// the other patterns in HoDoKu's order of houses and digits.
	queues bool
}

// Name returns the name of the profile.
func (p *Profile) Name() string { return p.name }

// Techniques lists the techniques the profile may use, in search order.
func (p *Profile) Techniques() []Technique {
	var ts []Technique
	seen := map[Technique]bool{}
	for _, f := range p.finders {
		for _, t := range f.techs {
			if !seen[t] {
				seen[t] = true
				ts = append(ts, t)
			}
		}
	}
	return ts
}

// Options tune Next and Solve.
type Options struct {
	// Profile is the technique set and order; nil means Natural.
	Profile *Profile
	// Threads is how many goroutines a search for nested forcing chains
	// may use (chainssplit.go): 0 or 1, one, the caller's; more make the
	// same steps in less time on more cores, for a rating of one hard
	// puzzle. A batch that rates a puzzle on each core gains nothing.
	Threads int
}

func (o *Options) profile() *Profile {
	if o == nil || o.Profile == nil {
		return Natural
	}
	return o.Profile
}

// A Solver finds steps on boards with one profile, keeping the scratch state
// of its searches (the chaining engine's tables) from step to step. A Solver
// is not safe for concurrent use; make one per goroutine.
type Solver struct {
	profile *Profile
	s       searcher
	q       *singlesQueues // of a profile with queues, kept from step to step
}

// Profile returns the profile of the solver.
func (sv *Solver) Profile() *Profile { return sv.profile }

// NewSolver returns a solver using the profile of opts.
func NewSolver(opts *Options) *Solver {
	sv := &Solver{profile: opts.profile()}
	if opts != nil {
		sv.s.threads = opts.Threads
	}
	return sv
}

// Next returns the next step on b: the first step found by the profile's
// finders in order. b is not changed. It returns ErrStuck when no finder
// applies, and the context's error when ctx ends first.
func (sv *Solver) Next(ctx context.Context, b *Board) (Step, error) {
	if b.Solved() {
		return Step{}, fmt.Errorf("human: the board is already solved")
	}
	s := &sv.s
	s.ctx, s.b, s.err, s.step = ctx, b, nil, Step{}
	s.setProfile(sv.profile)
	if err := ctx.Err(); err != nil {
		return Step{}, err
	}
	s.q = nil
	if sv.profile.queues {
		if sv.q == nil {
			sv.q = &singlesQueues{}
		}
		sv.q.sync(b)
		s.q = sv.q
	}
	if b.rules != nil {
		return sv.nextVariant(s)
	}
	for _, f := range sv.profile.finders {
		if f.find(s) {
			if s.q != nil {
				s.q.found(s.step, strings.HasSuffix(f.key, "!"))
			}
			return s.step, nil
		}
		if s.err != nil {
			return Step{}, s.err
		}
	}
	return Step{}, ErrStuck
}

// nextVariant is Next on a board with variant rules: the profile's
// finders but those unsound there, the rules' deductions right after the
// singles (a cage's sum is among the first things a player reads), their
// contradictions before the techniques from hardFrom on, and brute force
// (with the variant's solution) last.
func (sv *Solver) nextVariant(s *searcher) (Step, error) {
	rules, hard := false, false
	for _, f := range sv.profile.finders {
		if !rules && !isSingles(f.key) {
			rules = true
			if s.variantRules(false) {
				return s.step, nil
			}
		}
		if !hard && f.difficulty() >= hardFrom {
			hard = true
			if s.variantRules(true) {
				return s.step, nil
			}
		}
		if unsoundOnVariants[f.key] || hard {
			continue // the rules' contradictions and forcing take over
		}
		if f.find(s) {
			return s.step, nil
		}
		if s.err != nil {
			return Step{}, s.err
		}
	}
	if !rules && s.variantRules(false) || !hard && s.variantRules(true) || s.bruteForce() {
		return s.step, nil
	}
	if s.err != nil {
		return Step{}, s.err
	}
	return Step{}, ErrStuck
}

// difficulty is the least difficulty of the finder's techniques.
func (f *finder) difficulty() float64 {
	d := 0.0
	for i, t := range f.techs {
		if i == 0 || t.Difficulty() < d {
			d = t.Difficulty()
		}
	}
	return d
}

// isSingles reports whether a finder's key is one of the singles'.
func isSingles(key string) bool {
	return key == "full-house" || key == "hidden-single" || key == "naked-single"
}

// A Trace is the solving path of a puzzle: every step in order, and the
// board it ended on.
type Trace struct {
	Steps  []Step
	Final  *Board
	Solved bool
}

// Solve solves b (which it changes) step by step until it is solved, no
// technique applies (the trace so far and ErrStuck), or ctx ends (the trace
// so far and the context's error). Each step is passed to each, when it is
// not nil, before it is applied.
func (sv *Solver) Solve(ctx context.Context, b *Board, each func(Step)) (*Trace, error) {
	t := &Trace{Final: b}
	for !b.Solved() {
		st, err := sv.Next(ctx, b)
		if err != nil {
			return t, err
		}
		if each != nil {
			each(st)
		}
		t.Steps = append(t.Steps, st)
		b.Apply(st)
	}
	t.Solved = true
	return t, nil
}

// Next returns the next step on the board of grid g with the profile of
// opts (Natural by default): a hint.
func Next(ctx context.Context, b *Board, opts *Options) (Step, error) {
	return NewSolver(opts).Next(ctx, b)
}

// Solve solves grid g step by step with the profile of opts and returns the
// whole trace. The digits of g are the puzzle's givens.
func Solve(ctx context.Context, g sudoku.Grid, opts *Options) (*Trace, error) {
	b, err := NewPuzzleBoard(g)
	if err != nil {
		return nil, err
	}
	return NewSolver(opts).Solve(ctx, b, nil)
}
