package sudoku

import "fmt"

// Jigsaw returns the shape of s's size whose boxes are the given regions
// (N regions of N cells, each cell in one), numbered as given: a jigsaw
// puzzle's geometry, so that every algorithm that walks houses and peers
// from the Shape (the human solver's techniques) works on it. BoxRows and
// BoxCols stay s's, and String with them, for the records' "box" field;
// IsJigsaw tells the text grids to draw no box lines. Each call returns a
// new Shape.
func Jigsaw(s *Shape, regions [][]int) (*Shape, error) {
	if len(regions) != s.N {
		return nil, fmt.Errorf("sudoku: %d regions, want %d", len(regions), s.N)
	}
	j := &Shape{BoxRows: s.BoxRows, BoxCols: s.BoxCols, N: s.N, Cells: s.Cells, allDigit: s.allDigit, jigsaw: true}
	j.boxOf = make([]int, s.Cells)
	seen := make([]bool, s.Cells)
	for i, r := range regions {
		if len(r) != s.N {
			return nil, fmt.Errorf("sudoku: region %d has %d cells, want %d", i+1, len(r), s.N)
		}
		for _, c := range r {
			if c < 0 || c >= s.Cells || seen[c] {
				return nil, fmt.Errorf("sudoku: region %d: cell %d is outside the grid or in two regions", i+1, c)
			}
			seen[c] = true
			j.boxOf[c] = i
		}
	}
	j.link()
	return j, nil
}

// IsJigsaw reports whether the boxes of s are a jigsaw's regions.
func (s *Shape) IsJigsaw() bool { return s.jigsaw }
