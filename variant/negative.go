package variant

import "github.com/nanpure/nanpure/sudoku"

// A Negative constraint says that every mark of a kind is given: two
// orthogonal neighbours without a mark of Of between them do not satisfy
// its rule. Of is "ratio" (black kropki dots), "difference" (white dots)
// or "xv", as f-puzzles names them; Marked are the pairs with a mark.
type Negative struct {
	Of     string
	Marked [][2]int
}

func (n Negative) Kind() string { return "Negative" }

func (n Negative) add(m *model) error {
	neighbourPairs(m.shape, orthogonal, func(a, b int) {
		if !n.marked(a, b) {
			m.relate(a, b, func(x, y sudoku.Digit) bool { return !n.rule(x, y) })
		}
	})
	return nil
}

func (n Negative) holds(g sudoku.Grid) bool {
	ok := true
	neighbourPairs(g.Shape, orthogonal, func(a, b int) {
		ok = ok && (n.marked(a, b) || !n.rule(g.Cells[a], g.Cells[b]))
	})
	return ok
}

func (n Negative) marked(a, b int) bool {
	for _, p := range n.Marked {
		if p == [2]int{a, b} || p == [2]int{b, a} {
			return true
		}
	}
	return false
}

// rule is what a mark of n's kind would say of x and y.
func (n Negative) rule(x, y sudoku.Digit) bool {
	switch n.Of {
	case "ratio":
		return Kropki{Black: true}.ok(x, y)
	case "difference":
		return Kropki{}.ok(x, y)
	default:
		return x+y == 10 || x+y == 5
	}
}
