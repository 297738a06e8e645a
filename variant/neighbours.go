package variant

import "github.com/nanpure/nanpure/sudoku"

// AntiKnight: two cells a knight's move apart hold different digits.
type AntiKnight struct{}

// AntiKing: two cells a king's move apart (diagonally touching) hold
// different digits.
type AntiKing struct{}

var (
	knightMoves = [][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}}
	kingMoves   = [][2]int{{1, 1}, {1, -1}} // the orthogonal ones share a row or column already
)

func (AntiKnight) Kind() string             { return "AntiKnight" }
func (AntiKnight) add(m *model) error       { return addDifferent(m, knightMoves) }
func (AntiKnight) holds(g sudoku.Grid) bool { return holdsDifferent(g, knightMoves) }

func (AntiKing) Kind() string             { return "AntiKing" }
func (AntiKing) add(m *model) error       { return addDifferent(m, kingMoves) }
func (AntiKing) holds(g sudoku.Grid) bool { return holdsDifferent(g, kingMoves) }

// neighbourPairs calls f for every pair of cells of s one of moves apart,
// each pair once.
func neighbourPairs(s *sudoku.Shape, moves [][2]int, f func(a, b int)) {
	for r := 0; r < s.N; r++ {
		for c := 0; c < s.N; c++ {
			for _, mv := range moves {
				r2, c2 := r+mv[0], c+mv[1]
				if r2 >= 0 && r2 < s.N && c2 >= 0 && c2 < s.N {
					f(s.Cell(r, c), s.Cell(r2, c2))
				}
			}
		}
	}
}

func addDifferent(m *model, moves [][2]int) error {
	neighbourPairs(m.shape, moves, func(a, b int) { m.group([]int{a, b}) })
	return nil
}

func holdsDifferent(g sudoku.Grid, moves [][2]int) bool {
	ok := true
	neighbourPairs(g.Shape, moves, func(a, b int) { ok = ok && g.Cells[a] != g.Cells[b] })
	return ok
}

// NonConsecutive: orthogonally adjacent cells never hold consecutive
// digits (ISS's AntiConsecutive).
type NonConsecutive struct{}

var orthogonal = [][2]int{{0, 1}, {1, 0}}

func (NonConsecutive) Kind() string { return "AntiConsecutive" }

func (NonConsecutive) add(m *model) error {
	neighbourPairs(m.shape, orthogonal, func(a, b int) { m.relate(a, b, notConsecutive) })
	return nil
}

func (NonConsecutive) holds(g sudoku.Grid) bool {
	ok := true
	neighbourPairs(g.Shape, orthogonal, func(a, b int) { ok = ok && notConsecutive(g.Cells[a], g.Cells[b]) })
	return ok
}

func notConsecutive(x, y sudoku.Digit) bool { return x != y+1 && y != x+1 }
