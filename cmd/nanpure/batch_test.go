package main

import (
	"bufio"
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nanpure/nanpure/internal/batch"
	"github.com/nanpure/nanpure/internal/corpus"
	"github.com/nanpure/nanpure/internal/record"
)

// TestOrderAndFiles solves two files of real puzzles on two workers and
// checks every answer, in input order, against the answer files.
func TestOrderAndFiles(t *testing.T) {
	dir := t.TempDir()
	var files []string
	var want []string
	for _, name := range []string{"tdoku_17_clue_sample.answers.txt", "tdoku_serg_benchmark_sample.answers.txt"} {
		var b strings.Builder
		for _, a := range corpus.Embedded(name) {
			b.WriteString(a.Puzzle + "\n")
			switch a.Count {
			case 1:
				want = append(want, a.Solution)
			case 2:
				want = append(want, record.Multiple)
			default:
				want = append(want, record.None)
			}
		}
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, "-i", p)
	}
	stdout, _, _ := cli(t, "", append([]string{"solve", "-j", "2"}, files...)...)
	got := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
	if len(got) != len(want) {
		t.Fatalf("%d lines out for %d puzzles", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("line %d: got %s, want %s", i+1, got[i], want[i])
		}
	}
}

// TestTimeout counts the solutions of the empty grid, which never ends: the
// timeout must stop it and say so.
func TestTimeout(t *testing.T) {
	stdout, stderr, code := cli(t, "", "count", "--limit", "0", "--timeout", "100ms", "--format", "json", strings.Repeat(".", 81))
	var r record.Solve
	if err := json.Unmarshal([]byte(stdout), &r); err != nil {
		t.Fatalf("%v: %q", err, stdout)
	}
	if code != 1 || r.Status != record.Timeout || r.Count == nil || *r.Count == 0 || !strings.Contains(stderr, "timeout") {
		t.Fatalf("code %d, record %+v, stderr %q", code, r, stderr)
	}
}

// TestJSONReadBack reads the JSON output of each command back in: the
// record's box keeps a 12x12 grid of 4x3 boxes in its shape, where its 144
// cells alone would read as 3x4 boxes.
func TestJSONReadBack(t *testing.T) {
	const p = "6..2......98872.....46.594.B.5...7...1......9...3....2A.....2..8..7...C.58.....1...A.....C.46B.....A...C.4.7.37.......5....7.918........5.32.1B."
	for _, cmd := range []string{"solve", "check", "count", "rate", "explain", "hint"} {
		out, stderr, code := cli(t, p, cmd, "--box", "4x3", "--format", "json")
		if code != 0 || !strings.Contains(out, `"box":"4x3"`) {
			t.Fatalf("%s: exit code %d, %s%s", cmd, code, out, stderr)
		}
		if again, stderr, _ := cli(t, out, "check"); again != "unique\n" {
			t.Errorf("%s output read back: %q, %s", cmd, again, stderr)
		}
	}
	// CSV too: its box column keeps the 4x3 boxes.
	for _, cmd := range []string{"solve", "check", "count", "rate"} {
		out, stderr, code := cli(t, p, cmd, "--box", "4x3", "--format", "csv")
		if code != 0 || !strings.Contains(out, ",4x3,") {
			t.Fatalf("%s: exit code %d, %s%s", cmd, code, out, stderr)
		}
		if again, stderr, _ := cli(t, out, "check"); again != "unique\n" {
			t.Errorf("%s CSV read back: %q, %s", cmd, again, stderr)
		}
	}
}

func TestFlagsAnywhere(t *testing.T) {
	a, _, _ := cli(t, "", "solve", "--format", "json", article000)
	b, _, _ := cli(t, "", "solve", article000, "--format", "json")
	c, _, _ := cli(t, "", "solve", "--format=json", "--", article000)
	if a != b || a != c || !strings.Contains(a, `"status":"unique"`) {
		t.Fatalf("outputs differ:\n%s\n%s\n%s", a, b, c)
	}
}

