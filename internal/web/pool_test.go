package web

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"
)

// TestCostClasses checks that expensive requests wait in their own pool:
// with every expensive slot and place in the queue taken, a solve is
// answered and a generate is refused at once.
func TestCostClasses(t *testing.T) {
	h := New(Options{MaxExpensive: 1, MaxSearches: 1, Timeout: time.Minute}).(*handler)
	solve := `{"puzzle":"` + inkala + `"}`
	tests := []struct {
		name        string
		slots, wait int // expensive slots taken, requests waiting
		path, body  string
		code        int
	}{
		{"a solve, all free", 0, 0, "/api/solve", solve, 200},
		{"a generate, all free", 0, 0, "/api/generate", `{"box":"2x2","seed":1}`, 200},

		// Regressions
		{"a solve while the expensive slots are taken (it waited for them)", 1, 0, "/api/solve", solve, 200},
		{"a solve while the expensive queue is full", 1, 4, "/api/solve", solve, 200},
		{"a generate while the expensive queue is full is refused at once", 1, 4, "/api/generate", `{"box":"2x2","seed":1}`, http.StatusServiceUnavailable},
		{"a count of every solution is expensive", 1, 4, "/api/solve", `{"puzzle":"` + multi125 + `","limit":0}`, http.StatusServiceUnavailable},
		{"a 25x25 puzzle is expensive", 1, 4, "/api/check", `{"puzzle":"` + strings.Repeat(".   ", 625) + `"}`, http.StatusServiceUnavailable},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			for range tc.slots + tc.wait {
				h.expensive.tickets <- struct{}{}
			}
			for range tc.slots {
				h.expensive.slots <- struct{}{}
			}
			h.expensive.wait = 10 * time.Millisecond // a generate would wait its whole minute
			code, m := post(t, h, tc.path, ctJSON, tc.body)
			if code != tc.code {
				t.Errorf("%d, want %d: %v", code, tc.code, m)
			}
			for range tc.slots {
				<-h.expensive.slots
			}
			for range tc.slots + tc.wait {
				<-h.expensive.tickets
			}
		})
	}
}

// TestQueues checks that a crowd of clients waits its turn rather than
// being refused, and that the bodies held are bounded.
func TestQueues(t *testing.T) {
	h := New(Options{MaxHints: 1, Timeout: time.Minute}).(*handler)
	// Regression: with the hints' only slot taken, 300 clients asking for
	// a hint at once all wait, and all get one once it is free (with a
	// queue of 64 per slot, those past it got 503).
	h.hints.slots <- struct{}{}
	codes := make(chan int, 300)
	for range 300 {
		go func() {
			code, _ := post(t, h, "/api/hint", ctJSON, `{"puzzle":"`+article000+`"}`)
			codes <- code
		}()
	}
	for len(h.hints.tickets) < 300 {
		time.Sleep(time.Millisecond)
	}
	<-h.hints.slots
	for range 300 {
		if code := <-codes; code != 200 {
			t.Fatalf("a hint in the crowd: %d", code)
		}
	}
	// The bodies held are bounded: past the budget, a request is refused.
	h.bodies.Store(bodyBudget)
	if code, m := post(t, h, "/api/solve", ctJSON, `{"puzzle":"`+article000+`"}`); code != http.StatusServiceUnavailable {
		t.Errorf("past the budget of bodies: %d %v", code, m)
	}
	h.bodies.Store(0)
	if code, m := post(t, h, "/api/solve", ctJSON, `{"puzzle":"`+article000+`"}`); code != 200 {
		t.Errorf("within the budget: %d %v", code, m)
	}
}

// TestGivingWay checks that the context of a slow search answers Err as
// its parent does, with quick requests in or not (it only yields the CPU).
func TestGivingWay(t *testing.T) {
	quick := newPool("quick", 1, 1, time.Second)
	parent, cancel := context.WithCancel(context.Background())
	ctx := givingWay{parent, quick}
	if err := ctx.Err(); err != nil {
		t.Errorf("no quick request in: Err = %v", err)
	}
	if err := quick.enter(); err != nil {
		t.Fatal(err)
	}
	if err := ctx.Err(); err != nil {
		t.Errorf("a quick request in: Err = %v", err)
	}
	cancel()
	if err := ctx.Err(); !errors.Is(err, context.Canceled) {
		t.Errorf("after cancel: Err = %v, want context.Canceled", err)
	}
	quick.leave()
	if err := ctx.Err(); !errors.Is(err, context.Canceled) {
		t.Errorf("after cancel, no quick request: Err = %v, want context.Canceled", err)
	}
}
