package sudoku

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// MaxDigits is the largest number of digits a grid may have: a candidate Set
// is one 64-bit word, one bit per digit.
const MaxDigits = 64

// A Shape is the geometry of a grid whose boxes are BoxRows x BoxCols cells.
// Such a grid has N = BoxRows*BoxCols rows, columns, boxes and digits, and
// N*N cells, numbered row by row from 0.
//
// The tables of a Shape (the cells of each house, the houses and peers of each
// cell) are built once, when the shape is first asked for, and shared by every
// grid of that shape: every algorithm walks them instead of hard-coding 9 or 3.
// A Shape is immutable; the slices it returns must not be modified.
//
// Houses are numbered 0..3N-1: rows first (0..N-1), then columns (N..2N-1),
// then boxes (2N..3N-1), boxes numbered row by row.
type Shape struct {
	BoxRows, BoxCols int // the size of a box, in cells
	N                int // digits; also cells per house and houses of each kind
	Cells            int // N*N

	houses   [][]int  // houses[h]: the N cells of house h, in reading order
	houseOf  [][3]int // houseOf[cell]: its row, column and box house
	peers    [][]int  // peers[cell]: the cells that share a house with it, ascending
	boxOf    []int    // boxOf[cell]: box index 0..N-1, kept apart to avoid a division
	indexIn  [][3]int // indexIn[cell]: its index in its row, column and box
	allDigit Set
	jigsaw   bool   // the boxes are irregular regions (Jigsaw)
	name     string // String's answer, made once: a batch's records give it a puzzle
}

// Kinds of house, in the order of their house numbers.
const (
	RowHouse = iota
	ColHouse
	BoxHouse
)

var shapes sync.Map // "RxC" -> *Shape: the tables are built once per shape

// NewShape returns the shape whose boxes have boxRows rows and boxCols
// columns. Both must be at least 2 and their product at most MaxDigits.
// The same *Shape is returned for the same arguments.
func NewShape(boxRows, boxCols int) (*Shape, error) {
	if boxRows < 2 || boxCols < 2 || boxRows*boxCols > MaxDigits {
		return nil, fmt.Errorf("sudoku: box %dx%d: each side must be at least 2 and the box at most %d cells", boxRows, boxCols, MaxDigits)
	}
	key := strconv.Itoa(boxRows) + "x" + strconv.Itoa(boxCols)
	if s, ok := shapes.Load(key); ok {
		return s.(*Shape), nil
	}
	s, _ := shapes.LoadOrStore(key, buildShape(boxRows, boxCols))
	return s.(*Shape), nil
}

// MustShape is NewShape for arguments known to be valid; it panics otherwise.
func MustShape(boxRows, boxCols int) *Shape {
	s, err := NewShape(boxRows, boxCols)
	if err != nil {
		panic(err)
	}
	return s
}

// Classic is the 9x9 grid with 3x3 boxes.
var Classic = MustShape(3, 3)

// ShapeOf returns the usual shape for a grid of n digits: the box with the
// fewest rows that is still as square as possible, rows <= columns
// (4: 2x2, 6: 2x3, 8: 2x4, 9: 3x3, 12: 3x4, 16: 4x4, 25: 5x5, 36: 6x6).
func ShapeOf(n int) (*Shape, error) {
	r, c, ok := boxFor(n)
	if !ok {
		return nil, fmt.Errorf("sudoku: no box shape has %d cells (a box needs at least 2 rows and 2 columns)", n)
	}
	return NewShape(r, c)
}

// boxFor returns the usual box of ShapeOf without building the shape's
// tables, which take megabytes for the largest grids.
func boxFor(n int) (rows, cols int, ok bool) {
	if n > MaxDigits {
		return 0, 0, false
	}
	for r := isqrt(n); r >= 2; r-- {
		if n%r == 0 {
			return r, n / r, true
		}
	}
	return 0, 0, false
}

// ShapeForCells returns the usual shape of a grid of the given number of
// cells (16, 36, 64, 81, 144, 256, 625, 1296, ...), or an error when no
// shape has that many cells.
func ShapeForCells(cells int) (*Shape, error) {
	n := isqrt(cells)
	if n*n != cells || n > MaxDigits {
		return nil, fmt.Errorf("sudoku: no grid has %d cells", cells)
	}
	s, err := ShapeOf(n)
	if err != nil {
		return nil, fmt.Errorf("sudoku: no grid has %d cells", cells)
	}
	return s, nil
}

