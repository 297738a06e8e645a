package variant

import (
	"context"
	"strings"
	"testing"

	"github.com/nanpure/nanpure/sudoku"
)

// Row, column and box indexers and clones each hold on exactly as many of
// the 288 4x4 grids as the puzzle of it alone has solutions.
func TestIndexerCloneCount(t *testing.T) {
	s, err := sudoku.ShapeOf(4)
	if err != nil {
		t.Fatal(err)
	}
	grids := all4x4(t)
	for _, k := range []Constraint{
		NewIndexer(s, 5, "row"), NewIndexer(s, 2, "row"), NewIndexer(s, 9, "column"),
		NewIndexer(s, 15, "column"), NewIndexer(s, 6, "box"), NewIndexer(s, 0, "box"),
		Clone{Cells: []int{0, 1}, Clones: []int{10, 11}}, Clone{Cells: []int{0}, Clones: []int{6}},
	} {
		p := &Puzzle{Givens: sudoku.NewGrid(s), Constraints: []Constraint{k}}
		want := holding(grids, k)
		got, err := Count(context.Background(), p, 0)
		if err != nil || got.Count != want || want == 0 || want == len(grids) {
			t.Errorf("%s %v: %d solutions (%v), want %d of %d", k.Kind(), Describe(k).Cells, got.Count, err, want, len(grids))
		}
	}
	// As a setter states them, on the grid 1234/3412/2143/4321: the row
	// indexer r2c1 (3) says its column holds 2 in row 3, and r1c2 (2) that
	// its column holds 1 in row 2 (it holds 4); the column indexer r2c2 (4)
	// says its row holds 2 in column 4; the box indexer r4c4 (1), in box 4,
	// says the box's first cell holds 4, and r3c4 (3) its third (it holds 2).
	g, err := sudoku.Parse("1234341221434321", sudoku.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		k    Indexer
		want bool
	}{
		{NewIndexer(s, 4, "row"), true}, {NewIndexer(s, 1, "row"), false}, {NewIndexer(s, 5, "column"), true},
		{NewIndexer(s, 15, "box"), true}, {NewIndexer(s, 11, "box"), false},
	} {
		if got := c.k.holds(g); got != c.want {
			t.Errorf("%s in %s: holds %v, want %v", c.k.Kind(), s.CellName(c.k.Cell), got, c.want)
		}
	}
}

// f-puzzles' indexers and clones read back from what is written, and a 9x9
// of them taken from a solution is explained to it with sound steps, the
// indexers' and clones' own among them, in both languages.
func TestExplainIndexerClone(t *testing.T) {
	sol := testGrid(t)
	s := sol.Shape
	p := &Puzzle{Givens: sudoku.NewGrid(s)}
	// Up to three indexers of each kind where the solution keeps them, and
	// a clone of two cells whose digits match.
	made := map[string]int{}
	for c := range s.Cells {
		for _, of := range []string{"row", "column", "box"} {
			if x := NewIndexer(s, c, of); made[of] < 3 && x.holds(sol) {
				made[of]++
				p.Constraints = append(p.Constraints, x)
			}
		}
	}
	p.Constraints = append(p.Constraints, Clone{Cells: []int{0, 1}, Clones: []int{s.Cell(6, 3), s.Cell(6, 4)}})
	if !p.Check(sol) {
		t.Fatal("the constraints do not hold on the solution")
	}
	fp, err := p.FPuzzles()
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseFPuzzles(fp)
	if err != nil || len(back.Constraints) != len(p.Constraints) {
		t.Fatalf("%s read back as %v (%v)", fp, back, err)
	}
	iss, err := (&Puzzle{Givens: p.Givens, Constraints: []Constraint{NewIndexer(s, 9, "row"), NewIndexer(s, 10, "column")}}).ISS()
	if err != nil || iss != ".Indexing~R~R2C1.Indexing~C~R2C2" {
		t.Errorf("ISS %s (%v)", iss, err)
	} else if q, err := ParseISS(iss); err != nil || len(q.Constraints) != 2 || q.Constraints[0] != Constraint(NewIndexer(s, 9, "row")) {
		t.Errorf("%s read back as %v (%v)", iss, q, err)
	}
	if !strings.Contains(fp, `"rowindexer":[{"cells":["R`) || !strings.Contains(fp, `"clone":[{"cells":["R1C1","R1C2"],"cloneCells":["R7C4","R7C5"]}]`) {
		t.Errorf("f-puzzles %s", fp)
	}
	giveUntilUnique(t, p, sol)
	if got, want := p.Canonical().sortConstraints(), p.sortConstraints(); got != want {
		t.Errorf("an indexer's puzzle has no other disguise: canonical %s, want %s", got, want)
	}
	words := ruleWords(t, p, sol)
	indexers := 0
	for _, kind := range []string{"RowIndexer", "ColumnIndexer", "BoxIndexer"} {
		if words[kind] != "" {
			indexers++
		}
	}
	if indexers == 0 || words["Clone"] == "" {
		t.Errorf("the indexers' and the clone's steps: %v", words)
	}
	t.Log(words["RowIndexer"], " / ", words["Clone"])
}
