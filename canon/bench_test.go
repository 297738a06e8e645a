package canon

import (
	"context"
	"runtime"
	"testing"

	"github.com/nanpure/nanpure/internal/corpus"
	"github.com/nanpure/nanpure/internal/cputime"
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

// benchForms times form on each set: puzzles/s of wall time, and
// cpu-puzzles/s of the CPU time of the thread that runs the loop (the fair
// figure on a shared machine).
func benchForms(b *testing.B, names []string, form func(sudoku.Grid)) {
	sets := benchSets(b)
	for _, name := range names {
		gs := sets[name]
		if gs == nil {
			continue
		}
		b.Run(name, func(b *testing.B) {
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			n := 0
			cpu0 := cputime.Thread()
			for b.Loop() {
				form(gs[n%len(gs)])
				n++
			}
			cpu := cputime.Thread() - cpu0
			b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "puzzles/s")
			if cpu > 0 {
				b.ReportMetric(float64(n)/cpu.Seconds(), "cpu-puzzles/s")
			}
		})
	}
}

func BenchmarkForm(b *testing.B) {
	benchForms(b, []string{"17-clue", "hardest", "full"}, func(g sudoku.Grid) {
		if _, err := Form(context.Background(), g); err != nil {
			b.Fatal(err)
		}
	})
}

// BenchmarkBruteForce is the oracle's speed, for the side-by-side figure.
func BenchmarkBruteForce(b *testing.B) {
	benchForms(b, []string{"17-clue", "full"}, func(g sudoku.Grid) { bruteForm(g) })
}
