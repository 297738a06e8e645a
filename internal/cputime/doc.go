// Package cputime reads CPU time: of the calling thread, or of the whole
// process. On a shared machine it is the fair measure of a benchmark, since
// wall time also counts the time other processes hold the cores.
//
// Thread and Process return the CPU time used so far; a measure is the
// difference of two readings. A thread's reading is only meaningful while
// the goroutine stays on that thread (runtime.LockOSThread). Where CPU time
// cannot be read (Measured is false: systems other than Linux) both return
// 0, and a caller falls back to wall time or leaves the figure out.
package cputime
