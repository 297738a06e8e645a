package human

import (
	"slices"
	"strings"
	"testing"
)

// TestXYChainCells runs the XY-chain finder on cases of HoDoKu's library
// whose chains pass through a cell that a shorter branch had reached on
// its other digit first (missed while a cell was seen once whatever the
// digit), and on a position with no XY-chain.
func TestXYChainCells(t *testing.T) {
	tests := []struct {
		name string
		line string // a line of HoDoKu's library
		want string // a step to find, "" for none
	}{
		{name: "a 19-link chain",
			line: ":0702:7:76+2+8+1+3+59+4...+7+6+9+1+2+8.+9.42536+7.+765+9+82.+39..1+32......+67+4+8.9..+7+9+5643+1.49+38+1..2.1.+2+47+9+8.::758 787::19",
			want: "xy-chain r5c8-7 r8c7-7"},
		{name: "a 13-link chain",
			line: ":0702:2:+57.4.+169.+9+482+7+6+1536.....+7+4...+9...+3.4+4...9+35.+63.+5...+9.12+5+4367+8+1+9......2+651+96+5+284+3+7::219 232 233::13",
			want: "xy-chain r1c9-2 r3c2-2 r3c3-2"},
		{name: "no bivalue chain",
			line: ":0000:1:+6+3+42+8+9...8+7531+6+2+9+42+91+7+5+4+6+38+349+16+58+7+2+5+8+79+42..+6+1+62+83+754+97+5+8+4+2+39+61+9.+6+5784+23+4+2+3+6+91...:::182:"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, sol := readTestPosition(t, tc.line)
			var got []string
			for _, st := range collectSteps(t, &searcher{b: b}, sol, "xy-chain") {
				got = append(got, stepSummary(st))
			}
			if tc.want == "" && got != nil || tc.want != "" && !slices.Contains(got, tc.want) {
				t.Errorf("found:\n%s\nwant %q", strings.Join(got, "\n"), tc.want)
			}
		})
	}
}
