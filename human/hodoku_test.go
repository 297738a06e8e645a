package human

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/nanpure/nanpure/sudoku"
)

// TestHoDoKuPath checks the start of the HoDoKu profile's path on puzzles
// against HoDoKu 2.2.4's own ("hodoku /bs FILE /vp", run by hand): which
// single comes first follows HoDoKu's queues of singles, and the locked
// candidates its order of boxes and digits.
func TestHoDoKuPath(t *testing.T) {
	tests := []struct {
		puzzle string
		want   []string // the first steps, as "key placements-or-eliminations"
	}{
		{"81..7..........6............7.53..1...4...5..25...1..7..7..81.5...2...64.86.5..2.", []string{
			"hidden-single r5c1=1", "hidden-single r8c7=8", "hidden-single r8c3=1",
			"naked-single r8c5=9", "naked-single r8c2=3", "naked-single r8c1=5", "full-house r8c6=7",
			"hidden-single r7c2=2", "hidden-single r9c4=1", "hidden-single r9c7=7",
			"hidden-single r6c3=3", "hidden-single r5c4=7", "hidden-single r4c3=8",
			"pointing r3c4<>6 r3c5<>6 r3c6<>6", "pointing r2c1<>4 r3c1<>4", "pointing r2c1<>9 r3c1<>9 r4c1<>9",
			"naked-single r4c1=6", "full-house r5c2=9", "naked-single r2c2=4", "full-house r3c2=6",
			"hidden-single r5c9=6", "naked-single r5c6=2", "naked-single r5c5=8", "full-house r5c8=3",
			"naked-single r7c8=9", "full-house r9c9=3", "naked-single r7c1=4", "full-house r9c1=9",
			"full-house r9c6=4",
		}},
		// Regressions
		// Naked singles come out in the order they arose, not in cell order.
		{".2....6..4...5...2..6.31.7...1.452...8.6......35.7.8...5....7..............7.24..", []string{
			"naked-single r3c2=9", "naked-single r6c6=9", "naked-single r3c7=5", "naked-single r5c6=3",
			"naked-single r3c1=8", "naked-single r4c4=8", "naked-single r3c9=4", "full-house r3c4=2",
			"naked-single r2c4=9", "naked-single r6c4=1", "full-house r5c5=2",
		}},
	}
	for _, tt := range tests {
		b, sv := hodokuStart(t, tt.puzzle)
		for i, want := range tt.want {
			st, err := sv.Next(context.Background(), b)
			if err != nil {
				t.Fatalf("%s step %d: %v", tt.puzzle, i+1, err)
			}
			if got := stepEffect(st); got != want {
				t.Errorf("%s step %d: %s, want %s", tt.puzzle, i+1, got, want)
				break
			}
			b.Apply(st)
		}
	}
}

// TestHoDoKuQueueAfterChain checks that the candidates a chain removes
// reach HoDoKu's queues of singles in digit order, then cell order (HoDoKu
// sorts a chain's candidates so before it applies them): after this AIC,
// r9c5 loses 5 first and becomes a naked single before r2c5, as in HoDoKu
// 2.2.4's path (steps 18 to 20 of "hodoku /bs FILE /vp").
func TestHoDoKuQueueAfterChain(t *testing.T) {
	b, sv := hodokuStart(t, "5.39....7.8.....3.2.7...5...1..23.....4.6.2.....54..9...9...7.4.7.....6.1....83.9")
	want := map[int]string{18: "aic r2c5<>7 r9c5<>5", 19: "naked-single r9c5=7", 20: "naked-single r2c5=5"}
	for i := 1; i <= 20; i++ {
		st, err := sv.Next(context.Background(), b)
		if err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
		if w, ok := want[i]; ok && stepEffect(st) != w {
			t.Errorf("step %d: %s, want %s", i, stepEffect(st), w)
		}
		b.Apply(st)
	}
}

// hodokuStart returns the board of a puzzle and a solver of the HoDoKu
// profile.
func hodokuStart(t *testing.T, puzzle string) (*Board, *Solver) {
	t.Helper()
	return mustBoard(t, puzzle), NewSolver(&Options{Profile: HoDoKu})
}

// stepEffect writes a step as its technique's key and what it places or
// removes.
func stepEffect(st Step) string {
	var sb strings.Builder
	sb.WriteString(st.Technique.Key())
	for _, p := range st.Placements {
		fmt.Fprintf(&sb, " %s=%d", st.Shape.CellName(p.Cell), p.Digit)
	}
	for _, e := range st.Eliminations {
		fmt.Fprintf(&sb, " %s<>%d", st.Shape.CellName(e.Cell), e.Digit)
	}
	return sb.String()
}

// TestHoDoKuKeys checks the keys only the HoDoKu profile uses: a finder
// filtered to one of its techniques, and the best step of a finder.
func TestHoDoKuKeys(t *testing.T) {
	for _, k := range []string{"turbot-fish/skyscraper", "xy-chain!", "nice-loops/x-chain!"} {
		f := lookupFinder(HoDoKu, k)
		if f.key != k {
			t.Errorf("lookupFinder(%q).key = %q", k, f.key)
		}
	}
	for _, k := range []string{"turbot-fish/x-wing", "no-such-finder", "xy-chain/no-such-technique"} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("lookupFinder(%q) did not panic", k)
				}
			}()
			lookupFinder(HoDoKu, k)
		}()
	}
	// HoDoKu's sort: more eliminations first, then the lower weighted sum.
	a := Step{Eliminations: []Candidate{{1, 2}, {3, 4}}}
	b := Step{Eliminations: []Candidate{{0, 2}}}
	c := Step{Eliminations: []Candidate{{0, 2}, {3, 4}}}
	if hodokuCompare(a, b) >= 0 || hodokuCompare(c, a) >= 0 || hodokuCompare(a, a) != 0 {
		t.Errorf("hodokuCompare: %d %d %d", hodokuCompare(a, b), hodokuCompare(c, a), hodokuCompare(a, a))
	}
}

