package human

import (
	"context"
	"strconv"

	"github.com/nanpure/nanpure/sudoku"
)

// Rules are what a variant puzzle adds to rows, columns and boxes (killer
// cages, thermometers, diagonals ...), as the solver sees them; package
// variant implements them. On a board with rules (SetRules) every
// technique of the profile stays sound, since each reads only rows, columns
// and boxes, which a variant's solution obeys too, except those that rest
// on the classic puzzle having one solution (uniqueness), which are
// skipped (unsoundOnVariants). The rules' own deductions are tried right
// after the singles; their contradictions and forcing, which see every
// constraint, take the place of the techniques from hardFrom on (chains
// that see only rows, columns and boxes); brute force takes the rules'
// solution last, so that every proper variant is explained to the end.
type Rules interface {
	// Peers are the cells beyond cell's row, column and box whose digit must
	// differ from cell's (on its diagonal, in its cage, a knight's move
	// away): placing a digit removes it from them, as from the cell's peers.
	Peers(cell int) []int
	// Deduce returns the first deduction the rules make on b, a step of
	// VariantSingle, VariantRule or VariantLocked, or false. With hard set it looks for
	// a VariantContradiction instead: a candidate whose consequences under
	// every rule leave a cell or a house without a digit, or a
	// VariantForcing: what every candidate of a cell, or every place of a
	// digit in a house, leads to, or a VariantNested: a contradiction once
	// the contradictions inside a candidate's consequences count too.
	Deduce(ctx context.Context, b *Board, hard bool) (Step, bool, error)
	// Solution is the puzzle's one solution: brute force's guess, where
	// nothing else applies.
	Solution() sudoku.Grid
}

// A Constraint is the variant rule a step uses, for its words and its
// drawing: Kind is the rule's name in the Interactive Sudoku Solver's
// format ("Cage", "Thermo", "Diagonal"; "Innies" for the rule of 45), the
// key of its words in the catalogs; Value its number where it has one (a
// cage's sum), else 0; Cells its cells; Digits the digits it names (a
// quadruple's, a digit as often as written), else nil; Less the cells whose
// digits count against those of Cells (innies less outies: "InniesOuties"),
// else nil.
type Constraint struct {
	Kind   string
	Value  int
	Cells  []int
	Digits []sudoku.Digit
	Less   []int
}

// The techniques of variant rules. Their steps carry the Constraint they
// use; a VariantRule step's difficulty is set by the rules (a pair of
// cells is easier than a cage's combinations).
var (
	VariantSingle        = register(techniqueDef{key: "variant-single", difficulty: 1.5, nudge: nudgeDigit})
	VariantRule          = register(techniqueDef{key: "variant-rule", difficulty: 2.0})
	VariantLocked        = register(techniqueDef{key: "variant-locked", difficulty: 2.0, nudge: nudgeDigit})
	VariantContradiction = register(techniqueDef{key: "variant-contradiction", difficulty: 7.5})
	VariantForcing       = register(techniqueDef{key: "variant-forcing", difficulty: 8.0})
	VariantNested        = register(techniqueDef{key: "variant-nested", difficulty: 8.5})
)

var (
	_ = addExplainer(words.variantSingle, VariantSingle)
	_ = addExplainer(words.variantRule, VariantRule)
	_ = addExplainer(words.variantLocked, VariantLocked)
	_ = addExplainer(words.variantContradiction, VariantContradiction)
	_ = addExplainer(words.variantForcing, VariantForcing)
	_ = addExplainer(words.variantNested, VariantNested)
)

// unsoundOnVariants are the finders whose steps a variant's extra rules can
// make wrong: uniqueness steps assume that swapping digits keeps a
// solution, which a cage or a diagonal may forbid.
var unsoundOnVariants = map[string]bool{
	"unique-loops": true, "unique-rectangles-missing": true, "unique-rectangles-hodoku": true,
	"hidden-rectangle": true, "avoidable-rectangles": true, "bug": true,
}

// hardFrom is the difficulty from which a variant's contradictions come
// before the profile's techniques: the chains and nets beyond it see only
// rows, columns and boxes, and on a variant's sparse grid they search long
// for what the rules' contradictions find at once.
const hardFrom = 7.0

