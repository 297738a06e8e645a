package rate

import (
	"bufio"
	"context"
	"os"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/internal/corpus"
	"github.com/nanpure/nanpure/internal/cputime"
	"github.com/nanpure/nanpure/sudoku"
)

// hardestStride is the step between the puzzles of the forum's hardest
// list that BenchmarkRateHardest rates: 41 of its 486, ER 10.5 to 11.9.
const hardestStride = 12

// hardest is every stride-th puzzle of the forum's hardest list, from the
// first; the benchmark is skipped where the list is not on the machine.
func hardest(b *testing.B, stride int) []sudoku.Grid {
	var grids []sudoku.Grid
	for i, p := range hardestList(b) {
		if i%stride == 0 {
			grids = append(grids, p.grid)
		}
	}
	return grids
}

// A listed is a puzzle of the forum's hardest list with its published
// rating ("ER/EP/ED").
type listed struct {
	grid   sudoku.Grid
	rating string
}

// hardestList reads the forum's hardest list, or skips the test or
// benchmark where it is not on the machine.
func hardestList(tb testing.TB) []listed {
	tb.Helper()
	path, ok := corpus.SharedFile("forum_hardest_486.txt")
	if !ok {
		tb.Skip("forum_hardest_486.txt is not on this machine")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		tb.Fatal(err)
	}
	var list []listed
	for i, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		fields := strings.Fields(line)
		if len(fields) != 2 {
			tb.Fatalf("%s:%d: want a puzzle and its rating", path, i+1)
		}
		g, err := sudoku.Parse(fields[0], sudoku.Options{})
		if err != nil {
			tb.Fatalf("%s:%d: %v", path, i+1, err)
		}
		list = append(list, listed{g, fields[1]})
	}
	return list
}

// BenchmarkRateHardest rates a sample of the forum's hardest puzzles
// (nested forcing chains at every step that matters), one core, b.N
// puzzles in turn: -benchtime 41x rates the sample once. It reports the CPU
// time of the thread per puzzle, the fair figure on a shared machine.
func BenchmarkRateHardest(b *testing.B) {
	grids := hardest(b, hardestStride)
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	sv := human.NewSolver(&human.Options{Profile: human.SukakuExplainer})
	b.ResetTimer()
	cpu0 := cputime.Thread()
	for i := 0; i < b.N; i++ {
		bd, _ := human.NewBoard(grids[i%len(grids)])
		if _, err := RateBoard(context.Background(), bd, sv); err != nil {
			b.Fatal(err)
		}
	}
	if cpu := cputime.Thread() - cpu0; cpu > 0 {
		b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N), "cpu-ns/puzzle")
	}
}

// BenchmarkRateHardestAll rates the forum's hardest puzzles one after
// another in file order, each with a new solver (as one process each), b.N
// puzzles: -benchtime 486x rates the list once. It reports the CPU time of
// the thread per puzzle: median, 90th percentile, maximum, and how many
// took 2 s or more (issue 13: none).
func BenchmarkRateHardestAll(b *testing.B) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	rateEach(b, 1, "cpu", cputime.Thread)
}

// BenchmarkRateHardestAllThreads is BenchmarkRateHardestAll with the
// nested forcing chains on every thread of the machine (Options.Threads:
// GOMAXPROCS), as "nanpure rate" rates one puzzle: the wall time per
// puzzle, and the process's CPU time (cpu-s/puzzle, the mean), which the
// threads make a little more.
func BenchmarkRateHardestAllThreads(b *testing.B) {
	cpu0 := cputime.Process()
	t0 := time.Now()
	rateEach(b, runtime.GOMAXPROCS(0), "wall", func() time.Duration { return time.Since(t0) })
	b.ReportMetric((cputime.Process()-cpu0).Seconds()/float64(b.N), "cpu-s/puzzle")
}

// rateEach rates b.N puzzles of the hardest list on threads threads,
// timing each by clock, and reports the times named what.
func rateEach(b *testing.B, threads int, what string, clock func() time.Duration) {
	grids := hardest(b, 1)
	each := make([]time.Duration, b.N)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c0 := clock()
		if _, err := Rate(context.Background(), grids[i%len(grids)], &Options{Threads: threads}); err != nil {
			b.Fatal(err)
		}
		each[i] = clock() - c0
	}
	if each[0] == 0 {
		return // no thread CPU time on this system
	}
	slow := 0
	for _, d := range each {
		if d >= 2*time.Second {
			slow++
		}
	}
	slices.Sort(each)
	b.ReportMetric(each[b.N/2].Seconds(), "median-"+what+"-s/puzzle")
	b.ReportMetric(each[b.N*9/10].Seconds(), "p90-"+what+"-s/puzzle")
	b.ReportMetric(each[b.N-1].Seconds(), "max-"+what+"-s/puzzle")
	b.ReportMetric(float64(slow), "puzzles>=2s")
}

// referenceTimed is how many puzzles of the reference file, from its
// first, Sukaku Explainer was timed on for issue 13 (16.8 to 20.7 s of
// CPU for the 500: easy to hard, qqwing's levels and more).
const referenceTimed = 500

// BenchmarkRateReference rates the first referenceTimed puzzles of the
// reference file with one solver, the set against which the rating's speed
// is compared with Sukaku Explainer's (issue 13: 100 times faster). It
// reports the CPU time of the thread for the whole set.
func BenchmarkRateReference(b *testing.B) {
	f, err := os.Open(referenceFile)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	var grids []sudoku.Grid
	for sc := bufio.NewScanner(f); sc.Scan() && len(grids) < referenceTimed; {
		g, err := sudoku.Parse(strings.Fields(sc.Text())[0], sudoku.Options{})
		if err != nil {
			b.Fatal(err)
		}
		grids = append(grids, g)
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	sv := human.NewSolver(&human.Options{Profile: human.SukakuExplainer})
	b.ResetTimer()
	cpu0 := cputime.Thread()
	for i := 0; i < b.N; i++ {
		for _, g := range grids {
			bd, err := human.NewBoard(g)
			if err == nil {
				err = bd.MarkGivens(g)
			}
			if err == nil {
				_, err = RateBoard(context.Background(), bd, sv)
			}
			if err != nil {
				b.Fatal(err)
			}
		}
	}
	if cpu := cputime.Thread() - cpu0; cpu > 0 {
		b.ReportMetric(float64(cpu.Microseconds())/1000/float64(b.N), "cpu-ms/set")
	}
}
