package human

import (
	"slices"
	"testing"

	"github.com/nanpure/nanpure/sudoku"
)

// templateCases are TestTechniques' positions of the templates finder: a
// puzzle of HoDoKu's library, and an empty grid, where every template
// fits.
var templateCases = []techCase{
	{finder: "templates", note: "the first digit whose templates share cells (HoDoKu's library)",
		want:     "template-set: r2c3=1 r3c4=1 r6c7=1 r7c6=1 r9c9=1",
		solution: "423679815591248673678135492987512346134786259265394187359861724712453968846927531",
		board:    "....7..1.......673..8..5......51..461..7.6..926..94......8..7..712.......4..2...."},
	{finder: "templates", note: "an empty grid", want: "",
		board: "................................................................................."},
}

func init() {
	techFinderKeys = append(techFinderKeys, "templates")
	handCases = append(handCases, templateCases...)
}

// TestTemplates runs the templates finder on cases of HoDoKu's library
// (Template Set and Template Delete on one digit, the second only with the
// refinement by the other digits' sure cells) and on a 16x16 grid, where
// it does not search.
func TestTemplates(t *testing.T) {
	tests := []struct {
		name string
		line string // a line of HoDoKu's library
		want string
	}{
		{name: "set 9",
			line: ":1201:9:..5.+4163+223+17+6.+4..+6.452+3+8+71.6.........86.71.........6.4...159+2+6.....6+543.564..7+1+8:::914 929 932 943 958 966 981 995:",
			want: "template-set r1c4+9 r2c9+9 r3c2+9 r4c3+9 r5c8+9 r6c6+9 r8c1+9 r9c5+9"},
		{name: "delete 6, with placed digits and removed candidates",
			line: ":1202:6:...3+289....9.71..+3..3+9.+42.791..8+3.+7+2.5..+9..3.....4..964.2+8.+73.....23.7....54.9.+2.:612 413 622 822 527 827 654 862 564 188 888 189 889 191 691 891 692 892:627 678 683 688 695::",
			want: "template-delete r2c7-6 r7c8-6 r8c3-6 r8c8-6 r9c5-6"},
		{name: "delete 3",
			line: ":1202:3:....7..1.......673..8..5......51..461..7.6..926..94......8..7..712.......4..2....::312 314 332 334 341 342 343 346 353 355 357 358 363 367 368 372 376 384 385 387 391 394 396 397::",
			want: "template-delete r1c2-3 r1c4-3 r3c2-3 r3c4-3 r4c1-3 r4c2-3 r4c3-3 r4c6-3 r5c3-3 r5c5-3 r5c7-3 r5c8-3 r6c3-3 r6c7-3 r6c8-3 r7c2-3 r7c6-3 r8c4-3 r8c5-3 r8c7-3 r9c1-3 r9c4-3 r9c6-3 r9c7-3"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, sol := readTestPosition(t, tc.line)
			got := explainedSummaries(t, &searcher{b: b}, sol, "templates")
			if !slices.Contains(got, tc.want) {
				t.Errorf("found %q, want %q", got, tc.want)
			}
		})
	}
	t.Run("16x16: not searched", func(t *testing.T) {
		sh, err := sudoku.NewShape(4, 4)
		if err != nil {
			t.Fatal(err)
		}
		b, err := NewBoard(sudoku.NewGrid(sh))
		if err != nil {
			t.Fatal(err)
		}
		if st, ok := findWith(b, (*searcher).templates); ok {
			t.Errorf("found %s", stepSummary(st))
		}
	})
}

// TestTemplateExplained checks the words of both template steps in both
// languages.
func TestTemplateExplained(t *testing.T) {
	b, sol := readTestPosition(t, ":1202:7:137.5.........36..5......3.9..8....3..6.2.4..8....4..1.7......9..85.........4.517::724 725 735 736 737 746 747 748 754 756 758 764 765 768 785::")
	want := map[string][2]string{
		"template-set r5c4+3 r6c3+3 r7c5+3 r8c7+3 r9c1+3": {
			"Every way to place 3 once in each row, column and box that fits the grid (and leaves free the cells other digits fill in every way of theirs) puts 3 in these cells. So: r5c4 = 3, r6c3 = 3, r7c5 = 3, r8c7 = 3 and r9c1 = 3.",
			"3を各行・各列・各ブロックに1つずつ置く置き方（テンプレート）のうち、盤面に合い、ほかの数字がどの置き方でも埋めるマスと重ならないものは、どれもこれらのマスに3を置きます。よって、r5c4 = 3、r6c3 = 3、r7c5 = 3、r8c7 = 3、r9c1 = 3に決まります。"},
		"template-delete r2c4-7 r2c5-7 r3c5-7 r3c6-7 r3c7-7 r4c6-7 r4c7-7 r4c8-7 r5c4-7 r5c6-7 r5c8-7 r6c4-7 r6c5-7 r6c8-7 r8c5-7": {
			"No way to place 7 once in each row, column and box that fits the grid (and leaves free the cells other digits fill in every way of theirs) uses these candidates. So: remove 7 from r2c4, r2c5, r3c5, r3c6, r3c7, r4c6, r4c7, r4c8, r5c4, r5c6, r5c8, r6c4, r6c5, r6c8 and r8c5.",
			"7を各行・各列・各ブロックに1つずつ置く置き方（テンプレート）のうち、盤面に合い、ほかの数字がどの置き方でも埋めるマスと重ならないものは、どれもこれらの候補を使いません。よって、r2c4、r2c5、r3c5、r3c6、r3c7、r4c6、r4c7、r4c8、r5c4、r5c6、r5c8、r6c4、r6c5、r6c8、r8c5から7を消せます。"},
	}
	found := 0
	for _, st := range collectSteps(t, &searcher{b: b}, sol, "templates") {
		w, ok := want[stepSummary(st)]
		if !ok {
			continue
		}
		found++
		if got := st.Explain(English); got != w[0] {
			t.Errorf("English:\n got %q\nwant %q", got, w[0])
		}
		if got := st.Explain(Japanese); got != w[1] {
			t.Errorf("Japanese:\n got %q\nwant %q", got, w[1])
		}
	}
	if found != len(want) {
		t.Errorf("%d of the %d steps found", found, len(want))
	}
}
