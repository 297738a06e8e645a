// Package golden compares what a test produced with a golden file in its
// package's testdata/, and rewrites the file instead when the test binary
// runs with -update. Only tests import it.
package golden

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files of testdata/")

// Update reports whether -update was given: for tests that build golden
// files of their own.
func Update() bool { return *update }

// Check compares got with testdata/NAME of the test's package, or writes
// got there with -update. A difference names the first line that differs.
func Check(t testing.TB, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if bytes.Equal(got, want) {
		return
	}
	gl, wl := bytes.Split(got, []byte("\n")), bytes.Split(want, []byte("\n"))
	i := 0
	for i < len(gl) && i < len(wl) && bytes.Equal(gl[i], wl[i]) {
		i++
	}
	line := func(ls [][]byte) string {
		if i < len(ls) {
			return string(ls[i])
		}
		return "(the end)"
	}
	t.Errorf("output differs from %s (%d bytes, want %d), first at line %d:\n--- got\n%s\n--- want\n%s\n(look at it, then go test -update)",
		path, len(got), len(want), i+1, line(gl), line(wl))
}
