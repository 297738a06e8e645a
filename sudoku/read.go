package sudoku

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
)

// Options say how to read puzzles.
type Options struct {
	// Shape is the box shape of every puzzle; nil detects it for each puzzle
	// from its number of cells and its box separators.
	Shape *Shape
	// Alphabet is the symbols of the digits, Standard by default. With
	// Numbers every cell is a whitespace-separated number; with the other
	// alphabets lines of numbers are recognised too (see Reader).
	Alphabet Alphabet
	// Foreign, when set, picks out lines that hold a puzzle of another
	// kind (a variant's constraints): such a line is not read as a grid
	// but returned whole, as a Puzzle with Foreign set and no Grid, for the
	// caller to read. It is not asked about a line that is a puzzle of at
	// most 9 digits written in digits and empty marks alone, which no
	// other kind writes so: on a file of such puzzles it costs nothing.
	Foreign func(line []byte) bool
}

// A Puzzle is one puzzle read from a stream, with where it came from.
type Puzzle struct {
	Line int    // 1-based line where the puzzle began in its input
	Text string // the raw text of the puzzle as read (lines joined by "\n"), for error reports
	Grid Grid   // zero Grid when Next returned an error
	// Foreign says that Text is a line that Options.Foreign picked out.
	Foreign bool
}

// maxLine is the longest line the Reader takes: far more than the 12 KB of a
// 64 x 64 grid of numbers on one line.
const maxLine = 1 << 20

