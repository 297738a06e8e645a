package main

import (
	"context"
	"fmt"
	"runtime/debug"
	"strings"
)

func runVersion(ctx context.Context, e *env, args []string) error {
	fs := newFlags(e, "version", "", `
Print the version of nanpure: the module version (or "(devel)" for a build
from a checkout), the commit it was built from, with "+modified" when the
checkout had changes, and the Go version.`, `
  nanpure version
  nanpure --version`)
	pos, err := parseFlags(e, fs, args)
	if err != nil {
		return helpOK(err)
	}
	if len(pos) > 0 {
		return usageErrorf("version takes no arguments, got %q", pos[0])
	}
	info, _ := debug.ReadBuildInfo()
	fmt.Fprintln(e.stdout, versionText(info))
	return nil
}

// versionText is the line "nanpure --version" prints, from the build
// information Go writes into every binary (nil when there is none):
// "nanpure v1.2.0 (commit 8462f9f, 2026-11-24T15:58:00Z) go1.26.8".
func versionText(info *debug.BuildInfo) string {
	if info == nil {
		return "nanpure (no build information)"
	}
	version := info.Main.Version
	if version == "" {
		version = "(devel)"
	}
	var commit, when string
	modified := false
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			commit = s.Value
		case "vcs.time":
			when = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	var details []string
	if commit != "" {
		c := "commit " + commit[:min(len(commit), 12)]
		if modified {
			c += "+modified"
		}
		details = append(details, c)
	}
	if when != "" {
		details = append(details, when)
	}
	text := "nanpure " + version
	if len(details) > 0 {
		text += " (" + strings.Join(details, ", ") + ")"
	}
	return text + " " + info.GoVersion
}
