package rate

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/nanpure/nanpure/human"
)

// HoDoKu's scale. HoDoKu 2.2.4 rates a puzzle by solving it with its steps
// in a fixed order (human.HoDoKu follows it) and adding up a base score per
// step; the level is the highest level of a technique used, raised while
// the score is above that level's maximum (800 for easy, 1000 medium, 1600
// hard, 1800 unfair), as "hodoku /bs" prints them.

// A HoDoKuLevel is one of HoDoKu's five levels.
type HoDoKuLevel int

// HoDoKu's levels, easiest first.
const (
	HoDoKuEasy HoDoKuLevel = iota
	HoDoKuMedium
	HoDoKuHard
	HoDoKuUnfair
	HoDoKuExtreme
)

// hodokuLevels are the levels' names (HoDoKu's English ones, lower case)
// and their maximum scores in HoDoKu's default configuration.
var hodokuLevels = [...]struct {
	en, ja string
	max    int
}{
	HoDoKuEasy:    {"easy", "やさしい", 800},
	HoDoKuMedium:  {"medium", "ふつう", 1000},
	HoDoKuHard:    {"hard", "むずかしい", 1600},
	HoDoKuUnfair:  {"unfair", "アンフェア", 1800},
	HoDoKuExtreme: {"extreme", "エクストリーム", math.MaxInt},
}

// String returns the level's name in English, such as "unfair".
func (l HoDoKuLevel) String() string {
	if l < 0 || int(l) >= len(hodokuLevels) {
		return "HoDoKuLevel(" + strconv.Itoa(int(l)) + ")"
	}
	return hodokuLevels[l].en
}

// Name returns the level's name in language lang.
func (l HoDoKuLevel) Name(lang human.Lang) string {
	if l < 0 || int(l) >= len(hodokuLevels) {
		return l.String()
	}
	if lang == human.Japanese {
		return hodokuLevels[l].ja
	}
	return hodokuLevels[l].en
}

// ParseHoDoKuLevel reads a level name (English, any case: HoDoKu prints
// "Unfair").
func ParseHoDoKuLevel(name string) (HoDoKuLevel, error) {
	for l, n := range hodokuLevels {
		if strings.EqualFold(n.en, name) {
			return HoDoKuLevel(l), nil
		}
	}
	return 0, fmt.Errorf("rate: unknown HoDoKu level %q (want easy, medium, hard, unfair or extreme)", name)
}

// A hodokuStep is the base score and the level of one of HoDoKu's steps.
type hodokuStep struct {
	score int
	level HoDoKuLevel
}

