package human

import (
	"context"
	"fmt"
	"slices"
	"testing"
)

// TestAvoidableRectangles runs the avoidable rectangle finder on cases of
// HoDoKu's library, on the board ReadPosition makes (which knows the
// givens), then on the same candidates in a board that does not know which
// digits are givens and in one where every digit is a given: neither may
// claim an avoidable rectangle.
func TestAvoidableRectangles(t *testing.T) {
	tests := []struct {
		name string
		line string // a line of HoDoKu's library
		want string
	}{
		{name: "type 1 (library case 1)",
			line: ":0607-1:19:+6+45.+3..+1.+1+9+3..268.7+2+8+6.14+3.+3+5+21.68...+1+63+8.....87.+2+51+638+712.43.+6+53+4.6..2+126+9.+1+3.+4+8:714 717 919 525 945 749 757 957 958 559 759 959:951::",
			want: "avoidable-rectangle-1 r5c1-9"},
		{name: "type 1 (library case 8)",
			line: ":0607-1:14:+1.+59+6..+7.6.41.7.5.+9+3+7+42518+6+41+6.+7..+2.+7+93.+1+2.+6.8+526+4973+1+2+79..+1+64+5+3+6+125+4+8+9754+8+7+9+6+213::459::",
			want: "avoidable-rectangle-1 r5c9-4"},
		{name: "type 2: 1 and 2 placed, r3c45 hold 17 and 27",
			line: ":0608-1:12:......+531.96...7+425.....+6+9+8......8..7.94..+1.+3....329..+9..+1+28+3+65+832.5.+41+9+6+51+3+49+287:814 815 141 142:714 715 716 732 733 736::",
			want: "avoidable-rectangle-2 r1c4-7 r1c5-7 r1c6-7 r3c2-7 r3c3-7 r3c6-7"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, sol := readTestPosition(t, tc.line)
			got := explainedSummaries(t, &searcher{b: b}, sol, "avoidable-rectangles")
			if !slices.Contains(got, tc.want) {
				t.Errorf("found %q, want %q", got, tc.want)
			}

			unknown := b.Clone()
			unknown.given = nil
			allGiven := b.Clone()
			if err := allGiven.MarkGivens(b.Grid()); err != nil {
				t.Fatal(err)
			}
			for name, ob := range map[string]*Board{"givens unknown": unknown, "every digit given": allGiven} {
				if st := collectSteps(t, &searcher{b: ob}, sol, "avoidable-rectangles"); len(st) > 0 {
					t.Errorf("%s: found %s", name, stepSummary(st[0]))
				}
			}
		})
	}
}

// TestMarkGivens checks that a board refuses givens it does not hold.
func TestMarkGivens(t *testing.T) {
	g := mustParse(t, deadlyRectangle)
	b, err := NewBoard(g)
	if err != nil {
		t.Fatal(err)
	}
	if b.KnowsGivens() {
		t.Error("a new board knows its givens")
	}
	other := g.Clone()
	for i, d := range other.Cells {
		if d == 0 {
			other.Cells[i] = 1
			break
		}
	}
	if err := b.MarkGivens(other); err == nil {
		t.Error("givens the board does not hold: no error")
	}
	if err := b.MarkGivens(g); err != nil || !b.KnowsGivens() {
		t.Errorf("MarkGivens(the board's own grid): %v", err)
	}
}

