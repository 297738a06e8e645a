package sudoku

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"testing"
)

// testShapes are the box shapes every size-dependent test runs on.
var testShapes = [][2]int{{2, 2}, {2, 3}, {3, 2}, {2, 4}, {3, 3}, {3, 4}, {4, 3}, {4, 4}, {5, 5}, {6, 6}}

func TestShapeTables(t *testing.T) {
	for _, rc := range testShapes {
		s := MustShape(rc[0], rc[1])
		t.Run(s.String(), func(t *testing.T) {
			n := s.N
			if n != rc[0]*rc[1] || s.Cells != n*n || s.Houses() != 3*n {
				t.Fatalf("N=%d Cells=%d Houses=%d", n, s.Cells, s.Houses())
			}
			if s.AllDigits().Len() != n {
				t.Errorf("AllDigits has %d digits, want %d", s.AllDigits().Len(), n)
			}
			count := make([]int, s.Cells)
			for h := 0; h < s.Houses(); h++ {
				cells := s.House(h)
				if len(cells) != n {
					t.Fatalf("%s has %d cells", s.HouseName(h), len(cells))
				}
				for _, c := range cells {
					count[c]++
					if hs := s.HousesOf(c); !slices.Contains(hs[:], h) {
						t.Errorf("%s lists %s but HousesOf does not", s.HouseName(h), s.CellName(c))
					}
				}
			}
			for c, k := range count {
				if k != 3 {
					t.Errorf("%s is in %d houses", s.CellName(c), k)
				}
			}
			// A box is BoxRows consecutive rows by BoxCols consecutive columns.
			for b := 0; b < n; b++ {
				cells := s.House(2*n + b)
				r0, c0 := s.Row(cells[0]), s.Col(cells[0])
				for i, c := range cells {
					if s.Row(c) != r0+i/s.BoxCols || s.Col(c) != c0+i%s.BoxCols || s.Box(c) != b {
						t.Fatalf("box %d cell %d is %s", b+1, i, s.CellName(c))
					}
				}
			}
			wantPeers := 3*n - 1 - s.BoxRows - s.BoxCols
			for c := 0; c < s.Cells; c++ {
				ps := s.Peers(c)
				if len(ps) != wantPeers || !slices.IsSorted(ps) || slices.Contains(ps, c) {
					t.Fatalf("peers of %s: %v (want %d sorted, without itself)", s.CellName(c), ps, wantPeers)
				}
				for _, p := range ps {
					if s.Row(p) != s.Row(c) && s.Col(p) != s.Col(c) && s.Box(p) != s.Box(c) {
						t.Fatalf("%s is listed as a peer of %s", s.CellName(p), s.CellName(c))
					}
				}
			}
		})
	}
}

func TestShapeLookup(t *testing.T) {
	for _, tc := range []struct {
		cells int
		want  string
	}{
		{16, "2x2"}, {36, "2x3"}, {64, "2x4"}, {81, "3x3"}, {144, "3x4"}, {256, "4x4"},
		{625, "5x5"}, {1296, "6x6"}, {100, "2x5"},
	} {
		s, err := ShapeForCells(tc.cells)
		if err != nil || s.String() != tc.want {
			t.Errorf("ShapeForCells(%d) = %v, %v; want %s", tc.cells, s, err, tc.want)
		}
	}
	for _, bad := range []int{0, 1, 4, 9, 25, 49, 80, 82, 4225} {
		if s, err := ShapeForCells(bad); err == nil {
			t.Errorf("ShapeForCells(%d) = %v, want an error", bad, s)
		}
	}
	if a, b := MustShape(3, 4), MustShape(3, 4); a != b {
		t.Error("NewShape built the same shape twice")
	}
	if s, err := ParseBox(" 3X4 "); err != nil || s.BoxRows != 3 || s.BoxCols != 4 {
		t.Errorf("ParseBox(3X4) = %v, %v", s, err)
	}
	for _, bad := range []string{"", "3", "3x", "x3", "1x9", "9x8", "a x b"} {
		if _, err := ParseBox(bad); err == nil {
			t.Errorf("ParseBox(%q) succeeded", bad)
		}
	}
}

