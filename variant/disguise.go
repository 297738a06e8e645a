package variant

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/nanpure/nanpure/sudoku"
)

// A variant puzzle in disguise is the same puzzle turned or mirrored, its
// constraints moved with their cells, and, where no rule reads the digits'
// values, its digits relabeled. A classic puzzle has many more disguises
// (rows swapped within a band ...), but a variant is drawn: a row swap
// would break a thermometer's path, a knight's move, a diagonal, a dot
// between neighbours. So a variant's disguises are the 8 symmetries of the
// square (4 when its boxes are not square: a quarter turn makes 2x3 boxes
// 3x2), times the relabelings when its rules allow them.

// turn is one of the 8 symmetries of the square, cell by cell: t&4
// mirrors in the main diagonal first, then t&3 quarter turns clockwise.
func turn(s *sudoku.Shape, t int, c int) int {
	r, col := s.Row(c), s.Col(c)
	if t&4 != 0 {
		r, col = col, r
	}
	for range t & 3 {
		r, col = col, s.N-1-r
	}
	return s.Cell(r, col)
}

// turns are the symmetries of the square that keep p's houses houses:
// all 8 for square boxes or a jigsaw (whose regions move with their
// cells), the 4 that keep a box a box otherwise; none but the identity
// for a puzzle with an indexer, whose digits count rows, columns or boxes
// in their order, which a turn changes; those that keep every row for
// Dutch flatmates, which read up and down.
func (p *Puzzle) turns() []int {
	s := p.Givens.Shape
	upright := false // a rule reads up and down: only turns that keep every row
	for _, k := range p.Constraints {
		switch k.(type) {
		case Indexer:
			return []int{0}
		case DutchFlatmates:
			upright = true
		}
	}
	var ts []int
	for t := range 8 {
		keeps := true
		for c := 0; c < s.Cells && keeps && upright; c++ {
			keeps = s.Row(turn(s, t, c)) == s.Row(c)
		}
		for c := 0; c < s.Cells && keeps && p.Regions == nil; c++ {
			// Cells of one box stay in one box: the box's first cell tells.
			first := s.House(2*s.N + s.Box(c))[0]
			keeps = s.Box(turn(s, t, c)) == s.Box(turn(s, t, first))
		}
		if keeps {
			ts = append(ts, t)
		}
	}
	return ts
}

// relabels reports whether p's digits may be relabeled: every rule is a
// group of different digits or a rule of the whole grid that reads no
// digit's value (anti-knight, anti-king).
func (p *Puzzle) relabels() bool {
	for _, k := range p.Constraints {
		switch k.(type) {
		case Region, AntiKnight, AntiKing:
		default:
			return false
		}
	}
	return true
}

