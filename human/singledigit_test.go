package human

import (
	"slices"
	"testing"
)

// TestEmptyRectangleTwoPlaces checks the natural profile's empty rectangles
// whose box holds two places of the digit (erTwo), on cases of HoDoKu's
// library: found as an empty rectangle with the option, and without it
// (the sukaku profile's turbot fish) only as another technique.
func TestEmptyRectangleTwoPlaces(t *testing.T) {
	tests := []struct {
		name string
		line string // a line of HoDoKu's library
		want string
	}{
		{name: "3 in box 6 (r4c9-3)",
			line: ":0402-1:3:96...+758..4.8.+5.6.8.+5.+62+4+7..+9..8.72...8.7.9+4..74.5..+1..+8.3..+2+57.2.+5.6.3.+351+7+2+8+694:221 151 154 359 185:349::",
			want: "empty-rectangle r4c9-3"},
		{name: "2 (r9c3-2)",
			line: ":0402-1:2:46..2..1.3..+1.9+4...91......98..41.72+1........72+539+8+164......68+1...8+1.+7.3.1..7..45:336 337 353 554 654 556 656 357 373 376 683 693:293::",
			want: "empty-rectangle r9c3-2"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			for _, two := range []bool{true, false} {
				b, sol := readTestPosition(t, tc.line)
				got := explainedSummaries(t, &searcher{b: b, erTwo: two}, sol, "turbot-fish")
				if slices.Contains(got, tc.want) != two {
					t.Errorf("erTwo %v: found %q, want %q found: %v", two, got, tc.want, two)
				}
			}
		})
	}
}
