package human

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nanpure/nanpure/internal/golden"
)

// TestTraces compares whole solving paths with testdata/traces/*.golden
// (rewritten with -update): every step's technique, rating and explanation.
func TestTraces(t *testing.T) {
	for _, tc := range []struct {
		name    string
		puzzle  string
		profile *Profile
		lang    Lang
	}{
		{"article000", "000027008001000007064005019270963154400270683613004000087632041090048005342519870", Natural, English},
		{"article000_ja", "000027008001000007064005019270963154400270683613004000087632041090048005342519870", Natural, Japanese},
		{"exchange1_sukaku", "083020090000800100029300008000098700070000060006740000300006980002005000010030540", SukakuExplainer, English},
		{"exchange1_natural_ja", "083020090000800100029300008000098700070000060006740000300006980002005000010030540", Natural, Japanese},
		{"4x4", "..14....12......", Natural, English},
		{"6x6", ". . . | . . .\n4 5 . | . . .\n------+------\n. 1 . | . 5 .\n5 . . | 6 . .\n------+------\n. . . | . . 6\n6 . 4 | 2 . .\n", Natural, English},
		{"12x12", ". B . . | . . . . | . . . 1\n. 7 . 1 | . . 9 . | . . 4 B\n4 8 2 . | . . . . | . 6 . .\n. . 4 7 | C . . A | 3 . . .\n2 A . . | 1 . . . | . . 8 .\n. 3 . . | . 4 8 7 | . . . A\n. 9 . 4 | B . . . | . 2 . .\n. . . 5 | 9 . . . | . 7 B 6\n7 1 . . | . A . 3 | . . C .\nA . 9 . | . 3 . 1 | . . . 2\n. . . B | . . . 8 | . 1 . .\n. . . . | A C . . | . 5 . .\n", Natural, English},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := mustParse(t, tc.puzzle)
			b, err := NewBoard(g)
			if err != nil {
				t.Fatal(err)
			}
			var out strings.Builder
			out.WriteString(b.Text())
			n := 0
			_, err = NewSolver(&Options{Profile: tc.profile}).Solve(context.Background(), b, func(st Step) {
				n++
				fmt.Fprintf(&out, "%3d. %s [%.1f] %s\n", n, st.Technique.Name(tc.lang), st.Rating(), st.Explain(tc.lang))
			})
			if err != nil {
				t.Fatal(err)
			}
			if m := slot.FindString(out.String()); m != "" {
				t.Errorf("slot %s left unfilled", m)
			}
			golden.Check(t, filepath.Join("traces", tc.name+".golden"), []byte(out.String()))
		})
	}
}
