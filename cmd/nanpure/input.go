package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/nanpure/nanpure/internal/record"
	"github.com/nanpure/nanpure/sudoku"
	"github.com/nanpure/nanpure/variant"
)

// An item is one puzzle read from the input, or the parse error that stands
// in its place: a bad puzzle is reported in its turn, never dropped.
type item struct {
	source string // "argument 2", a file name, or "stdin"
	line   int    // 1-based line where the puzzle began in its source
	text   []byte // the raw text, for reporting a puzzle that did not parse
	grid   sudoku.Grid
	err    error // a *sudoku.ParseError, or nil

	alpha    sudoku.Alphabet // the alphabet it was read in, for messages
	boxGiven bool            // --box gave its shape
	advice   string          // how a failed puzzle was perhaps meant (see advice)

	kept []sudoku.Grid // room for the solutions its search keeps, reused with the item
	// limit is its context under --timeout, reused with the item, as
	// nothing keeps a puzzle's context once its work returns: taken from
	// and put back in a sync.Pool, it cost 100 instructions a puzzle.
	limit timeLimit

	variant *variant.Puzzle // a variant puzzle, read from text; grid is then empty
}

// where names the item's place for messages: "stdin:3", "argument 1".
func (it *item) where() string {
	if strings.HasPrefix(it.source, "argument") && it.line == 1 {
		return it.source
	}
	return it.source + ":" + strconv.Itoa(it.line)
}

// input reads the puzzles of the arguments, then of each -i file, or of
// standard input when there are neither, one item at a time. A source that
// cannot be read (a missing file, a directory, a disk error halfway) is
// named on standard error and skipped: the puzzles of every other source,
// and those read from it before the error, are still answered.
type input struct {
	opts    sudoku.Options
	sources []namedReader
	cur     *sudoku.Reader
	reuse   bool // next reuses the storage of the item it fills (see next)
	name    string
	waits   bool    // cur may wait for input: it is not a file on disk nor an argument
	pending []*item // items read ahead by peek

	interactive bool // standard input, a terminal, is a source: a person types the puzzles
	variants    bool // read the lines of variant puzzles (else they are invalid)

	read  atomic.Int64 // bytes read so far, for the progress bar
	total int64        // bytes in all, or -1 when unknown (a pipe)
	files []*os.File

	mu         sync.Mutex
	unreadable []string // "FILE: why", for each source that could not be read
	late       []string // those of them found while reading, not yet reported
}

type namedReader struct {
	name  string
	r     io.Reader
	waits bool // reading may wait for input: a terminal, a pipe
}

// openInput opens every source up front, so that a file that cannot be
// opened is named at once, before any work starts.
func openInput(e *env, o *ioFlags, args []string) *input {
	in := &input{opts: sudoku.Options{Shape: o.shape, Alphabet: o.alpha, Foreign: variant.IsVariant}, variants: o.variants}
	for i, a := range args {
		in.sources = append(in.sources, namedReader{"argument " + strconv.Itoa(i+1), strings.NewReader(a), false})
		in.total += int64(len(a))
	}
	names := []string(o.inputs)
	if len(args) == 0 && len(names) == 0 {
		names = []string{"-"}
	}
	for _, name := range names {
		if name == "-" {
			in.sources = append(in.sources, namedReader{"stdin", e.stdin, !isRegular(e.stdin)})
			in.total = -1
			if isTerminal(e.stdin) {
				in.interactive = true
				fmt.Fprintln(e.stderr, "nanpure: reading puzzles from standard input, one per line; end with Ctrl-D")
			}
			continue
		}
		f, err := os.Open(name)
		if err != nil {
			in.fail(name, err)
			fmt.Fprintf(e.stderr, "nanpure: cannot read %s\n", in.unreadable[len(in.unreadable)-1])
			continue
		}
		fi, err := f.Stat()
		if err == nil && fi.IsDir() {
			f.Close()
			in.fail(name, errors.New("is a directory"))
			fmt.Fprintf(e.stderr, "nanpure: cannot read %s\n", in.unreadable[len(in.unreadable)-1])
			continue
		}
		regular := err == nil && fi.Mode().IsRegular()
		in.files = append(in.files, f)
		in.sources = append(in.sources, namedReader{name, &countingReader{f, &in.read}, !regular})
		if regular && in.total >= 0 {
			in.total += fi.Size()
		} else {
			in.total = -1
		}
	}
	in.late = nil // named already
	return in
}

