package canon

// first tries each source row of the view as the first row, saving the
// states that write it smallest. The digits of a row are all different, so
// it reads as its pattern of givens labelled 1, 2 ... in order: smallest
// with the stacks of fewest givens first and the empty cells first in each
// stack. Which columns go where is left open.
func (s *searcher) first() {
	for b := range s.bandUsed {
		if s.bandTwin.copyUnused(b, s.bandUsed, 0) {
			continue
		}
		lo := b * s.bandRows
		for r := lo; r < lo+s.bandRows; r++ {
			if s.rowTwin.copyUnused(r, s.rowUsed, lo) || !s.writeFirst(r) {
				continue
			}
			s.rows[0], s.rowUsed[r], s.bandUsed[b] = r, 1, 1
			s.save()
			s.rowUsed[r], s.bandUsed[b] = 0, 0
		}
	}
}

// writeFirst writes source row r as the first row, and reports false when
// that is worse than best. It sets the first row's tables.
func (s *searcher) writeFirst(r int) bool {
	row := s.g[r*s.n : (r+1)*s.n]
	for t := range s.srcClass {
		s.srcClass[t] = 0
		for _, d := range row[t*s.stackCols : (t+1)*s.stackCols] {
			if d != 0 {
				s.srcClass[t]++
			}
		}
	}
	// The stacks' classes in increasing order: a counting sort.
	k := 0
	for class := 0; class <= s.stackCols; class++ {
		for _, c := range s.srcClass {
			if c == class {
				s.class0[k] = c
				k++
			}
		}
	}
	next := 1
	for j := range s.n {
		st := j / s.stackCols
		s.given0[j], s.label0[j] = 0, 0
		if j-st*s.stackCols >= s.stackCols-s.class0[st] {
			s.given0[j], s.label0[j] = 1, next
			next++
		}
		if !s.place(j, s.label0[j]) {
			return false
		}
	}
	for d := range s.col0 {
		s.col0[d], s.label[d] = -1, 0
	}
	for c, d := range row {
		if d != 0 {
			s.col0[d] = c
		}
		s.col[c], s.pos[c] = -1, -1
	}
	for t := range s.src {
		s.src[t], s.dst[t] = -1, -1
	}
	s.setNext(next)
	return true
}
