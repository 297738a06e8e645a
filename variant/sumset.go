package variant

import "github.com/nanpure/nanpure/sudoku"

// A sumSet is a set of sums, bit s for sum s: what the sum rules of lines
// (zipper, region sum, double arrow) and sums reason over, exactly where a
// pair of bounds would keep sums no digits write. Adding a digit to every
// sum is a shift of the words, so the rules cost a few word operations a
// digit, not one a sum.
type sumSet []uint64

// newSumSet returns an empty set of the sums 0..max.
func newSumSet(max int) sumSet { return make(sumSet, max/64+1) }

func (s sumSet) add(i int)      { s[i/64] |= 1 << (i % 64) }
func (s sumSet) has(i int) bool { return i >= 0 && i/64 < len(s) && s[i/64]>>(i%64)&1 != 0 }

// and keeps in s the sums of o.
func (s sumSet) and(o sumSet) {
	for i := range s {
		s[i] &= o[i]
	}
}

func (s sumSet) empty() bool {
	for _, w := range s {
		if w != 0 {
			return false
		}
	}
	return true
}

// orShifted adds to out the sums of s plus k (those within out's range).
func (s sumSet) orShifted(out sumSet, k int) {
	words, bits := k/64, uint(k%64)
	for i := len(out) - 1; i >= words; i-- {
		w := s[i-words] << bits
		if bits > 0 && i-words-1 >= 0 {
			w |= s[i-words-1] >> (64 - bits)
		}
		out[i] |= w
	}
}

// plus returns the sums of s plus a digit of ds (within s's range).
func (s sumSet) plus(ds sudoku.Set) sumSet {
	out := make(sumSet, len(s))
	for ; ds != 0; ds &= ds - 1 {
		s.orShifted(out, int(ds.First()))
	}
	return out
}

// fits returns the digits d of ds for which some sum of s plus d is in want.
func (s sumSet) fits(ds sudoku.Set, want sumSet) sudoku.Set {
	var keep sudoku.Set
	shifted := make(sumSet, len(s))
	for x := ds; x != 0; x &= x - 1 {
		d := x.First()
		clear(shifted)
		s.orShifted(shifted, int(d))
		for i, w := range shifted {
			if w&want[i] != 0 {
				keep = keep.Add(d)
				break
			}
		}
	}
	return keep
}

// digitSums returns the digits of ds as sums (up to max), or the sum 0 for
// no digits: a cell's digit is bit d-1 of a set, bit d of sums.
func digitSums(ds sudoku.Set, max int) sumSet {
	s := newSumSet(max)
	if ds == 0 {
		s[0] = 1
		return s
	}
	s[0] = uint64(ds) << 1
	if len(s) > 1 {
		s[1] = uint64(ds) >> 63
	}
	return s
}

// sumsOf returns the sums the digits of cells but skip (-1: none) can
// write, up to top, digits repeating freely. Two sets take turns, so that a
// call allocates once however many cells it adds.
func sumsOf(cand []sudoku.Set, cells []int, skip, top int) sumSet {
	w := top/64 + 1
	buf := make(sumSet, 2*w)
	s, t := buf[:w:w], buf[w:]
	s.add(0)
	for _, c := range cells {
		if c == skip {
			continue
		}
		clear(t)
		for ds := cand[c]; ds != 0; ds &= ds - 1 {
			s.orShifted(t, int(ds.First()))
		}
		s, t = t, s
	}
	return s
}
