package main

import (
	"bufio"
	"bytes"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestMain runs the test binary as nanpure itself when asked to, so that a
// test can run the command as a process of its own, signals and exit code
// included, without building it.
func TestMain(m *testing.M) {
	if os.Getenv("NANPURE_TEST_RUN_MAIN") == "1" {
		main()
	}
	os.Exit(m.Run())
}

// nanpureProcess returns the command that runs nanpure with args as a
// process of its own.
func nanpureProcess(args ...string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "NANPURE_TEST_RUN_MAIN=1")
	return cmd
}

// TestSignalStopsGently stops a long batch with Ctrl-C and with SIGTERM once
// it has run past signalDelay: the work stops, the puzzles made so far are
// written whole, and the exit code is the shell's for Ctrl-C.
func TestSignalStopsGently(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		t.Run(sig.String(), func(t *testing.T) {
			cmd := nanpureProcess("generate", "--level", "easy", "--count", "1000000", "--seed", "1", "-j", "1")
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			out, err := cmd.StdoutPipe()
			if err != nil {
				t.Fatal(err)
			}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			started := time.Now()
			lines := bufio.NewScanner(out)
			if !lines.Scan() {
				t.Fatalf("no puzzle made; stderr:\n%s", stderr.String())
			}
			n := 1
			// Well past the delay, so that a slow machine has installed
			// the watch too.
			time.Sleep(signalDelay + time.Second - time.Since(started))
			if err := cmd.Process.Signal(sig); err != nil {
				t.Fatal(err)
			}
			for lines.Scan() {
				if p := lines.Text(); len(p) != 81 || strings.Trim(p, ".123456789") != "" {
					t.Errorf("line %d: %q is not a whole puzzle", n+1, p)
				}
				n++
			}
			err = cmd.Wait()
			exit, ok := err.(*exec.ExitError)
			if !ok || exit.ExitCode() != 130 {
				t.Fatalf("exit: %v, want code 130; stderr:\n%s", err, stderr.String())
			}
			if !strings.Contains(stderr.String(), "nanpure: interrupted") {
				t.Errorf("stderr %q does not say it was interrupted", stderr.String())
			}
			if n >= 1000000 {
				t.Errorf("%d puzzles: the run was not stopped", n)
			}
			t.Logf("%d puzzles before %v", n, sig)
		})
	}
}
