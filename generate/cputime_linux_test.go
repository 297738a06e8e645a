package generate

import (
	"syscall"
	"time"
)

// rusageThread is RUSAGE_THREAD of getrusage(2): the calling thread only.
const rusageThread = 1

// threadCPU returns the CPU time (user + system) used so far by the calling
// thread; the caller locks its goroutine to the thread. On a shared machine
// it is the fair measure of a single-threaded benchmark: wall time counts the
// time other processes hold the core.
func threadCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(rusageThread, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
