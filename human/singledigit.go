package human

import (
	"cmp"
	"math/bits"
	"slices"
	"strings"

	"github.com/nanpure/nanpure/sudoku"
)

// Single-digit patterns: chains of strong links on one digit. A strong link
// is a house where the digit has two places (one of them holds it), or an
// empty rectangle: a box whose places of the digit all lie in one row and
// one column (the row part or the column part holds it). Two strong links
// whose ends see each other (a weak link) make a chain: one of its two far
// ends holds the digit, so cells seeing both ends lose it.
//
//	2 links (Sukaku Explainer's Turbot Fish producer): skyscraper (two rows
//	or two columns, 4.0), 2-string kite (a row and a column, 4.1), turbot
//	fish (with a box, 4.2), empty rectangle (4.2);
//	3 links: 3 skyscrapers (5.4), turbot (5.5), 3-string kite (5.6), with
//	an empty rectangle (5.7).

// The single-digit patterns. Three strong links is Sukaku Explainer's (an
// X-chain of three strong links, to HoDoKu).
var (
	Skyscraper       = register(techniqueDef{key: "skyscraper", difficulty: 4.0, hodoku: "0400", nudge: nudgeDigit})
	TwoStringKite    = register(techniqueDef{key: "two-string-kite", difficulty: 4.1, hodoku: "0401", nudge: nudgeDigit})
	TurbotFish       = register(techniqueDef{key: "turbot-fish", difficulty: 4.2, hodoku: "0403", nudge: nudgeDigit})
	EmptyRectangle   = register(techniqueDef{key: "empty-rectangle", difficulty: 4.2, hodoku: "0402", nudge: nudgeDigit})
	ThreeStrongLinks = register(techniqueDef{key: "three-strong-links", difficulty: 5.4, nudge: nudgeDigit})
)

// The single-digit finders: Sukaku Explainer's "turbot fish" finds the
// four two-link patterns together.
var (
	_ = addFinder("turbot-fish", (*searcher).turbotFish, Skyscraper, TwoStringKite, TurbotFish, EmptyRectangle)
	_ = addFinder("three-strong-links", (*searcher).threeStrongLinks, ThreeStrongLinks)
)

// A link end is a strong link: its two cells (the heart twice for an
// empty rectangle), its house and kind.
type strongLink struct {
	a, b  int
	house int
	kind  int  // 0 box, 1 row, 2 column (Sukaku Explainer's region types)
	er    bool // an empty rectangle with its heart at a (= b)
}

// seKind returns Sukaku Explainer's region type of house h: 0 box, 1 row,
// 2 column.
func seKind(sh *sudoku.Shape, h int) int {
	switch kind, _ := sh.HouseKind(h); kind {
	case sudoku.BoxHouse:
		return 0
	case sudoku.RowHouse:
		return 1
	}
	return 2
}

// housesOfKind lists the houses of Sukaku Explainer's region type kind: a
// part of houseOrder (boxes, columns, rows), which must not be changed.
func housesOfKind(sh *sudoku.Shape, kind int) []int {
	i := [...]int{0, 2, 1}[kind] * sh.N
	return houseOrder(sh)[i : i+sh.N : i+sh.N]
}

// linkOf returns the strong link of digit d in house h: two places, or for
// a box (when er is allowed) an empty rectangle, its heart the first cell
// whose cross holds every place.
func (s *searcher) linkOf(h int, d sudoku.Digit, er bool) (strongLink, bool) {
	b := s.b
	sh := b.Shape
	// An empty rectangle rests on a box's rows and columns crossing it as
	// a square's do: a jigsaw's regions have none.
	er = er && !sh.IsJigsaw()
	cells := sh.House(h)
	m := b.where(h, d)
	n := bits.OnesCount64(m)
	kind := seKind(sh, h)
	if n == 2 {
		a := cells[bits.TrailingZeros64(m)]
		m &= m - 1
		return strongLink{a: a, b: cells[bits.TrailingZeros64(m)], house: h, kind: kind}, true
	}
	if !er || kind != 0 || n < 3 || n > 5 {
		return strongLink{}, false
	}
	for _, heart := range cells {
		inCross := true
		for x := m; x != 0; x &= x - 1 {
			c := cells[bits.TrailingZeros64(x)]
			if sh.Row(c) != sh.Row(heart) && sh.Col(c) != sh.Col(heart) {
				inCross = false
				break
			}
		}
		if inCross {
			return strongLink{a: heart, b: heart, house: h, kind: 0, er: true}, true
		}
	}
	return strongLink{}, false
}

