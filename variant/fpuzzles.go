package variant

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/nanpure/nanpure/sudoku"
)

// ParseFPuzzles reads a puzzle of f-puzzles: its JSON, the compressed
// string of its links (lz-string base64, "N4Ig..."), or a whole link of
// f-puzzles ("https://f-puzzles.com/?load=N4Ig...") or SudokuPad
// ("https://sudokupad.app/fpuzzlesN4Ig..."). Cells of a custom region make
// a jigsaw; "negative" makes every black dot, white dot or XV mark given.
// A constraint this package does not know is an error that names it.
func ParseFPuzzles(text string) (*Puzzle, error) {
	text = strings.TrimSpace(text)
	if !strings.HasPrefix(text, "{") {
		if i := strings.Index(text, "load="); i >= 0 {
			text = text[i+len("load="):]
		} else if i := strings.Index(text, "fpuzzles"); i >= 0 {
			text = text[i+len("fpuzzles"):]
		}
		text, _, _ = strings.Cut(text, "&")
		// Links may escape base64's + and /.
		text = strings.NewReplacer("%2B", "+", "%2F", "/", "%3D", "=", " ", "+").Replace(text)
		var err error
		if text, err = decompressBase64(text); err != nil {
			return nil, fmt.Errorf("variant: not an f-puzzles string: %v", err)
		}
	}
	var f fpuzzle
	var keys map[string]json.RawMessage
	if err := json.Unmarshal([]byte(text), &f); err != nil {
		return nil, fmt.Errorf("variant: f-puzzles JSON: %v", err)
	}
	json.Unmarshal([]byte(text), &keys) // an object: the same text just parsed
	for _, k := range slices.Sorted(maps.Keys(keys)) {
		v := string(keys[k])
		if !fpKnown[k] && v != "[]" && v != "false" && v != "null" {
			return nil, fmt.Errorf("variant: f-puzzles %q: this constraint is not known here, and the puzzle is not solved without it", k)
		}
	}
	return f.puzzle()
}

// fpuzzle is the JSON of f-puzzles, the parts this package reads.
type fpuzzle struct {
	Size int `json:"size"`
	Grid [][]struct {
		Value  int  `json:"value"`
		Given  bool `json:"given"`
		Region *int `json:"region"`
	} `json:"grid"`
	DiagonalUp     bool      `json:"diagonal+"`
	DiagonalDown   bool      `json:"diagonal-"`
	AntiKnight     bool      `json:"antiknight"`
	AntiKing       bool      `json:"antiking"`
	NonConsecutive bool      `json:"nonconsecutive"`
	DisjointGroups bool      `json:"disjointgroups"`
	KillerCage     []fpCells `json:"killercage"`
	ExtraRegion    []fpCells `json:"extraregion"`
	Thermometer    []fpLines `json:"thermometer"`
	Palindrome     []fpLines `json:"palindrome"`
	BetweenLine    []fpLines `json:"betweenline"`
	Difference     []fpCells `json:"difference"`
	Ratio          []fpCells `json:"ratio"`
	XV             []fpCells `json:"xv"`
	Odd            []fpCell  `json:"odd"`
	Even           []fpCell  `json:"even"`
	LittleKiller   []fpCells `json:"littlekillersum"`
	Sandwich       []fpClue  `json:"sandwichsum"`
	XSum           []fpClue  `json:"xsum"`
	Skyscraper     []fpClue  `json:"skyscraper"`
	Arrow          []fpArrow `json:"arrow"`
	Negative       []string  `json:"negative"`
	Quadruple      []fpQuad  `json:"quadruple"`
	Renban         []fpLines `json:"renban"`
	Whispers       []fpLines `json:"whispers"`
	Entropic       []fpLines `json:"entropicline"`
	Modular        []fpLines `json:"modularline"`
	RegionSum      []fpLines `json:"regionsumline"`
	Lockout        []fpLines `json:"lockout"`
	DoubleArrow    []fpLines `json:"doublearrow"`
	RowIndexer     []fpCells `json:"rowindexer"`
	ColumnIndexer  []fpCells `json:"columnindexer"`
	BoxIndexer     []fpCells `json:"boxindexer"`
	Clone          []fpClone `json:"clone"`
	Minimum        []fpCell  `json:"minimum"`
	Maximum        []fpCell  `json:"maximum"`
}

// fpClone is a clone: cells and their clones, in the same order.
type fpClone struct {
	Cells  []string `json:"cells"`
	Clones []string `json:"cloneCells"`
}

// fpQuad is a quadruple: its four cells and its digits (numbers).
type fpQuad struct {
	Cells  []string `json:"cells"`
	Values []int    `json:"values"`
}

