package variant

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/nanpure/nanpure/internal/corpus"
)

// issCase is one puzzle of testdata/iss.txt.
type issCase struct {
	name, input, solution string
	long                  bool
}

func readISSCases(t *testing.T) []issCase {
	b, err := os.ReadFile("testdata/iss.txt")
	if err != nil {
		t.Fatal(err)
	}
	var cases []issCase
	for _, block := range strings.Split(string(b), "\n\n") {
		var c issCase
		for _, l := range strings.Split(block, "\n") {
			k, v, _ := strings.Cut(l, ": ")
			switch k {
			case "name":
				c.name = v
			case "input":
				c.input = v
			case "solution":
				c.solution = v
			case "long":
				c.long = v == "yes"
			}
		}
		if c.input != "" {
			cases = append(cases, c)
		}
	}
	return cases
}

// Every puzzle from outside has exactly its published solution (or none).
func TestISSExamples(t *testing.T) {
	cases := readISSCases(t)
	if len(cases) < 15 {
		t.Fatalf("%d cases read", len(cases))
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.long && !corpus.Long() {
				t.Skip("a long search: run with -long")
			}
			p, err := ParseISS(c.input)
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
			if c.solution == "none" {
				if r.Count != 0 {
					t.Errorf("%d solutions, want none: %s", r.Count, r.Solution)
				}
				return
			}
			if r.Count != 1 || r.Solution.String() != c.solution {
				t.Errorf("%d solutions, first %s; want one, %s", r.Count, r.Solution, c.solution)
			}
		})
	}
}
