package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/nanpure/nanpure/exact"
	"github.com/nanpure/nanpure/internal/answers"
	"github.com/nanpure/nanpure/internal/batch"
	"github.com/nanpure/nanpure/internal/cputime"
	"github.com/nanpure/nanpure/sudoku"
	"github.com/nanpure/nanpure/variant"
)

func runBench(ctx context.Context, e *env, args []string) error {
	fs := newFlags(e, "bench", "[flags] FILE...", `
Measure solving speed on files of puzzles, the way the fast solvers publish
theirs: every puzzle of a file is read first, then solved (with --limit 2,
solved and proved unique), for at least --min-time, repeating the file when
it is small. For each file: puzzles, puzzles/s and µs/puzzle in CPU time
(the figure to compare: the machine may be shared) and in wall time,
guesses per puzzle and the share solved without guessing.

Answers are checked when the file is an answers file (puzzle:count:solution
lines) or when NAME.answers.txt lies beside NAME.txt. Given both, the
answers file is not timed twice.`, `
  nanpure bench ../shared/data/tdoku_*.txt
  nanpure bench -j 1 ../shared/data/tdoku_*.txt       # the one-thread figure, to compare solvers
  nanpure bench --limit 1 --timeout 10s ../shared/data/tdoku_17_clue.txt
  nanpure bench -j 2 --format json ../shared/data/tdoku_forum_hardest_1905_11plus.txt`)
	limit := fs.Int("limit", 2, "solutions to look for: 1 (solve) or 2 (solve and prove unique)")
	var jobs int
	registerJobs(fs, &jobs)
	fs.Lookup("j").Usage += "; -j 1 gives the one-thread figure, in the thread's own CPU time"
	minTime := fs.Duration("min-time", time.Second, "repeat each file for at least `DURATION` of CPU time")
	timeout := fs.Duration("timeout", time.Minute, "give up on a puzzle after `DURATION` (0: never); a puzzle given up is counted as such")
	format := fs.String("format", "text", "output `FORMAT`: text or json")
	files, err := parseFlags(e, fs, args)
	if err != nil {
		return helpOK(err)
	}
	switch {
	case len(files) == 0:
		return usageErrorf("bench: no FILE given (see nanpure help bench)")
	case *limit != 1 && *limit != 2:
		return usageErrorf("--limit %d: want 1 or 2 (bench times solving and proving unique; counting every solution, --limit 0 elsewhere, is no benchmark)", *limit)
	case *format != "text" && *format != "json":
		return usageErrorf("unknown format %q (want text or json)", *format)
	case *timeout < 0:
		return usageErrorf("--timeout %v: want a positive duration or 0", *timeout)
	}
	if jobs, err = threads(e, jobs); err != nil {
		return err
	}

	var rows []benchRow
	failed := false
	for _, f := range files {
		if twin := strings.TrimSuffix(f, ".answers.txt") + ".txt"; strings.HasSuffix(f, ".answers.txt") && slices.Contains(files, twin) {
			continue // timed with its puzzle file
		}
		set, err := loadBenchFile(f)
		if err != nil {
			fmt.Fprintf(e.stderr, "nanpure: bench: %v\n", err)
			failed = true
			continue
		}
		row, err := timeSet(ctx, set, *limit, jobs, *minTime, *timeout)
		if err != nil {
			return err
		}
		if row.TimedOut > 0 {
			failed = true
			fmt.Fprintf(e.stderr, "nanpure: bench: %s: %d puzzles given up after --timeout %v, first at line %d\n", row.File, row.TimedOut, *timeout, row.FirstTimedOut)
		}
		if row.Wrong > 0 {
			failed = true
			fmt.Fprintf(e.stderr, "nanpure: bench: %s: %d answers differ, first at line %d\n", row.File, row.Wrong, row.FirstWrong)
		}
		rows = append(rows, row)
	}
	if *format == "json" {
		out := newOutput(e.stdout, formatJSON, nil)
		for _, r := range rows {
			out.json(r)
		}
		if err := out.flush(); err != nil {
			return err
		}
	} else {
		writeBenchTable(e.stdout, rows, *limit, jobs)
	}
	if failed {
		return errFailed
	}
	return nil
}

// benchSet is one file's puzzles, read before timing, with their answers
// when known.
type benchSet struct {
	name    string
	grids   []sudoku.Grid
	lines   []int            // the line of each grid in its file
	answers []answers.Answer // nil, or one per grid
}