type fpCells struct {
	Cells []string `json:"cells"`
	Value string   `json:"value"`
}

type fpLines struct {
	Lines [][]string `json:"lines"`
	Value fpNumber   `json:"value"` // a whisper's difference, if not the default
}

// fpNumber is a number f-puzzles writes as a number or as a string.
type fpNumber string

func (n *fpNumber) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err == nil {
		*n = fpNumber(s)
		return nil
	}
	var f json.Number
	if err := json.Unmarshal(b, &f); err != nil {
		return err
	}
	*n = fpNumber(f)
	return nil
}

type fpCell struct {
	Cell string `json:"cell"`
}

type fpClue struct {
	Cell  string `json:"cell"`
	Value string `json:"value"`
}

type fpArrow struct {
	Cells []string   `json:"cells"`
	Lines [][]string `json:"lines"`
}

// fpKnown are the keys of f-puzzles JSON this package reads, and those
// that set no rule (the puzzle's words, its solution, fog, what is only
// drawn: lines, shapes, texts and cages without a sum's rule). A puzzle
// with any other key (one f-puzzles adds later) is refused, never solved without its rule.
var fpKnown = map[string]bool{
	"size": true, "grid": true, "diagonal+": true, "diagonal-": true, "antiknight": true, "antiking": true,
	"nonconsecutive": true, "disjointgroups": true, "killercage": true, "extraregion": true,
	"thermometer": true, "palindrome": true, "betweenline": true, "difference": true, "ratio": true,
	"xv": true, "odd": true, "even": true, "littlekillersum": true, "sandwichsum": true, "xsum": true,
	"skyscraper": true, "arrow": true, "negative": true, "quadruple": true, "minimum": true,
	"maximum": true, "renban": true, "whispers": true, "entropicline": true, "modularline": true,
	"regionsumline": true, "lockout": true, "doublearrow": true, "rowindexer": true, "columnindexer": true, "boxindexer": true, "clone": true,
	// No rule.
	"title": true, "author": true, "ruleset": true, "solution": true, "successMessage": true, "successmessage": true,
	"activeConstraints": true, "highlightConflicts": true, "highlightconflicts": true,
	"disabledlogic": true, "truecandidatesoptions": true, "fogofwar": true, "foglight": true,
	"line": true, "rectangle": true, "circle": true, "text": true, "cage": true,
}

func (f *fpuzzle) puzzle() (*Puzzle, error) {
	s, err := sudoku.ShapeOf(f.Size)
	if err != nil {
		return nil, fmt.Errorf("variant: f-puzzles size %d: %v", f.Size, err)
	}
	if len(f.Grid) != f.Size {
		return nil, fmt.Errorf("variant: f-puzzles grid has %d rows, want %d", len(f.Grid), f.Size)
	}
	p := &Puzzle{Givens: sudoku.NewGrid(s)}
	byRegion := map[int][]int{}
	custom := false
	for r, row := range f.Grid {
		if len(row) != f.Size {
			return nil, fmt.Errorf("variant: f-puzzles row %d has %d cells, want %d", r+1, len(row), f.Size)
		}
		for c, cell := range row {
			i := s.Cell(r, c)
			if cell.Given {
				if cell.Value < 1 || cell.Value > s.N {
					return nil, fmt.Errorf("variant: f-puzzles r%dc%d: given %d is not a digit 1-%d", r+1, c+1, cell.Value, s.N)
				}
				p.Givens.Cells[i] = sudoku.Digit(cell.Value)
			}
			region := s.Box(i)
			if cell.Region != nil && *cell.Region != region {
				region, custom = *cell.Region, true
			}
			byRegion[region] = append(byRegion[region], i)
		}
	}
	if custom {
		keys := make([]int, 0, len(byRegion))
		for k := range byRegion {
			keys = append(keys, k)
		}
		sort.Ints(keys)
		for _, k := range keys {
			p.Regions = append(p.Regions, byRegion[k])
		}
	}
	r := fpReader{s: s, p: p}
	r.flags(f)
	r.cages(f)
	r.lines(f)
	r.marks(f)
	return p, r.err
}

// An fpReader adds the constraints of an f-puzzles JSON to p, keeping the
// first error.
type fpReader struct {
	s   *sudoku.Shape
	p   *Puzzle
	err error
}

func (r *fpReader) add(k Constraint) { r.p.Constraints = append(r.p.Constraints, k) }

func (r *fpReader) fail(format string, args ...any) {
	if r.err == nil {
		r.err = fmt.Errorf("variant: f-puzzles "+format, args...)
	}
}

