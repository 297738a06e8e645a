package human

import (
	"math/bits"
	"slices"

	"github.com/nanpure/nanpure/sudoku"
)

// Dual single-digit patterns (HoDoKu's 0404 and 0405): two 2-string kites,
// or two empty rectangles, that share their box part, given as one step
// with the eliminations of both.
//
//	dual 2-string kite: a row and a column where the digit has two places
//	each, one place of each in one box (the box cells), make a kite: one
//	of the two far ends holds the digit, so the cell seeing both (in the
//	row of one and the column of the other) loses it. Two kites with the
//	same two box cells (the second's row through the first's column cell
//	and the other way round) and different eliminations are a dual.
//
//	dual empty rectangle: a box whose places of the digit lie in one row
//	and one column of it (an empty rectangle: the digit is in that row or
//	that column of the box), and a strong link of the digit (a column, or
//	a row, with two places) with one end in the rectangle's row (column)
//	outside the box: the other end, or the rectangle's column (row), holds
//	the digit, so the cell where they cross loses it. Two such with the
//	same box and different eliminations are a dual.
//
// The patterns are found as HoDoKu finds them (every row of a box with
// every column of it for the rectangles, each strong link once), so that
// the duals are HoDoKu's; a rectangle needs a row or a column of the box
// with two places of the digit unless the profile takes boxes of two
// places for empty rectangles too (erTwo).

// The dual patterns.
var (
	DualTwoStringKite  = register(techniqueDef{key: "dual-two-string-kite", difficulty: 4.1, hodoku: "0404", nudge: nudgeDigit})
	DualEmptyRectangle = register(techniqueDef{key: "dual-empty-rectangle", difficulty: 4.2, hodoku: "0405", nudge: nudgeDigit})
)

var _ = addFinder("dual-kites", (*searcher).dualPatterns, DualTwoStringKite, DualEmptyRectangle)

var _ = addExplainer(words.dualPattern, DualTwoStringKite, DualEmptyRectangle)

// A sdPattern is one kite or empty rectangle: its chain as the
// single-digit steps hold it (start, bridge, bridge, end, the rectangle's
// heart twice), the houses of its two links, the box it shares with its
// dual (for a kite, the pair of box cells), and its one elimination.
type sdPattern struct {
	cells  [4]int
	houses [2]int
	box    int
	shared [2]int // a kite's box cells (sorted), or the box twice
	elim   Candidate
}

// dualPatterns finds the dual kites (of one digit or two: HoDoKu pairs
// kites by their box cells only), then the dual empty rectangles, digit by
// digit.
func (s *searcher) dualPatterns() bool {
	sh := s.b.Shape
	var kites []sdPattern
	for d := sudoku.Digit(1); int(d) <= sh.N; d++ {
		kites = append(kites, s.kites(d)...)
	}
	if s.duals(DualTwoStringKite, kites) {
		return true
	}
	for d := sudoku.Digit(1); int(d) <= sh.N; d++ {
		if s.duals(DualEmptyRectangle, s.emptyRectangles(d)) {
			return true
		}
	}
	return false
}

// duals passes the duals among the patterns ps: pairs with the same shared
// part and different eliminations.
func (s *searcher) duals(t Technique, ps []sdPattern) bool {
	for i, p := range ps {
		for _, q := range ps[i+1:] {
			if p.shared != q.shared || p.elim == q.elim {
				continue
			}
			dp, dq := sudoku.Bit(p.elim.Digit), sudoku.Bit(q.elim.Digit)
			st := Step{Technique: t, Digits: dp | dq,
				Cells:        append(p.cells[:], q.cells[:]...),
				Houses:       []int{p.houses[0], p.houses[1], q.houses[0], q.houses[1]},
				Cover:        []int{p.box},
				Groups:       [][]int{p.cells[:], q.cells[:]},
				GroupDigits:  []sudoku.Set{dp, dq},
				Eliminations: []Candidate{p.elim, q.elim}}
			if s.found(st) {
				return true
			}
		}
	}
	return false
}

// twoPlaces returns the two places of digit d in house h.
func (s *searcher) twoPlaces(h int, d sudoku.Digit) (int, int, bool) {
	cells := s.b.Shape.House(h)
	m := s.b.where(h, d)
	if bits.OnesCount64(m) != 2 {
		return 0, 0, false
	}
	a := cells[bits.TrailingZeros64(m)]
	m &= m - 1
	return a, cells[bits.TrailingZeros64(m)], true
}