func TestBench(t *testing.T) {
	dir := t.TempDir()
	var puzzles, ans strings.Builder
	for _, a := range corpus.Embedded("norvig_top95.answers.txt") {
		puzzles.WriteString(a.Puzzle + "\n")
		fmt.Fprintf(&ans, "%s:%d:%s\n", a.Puzzle, a.Count, a.Solution)
	}
	os.WriteFile(filepath.Join(dir, "top95.txt"), []byte(puzzles.String()), 0o644)
	os.WriteFile(filepath.Join(dir, "top95.answers.txt"), []byte(ans.String()), 0o644)
	for _, jobs := range []string{"1", "2"} {
		stdout, stderr, code := cli(t, "", "bench", "--min-time", "0", "-j", jobs, "--format", "json",
			filepath.Join(dir, "top95.txt"), filepath.Join(dir, "top95.answers.txt"))
		if code != 0 {
			t.Fatalf("-j %s: exit %d: %s", jobs, code, stderr)
		}
		var row benchRow
		if err := json.Unmarshal([]byte(stdout), &row); err != nil || strings.Count(stdout, "\n") != 1 {
			t.Fatalf("-j %s: want one row (the answers file is not timed twice): %q", jobs, stdout)
		}
		if row.Puzzles != 95 || row.Checked != 95 || row.Wrong != 0 || row.CPUPerSec <= 0 || row.Guesses <= 0 {
			t.Fatalf("-j %s: %+v", jobs, row)
		}
	}
	// A wrong answer is caught.
	bad := strings.Replace(ans.String(), ":1:4", ":1:5", 1)
	os.WriteFile(filepath.Join(dir, "bad.answers.txt"), []byte(bad), 0o644)
	_, stderr, code := cli(t, "", "bench", "--min-time", "0", filepath.Join(dir, "bad.answers.txt"))
	if code != 1 || !strings.Contains(stderr, "1 answers differ") {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
}

// manyLines is an endless-looking input: n lines cycling through real
// puzzles, made as they are read so that the input itself takes no memory.
type manyLines struct {
	lines []string
	n, i  int
	buf   []byte
}

func (m *manyLines) Read(p []byte) (int, error) {
	for len(m.buf) < len(p) && m.i < m.n {
		m.buf = append(m.buf, m.lines[m.i%len(m.lines)]...)
		m.buf = append(m.buf, '\n')
		m.i++
	}
	if len(m.buf) == 0 {
		return 0, io.EOF
	}
	k := copy(p, m.buf)
	m.buf = m.buf[k:]
	return k, nil
}

// orderChecker checks each output line against the expected answer of its
// input line, keeping nothing.
type orderChecker struct {
	want  []string
	line  int
	buf   []byte
	wrong atomic.Int64
}

func (o *orderChecker) Write(p []byte) (int, error) {
	o.buf = append(o.buf, p...)
	for {
		i := bytes.IndexByte(o.buf, '\n')
		if i < 0 {
			break
		}
		if string(o.buf[:i]) != o.want[o.line%len(o.want)] {
			o.wrong.Add(1)
		}
		o.line++
		o.buf = o.buf[i+1:]
	}
	return len(p), nil
}

// TestHalfMillion streams 500,000 puzzles through solve on every core: every
// answer comes back in order, and the heap stays flat however many lines
// have gone through.
func TestHalfMillion(t *testing.T) {
	n := 500000
	if testing.Short() {
		n = 50000
	}
	var lines, want []string
	for _, a := range corpus.Embedded("tdoku_17_clue_sample.answers.txt") {
		lines, want = append(lines, a.Puzzle), append(want, a.Solution)
	}
	in := &manyLines{lines: lines, n: n}
	out := &orderChecker{want: want}
	// Start from a collected heap: what earlier tests left is not the
	// batch's. Twice, since a sync.Pool (the human solvers of rate and
	// explain, 20 MB for a 12x12 grid) keeps its items through one
	// collection.
	runtime.GC()
	runtime.GC()
	var peak atomic.Uint64
	stop := make(chan struct{})
	sampled := make(chan struct{})
	go func() { // sample the heap while the batch runs
		defer close(sampled)
		var ms runtime.MemStats
		for {
			select {
			case <-stop:
				return
			case <-time.After(50 * time.Millisecond):
			}
			runtime.ReadMemStats(&ms)
			if ms.HeapAlloc > peak.Load() {
				peak.Store(ms.HeapAlloc)
			}
		}
	}()
	var errOut bytes.Buffer
	err := run(context.Background(), []string{"solve", "--first"}, bufio.NewReader(in), out, &errOut)
	close(stop)
	<-sampled
	if err != nil {
		t.Fatalf("%v: %s", err, errOut.String())
	}
	if out.line != n || out.wrong.Load() != 0 {
		t.Fatalf("%d lines out of %d, %d wrong or out of order", out.line, n, out.wrong.Load())
	}
	// 500,000 results kept in memory would take 100 MB and more; the window
	// of a few hundred in flight takes a few MB (garbage included).
	if peak.Load() > 32<<20 {
		t.Fatalf("heap reached %d MB", peak.Load()>>20)
	}
	t.Logf("%d puzzles, heap peak %.1f MB", n, float64(peak.Load())/(1<<20))
}

// TestThreads checks the -j flag of every command: 0 is one thread per
// CPU, and more than the batch engine runs is cut down, saying so.
func TestThreads(t *testing.T) {
	for _, tc := range []struct {
		jobs, want int
		err, note  string
	}{
		{0, runtime.NumCPU(), "", ""},
		{1, 1, "", ""},
		{-1, 0, "-j -1: want 1 or more threads", ""},
		// Regressions
		// -j 100000000 took 148 s and 5.9 GB, and ignored Ctrl-C.
		{100000000, batch.MaxWorkers(), "", fmt.Sprintf("-j 100000000: using %d threads", batch.MaxWorkers())},
	} {
		var stderr bytes.Buffer
		got, err := threads(&env{stderr: &stderr}, tc.jobs)
		if got != tc.want || fmt.Sprint(err) != cmp.Or(tc.err, "<nil>") && !strings.Contains(fmt.Sprint(err), tc.err) ||
			!strings.Contains(stderr.String(), tc.note) || tc.note == "" && stderr.Len() > 0 {
			t.Errorf("-j %d: %d threads, error %v, stderr %q; want %d, %q, %q", tc.jobs, got, err, stderr.String(), tc.want, tc.err, tc.note)
		}
	}
}

// TestBenchRuns runs bench on files that must fail in a known way.
func TestBenchRuns(t *testing.T) {
	dir := t.TempDir()
	easy := filepath.Join(dir, "easy.txt")
	var puzzles strings.Builder
	for _, a := range corpus.Embedded("norvig_top95.answers.txt")[:5] {
		puzzles.WriteString(a.Puzzle + "\n")
	}
	os.WriteFile(easy, []byte(puzzles.String()), 0o644)
	big := filepath.Join(dir, "empty25.txt")
	os.WriteFile(big, []byte(strings.Repeat(".", 625)+"\n"), 0o644)
	killer := filepath.Join(dir, "killer.txt")
	os.WriteFile(killer, []byte(corpus.Embedded("norvig_top95.answers.txt")[0].Puzzle+"\n.Cage~3~R1C1~R1C2\n"), 0o644)
	for _, tc := range []struct {
		name   string
		args   []string
		code   int
		stderr string
	}{
		{"one thread", []string{"-j", "1", easy}, 0, ""},
		{"one per CPU by default", []string{easy}, 0, ""},
		{"no file", []string{}, 2, "no FILE given"},
		{"missing file", []string{filepath.Join(dir, "nope.txt")}, 1, "nope.txt"},
		// Regressions
		// bench had no --timeout: one hard 25x25 ran until killed.
		{"timeout", []string{"--timeout", "1ns", big}, 1, "empty25.txt: 1 puzzles given up after --timeout 1ns, first at line 1"},
		{"timeout, threads", []string{"--timeout", "1ns", "-j", "2", big}, 1, "1 puzzles given up"},
		{"negative timeout", []string{"--timeout", "-1s", big}, 2, "--timeout -1s"},
		// A variant line was a puzzle of the wrong length ("found 17 cells").
		{"variant", []string{killer}, 1, "killer.txt: line 2: a variant puzzle: bench times the classic engine"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, stderr, code := cli(t, "", append([]string{"bench", "--min-time", "0"}, tc.args...)...)
			if code != tc.code || !strings.Contains(stderr, tc.stderr) {
				t.Errorf("exit code %d, stderr %q; want %d, %q", code, stderr, tc.code, tc.stderr)
			}
		})
	}
}

