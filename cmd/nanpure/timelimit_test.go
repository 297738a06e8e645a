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
