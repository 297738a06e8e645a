package human

import (
	"slices"
	"strings"
	"testing"
)

// lockedBoard is a board of 9x9 where r1c1 and r1c2 hold only 1 and 2 and
// the rest of box 1 holds neither, but for r2c3 when box1 is "1".
func lockedBoard(t *testing.T, box1 string) *Board {
	t.Helper()
	all := "123456789"
	var rows []string
	for r := 0; r < 9; r++ {
		cells := slices.Repeat([]string{all}, 9)
		switch r {
		case 0:
			cells[0], cells[1], cells[2] = "12", "12", "3456789"
		case 1, 2:
			cells[0], cells[1], cells[2] = "3456789", "3456789", "3456789"
		}
		rows = append(rows, strings.Join(cells, " "))
	}
	if box1 == "1" {
		rows[1] = strings.Replace(rows[1], "3456789 3456789 3456789", "3456789 3456789 13456789", 1)
	}
	b, err := ParseBoard(strings.Join(rows, "\n"))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestLockedSets runs the locked pair and triple finders on cases of
// HoDoKu's library, where the case's step is found, and on boards where a
// naked pair lies in a box and a row: locked when both houses lose a
// digit, not when only the row does.
func TestLockedSets(t *testing.T) {
	tests := []struct {
		name   string
		finder string
		line   string // a line of HoDoKu's library
		want   string
	}{
		{name: "a locked pair in box 9 and column 7", finder: "locked-pair",
			line: ":0110-1:47:6.......8..2....7.94.........15.98..79....5.2.....4..916...5.2......2..5..3961...::477 479 487 488 491 498 777 779 787 792::",
			want: "locked-pair r7c7-4 r7c7-7 r7c9-4 r7c9-7 r8c7-4 r8c7-7 r8c8-4 r9c1-4 r9c2-7 r9c8-4"},
		{name: "a locked pair with digits placed", finder: "locked-pair",
			line: ":0110-1:67:8..21..+47.4..891......4........98..5.9..3......7..14.9...........3...2542.......8::674 675 676 681 682 684 694 695 696 774 775 776 781 782 784 794 795 796::",
			want: "locked-pair r7c4-6 r7c4-7 r7c5-6 r7c5-7 r7c6-6 r7c6-7 r8c1-6 r8c1-7 r8c2-6 r8c2-7 r8c4-6 r8c4-7 r9c4-6 r9c4-7 r9c5-6 r9c5-7 r9c6-6 r9c6-7"},
		{name: "a locked triple in box 8 and column 5", finder: "locked-triple",
			line: ":0111-1:479:..+2.5+4.3774+3...8.+5..+5+73.+2..5+71...+4+89+4+96+5+87+123+238+419+5+7+6.+5.6....2.....235..+29..+5...::925 984::",
			want: "locked-triple r2c5-9 r8c4-9"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, sol := readTestPosition(t, tc.line)
			got := explainedSummaries(t, &searcher{b: b}, sol, tc.finder)
			if !slices.Contains(got, tc.want) {
				t.Errorf("found %q, want %q", got, tc.want)
			}
		})
	}
	for _, tc := range []struct {
		box1, want string
	}{
		{"", ""}, // only row 1 loses 1 and 2: a naked pair
		{"1", "locked-pair r1c4-1 r1c4-2 r1c5-1 r1c5-2 r1c6-1 r1c6-2 r1c7-1 r1c7-2 r1c8-1 r1c8-2 r1c9-1 r1c9-2 r2c3-1"},
	} {
		b := lockedBoard(t, tc.box1)
		got := ""
		if st, ok := findWith(b, finders["locked-pair"].find); ok {
			st.Shape = b.Shape
			got = stepSummary(st)
		}
		if got != tc.want {
			t.Errorf("box 1 with %q: found %q, want %q", tc.box1, got, tc.want)
		}
	}
}

// TestLockedSetExplained is the golden explanation of a locked pair in
// both languages.
func TestLockedSetExplained(t *testing.T) {
	b := lockedBoard(t, "1")
	st, ok := findWith(b, finders["locked-pair"].find)
	if !ok {
		t.Fatal("no locked pair")
	}
	st.Shape = b.Shape
	for _, tc := range []struct {
		lang Lang
		want string
	}{
		{English, "The cells r1c1 and r1c2 lie in box 1 and in row 1 at once and hold only the candidates 1 and 2 between them: these 2 digits go in these 2 cells, so they leave the other cells of both houses. So: remove 1 from r1c4, r1c5, r1c6, r1c7, r1c8, r1c9 and r2c3 and 2 from r1c4, r1c5, r1c6, r1c7, r1c8 and r1c9."},
		{Japanese, "r1c1、r1c2はブロック1と1行目の両方に並び、候補は合わせて1・2だけなので、この2個の数字はこの2マスに入り、両方のハウスのほかのマスから消えます。よって、r1c4、r1c5、r1c6、r1c7、r1c8、r1c9、r2c3から1を、r1c4、r1c5、r1c6、r1c7、r1c8、r1c9から2を消せます。"},
	} {
		if got := st.Explain(tc.lang); got != tc.want {
			t.Errorf("%v: got\n%s\nwant\n%s", tc.lang, got, tc.want)
		}
	}
}
