package human

import (
	"context"
	"reflect"
	"testing"

	"github.com/nanpure/nanpure/internal/corpus"
)

// TestAlignedMemoKeepsSteps checks that what an aligned exclusion search
// keeps of the last board where it found nothing (exclusionmemo.go)
// changes no step: along the solving paths of hard puzzles, one searcher
// used on every board, in turn, finds what a new searcher finds on each.
func TestAlignedMemoKeepsSteps(t *testing.T) {
	ctx := context.Background()
	kept := &searcher{ctx: ctx}
	found, skipped := 0, 0
	for _, a := range sample("tdoku_magictour_top1465_sample.answers.txt", 12) {
		b, err := NewBoard(corpus.MustParse(t, a.Puzzle))
		if err != nil {
			t.Fatal(err)
		}
		sv := NewSolver(&Options{Profile: SukakuExplainer})
		for !b.Solved() {
			for degree := 2; degree <= 3; degree++ {
				fresh := &searcher{ctx: ctx, b: b}
				want := fresh.alignedExclusion(degree)
				kept.b, kept.step = b, Step{}
				if kept.aligned[degree-2].shape != nil {
					skipped++
				}
				if got := kept.alignedExclusion(degree); got != want || !reflect.DeepEqual(kept.step, fresh.step) {
					t.Fatalf("%s, degree %d: the searcher that kept a board found %v %v, a new one %v %v", a.Puzzle, degree, got, kept.step, want, fresh.step)
				}
				if want {
					found++
				}
			}
			st, err := sv.Next(ctx, b)
			if err != nil {
				t.Fatal(err)
			}
			b.Apply(st)
		}
	}
	if found == 0 || skipped == 0 {
		t.Errorf("%d exclusions found, %d searches compared with a kept board: the test tests too little", found, skipped)
	}
	t.Logf("%d exclusions found, %d searches compared with a kept board", found, skipped)
}