// disguise is p turned by t (turn) with its digits relabeled by label
// (label[d] is d's new digit; nil keeps them).
func (p *Puzzle) disguise(t int, label []sudoku.Digit) *Puzzle {
	s := p.Givens.Shape
	at := func(c int) int { return turn(s, t, c) }
	all := func(cells []int) []int {
		out := make([]int, len(cells))
		for i, c := range cells {
			out[i] = at(c)
		}
		return out
	}
	set := func(cells []int) []int { // a set of cells, in order
		out := all(cells)
		slices.Sort(out)
		return out
	}
	q := &Puzzle{Givens: sudoku.NewGrid(s)}
	for c, d := range p.Givens.Cells {
		if d != 0 && label != nil {
			d = label[d]
		}
		q.Givens.Cells[at(c)] = d
	}
	for _, r := range p.Regions {
		q.Regions = append(q.Regions, set(r))
	}
	slices.SortFunc(q.Regions, func(a, b []int) int { return a[0] - b[0] })
	for _, k := range p.Constraints {
		var m Constraint
		switch k := k.(type) {
		case Region:
			m = standardRegion(s, k.Name, set(k.Cells))
		case Cage:
			m = Cage{Sum: k.Sum, Cells: set(k.Cells)}
		case LittleKiller:
			m = LittleKiller{Sum: k.Sum, Cells: all(k.Cells)}
		case Sandwich:
			m = Sandwich{Sum: k.Sum, Cells: set(k.Cells)} // either way along its line
		case XSum:
			m = XSum{Sum: k.Sum, Cells: all(k.Cells)}
		case NumberedRoom:
			m = NumberedRoom{Digit: k.Digit, Cells: all(k.Cells)}
		case HiddenSkyscraper:
			m = HiddenSkyscraper{Digit: k.Digit, Cells: all(k.Cells)}
		case Skyscraper:
			m = Skyscraper{Count: k.Count, Cells: all(k.Cells)}
		case Thermo:
			m = Thermo{Cells: all(k.Cells), Slow: k.Slow}
		case Renban:
			m = Renban{Cells: all(k.Cells)}
		case Palindrome:
			m = Palindrome{Cells: all(k.Cells)}
		case Between:
			m = Between{Cells: all(k.Cells)}
		case Entropic:
			m = Entropic{Cells: all(k.Cells)}
		case Modular:
			m = Modular{Cells: all(k.Cells), Mod: k.Mod}
		case Zipper:
			m = Zipper{Cells: all(k.Cells)}
		case RegionSum:
			m = RegionSum{Cells: all(k.Cells)}
		case DoubleArrow:
			m = DoubleArrow{Cells: all(k.Cells)}
		case Lockout:
			m = Lockout{Cells: all(k.Cells), Diff: k.Diff}
		case Whisper:
			m = Whisper{Diff: k.Diff, Cells: all(k.Cells)}
		case Parity:
			m = Parity{Cells: set(k.Cells), Even: k.Even}
		case Arrow:
			m = Arrow{Bulb: all(k.Bulb), Line: all(k.Line)}
		case Kropki:
			a, b := at(k.A), at(k.B)
			m = Kropki{A: min(a, b), B: max(a, b), Black: k.Black, N: k.N}
		case XV:
			a, b := at(k.A), at(k.B)
			m = XV{A: min(a, b), B: max(a, b), Sum: k.Sum}
		case Candidates:
			m = Candidates{Cell: at(k.Cell), Digits: k.Digits}
		case Quad:
			m = Quad{Cells: set(k.Cells), Digits: k.Digits}
		case Contains:
			m = Contains{Cells: set(k.Cells), Digits: k.Digits, Exact: k.Exact}
		case Rellik:
			m = Rellik{Sum: k.Sum, Cells: set(k.Cells)}
		case Equality:
			m = Equality{Cells: set(k.Cells)}
		case CountingCircles:
			m = CountingCircles{Cells: set(k.Cells)}
		case ValueIndex:
			m = ValueIndex{all(k.Cells)}
		case SameValues:
			m = SameValues{Sets: k.Sets, Cells: all(k.Cells)}
		case SumLine:
			m = SumLine{Sum: k.Sum, Cells: all(k.Cells), Loop: k.Loop}
		case Lunchbox:
			m = Lunchbox{Sum: k.Sum, Cells: all(k.Cells)}
		case GreaterThan:
			m = GreaterThan{Cells: all(k.Cells)}
		case Sum:
			if k.Coeffs == nil {
				m = Sum{Cells: set(k.Cells), Total: k.Total}
				break
			}
			// Each coefficient stays with its cell, the cells in order.
			cells, coeffs := all(k.Cells), slices.Clone(k.Coeffs)
			order := make([]int, len(cells))
			for i := range order {
				order[i] = i
			}
			slices.SortFunc(order, func(a, b int) int { return cells[a] - cells[b] })
			sum := Sum{Total: k.Total}
			for _, i := range order {
				sum.Cells, sum.Coeffs = append(sum.Cells, cells[i]), append(sum.Coeffs, coeffs[i])
			}
			m = sum
		case Extremum:
			m = Extremum{Cell: at(k.Cell), Max: k.Max}
		case Clone:
			m = Clone{Cells: all(k.Cells), Clones: all(k.Clones)}
		case Indexer:
			m = Indexer{Cell: at(k.Cell), Of: k.Of, Digit: k.Digit} // turned by the identity only (turns)
		case Negative:
			marked := make([][2]int, len(k.Marked))
			for i, pr := range k.Marked {
				a, b := at(pr[0]), at(pr[1])
				marked[i] = [2]int{min(a, b), max(a, b)}
			}
			m = Negative{Of: k.Of, Marked: marked}
		default: // a rule of the whole grid: AntiKnight, AntiKing, NonConsecutive
			m = k
		}
		q.Constraints = append(q.Constraints, m)
	}
	return q
}

