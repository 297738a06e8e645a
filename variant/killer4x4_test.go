package variant

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/nanpure/nanpure/sudoku"
)

// Random killers on 4x4 grids, 300 of them: cages grown at random over
// most of the grid (some overlapping one before them), their sums taken
// from a random grid or, for one cage in twenty, at random. Each puzzle has
// exactly as many solutions as the 288 grids all its cages hold on: the
// innies and outies the model derives from the houses and runs of rows
// and columns (innies.go) never lose a solution nor keep a wrong grid.
// (Until 2026-11-29 cages that overlap counted a cell twice there, and
// such puzzles lost their solutions.)
func TestRandomKillers4x4(t *testing.T) {
	grids := all4x4(t)
	s, err := sudoku.ShapeOf(4)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(45, 45))
	// grow is a cage of up to n cells grown from c through cells beside
	// it that are not yet taken, without a digit of g twice.
	grow := func(g sudoku.Grid, c, n int, taken []bool) []int {
		cage := []int{c}
		for len(cage) < n {
			var next []int
			for _, a := range cage {
				for _, b := range []int{a - s.N, a + s.N, a - 1, a + 1} {
					if b < 0 || b >= s.Cells || (b == a-1 || b == a+1) && s.Row(b) != s.Row(a) || taken[b] || containsCell(cage, b) || containsCell(next, b) || digitsOf(g, cage).Has(g.Cells[b]) {
						continue
					}
					next = append(next, b)
				}
			}
			if len(next) == 0 {
				break
			}
			cage = append(cage, next[rng.IntN(len(next))])
		}
		return cage
	}
	solved, several := 0, 0
	for range 300 {
		g := grids[rng.IntN(len(grids))]
		taken := make([]bool, s.Cells)
		var ks []Constraint
		for _, c := range rng.Perm(s.Cells) {
			if taken[c] || rng.IntN(8) == 0 { // a few cells left out of every cage
				continue
			}
			if len(ks) > 0 && rng.IntN(10) == 0 {
				taken = make([]bool, s.Cells) // the next cages may overlap those before
			}
			cells := grow(g, c, 1+rng.IntN(4), taken)
			for _, x := range cells {
				taken[x] = true
			}
			total := sum(g, cells)
			if k := len(cells); rng.IntN(20) == 0 { // between 1+...+k and N+...+(N-k+1)
				least := k * (k + 1) / 2
				total = least + rng.IntN(k*(s.N-k)+1)
			}
			ks = append(ks, Cage{Sum: total, Cells: cells})
		}
		p := &Puzzle{Givens: sudoku.NewGrid(s), Constraints: ks}
		got, err := Count(context.Background(), p, 0)
		if err != nil {
			t.Fatal(err) // every cage's sum is one that different digits make
		}
		want := 0
		for _, g := range grids {
			if p.check(g, nil) {
				want++
			}
		}
		if got.Count != want {
			text, _ := p.ISS()
			t.Errorf("%s: %d solutions, want %d", text, got.Count, want)
		}
		switch {
		case want == 1:
			solved++
		case want > 1:
			several++
		}
	}
	if solved < 30 || several < 30 {
		t.Errorf("%d puzzles with one solution, %d with several: want 30 or more of each", solved, several)
	}
}