// twoPlaceERs returns the empty rectangles of a box where digit d has two
// places in distinct rows and columns (HoDoKu's empty rectangles with two
// candidates): the heart is either cell that crosses both, so there are
// two. Sudoku Explainer takes such a box for a plain strong link.
func (s *searcher) twoPlaceERs(h int, d sudoku.Digit) []strongLink {
	sh := s.b.Shape
	m := s.b.where(h, d)
	if bits.OnesCount64(m) != 2 || sh.IsJigsaw() { // see linkOf
		return nil
	}
	cells := sh.House(h)
	p := cells[bits.TrailingZeros64(m)]
	m &= m - 1
	q := cells[bits.TrailingZeros64(m)]
	if sh.Row(p) == sh.Row(q) || sh.Col(p) == sh.Col(q) {
		return nil
	}
	var out []strongLink
	for _, heart := range []int{sh.Cell(sh.Row(p), sh.Col(q)), sh.Cell(sh.Row(q), sh.Col(p))} {
		out = append(out, strongLink{a: heart, b: heart, house: h, kind: 0, er: true})
	}
	return out
}

// weakHouse returns the house two cells share (column first, then row, then
// box, as Sukaku Explainer checks), or -1.
func weakHouse(sh *sudoku.Shape, a, b int) int {
	ha, hb := sh.HousesOf(a), sh.HousesOf(b)
	switch {
	case ha[1] == hb[1]:
		return ha[1]
	case ha[0] == hb[0]:
		return ha[0]
	case ha[2] == hb[2]:
		return ha[2]
	}
	return -1
}

type sdHint struct {
	tech  Technique
	diff  float64
	cells []int // start, bridges, end
	links []strongLink
	elims []Candidate
	d     sudoku.Digit
	suf   string
}

// turbotFish finds Sukaku Explainer's easiest two-link pattern: pairs of
// link kinds (rows, columns, row-column, row-box, column-box) in its
// order, sorted by difficulty, then by number of eliminations.
func (s *searcher) turbotFish() bool {
	b := s.b
	sh := b.Shape
	sets := [][2]int{{1, 1}, {2, 2}, {2, 1}, {1, 0}, {2, 0}}
	var hints []*sdHint
	for _, set := range sets {
		base, cover := set[0], set[1]
		bases := housesOfKind(sh, base)
		covers := housesOfKind(sh, cover)
		for d := sudoku.Digit(1); int(d) <= sh.N; d++ {
			for i1, h1 := range bases {
				l1, ok := s.linkOf(h1, d, false)
				if !ok {
					continue
				}
				start := 0
				if base == cover {
					start = i1 + 1
				}
				for _, h2 := range covers[start:] {
					l2, ok := s.linkOf(h2, d, cover == 0)
					if !ok {
						continue
					}
					links := []strongLink{l2}
					if cover == 0 && s.erTwo && !l2.er {
						links = append(links, s.twoPlaceERs(h2, d)...)
					}
					for _, l2 := range links {
						cells := [4]int{l1.a, l1.b, l2.a, l2.b}
						if l2.er {
							if cells[0] == cells[1] || cells[0] == cells[2] || cells[1] == cells[2] {
								continue
							}
							if sh.Box(cells[0]) == sh.Box(cells[2]) || sh.Box(cells[1]) == sh.Box(cells[2]) {
								continue
							}
						} else if hasRepeat(cells[:]) {
							continue
						}
						jmax := 4
						if l2.er {
							jmax = 3
						}
						for i := 0; i < 2; i++ {
							for j := 2; j < jmax; j++ {
								st, br1, br2, end := cells[i], cells[1-i], cells[j], cells[5-j]
								w := weakHouse(sh, br1, br2)
								if w < 0 || w == h1 || w == h2 {
									continue
								}
								h := &sdHint{d: d, cells: []int{st, br1, br2, end}, links: []strongLink{l1, l2}}
								for _, v := range seenByAll(sh, []int{st, end}) {
									if v == st || v == end || !b.cands[v].Has(d) {
										continue
									}
									if l2.er && (inHouse(sh, v, h2) || inHouse(sh, v, h1)) {
										continue
									}
									h.elims = append(h.elims, Candidate{v, d})
								}
								if len(h.elims) == 0 {
									continue
								}
								switch {
								case l2.er:
									h.tech, h.diff = EmptyRectangle, 4.2
								case base == cover:
									h.tech, h.diff = Skyscraper, 4.0
								case cover != 0:
									h.tech, h.diff = TwoStringKite, 4.1
								default:
									h.tech, h.diff = TurbotFish, 4.2
								}
								hints = append(hints, h)
							}
						}
					}
				}
			}
		}
	}
	if len(hints) == 0 {
		return false
	}
	slices.SortStableFunc(hints, func(a, c *sdHint) int {
		return cmp.Or(cmp.Compare(a.diff, c.diff), len(c.elims)-len(a.elims))
	})
	if s.hodokuOrder {
		slices.SortStableFunc(hints, func(a, c *sdHint) int {
			return slices.Compare(hodokuSDKey(a), hodokuSDKey(c))
		})
	}
	return s.foundFirst(len(hints), func(i int) Step { return s.sdStep(hints[i]) })
}