// SetRules gives b the rules of its variant, and removes each placed digit
// from its cell's variant peers.
func (b *Board) SetRules(r Rules) {
	b.rules = r
	b.extraPeers = make([][]int, len(b.digits))
	for c := range b.digits {
		b.extraPeers[c] = r.Peers(c)
	}
	for c, d := range b.digits {
		if d != 0 {
			for _, p := range b.extraPeers[c] {
				b.Eliminate(p, d)
			}
		}
	}
}

// Rules returns the variant rules of b, nil for a classic board.
func (b *Board) Rules() Rules { return b.rules }

// variantRules finds a deduction of the board's variant rules; with hard,
// a contradiction.
func (s *searcher) variantRules(hard bool) bool {
	if s.b.rules == nil {
		return false
	}
	st, ok, err := s.b.rules.Deduce(s.ctx, s.b, hard)
	if err != nil {
		s.err = err
		return false
	}
	return ok && s.found(st)
}

// constraint names the step's constraint: "the cage r1c1, r1c2 (10)".
func (w words) constraint(k *Constraint) string {
	if k == nil || len(k.Cells) == 0 {
		return ""
	}
	return w.say("rule-"+k.Kind, "cells", w.cells(k.Cells), "value", strconv.Itoa(k.Value),
		"first", w.cell(k.Cells[0]), "last", w.cell(k.Cells[len(k.Cells)-1]), "digits", w.written(k.Digits),
		"less", w.cells(k.Less))
}

// written lists digits as a clue writes them, a digit as often as it is
// written ("1, 1 and 3").
func (w words) written(ds []sudoku.Digit) string {
	items := make([]string, len(ds))
	for i, d := range ds {
		items[i] = w.digit(d)
	}
	return w.c.digits.join(items)
}

// variantSingle explains a hidden single in an extra region or cage.
func (w words) variantSingle(s Step) string {
	if len(s.Placements) == 0 {
		return ""
	}
	p := s.Placements[0]
	return w.say("variant-single", "rule", w.constraint(s.Constraint), "cell", w.cell(p.Cell), "digit", w.digit(p.Digit))
}

// variantRule explains a deduction of one rule: what the rule says.
func (w words) variantRule(s Step) string {
	if s.Constraint == nil {
		return ""
	}
	k := s.Constraint
	if len(k.Cells) == 0 {
		return ""
	}
	return w.say("why-"+k.Kind, "rule", w.constraint(k), "cells", w.cells(k.Cells), "value", strconv.Itoa(k.Value),
		"first", w.cell(k.Cells[0]), "last", w.cell(k.Cells[len(k.Cells)-1]), "digits", w.written(k.Digits),
		"less", w.cells(k.Less), "houses", w.run(s.Houses))
}

// variantContradiction explains a candidate that breaks the rules.
func (w words) variantContradiction(s Step) string {
	if len(s.Eliminations) == 0 {
		return ""
	}
	e := s.Eliminations[0]
	return w.say("variant-contradiction", "cell", w.cell(e.Cell), "digit", w.digit(e.Digit), "rule", w.constraint(s.Constraint))
}

// variantNested explains a candidate that breaks the rules once the
// contradictions inside its consequences count too.
func (w words) variantNested(s Step) string {
	if len(s.Eliminations) == 0 {
		return ""
	}
	e := s.Eliminations[0]
	return w.say("variant-nested", "cell", w.cell(e.Cell), "digit", w.digit(e.Digit))
}

// variantForcing explains what every branch of a cell or a house leads to.
func (w words) variantForcing(s Step) string {
	if len(s.Cells) == 1 {
		return w.say("variant-forcing-cell", "cell", w.cell(s.Cells[0]))
	}
	return w.say("variant-forcing-places", "digit", w.digits(s.Digits), "cells", w.cells(s.Cells))
}

// variantLocked explains a digit whose places in a house all see a cell,
// counting the variant's peers.
func (w words) variantLocked(s Step) string {
	if len(s.Eliminations) == 0 {
		return ""
	}
	where := w.constraint(s.Constraint)
	if len(s.Houses) > 0 {
		where = w.house(s.Houses[0])
	}
	var targets []int
	for _, e := range s.Eliminations {
		targets = append(targets, e.Cell)
	}
	return w.say("variant-locked", "where", where, "digit", w.digits(s.Digits), "cells", w.cells(s.Cells), "targets", w.cells(targets))
}
