package human

import (
	"slices"
	"testing"
)

// dualCases are TestTechniques' positions of the dual patterns' finder
// (HoDoKu's library).
var dualCases = []techCase{
	{finder: "dual-kites", note: "two kites on 1 through the box cells r1c3 and r3c1",
		want:     "dual-two-string-kite: r4c9-1 r6c8-1",
		solution: "321547986986213457745698231568472319437961825192835764214359678673184592859726143",
		digits:   "32.5479.6..6213.5..4569823.5..472.....79.1.25..28.57..214359678673184592.5.726143",
		board: `| 3   2    18  | 5 4  7 | 9   18  6   |
		        | 789 89   6   | 2 1  3 | 48  5   47  |
		        | 17  4    5   | 6 9  8 | 2   3   17  |
		        | 5   3689 189 | 4 7  2 | 38  168 19  |
		        | 48  368  7   | 9 36 1 | 348 2   5   |
		        | 149 369  2   | 8 36 5 | 7   16  149 |
		        | 2   1    4   | 3 5  9 | 6   7   8   |
		        | 6   7    3   | 1 8  4 | 5   9   2   |
		        | 89  5    89  | 7 2  6 | 1   4   3   |`},
	{finder: "dual-kites", note: "a single 2-string kite: none", want: "",
		digits: "156874932.4762.18528....476....8.59.73....6188.5...32.........3.7.5...49....487.1",
		board: `| 1    5    6     | 8     7    4     | 9  3  2  |
		        | 39   4    7     | 6     2    39    | 1  8  5  |
		        | 2    8    39    | 139   1359 1359  | 4  7  6  |
		        | 46   126  124   | 12347 8    12367 | 5  9  47 |
		        | 7    3    249   | 249   59   259   | 6  1  8  |
		        | 8    169  5     | 1479  169  1679  | 3  2  47 |
		        | 4569 1269 12489 | 1279  169  12679 | 28 56 3  |
		        | 36   7    1238  | 5     136  1236  | 28 4  9  |
		        | 3569 269  239   | 239   4    8     | 7  56 1  |`},
}

func init() {
	techFinderKeys = append(techFinderKeys, "dual-kites")
	handCases = append(handCases, dualCases...)
}

// TestDualPatterns runs the dual patterns' finder on cases of HoDoKu's
// library: dual kites of one digit and of two, dual empty rectangles (one
// of them in a box of two places, found with erTwo only), and none where
// there is one kite.
func TestDualPatterns(t *testing.T) {
	tests := []struct {
		name  string
		line  string // a line of HoDoKu's library
		erTwo bool
		want  string // "" for nothing
	}{
		{name: "kites on 1",
			line: ":0404:1:32.+5479.6..6+2+1+3.+5..+45+69+8+23.+5..+47+2.....+79.1.+25..28.+57..+2+1+4+3+5+9+67+86+73+1+84+5+9+2.5.+726143::149 168::",
			want: "dual-two-string-kite r4c9-1 r6c8-1"},
		{name: "kites on 5 and 9",
			line: ":0404:5:.....89.....62..1.......6387....45.6.1.....4.4.93..+1.7951.......8+7.41.+6..+468....+1:211 311 212 213 321 231 251 351 353 554 555 556 284 289 389 298 798:514 944::",
			want: "dual-two-string-kite r1c4-5 r4c4-9"},
		{name: "empty rectangles on 2",
			line: ":0405:2:5+8.+1+7+9..3...+6.897+5697+35....+9..+5+3.+7287.3+81.+5..+8+5.+9.+71+3.+4+69+2+81357..8765....+7+549+3...::225 263::",
			want: "dual-empty-rectangle r2c5-2 r6c3-2"},
		{name: "empty rectangles on 1, two places in the box", erTwo: true,
			line: ":0405:1:32.+5479.6..6+2+1+3.+5..+45+69+8+23.+5..+47+2.....+79.1.+25..28.+57..+2+1+4+3+5+9+67+86+73+1+84+5+9+2.5.+726143::149 168::",
			want: "dual-empty-rectangle r4c9-1 r6c8-1"},
		{name: "one kite: none",
			line: ":0401:3:+156+87+49+3+2.4+762.+18+528....+4+7+6....8.+5+9.73....618+8.5...+32.........+3.7.5...49....487.1::381::"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, sol := readTestPosition(t, tc.line)
			got := explainedSummaries(t, &searcher{b: b, erTwo: tc.erTwo}, sol, "dual-kites")
			if tc.want == "" && got != nil || tc.want != "" && !slices.Contains(got, tc.want) {
				t.Errorf("found %q, want %q", got, tc.want)
			}
		})
	}
}

