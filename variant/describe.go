package variant

import (
	"slices"

	"github.com/nanpure/nanpure/sudoku"
)

// A Description is a constraint as plain data, the same for the words of
// the human solver's steps and for a page that draws the puzzle: Kind
// (human.Constraint's Kind: "Cage", "Thermo", "NegativeWhite" ...), its
// number where it has one (a cage's or a clue's sum, a whisper's
// difference, a dot's number), its cells in the constraint's order (a
// thermometer from its bulb, a clue's row or diagonal from the clue's
// end), for an arrow how many of them are its bulb (for a clone, how many
// are its first shape, the others its clones, in the same order), for an
// indexer the digit it places, and for a cell
// limited to several digits or a quadruple those digits. A rule of the whole grid
// (anti-knight, a negative constraint) has no cells.
type Description struct {
	Kind   string
	Value  int
	Cells  []int
	Bulb   int
	Digits []sudoku.Digit
	Coeffs []int // a sum's coefficients, one per cell
}

// Describe returns the description of k.
func Describe(k Constraint) Description {
	d := Description{Kind: k.Kind()}
	switch k := k.(type) {
	case Region:
		d.Cells = k.Cells
	case Cage:
		d.Value, d.Cells = k.Sum, k.Cells
	case LittleKiller:
		d.Value, d.Cells = k.Sum, k.Cells
	case Sandwich:
		d.Value, d.Cells = k.Sum, k.Cells
	case Arrow:
		d.Cells, d.Bulb = append(slices.Clone(k.Bulb), k.Line...), len(k.Bulb)
	case Thermo:
		d.Cells = k.Cells
	case Whisper:
		d.Value, d.Cells = k.Diff, k.Cells
	case Renban:
		d.Cells = k.Cells
	case Palindrome:
		d.Cells = k.Cells
	case Between:
		d.Cells = k.Cells
	case Entropic:
		d.Cells = k.Cells
	case Modular:
		d.Value, d.Cells = k.Mod, k.Cells
	case Zipper:
		d.Cells = k.Cells
	case RegionSum:
		d.Cells = k.Cells
	case DoubleArrow:
		d.Cells = k.Cells
	case Lockout:
		d.Value, d.Cells = k.Diff, k.Cells
	case Parity:
		d.Cells = k.Cells
	case Kropki:
		d.Value, d.Cells = k.N, []int{k.A, k.B}
	case XV:
		d.Value, d.Cells = k.Sum, []int{k.A, k.B}
	case Candidates:
		d.Cells, d.Digits = []int{k.Cell}, k.Digits.Digits()
	case Quad:
		d.Cells, d.Digits = k.Cells, k.Digits
	case Contains:
		d.Cells, d.Digits = k.Cells, k.Digits
	case Rellik:
		d.Value, d.Cells = k.Sum, k.Cells
	case Equality:
		d.Cells = k.Cells
	case CountingCircles:
		d.Cells = k.Cells
	case ValueIndex:
		d.Cells = k.Cells
	case SameValues:
		d.Value, d.Cells = k.Sets, k.Cells // value: the number of sets
	case SumLine:
		// A loop's drawing comes back to its first cell.
		d.Value, d.Cells = k.Sum, k.drawn()
	case Lunchbox:
		d.Value, d.Cells = k.Sum, k.Cells
	case GreaterThan:
		d.Cells = k.Cells
	case Sum:
		d.Value, d.Cells, d.Coeffs = k.Total, k.Cells, k.Coeffs
	case Extremum:
		d.Cells = []int{k.Cell}
	case Indexer:
		d.Value, d.Cells = int(k.Digit), []int{k.Cell}
	case Clone:
		d.Cells, d.Bulb = append(slices.Clone(k.Cells), k.Clones...), len(k.Cells)
	case NumberedRoom:
		d.Value, d.Cells = k.Digit, k.Cells
	case HiddenSkyscraper:
		d.Value, d.Cells = k.Digit, k.Cells
	case XSum:
		d.Value, d.Cells = k.Sum, k.Cells
	case Skyscraper:
		d.Value, d.Cells = k.Count, k.Cells
	case Negative:
		// Its cells are the pairs it spares, two by two.
		for _, pr := range k.Marked {
			d.Cells = append(d.Cells, pr[0], pr[1])
		}
		switch k.Of {
		case "xv":
			d.Kind = "NegativeXV"
		case "ratio":
			d.Kind = "NegativeBlack"
		default:
			d.Kind = "NegativeWhite"
		}
	}
	return d
}
