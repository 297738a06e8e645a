package sudoku

import (
	"slices"
	"testing"
)

// A jigsaw's shape has its regions for boxes, every table built from
// them; bad regions are refused.
func TestJigsaw(t *testing.T) {
	s := MustShape(2, 2)
	// 4x4: the top boxes as they are, the bottom ones an L and its mate.
	regions := [][]int{{0, 1, 4, 5}, {2, 3, 6, 7}, {8, 12, 13, 14}, {9, 10, 11, 15}}
	j, err := Jigsaw(s, regions)
	if err != nil {
		t.Fatal(err)
	}
	if !j.IsJigsaw() || s.IsJigsaw() || j.String() != "2x2" {
		t.Errorf("IsJigsaw %v %v, String %q", j.IsJigsaw(), s.IsJigsaw(), j)
	}
	if got := j.House(2*4 + 2); !slices.Equal(got, []int{8, 12, 13, 14}) {
		t.Errorf("region 3: %v", got)
	}
	if j.Box(14) != 2 || j.Box(9) != 3 {
		t.Errorf("Box(14) %d, Box(9) %d", j.Box(14), j.Box(9))
	}
	// r4c3 (14) sees its row, its column and region 3: 8, 12, 13 (region),
	// 15 (row), 2, 6, 10 (column).
	if got := j.Peers(14); !slices.Equal(got, []int{2, 6, 8, 10, 12, 13, 15}) {
		t.Errorf("Peers(14) = %v", got)
	}
	for c := range j.Cells {
		for k, h := range j.HousesOf(c) {
			if j.House(h)[j.IndexInHouses(c)[k]] != c {
				t.Errorf("cell %d: not at its index in house %d", c, h)
			}
		}
	}
	for _, bad := range [][][]int{regions[:3], {{0, 1, 4, 5}, {2, 3, 6, 7}, {8, 12, 13, 14}, {9, 10, 11, 11}}} {
		if _, err := Jigsaw(s, bad); err == nil {
			t.Errorf("Jigsaw(%v): no error", bad)
		}
	}
}
