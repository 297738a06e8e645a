package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"sync/atomic"

	"github.com/nanpure/nanpure/sudoku"
)

// An item is one puzzle read from the input, or the parse error that stands
// in its place: a bad puzzle is reported in its turn, never dropped.
type item struct {
	source string // "argument 2", a file name, or "stdin"
	line   int    // 1-based line where the puzzle began in its source
	text   string // the raw text, for reporting a puzzle that did not parse
	grid   sudoku.Grid
	err    error // a *sudoku.ParseError, or nil
}

// where names the item's place for messages: "stdin:3", "argument 1".
func (it item) where() string {
	if strings.HasPrefix(it.source, "argument") && it.line == 1 {
		return it.source
	}
	return it.source + ":" + strconv.Itoa(it.line)
}

// input reads the puzzles of the arguments, then of each -i file, or of
// standard input when there are neither, one item at a time.
type input struct {
	opts    sudoku.Options
	sources []namedReader
	cur     *sudoku.Reader
	name    string
	pending []item // items read ahead by peek

	read  atomic.Int64 // bytes read so far, for the progress bar
	total int64        // bytes in all, or -1 when unknown (a pipe)
	files []*os.File
}

type namedReader struct {
	name string
	r    io.Reader
}

// openInput opens every source up front, so that a missing file is a usage
// mistake reported before any work starts.
func openInput(e *env, o *ioFlags, args []string) (*input, error) {
	in := &input{opts: sudoku.Options{Shape: o.shape, Alphabet: o.alpha}}
	for i, a := range args {
		in.sources = append(in.sources, namedReader{"argument " + strconv.Itoa(i+1), strings.NewReader(a)})
		in.total += int64(len(a))
	}
	names := []string(o.inputs)
	if len(args) == 0 && len(names) == 0 {
		names = []string{"-"}
	}
	for _, name := range names {
		if name == "-" {
			in.sources = append(in.sources, namedReader{"stdin", e.stdin})
			in.total = -1
			if isTerminal(e.stdin) {
				fmt.Fprintln(e.stderr, "nanpure: reading puzzles from standard input, one per line; end with Ctrl-D")
			}
			continue
		}
		f, err := os.Open(name)
		if err != nil {
			in.close()
			return nil, fmt.Errorf("cannot read puzzles: %w", err)
		}
		in.files = append(in.files, f)
		in.sources = append(in.sources, namedReader{name, &countingReader{f, &in.read}})
		if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() && in.total >= 0 {
			in.total += fi.Size()
		} else {
			in.total = -1
		}
	}
	return in, nil
}

func (in *input) close() {
	for _, f := range in.files {
		f.Close()
	}
}

// next returns the next item; io.EOF after the last. Any other error is a
// failure to read (not a malformed puzzle, which is an item).
func (in *input) next() (item, error) {
	if len(in.pending) > 0 {
		it := in.pending[0]
		in.pending = in.pending[1:]
		return it, nil
	}
	for {
		if in.cur == nil {
			if len(in.sources) == 0 {
				return item{}, io.EOF
			}
			src := in.sources[0]
			in.sources = in.sources[1:]
			in.cur, in.name = sudoku.NewReader(src.r, in.opts), src.name
		}
		p, err := in.cur.Next()
		var pe *sudoku.ParseError
		switch {
		case err == nil:
			return item{source: in.name, line: p.Line, text: p.Text, grid: p.Grid}, nil
		case errors.As(err, &pe):
			return item{source: in.name, line: p.Line, text: p.Text, err: err}, nil
		case err == io.EOF:
			in.cur = nil
		default:
			return item{}, fmt.Errorf("reading %s: %w", in.name, err)
		}
	}
}

// peek reads up to n items ahead and returns how many there are, so that a
// command can choose its output format by whether there is one puzzle.
func (in *input) peek(n int) (int, error) {
	var ahead []item
	for len(ahead) < n {
		it, err := in.next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return 0, err
		}
		ahead = append(ahead, it)
	}
	in.pending = append(ahead, in.pending...)
	return len(ahead), nil
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
