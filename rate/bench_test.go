package rate

import (
	"context"
	"os"
	"runtime"
	"strings"
	"testing"

	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/internal/corpus"
	"github.com/nanpure/nanpure/internal/cputime"
	"github.com/nanpure/nanpure/sudoku"
)

// hardestStride is the step between the puzzles of the forum's hardest
// list that BenchmarkRateHardest rates: 41 of its 486, ER 10.5 to 11.9.
const hardestStride = 12

// BenchmarkRateHardest rates a sample of the forum's hardest puzzles
// (nested forcing chains at every step that matters), one core, b.N
// puzzles in turn: -benchtime 41x rates the sample once. It reports the CPU
// time of the thread per puzzle, the fair figure on a shared machine.
func BenchmarkRateHardest(b *testing.B) {
	path, ok := corpus.SharedFile("forum_hardest_486.txt")
	if !ok {
		b.Skip("forum_hardest_486.txt is not on this machine")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	var grids []sudoku.Grid
	for i, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if i%hardestStride != 0 {
			continue
		}
		g, err := sudoku.Parse(strings.Fields(line)[0], sudoku.Options{})
		if err != nil {
			b.Fatal(err)
		}
		grids = append(grids, g)
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	sv := human.NewSolver(&human.Options{Profile: human.SukakuExplainer})
	b.ResetTimer()
	cpu0 := cputime.Thread()
	for i := 0; i < b.N; i++ {
		bd, _ := human.NewBoard(grids[i%len(grids)])
		if _, err := RateBoard(context.Background(), bd, sv); err != nil {
			b.Fatal(err)
		}
	}
	if cpu := cputime.Thread() - cpu0; cpu > 0 {
		b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N), "cpu-ns/puzzle")
	}
}
