package batch

import (
	"context"
	"io"
	"runtime"
	"sync"
	"sync/atomic"
	"time"
)

// A pool is Stream with several workers, each of which reads, works and
// emits in turn: a worker takes the next chunk of items from the source
// (under the reading lock, one worker at a time), works on it, then emits,
// in input order, every chunk done at the head of the window (one worker
// at a time, marked by emitting; a chunk done before the head waits there
// for the worker that finishes the head). There is no reader nor writer
// goroutine to hand chunks to, and no lock is held while waiting.
//
// Why: with a reader and a writer goroutine of their own, on as many CPUs
// as workers, a chunk handed to the writer waited in its worker's run
// queue until that worker blocked for want of chunks, and chunks came only
// once the writer had emitted and the reader read. A trace of solve -j 2
// on 983,160 easy puzzles (a loaded machine) had the workers blocked for
// 2.0 s and goroutines waiting to run for 5.1 s in all, against 0.26 and
// 1.3 s here. Here a worker waits only when the window is full (the chunk
// at its head is slow) or for input.
type pool[In, Out any] struct {
	ctx     context.Context
	cancel  context.CancelFunc
	src     Source[In]
	work    func(context.Context, In) Out
	emit    func(Out) error
	idle    func() error
	perItem atomic.Int64 // recent work per item, in ns, 0 before any

	// The reading side: held by the worker that reads a chunk, and by
	// nothing else: no one waits while holding it.
	inMu    sync.Mutex
	read    int64 // chunks read so far, numbered from 0
	end     bool  // Next returned an error: nothing more to read
	readErr error // that error, unless io.EOF

	// The writing side. outMu is held only to look and to mark: a worker
	// emits without it, its place kept by emitting.
	outMu    sync.Mutex
	moved    sync.Cond         // on outMu: chunks were emitted, an emitter is done, or the stream stopped
	window   []*chunk[In, Out] // the chunk numbered i at i % len(window), until emitted
	least    int               // the fewest chunks the window lets in flight
	inFlight int64             // chunks being read or read, not yet emitted
	emitted  int64             // chunks emitted so far
	emitting bool              // a worker emits (or calls idle): no other may
	free     []*chunk[In, Out] // emitted chunks, their storage kept for reuse
	stopped  bool              // emit or idle failed, or ctx is done: emit no more
	err      error             // the error of emit or idle
	dirty    bool              // results were emitted since the last idle
	flushAt  int64             // a worker waits for input: idle once this many chunks are emitted; -1: none
	lastIdle time.Time
}

type chunk[In, Out any] struct {
	items []In
	outs  []Out
	done  bool // outs are all there (under outMu)
}

func runPool[In, Out any](ctx context.Context, workers int, src Source[In],
	work func(context.Context, In) Out, emit func(Out) error, idle func() error) error {
	p := &pool[In, Out]{src: src, work: work, emit: emit, idle: idle, lastIdle: time.Now(), flushAt: -1}
	p.ctx, p.cancel = context.WithCancel(ctx)
	defer p.cancel()
	p.moved.L = &p.outMu
	p.least = 2*workers + 2
	p.window = make([]*chunk[In, Out], max(maxWindow, p.least))

	var live atomic.Int64
	live.Store(int64(workers))
	finished := make(chan struct{})
	for range workers {
		go func() {
			p.worker()
			if live.Add(-1) == 0 {
				close(finished)
			}
		}()
	}
	// Flush what was emitted every flushEvery while the workers are busy,
	// so that results come out as they are found even when both work long.
	// (A Timer reset, not a Ticker: time.NewTicker linked in moved the
	// engine's code in the binary, and solve -j 1 ran 2-4% slower for it.)
	tick := time.NewTimer(flushEvery)
	defer tick.Stop()
	for {
		select {
		case <-finished:
			p.outMu.Lock()
			err := p.err
			p.outMu.Unlock()
			switch {
			case err != nil:
				return err
			case p.readErr != nil:
				return p.readErr
			}
			return ctx.Err()
		case <-p.ctx.Done():
			// A worker may be waiting for input: the run ends without it,
			// and nothing is emitted once this returns.
			p.outMu.Lock()
			p.stopped = true
			p.moved.Broadcast()
			for p.emitting {
				p.moved.Wait()
			}
			err := p.err
			p.outMu.Unlock()
			if err != nil {
				return err
			}
			return ctx.Err()
		case <-tick.C:
			p.outMu.Lock()
			if p.dirty && !p.stopped && !p.emitting && time.Since(p.lastIdle) >= flushEvery {
				p.callIdle()
			}
			p.outMu.Unlock()
			tick.Reset(flushEvery)
		}
	}
}

// worker reads, works on and emits chunks until the input ends or the
// stream stops.
func (p *pool[In, Out]) worker() {
	for {
		c, seq := p.next()
		if c == nil {
			return
		}
		start := time.Now()
		for _, it := range c.items {
			c.outs = append(c.outs, p.work(p.ctx, it))
		}
		// A moving average, weighing this chunk one quarter.
		d := int64(time.Since(start)) / int64(len(c.items))
		if old := p.perItem.Load(); old > 0 {
			d = (3*old + d) / 4
		}
		p.perItem.Store(max(d, 1))
		p.finish(c, seq)
	}
}

