package human

import "github.com/nanpure/nanpure/sudoku"

// Coloring: the strong links of one digit (houses where it has two places)
// join its places into clusters; color each cluster's places alternately
// with two colors. In a cluster one color holds the digit and the other
// does not. So:
//
//	color trap (4.5): a place of the digit seeing both colors of a cluster
//	                  is false (with a wrap, so are the places of the
//	                  color that sees itself, as HoDoKu gives them);
//	color wrap (4.6): two places of one color seeing each other make that
//	                  color false: the digit leaves all its places.
//
// Multi-colors (HoDoKu's) take two clusters of the digit, colors A/B and
// C/D:
//
//	type 1 (4.7): a place of A sees a place of C, so A and C are not both
//	              true: B or D is, and a place seeing both B and D is
//	              false (each such pair of colors, in one step);
//	type 2 (4.7): the places of A see both C and D, one of which is true:
//	              A is false, and the digit leaves all its places.
//
// Coloring is not in Sudoku Explainer; the difficulties put it among the
// techniques of like power (turbot fish, unique rectangles).

// The coloring techniques, with HoDoKu's codes: Simple Colors Trap and
// Wrap, Multi-Colors 1 and 2.
var (
	SimpleColoring     = register(techniqueDef{key: "simple-coloring", difficulty: 4.5, hodoku: "0500", nudge: nudgeDigit})
	SimpleColoringWrap = register(techniqueDef{key: "simple-coloring-wrap", difficulty: 4.6, hodoku: "0501", nudge: nudgeDigit})
	MultiColors1       = register(techniqueDef{key: "multi-colors-1", difficulty: 4.7, hodoku: "0502", nudge: nudgeDigit})
	MultiColors2       = register(techniqueDef{key: "multi-colors-2", difficulty: 4.7, hodoku: "0503", nudge: nudgeDigit})
)

var (
	_ = addFinder("simple-coloring", (*searcher).simpleColoring, SimpleColoring, SimpleColoringWrap)
	_ = addFinder("multi-colors", (*searcher).multiColors, MultiColors1, MultiColors2)
)

var (
	_ = addExplainer(words.simpleColoring, SimpleColoring, SimpleColoringWrap)
	_ = addExplainer(words.multiColors, MultiColors1, MultiColors2)
)

// A colorCluster is the places of a digit joined by its strong links, in
// its two colors.
type colorCluster struct{ a, b []int }

// colorClusters colors the strong links of digit d: the clusters of at
// least min places, in order of their first cell.
func (s *searcher) colorClusters(d sudoku.Digit, min int) []colorCluster {
	b := s.b
	sh := b.Shape
	adj := map[int][]int{}
	for h := 0; h < sh.Houses(); h++ {
		if x, y, ok := b.pair(h, d); ok {
			adj[x] = append(adj[x], y)
			adj[y] = append(adj[y], x)
		}
	}
	var out []colorCluster
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
		if len(cluster) < min {
			continue
		}
		var cc colorCluster
		for _, c := range cluster {
			if color[c] == 1 {
				cc.a = append(cc.a, c)
			} else {
				cc.b = append(cc.b, c)
			}
		}
		out = append(out, cc)
	}
	return out
}

// simpleColoring finds a color wrap or trap, digits in order, clusters in
// order of their first cell. As HoDoKu, a cluster may be one strong link:
// its trap is then a pointing or claiming, which profiles find first.
func (s *searcher) simpleColoring() bool {
	b := s.b
	sh := b.Shape
	for d := sudoku.Digit(1); int(d) <= sh.N; d++ {
		for _, cc := range s.colorClusters(d, 2) {
			step := Step{Technique: SimpleColoringWrap, Digits: sudoku.Bit(d), Cells: cc.a, Extra: cc.b}
			// Wrap: a color that sees itself is false.
			for _, side := range [][]int{cc.a, cc.b} {
				if seesItself(sh, side) {
					for _, x := range side {
						step.Eliminations = append(step.Eliminations, Candidate{x, d})
					}
				}
			}
			if len(step.Eliminations) > 0 && s.found(step) {
				return true
			}
			// Trap: a place seeing both colors.
			step.Technique, step.Eliminations = SimpleColoring, s.seeingBoth(d, cc.a, cc.b)
			if len(step.Eliminations) > 0 && s.found(step) {
				return true
			}
		}
	}
	return false
}

