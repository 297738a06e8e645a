package variant

import (
	"fmt"
	"slices"

	"github.com/nanpure/nanpure/sudoku"
)

// A Quad (a quadruple) is a clue on the corner where four cells meet: each
// of its digits is in one of the four cells, a digit written twice in two
// of them (the two cells of a diagonal, which share no house).
type Quad struct {
	Cells  []int          // the four cells, in the grid's order
	Digits []sudoku.Digit // sorted, a digit repeated as often as written
}

func (q Quad) Kind() string { return "Quad" }

// quadCells returns the four cells of the 2x2 square whose top-left cell is
// c, in the grid's order, or nil when c is on the last row or column.
func quadCells(s *sudoku.Shape, c int) []int {
	if c < 0 || c >= s.Cells || s.Row(c) == s.N-1 || s.Col(c) == s.N-1 {
		return nil
	}
	return []int{c, c + 1, c + s.N, c + s.N + 1}
}

func (q Quad) add(m *model) error {
	if err := checkCells(m.shape, q.Kind(), q.Cells); err != nil {
		return err
	}
	if !slices.Equal(q.Cells, quadCells(m.shape, q.Cells[0])) {
		return fmt.Errorf("variant: a quadruple on %d cells that are not a 2x2 square", len(q.Cells))
	}
	if len(q.Digits) == 0 || len(q.Digits) > 4 {
		return fmt.Errorf("variant: a quadruple of %d digits, want 1 to 4", len(q.Digits))
	}
	return addContains(m, "a quadruple's digit %d", q.Cells, q.Digits)
}

func (q Quad) holds(g sudoku.Grid) bool { return contains(g, q.Cells, q.Digits) }

// A Contains is ISS's ContainAtLeast: each of its digits is in one of its
// cells, a digit written twice in two of them; with Exact (ContainExact),
// each of its digits is in as many of its cells as written, no more.
type Contains struct {
	Cells  []int
	Digits []sudoku.Digit // sorted, a digit repeated as often as written
	Exact  bool
}

func (k Contains) Kind() string {
	if k.Exact {
		return "ContainExact"
	}
	return "ContainAtLeast"
}

func (k Contains) add(m *model) error {
	if err := checkCells(m.shape, k.Kind(), k.Cells); err != nil {
		return err
	}
	if len(k.Digits) == 0 || len(k.Digits) > len(k.Cells) {
		return fmt.Errorf("variant: %d digits to contain in %d cells", len(k.Digits), len(k.Cells))
	}
	if err := addContains(m, "the digit %d to contain", k.Cells, k.Digits); err != nil || !k.Exact {
		return err
	}
	for i, d := range k.Digits {
		if i == 0 || d != k.Digits[i-1] {
			m.rules = append(m.rules, &atMostRule{group: k.Cells, digit: d, most: count(k.Digits, d)})
		}
	}
	return nil
}

// count is how often d is in ds.
func count(ds []sudoku.Digit, d sudoku.Digit) int {
	n := 0
	for _, x := range ds {
		if x == d {
			n++
		}
	}
	return n
}

// An atMostRule keeps a digit in at most most of its cells: once that many
// hold it, the others cannot.
type atMostRule struct {
	group []int
	digit sudoku.Digit
	most  int
}

func (r *atMostRule) cells() []int { return r.group }

func (r *atMostRule) prune(cand []sudoku.Set) bool {
	bit := sudoku.Bit(r.digit)
	placed := 0
	for _, c := range r.group {
		if cand[c] == bit {
			placed++
		}
	}
	if placed > r.most {
		return false
	}
	if placed < r.most {
		return true
	}
	for _, c := range r.group {
		if cand[c] != bit {
			if cand[c] &^= bit; cand[c] == 0 {
				return false
			}
		}
	}
	return true
}

// addContains adds the rule that cells hold the digits need, each a digit
// of m's grid (digit names one in the words of its error).
func addContains(m *model, digit string, cells []int, need []sudoku.Digit) error {
	for _, d := range need {
		if d < 1 || int(d) > m.shape.N {
			return fmt.Errorf("variant: "+digit+" is not a digit 1-%d", d, m.shape.N)
		}
	}
	sets := make([]sudoku.Set, len(need))
	for i, d := range need {
		sets[i] = sudoku.Bit(d)
	}
	m.rules = append(m.rules, newContainsRule(cells, sets))
	return nil
}

