package exact

import "github.com/nanpure/nanpure/sudoku"

// Locked candidates, the general engine's second rule after the singles.
//
// A segment is the meeting of a line (row or column) and a box: BoxCols
// cells of a row, BoxRows cells of a column. When a digit's places in a box
// all lie in one segment, the digit is in that segment's line there, so it
// leaves the rest of the line (pointing); when its places in a line all lie
// in one segment, it leaves the rest of the box (claiming).
//
// Both rules read the union of candidates of each segment, computed once a
// pass. The unions may grow stale as the pass removes candidates, but only
// ever hold too many digits, and "a digit's places lie in one segment" stays
// true when places are taken away: every removal stays sound.
//
// On the hard 16x16 puzzles of testdata/large16.txt the rule takes the
// general engine's nodes from 1.05 million to 280,000, and its time to less
// than half; on 9x9 the specialised engine has the same rule in its tables.

// lineKind walks the lines of one direction: rows (along = 1, across = N)
// or columns (along = N, across = 1).
type lineKind struct {
	along, across int // cell steps along a line and from a line to the next
	seg           int // cells of a segment
	segs          int // segments of a line
	band          int // lines that cross the same boxes
}

// lineKinds are the two directions of s's lines, none for a jigsaw: its
// regions are not the meetings of bands and stacks that segments cut, so
// it has no locked candidates here.
func lineKinds(s *sudoku.Shape) []lineKind {
	if s.IsJigsaw() {
		return nil
	}
	return []lineKind{
		{along: 1, across: s.N, seg: s.BoxCols, segs: s.BoxRows, band: s.BoxRows},
		{along: s.N, across: 1, seg: s.BoxRows, segs: s.BoxCols, band: s.BoxCols},
	}
}

// locked applies pointing and claiming once over every line and box,
// queueing the cells it decides. It reports whether it removed a candidate,
// and false in ok when a cell has no candidate left.
func (e *general) locked(st []sudoku.Set) (changed, ok bool) {
	n := e.shape.N
	for _, k := range e.kinds {
		u := e.unions[:n*k.segs]
		for l := range n {
			for j := range k.segs {
				var v sudoku.Set
				first := l*k.across + j*k.seg*k.along
				for p := range k.seg {
					v |= st[first+p*k.along]
				}
				u[l*k.segs+j] = v
			}
		}
		// Pointing: for each box (a band of lines and a segment index j),
		// the digits in one segment only leave the other segments of its line.
		for b0 := 0; b0 < n; b0 += k.band {
			for j := range k.segs {
				only := inOne(u, b0*k.segs+j, k.segs, k.band)
				if only == 0 {
					continue
				}
				for l := b0; l < b0+k.band; l++ {
					p := u[l*k.segs+j] & only
					if p == 0 {
						continue
					}
					for j2 := range k.segs {
						if j2 != j && u[l*k.segs+j2]&p != 0 {
							c, ok := e.removeSegment(st, k, l, j2, p)
							if !ok {
								return false, false
							}
							changed = changed || c
						}
					}
				}
			}
		}
		// Claiming: the digits of a line in one segment only leave the
		// other segments of that box.
		for l := range n {
			only := inOne(u, l*k.segs, 1, k.segs)
			if only == 0 {
				continue
			}
			b0 := l - l%k.band
			for j := range k.segs {
				q := u[l*k.segs+j] & only
				if q == 0 {
					continue
				}
				for l2 := b0; l2 < b0+k.band; l2++ {
					if l2 != l && u[l2*k.segs+j]&q != 0 {
						c, ok := e.removeSegment(st, k, l2, j, q)
						if !ok {
							return false, false
						}
						changed = changed || c
					}
				}
			}
		}
	}
	return changed, true
}

// inOne returns the digits that lie in exactly one of the count unions
// u[first], u[first+step], ...: the segments of a box, or of a line.
func inOne(u []sudoku.Set, first, step, count int) sudoku.Set {
	var once, twice sudoku.Set
	for i := range count {
		v := u[first+i*step]
		twice |= once & v
		once |= v
	}
	return once &^ twice
}

// removeSegment removes the digits ds from the cells of segment j of line l.
func (e *general) removeSegment(st []sudoku.Set, k lineKind, l, j int, ds sudoku.Set) (changed, ok bool) {
	first := l*k.across + j*k.seg*k.along
	for p := range k.seg {
		c := first + p*k.along
		v := st[c]
		if v&ds == 0 {
			continue
		}
		v &^= ds
		st[c] = v
		e.dirty.or(cellHouses(e.shape)[c])
		changed = true
		if v&(v-1) == 0 {
			if v == 0 {
				e.weight[e.shape.HousesOf(c)[2]]++
				return true, false
			}
			e.queue = append(e.queue, c)
		}
	}
	return changed, true
}
