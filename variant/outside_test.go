package variant

import (
	"context"
	"fmt"
	"testing"
)

// X-sums and skyscrapers hold exactly where their clue does: over every
// 4x4 grid, each clue of each row and column read from either end has as
// many solutions as the grids it holds on, and its ISS string reads back.
func TestOutsideClues(t *testing.T) {
	grids := all4x4(t)
	for _, kind := range []string{"XSum", "Skyscraper"} {
		for _, line := range []string{"R1", "R3", "C2", "C4"} {
			for end := 0; end < 2; end++ {
				for v := 1; v <= 10; v++ {
					args := fmt.Sprintf("%d~", v)
					if end == 1 {
						args = fmt.Sprintf("~%d", v)
					}
					text := fmt.Sprintf(".Shape~4x4.%s~%s~%s", kind, line, args)
					p, err := ParseISS(text)
					if err != nil {
						t.Fatal(err)
					}
					want := holding(grids, p.Constraints[0])
					got, err := Count(context.Background(), p, 0)
					if kind == "Skyscraper" && v > 4 {
						if err == nil {
							t.Errorf("%s: no error for a clue above 4", text)
						}
						continue
					}
					if err != nil || got.Count != want {
						t.Errorf("%s: %d solutions (%v), want %d", text, got.Count, err, want)
					}
					back, err := p.ISS()
					if q, err2 := ParseISS(back); err != nil || err2 != nil || fmt.Sprint(q.Constraints) != fmt.Sprint(p.Constraints) {
						t.Errorf("%s written as %q (%v, %v)", text, back, err, err2)
					}
				}
			}
		}
	}
}