func TestValidate(t *testing.T) {
	g := NewGrid(Classic)
	if err := g.Validate(); err != nil {
		t.Fatalf("empty grid: %v", err)
	}
	g.Cells[0], g.Cells[5] = 5, 5 // row 1 twice
	var ce *ConflictError
	if err := g.Validate(); !errors.As(err, &ce) || ce.Digit != 5 || ce.House != 0 || !slices.Equal(ce.Cells, []int{0, 5}) {
		t.Fatalf("got %v", err)
	}
	if got, want := g.Validate().Error(), "sudoku: digit 5 appears twice in row 1: r1c1, r1c6"; got != want {
		t.Errorf("message %q, want %q", got, want)
	}
	g.Cells[10] = 5 // box 1 and row 1 already: box 1 now has r1c1 and r2c2
	err := g.Validate()
	var list ConflictList
	if !errors.As(err, &list) || len(list) != 2 || list[1].House != 2*9 {
		t.Fatalf("got %v", err)
	}
	g.Cells[10] = 10
	if err := g.Validate(); err == nil {
		t.Fatal("digit 10 on a 9x9 grid passed")
	}
}

func TestSet(t *testing.T) {
	s := SetOf(1, 5, 9)
	if s.Len() != 3 || !s.Has(5) || s.Has(4) || s.First() != 1 || s.String() != "{1,5,9}" {
		t.Fatalf("%v", s)
	}
	if d, ok := Bit(64).Single(); !ok || d != 64 {
		t.Fatalf("Single of {64} = %d, %v", d, ok)
	}
	if _, ok := s.Single(); ok {
		t.Fatal("Single of three digits")
	}
	if got := s.Remove(5).Add(2).Digits(); !slices.Equal(got, []Digit{1, 2, 9}) {
		t.Fatalf("%v", got)
	}
}

// TestConflictText writes conflicts with the digits as the user typed them.
func TestConflictText(t *testing.T) {
	g12 := NewGrid(MustShape(3, 4))
	g12.Cells[0], g12.Cells[4] = 11, 11 // B twice in row 1
	g16 := NewGrid(MustShape(4, 4))
	g16.Cells[0], g16.Cells[17] = 1, 1 // 1 twice in box 1: "0" in hex
	g64 := NewGrid(MustShape(8, 8))
	g64.Cells[0], g64.Cells[8] = 40, 40
	both := NewGrid(MustShape(3, 4))
	both.Cells[0], both.Cells[1], both.Cells[12] = 12, 12, 12
	for _, tc := range []struct {
		name string
		err  error
		a    Alphabet
		want string
	}{
		{"9x9", parse9(t, "5...5"), Standard, "sudoku: digit 5 appears twice in row 1: r1c1, r1c5"},
		{"numbers", g12.Validate(), Numbers, "sudoku: digit 11 appears twice in row 1: r1c1, r1c5"},
		{"beyond the alphabet", g64.Validate(), Standard, "sudoku: digit 40 appears twice in row 1: r1c1, r1c9"},
		{"not a conflict", io.EOF, Standard, "EOF"},
		{"wrapped", fmt.Errorf("exact: %w", g12.Validate()), Letters, "exact: sudoku: digit K appears twice in row 1: r1c1, r1c5"},
		// Regressions
		// A conflict named the digit by its number ("digit 11"), not by
		// the symbol the user typed.
		{"standard", g12.Validate(), Standard, "sudoku: digit B appears twice in row 1: r1c1, r1c5"},
		{"hex", g16.Validate(), Hex, "sudoku: digit 0 appears twice in box 1: r1c1, r2c2"},
		{"a list", both.Validate(), Standard, "sudoku: 3 conflicts: digit C appears twice in row 1: r1c1, r1c2; digit C appears twice in column 1: r1c1, r2c1; digit C appears 3 times in box 1: r1c1, r1c2, r2c1"},
	} {
		if got := ErrorText(tc.err, tc.a); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
	}
}

// parse9 returns the conflict of a 9x9 grid whose first cells are text.
func parse9(t *testing.T, text string) error {
	t.Helper()
	g, err := Parse(text+strings.Repeat(".", 81-len(text)), Options{})
	if err != nil {
		t.Fatal(err)
	}
	return g.Validate()
}
