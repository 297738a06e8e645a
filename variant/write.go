package variant

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/nanpure/nanpure/sudoku"
)

// ISS writes p as the Interactive Sudoku Solver's constraint string, which
// ParseISS reads back to the same puzzle: the shape (when not 9x9), the
// jigsaw's regions, the constraints in order (a rule over the whole grid,
// such as Windoku, once), then the givens. It fails for what that format
// cannot say: a region other than a diagonal, a window or a disjoint set,
// a kropki dot other than 1 apart or 2 times, a negative constraint other
// than ISS's strict ones (issMeta), minimums and maximums, a box indexer,
// a cell limited to several digits.
func (p *Puzzle) ISS() (string, error) {
	s := p.Givens.Shape
	var b strings.Builder
	if s.N != 9 {
		fmt.Fprintf(&b, ".Shape~%dx%d", s.N, s.N)
	}
	if p.Regions != nil {
		layout := make([]byte, s.Cells)
		for i, r := range p.Regions {
			for _, c := range r {
				layout[c] = regionMark(i)
			}
		}
		b.WriteString(".Jigsaw~" + string(layout))
	}
	cell := func(c int) string { return cellID(s.Row(c), s.Col(c)) }
	item := func(kind string, args []string, cells []int) {
		b.WriteString("." + kind)
		for _, a := range args {
			b.WriteString("~" + a)
		}
		for _, c := range cells {
			b.WriteString("~" + cell(c))
		}
	}
	written := map[string]bool{} // the rules over the whole grid, written once
	once := func(kind string) {
		if !written[kind] {
			written[kind] = true
			item(kind, nil, nil)
		}
	}
	for _, k := range p.Constraints {
		switch k := k.(type) {
		case Region:
			switch {
			case (k.Name == "Windoku" || k.Name == "DisjointSets") && standardRegion(s, k.Name, slices.Sorted(slices.Values(k.Cells))).Name != "":
				once(k.Name)
			case k.Name == "Diagonal" && slices.Equal(k.Cells, Diagonal(s, false).Cells):
				item("Diagonal", []string{"-1"}, nil)
			case k.Name == "Diagonal" && slices.Equal(k.Cells, Diagonal(s, true).Cells):
				item("Diagonal", []string{"1"}, nil)
			default:
				return "", fmt.Errorf("variant: the region %v has no ISS form", k.Cells)
			}
		case AntiKnight:
			once("AntiKnight")
		case AntiKing:
			once("AntiKing")
		case NonConsecutive:
			once("AntiConsecutive")
		case AntiTaxicab, GlobalEntropy, GlobalMod, DutchFlatmates:
			once(k.Kind())
		case Cage:
			if k.Sum == 0 {
				item("AllDifferent", nil, k.Cells) // ISS's Cage needs a sum
			} else {
				item("Cage", []string{strconv.Itoa(k.Sum)}, k.Cells)
			}
		case Rellik:
			item(k.Kind(), []string{strconv.Itoa(k.Sum)}, k.Cells)
		case Equality:
			item(k.Kind(), nil, k.Cells)
		case CountingCircles:
			item(k.Kind(), nil, k.Cells)
		case ValueIndex:
			item(k.Kind(), nil, k.Cells)
		case SameValues:
			item(k.Kind(), []string{strconv.Itoa(k.Sets)}, k.Cells)
		case SumLine:
			item(k.Kind(), []string{strconv.Itoa(k.Sum)}, k.Cells)
			if k.Loop {
				b.WriteString("~LOOP")
			}
		case Lunchbox:
			item(k.Kind(), []string{strconv.Itoa(k.Sum)}, k.Cells)
		case GreaterThan:
			item("GreaterThan", nil, k.Cells)
		case Sum:
			// Coefficients follow the total: "10_2_-1".
			total := strconv.Itoa(k.Total)
			for _, a := range k.Coeffs {
				total += "_" + strconv.Itoa(a)
			}
			item("Sum", []string{total}, k.Cells)
		case Contains:
			item(k.Kind(), []string{strings.Join(digitTexts(k.Digits), "_")}, k.Cells)
		case LittleKiller:
			// ISS names a little killer by its first cell, the direction
			// following from the edge it is on: one that goes another way
			// (as f-puzzles may have it) has no ISS form.
			if !slices.Equal(littleKillerDiagonal(s, k.Cells[0]), k.Cells) {
				return "", fmt.Errorf("variant: the little killer from %s has no ISS form (ISS reads its diagonals one way from each edge)", cell(k.Cells[0]))
			}
			item("LittleKiller", []string{strconv.Itoa(k.Sum), cell(k.Cells[0])}, nil)
		case Sandwich:
			line := "R" + strconv.Itoa(s.Row(k.Cells[0])+1)
			if s.Col(k.Cells[0]) == s.Col(k.Cells[len(k.Cells)-1]) {
				line = "C" + strconv.Itoa(s.Col(k.Cells[0])+1)
			}
			item("Sandwich", []string{strconv.Itoa(k.Sum), line}, nil)
		case XSum, Skyscraper, NumberedRoom, HiddenSkyscraper:
			cells, value := outsideClue(k)
			first, last := cells[0], cells[len(cells)-1]
			line, fromStart := "R"+strconv.Itoa(s.Row(first)+1), s.Col(first) < s.Col(last)
			if s.Col(first) == s.Col(last) {
				line, fromStart = "C"+strconv.Itoa(s.Col(first)+1), s.Row(first) < s.Row(last)
			}
			args := []string{line, strconv.Itoa(value), ""}
			if !fromStart {
				args = []string{line, "", strconv.Itoa(value)}
			}
			item(k.Kind(), args, nil)
		case Thermo:
			item(k.Kind(), nil, k.Cells)
		case Renban:
			item("Renban", nil, k.Cells)
		case Palindrome:
			item("Palindrome", nil, k.Cells)
		case Between:
			item("Between", nil, k.Cells)
		case Whisper:
			item("Whisper", []string{strconv.Itoa(k.Diff)}, k.Cells)
		case Lockout:
			item("Lockout", []string{strconv.Itoa(k.Diff)}, k.Cells)
		case Entropic, Zipper, RegionSum, DoubleArrow:
			item(k.Kind(), nil, Describe(k).Cells)
		case Modular:
			item("Modular", []string{strconv.Itoa(k.Mod)}, k.Cells)
		case Parity:
			item(k.Kind(), nil, k.Cells)
		case Arrow:
			if len(k.Bulb) == 1 {
				item("Arrow", nil, append(slices.Clone(k.Bulb), k.Line...))
			} else {
				item("PillArrow", []string{strconv.Itoa(len(k.Bulb))}, append(slices.Clone(k.Bulb), k.Line...))
			}
		case Kropki:
			if k.n() != 1 && !k.Black || k.n() != 2 && k.Black {
				return "", fmt.Errorf("variant: a kropki dot of %d has no ISS form", k.n())
			}
			item(k.Kind(), nil, []int{k.A, k.B})
		case XV:
			item(k.Kind(), nil, []int{k.A, k.B})
		case Indexer:
			if k.Of == "box" {
				return "", fmt.Errorf("variant: a box indexer has no ISS form")
			}
			item("Indexing", []string{strings.ToUpper(k.Of[:1])}, []int{k.Cell})
		case Quad:
			item("Quad", append([]string{cell(k.Cells[0])}, digitTexts(k.Digits)...), nil)
		case Negative:
			strict, err := p.strictForm(k)
			if err != nil {
				return "", err
			}
			once(strict)
		default:
			return "", fmt.Errorf("variant: the constraint %s has no ISS form", k.Kind())
		}
	}
	var givens []string
	for c, d := range p.Givens.Cells {
		if d != 0 {
			givens = append(givens, cell(c)+"_"+strconv.Itoa(int(d)))
		}
	}
	if len(givens) > 0 {
		item("", givens, nil)
	}
	return b.String(), nil
}

