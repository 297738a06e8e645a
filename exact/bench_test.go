package exact

import (
	"bufio"
	"context"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"testing"
	"time"

	"github.com/nanpure/nanpure/internal/corpus"
	"github.com/nanpure/nanpure/internal/cputime"
	"github.com/nanpure/nanpure/sudoku"
)

// benchFiles are the puzzle files of ../shared/data that the benchmarks
// time: the ones the fast solvers publish figures for, then Norvig's.
var benchFiles = []string{
	"tdoku_17_clue.txt",
	"tdoku_magictour_top1465.txt",
	"tdoku_forum_hardest_1905_11plus.txt",
	"tdoku_forum_hardest_1106.txt",
	"tdoku_serg_benchmark.txt",
	"norvig_top95.txt",
	"norvig_hardest.txt",
}

func loadPuzzles(b testing.TB, name string) []sudoku.Grid {
	p, ok := corpus.SharedFile(name)
	if !ok {
		b.Skipf("%s is not on this machine (../shared/data)", name)
	}
	f, err := os.Open(p)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	var gs []sudoku.Grid
	r := sudoku.NewReader(bufio.NewReader(f), sudoku.Options{})
	for {
		p, err := r.Next()
		if err != nil {
			break
		}
		gs = append(gs, p.Grid)
	}
	return gs
}

// benchEngine solves the puzzles of each file in turn with the given limit
// (2: solve and prove unique, tdoku's standard mode; 1: first solution) and
// reports puzzles/s and guesses/puzzle. The machine may be shared, so it
// also reports cpu-puzzles/s: puzzles per second of CPU time of the thread
// that runs the loop (the figure the issue compares with other solvers).
// The first solution goes into one grid of the caller's (SearchInto), as
// tdoku's harness hands its solver one buffer: the comparison times the
// search, not an allocation per puzzle.
func benchEngine(b *testing.B, limit int, search func(sudoku.Grid, run) (Result, error)) {
	for _, name := range benchFiles {
		b.Run(name, func(b *testing.B) {
			gs := loadPuzzles(b, name)
			var guesses int64
			dst := sudoku.NewGrid(sudoku.Classic)
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			b.ResetTimer()
			cpu0 := cputime.Thread()
			for i := 0; i < b.N; i++ {
				rn := newRun(context.Background(), limit, nil)
				rn.dst = dst
				r, err := search(gs[i%len(gs)], rn)
				if err != nil {
					b.Fatal(err)
				}
				guesses += r.Stats.Guesses
			}
			cpu := cputime.Thread() - cpu0
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
			if cpu > 0 {
				b.ReportMetric(float64(b.N)/cpu.Seconds(), "cpu-puzzles/s")
			}
			b.ReportMetric(float64(guesses)/float64(b.N), "guesses/puzzle")
		})
	}
}

func BenchmarkGeneral(b *testing.B) { benchEngine(b, 2, searchGeneral) }

// BenchmarkClassic times the 9x9 engine in tdoku's standard mode (limit 2).
func BenchmarkClassic(b *testing.B) { benchEngine(b, 2, searchClassic) }

// BenchmarkClassicFirst times the 9x9 engine up to the first solution.
func BenchmarkClassicFirst(b *testing.B) { benchEngine(b, 1, searchClassic) }

// BenchmarkGeneralLarge times the general engine on the hard 16x16 and
// 25x25 puzzles of largeset_test.go, counting to 2, and reports the median
// and the largest CPU time of one puzzle (each the mean over the b.N runs
// of the set), the figures compared with a SAT solver's in issue 13.
func BenchmarkGeneralLarge(b *testing.B) {
	for _, ls := range largeSets {
		b.Run(ls.file, func(b *testing.B) {
			gs := readGrids(b, filepath.Join("testdata", ls.file))
			cpu := make([]time.Duration, len(gs))
			var nodes int64
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			b.ResetTimer()
			for range b.N {
				for i, g := range gs {
					t0 := cputime.Thread()
					r, err := searchGeneral(g, newRun(context.Background(), 2, nil))
					cpu[i] += cputime.Thread() - t0
					if err != nil || r.Count != 1 {
						b.Fatalf("puzzle %d: count %d, %v", i+1, r.Count, err)
					}
					nodes += r.Stats.Nodes
				}
			}
			slices.Sort(cpu)
			ms := func(d time.Duration) float64 { return d.Seconds() * 1e3 / float64(b.N) }
			b.ReportMetric((ms(cpu[(len(cpu)-1)/2])+ms(cpu[len(cpu)/2]))/2, "median-cpu-ms")
			b.ReportMetric(ms(cpu[len(cpu)-1]), "max-cpu-ms")
			b.ReportMetric(float64(nodes)/float64(b.N*len(gs)), "nodes/puzzle")
		})
	}
}
