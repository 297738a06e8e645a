package human

import (
	"encoding/json"
	"slices"

	"github.com/nanpure/nanpure/sudoku"
)

// A Candidate is digit Digit in cell Cell: a placement or an elimination.
// Players write it 5r1c2.
type Candidate struct {
	Cell  int
	Digit sudoku.Digit
}

// A Node is a statement in a chain: the candidate is true (On: the cell
// holds the digit) or false.
type Node struct {
	Cell  int
	Digit sudoku.Digit
	On    bool
}

// A ChainNode is a node of a chain with what it follows from.
type ChainNode struct {
	Node
	// Parents are the indexes, in Chain.Nodes, of the nodes this one follows
	// from. The assumption that starts a chain has none; most nodes have one;
	// in dynamic chains a node may need several (all the other candidates of
	// a cell, or all the other places of a digit in a house, being false).
	Parents []int
	// House is the house that makes the inference (a digit's only other
	// place in it, or the peers of a placed digit), or -1 when the cell
	// itself makes it (its only other candidate, or its other candidates).
	House int
	// Nested is set when the inference needs a technique applied inside the
	// chain (nested forcing chains); Via names it.
	Nested bool
	Via    Technique
	// Cells are the cells of a group node (a digit's places where a box
	// and a line cross, true or false together), Cell the first of them;
	// nil for a single candidate. With ALS set, the node is an almost
	// locked set of these cells without the digit (the rest locked in it).
	Cells []int
	ALS   bool
}

// A Chain is a forcing chain or a loop, as the list of its nodes in the
// order they are deduced: the first is the assumption, the last the
// conclusion, and every node's parents come before it.
type Chain struct {
	Nodes []ChainNode
}

// A Step is one deduction: what the technique found, where, and what it
// places or removes. It is plain data: the CLI prints it, the web page draws
// it and JSON carries it unchanged. Its explanation is built from this data
// by Explain, in English or Japanese.
type Step struct {
	Technique Technique
	// Difficulty of this step on the Sudoku Explainer scale, length bonus of
	// chains and size of loops included.
	Difficulty float64
	// Level of nesting of a forcing chain: 0 for plain chains, 1 for "(+)",
	// 2 and up for nested forcing chains.
	Level int

	Placements   []Candidate
	Eliminations []Candidate
	// Decides names the digit a step proves without placing it: a forcing
	// chain that concludes "r1c2 is 5" removes the cell's other candidates,
	// as Sudoku Explainer does, and the next step places it.
	Decides []Candidate

	// The pattern, for highlighting and for the explanation.
	Digits sudoku.Set // the digits the pattern is about
	Cells  []int      // its cells (the pivot first for wings, the rectangle for uniqueness)
	Houses []int      // the houses it lives in (base sets of fish, the box of a pointing)
	Cover  []int      // cover sets of fish, the line of a pointing
	Extra  []int      // fins of fish, extra cells of rectangles and BUGs, the wings' partners
	// CellCandidates are the candidates of Cells when the step was found,
	// where the explanation shows them (wings).
	CellCandidates []sudoku.Set
	// Groups are the cell sets of almost locked set techniques (the sets,
	// the bivalue cell of a wing), with their digits in GroupDigits.
	Groups      [][]int
	GroupDigits []sudoku.Set
	// Links are the restricted common digits that join the groups: of an
	// ALS chain, Links[i] joins Groups[i] and Groups[i+1]; of a death
	// blossom, Links[i] joins the stem, its first cell, and the petal
	// Groups[i].
	Links  []sudoku.Set
	Chains []Chain
	// Constraint is the variant rule the step uses (steps of VariantSingle,
	// VariantRule and VariantContradiction), nil for the others.
	Constraint *Constraint

	// Shape is the geometry the cells refer to.
	Shape *sudoku.Shape
}

// Determines reports whether the step places or proves a digit (Sudoku
// Explainer's test for the pearl rating).
func (s Step) Determines() bool { return len(s.Placements) > 0 || len(s.Decides) > 0 }

// Rating returns the step's difficulty rounded to one decimal, as Sudoku
// Explainer prints it.
func (s Step) Rating() float64 { return round1(s.Difficulty) }

// round1 rounds a difficulty to one decimal the way Sudoku Explainer prints
// it: (int)((d + 0.05) * 10) / 10.
func round1(d float64) float64 { return float64(int((d+0.05)*10)) / 10 }

// StepJSON is the JSON form of a step: candidates and cells by name, digits
// as numbers (also for grids of more than 9 digits).
type StepJSON struct {
	Technique    string          `json:"technique"` // the English name
	Key          string          `json:"key"`
	Name         string          `json:"name"`             // the name in the explanation's language
	HoDoKu       string          `json:"hodoku,omitempty"` // HoDoKu's technique code, where HoDoKu has it
	Rating       float64         `json:"rating"`
	Placements   []CandidateJSON `json:"placements"`
	Eliminations []CandidateJSON `json:"eliminations"`
	Digits       []int           `json:"digits,omitempty"`
	Cells        []string        `json:"cells,omitempty"`
	Houses       []string        `json:"houses,omitempty"`
	Cover        []string        `json:"cover,omitempty"`
	Extra        []string        `json:"extra,omitempty"`
	Groups       [][]string      `json:"groups,omitempty"`
	GroupDigits  [][]int         `json:"groupDigits,omitempty"` // the digits of each group (Step.GroupDigits)
	Links        [][]int         `json:"links,omitempty"`       // the digits joining the groups (Step.Links)
	Chains       [][]NodeJSON    `json:"chains,omitempty"`
	Constraint   *ConstraintJSON `json:"constraint,omitempty"`
	Explanation  string          `json:"explanation"`
	Summary      string          `json:"summary"`          // the explanation in short, its conclusion first (Step.Summary)
	Detail       string          `json:"detail,omitempty"` // what the summary leaves out, one item a line (Step.Detail)
}

