package human

// A Technique is a named way of finding a step. Its Difficulty (SE scale)
// is that of its simplest form; a step carries its own difficulty, which may
// be higher (longer chains, bigger loops).
type Technique uint8

// The techniques, in families. The order is that of the tables below, not
// the search order (which a Profile sets).
const (
	NoTechnique Technique = iota

	// singles.go
	FullHouse
	HiddenSingle
	NakedSingle

	// intersections.go
	DirectPointing
	DirectClaiming
	Pointing
	Claiming

	// subsets.go
	DirectHiddenPair
	DirectHiddenTriple
	NakedPair
	NakedTriple
	NakedQuad
	HiddenPair
	HiddenTriple
	HiddenQuad

	// fish.go
	XWing
	Swordfish
	Jellyfish
	FinnedXWing
	FinnedSwordfish
	FinnedJellyfish
	SashimiXWing
	SashimiSwordfish
	SashimiJellyfish

	// wings.go
	XYWing
	XYZWing
	WWing
	WXYZWing
	VWXYZWing

	// singledigit.go
	Skyscraper
	TwoStringKite
	TurbotFish
	EmptyRectangle
	SimpleColoring
	ThreeStrongLinks

	// uniqueness.go
	UniqueRectangle1
	UniqueRectangle2
	UniqueRectangle3
	UniqueRectangle4
	HiddenRectangle

	// bug.go
	BUG1
	BUG2
	BUG3
	BUG4

	// exclusion.go
	AlignedPairExclusion
	AlignedTripleExclusion

	// als.go
	ALSXZ
	ALSXYWing
	SueDeCoq

	// chains.go (the Sudoku Explainer chaining engine)
	XCycle
	YCycle
	XYCycle
	XChain
	ForcingChain
	NishioForcingChain
	CellForcingChain
	RegionForcingChain
	ContradictionForcingChain
	DoubleForcingChain
	DynamicCellForcingChain
	DynamicRegionForcingChain

	// xychain.go
	XYChain

	numTechniques
)

// techInfo is what the library knows of a technique: a stable key for JSON
// and the command line, its names in English and Japanese, and the
// difficulty of its simplest form on the Sudoku Explainer scale.
type techInfo struct {
	key        string
	en, ja     string
	difficulty float64
}

