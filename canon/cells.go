package canon

// cell writes output cell j of row i (i >= 1), then the next; at the end
// of the row the state is saved for the next row.
func (s *searcher) cell(i, j int) {
	switch st := j / s.stackCols; {
	case j == s.n:
		s.save()
	case s.src[st] < 0:
		s.openStack(i, j, st)
	case s.col[j] >= 0:
		// The cells whose column is placed and whose digit has its label
		// (most, once the first rows are written) are written in a loop.
		row, p := s.g[s.rows[i]*s.n:], i*s.n
		for ; j < s.n && s.col[j] >= 0; j++ {
			d := row[s.col[j]]
			if d != 0 && s.label[d] == 0 {
				s.write(i, j, int(d))
				return
			}
			if !s.place(p+j, s.label[d]) {
				return
			}
		}
		s.cell(i, j)
	default:
		s.openCell(i, j, st)
	}
}

// write writes digit d, labelled, at cell j of row i and goes on.
func (s *searcher) write(i, j, d int) {
	switch {
	case d == 0 || s.label[d] != 0:
		if s.place(i*s.n+j, s.label[d]) {
			s.cell(i, j+1)
		}
	case s.col0[d] >= 0:
		// A digit of the first row whose column is open: its label is
		// that of the output column its column will take.
		s.reserve(i, j, s.col0[d])
	default:
		next := s.next()
		s.label[d] = next
		s.setNext(next + 1)
		if s.place(i*s.n+j, next) {
			s.cell(i, j+1)
		}
		s.setNext(next)
		s.label[d] = 0
	}
}

// openCell writes cell j of row i whose column is open, in an output stack
// whose source stack is placed. An empty cell is written while the stack
// has open columns of the same kind empty in row i that the open cells
// before j do not need: the smallest choice, and no choice at all. Else
// each open column of that kind with a digit in row i is tried.
func (s *searcher) openCell(i, j, st int) {
	kind, t := s.given0[j], s.src[st]
	if s.emptyOpenCols(i, t, kind) > s.openBefore(st, j, kind) {
		if s.place(i*s.n+j, 0) {
			s.cell(i, j+1)
		}
		return
	}
	ri := s.rows[i] * s.n
	for c := t * s.stackCols; c < (t+1)*s.stackCols; c++ {
		if s.pos[c] < 0 && s.isGiven0(c) == kind && s.g[ri+c] != 0 {
			s.assign(j, c)
			s.write(i, j, int(s.g[ri+c]))
			s.unassign(j, c)
		}
	}
}

// openStack writes the cells of row i in output stack st, whose source
// stack is open: empty while an open source stack of its class is empty in
// row i and not needed by the open stacks before it; else each open source
// stack of its class with a digit in row i is tried.
func (s *searcher) openStack(i, j, st int) {
	class := s.class0[st]
	if s.emptyOpenStacks(i, class) > s.openStacksBefore(st, class) {
		for p := j; p < j+s.stackCols; p++ {
			if !s.place(i*s.n+p, 0) {
				return
			}
		}
		s.cell(i, j+s.stackCols)
		return
	}
	for t := range s.dst {
		if s.dst[t] < 0 && s.srcClass[t] == class && !s.stackEmpty(i, t) && !s.worseStack(i, j, st, t) {
			s.src[st], s.dst[t] = t, st
			s.openCell(i, j, st)
			s.src[st], s.dst[t] = -1, -1
		}
	}
}

// reserve writes at cell j of row i a digit of the first row whose source
// column a is open: a takes each open output column it may still take, and
// the cell reads that column's label. The labels of the first row grow
// from left to right, so the columns are tried from the left, and none
// after one that makes the form greater than best.
func (s *searcher) reserve(i, j, a int) {
	t, cur, p := a/s.stackCols, j/s.stackCols, i*s.n+j
	empty := s.g[s.rows[i]*s.n+a] == 0
	if u := s.dst[t]; u >= 0 {
		for q := u * s.stackCols; q < (u+1)*s.stackCols; q++ {
			if s.col[q] >= 0 || s.given0[q] == 0 {
				continue
			}
			if p < s.bestLen && s.label0[q] > s.best[p] {
				return
			}
			// An open cell before j was written empty in row i: a must be
			// empty there. One after j must leave the open cells before
			// j the empty columns they need.
			if q < j && !empty || q > j && u == cur && empty &&
				s.emptyOpenCols(i, t, 1)-1 < s.openBefore(cur, j, 1) {
				continue
			}
			s.assign(q, a)
			if s.place(p, s.label0[q]) {
				s.cell(i, j+1)
			}
			s.unassign(q, a)
		}
		return
	}
	stackEmpty := s.stackEmpty(i, t)
	for u := range s.src {
		if s.src[u] >= 0 || s.class0[u] != s.srcClass[t] || u == cur {
			continue
		}
		// The first given of u has the smallest label u offers.
		if first := (u+1)*s.stackCols - s.class0[u]; p < s.bestLen && s.label0[first] > s.best[p] {
			return
		}
		// The same for stacks: one before was written empty in row i; one
		// after must leave those before the empty stacks they need.
		if u < cur && !stackEmpty || u > cur && stackEmpty &&
			s.emptyOpenStacks(i, s.srcClass[t])-1 < s.openStacksBefore(cur, s.srcClass[t]) {
			continue
		}
		s.src[u], s.dst[t] = t, u
		s.reserve(i, j, a)
		s.src[u], s.dst[t] = -1, -1
	}
}

// assign places source column c at output column j; a given of the first
// row in it takes the label of j.
func (s *searcher) assign(j, c int) {
	s.col[j], s.pos[c] = c, j
	if d := s.g[s.rows[0]*s.n+c]; d != 0 {
		s.label[d] = s.label0[j]
	}
}

func (s *searcher) unassign(j, c int) {
	s.col[j], s.pos[c] = -1, -1
	if d := s.g[s.rows[0]*s.n+c]; d != 0 {
		s.label[d] = 0
	}
}
