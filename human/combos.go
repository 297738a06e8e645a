package human

import "math/bits"

// combinations calls fn with every k-subset of 0..n-1 (n <= 64), as
// ascending index lists, until fn returns true. The order is Sudoku
// Explainer's (its Permutations class walks bit masks with the same number
// of ones in increasing value: {0,1}, {0,2}, {1,2}, {0,3}, ...), which
// decides which of several equal hints comes first. k = 0 yields the empty
// set once. The slice is reused between calls.
func combinations(n, k int, fn func(idx []int) bool) bool {
	if n > 64 {
		return false
	}
	return combinationsOf(uint64(1)<<n-1, k, fn)
}

// combinationsOf is combinations over the members of set only (bit i: index
// i). The subsets come in the same order as in combinations, less those
// with other indexes: two subsets compare as their largest differing
// members, whichever other indexes there are. So a search can leave out the
// indexes that cannot be in what it looks for and still find the same
// thing first.
func combinationsOf(set uint64, k int, fn func(idx []int) bool) bool {
	n := bits.OnesCount64(set)
	if k < 0 || k > n {
		return false
	}
	idx := make([]int, k)
	if k == 0 {
		return fn(idx)
	}
	var member [64]int // the indexes in set, in increasing order
	for i, m := 0, set; m != 0; i, m = i+1, m&(m-1) {
		member[i] = bits.TrailingZeros64(m)
	}
	v := uint64(1)<<k - 1
	for {
		i := 0
		for m := v; m != 0; m &= m - 1 {
			idx[i] = member[bits.TrailingZeros64(m)]
			i++
		}
		if fn(idx) {
			return true
		}
		// Gosper's hack: the next larger number with k ones.
		low := v & -v
		ripple := v + low
		if ripple == 0 {
			return false
		}
		v = ripple | ((v^ripple)>>2)/low
		if n < 64 && v>>n != 0 {
			return false
		}
	}
}

// subsetsWithin is combinationsOf for the searches of k members whose masks
// (mask[i] of index i) together cover exactly k bits: a naked set's cells
// and their candidates, a hidden set's digits and their places. It gives
// the same subsets in the same order, less those whose masks cover more
// than k bits, and it leaves a subset as soon as the members chosen so far
// cover more (a union only grows): most subsets of a house go that way
// after one or two members. fn gets each subset as a set of indexes (bit
// i: index i), with its union; as a set, not a slice, it allocates
// nothing, and these searches run at every step of a rating.
func subsetsWithin(set uint64, k int, mask *[64]uint64, fn func(chosen, union uint64) bool) bool {
	w := subsetWalk{mask: mask, k: k, fn: fn}
	for m := set; m != 0; m &= m - 1 {
		w.member[w.n] = int8(bits.TrailingZeros64(m))
		w.n++
	}
	if k <= 0 || k > w.n {
		return false
	}
	return w.pick(k-1, w.n, 0, 0)
}

// subsetWalk is one walk of subsetsWithin.
type subsetWalk struct {
	member [64]int8 // the indexes in the set, in increasing order
	n      int
	mask   *[64]uint64
	k      int
	fn     func(chosen, union uint64) bool
}

// pick chooses the member of depth j among those before below, in
// increasing order: the largest member first, as the order of
// combinationsOf compares subsets.
func (w *subsetWalk) pick(j, below int, chosen, union uint64) bool {
	for t := j; t < below; t++ {
		i := w.member[t]
		u := union | w.mask[i]
		if bits.OnesCount64(u) > w.k {
			continue
		}
		c := chosen | 1<<i
		if j == 0 {
			if bits.OnesCount64(u) == w.k && w.fn(c, u) {
				return true
			}
			continue
		}
		if w.pick(j-1, t, c, u) {
			return true
		}
	}
	return false
}

// prefixSubsets calls fn with the indexes of every nonempty subset of the
// set bits of set, in increasing order within each, in the order of a
// depth-first walk that extends each subset before it drops its last
// index ({a}, {a,b}, {a,b,c}, {a,c}, {b}, {b,c}, {c}), until fn returns
// true: HoDoKu's order of the naked sets of a unique rectangle of type 3.
func prefixSubsets(set uint64, fn func(idx []int) bool) bool {
	var member []int
	for m := set; m != 0; m &= m - 1 {
		member = append(member, bits.TrailingZeros64(m))
	}
	idx := make([]int, 0, len(member))
	var walk func(from int) bool
	walk = func(from int) bool {
		for i := from; i < len(member); i++ {
			idx = append(idx, member[i])
			if fn(idx) || walk(i+1) {
				return true
			}
			idx = idx[:len(idx)-1]
		}
		return false
	}
	return walk(0)
}

// combinationsLex is combinations in lexicographic order: {0,1,5} before
// {0,2,3}, where combinations gives {0,2,3} first (it compares the largest
// members). HoDoKu tries a finned fish's base lines in this order.
func combinationsLex(n, k int, fn func(idx []int) bool) bool {
	if k < 0 || k > n {
		return false
	}
	idx := make([]int, k)
	for i := range idx {
		idx[i] = i
	}
	for {
		if fn(idx) {
			return true
		}
		// The last index that can still grow grows; the later ones follow it.
		i := k - 1
		for i >= 0 && idx[i] == n-k+i {
			i--
		}
		if i < 0 {
			return false
		}
		idx[i]++
		for j := i + 1; j < k; j++ {
			idx[j] = idx[j-1] + 1
		}
	}
}
