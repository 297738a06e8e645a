package human

import (
	"fmt"
	"slices"
	"testing"

	"github.com/nanpure/nanpure/sudoku"
)

// TestOneURType3 checks the natural profile's unique rectangle of type 3
// as one step (oneURType3) on a case of HoDoKu's library where the set
// lies in a column and a box: one step with the eliminations of both;
// without the option (the sukaku and se profiles), two.
func TestOneURType3(t *testing.T) {
	const line = ":0602-1:89:3.......7...98.+5.3.5.....2+6+2+31+4..+6+85+7968+512+3+4...+6237+9+1..4...+1+79..+371.+45.......36.::212 222 293 722 793::"
	tests := []struct {
		name string
		one  bool
		want []string // the type 3 steps
	}{
		{name: "natural: one step", one: true, want: []string{"unique-rectangle-3 r1c2-2 r2c2-2 r2c2-7 r9c3-2 r9c3-7"}},
		{name: "Sudoku Explainer's: two steps", one: false,
			want: []string{"unique-rectangle-3 r1c2-2 r2c2-2 r2c2-7", "unique-rectangle-3 r9c3-2 r9c3-7"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, sol := readTestPosition(t, line)
			var got []string
			for _, st := range collectSteps(t, &searcher{b: b, oneURType3: tc.one}, sol, "unique-loops") {
				if st.Technique == UniqueRectangle3 {
					got = append(got, stepSummary(st))
				}
			}
			slices.Sort(got)
			if !slices.Equal(got, tc.want) {
				t.Errorf("found %q, want %q", got, tc.want)
			}
		})
	}
}

// TestUniqueRectanglesMissing runs the natural profile's finder of unique
// rectangles with a missing candidate on cases of HoDoKu's library: it
// gives the case's step where a corner lacks a digit of the pair, and
// nothing where every corner holds both (Sudoku Explainer's unique loops
// find those).
func TestUniqueRectanglesMissing(t *testing.T) {
	tests := []struct {
		name string
		line string // a line of HoDoKu's library
		want []string
	}{
		{name: "type 1, the extra corner lacks 6",
			line: ":0600-2:68:....+3.9.18.+1+97.+4+3.+3.+9.+1....43+85+6+7+2+1+9+9..+48+157+3+71+5+2+9+36..+1..3.9...5+9+3+7+4.+12....1..+3+9.:616 816 626 732 636 836 639 672 296 596 699:899::",
			want: []string{"unique-rectangle-1 r9c9-8"}},
		{name: "type 2",
			line: ":0601-2:15:.32+71.......6+2+37.4...+8.9+3.+2.+2.53.+1..7.+1+2.+68.+3+3..+1..+42.2.+34.+1....1.+9..+23....+3.+25+4+1:511 811 911 518 821 921 522 523 828 928 431 532 433 538 562 972:632 633::",
			want: []string{"unique-rectangle-2 r3c2-6 r3c3-6"}},
		{name: "type 4",
			line: ":0603-2:28:+4...+5.1.85+1.2.+4.........4.+59.+4....5....34..+1.+1..+56.2+4....6+15+97+4+641...+5+8+2+7..+4..+63+1:916 323 723 325 725 629 929 734 934 735 836 936 242 744 846 853 256 986 292 892 293 893 995 996:845::",
			want: []string{"unique-rectangle-4 r4c5-8"}},
		{name: "every corner holds both: none",
			line: ":0600-1:23:+4+7.3..1.8+85.4...9.39.+86.+4.7+1342+8.+5.+9+2+8+5+1...+3+496+7+53+4..1+6+2871+3+9+45+5+1+3+9+42..+6+74+96+58.+1.::227 327::"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, sol := readTestPosition(t, tc.line)
			got := explainedSummaries(t, &searcher{b: b}, sol, "unique-rectangles-missing")
			for _, w := range tc.want {
				if !slices.Contains(got, w) {
					t.Errorf("%s not found; found %q", w, got)
				}
			}
			if tc.want == nil && got != nil {
				t.Errorf("found %q, want nothing", got)
			}
		})
	}
}

