package main

import (
	"context"
	"errors"
	"testing"
	"time"
)

func TestTimeLimitPolled(t *testing.T) {
	l := newTimeLimit(context.Background(), 20*time.Millisecond)
	defer l.release()
	if err := l.Err(); err != nil {
		t.Fatalf("Err before the deadline: %v", err)
	}
	time.Sleep(30 * time.Millisecond)
	if err := l.Err(); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Err after the deadline: %v, want DeadlineExceeded", err)
	}
	select {
	case <-l.Done():
	default:
		t.Fatal("Done asked after the deadline is not closed")
	}
}

func TestTimeLimitWaited(t *testing.T) {
	l := newTimeLimit(context.Background(), 20*time.Millisecond)
	defer l.release()
	select {
	case <-l.Done():
	case <-time.After(5 * time.Second):
		t.Fatal("Done not closed at the deadline")
	}
	if err := l.Err(); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Err: %v, want DeadlineExceeded", err)
	}
}

func TestTimeLimitParent(t *testing.T) {
	parent, cancel := context.WithCancel(context.Background())
	l := newTimeLimit(parent, time.Hour)
	defer l.release()
	cancel()
	if err := l.Err(); !errors.Is(err, context.Canceled) {
		t.Fatalf("Err after the parent's end: %v, want Canceled", err)
	}
	<-l.Done()
	short, stop := context.WithTimeout(context.Background(), time.Millisecond)
	defer stop()
	if d, _ := newTimeLimit(short, time.Hour).Deadline(); time.Until(d) > time.Second {
		t.Fatalf("deadline %v: later than the parent's", d)
	}
}

func TestTimeLimitRelease(t *testing.T) {
	l := newTimeLimit(context.Background(), time.Hour)
	l.release()
	if err := l.Err(); !errors.Is(err, context.Canceled) {
		t.Fatalf("Err after release: %v, want Canceled", err)
	}
	<-l.Done()
}

// TestTimeLimitFirstLook: a limit begun for the exact search counts from
// its second look, not from begin nor from the first; a limit under a
// millisecond, from begin.
func TestTimeLimitFirstLook(t *testing.T) {
	l := new(timeLimit)
	l.begin(context.Background(), 20*time.Millisecond)
	defer l.release()
	time.Sleep(30 * time.Millisecond)
	if err := l.Err(); err != nil {
		t.Fatalf("Err at the first look, 30ms after begin: %v, want nil", err)
	}
	time.Sleep(30 * time.Millisecond)
	if err := l.Err(); err != nil {
		t.Fatalf("Err at the second look, 30ms after the first: %v, want nil", err)
	}
	time.Sleep(30 * time.Millisecond)
	if err := l.Err(); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Err 30ms after the second look: %v, want DeadlineExceeded", err)
	}

	waited := new(timeLimit)
	waited.begin(context.Background(), 20*time.Millisecond)
	defer waited.release()
	if err := waited.Err(); err != nil {
		t.Fatalf("Err at the first look: %v, want nil", err)
	}
	select {
	case <-waited.Done(): // the deadline is set when asked for
	case <-time.After(5 * time.Second):
		t.Fatal("Done of a limit looked at once not closed at its deadline")
	}

	short := new(timeLimit)
	short.begin(context.Background(), time.Nanosecond)
	defer short.release()
	time.Sleep(time.Millisecond)
	if err := short.Err(); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Err of a 1ns limit, 1ms after begin: %v, want DeadlineExceeded", err)
	}
}

// TestTimeLimitReused: a limit released and begun again answers as new,
// whether a timer was made for it before or not.
func TestTimeLimitReused(t *testing.T) {
	l := new(timeLimit)
	l.start(context.Background(), time.Hour)
	l.Done() // makes the timer
	l.release()
	<-l.Done()
	l.begin(context.Background(), time.Hour)
	if err := l.Err(); err != nil {
		t.Fatalf("Err of a limit begun again: %v, want nil", err)
	}
	select {
	case <-l.Done():
		t.Fatal("Done of a limit begun again is closed")
	default:
	}
	l.release()
	if err := l.Err(); !errors.Is(err, context.Canceled) {
		t.Fatalf("Err after the second release: %v, want Canceled", err)
	}
	<-l.Done()
}

// TestTimeLimitReleaseWhileWaited: a Done asked while the limit is
// released, before or after, is closed by the release however the two
// interleave (release takes no lock: see its comment).
func TestTimeLimitReleaseWhileWaited(t *testing.T) {
	for range 500 {
		l := new(timeLimit)
		l.begin(context.Background(), time.Hour)
		done := make(chan struct{})
		go func() {
			<-l.Done()
			close(done)
		}()
		l.release()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			t.Fatal("Done still open 10s after release")
		}
	}
}
