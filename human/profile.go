package human

// Profiles: which techniques, in which order.

// SukakuExplainer is the profile that follows Sukaku Explainer (the
// SudokuMonster fork of Sudoku Explainer, whose ratings the Sudoku Exchange
// puzzle bank carries): its technique set, its fixed order, and, within each
// technique, the hint it would apply first. The rate package rates with it.
var SukakuExplainer = seProfile("sukaku-explainer", true)

// SudokuExplainer is the profile of Sudoku Explainer 1.2.1 itself, without
// the techniques Sukaku Explainer adds (turbot fish, three strong links,
// WXYZ- and VWXYZ-Wings).
var SudokuExplainer = seProfile("sudoku-explainer", false)

// seFinders are the finders of the Sudoku Explainer profiles by name.
var seFinders = map[string]finder{
	"hidden single":            {"hidden single", []Technique{HiddenSingle}, (*searcher).hiddenSingle},
	"direct pointing":          {"direct pointing", []Technique{DirectPointing, DirectClaiming}, func(s *searcher) bool { return s.directIntersection(s.lock) }},
	"direct hidden pair":       {"direct hidden pair", []Technique{DirectHiddenPair}, func(s *searcher) bool { return s.hiddenSet(2, true) }},
	"naked single":             {"naked single", []Technique{NakedSingle}, (*searcher).nakedSingle},
	"direct hidden triple":     {"direct hidden triple", []Technique{DirectHiddenTriple}, func(s *searcher) bool { return s.hiddenSet(3, true) }},
	"pointing & claiming":      {"pointing & claiming", []Technique{Pointing, Claiming}, func(s *searcher) bool { return s.lockedCandidates(s.lock) }},
	"naked pair":               {"naked pair", []Technique{NakedPair}, func(s *searcher) bool { return s.nakedSet(2) }},
	"x-wing":                   {"x-wing", []Technique{XWing}, func(s *searcher) bool { return s.fish(2) }},
	"hidden pair":              {"hidden pair", []Technique{HiddenPair}, func(s *searcher) bool { return s.hiddenSet(2, false) }},
	"naked triple":             {"naked triple", []Technique{NakedTriple}, func(s *searcher) bool { return s.nakedSet(3) }},
	"swordfish":                {"swordfish", []Technique{Swordfish}, func(s *searcher) bool { return s.fish(3) }},
	"hidden triple":            {"hidden triple", []Technique{HiddenTriple}, func(s *searcher) bool { return s.hiddenSet(3, false) }},
	"turbot fish":              {"turbot fish", []Technique{Skyscraper, TwoStringKite, TurbotFish, EmptyRectangle}, (*searcher).turbotFish},
	"xy-wing":                  {"xy-wing", []Technique{XYWing}, func(s *searcher) bool { return s.xyWing(false) }},
	"xyz-wing":                 {"xyz-wing", []Technique{XYZWing}, func(s *searcher) bool { return s.xyWing(true) }},
	"unique loops":             {"unique loops", []Technique{UniqueRectangle1, UniqueRectangle2, UniqueRectangle3, UniqueRectangle4}, (*searcher).uniqueLoops},
	"naked quad":               {"naked quad", []Technique{NakedQuad}, func(s *searcher) bool { return s.nakedSet(4) }},
	"jellyfish":                {"jellyfish", []Technique{Jellyfish}, func(s *searcher) bool { return s.fish(4) }},
	"hidden quad":              {"hidden quad", []Technique{HiddenQuad}, func(s *searcher) bool { return s.hiddenSet(4, false) }},
	"three strong links":       {"three strong links", []Technique{ThreeStrongLinks}, (*searcher).threeStrongLinks},
	"wxyz-wing":                {"wxyz-wing", []Technique{WXYZWing}, func(s *searcher) bool { return s.alsWing(3) }},
	"bug":                      {"bug", []Technique{BUG1, BUG2, BUG3, BUG4}, (*searcher).bug},
	"vwxyz-wing":               {"vwxyz-wing", []Technique{VWXYZWing}, func(s *searcher) bool { return s.alsWing(4) }},
	"aligned pair exclusion":   {"aligned pair exclusion", []Technique{AlignedPairExclusion}, func(s *searcher) bool { return s.alignedExclusion(2) }},
	"forcing chains & cycles":  {"forcing chains & cycles", []Technique{XCycle, YCycle, XYCycle, XChain, ForcingChain}, (*searcher).forcingChainsCycles},
	"aligned triple exclusion": {"aligned triple exclusion", []Technique{AlignedTripleExclusion}, func(s *searcher) bool { return s.alignedExclusion(3) }},
	"nishio":                   {"nishio", []Technique{NishioForcingChain}, (*searcher).nishioChains},
	"multiple forcing chains":  {"multiple forcing chains", []Technique{CellForcingChain, RegionForcingChain}, (*searcher).multipleChains},
	"dynamic forcing chains":   {"dynamic forcing chains", dynamicTechs, (*searcher).dynamicChains},
	"dynamic forcing chains +": {"dynamic forcing chains (+)", dynamicTechs, func(s *searcher) bool { return s.nestedChains(1, 0) }},
	"nested forcing chains 2":  {"nested forcing chains", dynamicTechs, func(s *searcher) bool { return s.nestedChains(2, 0) }},
	"nested forcing chains 3":  {"nested forcing chains", dynamicTechs, func(s *searcher) bool { return s.nestedChains(3, 0) }},
	"nested forcing chains 4":  {"nested forcing chains", dynamicTechs, func(s *searcher) bool { return s.nestedChains(4, 0) }},
	"nested forcing chains 5":  {"nested forcing chains", dynamicTechs, func(s *searcher) bool { return s.nestedChains(4, 1) }},
	"nested forcing chains 6":  {"nested forcing chains", dynamicTechs, func(s *searcher) bool { return s.nestedChains(4, 2) }},
	"nested forcing chains 7":  {"nested forcing chains", dynamicTechs, func(s *searcher) bool { return s.nestedChains(4, 3) }},
}