// hodokuSteps are HoDoKu 2.2.4's base scores and levels of its default
// configuration (its table of steps), by HoDoKu's code of the step, as the
// technique registry gives it (human.Technique.HoDoKu). They live here and
// not in the registry because they are one rater's configuration, not
// properties of the techniques: a user of HoDoKu can change every one, as
// the Explainers' difficulties cannot be. Codes that share one entry of
// HoDoKu's table (the nice loops and AIC; forcing chain contradiction and
// verity) share its score.
var hodokuSteps = map[string]hodokuStep{
	"0000": {4, HoDoKuEasy},  // full house
	"0003": {4, HoDoKuEasy},  // naked single
	"0002": {14, HoDoKuEasy}, // hidden single

	"0110": {40, HoDoKuMedium},  // locked pair
	"0111": {60, HoDoKuMedium},  // locked triple
	"0100": {50, HoDoKuMedium},  // locked candidates 1 (pointing)
	"0101": {50, HoDoKuMedium},  // locked candidates 2 (claiming)
	"0200": {60, HoDoKuMedium},  // naked pair
	"0201": {80, HoDoKuMedium},  // naked triple
	"0210": {70, HoDoKuMedium},  // hidden pair
	"0211": {100, HoDoKuMedium}, // hidden triple

	"0202": {120, HoDoKuHard}, // naked quadruple
	"0212": {150, HoDoKuHard}, // hidden quadruple
	"0300": {140, HoDoKuHard}, // x-wing
	"0301": {150, HoDoKuHard}, // swordfish
	"0302": {160, HoDoKuHard}, // jellyfish
	"0703": {110, HoDoKuHard}, // remote pair
	"0610": {100, HoDoKuHard}, // BUG+1
	"0400": {130, HoDoKuHard}, // skyscraper
	"0401": {150, HoDoKuHard}, // 2-string kite
	"0403": {120, HoDoKuHard}, // turbot fish
	"0402": {120, HoDoKuHard}, // empty rectangle
	"0803": {150, HoDoKuHard}, // W-wing
	"0800": {160, HoDoKuHard}, // XY-wing
	"0801": {180, HoDoKuHard}, // XYZ-wing
	"0600": {100, HoDoKuHard}, // uniqueness test 1
	"0601": {100, HoDoKuHard}, // uniqueness test 2
	"0602": {100, HoDoKuHard}, // uniqueness test 3
	"0603": {100, HoDoKuHard}, // uniqueness test 4
	"0604": {100, HoDoKuHard}, // uniqueness test 5
	"0605": {100, HoDoKuHard}, // uniqueness test 6
	"0606": {100, HoDoKuHard}, // hidden rectangle
	"0607": {100, HoDoKuHard}, // avoidable rectangle 1
	"0608": {100, HoDoKuHard}, // avoidable rectangle 2
	"0310": {130, HoDoKuHard}, // finned x-wing
	"0320": {150, HoDoKuHard}, // sashimi x-wing
	"0500": {150, HoDoKuHard}, // simple colors trap
	"0501": {150, HoDoKuHard}, // simple colors wrap
	"0502": {200, HoDoKuHard}, // multi colors 1
	"0503": {200, HoDoKuHard}, // multi colors 2

	"0311": {200, HoDoKuUnfair}, // finned swordfish
	"0321": {240, HoDoKuUnfair}, // sashimi swordfish
	"0312": {250, HoDoKuUnfair}, // finned jellyfish
	"0322": {260, HoDoKuUnfair}, // sashimi jellyfish
	"1101": {250, HoDoKuUnfair}, // sue de coq
	"0701": {260, HoDoKuUnfair}, // x-chain
	"0702": {260, HoDoKuUnfair}, // xy-chain
	"0706": {280, HoDoKuUnfair}, // continuous nice loop
	"0707": {280, HoDoKuUnfair}, // discontinuous nice loop
	"0708": {280, HoDoKuUnfair}, // AIC
	"0709": {300, HoDoKuUnfair}, // grouped continuous nice loop
	"0710": {300, HoDoKuUnfair}, // grouped discontinuous nice loop
	"0711": {300, HoDoKuUnfair}, // grouped AIC
	"0901": {300, HoDoKuUnfair}, // ALS-XZ
	"0902": {320, HoDoKuUnfair}, // ALS-XY-wing
	"0903": {340, HoDoKuUnfair}, // ALS-XY-chain
	"0904": {360, HoDoKuUnfair}, // death blossom
	"0330": {300, HoDoKuUnfair}, // franken x-wing
	"0331": {350, HoDoKuUnfair}, // franken swordfish
	"0340": {390, HoDoKuUnfair}, // finned franken x-wing
	"0341": {410, HoDoKuUnfair}, // finned franken swordfish

	"1301": {500, HoDoKuExtreme},   // forcing chain contradiction
	"1302": {500, HoDoKuExtreme},   // forcing chain verity
	"1303": {700, HoDoKuExtreme},   // forcing net contradiction
	"1304": {700, HoDoKuExtreme},   // forcing net verity
	"1201": {10000, HoDoKuExtreme}, // template set
	"1202": {10000, HoDoKuExtreme}, // template delete
}

// hodokuScore returns HoDoKu's base score and level of a step of
// technique t, and false when HoDoKu has no such step.
func hodokuScore(t human.Technique) (hodokuStep, bool) {
	if t == human.BruteForce {
		// HoDoKu's guess has no code in its library ("xxxx").
		return hodokuStep{10000, HoDoKuExtreme}, true
	}
	s, ok := hodokuSteps[t.HoDoKu()]
	return s, ok
}

// HoDoKuStep returns the base score and the level of a step of technique
// t in HoDoKu's default configuration, and false when HoDoKu has no such
// step.
func HoDoKuStep(t human.Technique) (score int, level HoDoKuLevel, ok bool) {
	s, ok := hodokuScore(t)
	return s.score, s.level, ok
}

// A HoDoKuTally adds up HoDoKu's rating along a solving path, one step at
// a time; the zero value is the empty path. Rate keeps one; the generator
// keeps one to stop a rating as soon as it passes a level.
type HoDoKuTally struct {
	score   int
	level   HoDoKuLevel
	top     int // the highest base score so far
	hardest human.Technique
}

// Add counts a step of technique t. A technique HoDoKu lacks (a profile
// other than human.HoDoKu) counts as a step of its hardest kind: a guess.
func (h *HoDoKuTally) Add(t human.Technique) {
	s, ok := hodokuScore(t)
	if !ok {
		s = hodokuSteps["1201"]
	}
	h.score += s.score
	h.level = max(h.level, s.level)
	if s.score > h.top {
		h.top, h.hardest = s.score, t
	}
}

// Final returns the score and the level of the steps counted so far: the
// highest level of a step, raised while the score is above the level's
// maximum. Neither goes down as steps are added.
func (h *HoDoKuTally) Final() (int, HoDoKuLevel) {
	l := h.level
	for l < HoDoKuExtreme && h.score > hodokuLevels[l].max {
		l++
	}
	return h.score, l
}

// Hardest returns the technique of the step with the highest base score
// (the first of equals), as HoDoKu names a puzzle's hardest step.
func (h *HoDoKuTally) Hardest() human.Technique { return h.hardest }
