package human

import (
	"context"
	"strings"
	"testing"
)

// TestEverySubset checks the natural profile's subsets in every house
// (everySubset), on cases of HoDoKu's library where Sudoku Explainer's
// house-size rule finds nothing: the natural profile finds the case's
// step, the sukaku and se profiles' finders do not.
func TestEverySubset(t *testing.T) {
	tests := []struct {
		name   string
		finder string
		line   string // a line of HoDoKu's library
		want   string
	}{
		{name: "a naked triple (library case 1)", finder: "naked-triple", want: "naked-triple: r2c5-5 r2c8-7 r2c8-8",
			line: ":0201:578:+1.9..7.52..3..21.+64.2..1..35.4.+1..6........+1..1....3.53+4+59..7+21..14+2+56+3+862+81+7+35..:615 815 825 635 835 742 844 751 652 752 654 854 455 655 855 955 761 664 864 465 965 768:525 728 828::"},
		{name: "a naked triple (library case 8)", finder: "naked-triple", want: "naked-triple: r9c8-2 r9c8-3",
			line: ":0201:235:5+81+2+637+4+9..+9+5786..+7..+1+9+4.586+7+39+1+25+8+4..5.8+61...+18.+45..619.+8.+7+4..+8.742......46..8.7::298 398::"},
		{name: "a hidden triple (library case 27)", finder: "hidden-triple", want: "hidden-triple: r1c2-1 r1c2-6 r1c2-7 r1c4-7 r1c9-1 r1c9-6",
			line: ":0211:458:....+23.9.82.9...+5.4.9.1..+2..8.+25+94+7..9+4671.8+5..5.3..1...+8.9.5+42+9.+2..5+837+54+73+8+2.+6.::112 119 612 619 712 714::"},
		{name: "a hidden triple (library case 28)", finder: "hidden-triple", want: "hidden-triple: r2c4-5 r2c5-5 r2c6-5",
			line: ":0211:147:+4+7..6.+2912.....+8+3...892.47...26...8..4.....1..8...13..+956+3471+2+8+8+2....+7.373..8....:122 123 631 346 549 356 559 659 569 669 996 599 699:524 525 526::"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, sol := readTestPosition(t, tc.line)
			for _, every := range []bool{true, false} {
				s := &searcher{ctx: context.Background(), b: b, everySubset: every}
				var got []string
				s.collect = func(st Step) bool {
					st.Shape = b.Shape
					if msg := wrongStep(st, sol); msg != "" {
						t.Errorf("%s: %s", summary(st), msg)
					}
					got = append(got, summary(st))
					return false
				}
				finders[tc.finder].find(s)
				has := strings.Contains(strings.Join(got, "\n"), tc.want)
				if has != every {
					t.Errorf("everySubset %v: found %q, want %q found: %v", every, got, tc.want, every)
				}
			}
		})
	}
}