// cellID names the cell at row r, column c (from 0) as both ISS and
// f-puzzles do, "R1C1"; f-puzzles' clues outside the grid take row or
// column -1 and N ("R0C3", "R10C3").
func cellID(r, c int) string { return "R" + strconv.Itoa(r+1) + "C" + strconv.Itoa(c+1) }

// regionMark is the mark of region i in a jigsaw's layout: 0-9, then a-z
// and A-Z, enough for every size the format reads.
func regionMark(i int) byte {
	const marks = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
	return marks[i]
}

// outsideClue is the cells and the number of a clue outside a row or
// column (outside.go).
func outsideClue(k Constraint) ([]int, int) {
	switch k := k.(type) {
	case XSum:
		return k.Cells, k.Sum
	case NumberedRoom:
		return k.Cells, k.Digit
	case HiddenSkyscraper:
		return k.Cells, k.Digit
	}
	sk := k.(Skyscraper)
	return sk.Cells, sk.Count
}

// digitTexts writes digits as numbers, one string each.
func digitTexts(ds []sudoku.Digit) []string {
	out := make([]string, len(ds))
	for i, d := range ds {
		out[i] = strconv.Itoa(int(d))
	}
	return out
}

// strictForm returns the ISS item of negative constraint n: StrictKropki
// when the puzzle has both kropki negatives and they spare the pairs with
// a dot of either colour, StrictXV when n spares the pairs with an X or a
// V; an error for f-puzzles' kropki negatives, which spare only the dots
// of their own colour.
func (p *Puzzle) strictForm(n Negative) (string, error) {
	kropki, xv := markedPairs(p.Constraints)
	if n.Of == "xv" {
		if samePairs(n.Marked, xv) {
			return "StrictXV", nil
		}
		return "", fmt.Errorf("variant: a negative XV rule that spares other pairs than its marks has no ISS form")
	}
	black, white := false, false // the two rules, each sparing every dot
	for _, k := range p.Constraints {
		if m, ok := k.(Negative); ok && samePairs(m.Marked, kropki) {
			black, white = black || m.Of == "ratio", white || m.Of == "difference"
		}
	}
	if !black || !white {
		colour := "white"
		if n.Of == "ratio" {
			colour = "black"
		}
		return "", fmt.Errorf("variant: the negative rule of %s dots has no ISS form: ISS's StrictKropki is both colours' rule, and spares a pair with a dot of either colour", colour)
	}
	return "StrictKropki", nil
}

// samePairs reports whether a and b hold the same pairs of cells, in any
// order.
func samePairs(a, b [][2]int) bool {
	key := func(ps [][2]int) map[[2]int]bool {
		m := map[[2]int]bool{}
		for _, p := range ps {
			m[[2]int{min(p[0], p[1]), max(p[0], p[1])}] = true
		}
		return m
	}
	return maps.Equal(key(a), key(b))
}
