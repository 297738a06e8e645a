package variant

import "github.com/nanpure/nanpure/sudoku"

// A LittleKiller clue outside the grid: the digits of the diagonal it
// points along (Cells) add up to Sum; they may repeat.
type LittleKiller struct {
	Sum   int
	Cells []int
}

func (k LittleKiller) Kind() string { return "LittleKiller" }

func (k LittleKiller) add(m *model) error {
	if err := checkCells(m.shape, k.Kind(), k.Cells); err != nil {
		return err
	}
	m.rules = append(m.rules, newSumRule(nil, k.Sum, k.Cells))
	return nil
}

func (k LittleKiller) holds(g sudoku.Grid) bool { return sum(g, k.Cells) == k.Sum }
