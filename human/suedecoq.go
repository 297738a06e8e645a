package human

import (
	"slices"
	"strconv"

	"github.com/nanpure/nanpure/sudoku"
)

// Sue de Coq (5.0, HoDoKu's 1101), in HoDoKu's full form. A is two or
// more empty cells where a line meets a box, holding n >= 2 digits more
// than cells (its digits V). B is a set of other empty cells of the line,
// C one of the box, disjoint from A and from each other (either may take
// cells of the intersection that A leaves out):
//
//   - B holds a digit of V, and C none of B's digits of V;
//   - B has k cells more than it has digits outside V (its extras), with
//     1 <= k < n, and C exactly n-k more than its extras.
//
// A and B lie in the line, A and C in the box, so a digit of V fills one
// of these cells at most, and an extra digit one cell of B and one of C
// at most. The cells are exactly as many as these places, so every digit
// fills all its places: the digits of V and B that C lacks lie in A or B
// and leave the rest of the line (its cells outside A and B); those of V
// and C that B lacks lie in A or C and leave the rest of the box (outside
// A and C); and an extra digit of both sets leaves the rest of both
// houses. The basic form is two cells with four digits and a bivalue cell
// on each side.
//
// The search is HoDoKu's, in its order, so that the HoDoKu profile takes
// HoDoKu's step: rows, then columns, each with every box it crosses; the
// subsets of A, then of B, then of C, each depth first ({a}, {a,b},
// {a,b,c}, {a,c}, {b} ...). One step gives all the eliminations of its
// sets, as HoDoKu's does. HoDoKu tries sets of any size (on 9x9, of up
// to seven cells), and so does the finder on grids of up to 9 digits; on
// bigger grids a set has up to sdcMost cells, which keeps the search
// polynomial. A set is grown no further once it has too many extra digits
// for any set of that bound to spare the cells the pattern asks of it.

// SueDeCoq is the Sue de Coq.
var SueDeCoq = register(techniqueDef{key: "sue-de-coq", difficulty: 5.0, hodoku: "1101", nudge: nudgeDigit})

var _ = addFinder("sue-de-coq", (*searcher).sueDeCoq, SueDeCoq)

var _ = addExplainer(words.sueDeCoq, SueDeCoq)

// sdcMost is the size of the biggest set B or C on grids of more than 9
// digits.
const sdcMost = 4

// sueDeCoq finds a Sue de Coq.
func (s *searcher) sueDeCoq() bool {
	n := s.b.Shape.N
	for line := 0; line < 2*n; line++ {
		for box := 2 * n; box < 3*n; box++ {
			if s.sueDeCoqAt(line, box) {
				return true
			}
		}
		if s.stop() {
			return false
		}
	}
	return false
}

// An sdc is the search of a Sue de Coq where a line meets a box: the
// houses' empty cells, and the sets A, B and C chosen so far with their
// digits.
type sdc struct {
	s                   *searcher
	line, box           int
	lineCells, boxCells []int
	sets                [3][]int
	digits              [3]sudoku.Set
	more                int // A's digits less its cells
	most                int // the cells of the biggest set B or C
}

// sueDeCoqAt looks for a Sue de Coq where line meets box.
func (s *searcher) sueDeCoqAt(line, box int) bool {
	b := s.b
	sh := b.Shape
	p := &sdc{s: s, line: line, box: box, most: sh.N}
	if sh.N > 9 {
		p.most = sdcMost
	}
	var inter []int
	for _, c := range sh.House(line) {
		if b.digits[c] == 0 {
			p.lineCells = append(p.lineCells, c)
			if inHouse(sh, c, box) {
				inter = append(inter, c)
			}
		}
	}
	if len(inter) < 2 {
		return false
	}
	for _, c := range sh.House(box) {
		if b.digits[c] == 0 {
			p.boxCells = append(p.boxCells, c)
		}
	}
	return p.subsets(inter, len(inter), func(a []int, v sudoku.Set) (bool, bool) {
		if len(a) < 2 || v.Len()-len(a) < 2 {
			return false, true
		}
		p.sets[0], p.digits[0], p.more = a, v, v.Len()-len(a)
		return p.lineSets(), true
	})
}

// lineSets tries the sets B of the line's other cells.
func (p *sdc) lineSets() bool {
	v := p.digits[0]
	var from []int
	for _, c := range p.lineCells {
		if !slices.Contains(p.sets[0], c) {
			from = append(from, c)
		}
	}
	// B must spare k >= need cells: C spares the other more-k, and no set
	// of p.most cells spares more than p.most.
	need := max(1, p.more-p.most)
	return p.subsets(from, p.most, func(set []int, d sudoku.Set) (bool, bool) {
		extra := (d &^ v).Len()
		if extra > p.most-need {
			return false, false
		}
		k := len(set) - extra
		if d&v == 0 || k < 1 || k >= p.more {
			return false, true
		}
		p.sets[1], p.digits[1] = set, d
		return p.boxSets(p.more - k), true
	})
}

