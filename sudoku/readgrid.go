package sudoku

import (
	"strconv"
	"strings"
)

// A gridState is a grid being read row by row.
//
// Blank and separator lines between rows are its "gaps". They must be
// regular, so that a grid that lacks a row is not completed with the rows of
// the next puzzle. The first gap decides the spacing:
//
//	after row 1, a blank line:       spacingRows: a gap after every row
//	after the first band of boxes:   spacingBands: a gap after every band, nowhere else
//	anywhere else:                   an error
//
// Until the first gap the spacing is unknown, and rows may follow each other
// without gaps to the end. A separator line may only stand between bands, at
// most one in a gap. And gaps of a kind must be alike, line for line: every
// gap between bands as the first one ("a blank line, a separator line and a
// blank line", say), every gap between rows of a band as the first one. So
// the blank line that ends a qqwing grid cannot pass for a gap between its
// bands, nor two blank lines between puzzles for the one between bands, nor a
// bottom border and the next grid's top border for one separator.
type gridState struct {
	shape    *Shape
	fixed    bool // the box shape is given or read from separators; the first band gap may not flip it
	n        int
	rows     int // rows read
	cells    []Digit
	numbers  bool // the first row was numbers: so are the others
	usesDash bool // some row marks an empty cell with - or *
	spacing  int
	gap      string // the lines of the gap after the last row, so far: b for blank, r for a separator
	rowGap   string // the first gap between rows of a band ...
	rowAt    int    // ... which came after this row
	bandGap  string // the first gap between bands ...
	bandAt   int    // ... which came after this row
	start    int    // the line where the grid begins
	last     int    // the last line that holds something of the grid
}

const (
	spacingUnknown = iota
	spacingRows
	spacingBands
)

// band reports whether the boundary after row i lies between two bands.
func (g *gridState) band(i int) bool { return i%g.shape.BoxRows == 0 }

// betweenBands reports whether a gap between bands may stand after row i.
// Until the box shape is fixed, the first one may turn an R x C box into
// C x R (a gap after 4 rows of a 12 x 12 grid means boxes of 4 rows).
func (g *gridState) betweenBands(i int) bool {
	s := g.shape
	if !g.fixed && i == s.BoxCols && i != s.BoxRows {
		g.shape = MustShape(s.BoxCols, s.BoxRows)
	}
	if !g.band(i) {
		return false
	}
	g.fixed = true
	return true
}

// gapOK reports whether a gap may begin after the last row: a blank line, or
// a separator when rule is set. The first gap fixes the spacing.
func (g *gridState) gapOK(rule bool) bool {
	i := g.rows
	switch g.spacing {
	case spacingRows:
		return !rule || g.band(i)
	case spacingBands:
		return g.band(i)
	}
	if !rule && i == 1 {
		g.spacing = spacingRows
		return true
	}
	if g.betweenBands(i) && i == g.shape.BoxRows {
		g.spacing = spacingBands
		return true
	}
	return false
}

// gapLine checks one more line of the gap after the last row: a blank line
// (c = 'b') or a separator (c = 'r'). It returns an error when the line may
// not stand there, and whether the line should be read again as the start of
// the next puzzle.
func (g *gridState) gapLine(c byte, lineNo int) (e *ParseError, unread bool) {
	after := " after row " + strconv.Itoa(g.rows)
	switch {
	case c == 'r' && strings.IndexByte(g.gap, 'r') >= 0:
		return &ParseError{Line: lineNo, Found: "a second separator line" + after, Expected: g.wantRow()}, true
	case g.gap == "" && !g.gapOK(c == 'r'), c == 'r' && !g.band(g.rows):
		what := "a blank line"
		if c == 'r' {
			what = "a separator line"
		}
		return &ParseError{Line: lineNo, Found: what + after, Expected: g.wantRow()}, false
	}
	g.gap += string(c)
	if want, at := g.alike(); want != "" && !strings.HasPrefix(want, g.gap) {
		return &ParseError{Line: lineNo, Found: gapWords(g.gap) + after,
			Expected: g.wantRow() + " after " + gapWords(want) + ", as after row " + strconv.Itoa(at)}, c == 'r'
	}
	return nil, false
}

// alike returns the gap that the gap after the last row must be like, and
// the row after which it came; "" when this is the first gap of its kind.
func (g *gridState) alike() (string, int) {
	if g.band(g.rows) {
		return g.bandGap, g.bandAt
	}
	return g.rowGap, g.rowAt
}