// seesItself reports whether two cells of side see each other.
func seesItself(sh *sudoku.Shape, side []int) bool {
	for i, x := range side {
		for _, y := range side[i+1:] {
			if sees(sh, x, y) {
				return true
			}
		}
	}
	return false
}

// seesAny reports whether a cell of xs sees a cell of ys.
func seesAny(sh *sudoku.Shape, xs, ys []int) bool {
	for _, x := range xs {
		for _, y := range ys {
			if sees(sh, x, y) {
				return true
			}
		}
	}
	return false
}

// seeingBoth returns the places of d that see a cell of x and a cell of y.
// As HoDoKu, they may be places of x or y: a place of a color that sees
// both colors of its cluster sees its own color, which is then false.
func (s *searcher) seeingBoth(d sudoku.Digit, x, y []int) []Candidate {
	b := s.b
	sh := b.Shape
	var out []Candidate
	for c := 0; c < sh.Cells; c++ {
		if b.digits[c] != 0 || !b.cands[c].Has(d) {
			continue
		}
		if seesAny(sh, []int{c}, x) && seesAny(sh, []int{c}, y) {
			out = append(out, Candidate{c, d})
		}
	}
	return out
}

// multiColors finds the multi-colors steps, digits in order, then ordered
// pairs of clusters: type 2, then type 1, of each pair.
func (s *searcher) multiColors() bool {
	b := s.b
	sh := b.Shape
	for d := sudoku.Digit(1); int(d) <= sh.N; d++ {
		ccs := s.colorClusters(d, 2)
		for i, one := range ccs {
			for j, two := range ccs {
				if i == j {
					continue
				}
				step := Step{Digits: sudoku.Bit(d), Cells: one.a, Extra: one.b,
					Groups:      [][]int{one.a, one.b, two.a, two.b},
					GroupDigits: []sudoku.Set{sudoku.Bit(d), sudoku.Bit(d), sudoku.Bit(d), sudoku.Bit(d)}}
				// Type 2: a color of one sees both colors of two.
				var elims []Candidate
				for _, side := range [][]int{one.a, one.b} {
					if seesAny(sh, side, two.a) && seesAny(sh, side, two.b) {
						for _, x := range side {
							elims = append(elims, Candidate{x, d})
						}
					}
				}
				if len(elims) > 0 {
					step.Technique, step.Eliminations = MultiColors2, elims
					if s.found(step) {
						return true
					}
				}
				// Type 1: colors x and y see each other, so one of their
				// partners is true.
				seen := map[Candidate]bool{}
				elims = nil
				for _, x := range [2][2][]int{{one.a, one.b}, {one.b, one.a}} {
					for _, y := range [2][2][]int{{two.a, two.b}, {two.b, two.a}} {
						if !seesAny(sh, x[0], y[0]) {
							continue
						}
						for _, e := range s.seeingBoth(d, x[1], y[1]) {
							if !seen[e] {
								seen[e] = true
								elims = append(elims, e)
							}
						}
					}
				}
				if len(elims) > 0 {
					step.Technique, step.Eliminations = MultiColors1, elims
					if s.found(step) {
						return true
					}
				}
			}
			if s.stop() {
				return false
			}
		}
	}
	return false
}

// simpleColoring explains a color trap or wrap.
func (w words) simpleColoring(s Step) string {
	t := w.say("simple-coloring", "digit", w.digits(s.Digits), "a", w.cells(s.Cells), "b", w.cells(s.Extra))
	if s.Technique == SimpleColoringWrap {
		color := "B"
		if seesItself(w.sh, s.Cells) {
			color = "A"
		}
		t = w.sentences(t, w.say("simple-coloring-wrap", "digit", w.digits(s.Digits), "color", color))
	}
	return t
}

// multiColors explains a multi-colors step: its four colors, then why.
func (w words) multiColors(s Step) string {
	if len(s.Groups) < 4 {
		return ""
	}
	t := w.say("multi-colors", "digit", w.digits(s.Digits), "a", w.cells(s.Groups[0]), "b", w.cells(s.Groups[1]),
		"c", w.cells(s.Groups[2]), "d", w.cells(s.Groups[3]))
	color := "B"
	if seesAny(w.sh, s.Groups[0], s.Groups[2]) && seesAny(w.sh, s.Groups[0], s.Groups[3]) {
		color = "A"
	}
	return w.sentences(t, w.say(s.Technique.Key(), "digit", w.digits(s.Digits), "color", color))
}
