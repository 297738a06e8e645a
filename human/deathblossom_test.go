package human

import (
	"context"
	"strings"
	"testing"
)

// deathBlossomCases are TestTechniques' positions of the Death Blossom
// finder.
var deathBlossomCases = []techCase{
	{finder: "death-blossom", note: "a stem of three digits (HoDoKu's library, line 1464)", want: "death-blossom: r6c6-9",
		solution: "871429653542631798936857421428975316195346287763218549614782935359164872287593164",
		digits:   "8714..6..542...7..936857421.28.7.3.....3.62....321.54..1.7..93.3.9...872.87..31.4",
		board: `+-----------+------------+----------+
		        | 8   7  1  | 4  23  29  | 6 59 35  |
		        | 5   4  2  | 16 369 19  | 7 89 38  |
		        | 9   3  6  | 8  5   7   | 4 2  1   |
		        +-----------+------------+----------+
		        | 14  2  8  | 59 7   45  | 3 16 69  |
		        | 147 59 45 | 3  489 6   | 2 18 78  |
		        | 67  69 3  | 2  1   89  | 5 4  789 |
		        +-----------+------------+----------+
		        | 246 1  45 | 7  28  258 | 9 3  56  |
		        | 3   56 9  | 16 46  145 | 8 7  2   |
		        | 26  8  7  | 59 269 3   | 1 56 4   |
		        +-----------+------------+----------+`},
}

func init() {
	techFinderKeys = append(techFinderKeys, "death-blossom")
	handCases = append(handCases, deathBlossomCases...)
}

// TestDeathBlossom runs the Death Blossom finder in collect mode on cases
// of HoDoKu's library, with the natural profile's sets (petals may
// overlap) and with HoDoKu's (they may not): each gives the case's step,
// explained in both languages, or none where its petals overlap.
func TestDeathBlossom(t *testing.T) {
	tests := []alsCase{
		{name: "three petals (library line 1465)", profile: Natural,
			line: ":0904-1:1:186.+75.......3.1..+3....9..587....3.+163..8+7.52..9+3..+8672..7.....+7.3.9......+86+2+3714:423 826 828 928 929 433 234 434 435 443 466 472 572 972 573 476 679 879 582 884:184::",
			want: "death-blossom r8c4-1"},
		{name: "three petals, HoDoKu's sets", profile: HoDoKu,
			line: ":0904-1:1:186.+75.......3.1..+3....9..587....3.+163..8+7.52..9+3..+8672..7.....+7.3.9......+86+2+3714:423 826 828 928 929 433 234 434 435 443 466 472 572 972 573 476 679 879 582 884:184::",
			want: "death-blossom r8c4-1"},
		{name: "overlapping petals (library line 1475)", profile: Natural,
			line: ":0904-2:4:2.......3.38........7.3.182+32.9.+15....57.23...+71+3+56+24.789+51+36+2+4..+2...93.4.+3...+8.5:612 415 815 618 718 621 624 425 625 725 728 729 632 659 684 485 885 786:436::",
			want: "death-blossom r3c6-4"},
		{name: "overlapping petals, HoDoKu's sets: none", profile: HoDoKu,
			line: ":0904-2:4:2.......3.38........7.3.182+32.9.+15....57.23...+71+3+56+24.789+51+36+2+4..+2...93.4.+3...+8.5:612 415 815 618 718 621 624 425 625 725 728 729 632 659 684 485 885 786:436::", not: "death-blossom r3c6-4"},
	}
	testALSCases(t, "death-blossom", tests)
}

// TestALSBudgets runs the ALS chain and Death Blossom finders where every
// cell holds 1 and 2 (no solution): every cell is a set, linked to each of
// its peers by both digits, more chains and blossoms than can be walked.
// The budgets end the searches; the chain found first removes a digit.
func TestALSBudgets(t *testing.T) {
	b, err := ParseBoard(strings.Repeat(strings.Repeat("12 ", 9)+"\n", 9))
	if err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{"als-xy-chain", "death-blossom"} {
		s := &searcher{ctx: context.Background(), b: b}
		if ok := finders[key].find(s); ok != (key == "als-xy-chain") {
			t.Errorf("%s found %v %s", key, ok, stepSummary(s.step))
		}
	}
}
