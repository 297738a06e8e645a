package human

import "fmt"

// Profiles: which finders, in which order, by the keys their families'
// files register them under.

// SukakuExplainer is the profile that follows Sukaku Explainer (the
// SudokuMonster fork of Sudoku Explainer, whose ratings the Sudoku Exchange
// puzzle bank carries): its technique set, its fixed order, and, within each
// technique, the hint it would apply first. The rate package rates with it.
var SukakuExplainer = &Profile{name: "sukaku-explainer", alias: "sukaku", lock: digitsFirst, keys: []string{
	"hidden-single", "direct-intersection", "direct-hidden-pair", "naked-single", "direct-hidden-triple",
	"pointing-claiming", "naked-pair", "x-wing", "hidden-pair", "naked-triple", "swordfish",
	"hidden-triple", "2-strong-links", "xy-wing", "xyz-wing", "unique-loops", "naked-quad", "jellyfish",
	"hidden-quad", "3-strong-links", "wxyz-wing", "bug", "4-strong-links", "vwxyz-wing", "aligned-pair-exclusion",
	"uvwxyz-wing", "forcing-chains-cycles", "tuvwxyz-wing", "aligned-triple-exclusion", "nishio",
	"multiple-chains", "dynamic-chains", "dynamic-chains-plus", "nested-chains-2", "nested-chains-3",
	"nested-chains-4", "nested-chains-5", "nested-chains-6", "nested-chains-7",
}}

// SudokuExplainer is the profile of Sudoku Explainer 1.2.1 itself: Sukaku
// Explainer's order without the finders Sukaku Explainer adds (chains of 2,
// 3 and 4 strong links, WXYZ- to TUVWXYZ-Wings).
var SudokuExplainer = &Profile{name: "sudoku-explainer", alias: "se", keys: []string{
	"hidden-single", "direct-intersection", "direct-hidden-pair", "naked-single", "direct-hidden-triple",
	"pointing-claiming", "naked-pair", "x-wing", "hidden-pair", "naked-triple", "swordfish",
	"hidden-triple", "xy-wing", "xyz-wing", "unique-loops", "naked-quad", "jellyfish",
	"hidden-quad", "bug", "aligned-pair-exclusion",
	"forcing-chains-cycles", "aligned-triple-exclusion", "nishio", "multiple-chains",
	"dynamic-chains", "dynamic-chains-plus", "nested-chains-2", "nested-chains-3",
	"nested-chains-4", "nested-chains-5", "nested-chains-6", "nested-chains-7",
}}

// Natural is the profile of hints and explanations: every technique, the
// simplest first (by difficulty, then by how little the player must hold
// in mind), so that each step is the easiest one a player could see.
var Natural = &Profile{name: "natural", everySubset: true, oneURType3: true, niceLoops: true, erTwo: true, keys: []string{
	"full-house", "hidden-single", "naked-single", "pointing", "claiming", "naked-pair", "x-wing",
	"hidden-pair", "finned-x-wing", "naked-triple", "swordfish", "hidden-triple", "turbot-fish",
	"finned-swordfish", "xy-wing", "xyz-wing", "w-wing", "simple-coloring", "unique-loops",
	"unique-rectangles-missing", "hidden-rectangle", "naked-quad", "sue-de-coq", "jellyfish",
	"hidden-quad", "finned-jellyfish",
	"siamese-finned-x-wing", "siamese-finned-swordfish", "siamese-finned-jellyfish",
	"three-strong-links", "wxyz-wing", "als-xz", "bug", "als-xy-wing", "vwxyz-wing",
	"uvwxyz-wing", "aligned-pair-exclusion", "xy-chain", "nice-loops",
	"franken-x-wing", "franken-swordfish", "franken-jellyfish", "siamese-finned-franken-x-wing",
	"siamese-finned-franken-swordfish", "siamese-finned-franken-jellyfish", "mutant-x-wing", "mutant-swordfish",
	"mutant-jellyfish", "mutant-squirmbag", "mutant-whale", "siamese-finned-mutant-x-wing",
	"siamese-finned-mutant-swordfish", "siamese-finned-mutant-jellyfish", "tuvwxyz-wing",
	"nishio", "multiple-chains", "dynamic-chains", "dynamic-chains-plus", "nested-chains-2",
	"nested-chains-3", "nested-chains-4", "nested-chains-5", "nested-chains-6", "nested-chains-7",
}}

// profiles are the profiles ProfileByName knows.
var profiles = []*Profile{Natural, SukakuExplainer, SudokuExplainer}

// init looks up the finders of every profile: package variables, and so
// every finder, are initialised before init runs.
func init() {
	for _, p := range profiles {
		for _, k := range p.keys {
			f := finders[k]
			if f == nil {
				panic(fmt.Sprintf("human: profile %s lists unknown finder %q", p.name, k))
			}
			p.finders = append(p.finders, f)
		}
	}
}

// ProfileByName returns the profile of name: "natural", "sukaku" (or
// "sukaku-explainer") or "se" (or "sudoku-explainer").
func ProfileByName(name string) (*Profile, bool) {
	for _, p := range profiles {
		if name == p.name || name == p.alias && p.alias != "" {
			return p, true
		}
	}
	return nil, false
}
