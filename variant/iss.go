package variant

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/nanpure/nanpure/sudoku"
)

// ParseISS reads a puzzle written as the Interactive Sudoku Solver writes
// it: a constraint string (".Cage~10~R1C1~R1C2.Thermo~R3C3~R3C4.~R1C5_7",
// the type first, "~" between its arguments, an empty type for givens), or
// the SudoCue killer format ("3x3::k:" then each cell's cage as
// sum*256+id). Parts separated by a blank line are read and joined; lines
// that begin with # are comments.
//
// The kinds read are those of this package: Shape (NxN), Jigsaw, NoBoxes,
// Diagonal (1 is ╱, -1 is ╲), Windoku, DisjointSets, AntiKnight, AntiKing,
// AntiConsecutive, Cage, LittleKiller, Sandwich, Thermo, SlowThermo (ours:
// digits may stay the same along it), Arrow, PillArrow, WhiteDot,
// BlackDot, X,
// V, Odd, Even, Whisper, Renban, Palindrome, Between, Entropic, Modular
// (the modulus, then the cells), Zipper, RegionSumLine, Lockout (the least
// difference of its ends, 4 on a 9x9 grid if left out, then the cells),
// DoubleArrow, XSum, Skyscraper, NumberedRoom, HiddenSkyscraper,
// Quad (the top-left cell of its 2x2 square, then its digits), Indexing (C
// or R, then the cells), GreaterThan, AllDifferent (a cage without a sum),
// Sum (the total, then the coefficients joined by "_" if any), ContainAtLeast (its digits joined by "_",
// then the cells), RellikCage (its sum, then the cells), EqualityCage and
// SumLine (its sum, then the cells, then LOOP for a loop), StrictKropki and
// StrictXV (issMeta), SameValues (the number of sets, then the cells),
// ValueIndexing (the cells), and
// the rules of the whole
// grid AntiTaxicab, GlobalEntropy, GlobalMod and DutchFlatmates; Lunchbox
// (its sum, then the cells), CountingCircles.
// Any other is an
// error that names it.
func ParseISS(text string) (*Puzzle, error) {
	var items [][]string
	var lines []string
	for _, l := range strings.Split(text, "\n") {
		if !strings.HasPrefix(strings.TrimSpace(l), "#") {
			lines = append(lines, l)
		}
	}
	for _, part := range strings.Split(strings.Join(lines, "\n"), "\n\n") {
		part = strings.Map(func(r rune) rune {
			if unicode.IsSpace(r) {
				return -1
			}
			return r
		}, part)
		switch {
		case part == "":
		case strings.HasPrefix(part, "3x3:"):
			its, err := sudoCueKiller(part)
			if err != nil {
				return nil, err
			}
			items = append(items, its...)
		case strings.HasPrefix(part, "."):
			for _, it := range strings.Split(part[1:], ".") {
				if it != "" {
					items = append(items, strings.Split(it, "~"))
				}
			}
		default:
			return nil, fmt.Errorf("variant: %.20q...: want a constraint string that starts with \".\" or a 3x3::k: killer", part)
		}
	}
	return buildISS(items)
}

// sudoCueKiller turns the SudoCue killer format into ISS items: after
// "3x3:", an optional "d" (diagonals), ":k:", then 81 numbers each
// sum*256 + the cage's id (0: no cage).
func sudoCueKiller(text string) ([][]string, error) {
	parts := strings.Split(strings.TrimSuffix(text, ":"), ":")
	if len(parts) != 81+3 || parts[2] != "k" {
		return nil, fmt.Errorf("variant: a 3x3::k: killer has %d fields, want 84 (3x3, options, k, 81 cells)", len(parts))
	}
	var items [][]string
	if parts[1] == "d" {
		items = append(items, []string{"Diagonal", "1"}, []string{"Diagonal", "-1"})
	}
	cages := map[int][]string{}
	var order []int
	for i, f := range parts[3:] {
		v, err := strconv.Atoi(f)
		if err != nil {
			return nil, fmt.Errorf("variant: killer cell %d: %q is not a number", i+1, f)
		}
		if v/256 == 0 {
			continue
		}
		if cages[v] == nil {
			order = append(order, v)
			cages[v] = []string{"Cage", strconv.Itoa(v / 256)}
		}
		cages[v] = append(cages[v], fmt.Sprintf("R%dC%d", i/9+1, i%9+1))
	}
	for _, v := range order {
		items = append(items, cages[v])
	}
	return items, nil
}

