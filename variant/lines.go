package variant

import (
	"fmt"

	"github.com/nanpure/nanpure/sudoku"
)

// The lines whose rule is one relation between neighbours on the line, or
// between cells a few apart on it.

// A Whisper is a German whisper line: neighbours on it differ by at least
// Diff (5 on a 9x9 grid).
type Whisper struct {
	Cells []int
	Diff  int
}

func (w Whisper) Kind() string       { return "Whisper" }
func (w Whisper) add(m *model) error { return addWithin(m, w.Kind(), w.Cells, 2, w.ok) }
func (w Whisper) holds(g sudoku.Grid) bool {
	return holdsWithin(g, w.Cells, 2, w.ok)
}
func (w Whisper) ok(x, y sudoku.Digit) bool {
	return int(x)-int(y) >= w.Diff || int(y)-int(x) >= w.Diff
}

// A Palindrome line reads the same from both ends.
type Palindrome struct{ Cells []int }

func (p Palindrome) Kind() string { return "Palindrome" }

func (p Palindrome) add(m *model) error {
	if err := checkCells(m.shape, p.Kind(), p.Cells); err != nil {
		return err
	}
	for i, j := 0, len(p.Cells)-1; i < j; i, j = i+1, j-1 {
		m.relate(p.Cells[i], p.Cells[j], func(x, y sudoku.Digit) bool { return x == y })
	}
	return nil
}

func (p Palindrome) holds(g sudoku.Grid) bool {
	for i, j := 0, len(p.Cells)-1; i < j; i, j = i+1, j-1 {
		if g.Cells[p.Cells[i]] != g.Cells[p.Cells[j]] {
			return false
		}
	}
	return true
}

// An Entropic line: every three cells in a row on it hold a low, a middle
// and a high digit (1-3, 4-6, 7-9; a 9x9 grid's rule, as ISS has it), so
// cells one or two apart on it are in different thirds.
type Entropic struct{ Cells []int }

func (e Entropic) Kind() string { return "Entropic" }

func (e Entropic) add(m *model) error {
	if m.shape.N != 9 {
		return fmt.Errorf("variant: an entropic line on a grid of %d digits: it is a rule of 9x9 grids", m.shape.N)
	}
	return addWithin(m, e.Kind(), e.Cells, 3, e.ok)
}

func (e Entropic) holds(g sudoku.Grid) bool { return holdsWithin(g, e.Cells, 3, e.ok) }

// ok reports whether x and y are in different thirds, 1-3, 4-6 and 7-9.
func (e Entropic) ok(x, y sudoku.Digit) bool { return (x-1)/3 != (y-1)/3 }

// A Modular line: every Mod cells in a row on it hold digits of different
// remainders modulo Mod, so cells fewer than Mod apart on it do.
type Modular struct {
	Cells []int
	Mod   int
}

func (l Modular) Kind() string { return "Modular" }

func (l Modular) add(m *model) error {
	if l.Mod < 2 || l.Mod > m.shape.N {
		return fmt.Errorf("variant: a modular line of modulus %d, want 2 to %d", l.Mod, m.shape.N)
	}
	return addWithin(m, l.Kind(), l.Cells, l.Mod, l.ok)
}

func (l Modular) holds(g sudoku.Grid) bool { return holdsWithin(g, l.Cells, l.Mod, l.ok) }

func (l Modular) ok(x, y sudoku.Digit) bool { return int(x)%l.Mod != int(y)%l.Mod }

// addWithin relates by ok each two cells of a line fewer than k apart on it
// (k = 2: neighbours, a whisper's or a thermometer's steps).
func addWithin(m *model, kind string, cells []int, k int, ok func(x, y sudoku.Digit) bool) error {
	if err := checkCells(m.shape, kind, cells); err != nil {
		return err
	}
	for i := range cells {
		for j := i + 1; j < len(cells) && j < i+k; j++ {
			m.relate(cells[i], cells[j], ok)
		}
	}
	return nil
}

func holdsWithin(g sudoku.Grid, cells []int, k int, ok func(x, y sudoku.Digit) bool) bool {
	for i := range cells {
		for j := i + 1; j < len(cells) && j < i+k; j++ {
			if !ok(g.Cells[cells[i]], g.Cells[cells[j]]) {
				return false
			}
		}
	}
	return true
}
