// Package corpus gives tests and benchmarks their puzzle sets: small ones
// embedded from testdata/, and the large benchmark files of ../shared/data
// when they are on the machine.
//
// The embedded sets are the small files of ../shared/data copied whole
// (tdoku's test puzzles with exact counts, Emerentius, Norvig, the 1106
// hardest) and every 49th, 10th or 5th line of the large ones, so that a
// clean clone tests against every kind of puzzle without the 26 MB of data.
package corpus

import (
	"embed"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nanpure/nanpure/internal/answers"
	"github.com/nanpure/nanpure/sudoku"
)

//go:embed testdata
var files embed.FS

// Answer is one line of an answers file.
type Answer = answers.Answer

// Embedded returns the answers of an embedded file, such as
// "norvig_top95.answers.txt" or "tdoku_test_puzzles.txt".
func Embedded(name string) []Answer {
	f, err := files.Open("testdata/" + name)
	if err != nil {
		panic(fmt.Sprintf("corpus: no embedded file %s", name))
	}
	defer f.Close()
	as, err := ReadAnswers(f)
	if err != nil {
		panic(fmt.Sprintf("corpus: %s: %v", name, err))
	}
	return as
}

// EmbeddedText returns an embedded file as text.
func EmbeddedText(name string) string {
	b, err := files.ReadFile("testdata/" + name)
	if err != nil {
		panic(fmt.Sprintf("corpus: no embedded file %s", name))
	}
	return string(b)
}

// AnswerFiles lists the embedded answer files (those named *.answers.txt,
// and tdoku_test_puzzles.txt whose counts are exact).
func AnswerFiles() []string {
	entries, _ := files.ReadDir("testdata")
	var names []string
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".answers.txt") || e.Name() == "tdoku_test_puzzles.txt" {
			names = append(names, e.Name())
		}
	}
	return names
}

// ReadAnswers reads "puzzle:count[:solution]" lines.
func ReadAnswers(r io.Reader) ([]Answer, error) { return answers.Read(r) }

// SharedFile returns the path of a file of the shared benchmark data
// (../shared/data beside the repository, or $NANPURE_DATA), and false when
// it is not on this machine.
func SharedFile(name string) (string, bool) {
	if dir := os.Getenv("NANPURE_DATA"); dir != "" {
		p := filepath.Join(dir, name)
		_, err := os.Stat(p)
		return p, err == nil
	}
	dir, err := os.Getwd()
	if err != nil {
		return "", false
	}
	for {
		p := filepath.Join(dir, "..", "shared", "data", name)
		if _, err := os.Stat(p); err == nil {
			return p, true
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", false
		}
		dir = parent
	}
}

// SharedAnswers reads an answers file of the shared data, and false when the
// file is not on this machine.
func SharedAnswers(name string) ([]Answer, bool, error) {
	p, ok := SharedFile(name)
	if !ok {
		return nil, false, nil
	}
	f, err := os.Open(p)
	if err != nil {
		return nil, false, err
	}
	defer f.Close()
	as, err := ReadAnswers(f)
	return as, true, err
}

// long is the -long flag of every test binary that uses this package (only
// tests do), so that each package asks for its long sweeps the same way.
var long = flag.Bool("long", false, "run the long sweeps: the full data files of ../shared/data, many seeds")

// Long reports whether the long sweeps were asked for: by -long, or by
// NANPURE_LONG=1, which reaches every package of one go test run.
func Long() bool { return *long || os.Getenv("NANPURE_LONG") != "" }

// MustParse reads the one puzzle of s, failing the test when it cannot.
func MustParse(t testing.TB, s string) sudoku.Grid {
	t.Helper()
	g, err := sudoku.Parse(s, sudoku.Options{})
	if err != nil {
		t.Fatalf("parse %q: %v", s, err)
	}
	return g
}
