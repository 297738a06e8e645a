package variant

import (
	"fmt"
	"testing"
)

// Every puzzle read from an ISS string is written back to one that reads
// as the same puzzle.
func TestISSRoundTrip(t *testing.T) {
	for _, c := range readISSCases(t) {
		p, err := ParseISS(c.Input)
		if err != nil {
			t.Fatal(err)
		}
		text, err := p.ISS()
		if err != nil {
			t.Errorf("%s: %v", c.Name, err)
			continue
		}
		q, err := ParseISS(text)
		if err != nil {
			t.Errorf("%s: %q reads as %v", c.Name, text, err)
			continue
		}
		if p.Givens.String() != q.Givens.String() || fmt.Sprint(p.Regions) != fmt.Sprint(q.Regions) ||
			fmt.Sprint(p.Constraints) != fmt.Sprint(q.Constraints) {
			t.Errorf("%s: written as %q, read back differently", c.Name, text)
		}
	}
}
