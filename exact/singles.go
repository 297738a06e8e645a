package exact

import "github.com/nanpure/nanpure/sudoku"

// Singles takes a grid of candidates (st, one set per cell; a cell with one
// candidate is decided) to the fixed point of naked and hidden singles:
// it removes the digit of each queued decided cell from its peers, decides
// every digit left with one place in a house, and so on until nothing
// changes. queue holds the decided cells whose digit is not yet removed from
// their peers; Singles leaves it empty, for reuse. It reports false on a
// contradiction: a cell with no candidate, or a digit with no place in a
// house (st is then partly updated).
//
// The general engine propagates with it after every guess, and package
// generate draws full grids and proves uniqueness by logic with it.
func Singles(s *sudoku.Shape, st []sudoku.Set, queue *[]int) bool {
	return singles(s, st, queue) == noConflict
}

// noConflict is what singles returns when it finds no contradiction.
const noConflict = -1

// singles is Singles that returns, on a contradiction, the house where it
// was found (the general engine weighs its branching choices by them), and
// noConflict otherwise.
func singles(s *sudoku.Shape, st []sudoku.Set, queue *[]int) int {
	all := s.AllDigits()
	for {
		if h := placeQueued(s, st, queue); h != noConflict {
			return h
		}
		// Hidden singles, house by house. once: digits seen in at least one
		// cell; twice: in at least two; decided: digits already placed.
		found := false
		for h := 0; h < s.Houses(); h++ {
			var once, twice, decided sudoku.Set
			cells := s.House(h)
			for _, c := range cells {
				v := st[c]
				twice |= once & v
				once |= v
				if v&(v-1) == 0 {
					decided |= v
				}
			}
			if once != all {
				*queue = (*queue)[:0]
				return h // some digit has no cell left in this house
			}
			hidden := once &^ twice &^ decided
			for hidden != 0 {
				b := hidden & -hidden
				hidden &^= b
				c := findCell(st, cells, b)
				if c < 0 {
					*queue = (*queue)[:0]
					return h // taken away by a placement made in this house scan
				}
				if st[c] != b {
					st[c] = b
					*queue = append(*queue, c)
					found = true
				}
			}
			if found {
				if h := placeQueued(s, st, queue); h != noConflict {
					return h
				}
			}
		}
		if !found {
			return noConflict
		}
	}
}

// placeQueued removes the digit of each queued cell from its peers, queueing
// the peers that become decided in turn. On a contradiction (a peer left
// without a candidate) it returns a house the two cells share.
func placeQueued(s *sudoku.Shape, st []sudoku.Set, queue *[]int) int {
	for len(*queue) > 0 {
		cell := (*queue)[len(*queue)-1]
		*queue = (*queue)[:len(*queue)-1]
		b := st[cell]
		for _, p := range s.Peers(cell) {
			v := st[p]
			if v&b == 0 {
				continue
			}
			v &^= b
			st[p] = v
			if v&(v-1) == 0 {
				if v == 0 {
					*queue = (*queue)[:0]
					return sharedHouse(s, cell, p)
				}
				*queue = append(*queue, p)
			}
		}
	}
	return noConflict
}

// sharedHouse returns a house of both cells, which are peers.
func sharedHouse(s *sudoku.Shape, a, b int) int {
	ha, hb := s.HousesOf(a), s.HousesOf(b)
	for i := range ha {
		if ha[i] == hb[i] {
			return ha[i]
		}
	}
	panic("exact: sharedHouse of cells that are not peers")
}

func findCell(st []sudoku.Set, cells []int, b sudoku.Set) int {
	for _, c := range cells {
		if st[c]&b != 0 {
			return c
		}
	}
	return -1
}
