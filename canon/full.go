package canon

import "github.com/nanpure/nanpure/sudoku"

// A full 9x9 sudoku grid takes a path of its own. The general search
// leaves the columns open until a row tells them apart, which on a full
// grid is the second row (every order of the columns writes the first row
// 1 2 ... 9); a few hundred partial transformations then tie on the first
// rows, and a full grid cost five to eight times a puzzle. But once the
// first row is full, a digit's label is the output place of its column in
// that row, and the second row settles the order of every column with
// almost no search:
//
//   - A start chooses the first band (of the grid or of its transposition),
//     its rows r1 and r2 written first and second, the source stack t
//     written first and the order a, b, c of its columns. Row 2 writes at
//     output cell j the place (plus one) of column to2[col[j]], where
//     to2[c] is the column of r1 holding r2's digit of column c. In a
//     sudoku band to2 sends each stack all to one other stack (row 2 starts
//     4 5 6) or two columns to one and one to the other (4 5 7), alike for
//     the three stacks; a and b are two columns sent alike (else 4 7).
//   - Then every cell of row 2 is forced (second): its column is placed or
//     is the last open one of its stack, and the column it reads, if not
//     placed yet, takes the first free place it may.
//   - The first seven cells of row 2 follow from the start at once
//     (startKey) and tell most starts apart: of the 216 (more where a stack
//     is sent whole, as its columns may then come in any order), about 30
//     write the smallest and are followed.
//   - Every column is then placed: the third row is written as it is, and
//     the other six rows are sorted, the band of the smallest row second.
//
// So the first band settles the columns and the rest is a sort, as in the
// band-based minlexers of full grids.
type fullSearch struct {
	views    [2][81]int8    // the grid and its transposition, rows of 9
	wheres   [2][9][10]int8 // wheres[v][r][d]: the column of digit d in row r of view v
	view     int8           // the view searched
	list     [648]start     // list[:n]: the starts followed, whose key is least (see starts)
	n, least int
	r1, r3   int      // the source rows written first and third
	to2      [9]int8  // to2[c]: the column of r1 holding row 2's digit of column c
	col, pos [9]int8  // output column j shows source column col[j]; pos is the inverse; -1 open
	src, dst [3]int8  // output stack u shows source stack src[u]; dst is the inverse; -1 open
	best     [81]int8 // the smallest form so far: best[:bestLen] bounds the answer
	bestLen  int
}

// isFull9 reports whether g is a full 9x9 grid that keeps the rules in its
// boxes too (Form has checked its rows and columns), which fullForm needs:
// in a mere Latin square the cells of row 2 are not forced.
func isFull9(g sudoku.Grid) bool {
	if g.Shape.BoxRows != 3 || g.Shape.BoxCols != 3 {
		return false
	}
	var boxes [9]sudoku.Set
	for p, d := range g.Cells {
		box := p/27*3 + p%9/3
		if d == 0 || boxes[box]&sudoku.Bit(d) != 0 {
			return false
		}
		boxes[box] |= sudoku.Bit(d)
	}
	return true
}

// fullForm returns the canonical form of a full 9x9 sudoku grid. It takes
// a few microseconds, so it does not look at a context.
func fullForm(g sudoku.Grid) sudoku.Grid {
	f := &fullSearch{bestLen: 9}
	for p, d := range g.Cells {
		f.views[0][p] = int8(d)
		f.views[1][p%9*9+p/9] = int8(d)
	}
	for v := range f.views {
		for r := range 9 {
			for c := range 9 {
				f.wheres[v][r][f.views[v][r*9+c]] = int8(c)
			}
		}
	}
	for j := range 9 {
		f.best[j] = int8(j + 1) // whatever is chosen
	}
	f.starts()
	for _, st := range f.list[:f.n] {
		f.setRows(st.view, st.r1, st.r2)
		f.second(st.t, st.a, st.b, st.c)
	}
	out := sudoku.NewGrid(g.Shape)
	for p, v := range f.best {
		out.Cells[p] = Digit(v)
	}
	return out
}