// cells reads ids "R1C2" of the constraint what.
func (r *fpReader) cells(what string, ids []string) []int {
	cells := make([]int, 0, len(ids))
	for _, id := range ids {
		c, err := issReader{s: r.s}.cell(id)
		if err != nil {
			r.fail("%s: %v", what, err)
			return nil
		}
		cells = append(cells, c)
	}
	if len(cells) == 0 {
		r.fail("%s with no cells", what)
	}
	return cells
}

func (r *fpReader) number(what, v string, def int) int {
	if v == "" {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		r.fail("%s: %q is not a number", what, v)
	}
	return n
}

func (r *fpReader) flags(f *fpuzzle) {
	if f.DiagonalUp {
		r.add(Diagonal(r.s, true))
	}
	if f.DiagonalDown {
		r.add(Diagonal(r.s, false))
	}
	if f.AntiKnight {
		r.add(AntiKnight{})
	}
	if f.AntiKing {
		r.add(AntiKing{})
	}
	if f.NonConsecutive {
		r.add(NonConsecutive{})
	}
	if f.DisjointGroups {
		for _, d := range DisjointSets(r.s) {
			r.add(d)
		}
	}
}

func (r *fpReader) cages(f *fpuzzle) {
	for _, k := range f.KillerCage {
		r.add(Cage{Sum: r.number("killer cage", k.Value, 0), Cells: r.cells("killer cage", k.Cells)})
	}
	for _, k := range f.ExtraRegion {
		r.add(Region{Cells: r.cells("extra region", k.Cells)})
	}
	for _, k := range f.LittleKiller {
		r.add(LittleKiller{Sum: r.number("little killer", k.Value, 0), Cells: r.cells("little killer", k.Cells)})
	}
	for _, k := range f.Sandwich {
		if line := r.outside("sandwich", k.Cell); line != nil {
			r.add(Sandwich{Sum: r.number("sandwich", k.Value, 0), Cells: line})
		}
	}
	for _, k := range f.XSum {
		if line := r.outside("x-sum", k.Cell); line != nil {
			r.add(XSum{Sum: r.number("x-sum", k.Value, 0), Cells: line})
		}
	}
	for _, k := range f.Skyscraper {
		if line := r.outside("skyscraper", k.Cell); line != nil {
			r.add(Skyscraper{Count: r.number("skyscraper", k.Value, 0), Cells: line})
		}
	}
	for _, c := range f.Odd {
		r.add(Parity{Cells: r.cells("odd", []string{c.Cell})})
	}
	for _, c := range f.Even {
		r.add(Parity{Cells: r.cells("even", []string{c.Cell}), Even: true})
	}
	for _, c := range f.Minimum {
		if cells := r.cells("minimum", []string{c.Cell}); len(cells) == 1 {
			r.add(Extremum{Cell: cells[0]})
		}
	}
	for _, c := range f.Maximum {
		if cells := r.cells("maximum", []string{c.Cell}); len(cells) == 1 {
			r.add(Extremum{Cell: cells[0], Max: true})
		}
	}
	for i, xs := range [][]fpCells{f.RowIndexer, f.ColumnIndexer, f.BoxIndexer} {
		of := []string{"row", "column", "box"}[i]
		for _, x := range xs {
			for _, c := range r.cells(of+" indexer", x.Cells) {
				r.add(NewIndexer(r.s, c, of))
			}
		}
	}
	for _, k := range f.Clone {
		r.add(Clone{Cells: r.cells("clone", k.Cells), Clones: r.cells("clone", k.Clones)})
	}
	for _, q := range f.Quadruple {
		cells := r.cells("quadruple", q.Cells)
		slices.Sort(cells)
		var ds []sudoku.Digit
		for _, v := range q.Values {
			ds = append(ds, sudoku.Digit(v))
		}
		slices.Sort(ds)
		r.add(Quad{Cells: cells, Digits: ds})
	}
}

// outside returns the cells of the row or column of a clue outside the
// grid, from the clue's side: f-puzzles numbers the cells round the grid
// row 0 and N+1, column 0 and N+1 (R0C3 above column 3, R3C10 right of
// row 3 on a 9x9), or nil after a failure.
func (r *fpReader) outside(what, id string) []int {
	n := r.s.N
	if row, col, ok := parseRC(id); ok {
		in := func(x int) bool { return x >= 1 && x <= n }
		reversed := func(h []int) []int {
			h = slices.Clone(h)
			slices.Reverse(h)
			return h
		}
		switch {
		case row == 0 && in(col):
			return slices.Clone(r.s.House(n + col - 1))
		case row == n+1 && in(col):
			return reversed(r.s.House(n + col - 1))
		case col == 0 && in(row):
			return slices.Clone(r.s.House(row - 1))
		case col == n+1 && in(row):
			return reversed(r.s.House(row - 1))
		}
	}
	r.fail("%s: %q is not a clue outside the grid (R0C3 above column 3, R%dC3 below it, R3C0 left of row 3, R3C%d right of it)", what, id, n+1, n+1)
	return nil
}