// gapEnd checks the gap after the last row when the next row comes.
func (g *gridState) gapEnd(lineNo int) *ParseError {
	if g.gap == "" {
		if g.noGapOK() {
			return nil
		}
		e := &ParseError{Line: lineNo, Found: "row " + strconv.Itoa(g.rows+1) + " right after row " + strconv.Itoa(g.rows)}
		want, at := g.alike()
		if want == "" { // the first gap between bands of a double-spaced grid
			want, at = g.rowGap, g.rowAt
		}
		e.Expected = gapWords(want) + " before it, as after row " + strconv.Itoa(at)
		return e
	}
	want, at := g.alike()
	switch {
	case want == "" && g.band(g.rows):
		g.bandGap, g.bandAt = g.gap, g.rows
	case want == "":
		g.rowGap, g.rowAt = g.gap, g.rows
	case want != g.gap:
		return &ParseError{Line: lineNo, Found: "row " + strconv.Itoa(g.rows+1) + " after " + gapWords(g.gap),
			Expected: gapWords(want) + " before it, as after row " + strconv.Itoa(at)}
	}
	return nil
}

func (g *gridState) wantRow() string {
	return "row " + strconv.Itoa(g.rows+1) + " of " + strconv.Itoa(g.n)
}

// gapWords describes the lines of a gap: "bb" is "2 blank lines", "brb" is
// "a blank line, a separator line and a blank line".
func gapWords(gap string) string {
	var words []string
	for i := 0; i < len(gap); {
		j := i
		for j < len(gap) && gap[j] == gap[i] {
			j++
		}
		what := " blank line"
		if gap[i] == 'r' {
			what = " separator line"
		}
		if j-i == 1 {
			words = append(words, "a"+what)
		} else {
			words = append(words, strconv.Itoa(j-i)+what+"s")
		}
		i = j
	}
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

// noGapOK reports whether the next row may follow the last without a gap.
func (g *gridState) noGapOK() bool {
	switch g.spacing {
	case spacingRows:
		return false
	case spacingBands:
		return !g.band(g.rows)
	}
	return true
}

// dashRow reports whether a rule line of k dashes and stars (and nothing but
// them, spaces and separators) is a row of empty cells rather than a
// separator: when the grid writes empty cells with dashes, or where no
// separator may stand.
func (g *gridState) dashRow(info lineInfo, k int) bool {
	return info.others == 0 && k == g.n && (g.usesDash || !g.band(g.rows))
}

// readGrid reads a grid whose first row is line, of the given shape (its box
// may still change, see gridState); start is its first line (a top border).
func (r *Reader) readGrid(line []byte, info lineInfo, s *Shape, start int) (Puzzle, error) {
	g := &r.g
	*g = gridState{shape: s, fixed: r.opts.Shape != nil, n: s.N, numbers: info.numbers, start: start}
	if !g.fixed {
		if w := boxWidth(r.lx.bars, s.N); w > 0 {
			g.shape, g.fixed = MustShape(s.N/w, w), true
		}
	}
	g.cells = make([]Digit, s.Cells)
	r.text = appendLine(r.text, line)
	if e := r.addRow(line, info); e != nil {
		return r.fail(e, 0) // not a grid after all: nothing to skip
	}
	for g.rows < g.n {
		line, st := r.readLine()
		switch st {
		case lineEnd:
			if r.ioErr != nil {
				return Puzzle{}, r.ioErr
			}
			return r.fail(&ParseError{Line: g.last, Found: "the end of the input after row " + strconv.Itoa(g.rows),
				Expected: strconv.Itoa(g.n) + " rows"}, 0)
		case lineTooLong:
			return r.fail(tooLongError(r.lineNo), g.n-g.rows-1)
		}
		info := r.lx.lex(line, r.numbersIn(line) || g.numbers)
		switch info.kind {
		case blankLine:
			if e, _ := g.gapLine('b', r.lineNo); e != nil {
				return r.fail(e, 0) // the grid ends here: what follows is the next puzzle
			}
			r.text = appendLine(r.text, line)
			continue
		case commentLine, sectionLine, jsonLine:
			r.unread(line) // the next puzzle, or what comes before it
			what := "a comment"
			switch info.kind {
			case sectionLine:
				what = "a section header"
			case jsonLine:
				what = "a JSON line"
			}
			return r.fail(r.wantRow(what), 0)
		case ruleLine:
			if g.dashRow(info, len(r.lx.cells)) {
				break // a row of empty cells
			}
			if e, unread := g.gapLine('r', r.lineNo); e != nil {
				if unread {
					r.unread(line) // the top border of the next grid, maybe
				}
				return r.fail(e, 0)
			}
			g.last = r.lineNo
			r.text = appendLine(r.text, line)
			continue
		}
		k := len(r.lx.cells)
		if k != g.n {
			e := r.wantCells(k)
			if r.puzzleShape(k) != nil {
				r.unread(line) // a whole puzzle of its own
				return r.fail(e, 0)
			}
			r.text = appendLine(r.text, line)
			return r.fail(e, g.n-g.rows-1)
		}
		if e := g.gapEnd(r.lineNo); e != nil {
			if g.gap != "" { // the grid ended at the gap: this row begins the next puzzle
				r.unread(line)
				return r.fail(e, 0)
			}
			r.text = appendLine(r.text, line)
			return r.fail(e, g.n-g.rows-1)
		}
		r.text = appendLine(r.text, line)
		if e := r.addRow(line, info); e != nil {
			return r.fail(e, g.n-g.rows-1)
		}
	}
	if e := r.afterGrid(); e != nil {
		return r.fail(e, -1)
	}
	return Puzzle{Line: g.start, Text: r.puzzleText(), Grid: Grid{Shape: g.shape, Cells: g.cells}}, nil
}

// addRow decodes line as the next row.
func (r *Reader) addRow(line []byte, info lineInfo) *ParseError {
	g := &r.g
	row := g.cells[g.rows*g.n : (g.rows+1)*g.n]
	if i := r.lx.decode(line, info.numbers, r.opts.Alphabet, g.n, r.lx.cells, row); i >= 0 {
		return r.lx.cellError(line, r.lineNo, info.numbers, r.opts.Alphabet, g.n, i)
	}
	g.rows++
	g.gap, g.last = "", r.lineNo
	if info.kind == cellsLine && info.dashes > 0 {
		g.usesDash = true
	}
	return nil
}

// afterGrid reads the lines after the last row: a border line belongs to the
// grid; a row right after the last one is one too many; anything else is
// left for the next puzzle.
func (r *Reader) afterGrid() *ParseError {
	g := &r.g
	for {
		line, st := r.readLine()
		switch st {
		case lineEnd:
			return nil
		case lineTooLong:
			r.hasBack, r.backBig = true, true
			return nil
		}
		info := r.lx.lex(line, r.numbersIn(line) || g.numbers)
		if info.kind == ruleLine && g.gap == "" && !(g.usesDash && g.dashRow(info, len(r.lx.cells))) {
			g.gap = "r" // a bottom border; a second one is the top of the next grid
			r.text = appendLine(r.text, line)
			continue
		}
		if g.gap == "" && (info.kind == cellsLine || info.kind == ruleLine) && len(r.lx.cells) == g.n {
			r.text = appendLine(r.text, line)
			return &ParseError{Line: r.lineNo, Found: "row " + strconv.Itoa(g.n+1),
				Expected: strconv.Itoa(g.n) + " rows (a blank line between puzzles)"}
		}
		r.unread(line)
		return nil
	}
}

// wantRow reports found where the next row of the grid should be.
func (r *Reader) wantRow(found string) *ParseError {
	return &ParseError{Line: r.lineNo, Found: found, Expected: r.g.wantRow()}
}

// wantCells reports a line of k cells where the next row should be.
func (r *Reader) wantCells(k int) *ParseError {
	g := &r.g
	return &ParseError{Line: r.lineNo, Found: cellCount(k),
		Expected: strconv.Itoa(g.n) + " (row " + strconv.Itoa(g.rows+1) + " of " + strconv.Itoa(g.n) + ")"}
}

// fail ends the grid being read with an error. The rows that follow may
// belong to the broken grid: the next call skips up to skip of them (all of
// them when skip < 0), with the separator lines between them.
func (r *Reader) fail(e *ParseError, skip int) (Puzzle, error) {
	if skip != 0 {
		r.resync, r.resyncRows = r.g.n, skip
	}
	return Puzzle{Line: r.g.start, Text: r.puzzleText()}, e
}

// skipBrokenGrid skips what is left of a broken grid of r.resync digits: up
// to r.resyncRows rows of that many cells and the separator lines among
// them. It stops early at anything else: a blank line, a comment, a puzzle.
func (r *Reader) skipBrokenGrid() {
	n, rows := r.resync, r.resyncRows
	r.resync = 0
	for rows != 0 {
		line, st := r.readLine()
		switch st {
		case lineEnd:
			return
		case lineTooLong:
			r.hasBack, r.backBig = true, true
			return
		}
		info := r.lx.lex(line, r.numbersIn(line) || r.g.numbers)
		switch {
		case info.kind == cellsLine && len(r.lx.cells) == n:
			rows--
		case info.kind == ruleLine:
		default:
			r.unread(line)
			return
		}
	}
}
