package human

import (
	"slices"
	"testing"
)

// TestSueDeCoq runs the Sue de Coq finder in collect mode on cases of
// HoDoKu's library, one for each form: the step must remove exactly the
// case's candidates (all those of its sets, in one step), and be explained
// in both languages.
func TestSueDeCoq(t *testing.T) {
	tests := []struct {
		name string
		line string // a line of HoDoKu's library
		want string
	}{
		{name: "two cells with four digits, a bivalue cell on each side (library line 1511)",
			line: ":1101:189:+861..7+5+2+3+2+7+36859..+5+942+1+3+7+8+6.+3+2..+4+857.47...+36..8+5+73.+1..7+2+8..9+63.35....4..+4+1.+3..2..::186 886 999::",
			want: "sue-de-coq r8c6-1 r8c6-8 r9c9-9"},
		{name: "a digit of A in neither set leaves both houses (library line 1507)",
			line: ":1101:12678:+1...32..52.4..+57.+3+3.+59....8+74+32598..+9.....+35.+516......+4.7...+5.98+5....43.6..5.....:618 628 638 854 855 856 159 259 659 468:185 195 196 278 685 785 795 796 878 895 896::",
			want: "sue-de-coq r7c8-2 r7c8-8 r8c5-1 r8c5-6 r8c5-7 r9c5-1 r9c5-7 r9c5-8 r9c6-1 r9c6-7 r9c6-8"},
		// Regressions: the forms the finder of one bivalue cell a side missed.
		{name: "three cells of the line, two cells with six digits (library line 1494)",
			line: ":1101:1269:.....3+5+1+7+1+3+5+42+786+9867+91+54..+6+935+4+82+717183.+2.+54+2+54...........47.55......+4.....+5..9.::184 186 194 273 684 685 686 694 973::",
			want: "sue-de-coq r7c3-2 r7c3-9 r8c4-1 r8c4-6 r8c5-6 r8c6-1 r8c6-6 r9c4-1 r9c4-6"},
		{name: "three cells of the box, with an extra digit (library line 1498)",
			line: ":1101:268:.+9+3.8+4+71684697+1..+3...3..94+8..54..+6+71....2..9.+964+715+8+32.7+2+1..3.9138.......+5+9...+1..::286 296 686 696 896::",
			want: "sue-de-coq r8c6-2 r8c6-6 r9c6-2 r9c6-6 r9c6-8"},
		{name: "an extra digit of both sets, the box's set taking the intersection's third cell (library line 1510)",
			line: ":1101:58:9+76.......41.......+8+3....7.+7+9+5+26+4+1+83+6+3891+574+212+48+7+3...86+9+4325+1+7+3+12...+4+96+457.+9.+23+8:519 627 927 539 939:524 826 827::",
			want: "sue-de-coq r2c4-5 r2c6-8 r2c7-8"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, sol := readTestPosition(t, tc.line)
			if got := explainedSummaries(t, &searcher{b: b}, sol, "sue-de-coq"); !slices.Contains(got, tc.want) {
				t.Errorf("found %q, want %q", got, tc.want)
			}
		})
	}
}

// TestSueDeCoqExplained is the golden explanation, in both languages, of
// a Sue de Coq whose box set has extra digits.
func TestSueDeCoqExplained(t *testing.T) {
	const line = ":1101:58:9+76.......41.......+8+3....7.+7+9+5+26+4+1+83+6+3891+574+212+48+7+3...86+9+4325+1+7+3+12...+4+96+457.+9.+23+8:519 627 927 539 939:524 826 827::"
	b, _ := readTestPosition(t, line)
	st, ok := findWith(b, finders["sue-de-coq"].find)
	if !ok {
		t.Fatal("no Sue de Coq")
	}
	st.Shape = b.Shape
	for _, tc := range []struct {
		l    Lang
		want string
	}{
		{English, "A = {r2c7, r2c8 and r2c9} (2, 3, 5, 6, 8 and 9), where row 2 meets box 3, holds 3 digits more than cells; B = {r2c1} (2 and 5) in the rest of row 2 and C = {r1c7, r1c9, r3c7 and r3c9} (1, 3, 4, 6, 8 and 9) in the rest of box 3 have no digit of A in common. A and B lie in row 2, A and C in box 3, so a digit of A fills one of these cells at most, and another digit one cell of B and one of C at most. The cells are as many as these places, so every digit fills all its places: 2 and 5 lie in A or B, and leave the rest of row 2; 1, 3, 4, 6, 8 and 9 lie in A or C, and leave the rest of box 3. So: remove 5 from r2c4 and r2c5 and 2 from r2c5."},
		{Japanese, "2行目とブロック3の交わるA={r2c7、r2c8、r2c9} (2・3・5・6・8・9)は、マスより数字が3つ多く、2行目の残りのB={r2c1} (2・5)とブロック3の残りのC={r1c7、r1c9、r3c7、r3c9} (1・3・4・6・8・9)には、共通するAの数字がありません。AとBは2行目に、AとCはブロック3にあるので、Aの数字はこれらのマスに1回まで、ほかの数字はBとCに1回ずつまでしか入りません。マスの数はその入り方の数と同じなので、どの数字も入れる所すべてに入ります。2・5はAかBに入るので2行目の残りのマスから消え、1・3・4・6・8・9はAかCに入るのでブロック3の残りのマスから消えます。よって、r2c4、r2c5から5を、r2c5から2を消せます。"},
	} {
		if got := st.Explain(tc.l); got != tc.want {
			t.Errorf("%v: got\n%s\nwant\n%s", tc.l, got, tc.want)
		}
	}
}
