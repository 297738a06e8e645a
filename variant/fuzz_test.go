package variant

import (
	"context"
	"testing"
	"time"
)

// Any text: ParseISS never panics; a puzzle it reads is searched without a
// panic, and any solution found satisfies the puzzle.
func FuzzParseISS(f *testing.F) {
	for _, c := range []string{
		".Between~R1C1", ".Arrow~R1C1", ".PillArrow~2~R1C1~R1C2~R1C3", ".Cage~0~R1C1~R2C2",
		".Shape~4x4.Renban~R1C1~R1C2.WhiteDot~R1C1~R2C1~R2C2", ".Jigsaw~0.NoBoxes",
		".Whisper~3~R1C1~R1C2.Palindrome~R1C1~R9C9.Odd~R1C1.Even~R1C1",
		".Shape~4x4.Quad~R2C2~1~4~4.Quad~R1C1~2", ".Quad~R9C9~1",
		".Shape~4x4.RellikCage~3~R1C1~R1C2.EqualityCage~R2C1~R2C2.SumLine~5~R3C1~R3C2~R3C3",
		".Shape~4x4.Lunchbox~2~R1C1~R1C2~R1C3.NumberedRoom~R2~3~.HiddenSkyscraper~C1~~2",
		".AntiTaxicab.GlobalEntropy.GlobalMod.DutchFlatmates.SumLine~10~R1C1~LOOP",
		".Shape~4x4.CountingCircles~R1C1~R2C3.ContainExact~1_1~R1C1~R2C2~R3C3",
		".StrictKropki.WhiteDot~R1C1~R1C2.StrictXV.X~R2C2~R2C3", ".Shape~4x4.StrictKropki",
		".Shape~4x4.SameValues~2~R1C1~R1C2~R3C3~R3C4", ".SameValues~0~R1C1",
		".Shape~4x4.Sum~3_2_-1~R1C1~R1C2", ".Sum~_~R1C1", ".Sum~1_~R1C1",
		".Shape~4x4.ValueIndexing~R1C1~R1C2~R2C3~R3C4", ".ValueIndexing~R1C1",
		".Cage~12~R1C1~R1C2.Cage~9~R1C2~R2C2.Cage~45~R1C1~R1C2~R1C3~R1C4~R1C5~R1C6~R1C7~R1C8~R1C9",
	} {
		f.Add(c)
	}
	f.Fuzz(func(t *testing.T, text string) { searchParsed(t, text, ParseISS) })
}

// Any text: ParseFPuzzles never panics, and what it reads searches
// without a panic.
func FuzzParseFPuzzles(f *testing.F) {
	for _, c := range []string{
		`{"size":9,"grid":[[{}]]}`, `{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{"region":7}],[{},{},{},{}]]}`,
		"N4IgHiBcDMC+Q===", "https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSSzKLryBdZQmq8l54+x1kANwEMAbAK5x4ARlRoI3GADsEAFwzCmK1kQ5tVmug216VGrUbWG1ZyjwHCEAJglTZCpTAO7j+nZw/7atIkA=",
		`{"size":6,"grid":[],"arrow":[{"cells":["R1C1"],"lines":[["R1C1"]]}],"negative":["xv"]}`,
		`{"size":4,"grid":[],"quadruple":[{"cells":["R1C1","R1C2","R2C1","R2C2"],"values":[1,3]},{"cells":["R3C3"],"values":[]}],"minimum":[{"cell":"R4C4"}],"maximum":[{"cell":"R9C9"}]}`,
		`{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"rowindexer":[{"cells":["R1C1","R9C9"]}],"boxindexer":[{"cells":["R2C2"]}],"clone":[{"cells":["R1C1","R1C2"],"cloneCells":["R3C3"]}],"whispers":[{"lines":[["R1C1","R2C1"]],"value":"x"}]}`,
	} {
		f.Add(c)
	}
	f.Fuzz(func(t *testing.T, text string) { searchParsed(t, text, ParseFPuzzles) })
}

// searchParsed searches what parse reads of text, if anything, briefly:
// a solution found must satisfy the puzzle. It describes the puzzle's
// constraints and writes it in both formats first, as the API and the
// page do with what they read, whether or not it can be searched.
func searchParsed(t *testing.T, text string, parse func(string) (*Puzzle, error)) {
	p, err := parse(text)
	if err != nil {
		return
	}
	for _, k := range p.Constraints {
		Describe(k)
	}
	p.ISS()
	p.FPuzzles()
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	r, err := Count(ctx, p, 1)
	if err == nil && r.Count == 1 && !p.Check(r.Solution) {
		t.Fatalf("%q: solution %s breaks the puzzle", text, r.Solution)
	}
}
