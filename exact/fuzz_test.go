package exact

import (
	"context"
	"testing"
	"time"

	"github.com/nanpure/nanpure/sudoku"
)

// fuzzGrid builds a grid from fuzz bytes: the first byte picks the shape,
// then pairs of bytes put a digit in a cell. Givens may conflict or leave
// no solution: the engine must cope with all of it.
func fuzzGrid(data []byte) sudoku.Grid {
	shapes := []*sudoku.Shape{sudoku.Classic, sudoku.MustShape(2, 2), sudoku.MustShape(2, 3), sudoku.MustShape(3, 2), sudoku.MustShape(2, 4)}
	s := sudoku.Classic
	if len(data) > 0 {
		s = shapes[int(data[0])%len(shapes)]
		data = data[1:]
	}
	g := sudoku.NewGrid(s)
	for i := 0; i+1 < len(data); i += 2 {
		g.Cells[int(data[i])%s.Cells] = sudoku.Digit(int(data[i+1]) % (s.N + 1))
	}
	return g
}

// FuzzSearch checks that every solution found solves the grid, and that
// Count and Enumerate agree, on any givens.
func FuzzSearch(f *testing.F) {
	f.Add([]byte{0, 0, 1, 1, 2, 2, 3})
	f.Add([]byte{0, 0, 5, 1, 5})                      // conflict in row 1
	f.Add([]byte{1, 0, 1, 5, 2, 10, 3, 15, 4})        // 4x4
	f.Add([]byte{2, 0, 1, 7, 2, 14, 3, 21, 4, 28, 5}) // 6x6
	f.Fuzz(func(t *testing.T, data []byte) {
		g := fuzzGrid(data)
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		r, err := Search(ctx, g, 1000)
		if err != nil {
			if g.Validate() == nil && ctx.Err() == nil {
				t.Fatalf("%v: %v", g, err)
			}
			return
		}
		if r.Count > 0 && !r.Solution.Solves(g) {
			t.Fatalf("%v: returned %v", g, r.Solution)
		}
		n := 0
		err = Enumerate(ctx, g, func(s sudoku.Grid) bool {
			if !s.Solves(g) {
				t.Fatalf("%v: enumerated %v", g, s)
			}
			n++
			return n < 1000
		})
		if err == nil && n != r.Count {
			t.Fatalf("%v: Search counted %d, Enumerate %d", g, r.Count, n)
		}
	})
}