var dynamicTechs = []Technique{ContradictionForcingChain, DoubleForcingChain, DynamicCellForcingChain, DynamicRegionForcingChain}

// seOrder is Sukaku Explainer's order of producers; sukakuOnly marks those
// Sudoku Explainer 1.2.1 does not have.
var seOrder = []string{
	"hidden single", "direct pointing", "direct hidden pair", "naked single", "direct hidden triple",
	"pointing & claiming", "naked pair", "x-wing", "hidden pair", "naked triple", "swordfish",
	"hidden triple", "turbot fish", "xy-wing", "xyz-wing", "unique loops", "naked quad", "jellyfish",
	"hidden quad", "three strong links", "wxyz-wing", "bug", "vwxyz-wing", "aligned pair exclusion",
	"forcing chains & cycles", "aligned triple exclusion", "nishio", "multiple forcing chains",
	"dynamic forcing chains", "dynamic forcing chains +", "nested forcing chains 2", "nested forcing chains 3",
	"nested forcing chains 4", "nested forcing chains 5", "nested forcing chains 6", "nested forcing chains 7",
}

var sukakuOnly = map[string]bool{"turbot fish": true, "three strong links": true, "wxyz-wing": true, "vwxyz-wing": true}

// seProfile builds a Sudoku Explainer profile, with Sukaku Explainer's
// additions or without them.
func seProfile(name string, sukaku bool) *Profile {
	p := seProfileWith(name, seOrder, func(f string) bool { return sukaku || !sukakuOnly[f] })
	if sukaku {
		p.lock = digitsFirst
	}
	return p
}

// seProfileWith builds a profile of the producers in order that keep
// accepts.
func seProfileWith(name string, order []string, keep func(string) bool) *Profile {
	p := &Profile{name: name}
	for _, f := range order {
		if keep(f) {
			p.finders = append(p.finders, seFinders[f])
		}
	}
	return p
}

