package web

import (
	"os/exec"
	"path/filepath"
	"testing"
)

// TestScripts runs the unit tests of the page's pure modules (board
// geometry, chains, the key map, the game state: static/*.test.js) with
// Node's built-in test runner, when node is on the PATH. In CI (CI set) a
// missing node is a failure.
func TestScripts(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("no node on the PATH: the page's unit tests (static/*.test.js) skipped")
	}
	files, err := filepath.Glob(filepath.Join("static", "*.test.js"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no static/*.test.js: %v", err)
	}
	cmd := exec.Command(node, append([]string{"--test"}, files...)...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("node --test %v: %v\n%s", files, err, out)
	}
}
