package human

import (
	"math/bits"

	"github.com/nanpure/nanpure/sudoku"
)

// Templates (HoDoKu's 1201 and 1202). A template of a digit is a way to
// place it once in every row, column and box; the templates of a digit on
// a board are those that hold every cell where it is placed and no cell
// where it is not a candidate. The digit's solution is one of them, so:
//
//	Template Set:    a cell in every template of the digit holds it;
//	Template Delete: a candidate in no template of the digit is false.
//
// As HoDoKu, the templates are refined first: a template of one digit that
// overlaps the cells where another digit is in every template (which that
// digit will fill) is impossible; removing it may fill more cells of its
// own digit, so the refinement repeats until nothing changes. Each digit is
// one step, placing or removing all it can.
//
// A digit of a 9x9 grid has at most 46,656 templates, found by a search
// row by row through its possible cells; the finder runs on grids of at
// most 9 digits, where the count stays that small (a 16x16 digit has
// billions), and gives up beyond templateLimit templates of a digit.

// The template techniques.
var (
	TemplateSet    = register(techniqueDef{key: "template-set", difficulty: 7.5, hodoku: "1201", nudge: nudgeDigit})
	TemplateDelete = register(techniqueDef{key: "template-delete", difficulty: 7.5, hodoku: "1202", nudge: nudgeDigit})
)

var _ = addFinder("templates", (*searcher).templates, TemplateSet, TemplateDelete)

var _ = addExplainer(words.template, TemplateSet, TemplateDelete)

const (
	// templateMaxDigits is the largest grid (in digits) templates are
	// searched on: its cells fit a templateBits.
	templateMaxDigits = 9
	// templateLimit bounds the templates of one digit (46,656 on 9x9).
	templateLimit = 50000
)

// templateBits is a set of cells of a grid of at most 128 cells (a
// template, or what templates share): cell c is bit c%64 of word c/64.
type templateBits [2]uint64

func (s templateBits) has(c int) bool                  { return s[c>>6]&(1<<(c&63)) != 0 }
func (s *templateBits) add(c int)                      { s[c>>6] |= 1 << (c & 63) }
func (s templateBits) and(t templateBits) templateBits { return templateBits{s[0] & t[0], s[1] & t[1]} }
func (s templateBits) or(t templateBits) templateBits  { return templateBits{s[0] | t[0], s[1] | t[1]} }
func (s templateBits) empty() bool                     { return s[0]|s[1] == 0 }

// cells lists the cells of s in order.
func (s templateBits) cells() []int {
	var out []int
	for w := range s {
		for m := s[w]; m != 0; m &= m - 1 {
			out = append(out, w*64+bits.TrailingZeros64(m))
		}
	}
	return out
}

// templates finds the template steps: for each digit in order a Template
// Set, then for each digit a Template Delete.
func (s *searcher) templates() bool {
	b := s.b
	sh := b.Shape
	if sh.N > templateMaxDigits {
		return false
	}
	n := sh.N
	all := make([][]templateBits, n+1)
	for d := sudoku.Digit(1); int(d) <= n; d++ {
		ts, ok := s.digitTemplates(d)
		if !ok || len(ts) == 0 {
			return false // stopped, too many, or a broken board
		}
		all[d] = ts
	}
	// Refine: sure[d] is the cells in every template of d.
	var full templateBits
	for c := 0; c < sh.Cells; c++ {
		full.add(c)
	}
	sure := make([]templateBits, n+1)
	some := make([]templateBits, n+1)
	for d := 1; d <= n; d++ {
		sure[d] = full
		for _, t := range all[d] {
			sure[d] = sure[d].and(t)
		}
	}
	for changed := true; changed; {
		changed = false
		for d := 1; d <= n; d++ {
			kept := all[d][:0]
			sure[d], some[d] = full, templateBits{}
			for _, t := range all[d] {
				ok := true
				for k := 1; k <= n; k++ {
					if k != d && !t.and(sure[k]).empty() {
						ok = false
						break
					}
				}
				if !ok {
					changed = true
					continue
				}
				kept = append(kept, t)
				sure[d], some[d] = sure[d].and(t), some[d].or(t)
			}
			all[d] = kept
			if len(kept) == 0 {
				return false // a broken board
			}
		}
		if s.stop() {
			return false
		}
	}
	var steps []Step
	for d := sudoku.Digit(1); int(d) <= n; d++ {
		var ps []Candidate
		for _, c := range sure[d].cells() {
			if b.digits[c] == 0 {
				ps = append(ps, Candidate{c, d})
			}
		}
		if len(ps) > 0 {
			steps = append(steps, templateStep(TemplateSet, d, ps, nil))
		}
	}
	for d := sudoku.Digit(1); int(d) <= n; d++ {
		var es []Candidate
		for c := 0; c < sh.Cells; c++ {
			if b.digits[c] == 0 && b.cands[c].Has(d) && !some[d].has(c) {
				es = append(es, Candidate{c, d})
			}
		}
		if len(es) > 0 {
			steps = append(steps, templateStep(TemplateDelete, d, nil, es))
		}
	}
	return s.foundFirst(len(steps), func(i int) Step { return steps[i] })
}

// templateStep is a template step on digit d.
func templateStep(t Technique, d sudoku.Digit, ps, es []Candidate) Step {
	st := Step{Technique: t, Digits: sudoku.Bit(d), Placements: ps, Eliminations: es}
	for _, p := range ps {
		st.Cells = append(st.Cells, p.Cell)
	}
	for _, e := range es {
		st.Cells = append(st.Cells, e.Cell)
	}
	return st
}

// digitTemplates lists the templates of digit d: row by row, a cell of the
// row that is d or has d as a candidate, in a column and a box not taken
// yet. It reports false when the search stops or passes templateLimit.
func (s *searcher) digitTemplates(d sudoku.Digit) ([]templateBits, bool) {
	b := s.b
	sh := b.Shape
	n := sh.N
	// rows[r] are the possible cells of d in row r: its cell if placed.
	rows := make([][]int, n)
	for r := 0; r < n; r++ {
		for _, c := range sh.House(r) {
			switch {
			case b.digits[c] == d:
				rows[r] = []int{c}
			case b.digits[c] == 0 && b.cands[c].Has(d):
				rows[r] = append(rows[r], c)
			}
		}
		if len(rows[r]) == 0 {
			return nil, true
		}
		if b.digits[rows[r][0]] == d {
			rows[r] = rows[r][:1]
		}
	}
	var out []templateBits
	var cols, boxes uint64
	var cur templateBits
	ok := true
	var place func(r int)
	place = func(r int) {
		if !ok {
			return
		}
		if r == n {
			if len(out) == templateLimit {
				ok = false
				return
			}
			out = append(out, cur)
			return
		}
		if s.stop() {
			ok = false
			return
		}
		for _, c := range rows[r] {
			col, box := uint64(1)<<sh.Col(c), uint64(1)<<sh.Box(c)
			if cols&col != 0 || boxes&box != 0 {
				continue
			}
			cols, boxes = cols|col, boxes|box
			saved := cur
			cur.add(c)
			place(r + 1)
			cur = saved
			cols, boxes = cols&^col, boxes&^box
		}
	}
	place(0)
	return out, ok
}

// template explains a template step: where the digit can be, in every way
// it fits the grid.
func (w words) template(s Step) string {
	key := "template-delete"
	if len(s.Placements) > 0 {
		key = "template-set"
	}
	return w.say(key, "digit", w.digits(s.Digits))
}
