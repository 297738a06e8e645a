package human

import (
	"strings"
	"testing"
)

// TestHoDoKuForcing runs HoDoKu's forcing chains and nets on positions
// met on HoDoKu's path through puzzles of the rating sample, one per kind
// of step: the step HoDoKu's order puts first must be the one wanted, and
// every step found must be sound (collectSteps checks it against the
// solution) and fully explained.
func TestHoDoKuForcing(t *testing.T) {
	tests := []struct {
		name   string
		finder string
		line   string // a position, as a line of HoDoKu's library
		want   string // the first step, "" for none
	}{
		{name: "chain contradiction: a digit without a place in a row", finder: "forcing-chains",
			line: ":0000:x:+3274.8.......3..+8+2......437...85..91......2...1...6.5...4+6928...96.+8..2..8.57....:117 617 619 121 527 927 446 451 751 452 353 456 359 261 461 263 369 387 397 697 198 399::",
			want: "forcing-chain-contradiction r4c3+2"},
		{name: "chain verity: every place of 5 in row 7", finder: "forcing-chains",
			line: ":0000:x:6...9...8.1.......83.12...9....5.+49.4....7.8..8..+4.3.6...61+2..3......2.4..24.....:718 628 728 729 638 738 552 553 568 573 577 777 197 597 697 797::",
			want: "forcing-chain-verity r3c8+4"},
		{name: "net contradiction", finder: "forcing-nets",
			line: ":0000:x:..3....4949......8...5..+3.7..9..2....4.....8.....1..+959.26...3.1+3.9.......+4.83+97.:811 812 714 716 117 623 235 635 136 636 836 445 861 466 572 583 683 585 587 688 699::",
			want: "forcing-net-contradiction r1c5-7"},
		{name: "net verity", finder: "forcing-nets",
			line: ":0000:x:3..+418..9.4..3.+1+8.......4+37....5........+4.278.1...6..4....9.8.3.9...4+7..28.5..+94.:612 613 721 723 924 926 629 531 631 931 233 533 633 933 641 642 343 643 144 944 146 946 552 353 561 363 563 583 189 689 796::",
			want: "forcing-net-verity r2c9+2"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, sol := readTestPosition(t, tc.line)
			got := explainedSummaries(t, &searcher{b: b}, sol, tc.finder)
			if tc.want == "" && got != nil || tc.want != "" && (len(got) == 0 || got[0] != tc.want) {
				if len(got) > 5 {
					got = got[:5]
				}
				t.Errorf("found first:\n%s\nwant %q", strings.Join(got, "\n"), tc.want)
			}
		})
	}
}

// TestHoDoKuForcingExplanations checks the words of a contradiction and a
// verity, in English and Japanese.
func TestHoDoKuForcingExplanations(t *testing.T) {
	tests := []struct {
		line, finder string
		en, ja       string
	}{
		{line: ":0000:x:+3274.8.......3..+8+2......437...85..91......2...1...6.5...4+6928...96.+8..2..8.57....:117 617 619 121 527 927 446 451 751 452 353 456 359 261 461 263 369 387 397 697 198 399::", finder: "forcing-chains",
			en: "Assuming r4c3≠2 leads to a contradiction in row 6: r4c3≠2 → r4c3=3 → r9c3≠3 → r7c2=3 → r7c2≠7 → (r7c1/r8c1)=7 → r6c1≠7 | r4c3≠2 → r4c3=3 → r4c6≠3 → r4c6=7 → r6c4≠7 | r4c3≠2 → r4c3=3 → r4c7≠3 → r6c7=3 → r6c7≠7. So: r4c3 = 2.",
			ja: "r4c3≠2と仮定すると6行目で矛盾が起きます: r4c3≠2 → r4c3=3 → r9c3≠3 → r7c2=3 → r7c2≠7 → (r7c1/r8c1)=7 → r6c1≠7 | r4c3≠2 → r4c3=3 → r4c6≠3 → r4c6=7 → r6c4≠7 | r4c3≠2 → r4c3=3 → r4c7≠3 → r6c7=3 → r6c7≠7。よって、r4c3 = 2に決まります。"},
		{line: ":0000:x:6...9...8.1.......83.12...9....5.+49.4....7.8..8..+4.3.6...61+2..3......2.4..24.....:718 628 728 729 638 738 552 553 568 573 577 777 197 597 697 797::", finder: "forcing-chains",
			en: "Wherever 5 goes in row 7, r3c8=4: r7c1=5 → (r7c2/r8c2/r9c2)≠5 → r1c2=5 → r1c2≠2 → r1c8=2 → r2c9≠2 → r2c9=5 → r3c8≠5 → r3c8=4 | r7c2=5 → r7c2≠4 → r1c2=4 → r1c2≠2 → r1c8=2 → r2c9≠2 → r2c9=5 → r3c8≠5 → r3c8=4 | r7c8=5 → r3c8≠5 → r3c8=4. So: r3c8 = 4.",
			ja: "7行目で5がどこに入ってもr3c8=4になります: r7c1=5 → (r7c2/r8c2/r9c2)≠5 → r1c2=5 → r1c2≠2 → r1c8=2 → r2c9≠2 → r2c9=5 → r3c8≠5 → r3c8=4 | r7c2=5 → r7c2≠4 → r1c2=4 → r1c2≠2 → r1c8=2 → r2c9≠2 → r2c9=5 → r3c8≠5 → r3c8=4 | r7c8=5 → r3c8≠5 → r3c8=4。よって、r3c8 = 4に決まります。"},
	}
	for _, tc := range tests {
		b, sol := readTestPosition(t, tc.line)
		st := collectSteps(t, &searcher{b: b}, sol, tc.finder)[0]
		if got := st.Explain(English); got != tc.en {
			t.Errorf("English:\n got %s\nwant %s", got, tc.en)
		}
		if got := st.Explain(Japanese); got != tc.ja {
			t.Errorf("Japanese:\n got %s\nwant %s", got, tc.ja)
		}
	}
}
