// Package batch streams items through a pool of workers and hands the
// results back in input order: the engine of every nanpure command that
// reads more than one puzzle.
//
// Stream reads the items at hand in chunks (so that a hand-off costs per
// chunk, not per puzzle, while a puzzle typed at a terminal is still
// answered at once; chunks of slow items are small, down to one) and keeps
// a fixed number of chunks, recycled, in flight: memory does not grow with
// the input, however long it is, and the chunks' slices are not made
// again for each.
//
//	free chunks ──> reader ──> workers (N) ──> emit, in input order ──┐
//	     ^             │                            ^                 │
//	     │             └── order: the chunks, in order                │
//	     └────────────────────────────────────────────────────────────┘
//
// With one worker there is nothing to hand over: the calling goroutine
// reads, works and emits each item in turn (serial.go).
package batch

import (
	"context"
	"io"
	"runtime"
	"sync"
	"sync/atomic"
	"time"
)

// MaxChunk is the most items a worker takes at once. 64 puzzles of the
// fastest kind take about 0.1 ms, long enough to hide the hand-off.
const MaxChunk = 64

// chunkTime is the work a chunk should hold. Chunks shrink to fit it as
// the items are seen to take longer: slow items (a hard 25x25, an explain
// with every candidate grid, solve --all) go one at a time, so that their
// results, which may be large, are not held 64 at a time per chunk in
// flight, and so that no worker is left with a chunk of them while the
// others idle.
const chunkTime = time.Millisecond

// MaxWorkers is the most workers Stream starts: 4 per CPU. Work on puzzles
// is all computing, so more workers than CPUs gain nothing, and the queues
// and the window of chunks in flight grow with the workers: -j 100000000
// once took 6 GB and ignored Ctrl-C for over a minute.
func MaxWorkers() int { return 4 * runtime.NumCPU() }

// A Source is where the items come from.
type Source[In any] struct {
	// Next sets *it to the next item, or returns an error: io.EOF after
	// the last. *it is an item read before whose result is emitted (or
	// the zero In): Next may reuse its storage, so that a stream of items
	// is read without allocating.
	Next func(it *In) error
	// Ready reports whether Next would return without waiting for input
	// (a person at a terminal, a slow pipe): the items at hand are taken
	// together, and the results so far are flushed before a wait. Nil
	// means Next may always wait: each item is handed over alone.
	Ready func() bool
}

// Run is Stream of a source that may wait at every item: each item is
// handed over alone.
func Run[In, Out any](ctx context.Context, workers int, next func() (In, error),
	work func(context.Context, In) Out, emit func(Out) error, idle func() error) error {
	set := func(it *In) (err error) {
		*it, err = next()
		return err
	}
	return Stream(ctx, workers, Source[In]{Next: set}, work, emit, idle)
}

// Stream reads src until its Next returns an error (io.EOF at the end of
// the input), calls work on each item on up to workers goroutines
// (workers <= 0: one per CPU; at most MaxWorkers), and calls emit with each
// result in the order the items were read. Whenever the next result is not
// ready yet, or the next item not at hand, Stream calls idle (if not nil)
// before it waits: the moment to flush buffered output, so that a puzzle
// typed at a terminal gets its answer at once while a long file is written
// in big blocks (with one worker, also every flushEvery while items keep
// coming). Stream returns the first error of Next other than io.EOF,
// or of emit or idle; when emit fails or ctx is done it stops reading and
// returns without waiting for the rest.
func Stream[In, Out any](ctx context.Context, workers int, src Source[In],
	work func(context.Context, In) Out, emit func(Out) error, idle func() error) error {
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	workers = min(workers, MaxWorkers())
	if src.Ready == nil {
		src.Ready = func() bool { return false }
	}
	if idle == nil {
		idle = func() error { return nil }
	}
	if workers == 1 {
		return serial(ctx, src, work, emit, idle)
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()

	type chunk struct {
		items []In
		outs  []Out
		done  chan struct{} // capacity 1: the worker never waits for emit
	}
	// The window: the chunks being read, worked on, waiting to be emitted.
	n := 2*workers + 2
	free := make(chan *chunk, n)
	for range n {
		free <- &chunk{done: make(chan struct{}, 1)}
	}
	order := make(chan *chunk, n) // never full: there are n chunks
	jobs := make(chan *chunk, n)
	var readErr error
	var perItem atomic.Int64 // recent work per item, in ns, 0 before any

	go func() { // reader: Next may wait (a terminal), so it runs alone
		defer close(jobs)
		defer close(order)
		for {
			var c *chunk
			select {
			case c = <-free:
			case <-ctx.Done():
				return
			}
			size := MaxChunk
			if d := perItem.Load(); d > 0 {
				size = int(min(max(int64(chunkTime)/d, 1), MaxChunk))
			}
			// The first item may be waited for; the others only taken
			// when at hand, so that none waits for the next to be typed.
			// The slots keep the storage of the chunk's last items.
			c.items = c.items[:cap(c.items)]
			var err error
			n := 0
			for n < size && (n == 0 || src.Ready()) {
				if n == len(c.items) {
					var zero In
					c.items = append(c.items, zero)
				}
				if err = src.Next(&c.items[n]); err != nil {
					break
				}
				n++
			}
			c.items = c.items[:n]
			if n > 0 {
				order <- c
				jobs <- c
			}
			if err != nil {
				if err != io.EOF {
					readErr = err
				}
				return
			}
		}
	}()

	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for c := range jobs {
				start := time.Now()
				for _, it := range c.items {
					c.outs = append(c.outs, work(ctx, it))
				}
				// A moving average, weighing this chunk one quarter.
				d := int64(time.Since(start)) / int64(len(c.items))
				if old := perItem.Load(); old > 0 {
					d = (3*old + d) / 4
				}
				perItem.Store(max(d, 1))
				c.done <- struct{}{}
			}
		}()
	}

	// wait returns when the next value of c is ready, calling idle first
	// if it is not yet.
	wait := func(c <-chan struct{}) error {
		select {
		case <-c:
			return nil
		default:
		}
		if err := idle(); err != nil {
			return err
		}
		select {
		case <-c:
			return nil
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	for {
		if err := ctx.Err(); err != nil {
			return err // not waiting for a reader that may wait for input
		}
		var c *chunk
		var ok bool
		select {
		case c, ok = <-order:
		default:
			if err := idle(); err != nil {
				return err
			}
			select {
			case c, ok = <-order:
			case <-ctx.Done(): // the reader may be waiting for input
				return ctx.Err()
			}
		}
		if !ok {
			break
		}
		if err := wait(c.done); err != nil {
			return err
		}
		for _, o := range c.outs {
			if err := emit(o); err != nil {
				return err
			}
		}
		// Back to the reader, holding on to no result.
		clear(c.outs)
		c.outs = c.outs[:0]
		free <- c
	}
	wg.Wait()
	if readErr != nil {
		return readErr
	}
	return ctx.Err()
}
