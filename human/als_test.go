package human

import (
	"slices"
	"testing"
)

// TestALSXZDoublyLinked runs the ALS-XZ finder in collect mode on cases of
// HoDoKu's library: a doubly linked ALS-XZ gives all its eliminations in
// one step, explained in both languages; a singly linked case gives none.
func TestALSXZDoublyLinked(t *testing.T) {
	tests := []struct {
		name string
		line string // a line of HoDoKu's library
		want string // the doubly linked step ("" for none)
	}{
		{name: "doubly linked (library line 1423)",
			line: ":0901-2:4568:7..9.2..53..1..9.7.4.7...8.1.32.........1..3...46..219.1.......2.73..6.1.3...1..8:639 447 448 648 951 953 457 475 575 875 975 476 576 876 976 479 982 988 495 595 995:428 478 498 585 586 613 615 822 842 852 862::",
			want: "als-xz-doubly-linked r1c3-6 r1c5-6 r2c2-8 r2c8-4 r4c2-8 r5c2-8 r6c2-8 r7c8-4 r8c5-5 r8c6-5 r9c8-4"},
		{name: "doubly linked (library line 1421)",
			line: ":0901-2:12357:9..17....4.1....7..7...31..14...6.98.9248173.38.5.......48...2.......6.7....6...3:793:172 244 385 571 572 796::",
			want: "als-xz-doubly-linked r4c4-2 r7c1-5 r7c2-1 r7c2-5 r8c5-3 r9c6-7"},
		{name: "singly linked (library line 1407)",
			line: ":0901-1:3:.24.6.+7..5.74.9.1.....+7......+5.9+4+87+14+7.+6.85.3..8..7.6.+7......46.+46..3.+57.5.7+4+61..:314 819 225 134 237 937 238 938 239 839 269 372 972 973 274 291 891 999:327::"},
		// Regressions
		{name: "a set's locked digits stay in the other set's cells (library line 1415)",
			line: ":0901-2:13679:....8.......4..+8.....12564.72......6..431....9......8.25.....3869...712........+6.:767 769 495 496 497 499:113 123 313 323 662 713 723 913 923 939::",
			want: "als-xz-doubly-linked r1c3-1 r1c3-3 r1c3-7 r1c3-9 r2c3-1 r2c3-3 r2c3-7 r2c3-9 r3c9-9 r6c2-6"},
		{name: "a set of five cells (library line 1417)",
			line: ":0901-2:23468:42+5.8...1....57....+78..1...893....2.5........+71....69.+659.1...3....9645.2........:624 628 629 937 239 439 445 354 654 355 655 356 193 494 495 496 797 897 798 898 799 899:254 264 335 444 454 464 635 644 876::",
			want: "als-xz-doubly-linked r3c5-3 r3c5-6 r4c4-4 r4c4-6 r5c4-2 r5c4-4 r6c4-2 r6c4-4 r7c6-8"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, sol := readTestPosition(t, tc.line)
			var got []string
			for _, st := range collectSteps(t, &searcher{b: b}, sol, "als-xz") {
				if st.Technique == ALSXZDouble {
					got = append(got, stepSummary(st))
					if slot.MatchString(st.Explain(English)) || slot.MatchString(st.Explain(Japanese)) {
						t.Errorf("unfilled explanation: %s / %s", st.Explain(English), st.Explain(Japanese))
					}
				}
			}
			if tc.want == "" && len(got) > 0 || tc.want != "" && !slices.Contains(got, tc.want) {
				t.Errorf("found %q, want %q", got, tc.want)
			}
		})
	}
}

// TestALSXYWing runs the ALS-XY-Wing finder in collect mode on cases of
// HoDoKu's library, with the natural profile's sets (they may overlap) and
// with HoDoKu's (they may not): each gives the case's step, explained in
// both languages, or none where its sets overlap.
func TestALSXYWing(t *testing.T) {
	tests := []alsCase{
		{name: "three sets (library line 1427)", profile: Natural,
			line: ":0902-1:7:+8...43..+1.+3+1.5+7..8.721......9+3+5+1......5....1.18.3..........1.67..7..91..3+1+8+76592+4:441 247 451 254 454 854 255 257 265 267 471 274 875 481 284 885:768::",
			want: "als-xy-wing r6c8-7"},
		{name: "overlapping sets (library line 1440)", profile: Natural,
			line: ":0902-2:6:+6.2+75.+8+13..812...471..+8.........7.8.4.+1862..9+82.3.....+1...+7..482...381..9+8..4+16..:936 938 944 549 966 568 569 598:636::",
			want: "als-xy-wing r3c6-6"},
		{name: "overlapping sets, HoDoKu's sets: none", profile: HoDoKu,
			line: ":0902-2:6:+6.2+75.+8+13..812...471..+8.........7.8.4.+1862..9+82.3.....+1...+7..482...381..9+8..4+16..:936 938 944 549 966 568 569 598:636::", not: "als-xy-wing r3c6-6"},
		// Regressions
		{name: "a set of more than three cells (library line 1430)", profile: HoDoKu,
			line: ":0902-1:2:.......+3.6..5..18..83.1..+2....9573...6.....92...........+6...254.487...1+3..23.....:111 615 616 636 453 457 261 262 164 464 664 465 467 667 668 669 171 971 172 972 985 986 791 792 895 995 196 896 996:212::",
			want: "als-xy-wing r1c2-2"},
	}
	testALSCases(t, "als-xy-wing", tests)
}

// An alsCase is a position of HoDoKu's library for an ALS finder, searched
// with a profile's sets: the step it must give, or one it must not.
type alsCase struct {
	name    string
	line    string // a line of HoDoKu's library
	profile *Profile
	want    string // the case's step
	not     string // a step that must not be found
}

// testALSCases runs finder key on each case in collect mode, every step
// explained in both languages.
func testALSCases(t *testing.T, key string, tests []alsCase) {
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, sol := readTestPosition(t, tc.line)
			s := &searcher{b: b}
			s.setProfile(tc.profile)
			got := explainedSummaries(t, s, sol, key)
			if tc.want != "" && !slices.Contains(got, tc.want) {
				t.Errorf("found %q, want %q", got, tc.want)
			}
			if tc.not != "" && slices.Contains(got, tc.not) {
				t.Errorf("found %q, want no %s", got, tc.not)
			}
		})
	}
}
