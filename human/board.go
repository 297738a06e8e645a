package human

import (
	"errors"
	"fmt"
	"math/bits"
	"strings"

	"github.com/nanpure/nanpure/sudoku"
)

// A Board is a position being solved by hand: the digit of every filled cell
// and the candidates (pencil marks) of every empty cell.
//
// Layout: digits[cell] is 0 for an empty cell; cands[cell] is the candidate
// set of an empty cell and 0 for a filled one. Invariant kept by Place: a
// placed digit is no candidate of any of its peers. Eliminate only removes
// candidates, so a board can reach a state with no solution only through a
// wrong step, which Check reports.
type Board struct {
	Shape  *sudoku.Shape
	digits []sudoku.Digit
	cands  []sudoku.Set
	// given marks the cells of the puzzle's givens when the board knows
	// them (MarkGivens), and is nil when it does not. It never changes
	// once set, so clones share it.
	given []bool
	// pos[h*N+d-1] is where(h, d) when posOK: the finders ask for the
	// places of a digit in a house thousands of times between two changes
	// of the board, so they are computed on first use, then kept by Place
	// and Eliminate. Any other change of cands clears posOK (dirty).
	pos   []uint64
	posOK bool
	// empty[h] is the number of empty cells of house h when emptyOK:
	// the singles and subsets ask at every step, so it is counted on
	// first use, then kept by Place. Any other change clears emptyOK
	// (dirty).
	empty   []int32
	emptyOK bool
	// rules are the variant's rules (nil on a classic board), extraPeers
	// their peers of each cell (Rules.Peers); clones share them.
	rules      Rules
	extraPeers [][]int
}

// ErrContradiction is reported by Check for a board on which some cell has no
// candidate left, or some digit has no place left in a house.
var ErrContradiction = errors.New("human: the board has no solution")

// NewBoard returns the board of grid g with every candidate that the givens
// allow. Givens that break the rules are reported as by g.Validate.
func NewBoard(g sudoku.Grid) (*Board, error) {
	if err := g.Validate(); err != nil {
		return nil, err
	}
	s := g.Shape
	b := &Board{Shape: s, digits: make([]sudoku.Digit, s.Cells), cands: make([]sudoku.Set, s.Cells)}
	all := s.AllDigits()
	for c := range b.cands {
		b.cands[c] = all
	}
	for c, d := range g.Cells {
		if d != 0 {
			b.Place(c, d)
		}
	}
	return b, nil
}

// Clone returns a copy of b that shares nothing with it.
func (b *Board) Clone() *Board {
	c := &Board{Shape: b.Shape, digits: make([]sudoku.Digit, len(b.digits)), cands: make([]sudoku.Set, len(b.cands))}
	copy(c.digits, b.digits)
	copy(c.cands, b.cands)
	c.given = b.given
	c.rules, c.extraPeers = b.rules, b.extraPeers
	return c
}

// copyFrom makes b equal to o, reusing b's storage.
func (b *Board) copyFrom(o *Board) {
	b.Shape = o.Shape
	b.digits = append(b.digits[:0], o.digits...)
	b.cands = append(b.cands[:0], o.cands...)
	b.given = o.given
	b.rules, b.extraPeers = o.rules, o.extraPeers
	b.dirty()
}

// dirty records that the board changed otherwise than by Place and
// Eliminate: the places of the digits and the empty cells of the houses
// are counted again when next asked for.
func (b *Board) dirty() { b.posOK, b.emptyOK = false, false }

// MarkGivens records which digits of the board are the puzzle's givens:
// those of givens, a grid of the board's shape whose every digit the board
// holds. Every other digit of the board, and every digit placed later, was
// placed by a solver. Only a board that knows its givens finds avoidable
// rectangles, which rest on digits that are not givens.
func (b *Board) MarkGivens(givens sudoku.Grid) error {
	if givens.Shape != b.Shape {
		return fmt.Errorf("human: givens of a %s grid for a %s board", givens.Shape, b.Shape)
	}
	given := make([]bool, len(b.digits))
	for c, d := range givens.Cells {
		if d != 0 && b.digits[c] != d {
			return fmt.Errorf("human: the given %s of %s is not on the board", sudoku.Standard.Symbol(d, b.Shape.N), b.Shape.CellName(c))
		}
		given[c] = d != 0
	}
	b.given = given
	return nil
}

