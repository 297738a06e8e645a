package variant

import (
	"fmt"

	"github.com/nanpure/nanpure/sudoku"
)

// A RegionSum line (ISS's RegionSumLine): the digits of its cells in each
// box it passes through add up to the same sum, each time it enters a box
// a sum of its own.
type RegionSum struct{ Cells []int }

func (l RegionSum) Kind() string { return "RegionSumLine" }

func (l RegionSum) add(m *model) error {
	if err := checkCells(m.shape, l.Kind(), l.Cells); err != nil {
		return err
	}
	if m.jigsaw {
		return fmt.Errorf("variant: a region sum line on a jigsaw is not read here")
	}
	if segs := segments(m.shape, l.Cells); len(segs) > 1 {
		top := 0
		for _, seg := range segs {
			top = max(top, len(seg)*m.shape.N)
		}
		m.rules = append(m.rules, &regionSumRule{line: l.Cells, segs: segs, n: m.shape.N, top: top})
	}
	return nil
}

func (l RegionSum) holds(g sudoku.Grid) bool {
	sum := -1
	for _, seg := range segments(g.Shape, l.Cells) {
		s := 0
		for _, c := range seg {
			s += int(g.Cells[c])
		}
		if sum >= 0 && s != sum {
			return false
		}
		sum = s
	}
	return true
}

// segments cuts a line where it goes from one box into another.
func segments(s *sudoku.Shape, line []int) [][]int {
	var segs [][]int
	for i, c := range line {
		if i == 0 || s.Box(c) != s.Box(line[i-1]) {
			segs = append(segs, nil)
		}
		segs[len(segs)-1] = append(segs[len(segs)-1], c)
	}
	return segs
}

// regionSumRule keeps the sums that every segment of the line can write,
// then the digits that write one of them with the others of their
// segment, then those of the combinations of different digits (a box's)
// that add up to one of them.
type regionSumRule struct {
	line []int
	segs [][]int
	n    int
	top  int // the greatest sum of a segment
}

func (r *regionSumRule) cells() []int { return r.line }

func (r *regionSumRule) prune(cand []sudoku.Set) bool {
	top := r.top
	var common sumSet
	for _, seg := range r.segs {
		s := sumsOf(cand, seg, -1, top)
		if common == nil {
			common = s
		} else {
			common.and(s)
		}
	}
	if common.empty() {
		return false
	}
	for _, seg := range r.segs {
		for _, c := range seg {
			if cand[c] = sumsOf(cand, seg, c, top).fits(cand[c], common); cand[c] == 0 {
				return false
			}
		}
		// A segment lies in one box, so its digits differ: it is a killer
		// cage of one of the sums left, whose combinations prune further.
		sets := combinations(r.n, len(seg), func(s sudoku.Set) bool { return common.has(setSum(s)) })
		if sets != nil && !(&setRule{group: seg, sets: sets}).prune(cand) {
			return false
		}
	}
	return true
}
