package variant

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/nanpure/nanpure/sudoku"
)

// Random constraints of every kind that 4x4 grids allow, 40 of each, on
// random paths of touching cells: the puzzle of each alone has exactly as
// many solutions as the 288 grids its holds keeps (the property the kinds'
// own count tests check on cases by hand, here on cases no one chose).
func TestRandomConstraints4x4(t *testing.T) {
	grids := all4x4(t)
	s, err := sudoku.ShapeOf(4)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(4, 4))
	// path is a random path of n cells, each touching the one before
	// (side by side or corner to corner), no cell twice, or nil.
	path := func(n int) []int {
		p := []int{rng.IntN(s.Cells)}
		for len(p) < n {
			last := p[len(p)-1]
			var next []int
			for dr := -1; dr <= 1; dr++ {
				for dc := -1; dc <= 1; dc++ {
					r, c := s.Row(last)+dr, s.Col(last)+dc
					if (dr != 0 || dc != 0) && r >= 0 && r < s.N && c >= 0 && c < s.N && !containsCell(p, s.Cell(r, c)) {
						next = append(next, s.Cell(r, c))
					}
				}
			}
			if len(next) == 0 {
				return nil
			}
			p = append(p, next[rng.IntN(len(next))])
		}
		return p
	}
	digits := func(n int) []sudoku.Digit {
		ds := make([]sudoku.Digit, n)
		for i := range ds {
			ds[i] = sudoku.Digit(1 + rng.IntN(s.N))
		}
		slices.Sort(ds)
		return ds
	}
	// line is a random row or column, from either end.
	line := func() []int {
		cells := slices.Clone(s.House(rng.IntN(2 * s.N)))
		if rng.IntN(2) == 0 {
			slices.Reverse(cells)
		}
		return cells
	}
	makers := map[string]func() Constraint{
		"NumberedRoom":     func() Constraint { return NumberedRoom{Digit: 1 + rng.IntN(s.N), Cells: line()} },
		"HiddenSkyscraper": func() Constraint { return HiddenSkyscraper{Digit: 1 + rng.IntN(s.N-1), Cells: line()} },
		"Modular":          func() Constraint { return Modular{Cells: path(2 + rng.IntN(4)), Mod: 2 + rng.IntN(3)} },
		"Zipper":           func() Constraint { return Zipper{path(3 + rng.IntN(3))} },
		"RegionSum":        func() Constraint { return RegionSum{path(2 + rng.IntN(4))} },
		"Lockout":          func() Constraint { return Lockout{Cells: path(2 + rng.IntN(3)), Diff: 1 + rng.IntN(3)} },
		"DoubleArrow":      func() Constraint { return DoubleArrow{path(3 + rng.IntN(3))} },
		"GreaterThan":      func() Constraint { return GreaterThan{path(2 + rng.IntN(3))} },
		"Sum": func() Constraint {
			p := path(2 + rng.IntN(3))
			return Sum{Cells: p, Total: len(p) + rng.IntN(len(p)*(s.N-1)+1)}
		},
		"Rellik":   func() Constraint { return Rellik{Sum: 1 + rng.IntN(9), Cells: path(1 + rng.IntN(3))} },
		"Equality": func() Constraint { return Equality{path(2 + 2*rng.IntN(2))} },
		"SumLine": func() Constraint {
			return SumLine{Sum: 2 + rng.IntN(7), Cells: path(2 + rng.IntN(5)), Loop: rng.IntN(3) == 0}
		},
		"CountingCircles": func() Constraint {
			cells := make([]int, 1+rng.IntN(6))
			for i, c := range rng.Perm(s.Cells)[:len(cells)] {
				cells[i] = c
			}
			return CountingCircles{cells}
		},
		"Lunchbox": func() Constraint { return Lunchbox{Sum: rng.IntN(6), Cells: path(2 + rng.IntN(3))} },
		"WeightedSum": func() Constraint {
			k := Sum{Cells: path(2 + rng.IntN(3))}
			for range k.Cells {
				a := rng.IntN(7) - 3
				k.Coeffs, k.Total = append(k.Coeffs, a), k.Total+a*(1+rng.IntN(s.N))
			}
			return k
		},
		"ValueIndex": func() Constraint { return ValueIndex{path(3 + rng.IntN(3))} },
		"SameValues": func() Constraint {
			sets := 2 + rng.IntN(2)
			cells := rng.Perm(s.Cells)[:sets*(1+rng.IntN(2))]
			return SameValues{Sets: sets, Cells: cells}
		},
		"ContainExact": func() Constraint {
			return Contains{Cells: path(3 + rng.IntN(2)), Digits: digits(1 + rng.IntN(3)), Exact: true}
		},
		"Contains": func() Constraint { return Contains{Cells: path(3 + rng.IntN(2)), Digits: digits(1 + rng.IntN(3))} },
		"Quad": func() Constraint {
			return Quad{Cells: quadCells(s, s.Cell(rng.IntN(s.N-1), rng.IntN(s.N-1))), Digits: digits(1 + rng.IntN(4))}
		},
		"Extremum": func() Constraint { return Extremum{Cell: rng.IntN(s.Cells), Max: rng.IntN(2) == 0} },
		"Indexer": func() Constraint {
			return NewIndexer(s, rng.IntN(s.Cells), []string{"row", "column", "box"}[rng.IntN(3)])
		},
		"Clone": func() Constraint {
			a, b := path(2), path(2)
			return Clone{Cells: a, Clones: b}
		},
	}
	for name, make := range makers {
		checked := 0
		for range 40 {
			k := make()
			if d := Describe(k); d.Cells == nil || containsCell(d.Cells, -1) || len(d.Cells) == 0 {
				continue
			}
			p := &Puzzle{Givens: sudoku.NewGrid(s), Constraints: []Constraint{k}}
			got, err := Count(context.Background(), p, 0)
			if err != nil {
				continue // a constraint that cannot be (a sum out of reach): refused, not counted
			}
			if want := holding(grids, k); got.Count != want {
				t.Errorf("%s %+v: %d solutions, want %d", name, k, got.Count, want)
			}
			checked++
		}
		if checked < 20 {
			t.Errorf("%s: %d of 40 checked", name, checked)
		}
	}
}
