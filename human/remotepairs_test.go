package human

import (
	"slices"
	"strings"
	"testing"
)

// remotePairCases are TestTechniques' positions of the remote pairs
// finder.
var remotePairCases = []techCase{
	{finder: "remote-pairs", note: "four cells of 5 and 8 (HoDoKu's library)",
		want:     "remote-pair: r7c7-5 r7c7-8 r7c9-5 r7c9-8 r9c4-5 r9c4-8 r9c6-5 r9c6-8",
		solution: "781549263635217948942638571263481759874395126159762834317854692428976315596123487",
		digits:   "..1.4926363.21794.94263..7.2634.17.98.4.9..2...9.62.34..7..4.9.4..97631..96.2.4.7",
		board: `| 57  578  1  | 58   4  9   | 2   6  3    |
		        | 6   3    58 | 2    1  7   | 9   4  58   |
		        | 9   4    2  | 6    3  58  | 158 7  158  |
		        | 2   6    3  | 4    58 1   | 7   58 9    |
		        | 8   157  4  | 357  9  35  | 156 2  156  |
		        | 157 157  9  | 578  6  2   | 158 3  4    |
		        | 135 1258 7  | 1358 58 4   | 568 9  2568 |
		        | 4   258  58 | 9    7  6   | 3   1  258  |
		        | 135 9    6  | 1358 2  358 | 4   58 7    |`},
}

func init() {
	techFinderKeys = append(techFinderKeys, "remote-pairs")
	handCases = append(handCases, remotePairCases...)
}

// TestRemotePairs runs the remote pairs finder on cases of HoDoKu's
// library: chains of four and of six cells give the case's step, and a
// position without such a chain gives none.
func TestRemotePairs(t *testing.T) {
	tests := []struct {
		name string
		line string // a line of HoDoKu's library
		want string // "" for nothing
	}{
		{name: "four cells",
			line: ":0703:58:..+1.+4+9+2+636+3.21+7+9+4.942+63..+7.2634.+17.98.+4.+9..2...+9.+6+2.+34..7..4.9.+4..9+7631..+9+6.+2.+4.7::577 579 594 596 877 879 894 896::7",
			want: "remote-pair r7c7-5 r7c7-8 r7c9-5 r7c9-8 r9c4-5 r9c4-8 r9c6-5 r9c6-8"},
		{name: "six cells",
			line: ":0703:69:.4+38..21..+1+2....+85.98.+1+243.+2+351...+78+1+8.723+5+4.4+7..+851+2+3+921..+876+43+5+7..+1+8+9+2+864+2+79+35+1::624 924::11",
			want: "remote-pair r2c4-6 r2c4-9"},
		{name: "an XY-chain's position: none",
			line: ":0702:6:4+7+2+35+698153+1..+8.+2.+86+91.+2.53+158.2+7+34.+2+9+64+13+8+7+57+4+38.+5....+8...9....2..+8+1...+91..+3+4.68::675::7"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, sol := readTestPosition(t, tc.line)
			got := explainedSummaries(t, &searcher{b: b}, sol, "remote-pairs")
			if tc.want == "" && got != nil || tc.want != "" && !slices.Contains(got, tc.want) {
				t.Errorf("found %q, want %q", got, tc.want)
			}
		})
	}
	// Every cell holding 1 and 2: more chains than can be walked; the
	// budget ends the search, with a chain of four cells.
	t.Run("a grid of pairs", func(t *testing.T) {
		b, err := ParseBoard(strings.Repeat(strings.Repeat("12 ", 9)+"\n", 9))
		if err != nil {
			t.Fatal(err)
		}
		st, ok := findWith(b, (*searcher).remotePairs)
		if !ok || len(st.Cells) != 4 {
			t.Errorf("found %v with %d cells, want a chain of 4", ok, len(st.Cells))
		}
	})
}

// TestRemotePairExplained checks the words of a remote pair in both
// languages.
func TestRemotePairExplained(t *testing.T) {
	b, _ := readTestPosition(t, ":0703:58:..+1.+4+9+2+636+3.21+7+9+4.942+63..+7.2634.+17.98.+4.+9..2...+9.+6+2.+34..7..4.9.+4..9+7631..+9+6.+2.+4.7::577 579 594 596 877 879 894 896::7")
	st, ok := findWith(b, (*searcher).remotePairs)
	if !ok {
		t.Fatal("no remote pair")
	}
	st.Shape = b.Shape
	const en = "The bivalue cells r7c5, r4c5, r4c8 and r9c8 all hold only 5 and 8 and each sees the next, so the two digits alternate along the chain: r7c5 and r4c8 hold one of them and r4c5 and r9c8 the other. A cell that sees a cell of each group holds neither. So: remove 5 from r7c7, r7c9, r9c4 and r9c6 and 8 from r7c7, r7c9, r9c4 and r9c6."
	const ja = "r7c5、r4c5、r4c8、r9c8はどれも候補が5・8だけで、鎖の隣どうしが互いに見えるので、二つの数字が交互に入ります: r7c5、r4c8に一方、r4c5、r9c8にもう一方の数字です。両方の組のマスを見るマスには、どちらの数字も入りません。よって、r7c7、r7c9、r9c4、r9c6から5を、r7c7、r7c9、r9c4、r9c6から8を消せます。"
	if got := st.Explain(English); got != en {
		t.Errorf("English:\n got %q\nwant %q", got, en)
	}
	if got := st.Explain(Japanese); got != ja {
		t.Errorf("Japanese:\n got %q\nwant %q", got, ja)
	}
}
