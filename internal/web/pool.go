package web

import (
	"context"
	"errors"
	"fmt"
	"io"
	"runtime"
	"sync/atomic"
	"time"
)

// A pool bounds the requests of one cost class. A request takes a ticket
// before its body is read (none left: 503 at once), so that the bodies in
// memory and the requests waiting are bounded; then it waits for one of
// the slots, the work that runs at once, no longer than the pool's wait
// and its own time (503 when it finds none). Quick requests (solve,
// check: microseconds), hints (milliseconds) and expensive requests
// (generate, rate, explain, print: seconds) have a pool each, so that a
// burst of slower ones never keeps a quicker one waiting for a slot, and
// few slow ones share the CPUs with the quick ones.
type pool struct {
	name    string        // of its requests, in the message of a refusal
	tickets chan struct{} // slots + queue: held from before the body is read to the end
	slots   chan struct{} // the requests at work
	wait    time.Duration // the longest wait for a slot
	idle    func()        // called when the last request of a busy spell ends (may be nil)
}

func newPool(name string, slots, queue int, wait time.Duration) *pool {
	return &pool{name: name, tickets: make(chan struct{}, slots+queue), slots: make(chan struct{}, slots), wait: wait}
}

// errBusy is the error of a request that found no free slot in time, or
// no room in the queue.
var errBusy = errors.New("web: the server is busy, try again")

// enter takes a ticket, or reports errBusy when the queue is full.
func (p *pool) enter() error {
	select {
	case p.tickets <- struct{}{}:
		return nil
	default:
		return p.busy()
	}
}

// leave gives the ticket back. The last one out of a busy spell calls
// idle: the moment to hand memory back to the system.
func (p *pool) leave() {
	<-p.tickets
	if len(p.tickets) == 0 && p.idle != nil {
		p.idle()
	}
}

// acquire waits for a slot until ctx is done or the pool's wait is over.
// The caller calls release when its work ends.
func (p *pool) acquire(ctx context.Context) error {
	select {
	case p.slots <- struct{}{}:
		return nil
	default:
	}
	t := time.NewTimer(p.wait)
	defer t.Stop()
	select {
	case p.slots <- struct{}{}:
		return nil
	case <-ctx.Done():
		return p.busy()
	case <-t.C:
		return p.busy()
	}
}

// busy is errBusy, naming the requests of p.
func (p *pool) busy() error { return fmt.Errorf("%w (%s requests)", errBusy, p.name) }

func (p *pool) release() { <-p.slots }

// bodyBudget bounds the bytes of request bodies held at once, over every
// pool: the queues bound the requests waiting, this bounds their memory
// whatever their size (up to Options.MaxBody each).
const bodyBudget = 64 << 20

// A budgetReader reads a request's body and counts its bytes in held, the
// bytes of every body held; past bodyBudget it fails with errBusy. The
// caller calls release when the request ends.
type budgetReader struct {
	r    io.Reader
	held *atomic.Int64
	n    int64
}

func (b *budgetReader) Read(p []byte) (int, error) {
	n, err := b.r.Read(p)
	b.n += int64(n)
	if b.held.Add(int64(n)) > bodyBudget {
		return n, errBusy
	}
	return n, err
}

func (b *budgetReader) release() { b.held.Add(-b.n) }

// givingWay is the context of a slow request's search (a hint, a puzzle
// made or rated), which asks its Err every few thousand steps: while
// quick requests are in (their tickets held), Err first gives the CPU
// away, so that a quick request waits for a search no longer than those
// steps. Go's scheduler would let the search run on for up to 10 ms, and
// with a hint and a generate at work on two CPUs a solve could wait for
// several such turns.
type givingWay struct {
	context.Context
	quick *pool
}

func (c givingWay) Err() error {
	if len(c.quick.tickets) > 0 {
		runtime.Gosched()
	}
	return c.Context.Err()
}
