package variant

import "github.com/nanpure/nanpure/sudoku"

// A sumSet is a set of sums, bit s for sum s: what the sum rules of lines
// (zipper, region sum) reason over, exactly where a pair of bounds would
// keep sums no digits write.
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

// plus returns the sums of s plus a digit of ds (within s's range).
func (s sumSet) plus(ds sudoku.Set) sumSet {
	out := make(sumSet, len(s))
	for ; ds != 0; ds &= ds - 1 {
		k := int(ds.First())
		for i := len(s)*64 - 1 - k; i >= 0; i-- {
			if s.has(i) {
				out.add(i + k)
			}
		}
	}
	return out
}

// fits returns the digits d of ds for which some sum of s plus d is in want.
func (s sumSet) fits(ds sudoku.Set, want sumSet) sudoku.Set {
	var keep sudoku.Set
	for x := ds; x != 0; x &= x - 1 {
		d := x.First()
		for i := range len(s) * 64 {
			if s.has(i) && want.has(i+int(d)) {
				keep = keep.Add(d)
				break
			}
		}
	}
	return keep
}

// sumsOf returns the sums the digits of cells but skip (-1: none) can
// write, up to top, digits repeating freely.
func sumsOf(cand []sudoku.Set, cells []int, skip, top int) sumSet {
	s := newSumSet(top)
	s.add(0)
	for _, c := range cells {
		if c != skip {
			s = s.plus(cand[c])
		}
	}
	return s
}
