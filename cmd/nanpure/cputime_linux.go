package main

import (
	"runtime"
	"syscall"
	"time"
	"unsafe"
)

// Linux clock ids for clock_gettime: the CPU time of the whole process, or
// of the calling thread only, so that a one-thread benchmark does not count
// the garbage collector's work on other threads. Unlike getrusage, whose
// figures move in scheduler ticks, these clocks count nanoseconds.
const (
	clockProcessCPU = 2 // CLOCK_PROCESS_CPUTIME_ID
	clockThreadCPU  = 3 // CLOCK_THREAD_CPUTIME_ID
)

// cpuClock measures CPU time: of this thread (locked to the goroutine until
// stop) when thread is true, else of the whole process.
type cpuClock struct {
	id    uintptr
	start time.Duration
}

func startCPU(thread bool) *cpuClock {
	c := &cpuClock{id: clockProcessCPU}
	if thread {
		runtime.LockOSThread()
		c.id = clockThreadCPU
	}
	c.start = c.now()
	return c
}

func (c *cpuClock) now() time.Duration {
	var ts syscall.Timespec
	if _, _, errno := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, c.id, uintptr(unsafe.Pointer(&ts)), 0); errno != 0 {
		return 0
	}
	return time.Duration(ts.Nano())
}

// stop returns the CPU time since start.
func (c *cpuClock) stop() time.Duration {
	d := c.now() - c.start
	if c.id == clockThreadCPU {
		runtime.UnlockOSThread()
	}
	return d
}