// A start is the choice of the first band's rows and of the first stack's
// columns: a view, its rows r1 and r2 written first, its stack t written
// first, the columns a, b, c of t in that order.
type start struct{ view, r1, r2, t, a, b, c int8 }

// starts lists in list the starts of the smallest key (see startKey):
// each view, band, pair of first rows, first stack, and order of its
// columns with those sent to the same stack first (else the second row
// starts 4 7 rather than 4 5 6 or 4 5 7).
func (f *fullSearch) starts() {
	f.least = 1 << 20 // above every key
	for v := range int8(2) {
		for r1 := range int8(9) {
			for r2 := r1 / 3 * 3; r2 < r1/3*3+3; r2++ {
				if r2 == r1 {
					continue
				}
				f.setRows(v, r1, r2)
				for t := range int8(3) {
					// a and b: two columns sent to the same stack.
					a, b, c := 3*t, 3*t+1, 3*t+2
					switch ta, tb, tc := f.to2[a]/3, f.to2[b]/3, f.to2[c]/3; {
					case ta == tb && tb == tc: // all sent to one stack: every order
						f.add(start{v, r1, r2, t, a, c, b})
						f.add(start{v, r1, r2, t, b, c, a})
						f.add(start{v, r1, r2, t, c, a, b})
						f.add(start{v, r1, r2, t, c, b, a})
					case ta == tc:
						b, c = c, b
					case tb == tc:
						a, c = c, a
					}
					f.add(start{v, r1, r2, t, a, b, c})
					f.add(start{v, r1, r2, t, b, a, c})
				}
			}
		}
	}
}

// add lists st when its key is the smallest so far.
func (f *fullSearch) add(st start) {
	switch k := f.startKey(st.a, st.b, st.c); {
	case k < f.least:
		f.least, f.n = k, 0
		fallthrough
	case k == f.least:
		f.list[f.n] = st
		f.n++
	}
}

// setRows makes rows r1 and r2 of view v the first two.
func (f *fullSearch) setRows(v, r1, r2 int8) {
	f.view, f.r1, f.r3 = v, int(r1), int(r1/3*9+3-r1-r2) // the rows of band b sum to 9b+3
	for c := range 9 {
		f.to2[c] = f.wheres[v][r1][f.views[v][int(r2)*9+c]]
	}
}

// startKey returns cells 3 to 7 of the second row of the start t, a, b, c
// as the hexadecimal digits of one number (cells 1 and 2 read 4 5), known
// at once. Output stack 2 shows U, the stack a is sent to, and output
// stack 3 the last, V. Let p and q be the columns a and b are sent to, r
// the third column of U: a, b, c, p, q, r take places 1 to 6, place(x).
//
//   - If c is sent to U too, t sends all to U, U all to V and V all to t:
//     the row reads 4 5 6 7 8 9, then the place of the image of V's first
//     column, p's image.
//   - Else t sends a and b to U and c to V (the row reads 4 5 7), U sends
//     one column to t and two to V, V two to t and one to U. In box 2, U's
//     column sent to t reads the place of its image, the two others 8 then
//     9 (c's image has V's first place, 7, and is neither's). Box 3 starts
//     with c's image, which reads the place of its own image.
func (f *fullSearch) startKey(a, b, c int8) int {
	to2 := &f.to2
	p, q := to2[a], to2[b]
	r := p/3*3 + 3 - p%3 - q%3 // the offsets of a stack's columns sum to 3
	// place is the output place, plus one, of a column of t or U.
	place := func(x int8) int {
		switch x {
		case a:
			return 1
		case b:
			return 2
		case c:
			return 3
		case p:
			return 4
		case q:
			return 5
		}
		return 6
	}
	if to2[c]/3 == p/3 {
		return 0x67890 | place(to2[to2[p]])
	}
	key := 0x70000 | place(to2[to2[c]])
	switch t := a / 3; {
	case to2[p]/3 == t:
		return key | place(to2[p])<<12 | 0x890
	case to2[q]/3 == t:
		return key | 0x8000 | place(to2[q])<<8 | 0x90
	}
	return key | 0x8900 | place(to2[r])<<4
}

