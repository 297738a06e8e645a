package generate

import "github.com/nanpure/nanpure/sudoku"

// Singles: the propagation that both the full-grid sampler and the logic
// check of uniqueness use.
//
// st holds the candidates of every cell; a cell with one candidate is
// decided. queue holds the decided cells whose digit has not yet been removed
// from their peers. propagate removes those digits (naked singles), decides
// every digit that has one place left in a house (hidden singles), and so on
// until nothing changes. It reports false on a contradiction: a cell with no
// candidate, or a digit with no place in a house.

func propagate(s *sudoku.Shape, st []sudoku.Set, queue *[]int) bool {
	q := *queue
	defer func() { *queue = q[:0] }()
	for {
		for len(q) > 0 {
			c := q[len(q)-1]
			q = q[:len(q)-1]
			bit := st[c]
			for _, p := range s.Peers(c) {
				if st[p]&bit == 0 {
					continue
				}
				st[p] &^= bit
				switch {
				case st[p] == 0:
					return false
				case st[p]&(st[p]-1) == 0:
					q = append(q, p)
				}
			}
		}
		all := s.AllDigits()
		for h := 0; h < s.Houses(); h++ {
			cells := s.House(h)
			var once, twice, placed sudoku.Set
			for _, c := range cells {
				set := st[c]
				twice |= once & set
				once |= set
				if set&(set-1) == 0 {
					placed |= set
				}
			}
			if once != all {
				return false
			}
			for hidden := once &^ twice &^ placed; hidden != 0; hidden &= hidden - 1 {
				bit := hidden & -hidden
				for _, c := range cells {
					if st[c]&bit != 0 {
						st[c] = bit
						q = append(q, c)
						break
					}
				}
			}
		}
		if len(q) == 0 {
			return true
		}
	}
}

// solvedBySingles reports whether naked and hidden singles alone solve
// puzzle g: a proof that its solution is unique, found without search.
// st and queue are scratch space of len Cells and any length.
func solvedBySingles(g sudoku.Grid, st []sudoku.Set, queue *[]int) bool {
	all := g.Shape.AllDigits()
	q := (*queue)[:0]
	for c, d := range g.Cells {
		if d == 0 {
			st[c] = all
		} else {
			st[c] = sudoku.Bit(d)
			q = append(q, c)
		}
	}
	*queue = q
	if !propagate(g.Shape, st, queue) {
		return false
	}
	for _, set := range st {
		if set&(set-1) != 0 {
			return false
		}
	}
	return true
}
