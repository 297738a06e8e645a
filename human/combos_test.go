package human

import (
	"fmt"
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
