package sudoku

import "strconv"

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
// without gaps to the end. Separator lines may only stand between bands.
type gridState struct {
	shape    *Shape
	fixed    bool // the box shape is given or read from separators; the first band gap may not flip it
	n        int
	rows     int // rows read
	cells    []Digit
	numbers  bool // the first row was numbers: so are the others
	usesDash bool // some row marks an empty cell with - or *
	spacing  int
	gap      bool // a blank or separator line came after the last row
	start    int  // the line where the grid begins
	last     int  // the last line that holds something of the grid
}

const (
	spacingUnknown = iota
	spacingRows
	spacingBands
)

// band reports whether the boundary after row i lies between two bands.
func (g *gridState) band(i int) bool { return i%g.shape.BoxRows == 0 }

// bandGap reports whether a gap between bands may stand after row i. Until the
// box shape is fixed, the first one may turn an R x C box into C x R (a gap
// after 4 rows of a 12 x 12 grid means boxes of 4 rows).
func (g *gridState) bandGap(i int) bool {
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
		return !rule || g.bandGap(i)
	case spacingBands:
		return g.band(i)
	}
	if !rule && i == 1 {
		g.spacing = spacingRows
		return true
	}
	if g.bandGap(i) && i == g.shape.BoxRows {
		g.spacing = spacingBands
		return true
	}
	return false
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
		return r.fail(e, false) // not a grid after all: nothing to skip
	}
	for g.rows < g.n {
		line, st := r.readLine()
		switch st {
		case lineEnd:
			if r.ioErr != nil {
				return Puzzle{}, r.ioErr
			}
			return r.fail(&ParseError{Line: g.last, Found: "the end of the input after row " + strconv.Itoa(g.rows),
				Expected: strconv.Itoa(g.n) + " rows"}, false)
		case lineTooLong:
			return r.fail(tooLongError(r.lineNo), true)
		}
		info := r.lx.lex(line, r.numbers || g.numbers)
		switch info.kind {
		case blankLine:
			if !g.gap && !g.gapOK(false) {
				return r.fail(r.wantRow("a blank line after row "+strconv.Itoa(g.rows)), false)
			}
			g.gap = true
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
			return r.fail(r.wantRow(what), false)
		case ruleLine:
			if g.dashRow(info, len(r.lx.cells)) {
				break // a row of empty cells
			}
			if !g.gapOK(true) {
				return r.fail(r.wantRow("a separator line after row "+strconv.Itoa(g.rows)), false)
			}
			g.gap, g.last = true, r.lineNo
			r.text = appendLine(r.text, line)
			continue
		}
		k := len(r.lx.cells)
		if k != g.n {
			e := r.wantCells(k)
			if r.puzzleShape(k) != nil {
				r.unread(line) // a whole puzzle of its own
				return r.fail(e, false)
			}
			r.text = appendLine(r.text, line)
			return r.fail(e, true)
		}
		r.text = appendLine(r.text, line)
		if !g.gap && !g.noGapOK() {
			return r.fail(r.missingGap(), true)
		}
		if e := r.addRow(line, info); e != nil {
			return r.fail(e, true)
		}
	}
	if e := r.afterGrid(); e != nil {
		return r.fail(e, true)
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
	g.gap, g.last = false, r.lineNo
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
		info := r.lx.lex(line, r.numbers || g.numbers)
		if info.kind == ruleLine && !g.gap && !(g.usesDash && g.dashRow(info, len(r.lx.cells))) {
			g.gap = true // a bottom border; a second one is the top of the next grid
			r.text = appendLine(r.text, line)
			continue
		}
		if !g.gap && (info.kind == cellsLine || info.kind == ruleLine) && len(r.lx.cells) == g.n {
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
	g := &r.g
	return &ParseError{Line: r.lineNo, Found: found, Expected: "row " + strconv.Itoa(g.rows+1) + " of " + strconv.Itoa(g.n)}
}

// wantCells reports a line of k cells where the next row should be.
func (r *Reader) wantCells(k int) *ParseError {
	g := &r.g
	return &ParseError{Line: r.lineNo, Found: cellCount(k),
		Expected: strconv.Itoa(g.n) + " (row " + strconv.Itoa(g.rows+1) + " of " + strconv.Itoa(g.n) + ")"}
}

// missingGap reports a row that lacks the gap the grid's spacing wants.
func (r *Reader) missingGap() *ParseError {
	g := &r.g
	e := &ParseError{Line: r.lineNo, Found: "row " + strconv.Itoa(g.rows+1) + " right after row " + strconv.Itoa(g.rows)}
	if g.spacing == spacingRows {
		e.Expected = "a blank line before it, as between the rows above"
	} else {
		e.Expected = "a blank or separator line before it, as after row " + strconv.Itoa(g.shape.BoxRows)
	}
	return e
}

// fail ends the grid being read with an error. With skip set, the rows that
// follow belong to the broken grid and the next call skips them.
func (r *Reader) fail(e *ParseError, skip bool) (Puzzle, error) {
	if skip {
		r.resync = r.g.n
	}
	return Puzzle{Line: r.g.start, Text: r.puzzleText()}, e
}

// skipBrokenGrid skips what is left of a broken grid of r.resync digits: the
// rows of that many cells and the separator lines that follow.
func (r *Reader) skipBrokenGrid() {
	n := r.resync
	r.resync = 0
	for {
		line, st := r.readLine()
		switch st {
		case lineEnd:
			return
		case lineTooLong:
			r.hasBack, r.backBig = true, true
			return
		}
		info := r.lx.lex(line, r.numbers || r.g.numbers)
		if info.kind == ruleLine || info.kind == cellsLine && len(r.lx.cells) == n {
			continue
		}
		r.unread(line)
		return
	}
}
