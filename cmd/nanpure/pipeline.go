package main

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/nanpure/nanpure/internal/batch"
)

// A pipeline runs one command over every puzzle of its input: it streams the
// items through the batch engine on -j workers, gives each puzzle its own
// --timeout, writes each result in input order, draws the progress bar, and
// tallies the failures for the summary and the exit code.
type pipeline struct {
	env *env
	io  *ioFlags
	in  *input
	out *output

	bar    *progress // the progress bar, while process runs
	single bool      // the input holds one puzzle: no headers needed
	// firstLook says that the work on a classic puzzle (the exact search)
	// looks at its context before anything that takes time, then every
	// 1024 nodes: its --timeout can run from the second look (see
	// timeLimit.begin), and an easy puzzle reads no clock. A variant's
	// search looks every 1024 nodes only.
	firstLook bool
	failures  []failed // failed results by status, in the order met
	total     int
}

// newPipeline opens the input and chooses the output format: grid for a
// single puzzle on a terminal, line otherwise, unless --format says.
func newPipeline(e *env, o *ioFlags, args []string, csvHeader []string) (*pipeline, error) {
	in := openInput(e, o, args)
	// Whether there is one puzzle is known by reading two; not from a
	// person at a terminal, whose first puzzle must be answered before
	// the second is typed: many, then.
	n := 2
	if !in.interactive {
		n = in.peek(2)
	}
	format := o.format
	if format == "" {
		format = formatLine
		if n == 1 && isTerminal(e.stdout) {
			format = formatGrid
		}
	}
	return &pipeline{env: e, io: o, in: in, out: newOutput(e.stdout, format, csvHeader),
		single: n == 1}, nil
}

// process runs work on every item of the input and writes each result with write.
// It returns errFailed when write reported failures.
func process[R any](ctx context.Context, p *pipeline, work func(context.Context, *item) R, write func(R) (status string, failed bool, err error)) error {
	defer p.in.close()
	bar := newProgress(p.env.stderr, p.io.progress, p.in)
	p.bar = bar
	timeout := p.io.timeout
	job := func(ctx context.Context, it *item) R {
		if timeout > 0 {
			limit := &it.limit
			if p.firstLook && it.variant == nil {
				limit.begin(ctx, timeout)
			} else {
				limit.start(ctx, timeout)
			}
			defer limit.release()
			ctx = limit
		}
		return work(ctx, it)
	}
	emit := func(r R) error {
		status, failed, err := write(r)
		p.total++
		if failed {
			p.fail(status)
		}
		bar.add(1)
		return err
	}
	idle := func() error {
		bar.draw()
		return p.out.flush()
	}
	err := batch.Stream(ctx, p.io.jobs, batch.Source[*item]{Next: p.in.next, Ready: p.in.ready}, job, emit, idle)
	bar.done()
	if ferr := p.out.end(); err == nil {
		err = ferr
	}
	if err != nil {
		return err
	}
	return p.summary()
}

// failed counts the failed results of one status.
type failed struct {
	status string
	count  int
}

// fail counts a failed result. The statuses are a handful, and a result
// that fails fails as the one before it, mostly: a search of a short
// slice costs a fifth of a map's assignment, which on a file of puzzles
// that all fail (tdoku_serg_benchmark's 10,000 are all multiple) was 150
// instructions a puzzle.
func (p *pipeline) fail(status string) {
	for i := range p.failures {
		if p.failures[i].status == status {
			p.failures[i].count++
			return
		}
	}
	p.failures = append(p.failures, failed{status, 1})
}

// summary reports the failures on standard error: the puzzles, and the
// sources that could not be read (those found while reading are named
// here, the others were named before the run).
func (p *pipeline) summary() error {
	unreadable, late := p.in.failures()
	for _, msg := range late {
		fmt.Fprintf(p.env.stderr, "nanpure: cannot read %s (the puzzles before the error were answered)\n", msg)
	}
	if len(p.failures) > 0 {
		n := 0
		var kinds []string
		for _, f := range p.failures {
			n += f.count
			kinds = append(kinds, fmt.Sprintf("%d %s", f.count, f.status))
		}
		slices.Sort(kinds)
		fmt.Fprintf(p.env.stderr, "nanpure: %d of %d puzzles failed (%s)\n", n, p.total, strings.Join(kinds, ", "))
	}
	if len(unreadable) > 0 {
		fmt.Fprintf(p.env.stderr, "nanpure: %d of %d inputs could not be read\n", len(unreadable), len(p.io.inputs))
	}
	if len(p.failures) > 0 || len(unreadable) > 0 {
		return errFailed
	}
	return nil
}

// report writes the message of a failed puzzle on standard error.
// A message is followed by the item's advice, if any.
func (p *pipeline) report(it *item, status, msg string) {
	switch {
	case it.advice == "":
	case msg == "":
		msg = it.advice
	default:
		msg += "; " + it.advice
	}
	if p.bar != nil {
		p.bar.done() // the message goes on a line of its own, not after the bar
	}
	fmt.Fprintf(p.env.stderr, "nanpure: %s: %s: %s\n", it.where(), status, msg)
}
