package human

import "github.com/nanpure/nanpure/sudoku"

// Almost locked sets as nodes of the link graph (HoDoKu's ALS nodes, in
// the grouped techniques' second search). An almost locked set of n cells
// holds n+1 digits; when a digit d is ruled out of it (every candidate
// that sees all its cells holding d is true, or such a group), the rest
// is a locked set: each other digit e of the set is false wherever it
// sees all the set's cells holding e, and a cell left with one candidate
// by those eliminations is that digit. The node "set without d" is one
// literal, always false (d is off in the set):
//
//	c=d, G=d   -> set≠d   when c (G) sees all the set's cells holding d
//	set≠d      -> c≠e     for each other digit e and each c that sees the
//	                      set's cells holding e; G≠e for a group of such c;
//	                      set'≠e for another set whose e all lie there;
//	                      c=x when c is left with x alone (a link longer
//	                      by one: the eliminations are not spelt out)
//
// A node is made only where it removes something. Its links are longer
// than one, by HoDoKu's penalty (1 for a set of three digits... see
// setPenalty), so that a chain through large sets counts as longer.

// setPenalty is the length HoDoKu adds to a link out of an almost locked
// set of k digits.
func setPenalty(k int) int32 {
	switch {
	case k <= 1:
		return 0
	case k == 2:
		return 1
	}
	return int32(k-1) * 2
}

// setSeen lists the cells outside the set that see all its cells holding d.
func setSeen(a *alsSet, d sudoku.Digit, cells int) []int {
	var out []int
	if int(d) >= len(a.seenAll) || a.seenAll[d] == nil {
		return nil
	}
	for c := 0; c < cells; c++ {
		if a.seenAll[d].has(c) && !a.mask.has(c) {
			out = append(out, c)
		}
	}
	return out
}

// addSets adds the nodes and links of the almost locked sets (of two
// cells or more). Cells are handled as bit sets: there are many sets.
func (g *loopGraph) addSets(sets []*alsSet) {
	sh := g.sh
	nodes := make([]int32, len(sets)*(sh.N+1)) // by set and digit, node+1
	node := func(i int, d sudoku.Digit) int32 {
		if n := nodes[i*(sh.N+1)+int(d)]; n > 0 {
			return n - 1
		}
		a := sets[i]
		var cells []int
		a.with[d].each(func(c int) { cells = append(cells, c) })
		for _, c := range a.cells {
			if !a.with[d].has(c) {
				cells = append(cells, c)
			}
		}
		n := int32(len(g.nodes))
		g.nodes = append(g.nodes, loopNode{cells: cells, digit: d, box: -1, line: -1, set: a})
		g.out = append(g.out, nil, nil)
		g.wt = append(g.wt, nil, nil)
		nodes[i*(sh.N+1)+int(d)] = n + 1
		return n
	}
	places := g.places
	groups := len(g.nodes)
	groupBits := make([]cellBits, groups)
	for j := range groupBits {
		if g.nodes[j].group() {
			groupBits[j] = newCellBits(sh.Cells)
			for _, c := range g.nodes[j].cells {
				groupBits[j].add(c)
			}
		}
	}
	// groupsAt[cell*N+d-1] lists the groups of d holding the cell;
	// setsAt the sets (of two cells or more) whose first cell holding d
	// it is.
	groupsAt := make([][]int32, sh.Cells*sh.N)
	for j := 0; j < groups; j++ {
		if n := &g.nodes[j]; n.group() {
			for _, c := range n.cells {
				groupsAt[c*sh.N+int(n.digit)-1] = append(groupsAt[c*sh.N+int(n.digit)-1], int32(j))
			}
		}
	}
	setsAt := make([][]int, sh.Cells*sh.N)
	for k, b := range sets {
		if len(b.cells) < 2 {
			continue
		}
		for _, e := range b.digits.Digits() {
			for _, c := range b.cells {
				if b.with[e].has(c) {
					setsAt[c*sh.N+int(e)-1] = append(setsAt[c*sh.N+int(e)-1], k)
					break
				}
			}
		}
	}
	elims := make([]cellBits, sh.N+1)
	for d := range elims {
		elims[d] = newCellBits(sh.Cells)
	}
	for i, a := range sets {
		if len(a.cells) < 2 {
			continue
		}
		pen := setPenalty(a.digits.Len())
		for _, d := range a.digits.Digits() {
			any := false
			for e := range elims {
				clear(elims[e])
			}
			for _, e := range a.digits.Digits() {
				if e == d {
					continue
				}
				copy(elims[e], a.seenAll[e])
				elims[e].and(places[e])
				elims[e].andNot(a.mask)
				any = any || !empty(elims[e])
			}
			if !any {
				continue
			}
			off := lit(node(i, d), false)
			// Entries: the candidates of d that see the set's d, and the
			// groups of them outside the set that see it all.
			entry := a.seenAll[d].clone()
			entry.and(places[d])
			entry.andNot(a.mask)
			entry.each(func(z int) {
				g.add(lit(g.node(z, d), true), off, 1)
				for _, j := range groupsAt[z*sh.N+int(d)-1] {
					// A group holding several entries: its link once.
					if on := lit(j, true); groupBits[j].disjoint(a.mask) && groupBits[j].subsetOf(a.seenAll[d]) &&
						(len(g.out[on]) == 0 || g.out[on][len(g.out[on])-1] != off) {
						g.add(on, off, 1)
					}
				}
			})
			// Eliminations, candidates and whole groups.
			for _, e := range a.digits.Digits() {
				elims[e].each(func(c int) { g.add(off, lit(g.node(c, e), false), 1+pen) })
				if e == d {
					continue
				}
				elims[e].each(func(c int) {
					for _, j := range groupsAt[c*sh.N+int(e)-1] {
						if g.nodes[j].cells[0] == c && groupBits[j].subsetOf(elims[e]) {
							g.add(off, lit(j, false), 1+pen)
						}
					}
				})
			}
			// Other sets whose digit the eliminations rule out entirely.
			for _, e := range a.digits.Remove(d).Digits() {
				elims[e].each(func(c int) {
					for _, k := range setsAt[c*sh.N+int(e)-1] {
						if b := sets[k]; k != i && b.mask.disjoint(a.mask) && b.with[e].subsetOf(elims[e]) {
							g.add(off, lit(node(k, e), false), 1+pen)
						}
					}
				})
			}
			// Cells the eliminations leave one candidate.
			hit := newCellBits(sh.Cells)
			for _, e := range a.digits.Digits() {
				for k, w := range elims[e] {
					hit[k] |= w
				}
			}
			hit.each(func(c int) {
				if g.b.cands[c].Len() <= 2 {
					return
				}
				left, near := g.b.cands[c], false
				for _, e := range a.digits.Digits() {
					if elims[e].has(c) {
						left = left.Remove(e)
					}
					if a.seenAll[e].has(c) && g.b.cands[c].Has(e) {
						near = true
					}
				}
				if x, ok := left.Single(); ok && near {
					g.add(off, lit(g.node(c, x), true), 2+pen)
				}
			})
		}
	}
}

// empty reports whether m has no cell.
func empty(m cellBits) bool {
	for _, w := range m {
		if w != 0 {
			return false
		}
	}
	return true
}
