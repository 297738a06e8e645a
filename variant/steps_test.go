package variant

import (
	"context"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/internal/corpus"
	"github.com/nanpure/nanpure/sudoku"
)

// explainPath solves p step by step with its rules, as "nanpure explain"
// does, and checks every step against the solution: each placement is the
// solution's digit and no elimination removes it. It returns the steps.
func explainPath(t *testing.T, p *Puzzle, solution sudoku.Grid) []human.Step {
	t.Helper()
	b, err := Board(p, solution)
	if err != nil {
		t.Fatal(err)
	}
	for c := range solution.Cells {
		if b.Digit(c) == 0 && !b.Has(c, solution.Cells[c]) {
			t.Fatalf("the rules' peers removed the solution's %d from %s", solution.Cells[c], p.Givens.Shape.CellName(c))
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	var steps []human.Step
	_, err = human.NewSolver(nil).Solve(ctx, b, func(st human.Step) {
		for _, pl := range st.Placements {
			if solution.Cells[pl.Cell] != pl.Digit {
				t.Errorf("step %d (%s) places %d in %s; the solution has %d", len(steps)+1, st.Technique,
					pl.Digit, p.Givens.Shape.CellName(pl.Cell), solution.Cells[pl.Cell])
			}
		}
		for _, e := range st.Eliminations {
			if solution.Cells[e.Cell] == e.Digit {
				t.Errorf("step %d (%s) removes the solution's %d from %s: %s", len(steps)+1, st.Technique,
					e.Digit, p.Givens.Shape.CellName(e.Cell), st.Explain(human.English))
			}
		}
		steps = append(steps, st)
	})
	if err != nil {
		t.Fatalf("after %d steps: %v", len(steps), err)
	}
	if g := b.Grid(); g.String() != solution.String() {
		t.Errorf("solved to %s, want %s", g, solution)
	}
	return steps
}

// giveUntilUnique adds the givens of sol to p, every seventh cell in turn,
// until p has one solution, and checks that it is sol.
func giveUntilUnique(t *testing.T, p *Puzzle, sol sudoku.Grid) {
	t.Helper()
	for c := 0; ; c = (c + 7) % sol.Shape.Cells {
		r, err := Count(context.Background(), p, 2)
		if err != nil {
			t.Fatal(err)
		}
		if r.Count == 1 {
			if r.Solution.String() != sol.String() {
				t.Fatalf("solved to %s, want %s", r.Solution, sol)
			}
			return
		}
		p.Givens.Cells[c] = sol.Cells[c]
	}
}

// ruleWords explains p to sol (explainPath) and returns, by constraint
// kind, the English words of the last step of each kind's rules; a slot
// left unfilled in either language fails.
func ruleWords(t *testing.T, p *Puzzle, sol sudoku.Grid) map[string]string {
	t.Helper()
	words := map[string]string{}
	for _, st := range explainPath(t, p, sol) {
		if k := st.Constraint; k != nil {
			en, ja := st.Explain(human.English), st.Explain(human.Japanese)
			if unfilled.MatchString(en) || unfilled.MatchString(ja) {
				t.Errorf("a slot left unfilled: %s / %s", en, ja)
			}
			words[k.Kind] = en
		}
	}
	return words
}

// unfilled matches a slot of a template left unfilled, or the key of
// words missing from a catalog ("{why-Cage}").
var unfilled = regexp.MustCompile(`\{[a-zA-Z][a-zA-Z-]*\}`)

// Every proper puzzle from outside is explained to its solution with
// sound steps, each in words in both languages.
func TestExplainISSExamples(t *testing.T) {
	for _, c := range readISSCases(t) {
		t.Run(c.Name, func(t *testing.T) {
			if c.Solution == "none" {
				t.Skip("no solution")
			}
			if c.Long && !corpus.Long() {
				t.Skip("a long search: run with -long")
			}
			p, err := ParseISS(c.Input)
			if err != nil {
				t.Fatal(err)
			}
			sol, err := sudoku.Parse(c.Solution, sudoku.Options{})
			if err != nil {
				t.Fatal(err)
			}
			start := time.Now()
			steps := explainPath(t, p, sol)
			kinds := map[string]int{}
			hardest := 0.0
			for _, st := range steps {
				kinds[st.Technique.Key()]++
				hardest = max(hardest, st.Difficulty)
				for _, l := range []human.Lang{human.English, human.Japanese} {
					text := st.Explain(l)
					if text == "" || unfilled.MatchString(text) || strings.Contains(text, " by 0") || strings.Contains(text, "差は0") {
						t.Errorf("%s step explained as %q", st.Technique.Key(), text)
					}
				}
			}
			t.Logf("%d steps in %v, hardest %.1f: %v", len(steps), time.Since(start).Round(time.Millisecond), hardest, kinds)
			// Logic to the end: no guess on the puzzles of the default run
			// (the long ones, the hardest killers, keep a few).
			if n := kinds[human.BruteForce.Key()]; n > 0 && !c.Long {
				t.Errorf("%d steps of brute force", n)
			}
		})
	}
}

// Outside clues are explained in words too: a 4x4 of skyscrapers and one
// of X-sums, every clue given (each has one solution, 1234341221434321).
func TestExplainOutsideClues(t *testing.T) {
	sol, err := sudoku.Parse("1234341221434321", sudoku.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{
		".Shape~4x4.Skyscraper~R1~4~1.Skyscraper~C1~3~1.Skyscraper~R2~2~2.Skyscraper~C2~2~2.Skyscraper~R3~2~2.Skyscraper~C3~2~2.Skyscraper~R4~1~4.Skyscraper~C4~1~3",
		".Shape~4x4.XSum~R1~1~10.XSum~C1~1~10.XSum~R2~8~3.XSum~C2~6~8.XSum~R3~3~8.XSum~C3~8~6.XSum~R4~10~1.XSum~C4~10~1",
	} {
		p, err := ParseISS(text)
		if err != nil {
			t.Fatal(err)
		}
		for _, st := range explainPath(t, p, sol) {
			for _, l := range []human.Lang{human.English, human.Japanese} {
				if e := st.Explain(l); e == "" || unfilled.MatchString(e) {
					t.Errorf("%s step explained as %q", st.Technique.Key(), e)
				}
			}
		}
	}
}
