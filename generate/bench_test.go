package generate

import (
	"context"
	"fmt"
	"runtime"
	"testing"

	"github.com/nanpure/nanpure/sudoku"
)

// benchShapes are the sizes the benchmarks time.
var benchShapes = []*sudoku.Shape{
	sudoku.MustShape(2, 2), sudoku.MustShape(2, 3), sudoku.Classic,
	sudoku.MustShape(3, 4), sudoku.MustShape(4, 4), sudoku.MustShape(5, 5),
}

// benchPuzzles makes b.N puzzles with opts, seeds 0, 1, 2 ..., and
// reports puzzles/s in wall time and in CPU time of the thread (the fair
// figure on a shared machine), with the givens and attempts per puzzle.
func benchPuzzles(b *testing.B, opts Options) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var givens, attempts int
	b.ResetTimer()
	cpu0 := threadCPU()
	for i := 0; i < b.N; i++ {
		opts.Seed = uint64(i)
		r, err := Puzzle(context.Background(), opts)
		if err != nil {
			b.Fatal(err)
		}
		givens += r.Puzzle.Givens()
		attempts += r.Attempts
	}
	cpu := threadCPU() - cpu0
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
	if cpu > 0 {
		b.ReportMetric(float64(b.N)/cpu.Seconds(), "cpu-puzzles/s")
	}
	b.ReportMetric(float64(givens)/float64(b.N), "givens/puzzle")
	b.ReportMetric(float64(attempts)/float64(b.N), "attempts/puzzle")
}

// BenchmarkPuzzle times unique puzzles, minimal ones where that is in reach
// (up to 16x16), of each size with each symmetry.
func BenchmarkPuzzle(b *testing.B) {
	for _, s := range benchShapes {
		for _, sym := range Symmetries() {
			minimal := s.N <= searchMaxDigits
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
