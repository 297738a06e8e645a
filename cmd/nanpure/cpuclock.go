package main

import (
	"runtime"
	"time"

	"github.com/nanpure/nanpure/internal/cputime"
)

// cpuClock measures the CPU time of a pass of bench: of this thread (locked
// to the goroutine until stop) when thread is true, else of the whole
// process. Where CPU time is not measured it falls back to wall time; bench
// says so in its header.
type cpuClock struct {
	thread bool
	start  time.Duration
	wall   time.Time
}

func startCPU(thread bool) *cpuClock {
	c := &cpuClock{thread: thread}
	if thread {
		runtime.LockOSThread()
	}
	c.start, c.wall = c.now(), time.Now()
	return c
}

func (c *cpuClock) now() time.Duration {
	if c.thread {
		return cputime.Thread()
	}
	return cputime.Process()
}

// stop returns the CPU time since start.
func (c *cpuClock) stop() time.Duration {
	d := c.now() - c.start
	if c.thread {
		runtime.UnlockOSThread()
	}
	if !cputime.Measured {
		return time.Since(c.wall)
	}
	return d
}
