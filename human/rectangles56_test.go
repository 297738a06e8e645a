package human

import (
	"slices"
	"testing"
)

// TestUniqueRectanglesHoDoKu runs the finder of HoDoKu's rectangles (types
// 3, 5 and 6) on cases of HoDoKu's library, with every corner holding both
// digits and with a corner that lacks one, and on a type 2 case (the
// extras in one line), where it must find no type 5.
func TestUniqueRectanglesHoDoKu(t *testing.T) {
	tests := []struct {
		name string
		line string // a line of HoDoKu's library
		want string // "" for no type 5 on the case's digits
	}{
		{name: "type 5, three corners with 4",
			line: ":0604-1:26:+324+56+7+918..+9..+8.+3...+893+4.+5...+5+7.63.+9+9624+8+3+5+71.+37.5+9+8....+389+17..+7+96+34+2+185..1+6+7+5.+93:121 122 227 229 629 639 479:448::",
			want: "unique-rectangle-5 r4c8-4"},
		{name: "type 5, a corner lacks 5 or 7",
			line: ":0604-2:57:1..+4..+93+2.2+6.7+3+1+4+5+4+3..2+1+6+78.4+3+2+1.7+8+6+7.+26.+4+35..+6.3.+7+4+2.6..14.2+9+3+2..+7+3...43.+4..+2..+7:812 815 563 573 586 886 592 892 994 595 895:883::",
			want: "unique-rectangle-5 r8c3-8"},
		{name: "type 6",
			line: ":0605-1:67:+173+2+8..+6+4+4..+13+6...+6.8...2+31+9+3+47+5+18+26+7..6284+932+8+6+3+94+15+75.9..+3...+34.......+8+6+75123+4+9::675 687::",
			want: "unique-rectangle-6 r7c5-6 r8c7-6"},
		{name: "type 3, a naked quad with the extras of r5c7 and r5c9",
			line: ":0602-1:49:+58+1...+29+6+6+9+4+5283+7+1+2+739+1654+84+5+2.9..+8...+8.+5..2...+98.+2.+5.+9+46+23+78+153+27+1+8+5.+6.+8+154+697+3+2::156 356::",
			want: "unique-rectangle-3 r5c6-1 r5c6-3"},
		{name: "type 3, r1c2 lacks 6",
			line: ":0602-2:69:..5....183+7+19.+8...+8..+1.......+45+8+137+2+518.7.+6..+72+3+4..+1+8+54..+8..9.+1+1+8.6..4....+9.1+4+8..:612 214 215 615 216 716 425 625 228 528 932 335 336 238 438 538 638 439 639 739 956 672 273 285 786 692:316::",
			want: "unique-rectangle-3 r1c6-3"},
		{name: "type 2: the extras in one line are no type 5",
			line: ":0601-1:34:.9..+52+6+4.6..4+8..+53..5..628....8....4.1..+4......+4.27........341+8+1+865+743+92..9+21+8+576::711 713 722 723 734 739::"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, sol := readTestPosition(t, tc.line)
			got := explainedSummaries(t, &searcher{b: b}, sol, "unique-rectangles-hodoku")
			if tc.want == "" {
				if slices.ContainsFunc(got, func(s string) bool { return len(s) > 18 && s[:18] == "unique-rectangle-5" }) {
					t.Errorf("found %q, want no type 5", got)
				}
				return
			}
			if !slices.Contains(got, tc.want) {
				t.Errorf("found %q, want %q", got, tc.want)
			}
		})
	}
}

// TestUniqueRectangleType5Named checks that the natural profile's unique
// loops name a type 2 whose extras are not in one line type 5, as HoDoKu
// does, and Sudoku Explainer's profiles keep type 2.
func TestUniqueRectangleType5Named(t *testing.T) {
	const line = ":0604-1:26:+324+56+7+918..+9..+8.+3...+893+4.+5...+5+7.63.+9+9624+8+3+5+71.+37.5+9+8....+389+17..+7+96+34+2+185..1+6+7+5.+93:121 122 227 229 629 639 479:448::"
	for _, tc := range []struct {
		hodoku bool
		want   Technique
	}{{true, UniqueRectangle5}, {false, UniqueRectangle2}} {
		b, sol := readTestPosition(t, line)
		steps := collectSteps(t, &searcher{b: b, oneURType3: tc.hodoku}, sol, "unique-loops")
		if !slices.ContainsFunc(steps, func(st Step) bool { return st.Technique == tc.want && stepSummary(st) == tc.want.Key()+" r4c8-4" }) {
			t.Errorf("HoDoKu's names %v: no %s removing 4 from r4c8", tc.hodoku, tc.want.Key())
		}
	}
}

// TestUniqueRectangle56Explained is the golden explanation of a unique
// rectangle of type 5 and of type 6 in both languages.
func TestUniqueRectangle56Explained(t *testing.T) {
	tests := []struct {
		line   string
		en, ja string
	}{
		{line: ":0604-1:26:+324+56+7+918..+9..+8.+3...+893+4.+5...+5+7.63.+9+9624+8+3+5+71.+37.5+9+8....+389+17..+7+96+34+2+185..1+6+7+5.+93:121 122 227 229 629 639 479:448::",
			en: "If r6c8, r6c9, r7c9 and r7c8 held only 2 and 6, the puzzle would have two solutions (a deadly pattern). As it has one, one of r6c8, r6c9 and r7c8 takes a digit other than 2 and 6. So: remove 4 from r4c8.",
			ja: "r6c8、r6c9、r7c9、r7c8が2・6だけになると、2通りの解ができてしまいます（デッドリーパターン）。解はただ1つなので、r6c8、r6c9、r7c8のどれかには2・6以外の数字が入ります。よって、r4c8から4を消せます。"},
		{line: ":0605-1:67:+173+2+8..+6+4+4..+13+6...+6.8...2+31+9+3+47+5+18+26+7..6284+932+8+6+3+94+15+75.9..+3...+34.......+8+6+75123+4+9::675 687::",
			en: "If r7c5, r7c7, r8c7 and r8c5 held only 6 and 7, the puzzle would have two solutions (a deadly pattern). As it has one, in the rectangle's two rows and two columns, 6 can go only in its corners, so it fills two opposite corners; were they r7c5 and r8c7, the other two would take the other digit. So: remove 6 from r7c5 and r8c7.",
			ja: "r7c5、r7c7、r8c7、r8c5が6・7だけになると、2通りの解ができてしまいます（デッドリーパターン）。解はただ1つなので、長方形の2つの行と2つの列では6が角にしか入らず、向かい合う2つの角に入ります。それがr7c5、r8c7だと、残りの2つの角はもう一方の数字になってしまいます。よって、r7c5、r8c7から6を消せます。"},
	}
	for _, tc := range tests {
		b, _ := readTestPosition(t, tc.line)
		st, ok := findWith(b, finders["unique-rectangles-hodoku"].find)
		if !ok {
			t.Fatalf("%s: no unique rectangle", tc.line)
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
