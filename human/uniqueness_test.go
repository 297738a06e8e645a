package human

import (
	"context"
	"slices"
	"testing"
)

// TestOneURType3 checks the natural profile's unique rectangle of type 3
// as one step (oneURType3) on a case of HoDoKu's library where the set
// lies in a column and a box: one step with the eliminations of both;
// without the option (the sukaku and se profiles), two.
func TestOneURType3(t *testing.T) {
	const line = ":0602-1:89:3.......7...98.+5.3.5.....2+6+2+31+4..+6+85+7968+512+3+4...+6237+9+1..4...+1+79..+371.+45.......36.::212 222 293 722 793::"
	tests := []struct {
		name string
		one  bool
		want []string // the type 3 steps
	}{
		{name: "natural: one step", one: true, want: []string{"unique-rectangle-3 r1c2-2 r2c2-2 r2c2-7 r9c3-2 r9c3-7"}},
		{name: "Sudoku Explainer's: two steps", one: false,
			want: []string{"unique-rectangle-3 r1c2-2 r2c2-2 r2c2-7", "unique-rectangle-3 r9c3-2 r9c3-7"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, sol := readTestPosition(t, line)
			var got []string
			s := &searcher{ctx: context.Background(), b: b, oneURType3: tc.one, collect: func(st Step) bool {
				st.Shape = b.Shape
				if msg := wrongStep(st, sol); msg != "" {
					t.Errorf("%s: %s", stepSummary(st), msg)
				}
				if st.Technique == UniqueRectangle3 {
					got = append(got, stepSummary(st))
				}
				return false
			}}
			finders["unique-loops"].find(s)
			slices.Sort(got)
			if !slices.Equal(got, tc.want) {
				t.Errorf("found %q, want %q", got, tc.want)
			}
		})
	}
}
