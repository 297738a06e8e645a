package generate

import (
	"slices"

	"github.com/nanpure/nanpure/sudoku"
	"github.com/nanpure/nanpure/variant"
)

// Thermometers, renbans, whispers, modular lines and arrows are drawn along
// a solution: a path through cells that touch (side by side or corner to
// corner) whose digits rise (a thermometer), make a run (a renban), differ
// by half the digits or more (a whisper), leave three remainders modulo 3
// in every three cells (a modular line), or add up to the digit of the
// cell the path starts next to (an arrow and its bulb). The lines use each cell
// once and never cross, so that they read as a setter draws them; the
// givens then go while the puzzle stays unique.

// lineTries bounds the draws of one line before the drawing stops: late
// in a grid few free cells are left, and a draw that fails costs little.
const lineTries = 40

// drawing keeps the cells and the diagonal steps the lines use.
type drawing struct {
	s     *sudoku.Shape
	used  []bool
	cross map[[2]int]bool // diagonal steps taken, as their two cells, lower first
}

func newDrawing(s *sudoku.Shape) *drawing {
	return &drawing{s: s, used: make([]bool, s.Cells), cross: map[[2]int]bool{}}
}

// steps are the free cells a line at c may go on to: those that touch c,
// not used, whose step does not cross a diagonal step already drawn.
func (d *drawing) steps(c int) []int {
	s := d.s
	r, col := s.Row(c), s.Col(c)
	var next []int
	for dr := -1; dr <= 1; dr++ {
		for dc := -1; dc <= 1; dc++ {
			rr, cc := r+dr, col+dc
			if dr == 0 && dc == 0 || rr < 0 || rr >= s.N || cc < 0 || cc >= s.N {
				continue
			}
			o := s.Cell(rr, cc)
			if d.used[o] || dr != 0 && dc != 0 && d.cross[pair(s.Cell(r, cc), s.Cell(rr, col))] {
				continue
			}
			next = append(next, o)
		}
	}
	return next
}

// mark marks the step from a to b (b used, a diagonal step taken), or
// takes it back when on is false: a line under way must not cross itself.
func (d *drawing) mark(a, b int, on bool) {
	d.used[b] = on
	if d.s.Row(a) != d.s.Row(b) && d.s.Col(a) != d.s.Col(b) {
		d.cross[pair(a, b)] = on
	}
}

// unmark takes back every cell and step of path.
func (d *drawing) unmark(path []int) {
	d.used[path[0]] = false
	for i := 1; i < len(path); i++ {
		d.mark(path[i-1], path[i], false)
	}
}

func pair(a, b int) [2]int { return [2]int{min(a, b), max(a, b)} }

// thermometers draws up to N thermometers of 3 cells or more along sol,
// each as long as its rising digits let it go (at most N/2+2 cells).
func thermometers(sol sudoku.Grid, rng *random) []variant.Constraint {
	s := sol.Shape
	low := func(c int) bool { return int(sol.Cells[c]) <= s.N-2 } // room to rise twice
	rising := func(path []int, o int) bool { return sol.Cells[o] > sol.Cells[path[len(path)-1]] }
	return drawPaths(sol, rng, lineDraw{most: s.N, long: s.N/2 + 2, start: low, next: rising,
		line: func(path []int) variant.Constraint { return variant.Thermo{Cells: path} }})
}

// renbans draws up to N renban lines of 3 cells or more along sol, whose
// digits at every step are a run of consecutive digits (at most N/2+1).
func renbans(sol sudoku.Grid, rng *random) []variant.Constraint {
	s := sol.Shape
	run := func(path []int, o int) bool {
		lo, hi := sol.Cells[o], sol.Cells[o]
		for _, c := range path {
			if sol.Cells[c] == sol.Cells[o] {
				return false
			}
			lo, hi = min(lo, sol.Cells[c]), max(hi, sol.Cells[c])
		}
		return int(hi-lo) == len(path)
	}
	return drawPaths(sol, rng, lineDraw{most: s.N, long: s.N/2 + 1, next: run,
		line: func(path []int) variant.Constraint { return variant.Renban{Cells: path} }})
}

