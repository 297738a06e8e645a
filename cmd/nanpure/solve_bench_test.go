package main

import (
	"context"
	"io"
	"runtime"
	"runtime/debug"
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
			path, ok := corpus.SharedFile(name)
			if !ok {
				b.Skipf("%s is not on this machine (../shared/data)", name)
			}
			set, err := loadBenchFile(path)
			if err != nil {
				b.Fatal(err)
			}
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

				runtime.LockOSThread()
				t0 := cputime.Thread()
				for _, g := range set.grids {
					exact.Search(context.Background(), g, 2)
				}
				engine += cputime.Thread() - t0
				runtime.UnlockOSThread()
			}
			n := float64(b.N * len(set.grids))
			b.ReportMetric(float64(cli.Microseconds())/n, "cli-µs/puzzle")
			b.ReportMetric(float64(engine.Microseconds())/n, "engine-µs/puzzle")
			b.ReportMetric(float64(engine)/float64(cli), "engine/cli")
			b.ReportMetric(float64(wall1)/float64(wall2), "j1/j2-wall")
		})
	}
}
