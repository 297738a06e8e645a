package main

import (
	"context"
	"sync"
	"sync/atomic"
	"time"
)

// A timeLimit is the context of one puzzle under --timeout: it ends at a
// deadline, as context.WithTimeout's does, but starts no timer until
// something waits on Done. The engines only poll Err (the exact search
// every thousand nodes), and the timer of context.WithTimeout, set and
// stopped for every puzzle, costs a tenth of the time of solving an easy
// puzzle: on a file of easy puzzles, a tenth of the batch.
type timeLimit struct {
	context.Context       // the run's context
	deadline        int64 // monotonic, in ns since clockBase (see now)

	mu       sync.Mutex               // held to make the timer, and to release
	timer    atomic.Pointer[timedCtx] // made by the first Done: from then on, it answers
	released atomic.Bool              // ended before any Done: Done is closed, Err says Canceled
}

// timedCtx is the context.WithDeadline of a timeLimit that is waited on.
type timedCtx struct {
	ctx  context.Context
	stop context.CancelFunc
}

// closed is the Done channel of a timeLimit released before anyone asked.
var closed = func() chan struct{} { c := make(chan struct{}); close(c); return c }()

func newTimeLimit(ctx context.Context, timeout time.Duration) *timeLimit {
	t := new(timeLimit)
	t.start(ctx, timeout)
	return t
}

// limits recycles time limits: a pipeline takes one for each puzzle, and
// nothing keeps a puzzle's context once its work returns.
var limits = sync.Pool{New: func() any { return new(timeLimit) }}

// start sets t, new or released, to end timeout from now, or with ctx.
func (t *timeLimit) start(ctx context.Context, timeout time.Duration) {
	d := now() + int64(timeout)
	if pd, ok := ctx.Deadline(); ok {
		d = min(d, int64(pd.Sub(clockBase)))
	}
	t.Context, t.deadline = ctx, d
	t.timer.Store(nil)
	t.released.Store(false)
}

func (t *timeLimit) Deadline() (time.Time, bool) {
	return clockBase.Add(time.Duration(t.deadline)), true
}

func (t *timeLimit) Done() <-chan struct{} {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.released.Load() {
		return closed
	}
	tm := t.timer.Load()
	if tm == nil {
		tm = new(timedCtx)
		d, _ := t.Deadline()
		tm.ctx, tm.stop = context.WithDeadline(t.Context, d)
		t.timer.Store(tm)
	}
	return tm.ctx.Done()
}

// Err reads the clock while there is no timer: no Done channel has been
// handed out, so none can disagree. It takes no lock: the engines call it
// at the start of every puzzle.
func (t *timeLimit) Err() error {
	if tm := t.timer.Load(); tm != nil {
		return tm.ctx.Err()
	}
	if t.released.Load() {
		return context.Canceled
	}
	if err := t.Context.Err(); err != nil {
		return err
	}
	if now() >= t.deadline {
		return context.DeadlineExceeded
	}
	return nil
}

// clockBase is the origin of now.
var clockBase = time.Now()

// now reads the monotonic clock alone, in ns since clockBase: time.Now
// reads the wall clock too, and on a virtual machine each read costs as
// much as 30 ns, which a file of easy puzzles pays three times a puzzle.
func now() int64 { return int64(time.Since(clockBase)) }

// release ends the context, as the cancel function of WithTimeout does.
func (t *timeLimit) release() {
	t.mu.Lock()
	defer t.mu.Unlock()
	if tm := t.timer.Load(); tm != nil {
		tm.stop()
		return
	}
	t.released.Store(true)
}