// kites lists the 2-string kites of digit d: each row with two places
// against each column with two places, joined by a box.
func (s *searcher) kites(d sudoku.Digit) []sdPattern {
	b := s.b
	sh := b.Shape
	var out []sdPattern
	for r := 0; r < sh.N; r++ {
		r0, r1, ok := s.twoPlaces(r, d)
		if !ok {
			continue
		}
		for c := sh.N; c < 2*sh.N; c++ {
			c0, c1, ok := s.twoPlaces(c, d)
			if !ok {
				continue
			}
			// The first of the four ways round whose ends share a box.
			var rb, rf, cb, cf int
			switch {
			case sh.Box(r0) == sh.Box(c0):
				rb, rf, cb, cf = r0, r1, c0, c1
			case sh.Box(r0) == sh.Box(c1):
				rb, rf, cb, cf = r0, r1, c1, c0
			case sh.Box(r1) == sh.Box(c0):
				rb, rf, cb, cf = r1, r0, c0, c1
			case sh.Box(r1) == sh.Box(c1):
				rb, rf, cb, cf = r1, r0, c1, c0
			default:
				continue
			}
			if rb == cb || rb == cf || rf == cb || rf == cf {
				continue
			}
			x := sh.Cell(sh.Row(cf), sh.Col(rf))
			if b.digits[x] != 0 || !b.cands[x].Has(d) {
				continue
			}
			shared := [2]int{min(rb, cb), max(rb, cb)}
			out = append(out, sdPattern{cells: [4]int{rf, rb, cb, cf}, houses: [2]int{r, c},
				box: 2*sh.N + sh.Box(rb), shared: shared, elim: Candidate{x, d}})
		}
	}
	return out
}

// emptyRectangles lists the empty rectangles of digit d with their strong
// links, box by box, each row of the box with each column of it, the
// links through the row first.
func (s *searcher) emptyRectangles(d sudoku.Digit) []sdPattern {
	b := s.b
	sh := b.Shape
	if sh.IsJigsaw() { // see linkOf
		return nil
	}
	var out []sdPattern
	for box := 0; box < sh.N; box++ {
		bh := 2*sh.N + box
		places := sh.House(bh)
		m := b.where(bh, d)
		if bits.OnesCount64(m) < 2 {
			continue
		}
		// The rows and the columns the box spans, in order (a jigsaw's
		// region may span more than a box's).
		var rows, cols []int
		for _, c := range places {
			rows, cols = append(rows, sh.Row(c)), append(cols, sh.Col(c))
		}
		slices.Sort(rows)
		slices.Sort(cols)
		rows, cols = slices.Compact(rows), slices.Compact(cols)
		for _, row := range rows {
			for _, col := range cols {
				inRow, inCol, off := 0, 0, 0
				for x := m; x != 0; x &= x - 1 {
					c := places[bits.TrailingZeros64(x)]
					switch {
					case sh.Row(c) == row && sh.Col(c) == col:
						inRow++
						inCol++
					case sh.Row(c) == row:
						inRow++
					case sh.Col(c) == col:
						inCol++
					default:
						off++
					}
				}
				heart := sh.Cell(row, col)
				crossing := 0
				if b.digits[heart] == 0 && b.cands[heart].Has(d) {
					crossing = 1
				}
				if off > 0 || inRow == crossing || inCol == crossing {
					continue
				}
				if inRow < 2 && inCol < 2 && !s.erTwo {
					continue
				}
				out = s.erLinks(out, d, box, heart, row, sh.N+col, false)
				out = s.erLinks(out, d, box, heart, sh.N+col, row, true)
			}
		}
	}
	return out
}

// erLinks adds the empty rectangle of box (its heart at the crossing of
// houses line and cross) with each strong link from a place of d in line
// outside the box: along a column from the row line, or along a row from
// the column line (byRow). The elimination is where the link's other end's
// line meets cross.
func (s *searcher) erLinks(out []sdPattern, d sudoku.Digit, box, heart, line, cross int, byRow bool) []sdPattern {
	b := s.b
	sh := b.Shape
	for _, c := range sh.House(line) {
		if sh.Box(c) == box || b.digits[c] != 0 || !b.cands[c].Has(d) {
			continue
		}
		link := sh.N + sh.Col(c) // the column through c
		if byRow {
			link = sh.Row(c)
		}
		x, y, ok := s.twoPlaces(link, d)
		if !ok {
			continue
		}
		end := x
		if end == c {
			end = y
		}
		far := sh.Row(end) // the end's row meets the cross column
		if byRow {
			far = sh.N + sh.Col(end)
		}
		for _, e := range sh.House(far) {
			if sh.Box(e) == box || b.digits[e] != 0 || !b.cands[e].Has(d) || !inHouse(sh, e, cross) {
				continue
			}
			out = append(out, sdPattern{cells: [4]int{end, c, heart, heart}, houses: [2]int{link, 2*sh.N + box},
				box: 2*sh.N + box, shared: [2]int{box, box}, elim: Candidate{e, d}})
			break
		}
	}
	return out
}

// dualPattern explains a dual: the two patterns, as single-digit chains,
// and what they share.
func (w words) dualPattern(s Step) string {
	if len(s.Cells) != 8 || len(s.Houses) != 4 || len(s.Cover) == 0 || len(s.GroupDigits) != 2 {
		return ""
	}
	half := func(i int) string {
		return w.singleDigit(Step{Digits: s.GroupDigits[i], Cells: s.Cells[4*i : 4*i+4], Houses: s.Houses[2*i : 2*i+2]})
	}
	return w.say("dual-pattern", "digit", w.digits(s.Digits), "house", w.house(s.Cover[0]), "first", half(0), "second", half(1))
}
