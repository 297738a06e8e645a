package human

import (
	"slices"

	"github.com/nanpure/nanpure/sudoku"
)

// Simple coloring: the strong links of one digit (houses where it has two
// places) join its places into clusters; color each cluster's places
// alternately with two colors. In a cluster one color holds the digit and
// the other does not. So:
//
//	color trap (4.5): a place of the digit seeing both colors of a cluster
//	                  is false;
//	color wrap (4.6): two places of one color seeing each other make that
//	                  color false: the digit leaves all its places.
//
// Coloring is not in Sudoku Explainer; the difficulties put it among the
// techniques of like power (turbot fish, unique rectangles).

// SimpleColoring is both forms; its HoDoKu code is the trap's (a wrap is
// HoDoKu's 0501, Simple Colors Wrap).
var SimpleColoring = register(techniqueDef{key: "simple-coloring", difficulty: 4.5, hodoku: "0500", nudge: nudgeDigit})

var _ = addFinder("simple-coloring", (*searcher).simpleColoring, SimpleColoring)

// simpleColoring finds a color trap or wrap, digits in order, clusters in
// order of their first cell.
func (s *searcher) simpleColoring() bool {
	b := s.b
	sh := b.Shape
	for d := sudoku.Digit(1); int(d) <= sh.N; d++ {
		// Strong links of d.
		adj := map[int][]int{}
		for h := 0; h < sh.Houses(); h++ {
			a, c, ok := b.pair(h, d)
			if !ok {
				continue
			}
			adj[a] = append(adj[a], c)
			adj[c] = append(adj[c], a)
		}
		color := map[int]int{} // cell -> 1 or 2
		for start := 0; start < sh.Cells; start++ {
			if len(adj[start]) == 0 || color[start] != 0 {
				continue
			}
			// Color the cluster breadth first.
			cluster := []int{start}
			color[start] = 1
			for i := 0; i < len(cluster); i++ {
				c := cluster[i]
				for _, x := range adj[c] {
					if color[x] == 0 {
						color[x] = 3 - color[c]
						cluster = append(cluster, x)
					}
				}
			}
			if len(cluster) < 3 {
				continue
			}
			var ca, cb []int
			for _, c := range cluster {
				if color[c] == 1 {
					ca = append(ca, c)
				} else {
					cb = append(cb, c)
				}
			}
			step := Step{Technique: SimpleColoring, Digits: sudoku.Bit(d), Cells: ca, Extra: cb}
			// Wrap: a color that sees itself is false.
			for _, side := range [][]int{ca, cb} {
				wrap := false
				for i, x := range side {
					for _, y := range side[i+1:] {
						if sees(sh, x, y) {
							wrap = true
						}
					}
				}
				if wrap {
					for _, x := range side {
						step.Eliminations = append(step.Eliminations, Candidate{x, d})
					}
					step.Difficulty = 4.6
					if s.found(step) {
						return true
					}
					step.Eliminations = nil
				}
			}
			// Trap: a place seeing both colors.
			for c := 0; c < sh.Cells; c++ {
				if !b.cands[c].Has(d) || color[c] != 0 && slices.Contains(cluster, c) {
					continue
				}
				seeA, seeB := false, false
				for _, x := range ca {
					seeA = seeA || sees(sh, c, x)
				}
				for _, x := range cb {
					seeB = seeB || sees(sh, c, x)
				}
				if seeA && seeB {
					step.Eliminations = append(step.Eliminations, Candidate{c, d})
				}
			}
			if len(step.Eliminations) > 0 {
				step.Difficulty = 4.5
				if s.found(step) {
					return true
				}
			}
		}
	}
	return false
}
