package web

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os/exec"
	"strings"
	"testing"

	"github.com/nanpure/nanpure/internal/corpus"
	"github.com/nanpure/nanpure/internal/record"
	"github.com/nanpure/nanpure/sudoku"
	"github.com/nanpure/nanpure/variant"
)

// An agreeCase is a variant puzzle whose rules the page and the variant
// package must judge alike, and the text the page keeps of it (which only
// a cell limited to several digits needs: the API does not give them).
type agreeCase struct {
	name string
	p    *variant.Puzzle
	text string
	sol  sudoku.Grid
}

// TestVariantRulesAgree: on a full grid, the page's conflicts (houses and
// groups, varhouses.js, and the other rules, varrules.js) are none exactly
// when the variant package's Check takes the grid (givens aside: the page
// never changes them). The grids are the solution of every puzzle from
// outside (corpus.Variants) and of puzzles built here on one solution, one
// for each kind the corpus lacks, and the grids made from each solution by
// swapping two digits everywhere: its houses and groups still hold, while
// its sums, orders and marks may break, each swap a case both ways.
func TestVariantRulesAgree(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("no node on the PATH: the page's rules not compared")
	}
	var cases []agreeCase
	for _, v := range corpus.Variants() {
		if v.Solution == "none" {
			continue
		}
		p, err := variant.Parse(v.Input)
		if err != nil {
			continue // a puzzle the package refuses (an invalid jigsaw)
		}
		cases = append(cases, agreeCase{v.Name, p, v.Input, gridOf(t, p.Givens.Shape, v.Solution)})
	}
	th, _ := corpus.VariantNamed("Thermosudoku")
	cases = append(cases, builtCases(t, gridOf(t, sudoku.Classic, th.Solution))...)

	type input struct {
		Br      int            `json:"br"`
		Bc      int            `json:"bc"`
		Variant map[string]any `json:"variant"`
		Grids   [][]int        `json:"grids"`
	}
	var in []input
	var want [][]bool
	for _, k := range cases {
		s := k.p.Givens.Shape
		raw, _ := json.Marshal(record.VariantOf(k.p))
		var v map[string]any
		if err := json.Unmarshal(raw, &v); err != nil {
			t.Fatal(err)
		}
		v["text"] = k.text
		free := *k.p
		free.Givens = sudoku.NewGrid(s)
		one := input{Br: s.BoxRows, Bc: s.BoxCols, Variant: v}
		var oks []bool
		for _, g := range swaps(k.sol) {
			ds := make([]int, len(g.Cells))
			for i, d := range g.Cells {
				ds[i] = int(d)
			}
			one.Grids = append(one.Grids, ds)
			oks = append(oks, free.Check(g))
		}
		if !oks[0] {
			t.Fatalf("%s: the variant package refuses its own solution", k.name)
		}
		in = append(in, one)
		want = append(want, oks)
	}
	body, _ := json.Marshal(in)
	cmd := exec.Command(node, "testdata/varrules_agree.mjs")
	cmd.Stdin = bytes.NewReader(body)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node testdata/varrules_agree.mjs: %v\n%s", err, stderr.String())
	}
	var got [][][]string
	if err := json.Unmarshal(out, &got); err != nil || len(got) != len(cases) {
		t.Fatalf("the page's answer: %v, %d cases for %d", err, len(got), len(cases))
	}
	broken := 0
	for i, k := range cases {
		for j, ok := range want[i] {
			if !ok {
				broken++
			}
			if bad := got[i][j]; ok != (len(bad) == 0) {
				t.Errorf("%s, grid %d (%s): the variant package says %v, the page's conflicts %v", k.name, j, swapName(k.sol.Shape.N, j), ok, bad)
			}
		}
	}
	t.Logf("%d puzzles, %d grids, %d of them breaking a rule", len(cases), len(cases)*len(want[0]), broken)
}

// gridOf reads a solution of one symbol a cell.
func gridOf(t *testing.T, s *sudoku.Shape, line string) sudoku.Grid {
	g := sudoku.NewGrid(s)
	if len(line) != s.Cells {
		t.Fatalf("a solution of %d cells for %d", len(line), s.Cells)
	}
	for i, ch := range strings.ToUpper(line) {
		switch {
		case ch >= '1' && ch <= '9':
			g.Cells[i] = sudoku.Digit(ch - '0')
		case ch >= 'A' && ch <= 'Z':
			g.Cells[i] = sudoku.Digit(ch - 'A' + 10)
		}
	}
	return g
}