// techniques is indexed by Technique. The Japanese names are those of
// Japanese solving guides (katakana loan words, as players use them).
var techniques = [numTechniques]techInfo{
	NoTechnique: {"none", "no technique", "なし", 0},

	FullHouse:    {"full-house", "Full House", "フルハウス", 1.0},
	HiddenSingle: {"hidden-single", "Hidden Single", "ヒドゥンシングル", 1.2},
	NakedSingle:  {"naked-single", "Naked Single", "ネイキッドシングル", 2.3},

	DirectPointing: {"direct-pointing", "Direct Pointing", "ダイレクト・ポインティング", 1.7},
	DirectClaiming: {"direct-claiming", "Direct Claiming", "ダイレクト・クレーミング", 1.9},
	Pointing:       {"pointing", "Pointing", "ポインティング", 2.6},
	Claiming:       {"claiming", "Claiming", "クレーミング", 2.8},

	DirectHiddenPair:   {"direct-hidden-pair", "Direct Hidden Pair", "ダイレクト・ヒドゥンペア", 2.0},
	DirectHiddenTriple: {"direct-hidden-triple", "Direct Hidden Triple", "ダイレクト・ヒドゥントリプル", 2.5},
	NakedPair:          {"naked-pair", "Naked Pair", "ネイキッドペア", 3.0},
	NakedTriple:        {"naked-triple", "Naked Triple", "ネイキッドトリプル", 3.6},
	NakedQuad:          {"naked-quad", "Naked Quad", "ネイキッドクアッド", 5.0},
	HiddenPair:         {"hidden-pair", "Hidden Pair", "ヒドゥンペア", 3.4},
	HiddenTriple:       {"hidden-triple", "Hidden Triple", "ヒドゥントリプル", 4.0},
	HiddenQuad:         {"hidden-quad", "Hidden Quad", "ヒドゥンクアッド", 5.4},

	XWing:            {"x-wing", "X-Wing", "Xウィング", 3.2},
	Swordfish:        {"swordfish", "Swordfish", "ソードフィッシュ", 3.8},
	Jellyfish:        {"jellyfish", "Jellyfish", "ジェリーフィッシュ", 5.2},
	FinnedXWing:      {"finned-x-wing", "Finned X-Wing", "フィン付きXウィング", 3.4},
	FinnedSwordfish:  {"finned-swordfish", "Finned Swordfish", "フィン付きソードフィッシュ", 4.0},
	FinnedJellyfish:  {"finned-jellyfish", "Finned Jellyfish", "フィン付きジェリーフィッシュ", 5.4},
	SashimiXWing:     {"sashimi-x-wing", "Sashimi X-Wing", "サシミXウィング", 3.5},
	SashimiSwordfish: {"sashimi-swordfish", "Sashimi Swordfish", "サシミ・ソードフィッシュ", 4.1},
	SashimiJellyfish: {"sashimi-jellyfish", "Sashimi Jellyfish", "サシミ・ジェリーフィッシュ", 5.5},

	XYWing:    {"xy-wing", "XY-Wing", "XYウィング", 4.2},
	XYZWing:   {"xyz-wing", "XYZ-Wing", "XYZウィング", 4.4},
	WWing:     {"w-wing", "W-Wing", "Wウィング", 4.4},
	WXYZWing:  {"wxyz-wing", "WXYZ-Wing", "WXYZウィング", 5.5},
	VWXYZWing: {"vwxyz-wing", "VWXYZ-Wing", "VWXYZウィング", 6.2},

	Skyscraper:       {"skyscraper", "Skyscraper", "スカイスクレイパー", 4.0},
	TwoStringKite:    {"two-string-kite", "2-String Kite", "2ストリングカイト", 4.1},
	TurbotFish:       {"turbot-fish", "Turbot Fish", "ターボットフィッシュ", 4.2},
	EmptyRectangle:   {"empty-rectangle", "Empty Rectangle", "エンプティレクタングル", 4.2},
	SimpleColoring:   {"simple-coloring", "Simple Coloring", "シンプルカラーリング", 4.5},
	ThreeStrongLinks: {"three-strong-links", "3 Strong Links", "3本の強リンク", 5.4},

	UniqueRectangle1: {"unique-rectangle-1", "Unique Rectangle type 1", "ユニークレクタングル タイプ1", 4.5},
	UniqueRectangle2: {"unique-rectangle-2", "Unique Rectangle type 2", "ユニークレクタングル タイプ2", 4.6},
	UniqueRectangle3: {"unique-rectangle-3", "Unique Rectangle type 3", "ユニークレクタングル タイプ3", 4.6},
	UniqueRectangle4: {"unique-rectangle-4", "Unique Rectangle type 4", "ユニークレクタングル タイプ4", 4.6},
	HiddenRectangle:  {"hidden-rectangle", "Hidden Rectangle", "ヒドゥンレクタングル", 4.7},

	BUG1: {"bug-1", "BUG type 1 (BUG+1)", "BUG タイプ1 (BUG+1)", 5.6},
	BUG2: {"bug-2", "BUG type 2", "BUG タイプ2", 5.7},
	BUG3: {"bug-3", "BUG type 3", "BUG タイプ3", 5.8},
	BUG4: {"bug-4", "BUG type 4", "BUG タイプ4", 5.7},

	AlignedPairExclusion:   {"aligned-pair-exclusion", "Aligned Pair Exclusion", "アラインド・ペア・エクスクルージョン", 6.2},
	AlignedTripleExclusion: {"aligned-triple-exclusion", "Aligned Triple Exclusion", "アラインド・トリプル・エクスクルージョン", 7.5},

	ALSXZ:     {"als-xz", "ALS-XZ", "ALS-XZ", 5.5},
	ALSXYWing: {"als-xy-wing", "ALS-XY-Wing", "ALS-XYウィング", 6.0},
	SueDeCoq:  {"sue-de-coq", "Sue de Coq", "スー・ド・コック", 5.0},

	XCycle:                    {"x-cycle", "Bidirectional X-Cycle", "双方向Xサイクル", 6.5},
	YCycle:                    {"y-cycle", "Bidirectional Y-Cycle", "双方向Yサイクル", 6.5},
	XYCycle:                   {"xy-cycle", "Bidirectional Cycle", "双方向サイクル", 7.0},
	XChain:                    {"x-chain", "Forcing X-Chain", "強制Xチェーン", 6.6},
	ForcingChain:              {"forcing-chain", "Forcing Chain", "強制チェーン", 7.0},
	NishioForcingChain:        {"nishio-forcing-chain", "Nishio Forcing Chains", "ニシオ強制チェーン", 7.5},
	CellForcingChain:          {"cell-forcing-chain", "Cell Forcing Chains", "セル強制チェーン", 8.0},
	RegionForcingChain:        {"region-forcing-chain", "Region Forcing Chains", "ハウス強制チェーン", 8.0},
	ContradictionForcingChain: {"contradiction-forcing-chain", "Dynamic Contradiction Forcing Chains", "動的矛盾強制チェーン", 8.5},
	DoubleForcingChain:        {"double-forcing-chain", "Dynamic Double Forcing Chains", "動的二重強制チェーン", 8.5},
	DynamicCellForcingChain:   {"dynamic-cell-forcing-chain", "Dynamic Cell Forcing Chains", "動的セル強制チェーン", 8.5},
	DynamicRegionForcingChain: {"dynamic-region-forcing-chain", "Dynamic Region Forcing Chains", "動的ハウス強制チェーン", 8.5},

	XYChain: {"xy-chain", "XY-Chain", "XYチェーン", 6.6},
}

// String returns the English name of the technique.
func (t Technique) String() string {
	if t >= numTechniques {
		return "Technique(?)"
	}
	return techniques[t].en
}

// Key returns the stable identifier of the technique, such as
// "hidden-single", for JSON and command lines.
func (t Technique) Key() string {
	if t >= numTechniques {
		return ""
	}
	return techniques[t].key
}

// Name returns the name of the technique in language l.
func (t Technique) Name(l Lang) string {
	if t >= numTechniques {
		return t.String()
	}
	if l == Japanese {
		return techniques[t].ja
	}
	return techniques[t].en
}

// Difficulty returns the difficulty of the simplest form of the technique
// on the Sudoku Explainer scale (1.0 ... 11+).
func (t Technique) Difficulty() float64 {
	if t >= numTechniques {
		return 0
	}
	return techniques[t].difficulty
}

// Techniques returns every technique, in the order of the families.
func Techniques() []Technique {
	ts := make([]Technique, 0, numTechniques-1)
	for t := Technique(1); t < numTechniques; t++ {
		ts = append(ts, t)
	}
	return ts
}

// TechniqueByKey returns the technique whose Key is key.
func TechniqueByKey(key string) (Technique, bool) {
	for t := Technique(1); t < numTechniques; t++ {
		if techniques[t].key == key {
			return t, true
		}
	}
	return NoTechnique, false
}
