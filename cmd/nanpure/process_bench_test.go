package main

import (
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// BenchmarkSolveProcess times "nanpure solve -j 1 -i FILE" as a user runs
// it, a process of its own (issue 13's measure of the CLI: whole-process
// CPU, the start included, against "nanpure bench"), for each file of
// solveBenchFiles: engine/process is the engine's CPU time over the file
// (exact.Search with limit 2 in a loop, in the thread's CPU time, as
// "nanpure bench -j 1" measures it) over the process's user and system CPU
// time. start-µs is the CPU of "nanpure version", the part of every run
// that does not depend on the file; j1/j2-wall the wall time of -j 1 over
// that of -j 2. The binary is built as "go install" builds it; with
// CGO_ENABLED=0 in the environment, as a static one.
func BenchmarkSolveProcess(b *testing.B) {
	bin := buildNanpure(b)
	// The start, averaged: one run of a few milliseconds varies by a third.
	var start time.Duration
	const starts = 20
	for range starts {
		start += processCPU(b, bin, "version")
	}
	start /= starts
	for _, name := range solveBenchFiles {
		b.Run(name, func(b *testing.B) {
			path, set := sharedBenchSet(b, name)
			var process, engine, wall1, wall2 time.Duration
			b.ResetTimer()
			for range b.N {
				w0 := time.Now()
				process += processCPU(b, bin, "solve", "-j", "1", "-i", path)
				wall1 += time.Since(w0)
				w0 = time.Now()
				processCPU(b, bin, "solve", "-j", "2", "-i", path)
				wall2 += time.Since(w0)

				engine += engineCPU(set)
			}
			n := float64(b.N * len(set.grids))
			b.ReportMetric(float64(process.Nanoseconds())/1e3/n, "process-µs/puzzle")
			b.ReportMetric(float64(engine.Nanoseconds())/1e3/n, "engine-µs/puzzle")
			b.ReportMetric(float64(engine)/float64(process), "engine/process")
			b.ReportMetric(float64(start.Microseconds()), "start-µs")
			b.ReportMetric(float64(wall1)/float64(wall2), "j1/j2-wall")
			b.ReportMetric(0, "ns/op")
		})
	}
}

// buildNanpure builds nanpure into a temporary directory of b, as "go
// install" would, and returns its path.
func buildNanpure(b *testing.B) string {
	bin := filepath.Join(b.TempDir(), "nanpure")
	cmd := exec.Command("go", "build", "-o", bin, "github.com/nanpure/nanpure/cmd/nanpure")
	cmd.Stderr = os.Stderr
	if err := cmd.Run(); err != nil {
		b.Fatalf("go build: %v", err)
	}
	return bin
}

// processCPU runs bin with args, its output discarded, and returns the
// user and system CPU time of the process. Exit code 1 is a run too: solve
// says so when a puzzle is not unique, as every one of serg's is.
func processCPU(b *testing.B, bin string, args ...string) time.Duration {
	cmd := exec.Command(bin, args...)
	cmd.Stdout, cmd.Stderr = io.Discard, io.Discard
	err := cmd.Run()
	if exit, ok := err.(*exec.ExitError); ok && exit.ExitCode() == 1 {
		err = nil
	}
	if err != nil {
		b.Fatalf("%s %v: %v", bin, args, err)
	}
	return cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
}
