package human

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nanpure/nanpure/internal/corpus"
	"github.com/nanpure/nanpure/sudoku"
)

var (
	long      = corpus.Long
	mustParse = corpus.MustParse
)

// mustBoard is the board of a puzzle, failing the test when there is none.
func mustBoard(t testing.TB, puzzle string) *Board {
	t.Helper()
	b, err := NewBoard(mustParse(t, puzzle))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// checkStep is the soundness invariant: a step changes something, never
// removes a digit of the solution and never places a wrong one.
func checkStep(t testing.TB, name string, b *Board, sol sudoku.Grid, st Step) {
	t.Helper()
	if len(st.Placements) == 0 && len(st.Eliminations) == 0 {
		t.Fatalf("%s: %s does nothing", name, st.Technique)
	}
	for _, p := range st.Placements {
		if sol.Cells[p.Cell] != p.Digit {
			t.Fatalf("%s: %s places %d in %s, the solution has %d\n%s\n%s", name, st.Technique, p.Digit, b.Shape.CellName(p.Cell), sol.Cells[p.Cell], st.Explain(English), b.Text())
		}
		if !b.Has(p.Cell, p.Digit) {
			t.Fatalf("%s: %s places %d in %s, which is not a candidate", name, st.Technique, p.Digit, b.Shape.CellName(p.Cell))
		}
	}
	changed := len(st.Placements) > 0
	for _, e := range st.Eliminations {
		if sol.Cells[e.Cell] == e.Digit {
			t.Fatalf("%s: %s removes %d from %s, the solution's digit\n%s\n%s", name, st.Technique, e.Digit, b.Shape.CellName(e.Cell), st.Explain(English), b.Text())
		}
		if b.Has(e.Cell, e.Digit) {
			changed = true
		}
	}
	if !changed {
		t.Fatalf("%s: %s removes only candidates already gone: %s", name, st.Technique, st.Explain(English))
	}
}

// solveChecked solves puzzle with profile p, checking every step.
func solveChecked(t testing.TB, name, puzzle, solution string, p *Profile) *Trace {
	t.Helper()
	g := mustParse(t, puzzle)
	sol := mustParse(t, solution)
	b, err := NewPuzzleBoard(g)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	sv := NewSolver(&Options{Profile: p})
	tr, err := sv.Solve(ctx, b, func(st Step) { checkStep(t, name, b, sol, st) })
	if err != nil {
		t.Fatalf("%s: %v after %d steps\n%s", name, err, len(tr.Steps), b.Text())
	}
	if !b.Grid().Equal(sol) {
		t.Fatalf("%s: solved to %v, want %s", name, b.Grid(), solution)
	}
	return tr
}

// sample returns every k-th answer of an embedded file (all with -long).
func sample(name string, k int) []corpus.Answer {
	as := corpus.Embedded(name)
	if long() || k <= 1 {
		return as
	}
	var out []corpus.Answer
	for i := 0; i < len(as); i += k {
		out = append(out, as[i])
	}
	return out
}

func TestSoundnessSamples(t *testing.T) {
	files := []struct {
		name  string
		every int
	}{
		{"emerentius_medium.answers.txt", 2},
		{"norvig_top95.answers.txt", 8},
		{"tdoku_magictour_top1465_sample.answers.txt", 30},
		{"tdoku_17_clue_sample.answers.txt", 100},
	}
	for _, f := range files {
		for _, p := range []*Profile{SukakuExplainer, Natural, HoDoKu} {
			t.Run(f.name+"/"+p.Name(), func(t *testing.T) {
				for _, a := range sample(f.name, f.every) {
					if a.Count != 1 {
						continue
					}
					solveChecked(t, f.name, a.Puzzle, a.Solution, p)
				}
			})
		}
	}
}

func TestStuckIsReported(t *testing.T) {
	// A solved grid less a deadly rectangle (r1c1, r1c2, r4c1, r4c2 hold
	// 1 2 / 2 1 either way): two solutions, nothing to deduce.
	g := mustParse(t, "..3456789456789123789123456..4365897365897214897214365532671948648932571971548632")
	b, err := NewBoard(g)
	if err != nil {
		t.Fatal(err)
	}
	_, err = NewSolver(&Options{Profile: SudokuExplainer}).Next(context.Background(), b)
	if !errors.Is(err, ErrStuck) {
		t.Errorf("Next on a deadly pattern: %v, want ErrStuck", err)
	}
}

// TestSoundnessShared solves every puzzle of the large shared files with
// the Sukaku Explainer, natural and HoDoKu profiles, checking every step
// against the solution (-long only: tens of thousands of puzzles).
func TestSoundnessShared(t *testing.T) {
	if !long() {
		t.Skip("the full sweep runs with -long")
	}
	for _, name := range []string{"tdoku_magictour_top1465.answers.txt", "tdoku_17_clue.answers.txt"} {
		as, ok, err := corpus.SharedAnswers(name)
		if !ok || err != nil {
			t.Logf("%s: not on this machine (%v)", name, err)
			continue
		}
		for _, p := range []*Profile{SukakuExplainer, Natural, HoDoKu} {
			t.Run(name+"/"+p.Name(), func(t *testing.T) { sweep(t, name, as, p) })
		}
	}
	if p, ok := corpus.SharedFile("sudoku_exchange_diabolical.txt"); ok {
		f, err := os.Open(p)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		var as []corpus.Answer
		sc := bufio.NewScanner(f)
		for line := 1; sc.Scan(); line++ {
			fs := strings.Fields(sc.Text())
			s, err := exactSolution(mustParse(t, fs[1]))
			if err != nil {
				t.Fatalf("line %d: %v", line, err)
			}
			as = append(as, corpus.Answer{Line: line, Puzzle: fs[1], Count: 1, Solution: s})
		}
		for _, p := range []*Profile{SukakuExplainer, Natural, HoDoKu} {
			t.Run("sudoku_exchange_diabolical.txt/"+p.Name(), func(t *testing.T) { sweep(t, "diabolical", as, p) })
		}
	}
}

// sweep solves every puzzle of as on every core, checking each step.
func sweep(t *testing.T, name string, as []corpus.Answer, p *Profile) {
	var wg sync.WaitGroup
	next := make(chan corpus.Answer)
	var mu sync.Mutex
	solved, timedOut := 0, 0
	start := time.Now()
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sv := NewSolver(&Options{Profile: p})
			for a := range next {
				g := mustParse(t, a.Puzzle)
				sol := mustParse(t, a.Solution)
				b, err := NewPuzzleBoard(g)
				if err != nil {
					t.Error(err)
					continue
				}
				ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
				where := fmt.Sprintf("%s line %d", name, a.Line)
				_, err = sv.Solve(ctx, b, func(st Step) { checkStep(t, where, b, sol, st) })
				cancel()
				mu.Lock()
				switch {
				case err == nil:
					solved++
				case ctx.Err() != nil:
					timedOut++
				default:
					t.Errorf("%s: %v", where, err)
				}
				mu.Unlock()
			}
		}()
	}
	for _, a := range as {
		if a.Count == 1 {
			next <- a
		}
	}
	close(next)
	wg.Wait()
	t.Logf("%s, %s: %d solved, %d timed out, every step checked, in %v", name, p.Name(), solved, timedOut, time.Since(start).Round(time.Second))
}
