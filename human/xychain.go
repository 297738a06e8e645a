package human

import "github.com/nanpure/nanpure/sudoku"

// XY-Chain: a chain of bivalue cells, each seeing the next and sharing a
// digit with it. If the first cell is not z it is its other digit a, so the
// next cell is not a, hence its other digit, and so on: when the last cell
// ends on z, either the first cell or the last is z, and z leaves every
// cell that sees both. Difficulty as Sudoku Explainer rates a forcing chain
// of the same length: 6.6 plus the length bonus. The natural profile offers
// it before the general forcing chains, which find the same eliminations
// in a longer form.

// XYChain is the chain of bivalue cells.
var XYChain = register(techniqueDef{key: "xy-chain", difficulty: 6.6, hodoku: "0702", nudge: nudgeDigit})

var _ = addFinder("xy-chain", (*searcher).xyChain, XYChain)

type xyState struct {
	cell   int
	digit  sudoku.Digit // the digit the cell is, in this branch
	parent int          // index of the previous state, -1 for the first
}

// hodokuXYCells is the most cells of an XY-Chain in HoDoKu's profile:
// HoDoKu stops its chains at 20 links by default (restrictChainSize), 10
// cells of an XY-Chain (two links a cell, less the first).
const hodokuXYCells = 10

// xyChain finds the shortest XY-Chain with eliminations.
func (s *searcher) xyChain() bool {
	b := s.b
	sh := b.Shape
	var bi []int
	for c, set := range b.cands {
		if set.Len() == 2 {
			bi = append(bi, c)
		}
	}
	var best []xyState
	bestLen := 0
	var bestElims []Candidate
	for _, c0 := range bi {
		for _, z := range b.cands[c0].Digits() {
			a := b.cands[c0].Remove(z).First()
			states := []xyState{{cell: c0, digit: a, parent: -1}}
			// A cell is seen once per digit the chain leaves it with: a
			// cell reached first on one digit may be needed on the other.
			seen := map[xyState]bool{{cell: c0, digit: a}: true}
			for i := 0; i < len(states); i++ {
				// States come by length (breadth first): once the next
				// ones are no shorter than the best, or would make chains
				// longer than HoDoKu's, none is left to find.
				next := pathLen(states, i) + 1
				if bestLen > 0 && next > bestLen || s.hodokuOrder && next > hodokuXYCells {
					break
				}
				cur := states[i]
				for _, n := range bi {
					if !b.cands[n].Has(cur.digit) || !sees(sh, cur.cell, n) {
						continue
					}
					other := b.cands[n].Remove(cur.digit).First()
					if seen[xyState{cell: n, digit: other}] || onPath(states, i, n) {
						continue
					}
					states = append(states, xyState{cell: n, digit: other, parent: i})
					seen[xyState{cell: n, digit: other}] = true
					j := len(states) - 1
					if other != z || next < 3 {
						continue
					}
					var elims []Candidate
					for _, v := range sh.Peers(c0) {
						if v != n && b.cands[v].Has(z) && sees(sh, v, n) {
							elims = append(elims, Candidate{v, z})
						}
					}
					if len(elims) > 0 && s.collect != nil {
						// Collecting: every chain, not the shortest only.
						if s.found(s.xyStep(chainStates(states, j), elims)) {
							return true
						}
						continue
					}
					if len(elims) > 0 && (bestLen == 0 || next < bestLen) {
						best = chainStates(states, j)
						bestLen = len(best)
						bestElims = elims
					}
				}
				if s.stop() {
					return false
				}
			}
		}
	}
	if bestLen == 0 {
		return false
	}
	return s.found(s.xyStep(best, bestElims))
}

// xyStep is the step of the XY-chain through the states of best, which
// removes elims.
func (s *searcher) xyStep(best []xyState, elims []Candidate) Step {
	b := s.b
	sh := b.Shape
	st := Step{Technique: XYChain, Eliminations: elims}
	first := best[0]
	z := b.cands[first.cell].Remove(first.digit).First()
	st.Digits = sudoku.Bit(z)
	var ch Chain
	add := func(c int, d sudoku.Digit, on bool) {
		n := ChainNode{Node: Node{Cell: c, Digit: d, On: on}, House: -1}
		if len(ch.Nodes) > 0 {
			n.Parents = []int{len(ch.Nodes) - 1}
			if c != ch.Nodes[len(ch.Nodes)-1].Cell {
				n.House = sharedHouse(sh, c, ch.Nodes[len(ch.Nodes)-1].Cell)
			}
		}
		ch.Nodes = append(ch.Nodes, n)
	}
	prev := z
	for _, x := range best {
		add(x.cell, prev, false)
		add(x.cell, x.digit, true)
		prev = x.digit
		st.Cells = append(st.Cells, x.cell)
		st.CellCandidates = append(st.CellCandidates, b.cands[x.cell])
	}
	st.Chains = []Chain{ch}
	st.Difficulty = 6.6 + lengthBonus(len(ch.Nodes))
	return st
}

// onPath reports whether cell c is on the chain of states ending at i.
func onPath(states []xyState, i, c int) bool {
	for ; i >= 0; i = states[i].parent {
		if states[i].cell == c {
			return true
		}
	}
	return false
}

func pathLen(states []xyState, i int) int {
	n := 0
	for ; i >= 0; i = states[i].parent {
		n++
	}
	return n
}

func chainStates(states []xyState, i int) []xyState {
	var out []xyState
	for ; i >= 0; i = states[i].parent {
		out = append([]xyState{states[i]}, out...)
	}
	return out
}

// sharedHouse returns a house cells a and b share (row, column, then box),
// or -1.
func sharedHouse(sh *sudoku.Shape, a, b int) int {
	ha, hb := sh.HousesOf(a), sh.HousesOf(b)
	for k := 0; k < 3; k++ {
		if ha[k] == hb[k] {
			return ha[k]
		}
	}
	return -1
}