// loadBenchFile reads a puzzle file or an answers file.
func loadBenchFile(path string) (*benchSet, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	set := &benchSet{name: filepath.Base(path)}
	br := bufio.NewReader(f)
	if first, _ := br.Peek(256); answers.Looks(firstLine(first)) {
		set.answers, err = answers.Read(br)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", path, err)
		}
		for _, a := range set.answers {
			g, err := sudoku.Parse(a.Puzzle, sudoku.Options{})
			if err != nil {
				return nil, fmt.Errorf("%s: line %d: %v", path, a.Line, err)
			}
			set.grids, set.lines = append(set.grids, g), append(set.lines, a.Line)
		}
		return set, nil
	}
	r := sudoku.NewReader(br, sudoku.Options{Foreign: variant.IsVariant})
	for {
		p, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %v", path, err)
		}
		if p.Foreign {
			return nil, fmt.Errorf("%s: line %d: a variant puzzle: bench times the classic engine (solve, check and count read variants)", path, p.Line)
		}
		set.grids, set.lines = append(set.grids, p.Grid), append(set.lines, p.Line)
	}
	if twin := strings.TrimSuffix(path, ".txt") + ".answers.txt"; twin != path {
		if af, err := os.Open(twin); err == nil {
			defer af.Close()
			as, err := answers.Read(af)
			if err != nil {
				return nil, fmt.Errorf("%s: %v", twin, err)
			}
			if len(as) != len(set.grids) {
				return nil, fmt.Errorf("%s has %d answers for %d puzzles", twin, len(as), len(set.grids))
			}
			set.answers = as
		}
	}
	return set, nil
}

func firstLine(b []byte) string {
	s, _, _ := strings.Cut(strings.TrimPrefix(string(b), "\ufeff"), "\n")
	return s
}

// benchRow is one line of the bench table.
type benchRow struct {
	File           string  `json:"file"`
	Puzzles        int     `json:"puzzles"`
	Limit          int     `json:"limit"`
	Threads        int     `json:"threads"`
	Solved         int     `json:"solved"` // puzzles timed, counting repeats
	CPUPerSec      float64 `json:"cpu_puzzles_per_s"`
	CPUMicros      float64 `json:"cpu_us_per_puzzle"`
	WallPerSec     float64 `json:"wall_puzzles_per_s"`
	WallMicros     float64 `json:"wall_us_per_puzzle"`
	Guesses        float64 `json:"guesses_per_puzzle"`
	NoGuessPercent float64 `json:"no_guess_percent"`
	Checked        int     `json:"answers_checked"`
	Wrong          int     `json:"answers_wrong"`
	FirstWrong     int     `json:"first_wrong_line,omitempty"`
	TimedOut       int     `json:"timed_out,omitempty"` // puzzles given up after --timeout, in the first pass
	FirstTimedOut  int     `json:"first_timed_out_line,omitempty"`
}

// timeSet times the puzzles of set, a whole pass at a time, until minTime
// of CPU time has passed; the first pass also checks the answers.
func timeSet(ctx context.Context, set *benchSet, limit, jobs int, minTime, timeout time.Duration) (benchRow, error) {
	row := benchRow{File: set.name, Puzzles: len(set.grids), Limit: limit, Threads: jobs}
	results := make([]benchResult, len(set.grids))
	var cpu, wall time.Duration
	var guesses, noGuess int64
	for pass := 0; pass == 0 || cpu < minTime; pass++ {
		if len(set.grids) == 0 {
			break
		}
		start := time.Now()
		clock := startCPU(jobs == 1)
		if err := solveAll(ctx, set.grids, results, limit, jobs, timeout); err != nil {
			clock.stop()
			return row, err
		}
		cpu += clock.stop()
		wall += time.Since(start)
		row.Solved += len(set.grids)
		for i, r := range results {
			guesses += r.Stats.Guesses
			if r.Stats.Guesses == 0 {
				noGuess++
			}
			switch {
			case pass > 0:
			case r.timedOut:
				row.TimedOut++
				if row.FirstTimedOut == 0 {
					row.FirstTimedOut = set.lines[i]
				}
			case set.answers != nil:
				row.check(set.answers[i], r.Result, limit)
			}
		}
	}
	if n := float64(row.Solved); n > 0 {
		row.CPUPerSec, row.CPUMicros = n/cpu.Seconds(), cpu.Seconds()*1e6/n
		row.WallPerSec, row.WallMicros = n/wall.Seconds(), wall.Seconds()*1e6/n
		row.Guesses, row.NoGuessPercent = float64(guesses)/n, 100*float64(noGuess)/n
	}
	return row, nil
}

