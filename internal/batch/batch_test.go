package batch

import (
	"context"
	"errors"
	"io"
	"math/rand/v2"
	"runtime"
	"sync/atomic"
	"testing"
	"time"
)

// counter yields 0, 1, 2, ... n-1 then io.EOF.
func counter(n int) func() (int, error) {
	i := 0
	return func() (int, error) {
		if i == n {
			return 0, io.EOF
		}
		i++
		return i - 1, nil
	}
}

func TestOrder(t *testing.T) {
	for _, workers := range []int{0, 1, 2, 7} {
		const n = 5000
		got := 0
		work := func(_ context.Context, i int) int {
			if i%97 == 0 {
				time.Sleep(time.Duration(rand.IntN(200)) * time.Microsecond)
			}
			return i * i
		}
		err := Run(context.Background(), workers, counter(n), work, func(sq int) error {
			if sq != got*got {
				t.Fatalf("workers=%d: result %d is %d, want %d", workers, got, sq, got*got)
			}
			got++
			return nil
		}, nil)
		if err != nil || got != n {
			t.Fatalf("workers=%d: %d results, %v", workers, got, err)
		}
	}
}

// TestFlatMemory checks that the items read but not yet emitted stay within
// a fixed window however long the input.
func TestFlatMemory(t *testing.T) {
	for _, tc := range []struct {
		name  string
		ready func() bool
		limit int // the most items in flight
	}{
		// Items at hand, as a file's: chunks of MaxChunk.
		{"file", func() bool { return true }, maxWindow * MaxChunk},
		// Items that may each wait (Run): chunks of one.
		{"one by one", nil, maxWindow},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var inFlight, most atomic.Int64
			next := counter(200000)
			read := func(it *int) (err error) {
				*it, err = next()
				if err == nil {
					if n := inFlight.Add(1); n > most.Load() {
						most.Store(n)
					}
				}
				return err
			}
			work := func(_ context.Context, i int) int {
				if i%50000 == 1 {
					time.Sleep(20 * time.Millisecond) // the other worker runs ahead meanwhile
				}
				return i
			}
			err := Stream(context.Background(), 2, Source[int]{Next: read, Ready: tc.ready}, work,
				func(int) error {
					inFlight.Add(-1)
					time.Sleep(0) // a slow writer must not let the reader run ahead
					return nil
				}, nil)
			if err != nil {
				t.Fatal(err)
			}
			if limit := int64(tc.limit); most.Load() > limit {
				t.Fatalf("%d items in flight at once, want at most %d", most.Load(), limit)
			}
		})
	}
}

func TestErrors(t *testing.T) {
	boom := errors.New("boom")
	emitted := 0
	err := Run(context.Background(), 2, counter(100000), func(_ context.Context, i int) int { return i },
		func(i int) error {
			emitted++
			if i == 10 {
				return boom
			}
			return nil
		}, nil)
	if !errors.Is(err, boom) || emitted != 11 {
		t.Fatalf("emit error: %v after %d", err, emitted)
	}

	n := 0
	next := func() (int, error) {
		if n == 5 {
			return 0, boom
		}
		n++
		return n, nil
	}
	got := 0
	err = Run(context.Background(), 2, next, func(_ context.Context, i int) int { return i }, func(int) error { got++; return nil }, nil)
	if !errors.Is(err, boom) || got != 5 {
		t.Fatalf("read error: %v after %d results", err, got)
	}

	ctx, cancel := context.WithCancel(context.Background())
	err = Run(ctx, 2, counter(1<<30), func(_ context.Context, i int) int { return i }, func(i int) error {
		if i == 1000 {
			cancel()
		}
		return nil
	}, nil)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("cancel: %v", err)
	}
}

// TestIdle checks that idle runs before every wait for a result, so that an
// answer is flushed before the next puzzle is read from a terminal.
func TestIdle(t *testing.T) {
	lines, done := feedOneByOne(t, context.Background(), 2)
	close(lines)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}

