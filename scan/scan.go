package scan

import (
	"context"
	"image"
	"math"

	"github.com/nanpure/nanpure/sudoku"
)

// Statuses of a reading, as the check command names them.
const (
	Unique   = "unique"   // exactly one solution: the reading is taken
	None     = "none"     // no reading tried has a solution
	Multiple = "multiple" // no reading tried has exactly one
)

// Options tune Read. The zero value is the default.
type Options struct {
	// MaxChanges is the most cells the repair changes at once (default 3).
	MaxChanges int
	// MaxTries is the most readings the repair checks (default 2000).
	MaxTries int
	// MaxCost bounds how much less likely than the first reading a
	// repaired one may be: the sum over the cells changed of minus the log
	// of the ratio of the probabilities (default 8). A reading with a
	// missing digit has several solutions, and almost any wrong digit
	// added makes it unique: only likely second readings may be taken.
	MaxCost float64
	// Model is the classifier; nil for the embedded one.
	Model *Model
}

// A Cell is the reading of one cell.
type Cell struct {
	Digit int // 1 to 9, or 0 for empty
	// Confidence is the classifier's probability of its first reading
	// (a digit, or "not a digit" for an empty cell with a blob), 1 for a
	// cell without any ink; for a corrected cell, of the reading
	// replaced.
	Confidence float64
	// Uncertain: another reading of the cell was nearly as likely.
	Uncertain bool
	// Corrected: the solver's check changed the cell; Read is what the
	// classifier read first.
	Corrected bool
	Read      int
	// Corners of the cell in the image: top-left, top-right,
	// bottom-right, bottom-left.
	Corners [4]image.Point
}

// A Result is the puzzle read from a photo.
type Result struct {
	Grid sudoku.Grid // the reading, after any repair
	// Status is Unique when Grid has exactly one solution; otherwise the
	// reading is the classifier's best and Status says what is wrong.
	Status string
	// Corners of the grid in the image: top-left, top-right,
	// bottom-right, bottom-left.
	Corners [4]image.Point
	Cells   [81]Cell
	// Changed lists the cells (0 to 80, row by row) that the repair
	// changed, in increasing order.
	Changed []int
}

// uncertainCost is the cost (minus the log of a probability ratio) below
// which a cell's second reading makes it uncertain: 2.3 is a tenth.
const uncertainCost = 2.3

// Read reads the Sudoku puzzle in img. It returns ErrNoGrid when img holds
// no grid, and ctx's error when ctx is done first. A reading that is not
// unique is no error: Result.Status says so.
func Read(ctx context.Context, img image.Image, o *Options) (*Result, error) {
	e, err := Extract(ctx, img)
	if err != nil {
		return nil, err
	}
	return e.Read(ctx, o)
}

// Read reads the digits of the cells of e and lets the solver check them,
// as Read does for a whole photo.
func (e *Extraction) Read(ctx context.Context, o *Options) (*Result, error) {
	var opt Options
	if o != nil {
		opt = *o
	}
	if opt.MaxChanges <= 0 {
		opt.MaxChanges = 3
	}
	if opt.MaxTries <= 0 {
		opt.MaxTries = 2000
	}
	if opt.MaxCost <= 0 {
		opt.MaxCost = defaultMaxCost
	}
	m := opt.Model
	if m == nil {
		var err error
		if m, err = embedded(); err != nil {
			return nil, err
		}
	}
	r := &Result{Grid: sudoku.NewGrid(sudoku.Classic), Corners: e.Corners}
	var alts []change
	hid := make([]float32, m.Hidden)
	prob := make([]float32, m.Out)
	for i := range 81 {
		c := &r.Cells[i]
		c.Corners = e.Cells[i]
		c.Confidence = 1
		if e.Features[i] == nil {
			continue
		}
		m.Forward(e.Features[i], hid, prob)
		best, digit := 0, 1
		for d := range prob {
			if prob[d] > prob[best] {
				best = d
			}
			if d > 0 && prob[d] > prob[digit] {
				digit = d
			}
		}
		// A blob that passed for a digit is read as its likeliest digit
		// unless that is quite unlikely: the solver notices a digit too
		// many (the reading has no solution, and the repair drops it
		// cheaply), never a digit missing from a puzzle that stays
		// unique.
		if best == 0 && e.Ink[i] && prob[digit] >= inkDigit {
			best = digit
		}
		c.Digit = best
		c.Confidence = float64(prob[best])
		for d := range prob {
			if d != best && prob[d] > 1e-5 {
				alts = append(alts, change{i, d, max(0, -math.Log(float64(prob[d]/prob[best])))})
			}
		}
		r.Grid.Cells[i] = sudoku.Digit(c.Digit)
	}
	for _, a := range alts {
		if a.cost < uncertainCost {
			r.Cells[a.cell].Uncertain = true
		}
	}
	if err := repair(ctx, r, alts, opt); err != nil {
		return nil, err
	}
	return r, nil
}

// inkDigit is the probability of its likeliest digit above which a blob
// that passed for a digit is read as one, even when "not a digit" is
// likelier.
const inkDigit = 0.1

// defaultMaxCost is Options.MaxCost's default: a reading e^8 (some 3,000) times
// less likely than the first is not taken, set a priori.
const defaultMaxCost = 8.0
