package main

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

func TestProgress(t *testing.T) {
	in := &input{total: 1000}
	in.read.Store(250)
	var w bytes.Buffer
	p := newProgress(&w, "always", in)
	p.draw()
	if w.Len() != 0 {
		t.Fatalf("drew %q before the first second", w.String())
	}
	p.start = time.Now().Add(-2 * time.Second) // two seconds in, a quarter of the bytes read
	p.last = p.start
	p.add(100)
	p.draw()
	got := w.String()
	for _, want := range []string{"\r100 puzzles", "50/s", "25%", "ETA 6s"} {
		if !strings.Contains(got, want) {
			t.Errorf("bar %q lacks %q", got, want)
		}
	}
	p.done()
	if !strings.HasSuffix(w.String(), "\r\033[K") {
		t.Errorf("bar not cleared: %q", w.String())
	}
	// A message clears the bar (done) and the bar comes back after it:
	// messages were written after the bar, on its line.
	w.Reset()
	p.last = p.start
	p.draw()
	if !strings.Contains(w.String(), "\r100 puzzles") {
		t.Errorf("bar not drawn again after done: %q", w.String())
	}

	var quiet bytes.Buffer
	q := newProgress(&quiet, "auto", in) // a buffer is no terminal
	q.start = time.Now().Add(-time.Minute)
	q.add(64)
	q.draw()
	q.done()
	if quiet.Len() != 0 {
		t.Errorf("auto mode drew on a non-terminal: %q", quiet.String())
	}
}