// whispers draws up to N German whispers of 3 cells or more along sol,
// whose neighbours differ by N/2+1 or more (5 on a 9x9 grid).
func whispers(sol sudoku.Grid, rng *random) []variant.Constraint {
	s := sol.Shape
	diff := s.N/2 + 1
	apart := func(path []int, o int) bool {
		d := int(sol.Cells[o]) - int(sol.Cells[path[len(path)-1]])
		return d >= diff || -d >= diff
	}
	return drawPaths(sol, rng, lineDraw{most: s.N, long: s.N, next: apart,
		line: func(path []int) variant.Constraint { return variant.Whisper{Cells: path, Diff: diff} }})
}

// modularLines draws up to N modular lines of 3 cells or more along sol
// (modulo 3, f-puzzles' and most setters'): each cell's remainder differs
// from the two before it.
func modularLines(sol sudoku.Grid, rng *random) []variant.Constraint {
	s := sol.Shape
	fresh := func(path []int, o int) bool {
		for _, c := range path[max(0, len(path)-2):] {
			if sol.Cells[c]%3 == sol.Cells[o]%3 {
				return false
			}
		}
		return true
	}
	return drawPaths(sol, rng, lineDraw{most: s.N, long: s.N, next: fresh,
		line: func(path []int) variant.Constraint { return variant.Modular{Cells: path, Mod: 3} }})
}

// A lineDraw says how drawPaths draws lines of one kind.
type lineDraw struct {
	most, long int                          // the most lines, and the most cells of a line
	start      func(c int) bool             // whether a line may start on cell c (nil: any)
	next       func(path []int, o int) bool // whether the path so far may go on to cell o
	cut        func(path []int) int         // how many cells of a drawn path to keep (nil: all)
	line       func(path []int) variant.Constraint
}

// drawPaths draws up to l.most lines of 3 cells or more along sol, each
// made a constraint by l.line: from a random free cell l.start allows,
// random steps each of which l.next allows, as far as they go (l.long
// cells at most), then cut back to the cells l.cut keeps.
func drawPaths(sol sudoku.Grid, rng *random, l lineDraw) []variant.Constraint {
	return searchLines(sol.Shape, rng, l.most, l.start, func(d *drawing, c int) variant.Constraint {
		path := []int{c}
		for len(path) < l.long {
			last := path[len(path)-1]
			steps := slices.DeleteFunc(d.steps(last), func(o int) bool { return !l.next(path, o) })
			if len(steps) == 0 {
				break
			}
			o := steps[rng.intn(len(steps))]
			d.mark(last, o, true)
			path = append(path, o)
		}
		keep := len(path)
		if l.cut != nil {
			keep = l.cut(path)
		}
		if keep < 3 {
			d.unmark(path)
			return nil
		}
		if keep < len(path) { // the steps after the last cell kept are taken back
			d.unmark(path[keep-1:])
			d.used[path[keep-1]] = true
		}
		return l.line(path[:keep])
	})
}

// zippers draws up to N zipper lines along sol, grown from the middle out:
// a middle cell of digit S (or two touching cells adding up to S), then a
// pair of cells at a time, one beside each end, adding up to S, while such
// a pair is found (at most N cells).
func zippers(sol sudoku.Grid, rng *random) []variant.Constraint {
	s := sol.Shape
	return searchLines(s, rng, s.N, nil, func(d *drawing, c int) variant.Constraint {
		// The two halves, each from the middle out; on a line of odd
		// length both start with the middle cell.
		left, right := []int{c}, []int{c}
		sum, length := int(sol.Cells[c]), 1
		if steps := d.steps(c); rng.intn(2) == 0 && len(steps) > 0 { // an even line
			o := steps[rng.intn(len(steps))]
			d.mark(c, o, true)
			right, sum, length = []int{o}, sum+int(sol.Cells[o]), 2
		}
		for ; length < s.N; length += 2 {
			a, b := left[len(left)-1], right[len(right)-1]
			var pairs [][2]int
			for _, x := range d.steps(a) {
				d.mark(a, x, true)
				for _, y := range d.steps(b) {
					if int(sol.Cells[x])+int(sol.Cells[y]) == sum {
						pairs = append(pairs, [2]int{x, y})
					}
				}
				d.mark(a, x, false)
			}
			if len(pairs) == 0 {
				break
			}
			pr := pairs[rng.intn(len(pairs))]
			d.mark(a, pr[0], true)
			d.mark(b, pr[1], true)
			left, right = append(left, pr[0]), append(right, pr[1])
		}
		line := slices.Clone(left)
		slices.Reverse(line)
		line = append(line, right[length%2:]...) // the middle once
		if len(left) == 1 {
			d.unmark(line)
			return nil
		}
		return variant.Zipper{Cells: line}
	})
}

