package human

// Profiles: which finders, in which order, by the keys their families'
// files register them under.

// SukakuExplainer is the profile that follows Sukaku Explainer (the
// SudokuMonster fork of Sudoku Explainer, whose ratings the Sudoku Exchange
// puzzle bank carries): its technique set, its fixed order, and, within each
// technique, the hint it would apply first. The rate package rates with it.
var SukakuExplainer = &Profile{name: "sukaku-explainer", alias: "sukaku", lock: digitsFirst, smallURSets: true, keys: []string{
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
var Natural = &Profile{name: "natural", everySubset: true, oneURType3: true, smallURSets: true, niceLoops: true, erTwo: true, keys: []string{
	"full-house", "hidden-single", "naked-single", "pointing", "claiming", "locked-pair", "locked-triple", "naked-pair", "x-wing",
	"hidden-pair", "finned-x-wing", "naked-triple", "swordfish", "hidden-triple", "remote-pairs", "turbot-fish", "dual-kites",
	"finned-swordfish", "xy-wing", "xyz-wing", "w-wing", "simple-coloring", "multi-colors", "unique-loops",
	"unique-rectangles-missing", "unique-rectangles-hodoku", "hidden-rectangle", "avoidable-rectangles", "naked-quad", "sue-de-coq", "jellyfish",
	"hidden-quad", "finned-jellyfish",
	"siamese-finned-x-wing", "siamese-finned-swordfish", "siamese-finned-jellyfish",
	"three-strong-links", "wxyz-wing", "als-xz", "bug", "als-xy-wing", "vwxyz-wing",
	"uvwxyz-wing", "aligned-pair-exclusion", "xy-chain", "nice-loops", "aic-loops", "als-xy-chain", "grouped-aic-loops", "death-blossom",
	"franken-x-wing", "franken-swordfish", "franken-jellyfish", "siamese-finned-franken-x-wing",
	"siamese-finned-franken-swordfish", "siamese-finned-franken-jellyfish", "mutant-x-wing", "mutant-swordfish",
	"mutant-jellyfish", "mutant-squirmbag", "mutant-whale", "siamese-finned-mutant-x-wing",
	"siamese-finned-mutant-swordfish", "siamese-finned-mutant-jellyfish", "tuvwxyz-wing", "templates", "kraken-fish",
	"forcing-chains", "forcing-nets",
	"nishio", "multiple-chains", "dynamic-chains", "dynamic-chains-plus", "nested-chains-2",
	"nested-chains-3", "nested-chains-4", "nested-chains-5", "nested-chains-6", "nested-chains-7",
}}

// HoDoKu is the profile of HoDoKu 2.2.4's solver with its default
// configuration, whose score and level the rate package computes: its
// steps in the order of their index in HoDoKu's table of steps, each
// enabled one that nanpure has. A key "finder/technique" takes only the
// steps of that technique from a finder that finds several (HoDoKu tries
// skyscrapers before kites, kites before turbot fish), a key ending in "!"
// takes HoDoKu's best step of the finder instead of its first (chains and
// turbot fish: HoDoKu collects them all and sorts them; its nice loops and
// AICs, plain then grouped, are the aic-loops finders; its ALS-XY-Wing is
// the first it meets), and the singles read HoDoKu's queues
// (singlesqueue.go). See hodoku.go. HoDoKu's uniqueness tests allow
// candidates missing from the rectangle's cells (its default), so each
// type is followed by its forms with a missing candidate; with queues the
// searcher takes HoDoKu's rules where they differ from Sudoku Explainer's
// (searcher.hodokuOrder).
//
// HoDoKu's enabled steps that nanpure lacks today, to be inserted at their
// place when their finders arrive: none. HoDoKu takes the Franken fish
// digit by digit, as their finders do; its Forcing Chains and Forcing
// Nets come last (hodokuforcing.go), then, where they fail, its Brute
// Force (bruteforce.go). HoDoKu's Death Blossom is not enabled in its
// default configuration, so it is not here.
var HoDoKu = &Profile{name: "hodoku", queues: true, everySubset: true, oneURType3: true, niceLoops: true, keys: []string{
	"full-house", "naked-single", "hidden-single",
	"locked-pair", "locked-triple", "pointing", "claiming",
	"naked-pair", "naked-triple", "hidden-pair", "hidden-triple", "naked-quad", "hidden-quad",
	"x-wing", "swordfish", "jellyfish",
	"remote-pairs!", "bug/bug-1",
	"turbot-fish/skyscraper", "turbot-fish/two-string-kite", "turbot-fish/turbot-fish!", "turbot-fish/empty-rectangle",
	"w-wing", "xy-wing", "xyz-wing",
	"unique-loops/unique-rectangle-1", "unique-rectangles-missing/unique-rectangle-1",
	"unique-loops/unique-rectangle-2", "unique-rectangles-missing/unique-rectangle-2",
	"unique-rectangles-hodoku/unique-rectangle-3",
	"unique-loops/unique-rectangle-4", "unique-rectangles-missing/unique-rectangle-4",
	"unique-rectangles-hodoku/unique-rectangle-5", "unique-rectangles-hodoku/unique-rectangle-6",
	"hidden-rectangle", "avoidable-rectangles/avoidable-rectangle-1", "avoidable-rectangles/avoidable-rectangle-2",
	"finned-x-wing/finned-x-wing", "finned-x-wing/sashimi-x-wing",
	"finned-swordfish/finned-swordfish", "finned-swordfish/sashimi-swordfish",
	"finned-jellyfish/finned-jellyfish", "finned-jellyfish/sashimi-jellyfish",
	"sue-de-coq", "simple-coloring", "multi-colors",
	"nice-loops/x-chain!", "xy-chain!", "aic-loops!", "grouped-aic-loops!",
	"als-xz", "als-xy-wing", "als-xy-chain!",
	"franken-x-wing/franken-x-wing", "franken-swordfish/franken-swordfish",
	"franken-x-wing/finned-franken-x-wing", "franken-swordfish/finned-franken-swordfish",
	"forcing-chains", "forcing-nets", "brute-force",
}}

// profiles are the profiles ProfileByName knows.
var profiles = []*Profile{Natural, SukakuExplainer, SudokuExplainer, HoDoKu}

// init looks up the finders of every profile: package variables, and so
// every finder, are initialised before init runs.
func init() {
	for _, p := range profiles {
		for _, k := range p.keys {
			p.finders = append(p.finders, lookupFinder(p, k))
		}
	}
}

// ProfileByName returns the profile of name: "natural", "sukaku" (or
// "sukaku-explainer"), "se" (or "sudoku-explainer") or "hodoku".
func ProfileByName(name string) (*Profile, bool) {
	for _, p := range profiles {
		if name == p.name || name == p.alias && p.alias != "" {
			return p, true
		}
	}
	return nil, false
}
