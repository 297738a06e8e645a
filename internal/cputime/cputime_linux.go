package cputime

import (
	"syscall"
	"time"
	"unsafe"
)

// Measured reports whether this system's CPU time is read.
const Measured = true

// Linux clock ids for clock_gettime: the CPU time of the whole process, or
// of the calling thread only, so that a one-thread benchmark does not count
// the garbage collector's work on other threads. They count nanoseconds.
const (
	clockProcessCPU = 2 // CLOCK_PROCESS_CPUTIME_ID
	clockThreadCPU  = 3 // CLOCK_THREAD_CPUTIME_ID
)

// Thread returns the CPU time (user and system) that the calling thread has
// used so far.
func Thread() time.Duration { return clock(clockThreadCPU) }

// Process returns the CPU time (user and system) that the process, all its
// threads, has used so far.
func Process() time.Duration { return clock(clockProcessCPU) }

func clock(id uintptr) time.Duration {
	var ts syscall.Timespec
	if _, _, errno := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, id, uintptr(unsafe.Pointer(&ts)), 0); errno != 0 {
		return 0
	}
	return time.Duration(ts.Nano())
}