// doubleArrows draws up to N-2 double arrows along sol: a line from one
// circle to the other whose cells between add up to the circles' digits,
// found depth first within a budget, as an arrow's line is.
func doubleArrows(sol sudoku.Grid, rng *random) []variant.Constraint {
	return searchLines(sol.Shape, rng, sol.Shape.N-2, nil, func(d *drawing, c int) variant.Constraint {
		budget := arrowNodes
		if line := doubleArrowLine(d, sol, []int{c}, 0, rng, &budget); line != nil {
			return variant.DoubleArrow{Cells: line}
		}
		return nil
	})
}

// searchLines draws up to most lines, each searched by find from a random
// free cell that start allows (nil: any), which it takes: find returns the
// line's constraint, its steps marked in d, or nil with d as it was, and
// the cell is given back.
func searchLines(s *sudoku.Shape, rng *random, most int, start func(c int) bool, find func(d *drawing, c int) variant.Constraint) []variant.Constraint {
	d := newDrawing(s)
	var out []variant.Constraint
	for try := 0; try < lineTries && len(out) < most; try++ {
		c := rng.intn(s.Cells)
		if d.used[c] || start != nil && !start(c) {
			continue
		}
		d.used[c] = true
		if k := find(d, c); k != nil {
			out = append(out, k)
			continue
		}
		d.used[c] = false
	}
	return out
}

// doubleArrowLine returns a double arrow going on from path (its first
// circle, then the cells between so far, adding up to mid), its steps
// marked in d, or nil with d as it was.
func doubleArrowLine(d *drawing, sol sudoku.Grid, path []int, mid int, rng *random, budget *int) []int {
	last := path[len(path)-1]
	next := d.steps(last)
	shuffle(rng, next)
	first := int(sol.Cells[path[0]])
	for _, o := range next {
		if *budget <= 0 || len(path) >= sol.Shape.N {
			return nil
		}
		*budget--
		if len(path) >= 2 && mid == first+int(sol.Cells[o]) {
			d.mark(last, o, true)
			return append(slices.Clone(path), o)
		}
		if mid+int(sol.Cells[o]) >= first+sol.Shape.N {
			continue // the other circle's digit could not catch up
		}
		d.mark(last, o, true)
		if line := doubleArrowLine(d, sol, append(path, o), mid+int(sol.Cells[o]), rng, budget); line != nil {
			return line
		}
		d.mark(last, o, false)
	}
	return nil
}

// quadruples are up to N quadruples on sol, at random corners: each with 2
// to 4 of the digits of its square.
func quadruples(sol sudoku.Grid, rng *random) []variant.Constraint {
	s := sol.Shape
	var out []variant.Constraint
	seen := map[int]bool{}
	for try := 0; try < lineTries && len(out) < s.N; try++ {
		c := s.Cell(rng.intn(s.N-1), rng.intn(s.N-1))
		if seen[c] {
			continue
		}
		seen[c] = true
		cells := []int{c, c + 1, c + s.N, c + s.N + 1}
		some := slices.Clone(cells)
		shuffle(rng, some)
		var ds []sudoku.Digit
		for _, x := range some[:2+rng.intn(3)] {
			ds = append(ds, sol.Cells[x])
		}
		slices.Sort(ds)
		out = append(out, variant.Quad{Cells: cells, Digits: ds})
	}
	return out
}

// extremums are the minimum or maximum of every cell of sol whose digit is
// below (above) each digit beside it.
func extremums(sol sudoku.Grid) []variant.Constraint {
	s := sol.Shape
	var out []variant.Constraint
	for c := range sol.Cells {
		lo, hi := true, true
		for _, n := range variant.Besides(s, c) {
			lo, hi = lo && sol.Cells[c] < sol.Cells[n], hi && sol.Cells[c] > sol.Cells[n]
		}
		if lo || hi {
			out = append(out, variant.Extremum{Cell: c, Max: hi})
		}
	}
	return out
}

