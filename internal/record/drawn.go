package record

import "github.com/nanpure/nanpure/variant"

// Variant is a variant puzzle as a page draws it, the "variant" of the
// answers of /api/solve and /api/check: its givens on one line (the
// record's puzzle being the variant's text), the jigsaw's regions if any,
// and every constraint as data.
type Variant struct {
	Givens      string       `json:"givens"`
	Regions     [][]string   `json:"regions,omitempty"`
	Constraints []Constraint `json:"constraints"`
}

// A Constraint is one constraint of a Variant (variant.Description): its
// kind, its number (0 omitted), its cells by name in the constraint's
// order (none for a rule of the whole grid such as "AntiKnight"), for an
// "Arrow" how many of the cells are its bulb, and for a "Given" of
// several digits (a cell limited to them) or a "Quad" those digits. It is a step's
// "constraint" (human.ConstraintJSON) with the bulb and digits added.
type Constraint struct {
	Kind   string   `json:"kind"`
	Value  int      `json:"value,omitempty"`
	Cells  []string `json:"cells,omitempty"`
	Bulb   int      `json:"bulb,omitempty"`
	Digits []int    `json:"digits,omitempty"`
	Coeffs []int    `json:"coeffs,omitempty"` // a sum's, one per cell
}

// VariantOf is v as a page draws it.
func VariantOf(v *variant.Puzzle) *Variant {
	sh := v.Givens.Shape
	names := func(cells []int) []string {
		out := make([]string, len(cells))
		for i, c := range cells {
			out[i] = sh.CellName(c)
		}
		return out
	}
	out := &Variant{Givens: v.Givens.String(), Constraints: []Constraint{}}
	for _, r := range v.Regions {
		out.Regions = append(out.Regions, names(r))
	}
	for _, k := range v.Constraints {
		d := variant.Describe(k)
		c := Constraint{Kind: d.Kind, Value: d.Value, Bulb: d.Bulb, Coeffs: d.Coeffs}
		for _, x := range d.Digits {
			c.Digits = append(c.Digits, int(x))
		}
		if len(d.Cells) > 0 {
			c.Cells = names(d.Cells)
		}
		out.Constraints = append(out.Constraints, c)
	}
	return out
}