// TestHoDoKuChoice checks, where a position offers several steps of a
// technique, that the HoDoKu profile takes the one HoDoKu 2.2.4 takes
// ("hodoku /bs FILE /vp", run by hand): the first step of the technique on
// the profile's path.
func TestHoDoKuChoice(t *testing.T) {
	tests := []struct {
		puzzle, key, want string
	}{
		// HoDoKu meets an XY-Wing's three cells in cell order, and tries
		// each of them as the pivot in turn.
		{".3.12..8..65....3..9..........39.26..4.8............4......16.....5...23.53.429..", "xy-wing", "xy-wing r1c3<>4 r8c1<>4"},
		// HoDoKu tries the smaller digit of a W-Wing's cells as the one removed first.
		{".....9.3....26...9.6.18..2....398...4............5.9..5...3.18.9.2...3.518....6..", "w-wing", "w-wing r2c6<>4"},
		// HoDoKu takes the first skyscraper it meets, on rows before
		// columns, digit by digit; the first kite digit by digit, row by row.
		{"..2..9..4...385.2.38..............4...6...5....35.2.9.61........45.269.....9.4...", "skyscraper", "skyscraper r1c5<>7"},
		{".6.5.1.9.1...9..539....7....4.8...7.......5.8.817.5.3.....5.2............76..8...", "skyscraper", "skyscraper r5c8<>1"},
		{"26...7..5......8.7....5.12...9..5..1...431...5..8..4...34.6....8.2......6..7...34", "two-string-kite", "two-string-kite r3c1<>3"},
		// The first empty rectangle by digit, box and heart, looking along
		// the heart's row first.
		{".4..9.7.5.....7.6.5....43..4....8.....7...4.9......2.6.5.4........3.65.7.26.7....", "empty-rectangle", "empty-rectangle r2c5<>8"},
	}
	for _, tt := range tests {
		b, sv := hodokuStart(t, tt.puzzle)
		got := "none"
		for !b.Solved() {
			st, err := sv.Next(context.Background(), b)
			if err != nil {
				t.Fatalf("%s: %v", tt.puzzle, err)
			}
			if st.Technique.Key() == tt.key {
				got = stepEffect(st)
				break
			}
			b.Apply(st)
		}
		if got != tt.want {
			t.Errorf("%s: first %s is %s, want %s", tt.puzzle, tt.key, got, tt.want)
		}
	}
}

// TestHoDoKuFinnedFishOrder: HoDoKu 2.2.4 printed this position before
// the Finned Swordfish of its path ("/vg l:fbf3"): of two, the one on rows
// 1, 6 and 9, whose base lines come first in lexicographic order (HoDoKu's),
// not the one on rows 3, 5 and 9, which come first by their largest line.
func TestHoDoKuFinnedFishOrder(t *testing.T) {
	const line = ":0311:9:..+3.1+84.+2926+3+4+57+8+1.....2+5+3.....59.233.+24+8..5....+2+36..+4.3.+5.4+21.+24+18.+39.+5..5.2.+3+48:714 731 732 733 635 741 841 742 752 659 761 762 671 773 775 694 794:952::"
	checkHoDoKuNext(t, line, FinnedSwordfish, "952")
}

// checkHoDoKuNext checks that the HoDoKu profile's next step at the
// position of a line of HoDoKu's library is of technique tech and removes
// the candidates elims ("751 757", digit-row-column, in digit order).
func checkHoDoKuNext(t *testing.T, line string, tech Technique, elims string) {
	t.Helper()
	p, err := ParsePosition(line, sudoku.Options{})
	if err != nil {
		t.Fatal(err)
	}
	r, err := ReadPosition(context.Background(), p, 2)
	if err != nil || r.Verdict != Unique {
		t.Fatalf("%v, %v", r, err)
	}
	st, err := NewSolver(&Options{Profile: HoDoKu}).Next(context.Background(), r.Board)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range st.Eliminations {
		got = append(got, fmt.Sprintf("%d%d%d", c.Digit, c.Cell/9+1, c.Cell%9+1))
	}
	slices.Sort(got)
	if st.Technique != tech || strings.Join(got, " ") != elims || len(st.Decides) > 0 {
		t.Errorf("%s removes %v, decides %v; HoDoKu's %s removes %s", st.Technique.Key(), got, st.Decides, tech.Key(), elims)
	}
}

// TestHoDoKuXChainOwnStart: HoDoKu 2.2.4 printed this position before
// the X-Chain of its path ("/vg l:x"), 7 r5c6 =7= r7c6 ... =7= r5c6, whose
// two ends are r5c6: it removes 7 from the cells that see r5c6. The
// HoDoKu profile's next step there is that X-Chain, not a shorter one.
func TestHoDoKuXChainOwnStart(t *testing.T) {
	const line = ":0701:7:+2..+87+4.+61+6..3+2+1...87+1+695+24+3.+5.+21.6.4.26+4....9.....+6.32.625+3.+4..+5+89.+423.64...+68.+2.:741 343 746 758 962 778:751 757 764 776::9"
	checkHoDoKuNext(t, line, XChain, "751 757 764 776")
}