// NewPuzzleBoard returns the board of puzzle g with its digits marked as
// the givens (MarkGivens): the board a solver of the whole puzzle starts
// from, on which avoidable rectangles are found.
func NewPuzzleBoard(g sudoku.Grid) (*Board, error) {
	b, err := NewBoard(g)
	if err != nil {
		return nil, err
	}
	if err := b.MarkGivens(g); err != nil {
		return nil, err
	}
	return b, nil
}

// KnowsGivens reports whether the board knows which of its digits are
// givens (MarkGivens).
func (b *Board) KnowsGivens() bool { return b.given != nil }

// placedDigit reports whether cell holds a digit placed by a solver, not a
// given: never on a board that does not know its givens.
func (b *Board) placedDigit(cell int) bool {
	return b.given != nil && b.digits[cell] != 0 && !b.given[cell]
}

// Equal reports whether b and o hold the same digits and candidates.
func (b *Board) Equal(o *Board) bool {
	if b.Shape != o.Shape {
		return false
	}
	for i := range b.digits {
		if b.digits[i] != o.digits[i] || b.cands[i] != o.cands[i] {
			return false
		}
	}
	return true
}

// Digit returns the digit of cell, 0 when it is empty.
func (b *Board) Digit(cell int) sudoku.Digit { return b.digits[cell] }

// Candidates returns the candidates of an empty cell (0 for a filled one).
func (b *Board) Candidates(cell int) sudoku.Set { return b.cands[cell] }

// Has reports whether d is a candidate of cell.
func (b *Board) Has(cell int, d sudoku.Digit) bool { return b.cands[cell].Has(d) }

// Place puts d in cell and removes d from the candidates of its peers (and
// of its variant peers, on a board with rules).
func (b *Board) Place(cell int, d sudoku.Digit) {
	if b.emptyOK && b.digits[cell] == 0 {
		for _, h := range b.Shape.HousesOf(cell) {
			b.empty[h]--
		}
	}
	b.digits[cell] = d
	if b.posOK {
		for set := b.cands[cell]; set != 0; set &= set - 1 {
			b.unplace(cell, set.First())
		}
	}
	b.cands[cell] = 0
	bit := sudoku.Bit(d)
	for _, p := range b.Shape.Peers(cell) {
		if b.posOK && b.cands[p]&bit != 0 {
			b.unplace(p, d)
		}
		b.cands[p] &^= bit
	}
	if b.extraPeers != nil {
		for _, p := range b.extraPeers[cell] {
			b.Eliminate(p, d)
		}
	}
}

// houseIndex returns the index of cell in its row, its column and its box
// (the houses of sh.HousesOf), whose cells are listed in reading order.
func houseIndex(sh *sudoku.Shape, cell int) [3]int { return sh.IndexInHouses(cell) }

// unplace removes cell from the places of d in its houses (pos).
func (b *Board) unplace(cell int, d sudoku.Digit) {
	sh := b.Shape
	at := houseIndex(sh, cell)
	for k, h := range sh.HousesOf(cell) {
		b.pos[h*sh.N+int(d)-1] &^= 1 << at[k]
	}
}

// Eliminate removes candidate d from cell and reports whether it was there.
func (b *Board) Eliminate(cell int, d sudoku.Digit) bool {
	if !b.cands[cell].Has(d) {
		return false
	}
	b.cands[cell] = b.cands[cell].Remove(d)
	if b.posOK {
		b.unplace(cell, d)
	}
	return true
}

// SetCandidates replaces the candidates of an empty cell; it is how a
// pencil-mark grid is loaded.
func (b *Board) SetCandidates(cell int, s sudoku.Set) {
	if b.digits[cell] == 0 {
		b.cands[cell] = s & b.Shape.AllDigits()
		b.dirty()
	}
}

// Apply makes the placements and eliminations of step s.
func (b *Board) Apply(s Step) {
	for _, p := range s.Placements {
		if b.digits[p.Cell] == 0 {
			b.Place(p.Cell, p.Digit)
		}
	}
	for _, e := range s.Eliminations {
		b.Eliminate(e.Cell, e.Digit)
	}
}

// Grid returns the digits of the board as a grid.
func (b *Board) Grid() sudoku.Grid {
	g := sudoku.NewGrid(b.Shape)
	copy(g.Cells, b.digits)
	return g
}

// Empty returns the number of empty cells.
func (b *Board) Empty() int {
	n := 0
	for _, d := range b.digits {
		if d == 0 {
			n++
		}
	}
	return n
}

