package main

import (
	"fmt"
	"os"
)

// inOwnTempDir runs f with the process's temporary directory ($TMPDIR) set
// to a new one, removed with what it holds when f returns. Beam's SDK
// (v2.77.0, runnerlib.Execute) makes an empty "beamloopbackworker-*" file
// in the temporary directory on every run with a loopback worker, as
// Prism's runs are, and never removes it (apache/beam#27569): without
// this, each run of the pipeline or of its tests left one in /tmp.
func inOwnTempDir(f func() error) error {
	dir, err := os.MkdirTemp("", "nanpure-beam-*")
	if err != nil {
		return fmt.Errorf("temporary directory: %w", err)
	}
	defer os.RemoveAll(dir)
	old, had := os.LookupEnv("TMPDIR")
	os.Setenv("TMPDIR", dir)
	defer func() {
		if had {
			os.Setenv("TMPDIR", old)
		} else {
			os.Unsetenv("TMPDIR")
		}
	}()
	return f()
}
