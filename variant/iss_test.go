package variant

import (
	"context"
	"testing"
	"time"

	"github.com/nanpure/nanpure/internal/corpus"
)

// readISSCases is the variant puzzles from outside (corpus.Variants).
func readISSCases(t *testing.T) []corpus.Variant {
	t.Helper()
	return corpus.Variants()
}

// Every puzzle from outside has exactly its published solution (or none).
func TestISSExamples(t *testing.T) {
	cases := readISSCases(t)
	if len(cases) < 15 {
		t.Fatalf("%d cases read", len(cases))
	}
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) {
			if c.Long && !corpus.Long() {
				t.Skip("a long search: run with -long")
			}
			p, err := ParseISS(c.Input)
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			start := time.Now()
			r, err := Count(ctx, p, 2)
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%d nodes, %v", r.Nodes, time.Since(start))
			if c.Solution == "none" {
				if r.Count != 0 {
					t.Errorf("%d solutions, want none: %s", r.Count, r.Solution)
				}
				return
			}
			if r.Count != 1 || r.Solution.String() != c.Solution {
				t.Errorf("%d solutions, first %s; want one, %s", r.Count, r.Solution, c.Solution)
			}
		})
	}
}
