package human

import (
	"slices"
	"testing"
)

// multiColorCases are TestTechniques' positions of the multi-colors
// finder (HoDoKu's library).
var multiColorCases = []techCase{
	{finder: "multi-colors", note: "8: a color sees both colors of another cluster",
		want:     "multi-colors-2: r2c4-8 r3c2-8",
		solution: "132496587798352641564187932481975326276834195359621874947518263825763419613249758",
		board:    "......58779..52..15.41..932.......2.2.6.3.1.5.5.......947.182.....76..1961......."},
	{finder: "multi-colors", note: "a color wrap's position: none", want: "",
		board: `| 6  5   9  | 24  247 278 | 1  3 78 |
		        | 48 478 1  | 89  3   79  | 6  2 5  |
		        | 2  78  3  | 1   6   5   | 78 4 9  |
		        | 48 2   57 | 58  9   6   | 3  1 47 |
		        | 3  6   48 | 7   12  12  | 5  9 48 |
		        | 9  1   57 | 3   58  4   | 78 6 2  |
		        | 7  9   48 | 6   14  18  | 2  5 3  |
		        | 5  34  6  | 24  47  237 | 9  8 1  |
		        | 1  38  2  | 589 58  39  | 4  7 6  |`,
		digits: "659...13...1.3.6252.3165.49.2..9631.36.7..59.91.3.4.6279.6..2535.6...9811.2...476"},
}

func init() {
	techFinderKeys = append(techFinderKeys, "multi-colors")
	handCases = append(handCases, multiColorCases...)
}

// TestColoring runs the coloring finders on cases of HoDoKu's library: a
// color wrap is its own technique (0501), apart from the trap (0500), and
// the multi-colors of both types are found; where a case has none, none is
// found.
func TestColoring(t *testing.T) {
	tests := []struct {
		name   string
		finder string
		line   string // a line of HoDoKu's library
		want   string // "" for nothing
	}{
		{name: "wrap on 8", finder: "simple-coloring",
			line: ":0501:8:+6+5+9...+1+3...+1.3.6+252.+31+65.4+9.+2..9+63+1.+36.7..5+9.+91.+3.4.+6279.6..+2+5+35.+6...9811.2...+4+7+6:814 815 424 826 443 843 849 855 856 863 875 285 896:819 821 824 832 844 853 867 876 892 895::",
			want: "simple-coloring-wrap r1c9-8 r2c1-8 r2c4-8 r3c2-8 r4c4-8 r5c3-8 r6c7-8 r7c6-8 r9c2-8 r9c5-8"},
		{name: "trap on 1", finder: "simple-coloring",
			line: ":0500:1:+23.7.+68+955972+8...+6+6..+9+3+5.+7.+3.+6.9.5.7+7+5.+36...+9+4.+9+5+7.+683+872.+5396.+94+5+6.7..+8+1638.+9+7+5.:439:127 128 132 133::",
			want: "simple-coloring r2c7-1 r2c8-1 r3c2-1 r3c3-1"},
		{name: "multi-colors 1 on 8", finder: "multi-colors",
			line: ":0502:8:......58779..52..15.41..932.......2.2.6.3.1.5.5.......947.182.....76..1961.......::824 832 843 845 863 865::",
			want: "multi-colors-1 r2c4-8 r3c2-8 r4c3-8 r4c5-8 r6c3-8 r6c5-8"},
		{name: "multi-colors 1 on 2", finder: "multi-colors",
			line: ":0502:2:.9..4187678.3..15441.8..329..91...6.1...6.9..674..851.967485231.4..12.95521......::245::",
			want: "multi-colors-1 r4c5-2"},
		{name: "a trap's position: no multi-colors", finder: "multi-colors",
			line: ":0500:3:21+4..+6.....+79.+2..4...4.7.....+1+87..32..+26+9.....48.21..642.+7.986+1..91+68...1+86+2+4...9:937 938 387 587 787 588 788 789:319 339 381::"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, sol := readTestPosition(t, tc.line)
			got := explainedSummaries(t, &searcher{b: b}, sol, tc.finder)
			if tc.want == "" && got != nil || tc.want != "" && !slices.Contains(got, tc.want) {
				t.Errorf("found %q, want %q", got, tc.want)
			}
		})
	}
}