// A Reader reads puzzles one after another from a stream of text, holding at
// most one puzzle in memory however long the stream.
//
// # Puzzles on one line
//
// A line of N*N cells (16, 36, 64, 81, 100, 144, 256, 625, 1296 ...) is a
// whole puzzle, row by row: "53..7....6..195...". Each character is a cell,
// except spaces and the box separators | and :. Empty cells are . 0 - _ * or
// x, where that character is not a digit of the alphabet (0 is a digit in
// Hex, x a digit from 60 digits on). A line of nothing but N*N dashes is a
// puzzle of empty cells. After the puzzle, a # that follows a space begins a
// comment.
//
// Puzzle banks put notes beside each puzzle: "hash puzzle rating" (the
// Sudoku Exchange), "puzzle ER/EP/ED" (Sudoku Explainer's lists). A line of
// words parted by spaces, of which exactly one is a whole puzzle (N*N digit
// symbols and empty marks, nothing else), is that puzzle; the other words are
// notes and are not read. A line where no word, or more than one, is a whole
// puzzle is read as cells like any other.
//
// # Grids on several lines
//
// A line of N cells (4 to 64, for an N that has a box shape) is the first
// row of a grid: rows are read until there are N, whatever surrounds the
// cells: qqwing's " . 2 . | . . . | 6 . . " rows, Simple Sudoku's
// "...|...|...", SadMan's plain rows, bordered rows "| 5 3 . | ... |". A line
// of only - = + | : * and spaces, with one of - = +, is a border or separator
// ("-------|-------|-------", "+-------+", "-----------").
//
// Separators and blank lines inside a grid must be regular: blank lines
// after every row, or separators and blank lines after every band of boxes
// and nowhere else, at most one separator in a gap, and every gap between
// bands made of the same lines as the first (likewise every gap between rows).
// An irregular gap ends the grid with an error, so that a grid with a missing
// row never takes the first rows of the next puzzle. A line of exactly N
// dashes or stars inside a grid is a row of empty cells when the grid's rows
// mark empty cells with - or *, or where no separator may stand; otherwise it
// is a separator.
//
// A border line right after the last row belongs to the grid; a row right
// after the last row (with no blank or border line between) is an error: too
// many rows. So grids that follow one another need a blank line, a comment or
// a border between them, and it should not look like a gap inside them: when
// grids with one blank line between bands (or between all rows) are also
// parted by one blank line, a missing row cannot be told from the first row
// of the next puzzle, and only the count of rows cuts the stream into grids.
// A line that cannot be a row (a comment, a section header, JSON, a whole
// puzzle) ends a grid early with an error, and is then read on its own.
//
// Without Options.Shape, the box of a grid is read from the box separators
// of its first row (separators every 3 cells of a 12-cell row: 4x3 boxes);
// failing that the usual shape for N (ShapeOf) is taken, and the first
// separator between bands may still turn an R x C box into C x R. A line
// puzzle has the usual shape for its size; give Options.Shape for another.
//
// # One line, two readings
//
// 16, 36 and 64 cells are both a whole 4x4, 6x6 or 8x8 puzzle and a row of a
// 16x16, 36x36 or 64x64 grid. Such a line is the small puzzle when all its
// cells are digits of the small grid (1-4 for a 4x4) or empty, and it has no
// box separators that cut it into the boxes of the large grid; otherwise it
// is the first row of the large grid.
//
// # Numbers
//
// A line is read as whitespace-separated numbers (0, ., -, _, * or x for an
// empty cell) when Options.Alphabet is Numbers, or when it has two or more
// words that are all decimal numbers or "." and are not all of one length:
// "10 0 3 16 ..." is numbers, "123 456 789" and "1 2 3" are characters. With
// an Options.Shape of more digits than the alphabet has symbols (8x8 boxes),
// a line with spaces is numbers, and one without is characters still. Once
// a grid's first row is numbers, all its rows are. A number over N is an
// error, never another digit.
//
// # Files and streams
//
// Blank lines, # comment lines, a UTF-8 byte order mark and trailing spaces
// are skipped. Lines end with \n, \r\n or a lone \r. UTF-16 text (either
// byte order, with or without a byte order mark) is decoded. In SadMan .sdk files the # header lines
// ("#A author") are comments. A file of sections has its puzzle in the section
// named Puzzle; other sections (State, PencilMarks ...) are skipped up to the
// next section header:
//
//	[Puzzle]
//	53..7....
//	...
//	[State]
//	53..7...1
//	...
//
// A line beginning with { is a JSON object whose string field "puzzle" holds
// a puzzle, with an optional "box" field ("3x4"): the form Grid.MarshalJSON
// writes. When the first line of the input is a CSV header with a "puzzle"
// column (and maybe a "box" column), every following line is a CSV record
// and its puzzle field is read. Puzzles in JSON and CSV are in the Standard
// alphabet or numbers, as Grid.MarshalJSON and Grid.CSVRecord write them,
// whatever Options.Alphabet says.
//
// # Errors
//
// A malformed puzzle never silently becomes another puzzle: a bad symbol, a
// wrong number of cells, a value out of range, too few or too many rows, a
// line longer than 1 MiB are each a *ParseError naming the line (and the
// column when one cell is at fault). The Reader then goes on with the next
// puzzle, skipping the rest of a broken grid. It does not check the rules of
// Sudoku: Grid.Validate does.
type Reader struct {
	opts    Options
	optErr  error
	numbers bool // every cell is a number: Options.Alphabet is Numbers, or N is beyond the alphabet
	records bool // JSON lines and CSV headers are recognised (not inside a JSON or CSV field)

	in      *bufio.Reader
	lineNo  int   // the number of the last line read
	eof     bool  // the input is exhausted
	ioErr   error // the error that ended the input, when not io.EOF
	long    []byte
	back    []byte // a line read but not used: the next readLine returns it again
	hasBack bool
	backBig bool // the line to read again was too long

	started     bool        // the first line has been read (it may be a CSV header)
	csv         *csvColumns // the columns of a CSV input, nil for other inputs
	skipSection bool        // inside an .sdk section other than [Puzzle]
	resync      int         // skip the rest of a broken grid of this many digits ...
	resyncRows  int         // ... up to this many rows of it (all when < 0)

	lx   lexer
	text []byte // the raw lines of the puzzle being read
	g    gridState

	lastCells int // cache of puzzleShape, for streams of puzzles of one size
	lastShape *Shape

	scanning bool    // in Scan: a puzzle on one line is read into own and raw
	own      []Digit // the cells of the last puzzle on one line (Scan's), reused by the next
	raw      []byte  // the text of the last puzzle of Scan, valid until the next read
	rawText  []byte  // room for raw when the puzzle's text was made a string
}

// NewReader returns a Reader of the puzzles in r.
func NewReader(r io.Reader, opts Options) *Reader {
	return newReader(r, opts, bufferFor(r), true)
}

// bufferFor is the size of the buffer of a Reader of r: 64 KiB, or less
// when r says how much it holds (a strings.Reader or bytes.Reader), so
// that reading one short puzzle, as a server does per request, does not
// allocate and clear 64 KiB each time.
func bufferFor(r io.Reader) int {
	const most = 64 << 10
	if l, ok := r.(interface{ Len() int }); ok {
		return min(max(l.Len()+1, 16), most)
	}
	return most
}

func newReader(r io.Reader, opts Options, size int, records bool) *Reader {
	rd := &Reader{opts: opts, records: records, in: bufio.NewReaderSize(&textReader{src: r}, size)}
	if opts.Alphabet < Standard || opts.Alphabet > Numbers {
		rd.optErr = fmt.Errorf("sudoku: unknown alphabet %v", opts.Alphabet)
	}
	rd.numbers = opts.Alphabet == Numbers || opts.Shape != nil && opts.Shape.N > opts.Alphabet.MaxSymbols()
	return rd
}