// Natural is the profile of hints and explanations: every technique, the
// simplest first (by difficulty, then by how little the player must hold
// in mind), so that each step is the easiest one a player could see.
var Natural = &Profile{name: "natural", finders: []finder{
	{"full house", []Technique{FullHouse}, (*searcher).fullHouse},
	{"hidden single", []Technique{HiddenSingle}, (*searcher).hiddenSingle},
	{"naked single", []Technique{NakedSingle}, (*searcher).nakedSingle},
	{"pointing", []Technique{Pointing}, (*searcher).pointing},
	{"claiming", []Technique{Claiming}, (*searcher).claiming},
	{"naked pair", []Technique{NakedPair}, func(s *searcher) bool { return s.nakedSet(2) }},
	{"x-wing", []Technique{XWing}, func(s *searcher) bool { return s.fish(2) }},
	{"hidden pair", []Technique{HiddenPair}, func(s *searcher) bool { return s.hiddenSet(2, false) }},
	{"finned x-wing", []Technique{FinnedXWing, SashimiXWing}, func(s *searcher) bool { return s.finnedFish(2) }},
	{"naked triple", []Technique{NakedTriple}, func(s *searcher) bool { return s.nakedSet(3) }},
	{"swordfish", []Technique{Swordfish}, func(s *searcher) bool { return s.fish(3) }},
	{"hidden triple", []Technique{HiddenTriple}, func(s *searcher) bool { return s.hiddenSet(3, false) }},
	{"turbot fish", []Technique{Skyscraper, TwoStringKite, TurbotFish, EmptyRectangle}, (*searcher).turbotFish},
	{"finned swordfish", []Technique{FinnedSwordfish, SashimiSwordfish}, func(s *searcher) bool { return s.finnedFish(3) }},
	{"xy-wing", []Technique{XYWing}, func(s *searcher) bool { return s.xyWing(false) }},
	{"xyz-wing", []Technique{XYZWing}, func(s *searcher) bool { return s.xyWing(true) }},
	{"w-wing", []Technique{WWing}, (*searcher).wWing},
	{"simple coloring", []Technique{SimpleColoring}, (*searcher).simpleColoring},
	{"unique loops", []Technique{UniqueRectangle1, UniqueRectangle2, UniqueRectangle3, UniqueRectangle4}, (*searcher).uniqueLoops},
	{"hidden rectangle", []Technique{HiddenRectangle}, (*searcher).hiddenRectangle},
	{"naked quad", []Technique{NakedQuad}, func(s *searcher) bool { return s.nakedSet(4) }},
	{"sue de coq", []Technique{SueDeCoq}, (*searcher).sueDeCoq},
	{"jellyfish", []Technique{Jellyfish}, func(s *searcher) bool { return s.fish(4) }},
	{"hidden quad", []Technique{HiddenQuad}, func(s *searcher) bool { return s.hiddenSet(4, false) }},
	{"finned jellyfish", []Technique{FinnedJellyfish, SashimiJellyfish}, func(s *searcher) bool { return s.finnedFish(4) }},
	{"three strong links", []Technique{ThreeStrongLinks}, (*searcher).threeStrongLinks},
	{"wxyz-wing", []Technique{WXYZWing}, func(s *searcher) bool { return s.alsWing(3) }},
	{"als-xz", []Technique{ALSXZ}, (*searcher).alsXZ},
	{"bug", []Technique{BUG1, BUG2, BUG3, BUG4}, (*searcher).bug},
	{"als-xy-wing", []Technique{ALSXYWing}, (*searcher).alsXYWing},
	{"vwxyz-wing", []Technique{VWXYZWing}, func(s *searcher) bool { return s.alsWing(4) }},
	{"aligned pair exclusion", []Technique{AlignedPairExclusion}, func(s *searcher) bool { return s.alignedExclusion(2) }},
	{"xy-chain", []Technique{XYChain}, (*searcher).xyChain},
	{"forcing chains & cycles", []Technique{XCycle, YCycle, XYCycle, XChain, ForcingChain}, (*searcher).forcingChainsCycles},
	{"nishio", []Technique{NishioForcingChain}, (*searcher).nishioChains},
	{"multiple forcing chains", []Technique{CellForcingChain, RegionForcingChain}, (*searcher).multipleChains},
	seFinders["dynamic forcing chains"],
	seFinders["dynamic forcing chains +"],
	seFinders["nested forcing chains 2"],
	seFinders["nested forcing chains 3"],
	seFinders["nested forcing chains 4"],
	seFinders["nested forcing chains 5"],
	seFinders["nested forcing chains 6"],
	seFinders["nested forcing chains 7"],
}}