// TestDualPatternExplained checks the words of a dual kite and a dual
// empty rectangle in both languages.
func TestDualPatternExplained(t *testing.T) {
	tests := []struct{ line, en, ja string }{
		{":0404:5:.....89.....62..1.......6387....45.6.1.....4.4.93..+1.7951.......8+7.41.+6..+468....+1:211 311 212 213 321 231 251 351 353 554 555 556 284 289 389 298 798:514 944::",
			"Two patterns of 5 and 9 share box 9. The strong links of 5, r8c4=r8c9 (row 8) − r9c8=r1c8 (column 8), joined by weak links, put 5 at one end or the other: r8c4 or r1c8. The strong links of 9, r8c4=r8c9 (row 8) − r9c8=r4c8 (column 8), joined by weak links, put 9 at one end or the other: r8c4 or r4c8. So: remove 5 from r1c4 and 9 from r4c4.",
			"数字5・9の二つのパターンがブロック9を共有しています。数字5の強いリンク r8c4=r8c9 (8行目) − r9c8=r1c8 (8列目) を弱いリンクでつなぐと、両端のr8c4とr1c8のどちらかに5が入ります。数字9の強いリンク r8c4=r8c9 (8行目) − r9c8=r4c8 (8列目) を弱いリンクでつなぐと、両端のr8c4とr4c8のどちらかに9が入ります。よって、r1c4から5を、r4c4から9を消せます。"},
		{":0405:2:5+8.+1+7+9..3...+6.897+5697+35....+9..+5+3.+7287.3+81.+5..+8+5.+9.+71+3.+4+69+2+81357..8765....+7+549+3...::225 263::",
			"Two patterns of 2 share box 1. The strong links of 2, r6c5=r2c5 (column 5) − the empty rectangle of box 1 (at r2c3), joined by weak links, put 2 at one end or the other: r6c5 or r2c3. The strong links of 2, r6c5=r6c3 (row 6) − the empty rectangle of box 1 (at r2c3), joined by weak links, put 2 at one end or the other: r6c5 or r2c3. So: remove 2 from r2c5 and r6c3.",
			"数字2の二つのパターンがブロック1を共有しています。数字2の強いリンク r6c5=r2c5 (5列目) − ブロック1のエンプティレクタングル（中心r2c3） を弱いリンクでつなぐと、両端のr6c5とr2c3のどちらかに2が入ります。数字2の強いリンク r6c5=r6c3 (6行目) − ブロック1のエンプティレクタングル（中心r2c3） を弱いリンクでつなぐと、両端のr6c5とr2c3のどちらかに2が入ります。よって、r2c5、r6c3から2を消せます。"},
	}
	for _, tc := range tests {
		b, _ := readTestPosition(t, tc.line)
		st, ok := findWith(b, (*searcher).dualPatterns)
		if !ok {
			t.Fatal("no dual pattern")
		}
		st.Shape = b.Shape
		if got := st.Explain(English); got != tc.en {
			t.Errorf("English:\n got %q\nwant %q", got, tc.en)
		}
		if got := st.Explain(Japanese); got != tc.ja {
			t.Errorf("Japanese:\n got %q\nwant %q", got, tc.ja)
		}
	}
}