// second writes the second row with source stack t first, its columns in
// the order a, b, c, then the rest when the row is as small as the best.
// Each cell's column is placed already or is the last open one of its
// stack (a stack after the first gets all its columns but at most one as
// below). The cell reads the place of x = to2[c]; when x has no place yet,
// it takes the first free place of its stack's output stack (or of the
// first output stack not placed yet): any other place would write a larger
// cell here.
func (f *fullSearch) second(t, a, b, c int8) {
	f.col, f.pos = [9]int8{a, b, c, -1, -1, -1, -1, -1, -1}, [9]int8{-1, -1, -1, -1, -1, -1, -1, -1, -1}
	f.pos[a], f.pos[b], f.pos[c] = 0, 1, 2
	f.src, f.dst = [3]int8{t, -1, -1}, [3]int8{-1, -1, -1}
	f.dst[t] = 0
	for j := range int8(9) {
		c := f.col[j]
		if c < 0 {
			// The last open column of its stack.
			for c = 3 * f.src[j/3]; f.pos[c] >= 0; c++ {
			}
			f.col[j], f.pos[c] = c, j
		}
		x := f.to2[c]
		if f.pos[x] < 0 {
			u := f.dst[x/3]
			if u < 0 {
				// Output stacks are placed from the left.
				for u = 1; f.src[u] >= 0; u++ {
				}
				f.src[u], f.dst[x/3] = x/3, u
			}
			p := 3 * u
			for f.col[p] >= 0 {
				p++
			}
			f.col[p], f.pos[x] = x, p
		}
		if !f.place(9+int(j), f.pos[x]+1) {
			return
		}
	}
	f.rest()
}

// rest writes the third row and the other two bands, every column placed.
func (f *fullSearch) rest() {
	g := &f.views[f.view]
	var label [10]int8
	for j, c := range f.col {
		label[g[f.r1*9+int(c)]] = int8(j + 1)
	}
	row3 := g[f.r3*9:]
	for j, c := range f.col {
		if !f.place(18+j, label[row3[c]]) {
			return
		}
	}
	// Each row of the other bands as a number whose hexadecimal digits are
	// its cells: numbers compare as the rows do.
	var keys [6]uint64
	k := 0
	for r := range 9 {
		if r/3 == f.r1/3 {
			continue
		}
		for _, c := range f.col {
			keys[k] = keys[k]<<4 | uint64(label[g[r*9+int(c)]])
		}
		k++
	}
	a, b := sort3(keys[0], keys[1], keys[2]), sort3(keys[3], keys[4], keys[5])
	if b[0] < a[0] {
		a, b = b, a
	}
	for i, key := range [6]uint64{a[0], a[1], a[2], b[0], b[1], b[2]} {
		for j := range 9 {
			if !f.place(27+9*i+j, int8(key>>(4*(8-j))&15)) {
				return
			}
		}
	}
}

func sort3(x, y, z uint64) [3]uint64 {
	if x > y {
		x, y = y, x
	}
	if y > z {
		y, z = z, y
	}
	if x > y {
		x, y = y, x
	}
	return [3]uint64{x, y, z}
}

// place writes v at position p of the form being made, as searcher.place
// does: false when that makes the form greater than best; when smaller,
// best takes it and its rest becomes unbounded.
func (f *fullSearch) place(p int, v int8) bool {
	switch {
	case p >= f.bestLen || v < f.best[p]:
		f.best[p], f.bestLen = v, p+1
	case v > f.best[p]:
		return false
	}
	return true
}