// CandidateJSON is a placement or elimination: {"cell": "r1c2", "digit": 5}.
type CandidateJSON struct {
	Cell  string `json:"cell"`
	Digit int    `json:"digit"`
}

// NodeJSON is one node of a chain: the candidate, whether it is on, the
// indexes of its parents in the chain and what made the inference.
type NodeJSON struct {
	Cell    string `json:"cell"`
	Digit   int    `json:"digit"`
	On      bool   `json:"on"`
	Parents []int  `json:"parents,omitempty"`
	House   string `json:"house,omitempty"`
	Via     string `json:"via,omitempty"` // the technique of a nested inference
	// Cells are the cells of a group node; cell is the first of them.
	Cells []string `json:"cells,omitempty"`
	ALS   bool     `json:"als,omitempty"` // an almost locked set of cells without digit
}

// digitList lists the digits of a set, in order.
func digitList(set sudoku.Set) []int {
	var out []int
	for _, d := range set.Digits() {
		out = append(out, int(d))
	}
	return out
}

// JSON returns the JSON form of the step with its explanation in l.
func (s Step) JSON(l Lang) StepJSON {
	sh := s.Shape
	cands := func(cs []Candidate) []CandidateJSON {
		out := make([]CandidateJSON, len(cs))
		for i, c := range cs {
			out[i] = CandidateJSON{Cell: sh.CellName(c.Cell), Digit: int(c.Digit)}
		}
		return out
	}
	cells := func(cs []int) []string {
		if len(cs) == 0 {
			return nil
		}
		out := make([]string, len(cs))
		for i, c := range cs {
			out[i] = sh.CellName(c)
		}
		return out
	}
	houses := func(hs []int) []string {
		if len(hs) == 0 {
			return nil
		}
		out := make([]string, len(hs))
		for i, h := range hs {
			out[i] = sh.HouseName(h)
		}
		return out
	}
	j := StepJSON{
		Technique:    s.Technique.String(),
		Key:          s.Technique.Key(),
		Name:         s.Technique.Name(l),
		HoDoKu:       s.Technique.HoDoKu(),
		Rating:       s.Rating(),
		Placements:   cands(s.Placements),
		Eliminations: cands(s.Eliminations),
		Cells:        cells(s.Cells),
		Houses:       houses(s.Houses),
		Cover:        houses(s.Cover),
		Extra:        cells(s.Extra),
		Explanation:  s.Explain(l),
		Summary:      s.Summary(l),
		Detail:       s.Detail(l),
	}
	j.Digits = digitList(s.Digits)
	for _, g := range s.Groups {
		j.Groups = append(j.Groups, cells(g))
	}
	if len(s.GroupDigits) == len(s.Groups) {
		for _, ds := range s.GroupDigits {
			j.GroupDigits = append(j.GroupDigits, digitList(ds))
		}
	}
	for _, l := range s.Links {
		j.Links = append(j.Links, digitList(l))
	}
	for _, ch := range s.Chains {
		nodes := make([]NodeJSON, len(ch.Nodes))
		for i, n := range ch.Nodes {
			nodes[i] = NodeJSON{Cell: sh.CellName(n.Cell), Digit: int(n.Digit), On: n.On, Parents: n.Parents}
			if n.House >= 0 && len(n.Parents) > 0 {
				nodes[i].House = sh.HouseName(n.House)
			}
			if n.Nested {
				nodes[i].Via = n.Via.String()
			}
			nodes[i].Cells, nodes[i].ALS = cells(n.Cells), n.ALS
		}
		j.Chains = append(j.Chains, nodes)
	}
	if k := s.Constraint; k != nil {
		j.Constraint = &ConstraintJSON{Kind: k.Kind, Value: k.Value, Cells: cells(k.Cells), Less: cells(k.Less)}
		for _, d := range k.Digits {
			j.Constraint.Digits = append(j.Constraint.Digits, int(d))
		}
	}
	return j
}

// ConstraintJSON is the variant rule of a step: {"kind": "Cage", "value":
// 10, "cells": ["r1c1", "r1c2"]}; a quadruple's also has its "digits", and
// an innies-less-outies sum its outies ("less").
type ConstraintJSON struct {
	Kind   string   `json:"kind"`
	Value  int      `json:"value,omitempty"`
	Cells  []string `json:"cells"`
	Digits []int    `json:"digits,omitempty"`
	Less   []string `json:"less,omitempty"`
}

// MarshalJSON writes the JSON form of the step, explained in English.
func (s Step) MarshalJSON() ([]byte, error) { return json.Marshal(s.JSON(English)) }

// sortCandidates orders candidates by cell, then digit, and drops repeats.
func sortCandidates(cs []Candidate) []Candidate {
	slices.SortFunc(cs, func(a, b Candidate) int {
		if a.Cell != b.Cell {
			return a.Cell - b.Cell
		}
		return int(a.Digit) - int(b.Digit)
	})
	return slices.Compact(cs)
}
