package generate

import (
	"context"
	"errors"

	"github.com/nanpure/nanpure/sudoku"
	"github.com/nanpure/nanpure/variant"
)

// gridNodes bounds the search for a variant's random grid: a jigsaw's
// regions may admit none, which a search could take long to prove.
const gridNodes = 200_000

// randomGrid draws p's solution: for a jigsaw, first its regions, drawn
// again while no grid fits them.
func randomGrid(ctx context.Context, kind string, p *variant.Puzzle, rng *random) (sudoku.Grid, error) {
	if kind != "jigsaw" {
		return variant.Random(ctx, p, rng.intn, gridNodes)
	}
	for range 50 {
		p.Regions = randomRegions(p.Givens.Shape, rng)
		g, err := variant.Random(ctx, p, rng.intn, gridNodes)
		if err == nil || ctx.Err() != nil {
			return g, err
		}
	}
	return sudoku.Grid{}, errors.New("generate: no jigsaw regions of 50 drawn admit a grid")
}

// randomRegions draws a jigsaw's regions: starting from the boxes, cells
// trade places across the borders, two at a time (a cell of region A goes
// to its neighbour B, a cell of B next to A goes to A) so that the regions
// keep N cells, and a trade that would cut a region in two is undone.
func randomRegions(s *sudoku.Shape, rng *random) [][]int {
	of := make([]int, s.Cells)
	for c := range of {
		of[c] = s.Box(c)
	}
	for done, tries := 0, 0; done < 4*s.Cells && tries < 40*s.Cells; tries++ {
		a := rng.intn(s.Cells)
		var across []int
		for _, b := range neighbours(s, a) {
			if of[b] != of[a] {
				across = append(across, b)
			}
		}
		if len(across) == 0 {
			continue
		}
		ra, rb := of[a], of[across[rng.intn(len(across))]]
		var back []int // cells of B next to A (other than a) that could go to A
		for c := range of {
			if of[c] != rb {
				continue
			}
			for _, o := range neighbours(s, c) {
				if o != a && of[o] == ra {
					back = append(back, c)
					break
				}
			}
		}
		if len(back) == 0 {
			continue
		}
		c := back[rng.intn(len(back))]
		of[a], of[c] = rb, ra
		if connected(s, of, ra) && connected(s, of, rb) {
			done++
		} else {
			of[a], of[c] = ra, rb
		}
	}
	regions := make([][]int, s.N)
	for c, r := range of {
		regions[r] = append(regions[r], c)
	}
	return regions
}

// connected reports whether the cells of region r are one piece.
func connected(s *sudoku.Shape, of []int, r int) bool {
	start, size := -1, 0
	for c, x := range of {
		if x == r {
			start, size = c, size+1
		}
	}
	seen := map[int]bool{start: true}
	for stack := []int{start}; len(stack) > 0; {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, o := range neighbours(s, c) {
			if of[o] == r && !seen[o] {
				seen[o] = true
				stack = append(stack, o)
			}
		}
	}
	return len(seen) == size
}
