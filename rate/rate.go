package rate

import (
	"context"
	"fmt"
	"math"
	"strconv"

	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/sudoku"
)

// A Level is a named band of ratings: the one definition of the levels
// for the command line, the web page and the generator. The bands are those
// of the Sudoku Exchange puzzle bank.
type Level int

// The levels, easiest first, with what each asks of a player.
const (
	// Easy (ER < 1.5): the last empty cell of a house, and a digit with
	// one place left in a box. Scanning alone solves it.
	Easy Level = iota
	// Medium (ER < 2.5): hidden singles in rows and columns, naked singles
	// (a cell with one candidate left), and the direct forms of locked
	// candidates and hidden pairs. No pencil marks needed.
	Medium
	// Hard (ER < 5.0): pencil marks and the patterns on them: locked
	// candidates, naked and hidden subsets, X-Wing and Swordfish, the
	// wings, single-digit patterns, unique rectangles.
	Hard
	// Diabolical (ER < 9.0): chains: forcing chains, cycles, the larger
	// fish and almost locked sets, BUG.
	Diabolical
	// Extreme (ER >= 9.0): nested forcing chains, the hardest puzzles
	// known.
	Extreme
)

// bounds are the lower ends of the levels' bands of ER, and +Inf.
var bounds = [...]float64{Easy: 0, Medium: 1.5, Hard: 2.5, Diabolical: 5.0, Extreme: 9.0, Extreme + 1: math.Inf(1)}

var levelNames = [...][2]string{
	Easy:       {"easy", "やさしい"},
	Medium:     {"medium", "ふつう"},
	Hard:       {"hard", "むずかしい"},
	Diabolical: {"diabolical", "超難問"},
	Extreme:    {"extreme", "最難関"},
}

// LevelOf returns the level of rating er.
func LevelOf(er float64) Level {
	l := Easy
	for l < Extreme && er >= bounds[l+1] {
		l++
	}
	return l
}

// Range returns the ratings of level l: lo <= ER < hi, with hi +Inf for
// Extreme, and 0, 0 for no level.
func (l Level) Range() (lo, hi float64) {
	if l < Easy || l > Extreme {
		return 0, 0
	}
	return bounds[l], bounds[l+1]
}

// String returns the level's name in English, such as "diabolical".
func (l Level) String() string {
	if l < 0 || int(l) >= len(levelNames) {
		return "Level(" + strconv.Itoa(int(l)) + ")"
	}
	return levelNames[l][0]
}

// Name returns the level's name in language lang.
func (l Level) Name(lang human.Lang) string {
	if l < 0 || int(l) >= len(levelNames) {
		return l.String()
	}
	if lang == human.Japanese {
		return levelNames[l][1]
	}
	return levelNames[l][0]
}

// ParseLevel reads a level name (English).
func ParseLevel(name string) (Level, error) {
	for l, n := range levelNames {
		if n[0] == name {
			return Level(l), nil
		}
	}
	return 0, fmt.Errorf("rate: unknown level %q (want easy, medium, hard, diabolical or extreme)", name)
}

// A Result is the rating of a puzzle.
type Result struct {
	ER, EP, ED float64 // rating, pearl, diamond, rounded to one decimal as SE prints them
	Level      Level   // the level of ER
	// Hardest is the technique of the hardest step (the one that sets ER).
	Hardest human.Technique
	// Steps is the number of steps of the solving path.
	Steps int
	// Score and HoDoKuLevel are HoDoKu's rating of the path, set when the
	// solver follows human.HoDoKu (hodoku.go); HoDoKuHardest is then the
	// technique of the step with the highest base score.
	Score         int
	HoDoKuLevel   HoDoKuLevel
	HoDoKuHardest human.Technique
	// Solved is set when the path reached the solution. It is false when
	// the context ended first (TimedOut) or no technique applied.
	Solved   bool
	TimedOut bool
	// Above is set when RateBoardUpTo stopped at its max: ER is at least
	// the max, and the rest of the path was not rated.
	Above bool
}

// Options tune Rate.
type Options struct {
	// Profile is the rater to follow; nil means human.SukakuExplainer.
	Profile *human.Profile
	// Threads is how many threads the nested forcing chains may use
	// (human.Options.Threads): 0 or 1, one.
	Threads int
}

// Rate rates puzzle g. Invalid givens are reported as by
// sudoku.Grid.Validate. When ctx ends before the path reaches the
// solution, Rate returns the result so far with TimedOut set and an error
// wrapping ctx.Err(); when no technique of the profile applies (a puzzle
// with several solutions), it returns the result so far and an error
// wrapping human.ErrStuck.
func Rate(ctx context.Context, g sudoku.Grid, opts *Options) (Result, error) {
	b, err := human.NewPuzzleBoard(g) // (avoidable rectangles rest on what is not given)
	if err != nil {
		return Result{}, err
	}
	ho := human.Options{Profile: human.SukakuExplainer}
	if opts != nil {
		if opts.Profile != nil {
			ho.Profile = opts.Profile
		}
		ho.Threads = opts.Threads
	}
	return RateBoard(ctx, b, human.NewSolver(&ho))
}

// RateBoard rates the position b (which it solves, changing it) with
// solver sv: the rating of what is left to solve. A batch of ratings
// reuses one solver per goroutine.
func RateBoard(ctx context.Context, b *human.Board, sv *human.Solver) (Result, error) {
	return RateBoardUpTo(ctx, b, sv, 0)
}

// RateBoardUpTo is RateBoard that stops, with Above set, once a step
// makes the rating max or more (max > 0): a generator that only wants to
// know whether a puzzle is too hard leaves the rest of its path, the
// hardest part, unrated.
func RateBoardUpTo(ctx context.Context, b *human.Board, sv *human.Solver, max float64) (Result, error) {
	var r Result
	er, ep, ed := 0.0, 0.0, 0.0
	first := true
	hardest := human.NoTechnique
	var ho *HoDoKuTally
	if sv.Profile() == human.HoDoKu {
		ho = &HoDoKuTally{}
	}
	finish := func() Result {
		r.ER, r.EP, r.ED = round1(er), round1(ep), round1(ed)
		r.Level = LevelOf(r.ER)
		r.Hardest = hardest
		if ho != nil {
			r.Score, r.HoDoKuLevel = ho.Final()
			r.HoDoKuHardest = ho.Hardest()
		}
		return r
	}
	for !b.Solved() {
		st, err := sv.Next(ctx, b)
		if err != nil {
			if ctx.Err() != nil {
				r.TimedOut = true
				return finish(), fmt.Errorf("rate: stopped after %d steps: %w", r.Steps, err)
			}
			return finish(), fmt.Errorf("rate: %w after %d steps", err, r.Steps)
		}
		r.Steps++
		if ho != nil {
			ho.Add(st.Technique)
		}
		if st.Difficulty > er {
			er = st.Difficulty
			hardest = st.Technique
		}
		if max > 0 && round1(er) >= max {
			r.Above = true
			return finish(), nil
		}
		b.Apply(st)
		// serate: the diamond is the rating after the first step; the pearl
		// the rating when the first digit is placed or proved.
		if ep == 0 {
			if first {
				ed = er
				first = false
			}
			if st.Determines() {
				ep = er
			}
		}
	}
	r.Solved = true
	return finish(), nil
}

// round1 rounds a difficulty the way SE prints it: (int)((d + 0.05) * 10)
// tenths.
func round1(d float64) float64 { return float64(int((d+0.05)*10)) / 10 }