// Next returns the next puzzle. At the end of the input it returns io.EOF (or
// the error that ended the input). A malformed puzzle gives its Line and Text
// and a *ParseError, and the following call goes on with the next puzzle:
// one bad puzzle never loses the others.
func (r *Reader) Next() (Puzzle, error) {
	if r.optErr != nil {
		return Puzzle{}, r.optErr
	}
	if r.resync > 0 {
		r.skipBrokenGrid()
	}
	r.text = r.text[:0]
	border := 0 // the line of the first border line seen before the coming grid
	for {
		line, st := r.readLine()
		switch st {
		case lineEnd:
			return Puzzle{}, r.endErr()
		case lineTooLong:
			return Puzzle{Line: r.lineNo}, tooLongError(r.lineNo)
		}
		if !r.started {
			r.started = true
			if r.records {
				if cols := csvHeader(line); cols != nil {
					r.csv = cols
					continue
				}
			}
		}
		if r.opts.Foreign != nil && r.csv == nil && !r.skipSection && r.digitsOnly(len(line)) {
			if p, ok := r.plainLine(line); ok {
				return p, nil // no foreign puzzle (see Options.Foreign)
			}
		}
		if r.opts.Foreign != nil && r.opts.Foreign(line) {
			r.text = r.text[:0]
			return Puzzle{Line: r.lineNo, Text: string(line), Foreign: true}, nil
		}
		if r.csv != nil {
			if p, ok, err := r.csvPuzzle(line); ok {
				return p, err
			}
			continue
		}
		if !r.skipSection {
			if p, ok := r.plainLine(line); ok {
				return p, nil
			}
			if r.records && len(line) > 0 && line[0] == ':' && IsLibraryLine(string(line)) {
				return r.libraryPuzzle(line)
			}
		}
		info := r.lx.lex(line, r.numbersIn(line))
		switch info.kind {
		case blankLine, commentLine:
			r.text, border = r.text[:0], 0
			continue
		case sectionLine:
			name := bytes.TrimSpace(line[info.start+1 : info.end-1])
			r.skipSection = !bytes.EqualFold(name, []byte("puzzle"))
			r.text, border = r.text[:0], 0
			continue
		}
		if r.skipSection {
			continue
		}
		switch info.kind {
		case jsonLine:
			if r.records {
				return r.jsonPuzzle(line)
			}
			return Puzzle{Line: r.lineNo, Text: string(line)},
				&ParseError{Line: r.lineNo, Found: "a JSON object", Expected: "a puzzle"}
		case ruleLine:
			if s := r.puzzleShape(len(r.lx.cells)); info.dashOnly && s != nil {
				return Puzzle{Line: r.lineNo, Text: string(line), Grid: NewGrid(s)}, nil
			}
			if border == 0 {
				border = r.lineNo
			}
			r.text = appendLine(r.text, line)
			continue
		}
		return r.cellsLine(line, info, border)
	}
}

// Scan reads the next puzzle as Next does, for a caller that keeps none:
// the puzzle's cells and raw text (the Text of Next, which Scan leaves
// empty) are the Reader's own, valid until the next call, as bufio.Scanner's
// Bytes are. A stream of puzzles on one line is read without allocating.
func (r *Reader) Scan() (Puzzle, []byte, error) {
	r.scanning, r.raw = true, nil
	p, err := r.Next()
	r.scanning = false
	text := r.raw
	if p.Text != "" || text == nil {
		r.rawText = append(r.rawText[:0], p.Text...)
		text = r.rawText
	}
	p.Text = ""
	return p, text, err
}

// Buffered reports whether a whole line is waiting in the Reader, read
// from its input already: the next call of Next begins without waiting for
// input, and a puzzle on one line is read whole. A caller streaming from a
// terminal or a pipe takes the puzzles at hand together, and answers them
// before it waits for more.
func (r *Reader) Buffered() bool {
	if r.hasBack {
		return true
	}
	b, _ := r.in.Peek(r.in.Buffered())
	return bytes.IndexByte(b, '\n') >= 0
}

// libraryPuzzle reads a line of HoDoKu's library as the puzzle of its
// givens.
func (r *Reader) libraryPuzzle(line []byte) (Puzzle, error) {
	p := Puzzle{Line: r.lineNo, Text: string(line)}
	l, err := ParseLibraryLine(string(line))
	if err != nil {
		err.(*ParseError).Line = r.lineNo
		return p, err
	}
	p.Grid = l.Givens
	return p, nil
}

