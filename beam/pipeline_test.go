package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"
)

func TestMain(m *testing.M) {
	code := 0
	if err := inOwnTempDir(func() error { code = ptest.MainRet(m); return nil }); err != nil {
		fmt.Fprintln(os.Stderr, err)
		code = 1
	}
	os.Exit(code)
}

// nanpure builds the command line once for the tests that compare with it.
func nanpure(t testing.TB) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "nanpure")
	cmd := exec.Command("go", "build", "-o", bin, "github.com/nanpure/nanpure/cmd/nanpure")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building nanpure: %v\n%s", err, out)
	}
	return bin
}

// runPipeline runs c on Prism and returns its records, sorted.
func runPipeline(t testing.TB, c config) []string {
	t.Helper()
	p, s := beam.NewPipelineWithRoot()
	build(s, c)
	if err := ptest.Run(p); err != nil {
		t.Fatalf("pipeline %s: %v", c.Op, err)
	}
	return sortedLines(t, c.Output)
}

func sortedLines(t testing.TB, name string) []string {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
	slices.Sort(lines)
	return lines
}

// The pipeline's records are the command line's, record for record, for
// every op, on good puzzles and bad ones of several sizes and variants.
func TestAgreesWithCommandLine(t *testing.T) {
	bin := nanpure(t)
	input := filepath.Join("testdata", "mixed.txt")
	for _, tc := range []struct {
		op   string
		args []string
		c    config
	}{
		{"solve", nil, config{}},
		{"check", nil, config{}},
		{"count", []string{"--limit", "200"}, config{Limit: 200}},
		{"rate", nil, config{Scale: "sukaku", Lang: "en"}},
		{"rate", []string{"--scale", "hodoku", "--lang", "ja"}, config{Scale: "hodoku", Lang: "ja"}},
		{"canon", nil, config{}},
		{"canon", []string{"--zeros"}, config{Zeros: true}},
	} {
		t.Run(tc.op+strings.Join(tc.args, ""), func(t *testing.T) {
			c := tc.c
			c.Op, c.Input, c.Output = tc.op, input, filepath.Join(t.TempDir(), "out.json")
			c.Timeout, c.Alphabet = time.Minute, "standard"
			if c.Scale == "" {
				c.Scale, c.Lang = "sukaku", "en"
			}
			if err := c.check(); err != nil {
				t.Fatal(err)
			}
			got := runPipeline(t, c)

			var out bytes.Buffer
			cmd := exec.Command(bin, append([]string{tc.op, "--format", "json", "-i", input}, tc.args...)...)
			cmd.Stdout = &out
			_ = cmd.Run() // exits 1: some puzzles are bad
			want := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
			slices.Sort(want)
			if len(want) != 14 {
				t.Fatalf("the command line wrote %d records, want 14", len(want))
			}
			if !slices.Equal(got, want) {
				t.Errorf("pipeline:\n%s\ncommand line:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
		})
	}
}

// canon -unique and -count over a bank are classes, keyed by canonical
// form: each class's record is the command line's, and a bad line is a
// record of its own (the command line names it on standard error).
func TestCanonClasses(t *testing.T) {
	bin := nanpure(t)
	input := filepath.Join("testdata", "classes.txt")
	for _, flag := range []string{"--unique", "--count"} {
		t.Run(flag, func(t *testing.T) {
			c := config{Op: "canon", Input: input, Output: filepath.Join(t.TempDir(), "out.json"),
				Timeout: time.Minute, Limit: 2, Scale: "sukaku", Lang: "en", Alphabet: "standard",
				Unique: flag == "--unique", Count: flag == "--count"}
			if err := c.check(); err != nil {
				t.Fatal(err)
			}
			got := runPipeline(t, c)
			var out bytes.Buffer
			cmd := exec.Command(bin, "canon", flag, "--format", "json", "-i", input)
			cmd.Stdout = &out
			_ = cmd.Run() // exits 1: a bad line
			want := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
			want = append(want, `{"source":"testdata/classes.txt","line":7,"puzzle":"12345","status":"invalid","error":"sudoku: line 7: found 5 cells, expected 4 or 6"}`)
			slices.Sort(want)
			if len(want) != 4 || !slices.Equal(got, want) {
				t.Errorf("pipeline:\n%s\ncommand line (and the bad line):\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
		})
	}
}

// generate makes the puzzles "nanpure generate --format json" makes from
// the same seeds, record for record.
func TestGenerate(t *testing.T) {
	bin := nanpure(t)
	for _, tc := range []struct {
		args []string
		c    config
	}{
		{[]string{"--box", "2x3", "--level", "hard", "--symmetry", "rot180"}, config{Box: "2x3", Level: "hard", Symmetry: "rot180"}},
		{[]string{"--minimal"}, config{Minimal: true, Symmetry: "none"}},
		{[]string{"--scale", "hodoku", "--level", "unfair"}, config{Scale: "hodoku", Level: "unfair", Symmetry: "none"}},
		{[]string{"--technique", "xy-wing", "--practice", "--scale", "natural"}, config{Technique: "xy-wing", Practice: true, Scale: "natural", Symmetry: "none"}},
	} {
		t.Run(strings.Join(tc.args, ""), func(t *testing.T) {
			c := tc.c
			c.Op, c.Output, c.Puzzles, c.Seed = "generate", filepath.Join(t.TempDir(), "out.json"), 6, 7
			c.Timeout, c.Limit, c.Lang, c.Alphabet = time.Minute, 2, "en", "standard"
			if c.Scale == "" {
				c.Scale = "sukaku"
			}
			if err := c.check(); err != nil {
				t.Fatal(err)
			}
			got := runPipeline(t, c)
			out, err := exec.Command(bin, append([]string{"generate", "--count", "6", "--seed", "7", "--format", "json"}, tc.args...)...).Output()
			if err != nil {
				t.Fatal(err)
			}
			want := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
			slices.Sort(want)
			if len(want) != 6 || !slices.Equal(got, want) {
				t.Errorf("pipeline:\n%s\ncommand line:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
		})
	}
}

// A file that cannot be read is an error record, and the puzzles of the
// other files are still answered.
func TestUnreadable(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a.txt"), []byte("1......4..3..3..\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(dir, "b.txt"), 0o755); err != nil {
		t.Fatal(err)
	}
	c := config{Op: "check", Input: filepath.Join(dir, "*.txt"), Output: filepath.Join(dir, "out.json"),
		Timeout: time.Minute, Limit: 2, Scale: "sukaku", Lang: "en", Alphabet: "standard"}
	got := runPipeline(t, c)
	if len(got) != 2 || !strings.Contains(got[0], `"status":"unique"`) || !strings.Contains(got[1], `"error":"cannot read`) {
		t.Errorf("records:\n%s", strings.Join(got, "\n"))
	}
}

func TestConfigCheck(t *testing.T) {
	good := config{Op: "rate", Input: "x", Output: "y", Timeout: time.Second, Limit: 2, Scale: "se", Lang: "ja", Alphabet: "hex"}
	if err := good.check(); err != nil {
		t.Fatalf("good config: %v", err)
	}
	for _, tc := range []struct {
		change func(*config)
		want   string
	}{
		{func(c *config) { c.Op = "explain" }, `-op "explain"`},
		{func(c *config) { c.Input = "" }, "-input"},
		{func(c *config) { c.Output = "" }, "-output"},
		{func(c *config) { c.Timeout = -1 }, "-timeout"},
		{func(c *config) { c.Limit = -1 }, "-limit -1"},
		{func(c *config) { c.Scale = "x" }, `-scale "x"`},
		{func(c *config) { c.Lang = "fr" }, `-lang "fr"`},
		{func(c *config) { c.Box = "3" }, "-box"},
		{func(c *config) { c.Alphabet = "runes" }, "-alphabet"},
		{func(c *config) { c.Unique = true }, "flags of -op canon"},
		{func(c *config) { c.Op, c.Zeros = "canon", true }, "-zeros: the hex alphabet"},
		{func(c *config) { c.Op = "generate" }, "-input: generate reads no puzzles"},
		{func(c *config) { c.Op, c.Input, c.Level = "generate", "", "hardest" }, `--level "hardest"`},
	} {
		c := good
		tc.change(&c)
		if err := c.check(); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("error %v, want one with %q", err, tc.want)
		}
	}
}

// A run leaves nothing in the temporary directory: what is made there
// during it goes with the directory inOwnTempDir made.
func TestOwnTempDir(t *testing.T) {
	outer := os.TempDir()
	var made string
	err := inOwnTempDir(func() error {
		f, err := os.CreateTemp("", "beamloopbackworker-*")
		if err != nil {
			return err
		}
		made = f.Name()
		return f.Close()
	})
	if err != nil {
		t.Fatal(err)
	}
	if filepath.Dir(filepath.Dir(made)) != filepath.Clean(outer) {
		t.Errorf("file made in %s, want a directory of its own in %s", made, outer)
	}
	if _, err := os.Stat(filepath.Dir(made)); !os.IsNotExist(err) {
		t.Errorf("%s is still there (%v)", filepath.Dir(made), err)
	}
	if os.TempDir() != outer {
		t.Errorf("temporary directory %s after the run, want %s back", os.TempDir(), outer)
	}
}
