//go:build !linux

package cputime

import "time"

// Measured reports whether this system's CPU time is read.
const Measured = false

// Thread is not measured on this system: 0.
func Thread() time.Duration { return 0 }

// Process is not measured on this system: 0.
func Process() time.Duration { return 0 }