// failingReader gives its text, then an error instead of the end.
type failingReader struct {
	text string
	err  error
}

func (f *failingReader) Read(p []byte) (int, error) {
	if f.text == "" {
		return 0, f.err
	}
	n := copy(p, f.text)
	f.text = f.text[n:]
	return n, nil
}

// TestUnreadableInputs reads several sources of which some cannot be read:
// every puzzle of the others is answered, in order, every unreadable source
// is named, and the exit code is 1.
func TestUnreadableInputs(t *testing.T) {
	dir := t.TempDir()
	good1, good2 := filepath.Join(dir, "good1.txt"), filepath.Join(dir, "good2.txt")
	os.WriteFile(good1, []byte(article000+"\n"), 0o644)
	os.WriteFile(good2, []byte(multi125+"\n"+inkala+"\n"), 0o644)
	missing := filepath.Join(dir, "missing.txt")
	solved := "935127468821496537764385219278963154459271683613854792587632941196748325342519876"
	inkalaSolution := "812753649943682175675491283154237896369845721287169534521974368438526917796318452"
	for _, tc := range []struct {
		name   string
		files  []string
		stdin  io.Reader
		stdout string
		stderr []string
		code   int
	}{
		{"all good", []string{good1, good2}, nil, solved + "\nmultiple\n" + inkalaSolution + "\n", nil, 1},
		// Regressions
		// A missing file aborted the run before any output.
		{"a missing file among good ones", []string{good1, missing, good2}, nil,
			solved + "\nmultiple\n" + inkalaSolution + "\n",
			[]string{"nanpure: cannot read " + missing + ": no such file or directory", "1 of 3 inputs could not be read"}, 1},
		// A directory silently skipped the files after it.
		{"a directory among good ones", []string{good1, dir, good2}, nil,
			solved + "\nmultiple\n" + inkalaSolution + "\n",
			[]string{"nanpure: cannot read " + dir + ": is a directory", "1 of 3 inputs could not be read"}, 1},
		{"nothing readable", []string{missing}, nil, "",
			[]string{"nanpure: cannot read " + missing + ": no such file or directory"}, 1},
		// A read error in the first source dropped even its one puzzle.
		{"a read error after a puzzle", []string{"-", good1}, &failingReader{inkala + "\n", errors.New("disk on fire")},
			inkalaSolution + "\n" + solved + "\n",
			[]string{"nanpure: cannot read stdin: disk on fire (the puzzles before the error were answered)"}, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			args := []string{"solve"}
			for _, f := range tc.files {
				args = append(args, "-i", f)
			}
			stdin := tc.stdin
			if stdin == nil {
				stdin = strings.NewReader("")
			}
			var stdout, stderr bytes.Buffer
			code := exitCode(run(context.Background(), args, stdin, &stdout, &stderr), &stderr)
			if code != tc.code || stdout.String() != tc.stdout {
				t.Errorf("exit code %d, output\n%s; want %d,\n%s", code, stdout.String(), tc.code, tc.stdout)
			}
			for _, want := range tc.stderr {
				if !strings.Contains(stderr.String(), want) {
					t.Errorf("stderr %q, want %q in it", stderr.String(), want)
				}
			}
		})
	}
}

