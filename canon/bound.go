package canon

import "github.com/nanpure/nanpure/sudoku"

// maxStacks is the most stacks a grid has: boxes are 2 columns wide or more.
const maxStacks = sudoku.MaxDigits / 2

// stackBound writes in out the smallest cells that source stack t can
// write in row i at output stack st, and reports whether it knows them: a
// bound that pays on full rows, where every stack writes its first cell
// alike and only a later cell tells them apart (a full grid's second row
// reads 4 5 6 in its first stack only where its three digits there come
// from one box of the first row).
//
// It knows them when the first row is full in the stacks concerned and
// each cell of t in row i holds a digit of the first row whose column is
// in an open source stack other than t. Each such digit reads the label of
// an output column of the stack its column's stack takes, so the digits
// from one source stack read labels of one output stack, consecutive at
// best; the smallest cells give the largest group the first open stack,
// the next largest the next one, and so on. reserve can write exactly
// that, in the first stack of row 1 where every stack is open.
func (s *searcher) stackBound(i, st, t int, out []int) bool {
	if s.class0[st] != s.stackCols {
		return false
	}
	var groups [maxStacks]int // t's digits in row i by the source stack of their first-row column
	row := s.g[s.rows[i]*s.n:]
	for c := t * s.stackCols; c < (t+1)*s.stackCols; c++ {
		d := row[c]
		if d == 0 || s.label[d] != 0 || s.col0[d] < 0 {
			return false
		}
		from := s.col0[d] / s.stackCols
		if from == t || s.dst[from] >= 0 || s.srcClass[from] != s.stackCols {
			return false
		}
		groups[from]++
	}
	k, u := 0, 0 // the next cell to bound, the next open output stack to give a group
	for k < s.stackCols {
		big := 0
		for f := range s.stacks {
			if groups[f] > groups[big] {
				big = f
			}
		}
		for u < s.stacks && (u == st || s.src[u] >= 0 || s.class0[u] != s.stackCols) {
			u++
		}
		if u == s.stacks {
			return false
		}
		for label := s.label0[u*s.stackCols]; groups[big] > 0; groups[big]-- {
			out[k] = label
			label++
			k++
		}
		u++
	}
	return true
}

// worseStack reports whether source stack t at output stack st, whose
// first cell is j, surely writes row i greater than best.
func (s *searcher) worseStack(i, j, st, t int) bool {
	p := i*s.n + j
	if p >= s.bestLen || !s.stackBound(i, st, t, s.bound) {
		return false
	}
	for k, v := range s.bound {
		switch {
		case p+k >= s.bestLen || v < s.best[p+k]:
			return false
		case v > s.best[p+k]:
			return true
		}
	}
	return false
}

// seedSecondRow sets best's first stack of the second row to the smallest
// bound of all the states saved after the first row, when every one of
// them has one: the bound is then what the best of them writes, and the
// states that cannot reach it are dropped at once rather than after a few
// cells each.
func (s *searcher) seedSecondRow() {
	if s.bestLen != s.n || len(s.saved) == 0 {
		return
	}
	best := make([]int, s.stackCols)
	found := false
	for k := 0; k < len(s.saved); k += len(s.st) {
		copy(s.st, s.saved[k:k+len(s.st)])
		s.setView(s.st[0])
		band := s.rows[0] / s.bandRows
		for r := band * s.bandRows; r < (band+1)*s.bandRows; r++ {
			if s.rowUsed[r] != 0 {
				continue
			}
			s.rows[1] = r
			for t := range s.stacks {
				if s.srcClass[t] != s.class0[0] {
					continue
				}
				if !s.stackBound(1, 0, t, s.bound) {
					return // some state has no bound: no seed
				}
				if !found || less(s.bound, best) {
					copy(best, s.bound)
					found = true
				}
			}
		}
	}
	// Not by place, which would drop the states saved.
	copy(s.best[s.n:], best)
	s.bestLen = s.n + s.stackCols
}

func less(a, b []int) bool {
	for k := range a {
		if a[k] != b[k] {
			return a[k] < b[k]
		}
	}
	return false
}
