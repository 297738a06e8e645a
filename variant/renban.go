package variant

import (
	"fmt"

	"github.com/nanpure/nanpure/sudoku"
)

// A Renban line holds a run of consecutive digits, in any order, each once.
type Renban struct{ Cells []int }

func (r Renban) Kind() string { return "Renban" }

func (r Renban) add(m *model) error {
	if err := checkCells(m.shape, r.Kind(), r.Cells); err != nil {
		return err
	}
	k := len(r.Cells)
	if k > m.shape.N {
		return fmt.Errorf("variant: a renban of %d cells on a grid of %d digits", k, m.shape.N)
	}
	m.group(r.Cells)
	var runs []sudoku.Set
	for lo := 1; lo+k-1 <= m.shape.N; lo++ {
		runs = append(runs, between(lo, lo+k-1))
	}
	m.rules = append(m.rules, &setRule{group: r.Cells, sets: runs})
	return nil
}

func (r Renban) holds(g sudoku.Grid) bool {
	if !distinct(g.Cells, r.Cells) {
		return false
	}
	var s sudoku.Set
	for _, c := range r.Cells {
		s = s.Add(g.Cells[c])
	}
	lo, hi := bounds(s)
	return hi-lo == len(r.Cells)-1
}