// buildISS makes the puzzle of items, each a type and its arguments.
func buildISS(items [][]string) (*Puzzle, error) {
	s := sudoku.Classic
	for _, it := range items {
		if it[0] == "Shape" {
			n, err := issSize(it)
			if err != nil {
				return nil, err
			}
			if s, err = sudoku.ShapeOf(n); err != nil {
				return nil, fmt.Errorf("variant: Shape~%s: %v", it[1], err)
			}
		}
	}
	p := &Puzzle{Givens: sudoku.NewGrid(s)}
	var meta issMeta
	for _, it := range items {
		r := issReader{s: s, kind: it[0], args: it[1:]}
		if err := r.add(p, &meta); err != nil {
			return nil, fmt.Errorf("variant: .%s: %v", strings.Join(it, "~"), err)
		}
	}
	if meta.noBoxes && p.Regions == nil {
		return nil, fmt.Errorf("variant: NoBoxes without a Jigsaw: a grid without boxes is not read here")
	}
	// Strict marks are known once every mark is read, wherever they are.
	kropki, xv := markedPairs(p.Constraints)
	if meta.strictKropki {
		p.Constraints = append(p.Constraints, Negative{Of: "difference", Marked: kropki}, Negative{Of: "ratio", Marked: kropki})
	}
	if meta.strictXV {
		p.Constraints = append(p.Constraints, Negative{Of: "xv", Marked: xv})
	}
	return p, nil
}

// issMeta holds the items of an ISS string that change the whole puzzle.
type issMeta struct {
	noBoxes bool
	// ISS's StrictKropki: two neighbours without a dot of either colour
	// are neither consecutive nor one twice the other (a pair with a white
	// dot may be 1 and 2: unlike f-puzzles' negative rules, each of which
	// spares only the pairs of its own marks). StrictXV: without an X or a
	// V, they add up to neither 10 nor 5.
	strictKropki, strictXV bool
}

// markedPairs returns the pairs of cells with a kropki dot of either colour
// and those with an X or a V among ks.
func markedPairs(ks []Constraint) (kropki, xv [][2]int) {
	for _, k := range ks {
		switch k := k.(type) {
		case Kropki:
			kropki = append(kropki, [2]int{k.A, k.B})
		case XV:
			xv = append(xv, [2]int{k.A, k.B})
		}
	}
	return kropki, xv
}

func issSize(it []string) (int, error) {
	if len(it) < 2 {
		return 0, fmt.Errorf("variant: Shape without a size")
	}
	a, b, ok := strings.Cut(it[1], "x")
	n, err := strconv.Atoi(a)
	if !ok || err != nil || a != b {
		return 0, fmt.Errorf("variant: Shape~%s: want a square grid NxN", it[1])
	}
	return n, nil
}

// An issReader reads the arguments of one item.
type issReader struct {
	s    *sudoku.Shape
	kind string
	args []string
}

