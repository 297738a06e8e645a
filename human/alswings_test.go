package human

import (
	"context"
	"testing"

	"github.com/nanpure/nanpure/sudoku"
)

// TestALSWingShapes runs the ALS wings on hand-made positions of other box
// shapes: every cell holds the filler digits (too many, with any digit of
// the wing, to make a set, and no bivalue cell) except the cells named,
// which hold the digits given.
func TestALSWingShapes(t *testing.T) {
	tests := []struct {
		name   string
		box    [2]int // box rows, box columns
		k      int    // cells in the set
		filler []sudoku.Digit
		cells  map[string][]sudoku.Digit
		want   string
	}{
		{
			// TUVWXYZ in a 4x4 box: the set r1c1, r1c2, r1c3, r2c1, r2c2,
			// r3c1 holds 1-7; r3c5 = {6,7} sees the only 6 (r3c1), so 7 is
			// in r3c5 or in the set (r3c1 or r2c2): r3c2 and r3c4 see them
			// all.
			name: "TUVWXYZ in a 4x4 box", box: [2]int{4, 4}, k: 6,
			filler: digitRange(8, 16),
			cells: map[string][]sudoku.Digit{
				"r1c1": {1, 2}, "r1c2": {2, 3}, "r1c3": {3, 4}, "r2c1": {4, 5}, "r2c2": {5, 7}, "r3c1": {6, 7},
				"r3c5": {6, 7}, "r3c2": digitRange(7, 16), "r3c4": digitRange(7, 16),
			},
			want: "tuvwxyz-wing: r3c2-7 r3c4-7",
		},
		{
			// The same wing where no cell that sees every 7 holds 7.
			name: "TUVWXYZ that removes nothing", box: [2]int{4, 4}, k: 6,
			filler: digitRange(8, 16),
			cells: map[string][]sudoku.Digit{
				"r1c1": {1, 2}, "r1c2": {2, 3}, "r1c3": {3, 4}, "r2c1": {4, 5}, "r2c2": {5, 7}, "r3c1": {6, 7},
				"r3c5": {6, 7},
			},
			want: "",
		},
		{
			// Two UVWXYZ-Wings of one elimination each. A (row 1, with
			// r2c1) is doubly linked but only its z goes, so Sukaku
			// Explainer names it singly linked (suffix 1210) and prefers B
			// (suffix 1311, a cell of 3); counted as doubly linked (2210),
			// A would come first.
			name: "a doubly linked wing removing only z is singly linked", box: [2]int{3, 4}, k: 5,
			filler: digitRange(7, 12),
			cells: map[string][]sudoku.Digit{
				// A
				"r1c1": {1, 2}, "r1c2": {2, 3}, "r1c3": {3, 4}, "r1c4": {4, 5}, "r1c5": {5, 6},
				"r2c1": {1, 2}, "r2c2": append(digitRange(7, 12), 2),
				// B
				"r4c9": {3, 4}, "r4c10": {4, 5}, "r5c9": {1, 2, 3}, "r6c9": {5, 6}, "r6c10": {6, 1},
				"r5c7": {1, 2}, "r5c11": append(digitRange(7, 12), 1),
			},
			want: "uvwxyz-wing: r5c11-1",
		},
	}
	for _, tt := range tests {
		sh := sudoku.MustShape(tt.box[0], tt.box[1])
		b, err := NewBoard(sudoku.NewGrid(sh))
		if err != nil {
			t.Fatal(err)
		}
		for c := 0; c < sh.Cells; c++ {
			b.SetCandidates(c, sudoku.SetOf(tt.filler...))
		}
		for name, ds := range tt.cells {
			c, ok := cellNamed(sh, name)
			if !ok {
				t.Fatalf("%s: no cell %s", tt.name, name)
			}
			b.SetCandidates(c, sudoku.SetOf(ds...))
		}
		got := ""
		if st, ok := findWith(b, func(s *searcher) bool { return s.alsWing(tt.k) }); ok {
			st.Shape = sh
			got = summary(st)
			if st.Explain(English) == "" || st.Explain(Japanese) == "" {
				t.Errorf("%s: no explanation", tt.name)
			}
		}
		if got != tt.want {
			t.Errorf("%s: found %q, want %q", tt.name, got, tt.want)
		}
	}
}

// cellNamed returns the cell of a name such as "r5c11".
func cellNamed(sh *sudoku.Shape, name string) (int, bool) {
	for c := 0; c < sh.Cells; c++ {
		if sh.CellName(c) == name {
			return c, true
		}
	}
	return 0, false
}

// digitRange returns the digits from a to b.
func digitRange(a, b sudoku.Digit) []sudoku.Digit {
	var ds []sudoku.Digit
	for d := a; d <= b; d++ {
		ds = append(ds, d)
	}
	return ds
}

// TestALSWingsOnSukakuPaths checks steps of Sukaku Explainer 1.18.1's
// rating paths (run by hand) where it takes a UVWXYZ- or TUVWXYZ-Wing: the
// profile must reach them in its order (UVWXYZ before the forcing chains,
// TUVWXYZ after them) and find the same wing.
func TestALSWingsOnSukakuPaths(t *testing.T) {
	tests := []struct {
		puzzle string
		step   int
		want   string
	}{
		{"2..6....7.93....1......4.9...2317..8...4.6...9..2587...7.5......6....27.4....1..6", 33, "uvwxyz-wing: r2c9-4"},
		{"279........8.97...4..68.....21..3.......2.......7..94.....58..9...13.7........485", 25, "uvwxyz-wing: r6c3-3 r6c3-5 r8c2-4"},
		{"7.....3..1...5.9..4..6....1.....98..264.........7...5.6....8.....2.6..9..3..4...2", 11, "tuvwxyz-wing: r2c9-4"},
		{"..7..8.....6.2.3...3......9.1..5..6.....1.....7.9....2........4.83..4...26....51.", 15, "tuvwxyz-wing: r6c5-3"},
	}
	for _, tt := range tests {
		b, err := NewBoard(mustParse(t, tt.puzzle))
		if err != nil {
			t.Fatal(err)
		}
		sv := NewSolver(&Options{Profile: SukakuExplainer})
		var st Step
		for i := 0; i < tt.step; i++ {
			if st, err = sv.Next(context.Background(), b); err != nil {
				t.Fatalf("%s step %d: %v", tt.puzzle, i+1, err)
			}
			b.Apply(st)
		}
		st.Shape = b.Shape
		if got := summary(st); got != tt.want {
			t.Errorf("%s step %d: %q, want %q", tt.puzzle, tt.step, got, tt.want)
		}
	}
}