// Solved reports whether every cell is filled.
func (b *Board) Solved() bool {
	for _, d := range b.digits {
		if d == 0 {
			return false
		}
	}
	return true
}

// emptyIn returns the number of empty cells of house h.
func (b *Board) emptyIn(h int) int {
	if !b.emptyOK {
		sh := b.Shape
		b.empty = grow(b.empty, sh.Houses())
		clear(b.empty)
		for c, d := range b.digits {
			if d == 0 {
				for _, h := range sh.HousesOf(c) {
					b.empty[h]++
				}
			}
		}
		b.emptyOK = true
	}
	return int(b.empty[h])
}

// where returns the positions of candidate d in house h: bit i is set when
// the i-th cell of the house (in reading order) has d as a candidate.
func (b *Board) where(h int, d sudoku.Digit) uint64 {
	if !b.posOK {
		b.setPos()
	}
	return b.pos[h*b.Shape.N+int(d)-1]
}

// setPos computes pos from cands.
func (b *Board) setPos() {
	sh := b.Shape
	b.pos = grow(b.pos, sh.Houses()*sh.N)
	clear(b.pos)
	for h := range sh.Houses() {
		pos := b.pos[h*sh.N : (h+1)*sh.N]
		for i, c := range sh.House(h) {
			for set := b.cands[c]; set != 0; set &= set - 1 {
				pos[set.First()-1] |= 1 << i
			}
		}
	}
	b.posOK = true
}

// pair returns the two places of candidate d in house h, in house order,
// when it has exactly two (a strong link); ok is false otherwise.
func (b *Board) pair(h int, d sudoku.Digit) (x, y int, ok bool) {
	m := b.where(h, d)
	if bits.OnesCount64(m) != 2 {
		return -1, -1, false
	}
	cells := b.Shape.House(h)
	return cells[bits.TrailingZeros64(m)], cells[63-bits.LeadingZeros64(m)], true
}

// count returns how many cells of house h have candidate d.
func (b *Board) count(h int, d sudoku.Digit) int { return bits.OnesCount64(b.where(h, d)) }

// placed reports whether d is already the digit of some cell of house h.
func (b *Board) placed(h int, d sudoku.Digit) bool {
	for _, c := range b.Shape.House(h) {
		if b.digits[c] == d {
			return true
		}
	}
	return false
}

// Check reports ErrContradiction (wrapped, with the place) when an empty
// cell has no candidate, two cells of a house can only hold the same digit,
// or a digit can go nowhere in a house, and nil otherwise.
func (b *Board) Check() error {
	s := b.Shape
	for c, d := range b.digits {
		if d == 0 && b.cands[c] == 0 {
			return fmt.Errorf("%w: %s has no candidate", ErrContradiction, s.CellName(c))
		}
	}
	for h := 0; h < s.Houses(); h++ {
		var singles sudoku.Set
		for _, c := range s.House(h) {
			if d, ok := b.cands[c].Single(); ok && b.digits[c] == 0 {
				if singles.Has(d) {
					return fmt.Errorf("%w: two cells of %s can only be %d", ErrContradiction, s.HouseName(h), d)
				}
				singles = singles.Add(d)
			}
		}
		for d := sudoku.Digit(1); int(d) <= s.N; d++ {
			if b.where(h, d) == 0 && !b.placed(h, d) {
				return fmt.Errorf("%w: %d has no place in %s", ErrContradiction, d, s.HouseName(h))
			}
		}
	}
	return nil
}