func (r issReader) add(p *Puzzle, meta *issMeta) error {
	s := r.s
	add := func(k Constraint) { p.Constraints = append(p.Constraints, k) }
	switch r.kind {
	case "Shape":
	case "":
		return r.givens(p)
	case "NoBoxes":
		meta.noBoxes = true
	case "StrictKropki":
		meta.strictKropki = true
	case "StrictXV":
		meta.strictXV = true
	case "Jigsaw":
		regions, err := r.jigsaw()
		if err != nil {
			return err
		}
		p.Regions = regions
	case "Diagonal":
		switch r.arg(0) {
		case "1":
			add(Diagonal(s, true))
		case "-1":
			add(Diagonal(s, false))
		default:
			return fmt.Errorf("want a direction, 1 or -1")
		}
	case "Windoku":
		for _, w := range Windoku(s) {
			add(w)
		}
	case "DisjointSets":
		for _, d := range DisjointSets(s) {
			add(d)
		}
	case "AntiKnight":
		add(AntiKnight{})
	case "AntiKing":
		add(AntiKing{})
	case "AntiConsecutive":
		add(NonConsecutive{})
	case "AntiTaxicab":
		add(AntiTaxicab{})
	case "GlobalEntropy":
		add(GlobalEntropy{})
	case "GlobalMod":
		add(GlobalMod{})
	case "DutchFlatmates":
		add(DutchFlatmates{})
	case "Cage", "Modular", "SumLine", "Lunchbox", "RellikCage", "SameValues":
		// A number (a sum, a modulus, a count of sets), then the cells; a
		// sum line that loops ends with LOOP.
		loop := r.kind == "SumLine" && len(r.args) > 0 && r.args[len(r.args)-1] == "LOOP"
		if loop {
			r.args = r.args[:len(r.args)-1]
		}
		n, cells, err := r.numberAndCells(0)
		if err != nil {
			return err
		}
		switch r.kind {
		case "Cage":
			add(Cage{Sum: n, Cells: cells})
		case "Modular":
			add(Modular{Cells: cells, Mod: n})
		case "SumLine":
			add(SumLine{Sum: n, Cells: cells, Loop: loop})
		case "Lunchbox":
			add(Lunchbox{Sum: n, Cells: cells})
		case "SameValues":
			if n < 2 || len(cells)%n != 0 {
				return fmt.Errorf("%d cells do not make %d sets of the same size", len(cells), n)
			}
			add(SameValues{Sets: n, Cells: cells})
		default:
			add(Rellik{Sum: n, Cells: cells})
		}
	case "Thermo", "SlowThermo", "Renban", "Palindrome", "Between", "Arrow", "Odd", "Even", "Entropic", "Zipper", "RegionSumLine", "DoubleArrow",
		"GreaterThan", "AllDifferent", "CountingCircles", "EqualityCage", "ValueIndexing":
		cells, err := r.cells(r.args)
		if err != nil {
			return err
		}
		switch r.kind {
		case "GreaterThan":
			add(GreaterThan{cells})
		case "AllDifferent":
			add(Cage{Cells: cells}) // a cage without a sum
		case "CountingCircles":
			add(CountingCircles{cells})
		case "EqualityCage":
			add(Equality{cells})
		case "ValueIndexing":
			add(ValueIndex{cells})
		case "Thermo", "SlowThermo":
			add(Thermo{Cells: cells, Slow: r.kind == "SlowThermo"})
		case "Renban":
			add(Renban{cells})
		case "Palindrome":
			add(Palindrome{cells})
		case "Between":
			add(Between{cells})
		case "Entropic":
			add(Entropic{cells})
		case "Zipper":
			add(Zipper{cells})
		case "RegionSumLine":
			add(RegionSum{cells})
		case "DoubleArrow":
			add(DoubleArrow{cells})
		case "Arrow":
			add(Arrow{Bulb: cells[:1], Line: cells[1:]})
		default:
			add(Parity{Cells: cells, Even: r.kind == "Even"})
		}
	case "LittleKiller":
		sum, err := strconv.Atoi(r.arg(0))
		if err != nil {
			return fmt.Errorf("want a sum first, then the clue's first cell")
		}
		start, err := r.cell(r.arg(1))
		if err != nil {
			return err
		}
		cells := littleKillerDiagonal(s, start)
		if cells == nil {
			return fmt.Errorf("no little killer diagonal starts at %s", r.arg(1))
		}
		add(LittleKiller{Sum: sum, Cells: cells})
	case "Sandwich":
		sum, err := strconv.Atoi(r.arg(0))
		if err != nil {
			return fmt.Errorf("want a sum first, then a row or column (R1, C3)")
		}
		cells, err := r.line(r.arg(1))
		if err != nil {
			return err
		}
		add(Sandwich{Sum: sum, Cells: cells})
	case "XSum", "Skyscraper", "NumberedRoom", "HiddenSkyscraper":
		// A row or column, then the clue read from its start and the one
		// read from its end, either empty when there is none.
		cells, err := r.line(r.arg(0))
		if err != nil {
			return err
		}
		for i, v := range []string{r.arg(1), r.arg(2)} {
			if v == "" {
				continue
			}
			n, err := strconv.Atoi(v)
			if err != nil {
				return fmt.Errorf("%q is not a number", v)
			}
			line := slices.Clone(cells)
			if i == 1 {
				slices.Reverse(line)
			}
			switch r.kind {
			case "XSum":
				add(XSum{Sum: n, Cells: line})
			case "Skyscraper":
				add(Skyscraper{Count: n, Cells: line})
			case "NumberedRoom":
				add(NumberedRoom{Digit: n, Cells: line})
			default:
				add(HiddenSkyscraper{Digit: n, Cells: line})
			}
		}
	case "PillArrow":
		size, cells, err := r.numberAndCells(2)
		if err != nil {
			return err
		}
		if size != 2 || len(cells) <= size {
			return fmt.Errorf("want a pill of 2 cells and a line")
		}
		add(Arrow{Bulb: cells[:size], Line: cells[size:]})
	case "Lockout":
		diff, cells, err := r.numberAndCells((s.N - 1) / 2)
		if err != nil {
			return err
		}
		add(Lockout{Cells: cells, Diff: diff})
	case "Whisper":
		diff, cells, err := r.numberAndCells(s.N/2 + 1)
		if err != nil {
			return err
		}
		add(Whisper{Cells: cells, Diff: diff})
	case "Sum":
		// The total, then its coefficients, one per cell: "10_2_-1".
		parts := strings.Split(r.arg(0), "_")
		if len(r.args) > 0 {
			r.args = append([]string{parts[0]}, r.args[1:]...)
		}
		total, cells, err := r.numberAndCells(0)
		if err != nil {
			return err
		}
		var coeffs []int
		for _, p := range parts[1:] {
			a, err := strconv.Atoi(p)
			if err != nil || a < -maxCoeff || a > maxCoeff {
				return fmt.Errorf("a sum's coefficient %q: want a whole number from -%d to %d", p, maxCoeff, maxCoeff)
			}
			coeffs = append(coeffs, a)
		}
		if coeffs != nil && len(coeffs) != len(cells) {
			return fmt.Errorf("%d coefficients for %d cells", len(coeffs), len(cells))
		}
		add(Sum{Cells: cells, Total: total, Coeffs: coeffs})
	case "ContainAtLeast", "ContainExact":
		ds, err := r.digits(strings.Split(r.arg(0), "_"))
		if err != nil {
			return err
		}
		cells, err := r.cells(r.args[1:])
		if err != nil {
			return err
		}
		add(Contains{Cells: cells, Digits: ds, Exact: r.kind == "ContainExact"})
	case "Indexing":
		// C: column indexing (ours ColumnIndexer), R: row indexing, then
		// the indexer cells.
		of := map[string]string{"C": "column", "R": "row"}[r.arg(0)]
		if of == "" {
			return fmt.Errorf("want C (column indexing) or R (row indexing) first")
		}
		cells, err := r.cells(r.args[1:])
		if err != nil {
			return err
		}
		for _, c := range cells {
			add(NewIndexer(s, c, of))
		}
	case "Quad":
		// The top-left cell of the 2x2 square, then its digits.
		c, err := r.cell(r.arg(0))
		if err != nil {
			return err
		}
		cells := quadCells(s, c)
		if cells == nil {
			return fmt.Errorf("no 2x2 square has %s as its top-left cell", r.arg(0))
		}
		ds, err := r.digits(r.args[1:])
		if err != nil {
			return err
		}
		add(Quad{Cells: cells, Digits: ds})
	case "WhiteDot", "BlackDot", "X", "V":
		cells, err := r.cells(r.args)
		if err != nil {
			return err
		}
		for _, pr := range adjacentPairs(s, cells) {
			switch r.kind {
			case "WhiteDot", "BlackDot":
				add(Kropki{A: pr[0], B: pr[1], Black: r.kind == "BlackDot"})
			case "X":
				add(XV{A: pr[0], B: pr[1], Sum: 10})
			default:
				add(XV{A: pr[0], B: pr[1], Sum: 5})
			}
		}
	default:
		return fmt.Errorf("the constraint %q is not known here", r.kind)
	}
	return nil
}