// TestColoringExplained checks the words of a color wrap and of both
// multi-colors in both languages.
func TestColoringExplained(t *testing.T) {
	tests := []struct {
		finder, line, en, ja string
	}{
		{"simple-coloring", ":0501:8:+6+5+9...+1+3...+1.3.6+252.+31+65.4+9.+2..9+63+1.+36.7..5+9.+91.+3.4.+6279.6..+2+5+35.+6...9811.2...+4+7+6:814 815 424 826 443 843 849 855 856 863 875 285 896:819 821 824 832 844 853 867 876 892 895::",
			"Coloring the strong links of 8 in two colors, A: r1c6, r5c9, r3c7, r7c3, r4c1 and r6c5 and B: r1c9, r7c6, r2c4, r5c3, r6c7, r3c2, r9c2, r4c4, r2c1 and r9c5; all cells of one color hold 8. Two cells of color B see each other, so color B cannot hold 8. So: remove 8 from r1c9, r2c1, r2c4, r3c2, r4c4, r5c3, r6c7, r7c6, r9c2 and r9c5.",
			"数字8の強いリンクでつながるマスを2色に塗り分けます: A色 r1c6、r5c9、r3c7、r7c3、r4c1、r6c5、B色 r1c9、r7c6、r2c4、r5c3、r6c7、r3c2、r9c2、r4c4、r2c1、r9c5。どちらか一方の色のマスがすべて8です。B色のマスどうしが互いに見えているので、B色のマスには8は入りません。よって、r1c9、r2c1、r2c4、r3c2、r4c4、r5c3、r6c7、r7c6、r9c2、r9c5から8を消せます。"},
		{"multi-colors", ":0503:8:......58779..52..15.41..932.......2.2.6.3.1.5.5.......947.182.....76..1961.......::824 832::",
			"Coloring the strong links of 8 in clusters, each in two colors of which one holds 8: A: r2c3 and r3c5 and B: r2c4 and r3c2; C: r5c2 and D: r5c4. The cells of color B see both C and D, one of which holds 8: so color B is false. So: remove 8 from r2c4 and r3c2.",
			"数字8の強いリンクでつながるマスの組を、それぞれ2色に塗り分けます（各組の一方の色のマスがすべて8）: A色 r2c3、r3c5、B色 r2c4、r3c2、C色 r5c2、D色 r5c4。B色のマスがC色とD色の両方を見ています。そのどちらかが8なので、B色は誤りです。よって、r2c4、r3c2から8を消せます。"},
	}
	for _, tc := range tests {
		b, _ := readTestPosition(t, tc.line)
		st, ok := findWith(b, finders[tc.finder].find)
		if !ok {
			t.Fatalf("%s: nothing found", tc.finder)
		}
		st.Shape = b.Shape
		if got := st.Explain(English); got != tc.en {
			t.Errorf("English:\n got %q\nwant %q", got, tc.en)
		}
		if got := st.Explain(Japanese); got != tc.ja {
			t.Errorf("Japanese:\n got %q\nwant %q", got, tc.ja)
		}
	}
	// Type 1, in the position of type 2.
	b, sol := readTestPosition(t, ":0502:8:......58779..52..15.41..932.......2.2.6.3.1.5.5.......947.182.....76..1961.......::824 832 843 845 863 865::")
	const en = "Coloring the strong links of 8 in clusters, each in two colors of which one holds 8: A: r2c3 and r3c5 and B: r2c4 and r3c2; C: r5c2 and D: r5c4. A cell of A or B sees a cell of C or D, so these two colors are not both true: one of the two other colors holds 8, and a cell that sees both of them loses it. So: remove 8 from r2c4, r3c2, r4c3, r4c5, r6c3 and r6c5."
	const ja = "数字8の強いリンクでつながるマスの組を、それぞれ2色に塗り分けます（各組の一方の色のマスがすべて8）: A色 r2c3、r3c5、B色 r2c4、r3c2、C色 r5c2、D色 r5c4。A色かB色のマスがC色かD色のマスを見ているので、その2色が両方とも正しいことはありません。残る2色のどちらかが8なので、その両方を見るマスには8は入りません。よって、r2c4、r3c2、r4c3、r4c5、r6c3、r6c5から8を消せます。"
	steps := collectSteps(t, &searcher{b: b}, sol, "multi-colors")
	i := slices.IndexFunc(steps, func(st Step) bool { return st.Technique == MultiColors1 })
	if i < 0 {
		t.Fatal("no multi-colors of type 1")
	}
	if got := steps[i].Explain(English); got != en {
		t.Errorf("English:\n got %q\nwant %q", got, en)
	}
	if got := steps[i].Explain(Japanese); got != ja {
		t.Errorf("Japanese:\n got %q\nwant %q", got, ja)
	}
}
