package human

import (
	"fmt"
	"math/bits"
	"testing"
)

func TestCombinationsOrder(t *testing.T) {
	var got []string
	combinations(4, 2, func(idx []int) bool { got = append(got, fmt.Sprint(idx)); return false })
	want := "[[0 1] [0 2] [1 2] [0 3] [1 3] [2 3]]"
	if fmt.Sprint(got) != want {
		t.Errorf("combinations(4, 2) = %v, want %s", got, want)
	}
	n := 0
	combinations(9, 4, func([]int) bool { n++; return false })
	if n != 126 {
		t.Errorf("combinations(9, 4) gave %d sets, want 126", n)
	}
	n = 0
	combinations(5, 0, func(idx []int) bool { n++; return len(idx) != 0 })
	if n != 1 {
		t.Errorf("combinations(5, 0) gave %d sets, want 1", n)
	}
	n = 0
	combinations(64, 63, func([]int) bool { n++; return false })
	if n != 64 {
		t.Errorf("combinations(64, 63) gave %d sets, want 64", n)
	}
}

// combinationsOf gives the subsets of combinations that are in its set, in
// the same order.
func TestCombinationsOf(t *testing.T) {
	for _, tc := range []struct {
		set uint64
		n   int
		k   int
	}{
		{0b1011010, 7, 2},
		{0b111111111, 9, 3},
		{0b100000001, 9, 2},
		{0b100000001, 9, 3},
		{0, 9, 0},
		{1<<63 | 1<<40 | 1<<5 | 1, 64, 2},
	} {
		var want, got []string
		combinations(tc.n, tc.k, func(idx []int) bool {
			for _, i := range idx {
				if tc.set&(1<<i) == 0 {
					return false
				}
			}
			want = append(want, fmt.Sprint(idx))
			return false
		})
		combinationsOf(tc.set, tc.k, func(idx []int) bool { got = append(got, fmt.Sprint(idx)); return false })
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("combinationsOf(%b, %d) = %v, want %v", tc.set, tc.k, got, want)
		}
	}
}

// subsetsWithin gives the subsets of combinationsOf whose masks cover
// exactly k bits, in the same order.
func TestSubsetsWithin(t *testing.T) {
	var mask [64]uint64
	for i := range mask {
		// one or two of four bits, so that many unions stay small
		mask[i] = 1<<(i%3) | 1<<(i*i%4)
	}
	found := 0
	for _, set := range []uint64{0b111111111, 0b101101101, 0b110011, 1<<63 | 1<<40 | 0b111} {
		for k := 1; k <= 5; k++ {
			var want, got []string
			combinationsOf(set, k, func(idx []int) bool {
				var u uint64
				for _, i := range idx {
					u |= mask[i]
				}
				if bits.OnesCount64(u) == k {
					want = append(want, fmt.Sprint(idx, u))
				}
				return false
			})
			subsetsWithin(set, k, &mask, func(chosen, u uint64) bool {
				var idx []int
				for m := chosen; m != 0; m &= m - 1 {
					idx = append(idx, bits.TrailingZeros64(m))
				}
				got = append(got, fmt.Sprint(idx, u))
				return false
			})
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("subsetsWithin(%b, %d) = %v, want %v", set, k, got, want)
			}
			found += len(got)
		}
	}
	if found < 10 {
		t.Errorf("subsetsWithin found %d subsets in all: the test tries too little", found)
	}
}
