package variant

import (
	"fmt"

	"github.com/nanpure/nanpure/sudoku"
)

// A Rellik cage (a killer cage backwards): its digits differ, and no one
// or more of them add up to Sum.
type Rellik struct {
	Sum   int
	Cells []int
}

func (k Rellik) Kind() string { return "RellikCage" }

func (k Rellik) add(m *model) error {
	if k.Sum < 1 {
		return fmt.Errorf("variant: a rellik cage's sum %d: want 1 or more", k.Sum)
	}
	return addSetCage(m, k.Kind(), k.Cells, func(s sudoku.Set) bool { return !subsetSums(s).has(k.Sum) })
}

func (k Rellik) holds(g sudoku.Grid) bool {
	return distinct(g.Cells, k.Cells) && !subsetSums(digitsOf(g, k.Cells)).has(k.Sum)
}

// An Equality cage holds different digits, as many even as odd and as
// many low as high: below and above the middle, a digit no equality cage
// holds where there is one (5 on a 9x9).
type Equality struct {
	Cells []int
}

func (k Equality) Kind() string { return "EqualityCage" }

func (k Equality) add(m *model) error {
	n := m.shape.N
	return addSetCage(m, k.Kind(), k.Cells, func(s sudoku.Set) bool { return balanced(s, n) })
}

func (k Equality) holds(g sudoku.Grid) bool {
	return distinct(g.Cells, k.Cells) && balanced(digitsOf(g, k.Cells), g.Shape.N)
}

// balanced reports whether the digits of s (of 1..n) are as many even as
// odd and as many low as high, none of them the middle digit.
func balanced(s sudoku.Set, n int) bool {
	parity, height := 0, 0
	for ; s != 0; s &= s - 1 {
		d := int(s.First())
		if d%2 == 0 {
			parity++
		} else {
			parity--
		}
		switch twice := 2 * d; {
		case twice < n+1:
			height--
		case twice > n+1:
			height++
		default:
			return false
		}
	}
	return parity == 0 && height == 0
}

// addSetCage adds a cage of different digits whose set of digits keep
// allows, as a cage's sum does (a set rule of its combinations).
func addSetCage(m *model, kind string, cells []int, keep func(sudoku.Set) bool) error {
	if err := checkCells(m.shape, kind, cells); err != nil {
		return err
	}
	if len(cells) > m.shape.N {
		return fmt.Errorf("variant: a cage of %d cells cannot hold %d different digits", len(cells), m.shape.N)
	}
	m.group(cells)
	sets := combinations(m.shape.N, len(cells), keep)
	if sets == nil && m.shape.N <= maxCombinationDigits {
		return fmt.Errorf("variant: no %d different digits make a %s", len(cells), kind)
	}
	m.rules = append(m.rules, &setRule{group: cells, sets: sets})
	return nil
}

// subsetSums is the sums of the subsets of s, the empty one's 0 among them.
func subsetSums(s sudoku.Set) sumSet {
	sums := newSumSet(setSum(s))
	sums.add(0)
	for ; s != 0; s &= s - 1 {
		sums.orShifted(sums, int(s.First())) // from the top word down: each word read before it is written
	}
	return sums
}

// digitsOf is the set of the digits of cells in g.
func digitsOf(g sudoku.Grid, cells []int) sudoku.Set {
	var s sudoku.Set
	for _, c := range cells {
		s = s.Add(g.Cells[c])
	}
	return s
}
