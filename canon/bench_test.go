package canon

import (
	"context"
	"testing"

	"github.com/nanpure/nanpure/internal/corpus"
	"github.com/nanpure/nanpure/sudoku"
)

// benchSets are the 9x9 sets the benchmarks run on: puzzles of 17 givens,
// hard puzzles of 20-37 givens, and full grids (the solutions of the
// 17-given puzzles), so that the cost per puzzle can be compared from the
// fewest givens to the most.
func benchSets(b *testing.B) map[string][]sudoku.Grid {
	as, ok, err := corpus.SharedAnswers("tdoku_17_clue.answers.txt")
	if err != nil {
		b.Fatal(err)
	}
	if !ok {
		b.Skip("../shared/data/tdoku_17_clue.answers.txt is not on this machine")
	}
	sets := map[string][]sudoku.Grid{}
	for _, a := range as[:min(len(as), 5000)] {
		sets["17-clue"] = append(sets["17-clue"], corpus.MustParse(b, a.Puzzle))
		sets["full"] = append(sets["full"], corpus.MustParse(b, a.Solution))
	}
	if hard, ok, _ := corpus.SharedAnswers("tdoku_forum_hardest_1905_11plus.answers.txt"); ok {
		for _, a := range hard[:min(len(hard), 5000)] {
			sets["hardest"] = append(sets["hardest"], corpus.MustParse(b, a.Puzzle))
		}
	}
	return sets
}

func BenchmarkForm(b *testing.B) {
	ctx := context.Background()
	sets := benchSets(b)
	for _, name := range []string{"17-clue", "hardest", "full"} {
		gs := sets[name]
		if gs == nil {
			continue
		}
		b.Run(name, func(b *testing.B) {
			n := 0
			for b.Loop() {
				Form(ctx, gs[n%len(gs)])
				n++
			}
			b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "puzzles/s")
		})
	}
}

// BenchmarkBruteForce is the oracle's speed, for the side-by-side figure.
func BenchmarkBruteForce(b *testing.B) {
	sets := benchSets(b)
	for _, name := range []string{"17-clue", "full"} {
		gs := sets[name]
		b.Run(name, func(b *testing.B) {
			n := 0
			for b.Loop() {
				bruteForm(gs[n%len(gs)])
				n++
			}
			b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "puzzles/s")
		})
	}
}
