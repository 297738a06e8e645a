package variant

import "github.com/nanpure/nanpure/sudoku"

// A Region is an extra set of cells whose digits all differ: a diagonal of
// Sudoku X, a window of Windoku, a disjoint group. With N cells it holds
// every digit once.
type Region struct {
	Name  string // "Diagonal", "Windoku", "DisjointSets" or "ExtraRegion": the ISS kind it came from
	Cells []int
}

func (r Region) Kind() string {
	if r.Name == "" {
		return "ExtraRegion"
	}
	return r.Name
}

func (r Region) add(m *model) error {
	if err := checkCells(m.shape, r.Kind(), r.Cells); err != nil {
		return err
	}
	m.group(r.Cells)
	return nil
}

func (r Region) holds(g sudoku.Grid) bool { return distinct(g.Cells, r.Cells) }

// Diagonal is the main diagonal (r1c1 to rNcN) of s, or with anti the other
// one (rNc1 to r1cN), as a Region.
func Diagonal(s *sudoku.Shape, anti bool) Region {
	r := Region{Name: "Diagonal"}
	for i := 0; i < s.N; i++ {
		if anti {
			r.Cells = append(r.Cells, s.Cell(s.N-1-i, i))
		} else {
			r.Cells = append(r.Cells, s.Cell(i, i))
		}
	}
	return r
}

// Windoku is the four extra boxes of Windoku (hyper Sudoku) on a 9x9 grid
// of s, or more generally the boxes set one cell in from each box corner
// with one row and column between them; nil for a shape without room.
func Windoku(s *sudoku.Shape) []Region {
	var rs []Region
	for top := 1; top+s.BoxRows <= s.N-1; top += s.BoxRows + 1 {
		for left := 1; left+s.BoxCols <= s.N-1; left += s.BoxCols + 1 {
			r := Region{Name: "Windoku"}
			for i := 0; i < s.BoxRows; i++ {
				for j := 0; j < s.BoxCols; j++ {
					r.Cells = append(r.Cells, s.Cell(top+i, left+j))
				}
			}
			rs = append(rs, r)
		}
	}
	return rs
}

// DisjointSets is the groups of cells at the same place in every box:
// each holds every digit once.
func DisjointSets(s *sudoku.Shape) []Region {
	rs := make([]Region, s.N)
	for b := 0; b < s.N; b++ {
		for i, c := range s.House(2*s.N + b) {
			rs[i].Name = "DisjointSets"
			rs[i].Cells = append(rs[i].Cells, c)
		}
	}
	return rs
}
