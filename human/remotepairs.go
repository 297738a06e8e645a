package human

import (
	"cmp"
	"slices"

	"github.com/nanpure/nanpure/sudoku"
)

// Remote pairs (HoDoKu's 0703): a chain of bivalue cells that all hold the
// same two digits a and b, each cell seeing the next. Neighbours cannot
// hold the same digit, so the digits alternate along the chain: the cells
// at even places hold one of them and the cells at odd places the other.
// Two cells of the chain an odd number of steps apart (at least three: the
// nearest are a plain naked pair) hold a and b between them, so a cell
// seeing both loses a and b.
//
// As HoDoKu, a chain has an even number of cells, at least four (its ends
// are then of opposite parity and the chain is found from its ends), and
// it is a step when its two ends have a cell seeing both with a or b; the
// step removes what every pair of its cells of opposite parity removes.
// Chains are at most remotePairMax cells long (HoDoKu's default limit of
// 20 links).

// RemotePair is the chain of bivalue cells with the same two digits.
var RemotePair = register(techniqueDef{key: "remote-pair", difficulty: 4.5, hodoku: "0703", nudge: nudgeDigit})

var _ = addFinder("remote-pairs", (*searcher).remotePairs, RemotePair)

var _ = addExplainer(words.remotePair, RemotePair)

// remotePairMax is the longest chain searched, in cells.
const remotePairMax = 10

// remotePairs finds the remote pairs: for each pair of digits, the simple
// paths through the cells holding exactly that pair. Without collecting,
// the step is the shortest chain, then the one removing most.
func (s *searcher) remotePairs() bool {
	b := s.b
	sh := b.Shape
	groups := map[sudoku.Set][]int{}
	var pairs []sudoku.Set
	for c, set := range b.cands {
		if b.digits[c] == 0 && set.Len() == 2 {
			if groups[set] == nil {
				pairs = append(pairs, set)
			}
			groups[set] = append(groups[set], c)
		}
	}
	var steps []Step
	seen := map[string]bool{}
	for _, pair := range pairs {
		cells := groups[pair]
		if len(cells) < 4 {
			continue
		}
		path := make([]int, 0, remotePairMax)
		var walk func(c int) bool
		walk = func(c int) bool {
			if s.stop() {
				return true
			}
			path = append(path, c)
			defer func() { path = path[:len(path)-1] }()
			if n := len(path); n >= 4 && n%2 == 0 && s.remotePairEnds(pair, path[0], c) {
				st := s.remotePairStep(pair, path)
				if k := st.effect(); !seen[k] {
					seen[k] = true
					if s.collect != nil {
						if s.found(st) {
							return true
						}
					} else {
						steps = append(steps, st)
					}
				}
			}
			if len(path) == remotePairMax {
				return false
			}
			for _, n := range cells {
				if !slices.Contains(path, n) && sees(sh, c, n) && walk(n) {
					return true
				}
			}
			return false
		}
		for _, c := range cells {
			if walk(c) {
				return s.err == nil
			}
		}
	}
	if len(steps) == 0 {
		return false
	}
	best := slices.MinFunc(steps, func(x, y Step) int {
		return cmp.Or(cmp.Compare(len(x.Cells), len(y.Cells)), cmp.Compare(len(y.Eliminations), len(x.Eliminations)))
	})
	return s.found(best)
}

// remotePairEnds reports whether a cell sees both ends of a chain with a
// digit of the pair.
func (s *searcher) remotePairEnds(pair sudoku.Set, first, last int) bool {
	for _, v := range seenByAll(s.b.Shape, []int{first, last}) {
		if v != first && v != last && s.b.cands[v]&pair != 0 {
			return true
		}
	}
	return false
}

// remotePairStep is the step of the chain path: every cell that sees two
// cells of the chain an odd number (three or more) of steps apart loses
// both digits.
func (s *searcher) remotePairStep(pair sudoku.Set, path []int) Step {
	b := s.b
	sh := b.Shape
	var elims []Candidate
	done := map[Candidate]bool{}
	for i := range path {
		for j := i + 3; j < len(path); j += 2 {
			for _, v := range seenByAll(sh, []int{path[i], path[j]}) {
				if slices.Contains(path, v) {
					continue
				}
				for _, d := range (b.cands[v] & pair).Digits() {
					if c := (Candidate{v, d}); !done[c] {
						done[c] = true
						elims = append(elims, c)
					}
				}
			}
		}
	}
	st := Step{Technique: RemotePair, Digits: pair, Cells: slices.Clone(path), Eliminations: elims}
	// The chain as an XY-chain: each cell is one digit if the one before
	// it is the other.
	var ch Chain
	x := pair.First()
	for i, c := range path {
		y := pair.Remove(x).First()
		off := ChainNode{Node: Node{Cell: c, Digit: x}, House: -1}
		if i > 0 {
			off.Parents = []int{len(ch.Nodes) - 1}
			off.House = sharedHouse(sh, path[i-1], c)
		}
		ch.Nodes = append(ch.Nodes, off)
		ch.Nodes = append(ch.Nodes, ChainNode{Node: Node{Cell: c, Digit: y, On: true}, Parents: []int{len(ch.Nodes) - 1}, House: -1})
		x = y
	}
	st.Chains = []Chain{ch}
	for range path {
		st.CellCandidates = append(st.CellCandidates, pair)
	}
	return st
}

// remotePair explains a remote pair: the cells of the chain at even and at
// odd places hold the two digits.
func (w words) remotePair(s Step) string {
	var even, odd []int
	for i, c := range s.Cells {
		if i%2 == 0 {
			even = append(even, c)
		} else {
			odd = append(odd, c)
		}
	}
	return w.say("remote-pair", "cells", w.cells(s.Cells), "digits", w.digits(s.Digits), "a", w.cells(even), "b", w.cells(odd))
}
