package batch

import (
	"context"
	"io"
	"time"
)

// flushEvery is how often serial calls idle while items keep coming: the
// output of a long file goes out in big blocks, and a slow item's result
// at once.
const flushEvery = 10 * time.Millisecond

// serial is Stream with one worker: the calling goroutine reads each item,
// works on it and emits its result, with nothing handed over. Through
// goroutines, even a chunk at a time, a file of easy puzzles took half as
// long again as the engine alone: the hand-offs, the second thread's
// wake-ups, the caches the reader and writer cool between chunks.
//
// Only a read that may wait for input goes through a goroutine of its own
// (a waiter), so that Ctrl-C still stops a run while a person types
// nothing; the results so far are flushed before it.
func serial[In, Out any](ctx context.Context, src Source[In], work func(context.Context, In) Out,
	emit func(Out) error, idle func() error) error {
	var w waiter[In]
	defer w.stop()
	var it In // one item, its storage reused from one to the next
	// The clock (its monotonic reading alone, half the cost of time.Now)
	// is read every few items: at each while they are slow, every
	// MaxChunk while a chunk of them takes under chunkTime, as a chunk's
	// size adapts in Stream.
	t0 := time.Now()
	var looked, flushed time.Duration // since t0
	every, items := 1, 0
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		var err error
		if src.Ready() {
			err = src.Next(&it)
		} else {
			if err := idle(); err != nil {
				return err
			}
			err = w.next(ctx, src.Next, &it)
			flushed = time.Since(t0)
		}
		switch {
		case err == io.EOF:
			return nil
		case err != nil:
			return err
		}
		if err := emit(work(ctx, it)); err != nil {
			return err
		}
		if items++; items < every {
			continue
		}
		now := time.Since(t0)
		perItem := max((now-looked)/time.Duration(items), 1)
		every, items, looked = chunkSize(perItem), 0, now
		if now-flushed >= flushEvery {
			if err := idle(); err != nil {
				return err
			}
			flushed = now
		}
	}
}

// A waiter calls Next on a goroutine of its own, started at the first
// read that may wait, so that the caller can stop waiting when its context
// is done. It calls Next only when asked, into an item of its own (the
// caller's may be given up while Next runs): Next never runs on two
// goroutines at once.
type waiter[In any] struct {
	asks  chan func(*In) error
	reads chan read[In]
}

type read[In any] struct {
	it  In
	err error
}

// next sets *it with next, or returns ctx's error when ctx is done first.
func (w *waiter[In]) next(ctx context.Context, next func(*In) error, it *In) error {
	if w.asks == nil {
		w.asks, w.reads = make(chan func(*In) error), make(chan read[In], 1)
		go func() {
			for next := range w.asks {
				var r read[In]
				r.err = next(&r.it)
				w.reads <- r
			}
		}()
	}
	w.asks <- next
	select {
	case r := <-w.reads:
		*it = r.it
		return r.err
	case <-ctx.Done():
		return ctx.Err()
	}
}

// stop ends the goroutine once its read, if any, returns.
func (w *waiter[In]) stop() {
	if w.asks != nil {
		close(w.asks)
	}
}