// arrows draws up to N-2 arrows along sol: a bulb of digit 3 or more
// and a line of 2 cells or more, starting next to it, whose digits add up
// to it.
func arrows(sol sudoku.Grid, rng *random) []variant.Constraint {
	big := func(c int) bool { return sol.Cells[c] >= 3 }
	return searchLines(sol.Shape, rng, sol.Shape.N-2, big, func(d *drawing, bulb int) variant.Constraint {
		budget := arrowNodes
		if line := arrowLine(d, sol, []int{bulb}, int(sol.Cells[bulb]), rng, &budget); line != nil {
			return variant.Arrow{Bulb: []int{bulb}, Line: line}
		}
		return nil
	})
}

// arrowNodes bounds the search for one arrow's line: a bulb whose
// neighbourhood holds no line is given up quickly.
const arrowNodes = 2000

// arrowLine returns a line of 2 cells or more going on from path (the
// bulb, then the line so far) whose digits add up to left, its steps
// marked in d, or nil with d as it was: a depth-first search over the
// free steps in random order, within budget nodes.
func arrowLine(d *drawing, sol sudoku.Grid, path []int, left int, rng *random, budget *int) []int {
	if left == 0 {
		if len(path) < 3 {
			return nil
		}
		return slices.Clone(path[1:])
	}
	last := path[len(path)-1]
	next := d.steps(last)
	shuffle(rng, next)
	for _, o := range next {
		if int(sol.Cells[o]) > left || *budget <= 0 {
			continue
		}
		*budget--
		d.mark(last, o, true)
		if line := arrowLine(d, sol, append(path, o), left-int(sol.Cells[o]), rng, budget); line != nil {
			return line
		}
		d.mark(last, o, false)
	}
	return nil
}

// sumLines draws up to N sum lines along sol whose pieces each add up to
// N+1 (10 on a 9x9 grid: the "10 lines" setters draw): a line steps on
// while its open piece stays within the sum (at most N cells), then is cut
// back to where its last whole piece ends, kept at 3 cells or more; then
// up to two loops where the lines left room (sumLoops).
func sumLines(sol sudoku.Grid, rng *random) []variant.Constraint {
	s := sol.Shape
	sum := s.N + 1
	// pieces is how many cells of path end its last whole piece, and what
	// the piece after them adds up to so far.
	pieces := func(path []int) (end, open int) {
		for i, c := range path {
			if open += int(sol.Cells[c]); open == sum {
				end, open = i+1, 0
			}
		}
		return end, open
	}
	within := func(path []int, o int) bool {
		_, open := pieces(path)
		return open+int(sol.Cells[o]) <= sum
	}
	cut := func(path []int) int {
		end, _ := pieces(path)
		return end
	}
	lines := drawPaths(sol, rng, lineDraw{most: s.N, long: s.N, next: within, cut: cut,
		line: func(path []int) variant.Constraint { return variant.SumLine{Sum: sum, Cells: path} }})
	return append(lines, sumLoops(sol, rng, lines, sum)...)
}

// sumLoops draws up to two sum loops round 2x2 squares of sol that no line
// passes through, whose four digits divide into pieces of sum from some
// first cell (a loop's piece may run over its end), the squares tried in
// random order.
func sumLoops(sol sudoku.Grid, rng *random, lines []variant.Constraint, sum int) []variant.Constraint {
	s := sol.Shape
	used := make([]bool, s.Cells)
	for _, k := range lines {
		for _, c := range variant.Describe(k).Cells {
			used[c] = true
		}
	}
	corners := make([]int, 0, (s.N-1)*(s.N-1))
	for r := range s.N - 1 {
		for c := range s.N - 1 {
			corners = append(corners, s.Cell(r, c))
		}
	}
	shuffle(rng, corners)
	var loops []variant.Constraint
	for _, c := range corners {
		ring := []int{c, c + 1, c + s.N + 1, c + s.N}
		if len(loops) == 2 || slices.ContainsFunc(ring, func(x int) bool { return used[x] }) {
			continue
		}
		loop := variant.SumLine{Sum: sum, Cells: ring, Loop: true}
		if p := (&variant.Puzzle{Givens: sudoku.NewGrid(s), Constraints: []variant.Constraint{loop}}); !p.Check(sol) {
			continue
		}
		loops = append(loops, loop)
		for _, x := range ring {
			used[x] = true
		}
	}
	return loops
}
