package corpus

import (
	"strings"
)

// A Variant is a variant puzzle from outside the project (the Interactive
// Sudoku Solver's examples, testdata/variants_iss.txt): its name, its
// constraint string, its published solution ("none" for a puzzle without
// one), and whether the search takes seconds on it (run with -long).
type Variant struct {
	Name, Input, Solution string
	Long                  bool
}

// Variants returns the variant puzzles from outside, in file order:
// blocks of name / src / input / solution lines, separated by blank lines.
func Variants() []Variant {
	b, err := files.ReadFile("testdata/variants_iss.txt")
	if err != nil {
		panic("corpus: no embedded variants_iss.txt")
	}
	var vs []Variant
	for _, block := range strings.Split(string(b), "\n\n") {
		var v Variant
		for _, l := range strings.Split(block, "\n") {
			k, val, _ := strings.Cut(l, ": ")
			switch k {
			case "name":
				v.Name = val
			case "input":
				v.Input = val
			case "solution":
				v.Solution = val
			case "long":
				v.Long = val == "yes"
			}
		}
		if v.Input != "" {
			vs = append(vs, v)
		}
	}
	return vs
}

// VariantNamed returns the variant puzzle from outside called name, and
// false when there is none.
func VariantNamed(name string) (Variant, bool) {
	for _, v := range Variants() {
		if v.Name == name {
			return v, true
		}
	}
	return Variant{}, false
}
