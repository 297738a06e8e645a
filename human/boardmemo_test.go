package human

import (
	"context"
	"reflect"
	"testing"

	"github.com/nanpure/nanpure/internal/corpus"
)

// TestBoardMemosKeepSteps checks that what the aligned exclusions, the
// ALS wings and the subsets keep of the last board where they found
// nothing (exclusionmemo.go, alswings.go, subsets.go) changes no step:
// along the solving paths of hard puzzles, one searcher used on every
// board, in turn, finds what a new searcher finds on each.
func TestBoardMemosKeepSteps(t *testing.T) {
	ctx := context.Background()
	finders := []struct {
		name string
		find func(*searcher) bool
		kept func(*searcher) bool // a board is kept to compare with
	}{
		{"aligned pair", func(s *searcher) bool { return s.alignedExclusion(2) }, func(s *searcher) bool { return s.aligned[0].shape != nil }},
		{"aligned triple", func(s *searcher) bool { return s.alignedExclusion(3) }, func(s *searcher) bool { return s.aligned[1].shape != nil }},
		{"wxyz", func(s *searcher) bool { return s.alsWing(3) }, func(s *searcher) bool { return s.alsWings[0].shape != nil }},
		{"vwxyz", func(s *searcher) bool { return s.alsWing(4) }, func(s *searcher) bool { return s.alsWings[1].shape != nil }},
		{"uvwxyz", func(s *searcher) bool { return s.alsWing(5) }, func(s *searcher) bool { return s.alsWings[2].shape != nil }},
		{"tuvwxyz", func(s *searcher) bool { return s.alsWing(6) }, func(s *searcher) bool { return s.alsWings[3].shape != nil }},
		{"naked pair", func(s *searcher) bool { return s.nakedSet(2) }, func(s *searcher) bool { return s.subsets[nakedSets][2].shape != nil }},
		{"naked triple", func(s *searcher) bool { return s.nakedSet(3) }, func(s *searcher) bool { return s.subsets[nakedSets][3].shape != nil }},
		{"naked quad", func(s *searcher) bool { return s.nakedSet(4) }, func(s *searcher) bool { return s.subsets[nakedSets][4].shape != nil }},
		{"hidden pair", func(s *searcher) bool { return s.hiddenSet(2, false) }, func(s *searcher) bool { return s.subsets[hiddenSets][2].shape != nil }},
		{"hidden triple", func(s *searcher) bool { return s.hiddenSet(3, false) }, func(s *searcher) bool { return s.subsets[hiddenSets][3].shape != nil }},
		{"hidden quad", func(s *searcher) bool { return s.hiddenSet(4, false) }, func(s *searcher) bool { return s.subsets[hiddenSets][4].shape != nil }},
		{"direct hidden pair", func(s *searcher) bool { return s.hiddenSet(2, true) }, func(s *searcher) bool { return s.subsets[directHiddenSets][2].shape != nil }},
		{"direct hidden triple", func(s *searcher) bool { return s.hiddenSet(3, true) }, func(s *searcher) bool { return s.subsets[directHiddenSets][3].shape != nil }},
	}
	found := make([]int, len(finders))
	compared := make([]int, len(finders))
	used := &searcher{ctx: ctx}
	for _, a := range sample("tdoku_magictour_top1465_sample.answers.txt", 12) {
		b, err := NewBoard(corpus.MustParse(t, a.Puzzle))
		if err != nil {
			t.Fatal(err)
		}
		sv := NewSolver(&Options{Profile: SukakuExplainer})
		for !b.Solved() {
			for i, f := range finders {
				fresh := &searcher{ctx: ctx, b: b}
				want := f.find(fresh)
				used.b, used.step = b, Step{}
				if f.kept(used) {
					compared[i]++
				}
				if got := f.find(used); got != want || !reflect.DeepEqual(used.step, fresh.step) {
					t.Fatalf("%s, %s: a used searcher found %v %v, a new one %v %v", a.Puzzle, f.name, got, used.step, want, fresh.step)
				}
				if want {
					found[i]++
				}
			}
			st, err := sv.Next(ctx, b)
			if err != nil {
				t.Fatal(err)
			}
			b.Apply(st)
		}
	}
	for i, f := range finders {
		if found[i] == 0 || compared[i] == 0 {
			t.Errorf("%s: %d steps found, %d searches with a kept board: the test tests too little", f.name, found[i], compared[i])
		}
		t.Logf("%s: %d steps found, %d searches with a kept board", f.name, found[i], compared[i])
	}
}