// TestHiddenRectangleMissing runs the hidden rectangle finder on cases of
// HoDoKu's library: with a corner that has lost a digit of the pair it
// still applies; in the library's fail case (the digit's places in Y's
// row and column are not the rectangle's) it must not.
func TestHiddenRectangleMissing(t *testing.T) {
	tests := []struct {
		name string
		line string // a line of HoDoKu's library
		want string // "" for nothing on the case's digits
	}{
		{name: "a corner lacks 5 or 6",
			line: ":0606-2:56:....17.3+22+7+3+4+6+58+9+1....3+2+7+5..+8.6+5+32+19+531+7+2+9..+8+6+2+9+1..+3+75.4+2+3+9.+58.9..2..+1.+3+3..5..+9+2.:813 431 632 833 683 793 699:613::",
			want: "hidden-rectangle r1c3-6"},
		{name: "a corner lacks 2 or 7",
			line: ":0606-2:27:+2..+54+39...+43+92+1...+51+9+8+7+6+3+2+4...1+92.+434.+1+7+3+5.8+99+3.6+8+4...8+9.+2.74+3.+1.+43.+8.+9.+3..+4.+9.5.:712 619 819 627 727 629 729 642 742 643 687 793 297 697 799:292::",
			want: "hidden-rectangle r9c2-2"},
		{name: "HoDoKu's fail case",
			line: ":0606-x:34:.51.+8..4+2....2.3...........3..8.+29.....5.4......1.+9+4.....7+5+6+214.6.+29....2........:432 732 832 932 433 633 733 833 933 334 335 635 735 336 881 383 883 392 492 892 992 393 493 893 993 395:435::"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, sol := readTestPosition(t, tc.line)
			var got []string
			for _, st := range collectSteps(t, &searcher{b: b}, sol, "hidden-rectangle") {
				if tc.want != "" || st.Digits == sudoku.Bit(3)|sudoku.Bit(4) {
					got = append(got, stepSummary(st))
				}
			}
			if tc.want == "" && got != nil || tc.want != "" && !slices.Contains(got, tc.want) {
				t.Errorf("found %q, want %q", got, tc.want)
			}
		})
	}
}

// TestSmallURSets checks the hidden sets of unique loops of type 3 from
// size 2 (smallURSets, Sukaku Explainer's default) on line 58 of the
// forum's hardest list after its first two steps: the extra cells r2c1
// and r2c2 hold four extra digits, and in row 2 the rectangle's digits 6
// and 9 can go only in them and r2c4, a hidden pair that takes 1 from
// r2c4 (4.5). Sudoku Explainer 1.2.1 looks only for sets of four digits or
// more there, which a row of six empty cells is too small for: nothing.
func TestSmallURSets(t *testing.T) {
	const pm = `
34679 34689 234 3469 2348 347 5789 589 1
15679 1689 15 169 18 17 2 3 4
13479 13489 1234 1349 12348 5 789 6 78
69 69 1345 134 7 8 1345 1245 235
1345 134 8 2 134 9 1345 7 6
134 2 7 5 6 134 1348 148 9
134 7 6 134 5 2 13489 1489 38
2 134 9 8 134 6 13457 145 357
8 5 134 7 9 134 6 124 23`
	for _, tc := range []struct {
		small bool
		want  string
	}{{true, "4.5 unique-rectangle-3 r2c4-1"}, {false, ""}} {
		b, sol := readTestPosition(t, pm)
		first := "" // the first step found, "" for none
		if steps := collectSteps(t, &searcher{b: b, smallURSets: tc.small}, sol, "unique-loops"); len(steps) > 0 {
			first = fmt.Sprintf("%.1f %s", steps[0].Difficulty, stepSummary(steps[0]))
		}
		if first != tc.want {
			t.Errorf("smallURSets %v: found %q first, want %q", tc.small, first, tc.want)
		}
	}
}
