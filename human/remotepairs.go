package human

import (
	"encoding/binary"
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
// step removes what every pair of its cells of opposite parity removes
// (the library's cases want exactly that: not the naked pairs of
// neighbours). Chains of four cells are searched first, then six, and so
// on up to remotePairMax cells (HoDoKu's default limit of 20 links), so
// that each set of eliminations comes with its shortest chain; the search
// walks at most remotePairBudget paths in all, since a grid with many
// cells of one pair has more simple paths than can be walked.

// RemotePair is the chain of bivalue cells with the same two digits.
var RemotePair = register(techniqueDef{key: "remote-pair", difficulty: 4.5, hodoku: "0703", nudge: nudgeDigit})

var _ = addFinder("remote-pairs", (*searcher).remotePairs, RemotePair)

var _ = addExplainer(words.remotePair, RemotePair)

const (
	// remotePairMax is the longest chain searched, in cells.
	remotePairMax = 10
	// remotePairBudget bounds the chains walked in one search.
	remotePairBudget = 10000
)

// remotePairs finds the remote pairs: for each pair of digits, the simple
// paths through the cells holding exactly that pair, shortest first.
// Without collecting, the step is a shortest chain, the one removing most.
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
	var best Step // without collecting: a shortest chain removing most
	seen := map[string]bool{}
	budget := remotePairBudget
	taken := false // a collecting caller took a step
	mark := make([]bool, sh.Cells)
	// Chains of 4 cells, then 6, ...: each set of eliminations comes
	// first with its shortest chain.
	for limit := 4; limit <= remotePairMax && !taken && s.err == nil && budget >= 0 && best.Cells == nil; limit += 2 {
		for _, pair := range pairs {
			cells := groups[pair]
			if len(cells) < limit {
				continue
			}
			path := make([]int, 0, limit)
			// walk extends the path by c and the chains beyond it, up to
			// limit cells, and reports whether the search goes on.
			var walk func(c int) bool
			walk = func(c int) bool {
				if budget--; budget < 0 || s.stop() {
					return false
				}
				path = append(path, c)
				defer func() { path = path[:len(path)-1] }()
				if len(path) < limit {
					for _, n := range cells {
						if !slices.Contains(path, n) && sees(sh, c, n) && !walk(n) {
							return false
						}
					}
					return true
				}
				if !s.remotePairEnds(pair, path[0], c) {
					return true
				}
				elims := s.remotePairElims(pair, path, mark)
				if k := candidatesKey(elims); !seen[k] {
					seen[k] = true
					if s.collect != nil {
						if s.found(s.remotePairStep(pair, path, elims)) {
							taken = true
							return false
						}
					} else if len(elims) > len(best.Eliminations) {
						best = s.remotePairStep(pair, path, elims)
					}
				}
				return true
			}
			for _, c := range cells {
				if !walk(c) {
					break
				}
			}
			if taken || s.err != nil || budget < 0 {
				break
			}
		}
	}
	if taken {
		return true
	}
	if s.err != nil || best.Cells == nil {
		return false
	}
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

// remotePairElims returns what the chain path removes, in cell order:
// both digits from every cell that sees two cells of the chain an odd
// number (three or more) of steps apart. mark is scratch, all false.
func (s *searcher) remotePairElims(pair sudoku.Set, path []int, mark []bool) []Candidate {
	b := s.b
	sh := b.Shape
	var cells []int
	for i := range path {
		for j := i + 3; j < len(path); j += 2 {
			for _, v := range sh.Peers(path[i]) {
				if mark[v] || b.digits[v] != 0 || b.cands[v]&pair == 0 || !sees(sh, v, path[j]) || slices.Contains(path, v) {
					continue
				}
				mark[v] = true
				cells = append(cells, v)
			}
		}
	}
	slices.Sort(cells)
	var elims []Candidate
	for _, v := range cells {
		mark[v] = false
		for _, d := range (b.cands[v] & pair).Digits() {
			elims = append(elims, Candidate{v, d})
		}
	}
	return elims
}

// candidatesKey is a map key of a list of candidates.
func candidatesKey(cs []Candidate) string {
	k := make([]byte, 0, 3*len(cs))
	for _, c := range cs {
		k = binary.AppendUvarint(k, uint64(c.Cell)<<7|uint64(c.Digit))
	}
	return string(k)
}

// remotePairStep is the step of the chain path, which removes elims.
func (s *searcher) remotePairStep(pair sudoku.Set, path []int, elims []Candidate) Step {
	sh := s.b.Shape
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
