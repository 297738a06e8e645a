package generate

import (
	"math"

	"github.com/nanpure/nanpure/rate"
)

// spareShare is, for each level, the share of the grid's cells given beyond
// the fewest the removal pass reaches. Newspapers print easy 9x9 puzzles
// with about 30-36 givens, medium ones 27-31, hard ones 24-28, and the
// hardest with as few as a puzzle can have; the pass alone stops at 22-26
// on 9x9. The share scales with the grid: on 9x9 it keeps 9, 5 and 2 more.
var spareShare = [...]float64{rate.Easy: 0.11, rate.Medium: 0.06, rate.Hard: 0.025, rate.Diabolical: 0, rate.Extreme: 0}

// SetLevel asks for a puzzle of level l: a rating in its band and, unless
// the options ask for an exact number of givens or a minimal puzzle, the
// number of givens a printed puzzle of that level has. Set Shape first.
func (o *Options) SetLevel(l rate.Level) {
	lo, hi := l.Range()
	if math.IsInf(hi, 1) {
		hi = 0 // open at the top
	}
	o.MinRating, o.MaxRating = lo, hi
	if o.Givens > 0 || o.Minimal || l < rate.Easy || l > rate.Extreme {
		return
	}
	cells := 81
	if o.Shape != nil {
		cells = o.Shape.Cells
	}
	o.Spare = int(math.Round(spareShare[l] * float64(cells)))
}
