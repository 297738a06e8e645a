package variant

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/nanpure/nanpure/sudoku"
)

// Modular, zipper and region sum lines each hold on exactly as many of the
// 288 4x4 grids as the puzzle of the line alone has solutions.
func TestLineKindsCount(t *testing.T) {
	grids := all4x4(t)
	for _, text := range []string{
		".Shape~4x4.Modular~2~R1C1~R2C2~R3C3~R4C4",
		".Shape~4x4.Modular~3~R1C1~R1C2~R2C2~R2C3",
		".Shape~4x4.Zipper~R1C1~R1C2~R1C3",
		".Shape~4x4.Zipper~R1C1~R2C2~R3C3~R4C4",
		".Shape~4x4.Zipper~R2C1~R2C2~R2C3~R3C3~R4C3",
		".Shape~4x4.RegionSumLine~R1C2~R2C3",
		".Shape~4x4.RegionSumLine~R1C1~R2C2~R2C3~R3C4",
		".Shape~4x4.Lockout~2~R1C1~R1C2~R2C3~R3C3",
		".Shape~4x4.Lockout~R2C1~R3C2",
		".Shape~4x4.DoubleArrow~R1C1~R2C2~R3C3",
		".Shape~4x4.DoubleArrow~R1C1~R2C1~R3C2~R4C3",
	} {
		countsAsGrids(t, grids, text)
	}
}

// holds of each line kind on row 1 of a solution, 5 3 4 6 7 8 9 1 2 (the
// cells need not touch here): the rule as a setter states it.
func TestLineKindsHold(t *testing.T) {
	g := testGrid(t)
	for _, c := range []struct {
		k    Constraint
		want bool
	}{
		{Entropic{[]int{1, 3, 6}}, true},          // 3 6 9
		{Entropic{[]int{0, 3, 6}}, false},         // 5 6: two middles
		{Entropic{[]int{1, 3, 6, 7, 0, 4}}, true}, // 3 6 9 1 5 7
		{Entropic{[]int{1, 3, 6, 7, 5}}, false},   // ... 9 1 8: two highs two apart
		{Modular{[]int{0, 1, 2}, 3}, true},        // 5 3 4: remainders 2 0 1
		{Modular{[]int{0, 2, 4}, 3}, false},       // 4 7: both 1
		{Modular{[]int{0, 2, 4}, 2}, true},        // 5 4 7: neighbours odd and even
		{Modular{[]int{0, 4}, 2}, false},          // 5 7: both odd
		{Zipper{[]int{0, 1, 6, 3, 2}}, true},      // 5+4 = 3+6 = 9, the middle
		{Zipper{[]int{4, 5, 7, 8}}, true},         // 7+2 = 8+1
		{Zipper{[]int{0, 1, 2}}, false},           // 5+4 is not 3
		{RegionSum{[]int{0, 2, 6}}, true},         // 5+4 | 9
		{RegionSum{[]int{1, 2, 3, 4}}, false},     // 3+4 | 6+7
		{RegionSum{[]int{0, 1, 2}}, true},         // one box: any sum
	} {
		if got := c.k.holds(g); got != c.want {
			t.Errorf("%s %v: holds %v, want %v", c.k.Kind(), Describe(c.k).Cells, got, c.want)
		}
	}
}

// A 9x9 of entropic, modular, zipper and region sum lines that hold on a
// solution, with the fewest givens of the solution (in order) that make it
// unique, is explained to its solution with sound steps, some of them the
// lines' own, each in words in both languages; in disguise it is the
// same puzzle.
func TestExplainLineKinds(t *testing.T) {
	sol := testGrid(t)
	s := sol.Shape
	p := &Puzzle{Givens: sudoku.NewGrid(s)}
	// Every line of two to five cells along a row or column that keeps its
	// rule on the solution, at most three of each kind.
	count := map[string]int{}
	for start := range s.Cells {
		for _, step := range []int{1, s.N} {
			for n := 3; n <= 5; n++ {
				var cells []int
				for i := range n {
					c := start + i*step
					if c >= s.Cells || step == 1 && s.Row(c) != s.Row(start) {
						break
					}
					cells = append(cells, c)
				}
				if len(cells) < n {
					continue
				}
				for _, k := range []Constraint{Entropic{cells}, Modular{cells, 3}, Zipper{cells}, RegionSum{cells}, Lockout{cells, 4}, DoubleArrow{cells}} {
					if count[k.Kind()] < 3 && k.holds(sol) && (k.Kind() != "RegionSumLine" || len(segments(s, cells)) > 1) {
						count[k.Kind()]++
						p.Constraints = append(p.Constraints, k)
					}
				}
			}
		}
	}
	if len(count) != 6 {
		t.Fatalf("lines made: %v", count)
	}
	giveUntilUnique(t, p, sol)
	iss, err := p.ISS()
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseISS(iss)
	if err != nil || len(back.Constraints) != len(p.Constraints) {
		t.Fatalf("%s read back: %v", iss, err)
	}
	for i, k := range p.Constraints {
		if !sameConstraint(back.Constraints[i], k) || Describe(back.Constraints[i]).Value != Describe(k).Value {
			t.Errorf("%s read back as %v", Describe(k).Kind, back.Constraints[i])
		}
	}
	want := p.Canonical()
	for seed := range uint64(3) {
		q := p.Shuffle(rand.New(rand.NewPCG(seed, 1)))
		if r, err := Count(context.Background(), q, 2); err != nil || r.Count != 1 {
			t.Errorf("seed %d: %d solutions (%v)", seed, r.Count, err)
		}
		if q.Canonical().sortConstraints() != want.sortConstraints() {
			t.Errorf("seed %d: another canonical form", seed)
		}
	}
	words := ruleWords(t, p, sol)
	kinds := slices.Sorted(func(yield func(string) bool) {
		for k := range words {
			if !yield(k) {
				return
			}
		}
	})
	t.Logf("%v lines; steps of %s", count, strings.Join(kinds, ", "))
	if len(words) < 4 {
		t.Errorf("the lines' own steps: %v", words)
	}
}