// numbersIn reports whether the cells of line are read as numbers whatever
// they look like: always with Options.Alphabet Numbers; and when the grid
// has more digits than the alphabet has symbols (a 64x64 grid), for a line
// with spaces. A line without spaces is one number or none: its cells are
// characters, the empty marks and the digits the alphabet has (a 64x64
// puzzle of dots is read the same with --box 8x8 as without).
func (r *Reader) numbersIn(line []byte) bool {
	return r.opts.Alphabet == Numbers || r.numbers && bytes.ContainsAny(line, " \t")
}

// plainLine is the fast path for the most common input, a puzzle on one line
// and nothing else: every byte is a digit symbol or an empty mark of a grid of
// that many cells. It reads exactly what the general path would, without
// lexing the line first; ok is false for any other line.
func (r *Reader) plainLine(line []byte) (p Puzzle, ok bool) {
	s := r.puzzleShape(len(line))
	if s == nil || r.numbersIn(line) || line[0] == '-' || line[0] == '*' { // (lines of - and * may be borders)
		return Puzzle{}, false
	}
	// One pass reads the digits into the Reader's own cells, and tells
	// whether every byte is a symbol: the table's notSymbol is negative.
	if cap(r.own) < len(line) {
		r.own = make([]Digit, len(line))
	}
	cells := r.own[:len(line)]
	t := r.lx.table(r.opts.Alphabet, s.N)
	if !r.lx.tabDecimal || !readDecimal(cells, line) {
		var all int8
		for i, b := range line {
			v := t[b]
			cells[i] = Digit(v)
			all |= v
		}
		if all < 0 {
			return Puzzle{}, false
		}
	}
	if r.scanning {
		r.raw = line
		return Puzzle{Line: r.lineNo, Grid: Grid{Shape: s, Cells: cells}}, true
	}
	return Puzzle{Line: r.lineNo, Text: string(line), Grid: Grid{Shape: s, Cells: slices.Clone(cells)}}, true
}

// digitsOnly reports whether a puzzle of k cells on one line is written in
// digits and empty marks alone: a grid of at most 9 digits, in an alphabet
// whose first 9 symbols are digits.
func (r *Reader) digitsOnly(k int) bool {
	s := r.puzzleShape(k)
	return s != nil && s.N <= 9 && (r.opts.Alphabet == Standard || r.opts.Alphabet == Hex)
}

// cellsLine reads a line of cells met between puzzles: a whole puzzle, or the
// first row of a grid.
func (r *Reader) cellsLine(line []byte, info lineInfo, border int) (Puzzle, error) {
	k := len(r.lx.cells)
	var bad *ParseError
	if s := r.puzzleShape(k); s != nil && !r.cutAsRow(info, k) {
		cells := make([]Digit, k)
		i := r.lx.decode(line, info.numbers, r.opts.Alphabet, s.N, r.lx.cells, cells)
		if i < 0 {
			return Puzzle{Line: r.lineNo, Text: string(line), Grid: Grid{Shape: s, Cells: cells}}, nil
		}
		bad = r.lx.cellError(line, r.lineNo, info.numbers, r.opts.Alphabet, s.N, i)
	}
	if info.spaces && !r.numbers {
		if p, ok := r.bankLine(line, info); ok {
			return p, nil
		}
	}
	if s := r.rowShape(k); s != nil {
		start := r.lineNo
		if border > 0 {
			start = border
		}
		return r.readGrid(line, info, s, start)
	}
	if bad == nil {
		bad = &ParseError{Line: r.lineNo, Found: cellCount(k)}
		if s := r.opts.Shape; s != nil {
			bad.Expected = fmt.Sprintf("%d (a whole puzzle on one line) or %d (one row of a grid)", s.Cells, s.N)
		} else {
			bad.Expected = nearSizes(k, gridSizes)
		}
	}
	r.text = appendLine(r.text, line) // after the border lines, if any
	p := Puzzle{Line: r.lineNo, Text: r.puzzleText()}
	if border > 0 {
		p.Line = border
	}
	return p, bad
}

// cutAsRow reports whether a line of k cells that could be a whole small
// puzzle has box separators that cut it into the boxes of a row of a k x k
// grid: then it is such a row.
func (r *Reader) cutAsRow(info lineInfo, k int) bool {
	return len(r.lx.bars) > 0 && r.opts.Shape == nil && r.rowShape(k) != nil && boxWidth(r.lx.bars, k) > 0
}