// TestAvoidableExplained is the golden explanation of an avoidable
// rectangle of each type in both languages.
func TestAvoidableExplained(t *testing.T) {
	tests := []struct {
		line   string
		en, ja string
	}{
		{line: ":0607-1:14:+1.+59+6..+7.6.41.7.5.+9+3+7+42518+6+41+6.+7..+2.+7+93.+1+2.+6.8+526+4973+1+2+79..+1+64+5+3+6+125+4+8+9754+8+7+9+6+213::459::",
			en: "The digits of r5c5, r6c9 and r6c5 were placed, not given. If r5c5, r5c9, r6c9 and r6c5 held 1 and 4 crosswise, the two digits could be swapped there and the givens would allow two solutions (a deadly pattern). As the puzzle has one, r5c9 cannot take the digit that would complete the pattern. So: remove 4 from r5c9.",
			ja: "r5c5、r6c9、r6c5の数字は初期配置ではなく、途中で入れたものです。r5c5、r5c9、r6c9、r6c5に1・4がたすき掛けに入ると、そこで2つの数字を入れ替えられ、初期配置から2通りの解ができてしまいます（デッドリーパターン）。解はただ1つなので、r5c9はこのパターンを完成させる数字になりません。よって、r5c9から4を消せます。"},
		{line: ":0608-1:12:......+531.96...7+425.....+6+9+8......8..7.94..+1.+3....329..+9..+1+28+3+65+832.5.+41+9+6+51+3+49+287:814 815 141 142:714 715 716 732 733 736::",
			en: "The digits of r7c5 and r7c4 were placed, not given. If r3c4, r3c5, r7c5 and r7c4 held 1 and 2 crosswise, the two digits could be swapped there and the givens would allow two solutions (a deadly pattern). As the puzzle has one, one of r3c4 and r3c5 takes its other digit, 7. So: remove 7 from r1c4, r1c5, r1c6, r3c2, r3c3 and r3c6.",
			ja: "r7c5、r7c4の数字は初期配置ではなく、途中で入れたものです。r3c4、r3c5、r7c5、r7c4に1・2がたすき掛けに入ると、そこで2つの数字を入れ替えられ、初期配置から2通りの解ができてしまいます（デッドリーパターン）。解はただ1つなので、r3c4、r3c5のどちらかはもう一つの候補7になります。よって、r1c4、r1c5、r1c6、r3c2、r3c3、r3c6から7を消せます。"},
	}
	for _, tc := range tests {
		b, _ := readTestPosition(t, tc.line)
		st, ok := findWith(b, finders["avoidable-rectangles"].find)
		if !ok {
			t.Fatalf("%s: no avoidable rectangle", tc.line)
		}
		st.Shape = b.Shape
		if got := st.Explain(English); got != tc.en {
			t.Errorf("English: got\n%s\nwant\n%s", got, tc.en)
		}
		if got := st.Explain(Japanese); got != tc.ja {
			t.Errorf("Japanese: got\n%s\nwant\n%s", got, tc.ja)
		}
	}
}

// TestAvoidableSound solves sample puzzles in the natural profile on a
// board that knows its givens and, before every step, checks every step
// the finders of this family (avoidable rectangles, HoDoKu's unique
// rectangles, locked sets) would take there against the solution; the
// avoidable rectangles must be met on the way.
func TestAvoidableSound(t *testing.T) {
	keys := []string{"avoidable-rectangles", "unique-rectangles-hodoku", "locked-pair", "locked-triple"}
	found := map[string]int{}
	for _, f := range []struct {
		name  string
		every int
	}{{"emerentius_medium.answers.txt", 4}, {"norvig_top95.answers.txt", 8}} {
		for _, a := range sample(f.name, f.every) {
			if a.Count != 1 {
				continue
			}
			g := mustParse(t, a.Puzzle)
			sol := mustParse(t, a.Solution)
			b, err := NewBoard(g)
			if err != nil {
				t.Fatal(err)
			}
			if err := b.MarkGivens(g); err != nil {
				t.Fatal(err)
			}
			where := fmt.Sprintf("%s line %d", f.name, a.Line)
			_, err = NewSolver(&Options{Profile: Natural}).Solve(context.Background(), b, func(Step) {
				for _, k := range keys {
					s := &searcher{ctx: context.Background(), b: b}
					s.setProfile(Natural)
					s.collect = func(st Step) bool {
						checkStep(t, where+" "+k, b, sol, st)
						found[k]++
						return false
					}
					finders[k].find(s)
				}
			})
			if err != nil {
				t.Fatalf("%s: %v", where, err)
			}
		}
	}
	t.Logf("steps checked: %v", found)
	for _, k := range keys {
		if found[k] == 0 {
			t.Errorf("no step of %s met", k)
		}
	}
}