// swaps returns g, then g with digits a and b swapped everywhere, for
// every a < b in order.
func swaps(g sudoku.Grid) []sudoku.Grid {
	out := []sudoku.Grid{g}
	for a := 1; a <= g.Shape.N; a++ {
		for b := a + 1; b <= g.Shape.N; b++ {
			h := g.Clone()
			for i, d := range h.Cells {
				switch int(d) {
				case a:
					h.Cells[i] = sudoku.Digit(b)
				case b:
					h.Cells[i] = sudoku.Digit(a)
				}
			}
			out = append(out, h)
		}
	}
	return out
}

// swapName names grid j of swaps on n digits.
func swapName(n, j int) string {
	if j == 0 {
		return "the solution"
	}
	for a := 1; a <= n; a++ {
		for b := a + 1; b <= n; b++ {
			if j--; j == 0 {
				return fmt.Sprintf("%d and %d swapped", a, b)
			}
		}
	}
	return "?"
}

// builtCases are puzzles on the 9x9 solution sol, one a kind (or a form
// of one) that the puzzles from outside lack, each built to hold on sol.
func builtCases(t *testing.T, sol sudoku.Grid) []agreeCase {
	s := sol.Shape
	d := func(c int) int { return int(sol.Cells[c]) }
	at := s.Cell
	// in is the cell of row r (from 0) holding digit x.
	in := func(r, x int) int {
		for c := 0; c < s.N; c++ {
			if d(at(r, c)) == x {
				return at(r, c)
			}
		}
		t.Fatalf("no %d in row %d", x, r+1)
		return 0
	}
	// pair is the first two neighbours (across, then down) whose digits ok takes.
	pair := func(ok func(x, y int) bool) (int, int) {
		for _, mv := range [][2]int{{0, 1}, {1, 0}} {
			for r := 0; r+mv[0] < s.N; r++ {
				for c := 0; c+mv[1] < s.N; c++ {
					a, b := at(r, c), at(r+mv[0], c+mv[1])
					if ok(d(a), d(b)) {
						return a, b
					}
				}
			}
		}
		t.Fatal("no such neighbours")
		return 0, 0
	}
	sum := func(cells []int) int {
		n := 0
		for _, c := range cells {
			n += d(c)
		}
		return n
	}
	row := func(r int) []int { return s.House(r) }
	col := func(c int) []int { return s.House(s.N + c) }
	reversed := func(cells []int) []int {
		out := make([]int, len(cells))
		for i, c := range cells {
			out[len(cells)-1-i] = c
		}
		return out
	}

	var diag []int
	for i := 0; i+1 < s.N; i++ {
		diag = append(diag, at(i, i+1))
	}
	sandwich := func(cells []int) int {
		i, j := -1, -1
		for k, c := range cells {
			switch d(c) {
			case 1:
				i = k
			case s.N:
				j = k
			}
		}
		return sum(cells[min(i, j)+1 : max(i, j)])
	}
	xsum := func(cells []int) int { return sum(cells[:d(cells[0])]) }
	seen := func(cells []int) int {
		n, top := 0, 0
		for _, c := range cells {
			if d(c) > top {
				n, top = n+1, d(c)
			}
		}
		return n
	}
	// A pill: the first 1 of a row with a neighbour right of it below 9,
	// and a shaft of a 9 and the rest.
	var pill []int
	for r := 0; r < s.N && pill == nil; r++ {
		if c := in(r, 1); s.Col(c) < s.N-1 && d(c+1) < 9 {
			pill = []int{c, c + 1}
		}
	}
	pillShaft := []int{in(5, 9), in(6, 10+d(pill[1])-9)}
	kropki := func(black bool, n int) variant.Constraint {
		a, b := pair(func(x, y int) bool {
			if black {
				return x == n*y || y == n*x
			}
			return x-y == n || y-x == n
		})
		return variant.Kropki{A: a, B: b, Black: black, N: n}
	}
	xv := func(sum int) variant.Constraint {
		a, b := pair(func(x, y int) bool { return x+y == sum })
		return variant.XV{A: a, B: b, Sum: sum}
	}
	// negative marks every pair of neighbours that keeps rule with mark,
	// and says that the marks are all given.
	negative := func(of string, rule func(x, y int) bool, mark func(a, b int) variant.Constraint) []variant.Constraint {
		var ks []variant.Constraint
		neg := variant.Negative{Of: of}
		for _, mv := range [][2]int{{0, 1}, {1, 0}} {
			for r := 0; r+mv[0] < s.N; r++ {
				for c := 0; c+mv[1] < s.N; c++ {
					a, b := at(r, c), at(r+mv[0], c+mv[1])
					if rule(d(a), d(b)) {
						ks = append(ks, mark(a, b))
						neg.Marked = append(neg.Marked, [2]int{a, b})
					}
				}
			}
		}
		return append(ks, neg)
	}
	limited := in(4, 5)
	cellText := func(c int) string { return fmt.Sprintf("R%dC%d", s.Row(c)+1, s.Col(c)+1) }

	kinds := []struct {
		name string
		ks   []variant.Constraint
		text string
	}{
		{"little killer", []variant.Constraint{variant.LittleKiller{Sum: sum(diag), Cells: diag}}, ""},
		{"sandwich", []variant.Constraint{variant.Sandwich{Sum: sandwich(row(0)), Cells: row(0)}}, ""},
		{"x-sums from both ends", []variant.Constraint{variant.XSum{Sum: xsum(row(1)), Cells: row(1)}, variant.XSum{Sum: xsum(reversed(row(1))), Cells: reversed(row(1))}}, ""},
		{"skyscrapers from both ends", []variant.Constraint{variant.Skyscraper{Count: seen(col(0)), Cells: col(0)}, variant.Skyscraper{Count: seen(reversed(col(0))), Cells: reversed(col(0))}}, ""},
		{"an arrow", []variant.Constraint{variant.Arrow{Bulb: []int{in(0, 9)}, Line: []int{in(2, 4), in(3, 5)}}}, ""},
		{"a pill arrow", []variant.Constraint{variant.Arrow{Bulb: pill, Line: pillShaft}}, ""},
		{"a slow thermometer", []variant.Constraint{variant.Thermo{Cells: []int{in(0, 3), in(4, 3), in(8, 7)}, Slow: true}}, ""},
		{"a between line", []variant.Constraint{variant.Between{Cells: []int{in(3, 1), in(5, 5), in(3, 9)}}}, ""},
		{"a whisper", []variant.Constraint{variant.Whisper{Cells: []int{in(4, 1), in(5, 7), in(6, 2)}, Diff: 5}}, ""},
		{"a renban", []variant.Constraint{variant.Renban{Cells: []int{in(5, 4), in(5, 6), in(5, 5)}}}, ""},
		{"a palindrome", []variant.Constraint{variant.Palindrome{Cells: []int{in(0, 3), in(1, 6), in(5, 6), in(4, 3)}}}, ""},
		{"a white dot", []variant.Constraint{kropki(false, 1)}, ""},
		{"a black dot", []variant.Constraint{kropki(true, 2)}, ""},
		{"a white dot of 3", []variant.Constraint{kropki(false, 3)}, ""},
		{"a black dot of 3", []variant.Constraint{kropki(true, 3)}, ""},
		{"an X", []variant.Constraint{xv(10)}, ""},
		{"a V", []variant.Constraint{xv(5)}, ""},
		{"odd cells", []variant.Constraint{variant.Parity{Cells: []int{in(7, 1), in(7, 3), in(7, 9)}}}, ""},
		{"even cells", []variant.Constraint{variant.Parity{Cells: []int{in(2, 2), in(2, 8)}, Even: true}}, ""},
		{"a cell of 3, 5 or 7", []variant.Constraint{variant.Candidates{Cell: limited, Digits: sudoku.Set(0).Add(3).Add(5).Add(7)}}, ".~" + cellText(limited) + "_3_5_7"},
		{"all white dots given", negative("difference", func(x, y int) bool { return x-y == 1 || y-x == 1 },
			func(a, b int) variant.Constraint { return variant.Kropki{A: a, B: b} }), ""},
		{"all black dots given", negative("ratio", func(x, y int) bool { return x == 2*y || y == 2*x },
			func(a, b int) variant.Constraint { return variant.Kropki{A: a, B: b, Black: true} }), ""},
		{"all X and V given", negative("xv", func(x, y int) bool { return x+y == 10 || x+y == 5 },
			func(a, b int) variant.Constraint { return variant.XV{A: a, B: b, Sum: (d(a) + d(b))} }), ""},
	}
	var out []agreeCase
	for _, k := range kinds {
		out = append(out, agreeCase{k.name, &variant.Puzzle{Givens: sudoku.NewGrid(s), Constraints: k.ks}, k.text, sol})
	}
	return out
}
