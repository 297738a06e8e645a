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
// Each worker reads, works and emits in turn (pool.go): there is no reader
// nor writer goroutine for the chunks to wait on.
//
//	         ┌─> read a chunk (one worker at a time, in order)
//	worker ──┤   work on it (every worker at once)
//	 (N)     └── emit the chunks done at the head of the window, in order
//	             (one worker at a time; a chunk done early waits there)
//
// With one worker the calling goroutine reads, works and emits each item
// in turn (serial.go).
package batch

import (
	"context"
	"runtime"
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

// chunkSize is the items of a chunk when each takes perItem (0: not known
// yet, a full chunk).
func chunkSize(perItem time.Duration) int {
	if perItem <= 0 {
		return MaxChunk
	}
	return int(min(max(chunkTime/perItem, 1), MaxChunk))
}

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
// result in the order the items were read. Before Next may wait for input
// (Ready is false), as soon as the results of the items read before are
// emitted, Stream calls idle (if not nil), and also every flushEvery while
// results keep coming: the moment to flush buffered output, so that a
// puzzle typed at a terminal gets its answer at once while a long file is
// written in big blocks. emit and idle are never called two at once; with
// several workers they are called on the workers' goroutines. Stream
// returns the first error of Next other than io.EOF, or of emit or idle;
// when emit fails or ctx is done it stops reading and returns without
// waiting for the rest (nor for a Next that waits for input).
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
	return runPool(ctx, workers, src, work, emit, idle)
}
