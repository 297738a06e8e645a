package sudoku

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// HoDoKu's regression library, the field's test of solving techniques,
// writes a 9x9 position on one line:
//
//	:0300:3:9.....+5+6+1..+6.+1.7+937+1..962486...:313 314::
//
// the technique's code, its digits, the grid (a '+' before each digit
// placed since the start, not given), the candidates deleted as
// digit-row-column triples, then the expected eliminations and placements.
// Every command reads such a line: as a puzzle, its givens; as a position
// (human.ParsePosition), its placed digits and deleted candidates too.

// A LibraryLine is a position read from a line of HoDoKu's library.
type LibraryLine struct {
	Givens  Grid  // the puzzle
	Placed  Grid  // the digits placed since, 0 in every other cell
	Deleted []Set // by cell, the candidates crossed out; nil when none
}

// IsLibraryLine reports whether text is meant as a line of HoDoKu's
// library: one line that starts with ':' and a digit of the technique's
// code (no other input starts so). It may still be malformed.
func IsLibraryLine(text string) bool {
	t := strings.TrimSpace(text)
	return len(t) > 1 && t[0] == ':' && t[1] >= '0' && t[1] <= '9' && !strings.Contains(t, "\n")
}

// ParseLibraryLine reads a line of HoDoKu's library. Its errors are
// *ParseError with the column of the fault (and line 0).
func ParseLibraryLine(text string) (LibraryLine, error) {
	line := strings.TrimSpace(text)
	f := strings.Split(line, ":")
	if !strings.HasPrefix(line, ":") || len(f) < 5 {
		return LibraryLine{}, &ParseError{Found: strconv.Itoa(max(len(f)-1, 0)) + " fields",
			Expected: "a HoDoKu library line, :technique:candidates:grid:deleted:..."}
	}
	sh := Classic
	p := LibraryLine{Givens: NewGrid(sh), Placed: NewGrid(sh)}
	col := len(f[0]) + len(f[1]) + len(f[2]) + 3 // of the grid's first character, less one
	bad := func(i int, found, expected string) error {
		return &ParseError{Col: col + i + 1, Found: found, Expected: expected}
	}
	cell, placed := 0, false
	for i, r := range f[3] {
		switch {
		case r == '+':
			if placed {
				return LibraryLine{}, bad(i, `"++"`, "one + before a placed digit")
			}
			placed = true
			continue
		case cell == sh.Cells:
			return LibraryLine{}, bad(i, "more than 81 cells", "81")
		case r == '.' || r == '0':
			if placed {
				return LibraryLine{}, bad(i, "+ before an empty cell", "+ before a digit")
			}
		case r >= '1' && r <= '9':
			if placed {
				p.Placed.Cells[cell] = Digit(r - '0')
			} else {
				p.Givens.Cells[cell] = Digit(r - '0')
			}
		default:
			return LibraryLine{}, bad(i, strconv.Quote(string(r)), "a digit 1-9, . or 0, or + before a digit")
		}
		placed = false
		cell++
	}
	if cell != sh.Cells {
		return LibraryLine{}, &ParseError{Col: col + 1, Found: strconv.Itoa(cell) + " cells in the grid", Expected: "81"}
	}
	col += len(f[3]) + 1
	for _, t := range strings.Fields(f[4]) {
		if len(t) != 3 || strings.Trim(t, "123456789") != "" {
			return LibraryLine{}, &ParseError{Col: col + strings.Index(f[4], t) + 1, Found: "deleted candidate " + strconv.Quote(t),
				Expected: "digit, row and column, such as 314"}
		}
		d, row, c := Digit(t[0]-'0'), int(t[1]-'1'), int(t[2]-'1')
		if p.Deleted == nil {
			p.Deleted = make([]Set, sh.Cells)
		}
		p.Deleted[row*sh.N+c] = p.Deleted[row*sh.N+c].Add(d)
	}
	return p, nil
}

// A LibraryStep is the step a line of HoDoKu's library expects: the
// technique's code ("0300"), the digits of its pattern, the candidates it
// eliminates and places, each by cell, and for a chain its length, the
// line's last field (0: none).
type LibraryStep struct {
	Code         string
	Digits       Set
	Eliminations []Set
	Placements   []Set
	Length       int
}

// Text writes l with step s as a line of HoDoKu's library, as HoDoKu
// writes the position before a step ("/vg l:"): a '+' before each digit
// placed, and of the candidates crossed out only those that no given or
// placed digit of the cell's houses excludes (HoDoKu derives those).
// The deleted candidates go cell by cell, the step's digit by digit.
func (l LibraryLine) Text(s LibraryStep) string {
	sh := l.Givens.Shape
	var b strings.Builder
	b.WriteString(":" + s.Code + ":")
	for _, d := range s.Digits.Digits() {
		b.WriteByte(byte('0' + d))
	}
	b.WriteByte(':')
	digit := func(i int) Digit {
		if d := l.Givens.Cells[i]; d != 0 {
			return d
		}
		if l.Placed.Shape != nil {
			return l.Placed.Cells[i]
		}
		return 0
	}
	for i := range sh.Cells {
		switch {
		case l.Givens.Cells[i] != 0:
			b.WriteByte(byte('0' + l.Givens.Cells[i]))
		case digit(i) != 0:
			b.WriteString("+" + string(rune('0'+digit(i))))
		default:
			b.WriteByte('.')
		}
	}
	// Of the candidates crossed out, those that no digit of the cell's
	// houses excludes.
	deleted := make([]Set, sh.Cells)
	for i, x := range l.Deleted {
		if digit(i) != 0 {
			continue
		}
		for _, p := range sh.Peers(i) {
			if d := digit(p); d != 0 {
				x = x.Remove(d)
			}
		}
		deleted[i] = x
	}
	// Digit-row-column triples, cell by cell; the step's go digit by
	// digit, as HoDoKu sorts them.
	triples := func(sets []Set) []string {
		var t []string
		for i, s := range sets {
			for _, d := range s.Digits() {
				t = append(t, fmt.Sprintf("%d%d%d", d, i/sh.N+1, i%sh.N+1))
			}
		}
		return t
	}
	sorted := func(sets []Set) string {
		t := triples(sets)
		slices.Sort(t)
		return strings.Join(t, " ")
	}
	b.WriteString(":" + strings.Join(triples(deleted), " ") + ":" + sorted(s.Eliminations) + ":" + sorted(s.Placements) + ":")
	if s.Length > 0 {
		b.WriteString(strconv.Itoa(s.Length))
	}
	return b.String()
}
