//go:build !linux

package main

import "time"

// cpuClock falls back to wall time where the CPU time of a thread cannot be
// read; bench says so in its header.
type cpuClock struct{ start time.Time }

func startCPU(thread bool) *cpuClock { return &cpuClock{time.Now()} }

func (c *cpuClock) stop() time.Duration { return time.Since(c.start) }
