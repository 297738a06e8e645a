package variant

import (
	"fmt"

	"github.com/nanpure/nanpure/sudoku"
)

// AntiTaxicab: a digit d is never d steps from another d, counting steps
// along rows and columns (ISS's AntiTaxicab: the taxicab distance).
type AntiTaxicab struct{}

func (AntiTaxicab) Kind() string { return "AntiTaxicab" }

func (AntiTaxicab) add(m *model) error {
	taxicabPairs(m.shape, func(a, b, dist int) {
		m.relate(a, b, func(x, y sudoku.Digit) bool { return x != y || int(x) != dist })
	})
	return nil
}

func (AntiTaxicab) holds(g sudoku.Grid) bool {
	ok := true
	taxicabPairs(g.Shape, func(a, b, dist int) { ok = ok && (g.Cells[a] != g.Cells[b] || int(g.Cells[a]) != dist) })
	return ok
}

// taxicabPairs calls f for every pair of cells of s in different rows and
// columns (those in one differ anyway) at most N steps apart, with the
// number of steps, each pair once.
func taxicabPairs(s *sudoku.Shape, f func(a, b, dist int)) {
	for a := range s.Cells {
		for b := a + 1; b < s.Cells; b++ {
			dr, dc := s.Row(b)-s.Row(a), s.Col(b)-s.Col(a)
			if dist := abs(dr) + abs(dc); dr != 0 && dc != 0 && dist <= s.N {
				f(a, b, dist)
			}
		}
	}
}

func abs(x int) int { return max(x, -x) }

// GlobalEntropy: every 2x2 square of cells holds a low digit (1-3), a
// middle one (4-6) and a high one (7-9); on 9x9 grids only.
type GlobalEntropy struct{}

// GlobalMod: every 2x2 square of cells holds a digit of each of 1-4-7,
// 2-5-8 and 3-6-9 (ISS's GlobalMod, modulo 3); on 9x9 grids only.
type GlobalMod struct{}

var (
	entropyClasses = []sudoku.Set{sudoku.SetOf(1, 2, 3), sudoku.SetOf(4, 5, 6), sudoku.SetOf(7, 8, 9)}
	modClasses     = []sudoku.Set{sudoku.SetOf(1, 4, 7), sudoku.SetOf(2, 5, 8), sudoku.SetOf(3, 6, 9)}
)

func (GlobalEntropy) Kind() string             { return "GlobalEntropy" }
func (k GlobalEntropy) add(m *model) error     { return addSquares(m, k.Kind(), entropyClasses) }
func (GlobalEntropy) holds(g sudoku.Grid) bool { return holdsSquares(g, entropyClasses) }

func (GlobalMod) Kind() string             { return "GlobalMod" }
func (k GlobalMod) add(m *model) error     { return addSquares(m, k.Kind(), modClasses) }
func (GlobalMod) holds(g sudoku.Grid) bool { return holdsSquares(g, modClasses) }

// addSquares adds, for every 2x2 square of cells, the rule that it holds
// a digit of each class.
func addSquares(m *model, kind string, classes []sudoku.Set) error {
	s := m.shape
	if s.N != 9 {
		return fmt.Errorf("variant: %s is a rule of 9x9 grids, not %dx%d", kind, s.N, s.N)
	}
	for c := range s.Cells {
		if cells := quadCells(s, c); cells != nil {
			m.rules = append(m.rules, newContainsRule(cells, classes))
		}
	}
	return nil
}

// holdsSquares reports whether every 2x2 square of g holds a digit of each
// class (the classes are apart: no matching to do).
func holdsSquares(g sudoku.Grid, classes []sudoku.Set) bool {
	for c := range g.Cells {
		cells := quadCells(g.Shape, c)
		if cells == nil {
			continue
		}
		have := digitsOf(g, cells)
		for _, class := range classes {
			if have&class == 0 {
				return false
			}
		}
	}
	return true
}