// fail records that source name could not be read.
func (in *input) fail(name string, err error) {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err // the name is said once
	}
	in.mu.Lock()
	defer in.mu.Unlock()
	msg := name + ": " + err.Error()
	in.unreadable = append(in.unreadable, msg)
	in.late = append(in.late, msg)
}

// failures returns the sources that could not be read, and those of them
// not yet reported.
func (in *input) failures() (all, late []string) {
	in.mu.Lock()
	defer in.mu.Unlock()
	all, late, in.late = in.unreadable, in.late, nil
	return all, late
}

func (in *input) close() {
	for _, f := range in.files {
		f.Close()
	}
}

// next sets *itp to the next item; io.EOF after the last. A source that
// fails to read is recorded (see failures) and the next source read.
//
// Items go by pointer from here to the output: an item passed by value
// was copied at each step of its way (the pipeline's work, the command's
// work and search, and their results, which held it), 1.8 KB a puzzle:
// 500 instructions of solve's 2,200 outside its search. With reuse, the
// item **itp, which its command is done with, is refilled, its text,
// cells and room for solutions reused: solve, count and check, which keep
// no item once its result is written, read and solve a file of puzzles
// allocating nothing of their own. Otherwise *itp gets a new item.
func (in *input) next(itp **item) error {
	if len(in.pending) > 0 {
		*itp = in.pending[0]
		in.pending = in.pending[1:]
		return nil
	}
	it := *itp
	if it == nil || !in.reuse {
		it = new(item)
		*itp = it
	}
	for {
		if in.cur == nil {
			if len(in.sources) == 0 {
				return io.EOF
			}
			src := in.sources[0]
			in.sources = in.sources[1:]
			in.cur, in.name, in.waits = sudoku.NewReader(src.r, in.opts), src.name, src.waits
		}
		p, text, err := in.cur.Scan()
		switch {
		case err == nil || isParseError(err):
			// Field by field: a whole item written at once costs as much
			// as reading the puzzle.
			it.source, it.line, it.err, it.advice = in.name, p.Line, err, ""
			it.text = append(it.text[:0], text...)
			it.grid.Shape, it.grid.Cells = p.Grid.Shape, append(it.grid.Cells[:0], p.Grid.Cells...)
			it.alpha, it.boxGiven = in.opts.Alphabet, in.opts.Shape != nil
			it.variant = nil
			if p.Foreign {
				it.variant, it.err = in.readVariant(text)
			}
			if in.reuse && it.kept == nil {
				it.kept = make([]sudoku.Grid, 0, 1)
			}
			return nil
		case err == io.EOF:
			in.cur = nil
		default:
			in.fail(in.name, err)
			in.cur = nil
		}
	}
}

// readVariant reads the line of a variant puzzle, for the commands that
// read them.
func (in *input) readVariant(text []byte) (*variant.Puzzle, error) {
	if !in.variants {
		return nil, errors.New(record.VariantNotRead)
	}
	return variant.Parse(string(text))
}

// isParseError reports whether err is a *sudoku.ParseError. (Apart from
// next, whose every call allocated the variable that errors.As fills.)
func isParseError(err error) bool {
	var pe *sudoku.ParseError
	return errors.As(err, &pe)
}

// ready reports whether next returns without waiting for input: an item
// read ahead, a source on disk, or a whole line waiting in the reader of a
// terminal or a pipe.
func (in *input) ready() bool {
	switch {
	case len(in.pending) > 0:
		return true
	case in.cur != nil:
		return !in.waits || in.cur.Buffered()
	case len(in.sources) > 0:
		return !in.sources[0].waits
	}
	return true // the end
}

// isRegular reports whether r is a file on disk, which never waits for
// input.
func isRegular(r io.Reader) bool {
	f, ok := r.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode().IsRegular()
}

// peek reads up to n items ahead and returns how many there are, so that a
// command can choose its output format by whether there is one puzzle.
func (in *input) peek(n int) int {
	var ahead []*item
	for len(ahead) < n {
		var it *item
		if err := in.next(&it); err != nil {
			break
		}
		ahead = append(ahead, it)
	}
	in.pending = append(ahead, in.pending...)
	return len(ahead)
}

// countingReader counts the bytes read through it.
type countingReader struct {
	r io.Reader
	n *atomic.Int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n.Add(int64(n))
	return n, err
}