func (r *fpReader) lines(f *fpuzzle) {
	// The kinds of line, in the order their constraints are added: each
	// makes the constraint of a line's cells and its item's value (nil: none).
	kinds := []struct {
		items []fpLines
		what  string
		make  func(cells []int, t fpLines) Constraint
	}{
		{f.Thermometer, "thermometer", func(cells []int, _ fpLines) Constraint { return Thermo{Cells: cells} }},
		{f.Palindrome, "palindrome", func(cells []int, _ fpLines) Constraint { return Palindrome{cells} }},
		{f.BetweenLine, "between line", func(cells []int, _ fpLines) Constraint {
			if len(cells) < 2 {
				return nil
			}
			return Between{cells}
		}},
		{f.Renban, "renban", func(cells []int, _ fpLines) Constraint { return Renban{cells} }},
		{f.Whispers, "whispers", func(cells []int, t fpLines) Constraint {
			return Whisper{Cells: cells, Diff: r.number("whispers", string(t.Value), r.s.N/2+1)}
		}},
		{f.Entropic, "entropic line", func(cells []int, _ fpLines) Constraint { return Entropic{cells} }},
		// f-puzzles' modular lines are modulo 3.
		{f.Modular, "modular line", func(cells []int, _ fpLines) Constraint { return Modular{Cells: cells, Mod: 3} }},
		{f.Lockout, "lockout", func(cells []int, t fpLines) Constraint {
			return Lockout{Cells: cells, Diff: r.number("lockout", string(t.Value), (r.s.N-1)/2)}
		}},
		{f.DoubleArrow, "double arrow", func(cells []int, _ fpLines) Constraint { return DoubleArrow{cells} }},
		{f.RegionSum, "region sum line", func(cells []int, _ fpLines) Constraint { return RegionSum{cells} }},
	}
	for _, k := range kinds {
		for _, t := range k.items {
			for _, l := range t.Lines {
				if c := k.make(r.cells(k.what, l), t); c != nil {
					r.add(c)
				}
			}
		}
	}
	for _, a := range f.Arrow {
		bulb := r.cells("arrow", a.Cells)
		for _, l := range a.Lines {
			// A line starts in the bulb; its other cells are the arrow's.
			line := r.cells("arrow", l)
			for len(line) > 0 && containsCell(bulb, line[0]) {
				line = line[1:]
			}
			r.add(Arrow{Bulb: bulb, Line: line})
		}
	}
}

func (r *fpReader) marks(f *fpuzzle) {
	marked := map[string][][2]int{}
	pair := func(what string, ids []string) (int, int, bool) {
		cells := r.cells(what, ids)
		if len(cells) != 2 {
			r.fail("%s between %d cells, want 2", what, len(ids))
			return 0, 0, false
		}
		marked[what] = append(marked[what], [2]int{cells[0], cells[1]})
		return cells[0], cells[1], true
	}
	for _, d := range f.Difference {
		if a, b, ok := pair("difference", d.Cells); ok {
			r.add(Kropki{A: a, B: b, N: r.number("difference", d.Value, 1)})
		}
	}
	for _, d := range f.Ratio {
		if a, b, ok := pair("ratio", d.Cells); ok {
			r.add(Kropki{A: a, B: b, Black: true, N: r.number("ratio", d.Value, 2)})
		}
	}
	for _, d := range f.XV {
		if a, b, ok := pair("xv", d.Cells); ok {
			switch strings.ToUpper(d.Value) {
			case "X":
				r.add(XV{A: a, B: b, Sum: 10})
			case "V":
				r.add(XV{A: a, B: b, Sum: 5})
			default:
				r.fail("xv: %q: want X or V", d.Value)
			}
		}
	}
	for _, n := range f.Negative {
		switch n {
		case "ratio", "difference", "xv":
			r.add(Negative{Of: n, Marked: marked[n]})
		default:
			r.fail("negative constraint %q is not known here", n)
		}
	}
}

func containsCell(cells []int, c int) bool {
	for _, x := range cells {
		if x == c {
			return true
		}
	}
	return false
}
