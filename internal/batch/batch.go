// Package batch streams items through a pool of workers and hands the
// results back in input order: the engine of every nanpure command that
// reads more than one puzzle.
//
// Run reads items one at a time, groups those already waiting into chunks
// (so a worker's hand-off costs are paid per chunk, not per puzzle, while a
// puzzle typed at a terminal is still answered at once; chunks of slow items
// are small, down to one), and keeps at most a fixed window of chunks in
// flight: memory does not grow with the input, however long it is.
//
//	next ──> reader ──> chunker ──> workers (N) ──> emit, in input order
//	                       │                          ^
//	                       └── order: one result slot per chunk, in order
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

// MaxWorkers is the most workers Run starts: 4 per CPU. Work on puzzles
// is all computing, so more workers than CPUs gain nothing, and the queues
// and the window of chunks in flight grow with the workers: -j 100000000
// once took 6 GB and ignored Ctrl-C for over a minute.
func MaxWorkers() int { return 4 * runtime.NumCPU() }

// Run calls next until it returns an error (io.EOF at the end of the input),
// calls work on each item on up to workers goroutines (workers <= 0: one
// per CPU; at most MaxWorkers), and calls emit with each result in the order the items were
// read. Whenever the next result is not ready yet, Run calls idle (if not
// nil) before it waits: the moment to flush buffered output, so that a
// puzzle typed at a terminal gets its answer at once while a long file is
// written in big blocks. Run returns the first error of next other than
// io.EOF, or of emit or idle; when emit fails or ctx is done it stops
// reading and returns without waiting for the rest.
func Run[In, Out any](ctx context.Context, workers int, next func() (In, error),
	work func(context.Context, In) Out, emit func(Out) error, idle func() error) error {
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	workers = min(workers, MaxWorkers())
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()

	type chunk struct {
		items []In
		out   chan []Out // capacity 1: the worker never waits for emit
	}
	items := make(chan In, MaxChunk)
	jobs := make(chan chunk, workers)
	order := make(chan chan []Out, 2*workers+2) // the window of chunks in flight
	var readErr error
	var perItem atomic.Int64 // recent work per item, in ns, 0 before any

	go func() { // reader: next may block (a terminal), so it runs alone
		defer close(items)
		for {
			it, err := next()
			if err != nil {
				if err != io.EOF {
					readErr = err
				}
				return
			}
			select {
			case items <- it:
			case <-ctx.Done():
				return
			}
		}
	}()

	go func() { // chunker: takes what is waiting, up to MaxChunk, in order
		defer close(jobs)
		defer close(order)
		for it := range items {
			c := chunk{items: []In{it}, out: make(chan []Out, 1)}
			size := MaxChunk
			if d := perItem.Load(); d > 0 {
				size = int(min(max(int64(chunkTime)/d, 1), MaxChunk))
			}
		fill:
			for len(c.items) < size {
				select {
				case it, ok := <-items:
					if !ok {
						break fill
					}
					c.items = append(c.items, it)
				default:
					break fill
				}
			}
			select {
			case order <- c.out:
			case <-ctx.Done():
				return
			}
			jobs <- c
		}
	}()

	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for c := range jobs {
				start := time.Now()
				outs := make([]Out, len(c.items))
				for i, it := range c.items {
					outs[i] = work(ctx, it)
				}
				// A moving average, weighing this chunk one quarter.
				d := int64(time.Since(start)) / int64(len(c.items))
				if old := perItem.Load(); old > 0 {
					d = (3*old + d) / 4
				}
				perItem.Store(max(d, 1))
				c.out <- outs
			}
		}()
	}

	// wait returns the next value of c, calling idle first if it is not
	// ready yet.
	wait := func(c <-chan []Out) ([]Out, error) {
		select {
		case outs := <-c:
			return outs, nil
		default:
		}
		if idle != nil {
			if err := idle(); err != nil {
				return nil, err
			}
		}
		select {
		case outs := <-c:
			return outs, nil
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	for {
		var out chan []Out
		var ok bool
		select {
		case out, ok = <-order:
		default:
			if idle != nil {
				if err := idle(); err != nil {
					return err
				}
			}
			out, ok = <-order
		}
		if !ok {
			break
		}
		outs, err := wait(out)
		if err != nil {
			return err
		}
		for _, o := range outs {
			if err := emit(o); err != nil {
				return err
			}
		}
	}
	wg.Wait()
	if readErr != nil {
		return readErr
	}
	return ctx.Err()
}
