package generate

import (
	"context"
	"fmt"
	"math"
	"slices"
	"sync"

	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/rate"
	"github.com/nanpure/nanpure/sudoku"
)

// HoDoKu's levels as the generator's target.
//
// HoDoKu rates a puzzle with a score (the base scores of its steps added
// up) and a level (the highest level of a step, raised while the score
// passes the level's maximum: rate/hodoku.go). The level is what a setter
// asks for, and it is not a function of the score: a puzzle of singles
// scoring 780 is easy, one with a finned swordfish scoring 500 unfair. So
// the HoDoKu Rater's Score, which the generator steers by, is the level
// and the score in one number, level + score/10000 (easy 0, medium 1,
// hard 2, unfair 3, extreme 4): a level is a range [l, l+1) of it, a
// puzzle of a higher level is always above one of a lower, and within a
// level the score is the walk's slope towards the next. Rating.Points is
// HoDoKu's score itself.

// HoDoKu is the Rater of HoDoKu 2.2.4's levels: the steps of human.HoDoKu,
// scored as "nanpure rate --scale hodoku" scores them. It is safe for
// concurrent use.
var HoDoKu Rater = newHoDoKuRater()

// maxPoints bounds the score's share of the Score: 9,999 points stay
// inside their level.
const maxPoints = 9999

type hodokuRater struct {
	solvers sync.Pool // *human.Solver: each keeps scratch tables between puzzles
}

func newHoDoKuRater() *hodokuRater {
	r := &hodokuRater{}
	r.solvers.New = func() any { return human.NewSolver(&human.Options{Profile: human.HoDoKu}) }
	return r
}

// hodokuKey is the Score of a HoDoKu rating.
func hodokuKey(points int, level rate.HoDoKuLevel) float64 {
	return float64(level) + float64(min(points, maxPoints))/(maxPoints+1)
}

// steerCap is the highest cap at which removals are rated as they go on
// HoDoKu's scale (steering's scale): every level's top but extreme's. A
// rating stopped at the extreme level has tried no forcing chain or net.
func (r *hodokuRater) steerCap() float64 { return float64(rate.HoDoKuExtreme) }

// figure writes a Score as a level and HoDoKu's points ("easy, 48
// points"), a level's bound as the level ("HoDoKu's hard").
func (r *hodokuRater) figure(score float64) string {
	l := rate.HoDoKuLevel(min(int(score), int(rate.HoDoKuExtreme)))
	points := int(math.Round((score - float64(l)) * (maxPoints + 1)))
	if points == 0 {
		return "HoDoKu's " + l.String()
	}
	return fmt.Sprintf("%s, %d points", l, points)
}

// Rate rates p along HoDoKu's path, stopping at the first step after which
// the Score is at least max (max > 0): neither the score nor the level of
// a path goes down as it goes on.
func (r *hodokuRater) Rate(ctx context.Context, p sudoku.Grid, max float64) (Rating, error) {
	b, err := human.NewPuzzleBoard(p) // avoidable rectangles rest on what is not given
	if err != nil {
		return Rating{}, err
	}
	sv := r.solvers.Get().(*human.Solver)
	defer r.solvers.Put(sv)
	var out Rating
	var tally rate.HoDoKuTally
	var used [256]bool // by technique
	for !b.Solved() {
		st, err := sv.Next(ctx, b)
		if err != nil {
			return out, fmt.Errorf("generate: rating %v: %w", p, err)
		}
		tally.Add(st.Technique)
		if !used[st.Technique] {
			used[st.Technique] = true
			out.Techniques = append(out.Techniques, st.Technique.Key())
		}
		if points, level := tally.Final(); max > 0 && hodokuKey(points, level) >= max {
			out.Above = true
			break
		}
		b.Apply(st)
	}
	points, level := tally.Final()
	out.Score, out.Points = hodokuKey(points, level), points
	out.Level = level.String()
	out.Hardest = tally.Hardest().Key()
	return out, nil
}

// Technique returns the Score at the top of the level of technique key
// (its HoDoKu level, and as many points as a level holds). A puzzle that
// needs a step of a higher level rates above it, and so does one whose
// points raise its level: steering takes the latter when its hardest
// step, the one of the highest base score as HoDoKu names it, is still
// that technique.
func (r *hodokuRater) Technique(key string) (float64, error) {
	t, ok := human.TechniqueByKey(key)
	if !ok {
		return 0, fmt.Errorf("unknown technique (see nanpure help generate for the list)")
	}
	if !slices.Contains(human.HoDoKu.Techniques(), t) {
		return 0, fmt.Errorf("%s is not a technique of HoDoKu", t)
	}
	_, level, ok := rate.HoDoKuStep(t)
	if !ok {
		return 0, fmt.Errorf("%s has no score on HoDoKu's scale", t)
	}
	return hodokuKey(maxPoints, level), nil
}

// SetHoDoKuLevel asks for a puzzle of HoDoKu's level l, rated by HoDoKu:
// it sets Rater and the range of Score that is the level.
func (o *Options) SetHoDoKuLevel(l rate.HoDoKuLevel) {
	o.Rater = HoDoKu
	o.MinRating, o.MaxRating = float64(l), float64(l+1)
	if l >= rate.HoDoKuExtreme {
		o.MaxRating = 0 // open at the top
	}
}
