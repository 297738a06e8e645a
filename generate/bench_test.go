package generate

import (
	"context"
	"fmt"
	"runtime"
	"slices"
	"testing"
	"time"

	"github.com/nanpure/nanpure/internal/cputime"
	"github.com/nanpure/nanpure/rate"
	"github.com/nanpure/nanpure/sudoku"
)

// benchShapes are the sizes the benchmarks time.
var benchShapes = []*sudoku.Shape{
	sudoku.MustShape(2, 2), sudoku.MustShape(2, 3), sudoku.Classic,
	sudoku.MustShape(3, 4), sudoku.MustShape(4, 4), sudoku.MustShape(5, 5),
}

// benchPuzzles makes b.N puzzles with opts, seeds 0, 1, 2 ..., and
// reports puzzles/s in wall time and in CPU time of the thread (the fair
// figure on a shared machine), the median CPU time of a puzzle (the cost of
// the levels varies tenfold from seed to seed: the mean follows the few
// that take long), with the givens and attempts per puzzle.
func benchPuzzles(b *testing.B, opts Options) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var givens, attempts int
	var rating float64
	each := make([]time.Duration, b.N)
	b.ResetTimer()
	cpu0 := cputime.Thread()
	for i := 0; i < b.N; i++ {
		opts.Seed = uint64(i)
		c0 := cputime.Thread()
		r, err := Puzzle(context.Background(), opts)
		if err != nil {
			b.Fatal(err)
		}
		each[i] = cputime.Thread() - c0
		givens += r.Puzzle.Givens()
		attempts += r.Attempts
		if r.Rating != nil {
			rating += r.Rating.Score
		}
	}
	cpu := cputime.Thread() - cpu0
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
	if cpu > 0 {
		b.ReportMetric(float64(b.N)/cpu.Seconds(), "cpu-puzzles/s")
		slices.Sort(each)
		b.ReportMetric(float64(each[b.N/2].Microseconds())/1000, "median-cpu-ms/puzzle")
	}
	b.ReportMetric(float64(givens)/float64(b.N), "givens/puzzle")
	b.ReportMetric(float64(attempts)/float64(b.N), "attempts/puzzle")
	if rating > 0 {
		b.ReportMetric(rating/float64(b.N), "rating/puzzle")
	}
}

// BenchmarkPuzzle times unique puzzles, minimal ones where that is in reach
// (up to 16x16, but for rot90 on 16x16), of each size with each symmetry.
// 16x16 symmetric minimal puzzles take 5 to 30 s each: -benchtime 2x.
func BenchmarkPuzzle(b *testing.B) {
	for _, s := range benchShapes {
		for _, sym := range Symmetries() {
			minimal := s.N <= searchMaxDigits
			if sym == Rot90 && rot90OutOfReach(s, minimal) {
				continue
			}
			name := fmt.Sprintf("%dx%d/%v", s.N, s.N, sym)
			if minimal {
				name += "/minimal"
			}
			b.Run(name, func(b *testing.B) { benchPuzzles(b, Options{Shape: s, Symmetry: sym, Minimal: minimal}) })
		}
	}
}

// BenchmarkUnique times puzzles that are only asked to be unique: one
// removal pass, no proof of minimality.
func BenchmarkUnique(b *testing.B) {
	for _, s := range benchShapes {
		b.Run(fmt.Sprintf("%dx%d", s.N, s.N), func(b *testing.B) { benchPuzzles(b, Options{Shape: s}) })
	}
}

// BenchmarkFill times the drawing of full grids.
func BenchmarkFill(b *testing.B) {
	for _, s := range benchShapes {
		b.Run(fmt.Sprintf("%dx%d", s.N, s.N), func(b *testing.B) {
			f := newFiller(s, newRandom(1))
			for i := 0; i < b.N; i++ {
				f.fill()
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "grids/s")
		})
	}
}

// levelShapes are the sizes BenchmarkLevel times, with the levels they
// reach: a 4x4 puzzle never needs more than singles, and no 6x6 one seems
// to need the nested chains of the extreme level.
var levelShapes = []struct {
	shape  *sudoku.Shape
	levels []rate.Level
}{
	{sudoku.MustShape(2, 2), []rate.Level{rate.Easy, rate.Medium}},
	{sudoku.MustShape(2, 3), []rate.Level{rate.Easy, rate.Medium, rate.Hard, rate.Diabolical}},
	{sudoku.Classic, []rate.Level{rate.Easy, rate.Medium, rate.Hard, rate.Diabolical, rate.Extreme}},
	{sudoku.MustShape(3, 4), []rate.Level{rate.Easy, rate.Medium, rate.Hard, rate.Diabolical}},
	{sudoku.MustShape(4, 4), []rate.Level{rate.Easy, rate.Medium, rate.Hard, rate.Diabolical}},
}

// BenchmarkLevel times puzzles of each level (the rating range of a
// rate.Level). The slow ones are the targets of issue 13: 9x9/extreme
// (under 0.3 s of CPU a puzzle, median) and 16x16/diabolical (under 1 s);
// time them over several seeds, with -benchtime 12x.
func BenchmarkLevel(b *testing.B) {
	for _, ls := range levelShapes {
		s := ls.shape
		for _, l := range ls.levels {
			b.Run(fmt.Sprintf("%dx%d/%v", s.N, s.N, l), func(b *testing.B) {
				opts := Options{Shape: s}
				opts.SetLevel(l)
				benchPuzzles(b, opts)
			})
		}
	}
}

// BenchmarkTechnique times 9x9 puzzles whose hardest step is a technique.
func BenchmarkTechnique(b *testing.B) {
	for _, key := range []string{"naked-single", "pointing", "naked-pair", "x-wing", "hidden-pair", "swordfish", "skyscraper", "xy-wing", "unique-rectangle-1", "bug-1", "x-chain", "forcing-chain", "cell-forcing-chain"} {
		b.Run(key, func(b *testing.B) { benchPuzzles(b, Options{Technique: key}) })
	}
}

// BenchmarkHoDoKuLevel times 9x9 puzzles of each of HoDoKu's levels
// (Options.SetHoDoKuLevel); rating/puzzle is then the mean Score, the
// level and the points in one number.
func BenchmarkHoDoKuLevel(b *testing.B) {
	for l := rate.HoDoKuEasy; l <= rate.HoDoKuExtreme; l++ {
		b.Run(l.String(), func(b *testing.B) {
			var opts Options
			opts.SetHoDoKuLevel(l)
			benchPuzzles(b, opts)
		})
	}
}
