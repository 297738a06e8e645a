package batch

import (
	"context"
	"io"
	"testing"
	"time"
)

// TestIdleOneWorker is TestIdle with one worker, whose items are read,
// worked on and emitted on the calling goroutine: the answer to a line is
// still flushed before Stream waits for the next, and Ctrl-C still stops
// it while it waits.
func TestIdleOneWorker(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	_, done := feedOneByOne(t, ctx, 1)
	cancel() // while Stream waits for a fourth line
	select {
	case err := <-done:
		if err != context.Canceled {
			t.Fatalf("stopped with %v, want context.Canceled", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Ctrl-C did not stop a run waiting for input")
	}
}

// TestSlowItemsFlushed checks that with one worker and items at hand, the
// results of slow items are flushed as they come, not held until the end
// or a full buffer, while those of quick items are not flushed one by one.
func TestSlowItemsFlushed(t *testing.T) {
	for _, tc := range []struct {
		name     string
		n        int
		each     time.Duration
		min, max int // idle calls
	}{
		{"slow", 10, 2 * flushEvery, 9, 11},
		{"quick", 100000, 0, 0, 100000 / MaxChunk}, // at most once a look at the clock
	} {
		t.Run(tc.name, func(t *testing.T) {
			i, idles := 0, 0
			next := func(it *int) error {
				if i == tc.n {
					return io.EOF
				}
				i++
				*it = i
				return nil
			}
			always := func() bool { return true }
			work := func(_ context.Context, i int) int { time.Sleep(tc.each); return i }
			err := Stream(context.Background(), 1, Source[int]{Next: next, Ready: always}, work,
				func(int) error { return nil }, func() error { idles++; return nil })
			if err != nil || idles < tc.min || idles > tc.max {
				t.Fatalf("%d items: %d idle calls (%v), want %d to %d", tc.n, idles, err, tc.min, tc.max)
			}
		})
	}
}