// bankLine reads a line of a puzzle bank: words parted by spaces, exactly
// one of them a whole puzzle ("hash puzzle rating").
func (r *Reader) bankLine(line []byte, info lineInfo) (p Puzzle, ok bool) {
	found := 0
	for _, w := range bytes.Fields(line[info.start:info.end]) {
		if q, whole := r.plainLine(w); whole {
			p = q
			if r.scanning { // the cells are the Reader's own, which the next word may overwrite
				p.Grid.Cells = slices.Clone(q.Grid.Cells)
			}
			found++
		}
	}
	if found != 1 {
		return Puzzle{}, false
	}
	p.Text = string(line)
	return p, true
}

// puzzleShape returns the shape of a whole puzzle of k cells, or nil.
func (r *Reader) puzzleShape(k int) *Shape {
	if s := r.opts.Shape; s != nil {
		if k == s.Cells {
			return s
		}
		return nil
	}
	if k == r.lastCells && r.lastShape != nil {
		return r.lastShape
	}
	s, err := ShapeForCells(k)
	if err != nil {
		return nil
	}
	r.lastCells, r.lastShape = k, s
	return s
}

// rowShape returns the shape of a grid whose rows have k cells, or nil.
func (r *Reader) rowShape(k int) *Shape {
	if s := r.opts.Shape; s != nil {
		if k == s.N {
			return s
		}
		return nil
	}
	if k > MaxDigits {
		return nil
	}
	s, err := ShapeOf(k)
	if err != nil {
		return nil
	}
	return s
}

// Parse reads text that holds exactly one puzzle, in any form a Reader
// reads. It is an error when the text holds no puzzle or more than one.
func Parse(text string, opts Options) (Grid, error) {
	return NewReader(strings.NewReader(text), opts).one()
}

// one returns the only puzzle of r.
func (r *Reader) one() (Grid, error) {
	p, err := r.Next()
	if err == io.EOF {
		return Grid{}, &ParseError{Found: "no puzzle", Expected: "one puzzle"}
	}
	if err != nil {
		return Grid{}, err
	}
	q, err := r.Next()
	switch {
	case err == io.EOF:
		return p.Grid, nil
	case err != nil:
		return Grid{}, err
	}
	return Grid{}, &ParseError{Line: q.Line, Found: "a second puzzle",
		Expected: "only one (the first is on line " + strconv.Itoa(p.Line) + ")"}
}

func appendLine(text, line []byte) []byte {
	text = append(text, line...)
	return append(text, '\n')
}

// puzzleText is the text of the puzzle read so far, without the final line
// ending.
func (r *Reader) puzzleText() string {
	return string(bytes.TrimRight(r.text, "\n"))
}

type lineStatus uint8

const (
	lineOK      lineStatus = iota
	lineTooLong            // the line is longer than maxLine: it was skipped
	lineEnd                // no more lines
)

var bom = []byte("\uFEFF")

// readLine returns the next line without its line ending (and without a
// byte order mark). The line is valid until the next call.
func (r *Reader) readLine() ([]byte, lineStatus) {
	if r.hasBack {
		r.hasBack = false
		if r.backBig {
			r.backBig = false
			return nil, lineTooLong
		}
		return r.back, lineOK
	}
	if r.eof {
		return nil, lineEnd
	}
	line, err := r.in.ReadSlice('\n')
	big := false
	if err == bufio.ErrBufferFull {
		r.long = append(r.long[:0], line...)
		for err == bufio.ErrBufferFull {
			line, err = r.in.ReadSlice('\n')
			if len(r.long)+len(line) > maxLine+2 {
				big = true
				r.long = r.long[:0]
			} else if !big {
				r.long = append(r.long, line...)
			}
		}
		line = r.long
	}
	if err != nil {
		r.eof = true
		if err != io.EOF {
			r.ioErr = err
		}
		if len(line) == 0 && !big {
			return nil, lineEnd
		}
	}
	r.lineNo++
	if big {
		return nil, lineTooLong
	}
	if n := len(line); n > 0 && line[n-1] == '\n' {
		line = line[:n-1]
	}
	if n := len(line); n > 0 && line[n-1] == '\r' {
		line = line[:n-1]
	}
	return bytes.TrimPrefix(line, bom), lineOK
}

// unread makes the next readLine return line again.
func (r *Reader) unread(line []byte) {
	r.back = append(r.back[:0], line...)
	r.hasBack = true
}

// endErr is the error at the end of the input.
func (r *Reader) endErr() error {
	if r.ioErr != nil {
		return r.ioErr
	}
	return io.EOF
}

func tooLongError(line int) *ParseError {
	return &ParseError{Line: line, Found: "a line longer than 1 MiB", Expected: "shorter lines"}
}
