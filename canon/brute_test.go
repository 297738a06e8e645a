package canon

import (
	"slices"

	"github.com/nanpure/nanpure/sudoku"
)

// bruteForm is the oracle: the smallest relabeled grid over every
// transformation of the shape, tried one by one (3,359,232 of them on 9x9).
func bruteForm(g sudoku.Grid) sudoku.Grid {
	s := g.Shape
	var best []sudoku.Digit
	label := make([]sudoku.Digit, s.N+1)
	cur := make([]sudoku.Digit, s.Cells)
	views := []bool{false}
	if s.BoxRows == s.BoxCols {
		views = append(views, true)
	}
	rowOrders := lineOrders(s.BoxRows, s.BoxCols)
	colOrders := lineOrders(s.BoxCols, s.BoxRows)
	for _, tr := range views {
		for _, rows := range rowOrders {
			for _, cols := range colOrders {
				clear(label)
				next := sudoku.Digit(1)
				for i, r := range rows {
					for j, c := range cols {
						src := r*s.N + c
						if tr {
							src = c*s.N + r
						}
						d := g.Cells[src]
						if d != 0 {
							if label[d] == 0 {
								label[d], next = next, next+1
							}
							d = label[d]
						}
						cur[i*s.N+j] = d
					}
				}
				if best == nil || slices.Compare(cur, best) < 0 {
					best = slices.Clone(cur)
				}
			}
		}
	}
	return sudoku.Grid{Shape: s, Cells: best}
}

// lineOrders lists every order of the lines of a grid whose lines come in
// groups of n: each order of the groups, with each order of each group's
// lines.
func lineOrders(n, groups int) [][]int {
	var out [][]int
	for _, gs := range perms(groups) {
		// Each choice of an order within every group, in turn.
		var rec func(k int, acc []int)
		rec = func(k int, acc []int) {
			if k == groups {
				out = append(out, slices.Clone(acc))
				return
			}
			for _, p := range perms(n) {
				next := slices.Clone(acc)
				for _, x := range p {
					next = append(next, gs[k]*n+x)
				}
				rec(k+1, next)
			}
		}
		rec(0, nil)
	}
	return out
}

// perms lists the permutations of 0..n-1.
func perms(n int) [][]int {
	if n == 0 {
		return [][]int{{}}
	}
	var out [][]int
	for _, p := range perms(n - 1) {
		for at := 0; at <= len(p); at++ {
			q := slices.Insert(slices.Clone(p), at, n-1)
			out = append(out, q)
		}
	}
	return out
}
