package generate

import (
	"context"
	"testing"
	"time"

	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/rate"
	"github.com/nanpure/nanpure/sudoku"
	"github.com/nanpure/nanpure/variant"
)

// noFPuzzles are the kinds f-puzzles has not: no link to read back.
var noFPuzzles = map[string]bool{"zipper": true, "sum-line": true, "rellik": true, "counting-circles": true, "lunchbox": true}

// Every kind of variant is made unique, in the level asked, the same from
// the same seed, and reads back from its ISS string and its f-puzzles link
// (where f-puzzles has the kind).
func TestVariant(t *testing.T) {
	for _, kind := range VariantKinds {
		for _, box := range []string{"2x3", "3x3"} {
			for _, level := range []rate.Level{rate.Easy, rate.Medium} {
				t.Run(kind+"/"+box+"/"+level.String(), func(t *testing.T) {
					s := sudoku.MustShape(int(box[0]-'0'), int(box[2]-'0'))
					o := VariantOptions{Kind: kind, Shape: s, Seed: 1}
					o.MinRating, o.MaxRating = level.Range()
					ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
					defer cancel()
					start := time.Now()
					r, err := Variant(ctx, o)
					if err != nil {
						t.Fatal(err)
					}
					text, err := r.Puzzle.Text()
					if err != nil {
						t.Fatal(err)
					}
					p, err := variant.Parse(text)
					if err != nil {
						t.Fatal(err)
					}
					n, err := variant.Count(ctx, p, 2)
					if err != nil || n.Count != 1 || n.Solution.String() != r.Solution.String() {
						t.Errorf("%s: %d solutions (%v), want exactly %s", text, n.Count, err, r.Solution)
					}
					// As an f-puzzles link, where f-puzzles has the kind.
					if link, err := r.Puzzle.FPuzzlesLink(); !noFPuzzles[kind] || err == nil {
						if err == nil {
							p, err = variant.ParseFPuzzles(link)
						}
						if err == nil {
							n, err = variant.Count(ctx, p, 2)
						}
						if err != nil || n.Count != 1 || n.Solution.String() != r.Solution.String() {
							t.Errorf("%s: as an f-puzzles link, %d solutions (%v), want exactly %s", text, n.Count, err, r.Solution)
						}
					}
					if rate.LevelOf(r.Rating.ER) != level {
						t.Errorf("rated %.1f, want %s", r.Rating.ER, level)
					}
					again, err := Variant(ctx, o)
					if err != nil || again.Puzzle.Givens.String() != r.Puzzle.Givens.String() {
						t.Errorf("the same seed made another puzzle: %v", err)
					}
					givens := 0
					for _, d := range r.Puzzle.Givens.Cells {
						if d != 0 {
							givens++
						}
					}
					t.Logf("%d attempts, %d givens, %d constraints, %.1f, %v: %s", r.Attempts, givens, len(r.Puzzle.Constraints),
						r.Rating.ER, time.Since(start).Round(time.Millisecond), text)
				})
			}
		}
	}
}

// Every step of the solving path of the variants made is sound: it places
// the solution's digits and never removes one (the jigsaws' regions, the
// human solver's boxes, most of all).
func TestVariantSound(t *testing.T) {
	for _, kind := range VariantKinds {
		for _, box := range []string{"2x3", "3x3"} {
			for seed := uint64(1); seed <= uint64(map[bool]int{false: 4, true: 40}[kind == "jigsaw"]); seed++ {
				s := sudoku.MustShape(int(box[0]-'0'), int(box[2]-'0'))
				r, err := Variant(context.Background(), VariantOptions{Kind: kind, Shape: s, Seed: seed})
				if err != nil {
					t.Fatalf("%s %s seed %d: %v", kind, box, seed, err)
				}
				b, err := variant.Board(r.Puzzle, r.Solution)
				if err != nil {
					t.Fatal(err)
				}
				_, err = human.NewSolver(nil).Solve(context.Background(), b, func(st human.Step) {
					for _, p := range st.Placements {
						if r.Solution.Cells[p.Cell] != p.Digit {
							t.Errorf("%s %s seed %d: %s places %d in %s", kind, box, seed, st.Technique, p.Digit, s.CellName(p.Cell))
						}
					}
					for _, e := range st.Eliminations {
						if r.Solution.Cells[e.Cell] == e.Digit {
							t.Errorf("%s %s seed %d: %s removes the solution's %d from %s", kind, box, seed, st.Technique, e.Digit, s.CellName(e.Cell))
						}
					}
				})
				if err != nil {
					t.Errorf("%s %s seed %d: %v", kind, box, seed, err)
				}
			}
		}
	}
}