// Shuffle returns p in a random disguise drawn from rng: the same puzzle,
// its solutions turned and relabeled alike.
func (p *Puzzle) Shuffle(rng *rand.Rand) *Puzzle {
	ts := p.turns()
	var label []sudoku.Digit
	if p.relabels() {
		n := p.Givens.Shape.N
		label = make([]sudoku.Digit, n+1)
		for i, d := range rng.Perm(n) {
			label[i+1] = sudoku.Digit(d + 1)
		}
	}
	return p.disguise(ts[rng.IntN(len(ts))], label)
}

// Canonical returns the canonical disguise of p: of its disguises, the
// one whose givens, read row by row, come first, and then whose
// constraints do (each written as kind, number and cells, in a sorted
// list); its constraints come in that sorted order. Two variant puzzles
// are the same puzzle in disguise exactly when their canonical forms are
// equal. Where p's digits may be relabeled, each turn's digits are
// relabeled in the order they first appear, the least givens of that turn.
func (p *Puzzle) Canonical() *Puzzle {
	var best *Puzzle
	bestKey, relabel := "", p.relabels()
	for _, t := range p.turns() {
		q := p.disguise(t, nil)
		if relabel { // only the givens hold digits: relabel them in place
			label := firstAppearance(q.Givens)
			for c, d := range q.Givens.Cells {
				q.Givens.Cells[c] = label[d]
			}
		}
		key := q.sortConstraints()
		if best == nil || key < bestKey {
			best, bestKey = q, key
		}
	}
	return best
}

// firstAppearance relabels the digits of g in the order they first
// appear, row by row; the digits that do not appear follow in order.
func firstAppearance(g sudoku.Grid) []sudoku.Digit {
	n := g.Shape.N
	label := make([]sudoku.Digit, n+1) // label[0] stays 0: an empty cell
	next := sudoku.Digit(1)
	for _, d := range g.Cells {
		if d != 0 && label[d] == 0 {
			label[d], next = next, next+1
		}
	}
	for d := 1; d <= n; d++ {
		if label[d] == 0 {
			label[d], next = next, next+1
		}
	}
	return label
}

// sortConstraints puts q's constraints in the order of their descriptions
// and returns q's key: its givens, regions and those descriptions.
func (q *Puzzle) sortConstraints() string {
	desc := func(k Constraint) string {
		d := Describe(k)
		return fmt.Sprint(d.Kind, d.Value, d.Cells, d.Bulb, d.Digits, k)
	}
	slices.SortStableFunc(q.Constraints, func(a, b Constraint) int { return strings.Compare(desc(a), desc(b)) })
	var b strings.Builder
	b.WriteString(q.Givens.String())
	fmt.Fprint(&b, q.Regions)
	for _, k := range q.Constraints {
		b.WriteString("|" + desc(k))
	}
	return b.String()
}

// Text writes p as the Interactive Sudoku Solver's string, or where that
// format cannot say it, as f-puzzles JSON: the form in which the commands
// print a variant they made.
func (p *Puzzle) Text() (string, error) {
	if s, err := p.ISS(); err == nil {
		return s, nil
	}
	return p.FPuzzles()
}

// standardRegion is the region of name over cells (sorted) once turned:
// the diagonal, window or disjoint set it has become, in that region's own
// order, or a region of no name (f-puzzles' extra region) when it is no
// longer one of them (a window of a 6x6 Windoku turned half round).
func standardRegion(s *sudoku.Shape, name string, cells []int) Region {
	var standard []Region
	switch name {
	case "Diagonal":
		standard = []Region{Diagonal(s, false), Diagonal(s, true)}
	case "Windoku":
		standard = Windoku(s)
	case "DisjointSets":
		standard = DisjointSets(s)
	}
	for _, r := range standard {
		if sorted := slices.Sorted(slices.Values(r.Cells)); slices.Equal(sorted, cells) {
			return r
		}
	}
	return Region{Cells: cells}
}