// feedOneByOne starts Run with workers on items sent one at a time, as a
// person types them, and checks that the answer to each of three is
// flushed before Run waits for the next. It returns the channel of items,
// still open, and the channel of Run's result.
func feedOneByOne(t *testing.T, ctx context.Context, workers int) (chan<- int, <-chan error) {
	t.Helper()
	lines := make(chan int)
	var emitted, flushed atomic.Int64
	next := func() (int, error) {
		i, ok := <-lines
		if !ok {
			return 0, io.EOF
		}
		return i, nil
	}
	done := make(chan error, 1)
	go func() {
		done <- Run(ctx, workers, next, func(_ context.Context, i int) int { return i },
			func(int) error { emitted.Add(1); return nil },
			func() error { flushed.Store(emitted.Load()); return nil })
	}()
	for i := 1; i <= 3; i++ {
		lines <- i
		for deadline := time.Now().Add(5 * time.Second); flushed.Load() < int64(i); {
			if time.Now().After(deadline) {
				t.Fatalf("answer %d never flushed (%d emitted)", i, emitted.Load())
			}
			time.Sleep(time.Millisecond)
		}
	}
	return lines, done
}

// TestWorkers checks how many workers Run starts for a request: never more
// than MaxWorkers, whose queues stay small.
func TestWorkers(t *testing.T) {
	for _, tc := range []struct {
		asked, want int
	}{
		{1, 1},
		{2, min(2, MaxWorkers())},
		{0, runtime.NumCPU()},
		// Regressions
		// -j 100000000 started that many goroutines and queues to match
		// (asked here for ten times the most, not to eat 6 GB should the
		// bound ever go).
		{10 * MaxWorkers(), MaxWorkers()},
	} {
		var busy, most atomic.Int64
		release := make(chan struct{})
		started := time.AfterFunc(200*time.Millisecond, func() { close(release) })
		work := func(_ context.Context, i int) int {
			if n := busy.Add(1); n > most.Load() {
				most.Store(n)
			}
			<-release // hold every worker until all that will start have
			busy.Add(-1)
			return i
		}
		// One chunk per worker at most: items come one at a time.
		next := counter(4 * tc.want * MaxChunk)
		err := Run(context.Background(), tc.asked, func() (int, error) {
			time.Sleep(time.Microsecond)
			return next()
		}, work, func(int) error { return nil }, nil)
		started.Stop()
		if err != nil || most.Load() > int64(tc.want) {
			t.Errorf("-j %d: %d workers busy at once (%v), want at most %d", tc.asked, most.Load(), err, tc.want)
		}
	}
}

// TestSlowItemsGoAlone checks that items that take long are handed out one
// at a time once seen to be slow: their results are not held a chunk at a
// time, and no worker sits on a chunk of them while another idles.
func TestSlowItemsGoAlone(t *testing.T) {
	var inFlight, most atomic.Int64
	next := counter(600)
	read := func() (int, error) {
		i, err := next()
		if err == nil {
			inFlight.Add(1)
		}
		return i, err
	}
	work := func(_ context.Context, i int) int {
		time.Sleep(2 * chunkTime)
		if i > 300 { // once the first chunks, of 64, have shown the pace
			if n := inFlight.Load(); n > most.Load() {
				most.Store(n)
			}
		}
		return i
	}
	err := Run(context.Background(), 2, read, work, func(int) error { inFlight.Add(-1); return nil }, nil)
	if err != nil {
		t.Fatal(err)
	}
	// Window: 2*workers+2 chunks in order and one per worker, of one item
	// each once the pace is known, a full items buffer and the chunk being
	// filled: about 2*MaxChunk; chunks of 64 would allow ten times as many.
	// Regressions
	// Slow items went 64 to a chunk: solve --all held up to 64 sets of
	// 100,000 solutions per chunk in flight.
	if limit := int64(2*MaxChunk + 2*2 + 2 + 2 + 1); most.Load() > limit {
		t.Fatalf("%d items in flight at once, want at most %d", most.Load(), limit)
	}
}

// TestWorkersShareOneByOne checks that items read one at a time, from a
// source that may wait at each (Run), still go to several workers at once.
// (A regression: once workers read for themselves, the one about to read
// waited for every result before it to be emitted and flushed, so items
// went one at a time.)
func TestWorkersShareOneByOne(t *testing.T) {
	both := make(chan struct{})
	var inside atomic.Int64
	work := func(_ context.Context, i int) int {
		if inside.Add(1) == 2 {
			close(both)
		}
		select {
		case <-both:
		case <-time.After(10 * time.Second):
			t.Error("two workers never worked at once")
		}
		return i
	}
	if err := Run(context.Background(), 2, counter(2), work, func(int) error { return nil }, nil); err != nil {
		t.Fatal(err)
	}
}