// hodokuSDKey orders the hints of a technique as HoDoKu's search meets
// them, which takes the first it finds: skyscrapers on rows before those
// on columns, then by digit and by the two lines; kites by digit, then row
// and column. Turbot fish and empty rectangles keep their order.
func hodokuSDKey(h *sdHint) []int {
	l1, l2 := h.links[0].house, h.links[1].house
	switch h.tech {
	case Skyscraper:
		return []int{int(h.tech), h.links[0].kind, int(h.d), min(l1, l2), max(l1, l2)}
	case TwoStringKite:
		return []int{int(h.tech), int(h.d), min(l1, l2), max(l1, l2)}
	case EmptyRectangle:
		// By box, heart, then the strong link: HoDoKu looks along the
		// heart's row for a link in a column first.
		return []int{int(h.tech), int(h.d), l2, h.links[1].a, 2 - h.links[0].kind, l1}
	}
	return []int{int(h.tech)}
}

func hasRepeat(cs []int) bool {
	for i := range cs {
		for j := i + 1; j < len(cs); j++ {
			if cs[i] == cs[j] {
				return true
			}
		}
	}
	return false
}

func (s *searcher) sdStep(h *sdHint) Step {
	st := Step{Technique: h.tech, Difficulty: h.diff, Digits: sudoku.Bit(h.d), Cells: h.cells, Eliminations: h.elims}
	for _, l := range h.links {
		st.Houses = append(st.Houses, l.house)
	}
	return st
}

// threeStrongLinks finds Sukaku Explainer's easiest chain of three strong
// links.
func (s *searcher) threeStrongLinks() bool {
	b := s.b
	sh := b.Shape
	sets := [][3]int{{1, 1, 1}, {2, 2, 2}, {0, 0, 0}, {0, 0, 1}, {0, 0, 2}, {0, 1, 1}, {0, 2, 2}, {0, 1, 2}, {1, 1, 2}, {1, 2, 2}}
	var hints []*sdHint
	// The strong links of every digit in every house, found once.
	type linkAt struct {
		l  strongLink
		ok bool
	}
	links := make([][]linkAt, sh.N+1)
	for d := sudoku.Digit(1); int(d) <= sh.N; d++ {
		links[d] = make([]linkAt, sh.Houses())
		for h := 0; h < sh.Houses(); h++ {
			kind := seKind(sh, h)
			l, ok := s.linkOf(h, d, kind == 0)
			if ok && kind == 0 && !l.er && (sh.Row(l.a) == sh.Row(l.b) || sh.Col(l.a) == sh.Col(l.b)) {
				ok = false // a box link along a line is the line's
			}
			links[d][h] = linkAt{l, ok}
		}
	}
	link := func(h int, d sudoku.Digit) (strongLink, bool) {
		x := links[d][h]
		return x.l, x.ok
	}
	for _, set := range sets {
		t1, t2, t3 := set[0], set[1], set[2]
		r1s, r2s, r3s := housesOfKind(sh, t1), housesOfKind(sh, t2), housesOfKind(sh, t3)
		for d := sudoku.Digit(1); int(d) <= sh.N; d++ {
			for i1, h1 := range r1s {
				l1, ok := link(h1, d)
				if !ok {
					continue
				}
				s2 := 0
				if t1 == t2 {
					s2 = i1 + 1
				}
				for i2 := s2; i2 < len(r2s); i2++ {
					h2 := r2s[i2]
					l2, ok := link(h2, d)
					if !ok {
						continue
					}
					s3 := 0
					if t2 == t3 {
						s3 = i2 + 1
					} else if t1 == t3 {
						s3 = i1 + 1
					}
					for i3 := s3; i3 < len(r3s); i3++ {
						h3 := r3s[i3]
						l3, ok := link(h3, d)
						if !ok {
							continue
						}
						hints = s.threeLinks(d, [3]strongLink{l1, l2, l3}, [3]int{t1, t2, t3}, hints)
					}
				}
			}
		}
		if s.stop() {
			return false
		}
	}
	if len(hints) == 0 {
		return false
	}
	slices.SortStableFunc(hints, func(a, c *sdHint) int {
		return cmp.Or(cmp.Compare(a.diff, c.diff), len(c.elims)-len(a.elims), cmp.Compare(a.suf, c.suf))
	})
	return s.foundFirst(len(hints), func(i int) Step { return s.sdStep(hints[i]) })
}

