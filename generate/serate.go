package generate

import (
	"context"
	"fmt"
	"math"
	"sync"

	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/rate"
	"github.com/nanpure/nanpure/sudoku"
)

// SE is the Rater that Puzzle uses when Options.Rater is nil: the Sudoku
// Explainer rating of package rate, along the path of the Sukaku Explainer
// profile (human.SukakuExplainer), with the levels of rate.LevelOf. It is
// safe for concurrent use.
var SE = NewRater(nil)

// NewRater returns a Rater that rates as package rate does with the given
// profile (nil: human.SukakuExplainer): the same steps, the same hardest
// step, the same rounding, so that its ratings are rate.Rate's ER. Unlike
// rate.Rate it stops at the first step at or above the cap the generator
// gives it, and it lists the techniques of the path. There is one such
// Rater per profile: a caller that asks for it at each request (a server)
// shares its solvers, and their scratch tables, with every other.
func NewRater(profile *human.Profile) Rater {
	if profile == nil {
		profile = human.SukakuExplainer
	}
	if r, ok := seRaters.Load(profile); ok {
		return r.(Rater)
	}
	r := &seRater{profile: profile}
	r.solvers.New = func() any { return human.NewSolver(&human.Options{Profile: profile}) }
	kept, _ := seRaters.LoadOrStore(profile, r)
	return kept.(Rater)
}

// seRaters holds the Rater of each profile that NewRater made.
var seRaters sync.Map // *human.Profile -> *seRater

type seRater struct {
	profile *human.Profile
	solvers sync.Pool // *human.Solver: each keeps scratch tables between puzzles
}

func (r *seRater) Rate(ctx context.Context, p sudoku.Grid, max float64) (Rating, error) {
	return r.rate(ctx, p, max, nil)
}

// rate is Rate, taking the ends of paths from the boards in t (when not
// nil) and keeping those of its own path there (ratetail.go).
func (r *seRater) rate(ctx context.Context, p sudoku.Grid, max float64, t *tails) (Rating, error) {
	b, err := human.NewBoard(p)
	if err != nil {
		return Rating{}, err
	}
	sv := r.solvers.Get().(*human.Solver)
	defer r.solvers.Put(sv)
	var out Rating
	er, hardest := 0.0, human.NoTechnique
	var used [256]bool // by technique
	var keys []string  // of the boards before each step, when t is set
	var steps []tailStep
	take := func(tech human.Technique, diff float64) bool {
		if diff > er {
			er, hardest = diff, tech
		}
		if !used[tech] {
			used[tech] = true
			out.Techniques = append(out.Techniques, tech.Key())
		}
		if max > 0 && round1(er) >= max {
			out.Above = true
			return false
		}
		return true
	}
	for !b.Solved() {
		if t != nil {
			k := t.keyOf(b)
			if rest, ok := t.find(k); ok {
				for _, st := range rest.steps[rest.at:] {
					steps = append(steps, st)
					if !take(st.tech, st.diff) {
						break
					}
				}
				break
			}
			keys = append(keys, string(k))
		}
		st, err := sv.Next(ctx, b)
		if err != nil {
			return out, fmt.Errorf("generate: rating %v: %w", p, err)
		}
		steps = append(steps, tailStep{st.Technique, st.Difficulty})
		if !take(st.Technique, st.Difficulty) {
			break
		}
		b.Apply(st)
	}
	if t != nil && !out.Above {
		t.keep(keys, steps)
	}
	out.Score = round1(er)
	out.Level = rate.LevelOf(out.Score).String()
	out.Hardest = hardest.Key()
	return out, nil
}

// easiest returns the difficulty of the easiest technique of the profile:
// the lowest rating a puzzle with an empty cell can have.
func (r *seRater) easiest() float64 {
	low := math.Inf(1)
	for _, t := range r.profile.Techniques() {
		low = min(low, t.Difficulty())
	}
	return low
}

func (r *seRater) Technique(key string) (float64, error) {
	t, ok := human.TechniqueByKey(key)
	if !ok {
		return 0, fmt.Errorf("unknown technique (see nanpure help generate for the list)")
	}
	for _, u := range r.profile.Techniques() {
		if u == t {
			return t.Difficulty(), nil
		}
	}
	return 0, fmt.Errorf("%s is not a technique of the %s rating", t, r.profile.Name())
}

// Techniques returns the keys of the techniques a Rater made by NewRater
// with profile p (nil: human.SukakuExplainer) can require, in the profile's
// search order.
func Techniques(p *human.Profile) []string {
	if p == nil {
		p = human.SukakuExplainer
	}
	var keys []string
	for _, t := range p.Techniques() {
		keys = append(keys, t.Key())
	}
	return keys
}

// round1 rounds a difficulty as Sudoku Explainer prints it (and package
// rate does): (int)((d + 0.05) * 10) tenths.
func round1(d float64) float64 { return float64(int((d+0.05)*10)) / 10 }