func (k Contains) holds(g sudoku.Grid) bool {
	if !contains(g, k.Cells, k.Digits) {
		return false
	}
	if k.Exact {
		have := digitList(g, k.Cells)
		for _, d := range k.Digits {
			if count(have, d) != count(k.Digits, d) {
				return false
			}
		}
	}
	return true
}

// digitList is the digits of cells in g, in order.
func digitList(g sudoku.Grid, cells []int) []sudoku.Digit {
	ds := make([]sudoku.Digit, len(cells))
	for i, c := range cells {
		ds[i] = g.Cells[c]
	}
	return ds
}

// contains reports whether the digits of cells in g hold every digit of
// need, as often.
func contains(g sudoku.Grid, cells []int, need []sudoku.Digit) bool {
	have := make([]sudoku.Digit, 0, len(cells))
	for _, c := range cells {
		have = append(have, g.Cells[c])
	}
	for _, d := range need {
		i := slices.Index(have, d)
		if i < 0 {
			return false
		}
		have = slices.Delete(have, i, i+1)
	}
	return true
}

// containsRule says that its cells hold a digit of each set of need, each
// in a cell of its own: a quadruple's digits (or ContainAtLeast's), each a
// set of one, or the classes of digits every 2x2 square holds (global.go).
// It keeps a candidate of a cell only when the other cells can still hold
// what it leaves (all of need, or all but a set it is in): a small
// matching of the sets to the cells. The houses the cells share are left
// to the rest of the model.
type containsRule struct {
	group []int
	need  []sudoku.Set
	// The scratch of a prune: what each cell keeps, and the matching's
	// set of need each cell takes (-1: none) and cells seen.
	keep  []sudoku.Set
	owner []int
	seen  []bool
}

func newContainsRule(group []int, need []sudoku.Set) *containsRule {
	n := len(group)
	return &containsRule{group: group, need: need, keep: make([]sudoku.Set, n), owner: make([]int, n), seen: make([]bool, n)}
}

func (r *containsRule) cells() []int { return r.group }

func (r *containsRule) prune(cand []sudoku.Set) bool {
	keep := r.keep
	clear(keep)
	for i, c := range r.group {
	digits:
		for s := cand[c]; s != 0; s &= s - 1 {
			bit := s & -s
			needed := false // whether bit is in a set of need: the others' matching without it is all to ask
			for j, set := range r.need {
				if set&bit == 0 {
					continue
				}
				needed = true
				if r.match(cand, i, j) {
					keep[i] |= bit
					continue digits
				}
			}
			if !needed && r.match(cand, i, -1) {
				keep[i] |= bit
			}
		}
	}
	for i, c := range r.group {
		if cand[c] = keep[i]; keep[i] == 0 {
			return false
		}
	}
	return true
}

// match reports whether the sets of need but set skipSet (-1: none) can go
// one to a cell among the cells other than cell skipCell, each in a cell
// that has a digit of it as a candidate: a bipartite matching, grown one
// set at a time by augmenting paths.
func (r *containsRule) match(cand []sudoku.Set, skipCell, skipSet int) bool {
	for i := range r.owner {
		r.owner[i] = -1
	}
	for j := range r.need {
		if j == skipSet {
			continue
		}
		clear(r.seen)
		if !r.place(cand, j, skipCell) {
			return false
		}
	}
	return true
}

// place finds set j a cell, moving the sets of cells it takes along
// augmenting paths.
func (r *containsRule) place(cand []sudoku.Set, j, skipCell int) bool {
	for i, c := range r.group {
		if i == skipCell || r.seen[i] || cand[c]&r.need[j] == 0 {
			continue
		}
		r.seen[i] = true
		if r.owner[i] < 0 || r.place(cand, r.owner[i], skipCell) {
			r.owner[i] = j
			return true
		}
	}
	return false
}