// The faults of the line kinds are named.
func TestLineKindsErrors(t *testing.T) {
	jigsaw := ".Jigsaw~" + strings.Repeat("000111222", 3) + strings.Repeat("333444555", 3) + strings.Repeat("666777888", 3)
	for text, want := range map[string]string{
		".Shape~6x6.Entropic~R1C1~R1C2~R1C3": "a rule of 9x9 grids",
		".Modular~1~R1C1~R1C2":               "modulus 1, want 2 to 9",
		".Modular~R1C1~R1C2":                 "want a number first", ".RegionSumLine~R1C3~R1C4~R1C3": "lists r1c3 twice",

		jigsaw + ".RegionSumLine~R1C3~R1C4": "a region sum line on a jigsaw",
	} {
		p, err := ParseISS(text)
		if err == nil {
			_, err = Count(context.Background(), p, 2)
		}
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", text, err, want)
		}
	}
}

// f-puzzles' lines: renban, whispers (with their difference), entropic,
// modular (modulo 3) and region sum lines are read, and written back;
// until 2026-11-29 the reader dropped them without a word and solved the
// puzzle without their rules. A key it does not know is refused.
func TestFPuzzlesLineKinds(t *testing.T) {
	// A whisper of 3 on a 4x4 (and a renban of a whole row, which every
	// grid keeps): the grids whose r1c1 and r2c1 differ by 3.
	four := `{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"renban":[{"lines":[["R1C1","R1C2","R1C3","R1C4"]]}],"whispers":[{"lines":[["R1C1","R2C1"]],"value":3}],"activeConstraints":["Renban"],"highlightConflicts":true,"disabledlogic":[],"truecandidatesoptions":["colored"]}`
	p, err := ParseFPuzzles(four)
	if err != nil {
		t.Fatal(err)
	}
	want := 0
	for _, g := range all4x4(t) {
		if d := int(g.Cells[0]) - int(g.Cells[4]); d == 3 || d == -3 {
			want++
		}
	}
	if r, err := Count(context.Background(), p, 0); err != nil || r.Count != want {
		t.Errorf("%d solutions (%v), want %d", r.Count, err, want)
	}
	p, err = ParseISS(".Renban~R1C1~R1C2~R1C3.Whisper~4~R2C1~R2C2.Entropic~R3C1~R3C2~R3C3.Modular~3~R4C1~R4C2~R4C3.RegionSumLine~R5C3~R5C4.Lockout~5~R6C1~R6C2~R6C3.DoubleArrow~R7C1~R7C2~R7C3")
	if err != nil {
		t.Fatal(err)
	}
	fp, err := p.FPuzzles()
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseFPuzzles(fp)
	if err != nil {
		t.Fatal(err)
	}
	if len(back.Constraints) != len(p.Constraints) {
		t.Fatalf("%s read back as %v", fp, back.Constraints)
	}
	for _, k := range p.Constraints {
		if !slices.ContainsFunc(back.Constraints, func(b Constraint) bool {
			return sameConstraint(b, k) && Describe(b).Value == Describe(k).Value
		}) {
			t.Errorf("%s read back without %v", fp, k)
		}
	}
	if _, err := (&Puzzle{Givens: p.Givens, Constraints: []Constraint{Modular{Cells: []int{0, 1}, Mod: 4}}}).FPuzzles(); err == nil {
		t.Error("a modular line of 4 written as f-puzzles, which has modulo 3 only")
	}
	for key, text := range map[string]string{
		"numberedroom": `{"size":4,"grid":[],"numberedroom":[{"cell":"R0C1","value":"3"}]}`,
		"future":       `{"size":4,"grid":[],"future":{"any":1}}`,
	} {
		if _, err := ParseFPuzzles(text); err == nil || !strings.Contains(err.Error(), `"`+key+`"`) {
			t.Errorf("%s: %v, want a refusal that names %q", text, err, key)
		}
	}
}