// check compares a result with the file's answer: the count up to the
// limit, and the solution of a unique puzzle.
func (row *benchRow) check(a answers.Answer, r exact.Result, limit int) {
	row.Checked++
	ok := r.Count == min(a.Count, limit)
	if ok && a.Count == 1 && a.Solution != "" {
		ok = r.Solution.String() == a.Solution
	}
	if !ok {
		row.Wrong++
		if row.FirstWrong == 0 {
			row.FirstWrong = a.Line
		}
	}
}

// benchResult is the search of one puzzle, or how far it got before the
// --timeout.
type benchResult struct {
	exact.Result
	timedOut bool
}

// solveAll searches every grid, each within timeout (0: no limit), on this
// goroutine when jobs is 1 (so that the thread's CPU time is exactly the
// solving), else through the batch engine that the other commands use.
func solveAll(ctx context.Context, grids []sudoku.Grid, results []benchResult, limit, jobs int, timeout time.Duration) error {
	solve := func(ctx context.Context, g sudoku.Grid) benchResult {
		if timeout > 0 {
			limit := newTimeLimit(ctx, timeout)
			defer limit.release()
			ctx = limit
		}
		r, err := exact.Search(ctx, g, limit)
		return benchResult{r, err != nil && ctx.Err() != nil}
	}
	if jobs == 1 {
		for i, g := range grids {
			results[i] = solve(ctx, g)
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		return nil
	}
	i := 0
	next := func(it *int) error {
		if i == len(grids) {
			return io.EOF
		}
		*it = i
		i++
		return nil
	}
	type res struct {
		i int
		r benchResult
	}
	work := func(ctx context.Context, i int) res { return res{i, solve(ctx, grids[i])} }
	always := func() bool { return true } // the grids are in memory
	return batch.Stream(ctx, jobs, batch.Source[int]{Next: next, Ready: always}, work,
		func(x res) error { results[x.i] = x.r; return nil }, nil)
}

func writeBenchTable(w io.Writer, rows []benchRow, limit, jobs int) {
	clock := "CPU time of the solving thread"
	if jobs > 1 {
		clock = fmt.Sprintf("CPU time of the process, %d threads", jobs)
	}
	if !cputime.Measured {
		clock = "wall time (CPU time is read on Linux only)"
	}
	fmt.Fprintf(w, "nanpure bench: limit %d, %s; %s %s/%s, %d CPUs%s\n\n", limit, clock,
		runtime.Version(), runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), cpuModel())
	// File names are padded by hand to align left; the figures align right.
	width := len("file")
	for _, r := range rows {
		width = max(width, len(r.File))
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "%-*s\tpuzzles\tpuzzles/s\tµs/puzzle\twall puzzles/s\twall µs/puzzle\tguesses/puzzle\tno guess\tanswers\t\n", width, "file")
	for _, r := range rows {
		ans := "-"
		if r.Checked > 0 {
			ans = fmt.Sprintf("%d ok", r.Checked)
			if r.Wrong > 0 {
				ans = fmt.Sprintf("%d WRONG", r.Wrong)
			}
		}
		fmt.Fprintf(tw, "%-*s\t%d\t%s\t%.2f\t%s\t%.2f\t%.2f\t%.1f%%\t%s\t\n", width, r.File, r.Puzzles,
			thousands(r.CPUPerSec), r.CPUMicros, thousands(r.WallPerSec), r.WallMicros, r.Guesses, r.NoGuessPercent, ans)
	}
	tw.Flush()
}

// thousands writes a rate rounded to a whole number with thousands
// separators: 236,000.
func thousands(x float64) string {
	s := fmt.Sprintf("%.0f", x)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// cpuModel names the processor, for the record, where Linux says it.
func cpuModel() string {
	b, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		return ""
	}
	for _, line := range strings.Split(string(b), "\n") {
		if k, v, ok := strings.Cut(line, ":"); ok && strings.TrimSpace(k) == "model name" {
			return ", " + strings.TrimSpace(v)
		}
	}
	return ""
}
