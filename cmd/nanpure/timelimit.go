package main

import (
	"context"
	"math"
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
//
// Reading the clock costs too: 30-70 ns on a virtual machine, against
// 2.5 µs for an easy puzzle, and so does each atomic store (a locked
// instruction). A limit begun for the exact search (see begin) reads the
// clock only if the search looks a second time, which an easy puzzle
// never makes it do; its state (deadline, or not yet, or released) is one
// word; and nothing on a puzzle's way takes a lock.
type timeLimit struct {
	context.Context                          // the run's context
	timeout         time.Duration            // from the start, or from the second look
	state           atomic.Int64             // the deadline, monotonic, in ns since clockBase (see now); or notYet, looked, released
	mu              sync.Mutex               // held to make the timer
	timer           atomic.Pointer[timedCtx] // made by the first Done: from then on, it answers
}

// The states of a timeLimit that are not a deadline, below any deadline:
// begun and not looked at (see begin), looked at once, and ended before
// any Done (Done is closed, Err says Canceled).
const (
	notYet = math.MinInt64 + iota
	looked
	released
)

// lazyShortest is the shortest timeout begin lets start at the search's
// second look: the search makes at most checkEvery nodes between its first two
// looks, well under a millisecond, nothing next to a second, but all of a
// nanosecond's limit, which must still give up on the easiest puzzle.
const lazyShortest = time.Millisecond

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

// start sets t, new or released, to end timeout from now, or with ctx.
func (t *timeLimit) start(ctx context.Context, timeout time.Duration) {
	t.reset(ctx, timeout)
	t.state.Store(t.from(now()))
}

// begin is start for the exact search, which looks at its context (calls
// Err) before anything that takes time, then every checkEvery nodes: the
// timeout runs from its second look, whose reading of the clock is then
// the only one, and a puzzle solved before it reads none. The nodes before
// that look are not counted, as those after the last look before the
// deadline are not: the limit is as coarse at its start as at its end. A
// timeout under lazyShortest runs from now, as with start.
func (t *timeLimit) begin(ctx context.Context, timeout time.Duration) {
	if timeout < lazyShortest {
		t.start(ctx, timeout)
		return
	}
	t.reset(ctx, timeout)
	t.state.Store(notYet)
}

func (t *timeLimit) reset(ctx context.Context, timeout time.Duration) {
	t.Context, t.timeout = ctx, timeout
	if t.timer.Load() != nil { // rare: storing a pointer costs a write barrier's check
		t.timer.Store(nil)
	}
}

// from is the deadline of a limit started at the time at, in ns since
// clockBase: timeout later, or the run's deadline if sooner.
func (t *timeLimit) from(at int64) int64 {
	d := at + int64(t.timeout)
	if pd, ok := t.Context.Deadline(); ok {
		d = min(d, int64(pd.Sub(clockBase)))
	}
	return d
}

// due returns the deadline, setting it now if t was begun and not yet
// looked at twice: look says that the search is looking (Err), which
// only marks its first look; anyone else (Deadline) sets the deadline at
// once. starting says that this call was one of those two looks, or
// set the deadline: the time starts now. A released limit has no
// deadline: it answers math.MaxInt64.
func (t *timeLimit) due(look bool) (d int64, starting bool) {
	for {
		d = t.state.Load()
		switch {
		case d == notYet && look:
			if t.state.CompareAndSwap(notYet, looked) {
				return 0, true
			}
		case d == notYet || d == looked:
			if d2 := t.from(now()); t.state.CompareAndSwap(d, d2) {
				return d2, true
			}
		case d == released:
			return math.MaxInt64, false
		default:
			return d, false
		}
	}
}

func (t *timeLimit) Deadline() (time.Time, bool) {
	d, _ := t.due(false)
	return clockBase.Add(time.Duration(d)), true
}

func (t *timeLimit) Done() <-chan struct{} {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.state.Load() == released {
		return closed
	}
	tm := t.timer.Load()
	if tm == nil {
		tm = new(timedCtx)
		d, _ := t.Deadline()
		tm.ctx, tm.stop = context.WithDeadline(t.Context, d)
		t.timer.Store(tm)
		if t.state.Load() == released {
			tm.stop() // released meanwhile, perhaps without seeing the timer (see release)
		}
	}
	return tm.ctx.Done()
}

// Err reads the clock while there is no timer: no Done channel has been
// handed out, so none can disagree. It takes no lock: the engines call it
// at the start of every puzzle. The first two looks of a begun limit (see
// begin) end nothing: the time starts at the second.
func (t *timeLimit) Err() error {
	if tm := t.timer.Load(); tm != nil {
		return tm.ctx.Err()
	}
	if t.state.Load() == released {
		return context.Canceled
	}
	if err := t.Context.Err(); err != nil {
		return err
	}
	d, starting := t.due(true)
	if !starting && now() >= d {
		return context.DeadlineExceeded
	}
	return nil
}

// clockBase is the origin of now.
var clockBase = time.Now()

// now reads the monotonic clock alone, in ns since clockBase: time.Now
// reads the wall clock too, and on a virtual machine each read costs as
// much as 30 ns, which a file of easy puzzles paid three times a puzzle.
func now() int64 { return int64(time.Since(clockBase)) }

// release ends the context, as the cancel function of WithTimeout does.
// It takes no lock: it marks t released, then stops the timer if there is
// one; Done, which makes the timer, stores it, then looks at the mark. Of
// two such pairs of atomic operations one at least sees the other's store,
// so a timer is always stopped (twice at worst, which does no harm).
func (t *timeLimit) release() {
	t.state.Store(released)
	if tm := t.timer.Load(); tm != nil {
		tm.stop()
	}
}
