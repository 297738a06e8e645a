package main

import (
	"fmt"
	"io"
	"time"
)

// progress draws a one-line progress bar on standard error: puzzles done,
// rate, and for files of known size the share done and the time left. It
// draws only on long runs (after a second) and, in "auto" mode, only when
// standard error is a terminal, so logs and pipes stay clean.
type progress struct {
	w     io.Writer
	on    bool
	in    *input
	start time.Time
	last  time.Time // last drawn
	count int64
	shown bool
}

// The bar appears after progressDelay and is redrawn at most every
// progressEvery: often enough to look alive, rarely enough to cost nothing.
const (
	progressDelay = time.Second
	progressEvery = 200 * time.Millisecond
)

func newProgress(w io.Writer, mode string, in *input) *progress {
	on := mode == "always" || mode == "auto" && isTerminal(w)
	now := time.Now()
	return &progress{w: w, on: on, in: in, start: now, last: now}
}

func (p *progress) add(n int) {
	p.count += int64(n)
	if p.on && p.count%64 == 0 {
		p.draw()
	}
}

// draw redraws the bar if it is time to.
func (p *progress) draw() {
	if !p.on {
		return
	}
	now := time.Now()
	if now.Sub(p.start) < progressDelay || now.Sub(p.last) < progressEvery {
		return
	}
	p.last = now
	elapsed := now.Sub(p.start).Seconds()
	line := fmt.Sprintf("%d puzzles  %.0f/s", p.count, float64(p.count)/elapsed)
	if total := p.in.total; total > 0 {
		if frac := float64(p.in.read.Load()) / float64(total); frac > 0 {
			left := time.Duration(elapsed * (1 - frac) / frac * float64(time.Second)).Round(time.Second)
			line += fmt.Sprintf("  %3.0f%%  ETA %v", 100*frac, left)
		}
	}
	fmt.Fprintf(p.w, "\r%s\033[K", line)
	p.shown = true
}

// done clears the bar; the next draw shows it again.
func (p *progress) done() {
	if p.shown {
		fmt.Fprint(p.w, "\r\033[K")
		p.shown = false
	}
}