// boxSets tries the sets C of the box's other cells that have want cells
// more than extra digits. A cell holding a digit of V that B holds is in
// none.
func (p *sdc) boxSets(want int) bool {
	v := p.digits[0]
	banned := p.digits[1] & v
	var from []int
	for _, c := range p.boxCells {
		if p.s.b.cands[c]&banned == 0 && !slices.Contains(p.sets[0], c) && !slices.Contains(p.sets[1], c) {
			from = append(from, c)
		}
	}
	return p.subsets(from, p.most, func(set []int, d sudoku.Set) (bool, bool) {
		extra := (d &^ v).Len()
		if extra > p.most-want {
			return false, false
		}
		if d&v == 0 || len(set)-extra != want {
			return false, true
		}
		p.sets[2], p.digits[2] = set, d
		return p.step(), true
	})
}

// subsets calls fn with the subsets of cells of up to most cells, depth
// first ({a}, {a,b}, {a,b,c}, {a,c}, {b} ...), with their candidates,
// until fn's first result is true; its second says whether the subsets
// that add cells to this one are worth trying. The subset passed is
// reused.
func (p *sdc) subsets(cells []int, most int, fn func(set []int, digits sudoku.Set) (found, deeper bool)) bool {
	set := make([]int, 0, most)
	var from func(i int, digits sudoku.Set) bool
	from = func(i int, digits sudoku.Set) bool {
		for ; i < len(cells); i++ {
			if p.s.stop() {
				return false
			}
			set = append(set, cells[i])
			d := digits | p.s.b.cands[cells[i]]
			found, deeper := fn(set, d)
			if found || deeper && len(set) < most && from(i+1, d) {
				return true
			}
			set = set[:len(set)-1]
		}
		return false
	}
	return from(0, 0)
}

// sdcDigits returns the digits that the sets of digits d (of A, B and C)
// place in the line and in the box: A's and B's that C lacks, and A's and
// C's that B lacks, with the extra digits of both sets in each.
func sdcDigits(d [3]sudoku.Set) (line, box sudoku.Set) {
	both := d[1] & d[2]
	return (d[0]|d[1])&^d[2] | both, (d[0]|d[2])&^d[1] | both
}

// step records the Sue de Coq of the sets chosen, if it removes anything.
func (p *sdc) step() bool {
	lineOut, boxOut := sdcDigits(p.digits)
	a, inB, inC := p.sets[0], p.sets[1], p.sets[2]
	var el []Candidate
	remove := func(c int, digits sudoku.Set) {
		for _, d := range (p.s.b.cands[c] & digits).Digits() {
			el = append(el, Candidate{c, d})
		}
	}
	// A cell of the intersection that A leaves out is met once, in the
	// line, and loses the digits of each house whose sets it is not in.
	sh := p.s.b.Shape
	for _, c := range p.lineCells {
		var out sudoku.Set
		if !slices.Contains(inB, c) {
			out = lineOut
		}
		if inHouse(sh, c, p.box) && !slices.Contains(inC, c) {
			out |= boxOut
		}
		if !slices.Contains(a, c) {
			remove(c, out)
		}
	}
	for _, c := range p.boxCells {
		if !inHouse(sh, c, p.line) && !slices.Contains(inC, c) {
			remove(c, boxOut)
		}
	}
	if len(el) == 0 {
		return false
	}
	st := Step{Technique: SueDeCoq, Digits: p.digits[0], Houses: []int{p.line, p.box}, Eliminations: el}
	for i, set := range p.sets {
		set = slices.Clone(set)
		st.Cells = append(st.Cells, set...)
		st.Groups = append(st.Groups, set)
		st.GroupDigits = append(st.GroupDigits, p.digits[i])
	}
	return p.s.found(st)
}

// sueDeCoq explains a Sue de Coq from its groups: A, B and C.
func (w words) sueDeCoq(s Step) string {
	if len(s.Groups) != 3 || len(s.GroupDigits) != 3 || len(s.Houses) != 2 {
		return ""
	}
	inLine, inBox := sdcDigits([3]sudoku.Set(s.GroupDigits))
	return w.say("sue-de-coq", "a", w.group(s, 0), "b", w.group(s, 1), "c", w.group(s, 2),
		"line", w.house(s.Houses[0]), "box", w.house(s.Houses[1]), "more", strconv.Itoa(s.GroupDigits[0].Len()-len(s.Groups[0])),
		"line-digits", w.digits(inLine), "box-digits", w.digits(inBox))
}