// threeLinks adds the hints of three strong links, taken in the three
// orders Sukaku Explainer tries (1-2-3, 1-3-2, 2-1-3).
func (s *searcher) threeLinks(d sudoku.Digit, ls [3]strongLink, types [3]int, hints []*sdHint) []*sdHint {
	b := s.b
	sh := b.Shape
	cells := [6]int{ls[0].a, ls[0].b, ls[1].a, ls[1].b, ls[2].a, ls[2].b}
	er := [3]bool{ls[0].er, ls[1].er, ls[2].er}
	skip := func(i int) bool { return (i == 1 && er[0]) || (i == 3 && er[1]) || (i == 5 && er[2]) }
	for i := 0; i < 4; i++ {
		if skip(i) {
			continue
		}
		for j := i + 1; j < 5; j++ {
			if skip(j) {
				continue
			}
			for k := j + 1; k < 6; k++ {
				if skip(k) {
					continue
				}
				if cells[i] == cells[j] || cells[i] == cells[k] || cells[j] == cells[k] {
					return hints
				}
			}
		}
	}
	for x := 0; x < 3; x++ {
		if !er[x] {
			continue
		}
		for i, c := range cells {
			if i/2 != x && sh.Box(c) == sh.Box(cells[2*x]) {
				return hints
			}
		}
	}
	bases := [3]int{ls[0].house, ls[1].house, ls[2].house}
	ok := func(w int) bool { return w >= 0 && w != bases[0] && w != bases[1] && w != bases[2] }
	try := func(start, b11, b12, b21, b22, end int, order [3]int) {
		w1 := weakHouse(sh, b11, b12)
		w2 := weakHouse(sh, b21, b22)
		if !ok(w1) || !ok(w2) {
			return
		}
		h := &sdHint{d: d, cells: []int{start, b11, b12, b21, b22, end}}
		excluded := []int{bases[0], bases[1], bases[2], w1, w2}
		for _, v := range seenByAll(sh, []int{start, end}) {
			if v == start || v == end || !b.cands[v].Has(d) {
				continue
			}
			skip := false
			for _, hh := range excluded {
				if inHouse(sh, v, hh) {
					skip = true
					break
				}
			}
			if !skip {
				h.elims = append(h.elims, Candidate{v, d})
			}
		}
		if len(h.elims) == 0 {
			return
		}
		t := [3]int{types[order[0]], types[order[1]], types[order[2]]}
		e := [3]bool{er[order[0]], er[order[1]], er[order[2]]}
		for _, o := range order {
			h.links = append(h.links, ls[o])
		}
		h.tech = ThreeStrongLinks
		rows, cols := 0, 0
		for _, x := range t {
			switch x {
			case 1:
				rows++
			case 2:
				cols++
			}
		}
		switch {
		case e[0] || e[1] || e[2]:
			h.diff = 5.7
		case rows == 3 || cols == 3:
			h.diff = 5.4
		case rows > 0 && cols > 0:
			h.diff = 5.6
		default:
			h.diff = 5.5
		}
		h.suf = threeLinkSuffix(t, e)
		hints = append(hints, h)
	}
	for i := 0; i < 2; i++ {
		if i == 0 && er[0] {
			continue
		}
		for j := 2; j < 4; j++ {
			if j == 2 && er[1] {
				continue
			}
			for k := 4; k < 6; k++ {
				if k == 4 && er[2] {
					continue
				}
				try(cells[i], cells[1-i], cells[j], cells[5-j], cells[k], cells[9-k], [3]int{0, 1, 2})
				try(cells[i], cells[1-i], cells[k], cells[9-k], cells[j], cells[5-j], [3]int{0, 2, 1})
				try(cells[j], cells[5-j], cells[i], cells[1-i], cells[k], cells[9-k], [3]int{1, 0, 2})
			}
		}
	}
	return hints
}

// threeLinkSuffix is Sukaku Explainer's name suffix of a three-link chain
// (its tie-break between hints of equal difficulty and size).
func threeLinkSuffix(t [3]int, er [3]bool) string {
	s := ""
	switch {
	case t[0] > 0:
		s = "1"
	case er[0]:
		s = "4"
	default:
		s = "0"
	}
	switch {
	case t[1] > 0 && (t[0] == t[1] || s == "0" || s == "4"):
		s += "1"
	case t[1] > 0:
		s += "2"
	case er[1]:
		s += "4"
	default:
		s += "0"
	}
	c := func(x string) bool { return strings.Contains(s, x) }
	switch {
	case t[2] > 0 && (c("00") || c("44") || c("40") || c("04") || t[0] == t[2] || (t[1] != t[2] && strings.Index(s, "2") == 1) || (t[1] == t[2] && strings.Index(s, "1") == 1)):
		s += "1"
	case t[2] > 0:
		s += "2"
	case er[2]:
		s += "4"
	default:
		s += "0"
	}
	if c("122") {
		return "112"
	}
	if c("120") {
		return "012"
	}
	if s[0] == '4' {
		s = s[2:] + s[1:2] + s[0:1]
	}
	if strings.Contains(s[0:2], "21") {
		return "12" + s[2:]
	}
	return s
}
