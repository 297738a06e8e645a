package cputime

import (
	"runtime"
	"testing"
	"time"
)

// TestBusy spins on one thread for a while: both clocks move by about that
// much, the thread's no more than the process's.
func TestBusy(t *testing.T) {
	if !Measured {
		if Thread() != 0 || Process() != 0 {
			t.Fatal("a reading where CPU time is not measured")
		}
		t.Skip("CPU time is not measured on " + runtime.GOOS)
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	p0, t0 := Process(), Thread()
	for start := time.Now(); time.Since(start) < 20*time.Millisecond; {
	}
	th, p := Thread()-t0, Process()-p0
	if th <= 0 || p < th {
		t.Errorf("thread %v, process %v: want 0 < thread <= process", th, p)
	}
}
