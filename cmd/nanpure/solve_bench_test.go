package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"testing"
	"time"

	"github.com/nanpure/nanpure/exact"
	"github.com/nanpure/nanpure/internal/corpus"
	"github.com/nanpure/nanpure/internal/cputime"
)

// solveBenchFiles are the sets of ../shared/data on which the CLI is
// compared with its engine (issue 13: at least 0.85 of its speed).
var solveBenchFiles = []string{
	"tdoku_17_clue.txt",
	"tdoku_magictour_top1465.txt",
	"tdoku_forum_hardest_1905_11plus.txt",
	"tdoku_forum_hardest_1106.txt",
	"tdoku_serg_benchmark.txt",
}

// BenchmarkSolve times, for each file, "nanpure solve -j 1 -i FILE" (the
// whole command: reading, parsing, the pipeline, formatting, in the
// process's CPU time, garbage collection included) against the engine's
// loop over the same puzzles (exact.Search with limit 2 in the thread's CPU
// time, as "nanpure bench -j 1" measures it). engine/cli is the share of
// the engine's speed the command keeps; the process start, a few ms, is not
// in it. j1/j2-wall is the wall time of solve -j 1 over that of -j 2: how
// far two workers are from twice one (on a quiet machine only).
func BenchmarkSolve(b *testing.B) {
	for _, name := range solveBenchFiles {
		b.Run(name, func(b *testing.B) {
			path, set := sharedBenchSet(b, name)
			defer debug.SetGCPercent(debug.SetGCPercent(batchGCPercent))
			solve := func(jobs string) {
				run(context.Background(), []string{"solve", "-j", jobs, "-i", path}, nil, io.Discard, io.Discard)
			}
			var cli, engine, wall1, wall2 time.Duration
			b.ResetTimer()
			for range b.N {
				c0, w0 := cputime.Process(), time.Now()
				solve("1")
				cli += cputime.Process() - c0
				wall1 += time.Since(w0)

				w0 = time.Now()
				solve("2")
				wall2 += time.Since(w0)

				engine += engineCPU(set)
			}
			n := float64(b.N * len(set.grids))
			b.ReportMetric(float64(cli.Microseconds())/n, "cli-µs/puzzle")
			b.ReportMetric(float64(engine.Microseconds())/n, "engine-µs/puzzle")
			b.ReportMetric(float64(engine)/float64(cli), "engine/cli")
			b.ReportMetric(float64(wall1)/float64(wall2), "j1/j2-wall")
		})
	}
}

// sharedBenchSet returns the path and the puzzles of file name of
// ../shared/data, and skips b when the file is not on this machine.
func sharedBenchSet(b *testing.B, name string) (string, *benchSet) {
	path, ok := corpus.SharedFile(name)
	if !ok {
		b.Skipf("%s is not on this machine (../shared/data)", name)
	}
	set, err := loadBenchFile(path)
	if err != nil {
		b.Fatal(err)
	}
	return path, set
}

// engineCPU returns the engine's time over the puzzles of set: exact.Search
// with limit 2 in a loop, in the thread's CPU time, as "nanpure bench -j 1"
// measures it.
func engineCPU(set *benchSet) time.Duration {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	t0 := cputime.Thread()
	for _, g := range set.grids {
		exact.Search(context.Background(), g, 2)
	}
	return cputime.Thread() - t0
}

// BenchmarkSolveRun times "nanpure solve -i FILE" alone, in this process (no
// process start), for -j 1 and -j 2 in the line and JSON formats: cpu is
// the process's CPU time, wall the wall time, per puzzle. Compare two
// builds by running each one's test binary in turn, e.g.
//
//	go test -c -o new.test ./cmd/nanpure
//	./new.test -test.run - -test.bench 'SolveRun/.*17_clue.*/j1-line' -test.count 5
//
// and benchstat; engine/cli in BenchmarkSolve sets the CLI against its
// engine.
func BenchmarkSolveRun(b *testing.B) {
	for _, name := range solveBenchFiles {
		path, ok := corpus.SharedFile(name)
		for _, v := range []struct{ name, jobs, format string }{
			{"j1-line", "1", "line"}, {"j1-json", "1", "json"}, {"j2-line", "2", "line"},
		} {
			b.Run(name+"/"+v.name, func(b *testing.B) {
				if !ok {
					b.Skipf("%s is not on this machine (../shared/data)", name)
				}
				n, err := countLines(path)
				if err != nil {
					b.Fatal(err)
				}
				defer debug.SetGCPercent(debug.SetGCPercent(batchGCPercent))
				args := []string{"solve", "-j", v.jobs, "--format", v.format, "-i", path}
				var cpu time.Duration
				var idle, total float64
				b.ResetTimer()
				for range b.N {
					b.StopTimer()
					i0, t0 := schedCPU()
					c0 := cputime.Process()
					b.StartTimer()
					run(context.Background(), args, nil, io.Discard, io.Discard)
					b.StopTimer()
					cpu += cputime.Process() - c0
					i1, t1 := schedCPU()
					b.StartTimer()
					idle, total = idle+i1-i0, total+t1-t0
				}
				puzzles := float64(b.N * n)
				b.ReportMetric(100*idle/total, "idle-%")
				b.ReportMetric(float64(cpu.Nanoseconds())/1e3/puzzles, "cpu-µs/puzzle")
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/1e3/puzzles, "wall-µs/puzzle")
				b.ReportMetric(0, "ns/op")
			})
		}
	}
}

// schedCPU returns the time the Go scheduler's Ps (GOMAXPROCS of them) spent
// with nothing to run, and in all, so far. Unlike the wall time, their ratio
// holds on a loaded machine: a P whose thread waits for a CPU still counts
// as busy. It is what -j 2 leaves of two CPUs unused, the reason it is less
// than twice as fast as -j 1 (with -j 1, at least half).
func schedCPU() (idle, total float64) {
	runtime.GC() // the runtime adds up these times at the end of a GC cycle
	s := []metrics.Sample{{Name: "/cpu/classes/idle:cpu-seconds"}, {Name: "/cpu/classes/total:cpu-seconds"}}
	metrics.Read(s)
	return s[0].Value.Float64(), s[1].Value.Float64()
}

// countLines counts the lines of a file that hold something: its puzzles.
func countLines(path string) (int, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, l := range bytes.Split(data, []byte("\n")) {
		if len(bytes.TrimSpace(l)) > 0 {
			n++
		}
	}
	return n, nil
}
