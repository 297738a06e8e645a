package variant

import "github.com/nanpure/nanpure/sudoku"

// The lines whose rule is one relation between neighbours on the line.

// A Whisper is a German whisper line: neighbours on it differ by at least
// Diff (5 on a 9x9 grid).
type Whisper struct {
	Cells []int
	Diff  int
}

func (w Whisper) Kind() string       { return "Whisper" }
func (w Whisper) add(m *model) error { return addSteps(m, w.Kind(), w.Cells, w.ok) }
func (w Whisper) holds(g sudoku.Grid) bool {
	return holdsSteps(g, w.Cells, w.ok)
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

// addSteps relates each pair of neighbours on a line by ok.
func addSteps(m *model, kind string, cells []int, ok func(x, y sudoku.Digit) bool) error {
	if err := checkCells(m.shape, kind, cells); err != nil {
		return err
	}
	for i := 1; i < len(cells); i++ {
		m.relate(cells[i-1], cells[i], ok)
	}
	return nil
}

func holdsSteps(g sudoku.Grid, cells []int, ok func(x, y sudoku.Digit) bool) bool {
	for i := 1; i < len(cells); i++ {
		if !ok(g.Cells[cells[i-1]], g.Cells[cells[i]]) {
			return false
		}
	}
	return true
}