// ParseBox reads a box size written "RxC" (rows x columns, e.g. "3x4"),
// as the --box flag takes it.
func ParseBox(text string) (*Shape, error) {
	rs, cs, ok := strings.Cut(strings.ToLower(strings.TrimSpace(text)), "x")
	r, err1 := strconv.Atoi(rs)
	c, err2 := strconv.Atoi(cs)
	if !ok || err1 != nil || err2 != nil {
		return nil, fmt.Errorf("sudoku: box %q: want rows x columns, such as 3x3 or 3x4", text)
	}
	return NewShape(r, c)
}

func isqrt(n int) int {
	r := 0
	for (r+1)*(r+1) <= n {
		r++
	}
	return r
}

func buildShape(br, bc int) *Shape {
	n := br * bc
	s := &Shape{BoxRows: br, BoxCols: bc, N: n, Cells: n * n}
	s.allDigit = Set(1)<<n - 1
	if n == 64 {
		s.allDigit = ^Set(0)
	}
	s.boxOf = make([]int, s.Cells)
	for cell := 0; cell < s.Cells; cell++ {
		r, c := cell/n, cell%n
		s.boxOf[cell] = (r/br)*(n/bc) + c/bc // n/bc boxes side by side in each band of br rows
	}
	s.link()
	return s
}

// link builds the tables of s from its boxes (boxOf): each house's cells in
// reading order, each cell's houses, its index in each and its peers.
func (s *Shape) link() {
	s.name = fmt.Sprintf("%dx%d", s.BoxRows, s.BoxCols)
	n := s.N
	s.houses = make([][]int, 3*n)
	for h := range s.houses {
		s.houses[h] = make([]int, 0, n)
	}
	s.houseOf = make([][3]int, s.Cells)
	s.indexIn = make([][3]int, s.Cells)
	for cell := 0; cell < s.Cells; cell++ {
		r, c := cell/n, cell%n
		s.houseOf[cell] = [3]int{r, n + c, 2*n + s.boxOf[cell]}
		for k, h := range s.houseOf[cell] {
			s.indexIn[cell][k] = len(s.houses[h])
			s.houses[h] = append(s.houses[h], cell)
		}
	}
	s.peers = make([][]int, s.Cells)
	seen := make([]int, s.Cells) // seen[p] == cell+1 when p is already listed for cell
	for cell := range s.peers {
		ps := make([]int, 0, 3*n)
		for _, h := range s.houseOf[cell] {
			for _, p := range s.houses[h] {
				if p != cell && seen[p] != cell+1 {
					seen[p] = cell + 1
					ps = append(ps, p)
				}
			}
		}
		slices.Sort(ps)
		s.peers[cell] = ps
	}
}

// String returns the box size as "RxC", the form ParseBox reads.
func (s *Shape) String() string {
	if s.name != "" {
		return s.name
	}
	return fmt.Sprintf("%dx%d", s.BoxRows, s.BoxCols)
}

// AllDigits is the set of every digit 1..N.
func (s *Shape) AllDigits() Set { return s.allDigit }

// Row, Col and Box give the 0-based row, column and box of a cell.
func (s *Shape) Row(cell int) int { return cell / s.N }
func (s *Shape) Col(cell int) int { return cell % s.N }
func (s *Shape) Box(cell int) int { return s.boxOf[cell] }

// Cell returns the cell at 0-based row r and column c.
func (s *Shape) Cell(r, c int) int { return r*s.N + c }

// House returns the N cells of house h (0..3N-1) in reading order.
func (s *Shape) House(h int) []int { return s.houses[h] }

// Houses returns the number of houses, 3N.
func (s *Shape) Houses() int { return len(s.houses) }

// HousesOf returns the row, column and box house numbers of a cell.
func (s *Shape) HousesOf(cell int) [3]int { return s.houseOf[cell] }

// IndexInHouses returns the index of cell among the cells of each house of
// HousesOf (listed in reading order).
func (s *Shape) IndexInHouses(cell int) [3]int { return s.indexIn[cell] }

// Peers returns the cells that share a row, column or box with cell, in
// ascending order: 3N-1-BoxRows-BoxCols of them (20 on a 9x9 grid).
func (s *Shape) Peers(cell int) []int { return s.peers[cell] }

// HouseKind returns the kind (RowHouse, ColHouse or BoxHouse) of house h and
// its 0-based index among the houses of that kind.
func (s *Shape) HouseKind(h int) (kind, index int) { return h / s.N, h % s.N }

// HouseName names house h the way players do, 1-based: "row 1",
// "column 3", "box 9".
func (s *Shape) HouseName(h int) string {
	kind, i := s.HouseKind(h)
	return [...]string{"row", "column", "box"}[kind] + " " + strconv.Itoa(i+1)
}

// CellName names a cell in the community's notation, 1-based: "r1c2".
func (s *Shape) CellName(cell int) string {
	return "r" + strconv.Itoa(cell/s.N+1) + "c" + strconv.Itoa(cell%s.N+1)
}