// next reads the next chunk and returns it with its number, or nil when
// there is nothing more to do.
func (p *pool[In, Out]) next() (*chunk[In, Out], int64) {
	size := chunkSize(time.Duration(p.perItem.Load()))
	// A place in the window first, so as not to wait holding inMu.
	ahead := p.ahead(size)
	p.outMu.Lock()
	for p.inFlight >= ahead && !p.stopped {
		p.moved.Wait() // the window is full: its head is still worked on
	}
	var c *chunk[In, Out]
	if n := len(p.free); n > 0 {
		c, p.free = p.free[n-1], p.free[:n-1]
	} else {
		c = new(chunk[In, Out])
	}
	p.inFlight++
	stopped := p.stopped
	p.outMu.Unlock()
	if stopped {
		return nil, 0
	}

	p.lockIn()
	seq := p.read
	n := 0
	if !p.end && p.ctx.Err() == nil {
		if !p.src.Ready() {
			// The first item may be waited for: the results so far go out
			// at once, or as soon as they are emitted, so that a person
			// typing puzzles sees each answer before typing the next.
			p.outMu.Lock()
			p.flushAt = seq
			p.flushIfDue(false)
			p.outMu.Unlock()
		}
		// The items after the first are only taken when at hand, so that
		// none waits for the next to be typed. The slots keep the storage
		// of the chunk's last items.
		c.items = c.items[:cap(c.items)]
		var err error
		for n < size && (n == 0 || p.src.Ready()) {
			if n == len(c.items) {
				var zero In
				c.items = append(c.items, zero)
			}
			if err = p.src.Next(&c.items[n]); err != nil {
				break
			}
			n++
		}
		if err != nil {
			p.end = true
			if err != io.EOF {
				p.readErr = err
			}
		}
		if n > 0 {
			p.read++
		}
	}
	c.items = c.items[:n]
	p.inMu.Unlock()

	p.outMu.Lock()
	defer p.outMu.Unlock()
	if n == 0 || p.stopped {
		p.inFlight--
		p.free = append(p.free, c)
		p.moved.Broadcast()
		return nil, 0
	}
	p.window[seq%int64(len(p.window))] = c
	return c, seq
}

// lockIn takes inMu. A worker that finds another one reading spins a
// little before it sleeps: a chunk is read in some 20 µs, whereas a worker
// that slept, woken when the lock is released, waited 150 µs on average to
// run again (solve -j 2 of tdoku's 17-clue puzzles: 110 of 3,856 reads
// found the lock held). With the spin, solve -j 2 takes 14% less wall
// time in process on 17-clue and serg (2.11 -> 1.82 and 3.19 -> 2.74 µs a
// puzzle, four alternated runs of 20 each), and 4-5% less as a process of
// its own (113 -> 107 and 34.9 -> 33.5 ms, medians of 40). The spin is
// bounded: a reader may hold the lock while it waits for input.
func (p *pool[In, Out]) lockIn() {
	for range inSpins {
		if p.inMu.TryLock() {
			return
		}
		runtime.Gosched()
	}
	p.inMu.Lock()
}

// inSpins bounds the spin of lockIn: 256 rounds took 45 to 100 µs.
const inSpins = 256

// The window holds windowTime of work, in chunks of size items, at least
// least and at most maxWindow chunks. A worker whose thread the system
// sets aside for a few milliseconds (a loaded machine) holds up the chunk
// at the head of the window, and the other workers go on only up to its
// end: with 2*workers+2 chunks of easy puzzles, under a millisecond of
// work, two workers beside three busy processes left their CPUs idle
// 8-12% of the time, against 0.6-2.4% with 64. Chunks of slow items,
// whose results may be large (solve --all), are held least at a time.
const (
	windowTime = 10 * time.Millisecond
	maxWindow  = 64
)

// ahead returns how many chunks of size items may be in flight.
func (p *pool[In, Out]) ahead(size int) int64 {
	d := p.perItem.Load()
	if d == 0 {
		return int64(p.least) // the pace is not known yet
	}
	n := int64(windowTime) / (d * int64(size))
	return min(max(n, int64(p.least)), int64(len(p.window)))
}

// finish marks chunk seq done and, unless another worker is at it, emits
// in order the chunks done at the head of the window.
func (p *pool[In, Out]) finish(c *chunk[In, Out], seq int64) {
	p.outMu.Lock()
	defer p.outMu.Unlock()
	c.done = true
	if p.emitting || seq != p.emitted {
		return // an earlier chunk is still worked on, or being emitted
	}
	p.emitting = true
	for !p.stopped {
		i := p.emitted % int64(len(p.window))
		h := p.window[i]
		if h == nil || !h.done {
			break
		}
		p.outMu.Unlock()
		var err error
		for _, o := range h.outs {
			if err = p.emit(o); err != nil {
				break
			}
		}
		p.outMu.Lock()
		if err != nil {
			p.stop(err)
		}
		// Back to the free list, holding on to no result.
		clear(h.outs)
		h.outs, h.done = h.outs[:0], false
		p.window[i] = nil
		p.free = append(p.free, h)
		p.emitted++
		p.inFlight--
		p.dirty = true
		p.flushIfDue(true)
		p.moved.Broadcast()
	}
	p.emitting = false
	p.moved.Broadcast()
}

// flushIfDue calls idle if a worker waits for input and every chunk read
// before is emitted, with outMu held, by the emitter or when there is none.
func (p *pool[In, Out]) flushIfDue(emitter bool) {
	if p.flushAt >= 0 && p.emitted >= p.flushAt && !p.stopped && (emitter || !p.emitting) {
		p.flushAt = -1
		p.callIdle()
	}
}

// callIdle calls idle, with outMu held.
func (p *pool[In, Out]) callIdle() {
	if err := p.idle(); err != nil {
		p.stop(err)
	}
	p.dirty, p.lastIdle = false, time.Now()
}

// stop ends the stream on an error of emit or idle, with outMu held.
func (p *pool[In, Out]) stop(err error) {
	if p.err == nil {
		p.err = err
	}
	p.stopped = true
	p.moved.Broadcast()
	p.cancel()
}