// Text writes the pencil-mark grid: every filled cell shows its digit, every
// empty cell its candidates, columns aligned to their widest cell and boxes
// separated by rules, as players draw it on paper:
//
//	+------------+----------+------------+
//	| 59  35  59 | 134 2  7 | 345  36  8 |
//	| 589 235 1  | 348 89 6 | 2345 236 7 |
//	...
//
// A cell left without candidates (a contradiction) shows a dot. When no
// cell has two candidates or more, the text is also a puzzle sudoku.Parse
// reads.
// Digits above 9 are written as letters (A = 10), as sudoku.Standard does.
func (b *Board) Text() string {
	s := b.Shape
	n := s.N
	text := make([]string, s.Cells)
	width := make([]int, n)
	for c := range text {
		if d := b.digits[c]; d != 0 {
			text[c] = sudoku.Standard.Symbol(d, n)
		} else {
			var sb strings.Builder
			for set := b.cands[c]; set != 0; set &= set - 1 {
				sb.WriteString(sudoku.Standard.Symbol(set.First(), n))
			}
			text[c] = sb.String()
			if text[c] == "" {
				text[c] = "." // no candidate left: a contradiction
			}
		}
		width[c%n] = max(width[c%n], len(text[c]))
	}
	// A jigsaw's regions cannot be drawn with lines between bands and
	// stacks: its grid has none inside.
	br, bc := s.BoxRows, s.BoxCols
	if s.IsJigsaw() {
		br, bc = n, n
	}
	rule := func(corner, fill byte) string {
		var sb strings.Builder
		for col := 0; col < n; col++ {
			if col%bc == 0 {
				sb.WriteByte(corner)
				sb.WriteByte(fill)
			}
			sb.WriteString(strings.Repeat(string(fill), width[col]+1))
		}
		sb.WriteByte(corner)
		sb.WriteByte('\n')
		return sb.String()
	}
	line := rule('+', '-')
	var out strings.Builder
	out.WriteString(line)
	for r := 0; r < n; r++ {
		if r > 0 && r%br == 0 {
			out.WriteString(line)
		}
		for col := 0; col < n; col++ {
			if col%bc == 0 {
				out.WriteString("| ")
			}
			t := text[r*n+col]
			out.WriteString(t)
			out.WriteString(strings.Repeat(" ", width[col]-len(t)+1))
		}
		out.WriteString("|\n")
	}
	out.WriteString(line)
	return out.String()
}

// ParseBoard reads a pencil-mark grid such as Text writes (or HoDoKu and
// Sudoku Explainer print): N*N whitespace-separated cells, each the digits
// of a filled cell's value (one symbol) or of an empty cell's candidates;
// rule characters (| + - : ' = and lines of them) between cells are
// ignored; a lone dot is an empty cell with no candidate left. A cell of
// one symbol is taken as filled. It also accepts a plain puzzle, in any
// form sudoku.Parse reads.
func ParseBoard(text string) (*Board, error) {
	s, sets, err := parseMarks(text)
	if err != nil {
		g, perr := sudoku.Parse(text, sudoku.Options{})
		if perr != nil {
			return nil, perr
		}
		return NewBoard(g)
	}
	g := sudoku.NewGrid(s)
	for i, set := range sets {
		if d, ok := set.Single(); ok {
			g.Cells[i] = d
		}
	}
	b, err := NewBoard(g)
	if err != nil {
		return nil, err
	}
	// An empty cell without candidates stays so (the board has no
	// solution; Check says where).
	for i, set := range sets {
		if b.digits[i] == 0 {
			b.cands[i] &= set
		}
	}
	b.dirty()
	return b, nil
}

// parseMarks reads the cells of a pencil-mark grid as candidate sets. It
// fails when the text is not one (not N*N cells, or no cell of several
// candidates: then it is a plain puzzle).
func parseMarks(text string) (*sudoku.Shape, []sudoku.Set, error) {
	fields := strings.FieldsFunc(text, func(r rune) bool {
		return r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '|' || r == '+' || r == '\'' || r == ':' || r == '='
	})
	var cells []string
	multi := false
	for _, f := range fields {
		if strings.Trim(f, "-.") == "" && len(f) > 1 || f == "-" {
			continue // a rule
		}
		cells = append(cells, f)
		if len(f) > 1 {
			multi = true
		}
	}
	// A single dot is an empty cell without candidates.
	s, err := sudoku.ShapeForCells(len(cells))
	if err != nil || !multi {
		return nil, nil, fmt.Errorf("human: not a grid of candidates")
	}
	sets := make([]sudoku.Set, s.Cells)
	for i, c := range cells {
		if c == "." {
			continue
		}
		for _, r := range c {
			d := symbolDigit(r, s.N)
			if d == 0 {
				return nil, nil, fmt.Errorf("human: cell %s: %q is not a digit of a %dx%d grid", s.CellName(i), c, s.N, s.N)
			}
			sets[i] = sets[i].Add(d)
		}
	}
	return s, sets, nil
}

// symbolDigit returns the digit of symbol r in the Standard alphabet on a
// grid of n digits, or 0.
func symbolDigit(r rune, n int) sudoku.Digit {
	var d int
	switch {
	case r >= '1' && r <= '9':
		d = int(r - '0')
	case r >= 'A' && r <= 'Z':
		d = int(r-'A') + 10
	case r >= 'a' && r <= 'z':
		d = int(r-'a') + 36
	}
	if d < 1 || d > n {
		return 0
	}
	return sudoku.Digit(d)
}