// TestSolveKeepsFewSolutions solves the empty 4x4 grid (288 solutions) with
// a lower ceiling on the solutions kept: solve prints that many, says so,
// and still counts them all.
func TestSolveKeepsFewSolutions(t *testing.T) {
	defer func(n int) { maxSolutions = n }(maxSolutions)
	maxSolutions = 100
	for _, tc := range []struct {
		args  []string
		count int // in the JSON record
		kept  int
		note  bool
	}{
		{[]string{"--limit", "50"}, 50, 50, false},
		{[]string{"--limit", "100"}, 100, 100, false},
		// Regressions
		// --all kept every solution: 600 MB after 5 s on the empty 9x9 grid.
		{[]string{"--all"}, 288, 100, true},
		{[]string{"--limit", "0"}, 288, 100, true},
		{[]string{"--limit", "200"}, 200, 100, true},
	} {
		stdout, stderr, code := cli(t, "", append([]string{"solve", "--format", "json", strings.Repeat(".", 16)}, tc.args...)...)
		var rec record.Solve
		if err := json.Unmarshal([]byte(stdout), &rec); err != nil || code != 0 {
			t.Fatalf("%q: exit code %d, %v: %s %s", tc.args, code, err, stdout, stderr)
		}
		note := strings.Contains(stderr, "printed the first 100 of")
		if rec.Count == nil || *rec.Count != tc.count || len(rec.Solutions) != tc.kept || note != tc.note {
			t.Errorf("%q: count %v, %d solutions, note %v (%q); want %d, %d, %v", tc.args, rec.Count, len(rec.Solutions), note, stderr, tc.count, tc.kept, tc.note)
		}
	}
}