func (r issReader) arg(i int) string {
	if i >= 0 && i < len(r.args) {
		return r.args[i]
	}
	return ""
}

// digits reads digits of the grid ("3", "7"), sorted, a digit as often as
// written.
func (r issReader) digits(vs []string) ([]sudoku.Digit, error) {
	ds := make([]sudoku.Digit, 0, len(vs))
	for _, v := range vs {
		d, err := strconv.Atoi(v)
		if err != nil || d < 1 || d > r.s.N {
			return nil, fmt.Errorf("%q is not a digit 1-%d", v, r.s.N)
		}
		ds = append(ds, sudoku.Digit(d))
	}
	slices.Sort(ds)
	return ds, nil
}

// givens reads "R1C2_4": a digit; with more digits ("R1C2_1_2") the cell
// is limited to them.
func (r issReader) givens(p *Puzzle) error {
	for _, a := range r.args {
		id, values, ok := strings.Cut(a, "_")
		c, err := r.cell(id)
		if err != nil || !ok {
			return fmt.Errorf("%q: want a cell and its digit, R1C2_4", a)
		}
		ds, err := r.digits(strings.Split(values, "_"))
		if err != nil {
			return fmt.Errorf("%q: %v", a, err)
		}
		set := sudoku.SetOf(ds...)
		if d, single := set.Single(); single {
			p.Givens.Cells[c] = d
		} else {
			p.Constraints = append(p.Constraints, Candidates{Cell: c, Digits: set})
		}
	}
	return nil
}

