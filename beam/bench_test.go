package main

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// benchFile is the bank the benchmark rates: the first benchPuzzles of
// tdoku's top1465 (hard puzzles, a few milliseconds each to rate).
var benchFile = filepath.Join("..", "..", "shared", "data", "tdoku_magictour_top1465.txt")

const benchPuzzles = 500

// BenchmarkRate rates the same puzzles on Prism and with "nanpure rate -j
// 2", side by side: puzzles a second (wall) and CPU seconds a thousand
// puzzles (user+sys of the whole process: the pipeline's own, the
// command's as a child).
//
//	go test -run '^$' -bench Rate -benchtime 3x
func BenchmarkRate(b *testing.B) {
	in := benchInput(b)
	b.Run("prism", func(b *testing.B) {
		out := filepath.Join(b.TempDir(), "out.json")
		c := config{Op: "rate", Input: in, Output: out, Timeout: time.Minute, Limit: 2, Scale: "sukaku", Lang: "en", Alphabet: "standard"}
		var cpu time.Duration
		b.ResetTimer()
		for b.Loop() {
			before := selfCPU()
			if n := len(runPipeline(b, c)); n != benchPuzzles {
				b.Fatalf("%d records, want %d", n, benchPuzzles)
			}
			cpu += selfCPU() - before
		}
		report(b, cpu)
	})
	b.Run("cli-j2", func(b *testing.B) {
		bin := nanpure(b)
		var cpu time.Duration
		b.ResetTimer()
		for b.Loop() {
			cmd := exec.Command(bin, "rate", "-j", "2", "--format", "json", "-i", in)
			out, err := cmd.Output()
			if err != nil {
				b.Fatal(err)
			}
			if n := strings.Count(string(out), "\n"); n != benchPuzzles {
				b.Fatalf("%d records, want %d", n, benchPuzzles)
			}
			cpu += cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
		}
		report(b, cpu)
	})
}

func report(b *testing.B, cpu time.Duration) {
	b.ReportMetric(0, "ns/op")
	b.ReportMetric(float64(b.N*benchPuzzles)/b.Elapsed().Seconds(), "puzzles/s")
	b.ReportMetric(cpu.Seconds()/float64(b.N*benchPuzzles)*1000, "cpu-s/1000")
}

// benchInput writes the first benchPuzzles of benchFile to a file of the
// benchmark's.
func benchInput(b *testing.B) string {
	f, err := os.Open(benchFile)
	if err != nil {
		b.Skipf("no bank to rate: %v", err)
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	for sc.Scan() && len(lines) < benchPuzzles {
		lines = append(lines, sc.Text())
	}
	name := filepath.Join(b.TempDir(), "bank.txt")
	if err := os.WriteFile(name, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		b.Fatal(err)
	}
	return name
}

// selfCPU is the CPU time of this process so far, user and system.
func selfCPU() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