// numberAndCells reads a number then cells; a first argument that is a
// cell is read as a cell, with the number def (0: the number is needed).
func (r issReader) numberAndCells(def int) (int, []int, error) {
	args := r.args
	n := def
	if v, err := strconv.Atoi(r.arg(0)); err == nil {
		n, args = v, args[1:]
	} else if def == 0 {
		return 0, nil, fmt.Errorf("want a number first, then cells")
	}
	cells, err := r.cells(args)
	return n, cells, err
}

func (r issReader) cells(args []string) ([]int, error) {
	if len(args) == 0 {
		return nil, fmt.Errorf("no cells")
	}
	cells := make([]int, len(args))
	for i, a := range args {
		c, err := r.cell(a)
		if err != nil {
			return nil, err
		}
		cells[i] = c
	}
	return cells, nil
}

// cell reads "R3C12".
func (r issReader) cell(id string) (int, error) {
	row, col, ok := parseRC(id)
	if !ok || row < 1 || row > r.s.N || col < 1 || col > r.s.N {
		return 0, fmt.Errorf("%q is not a cell R1C1 to R%dC%d", id, r.s.N, r.s.N)
	}
	return r.s.Cell(row-1, col-1), nil
}

// parseRC reads the numbers of "R3C12" (either letter in either case),
// unchecked: f-puzzles numbers the cells round the grid too (R0C3). It
// stands in for fmt.Sscanf, whose scanner is 60 KB of the page's engine.
func parseRC(id string) (row, col int, ok bool) {
	if len(id) < 4 || id[0] != 'R' && id[0] != 'r' {
		return 0, 0, false
	}
	rs, cs, ok := strings.Cut(strings.ToUpper(id[1:]), "C")
	row, err1 := strconv.Atoi(rs)
	col, err2 := strconv.Atoi(cs)
	return row, col, ok && err1 == nil && err2 == nil
}

// jigsaw reads a layout of N*N region marks, one a cell (the last
// argument; an older form puts the shape first).
func (r issReader) jigsaw() ([][]int, error) {
	layout := r.arg(len(r.args) - 1)
	if len(layout) != r.s.Cells {
		return nil, fmt.Errorf("a layout of %d marks, want %d", len(layout), r.s.Cells)
	}
	index := map[byte]int{}
	var regions [][]int
	for c := 0; c < r.s.Cells; c++ {
		i, ok := index[layout[c]]
		if !ok {
			i = len(regions)
			index[layout[c]] = i
			regions = append(regions, nil)
		}
		regions[i] = append(regions[i], c)
	}
	return regions, nil
}

// adjacentPairs is the pairs of orthogonally adjacent cells among cells.
func adjacentPairs(s *sudoku.Shape, cells []int) [][2]int {
	var prs [][2]int
	for i, a := range cells {
		for _, b := range cells[i+1:] {
			dr, dc := s.Row(a)-s.Row(b), s.Col(a)-s.Col(b)
			if dr*dr+dc*dc == 1 {
				prs = append(prs, [2]int{a, b})
			}
		}
	}
	return prs
}

// littleKillerDiagonal is the diagonal of a little killer clue as ISS
// names it, by its first cell: from the left edge down to the right, from
// the right edge up to the left, from the top edge down to the left, from
// the bottom edge up to the right (corner cells start the diagonals of
// the left and top edges only).
func littleKillerDiagonal(s *sudoku.Shape, start int) []int {
	n, r, c := s.N, s.Row(start), s.Col(start)
	var dr, dc int
	switch {
	case c == 0 && r < n-1:
		dr, dc = 1, 1
	case r == 0 && c > 0:
		dr, dc = 1, -1
	case c == n-1 && r > 0 && r < n-1:
		dr, dc = -1, -1
	case r == n-1 && c > 0 && c < n-1:
		dr, dc = -1, 1
	default:
		return nil
	}
	var cells []int
	for ; r >= 0 && r < n && c >= 0 && c < n; r, c = r+dr, c+dc {
		cells = append(cells, s.Cell(r, c))
	}
	return cells
}

// line reads a row "R3" or a column "C5" as its cells, left to right or
// top to bottom.
func (r issReader) line(id string) ([]int, error) {
	k, err := strconv.Atoi(id[min(1, len(id)):])
	if len(id) < 2 || err != nil || k < 1 || k > r.s.N || id[0] != 'R' && id[0] != 'C' {
		return nil, fmt.Errorf("%q is not a row R1-R%d or a column C1-C%d", id, r.s.N, r.s.N)
	}
	if id[0] == 'R' {
		return r.s.House(k - 1), nil
	}
	return r.s.House(r.s.N + k - 1), nil
}
