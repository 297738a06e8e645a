package generate

import "testing"

func TestParseRange(t *testing.T) {
	tests := []struct {
		text   string
		lo, hi float64
		err    bool
	}{
		{"6.5-8", 6.5, 8, false},
		{"7-", 7, 0, false},
		{" 1.5 - 2 ", 1.5, 2, false},
		{"8", 0, 0, true},
		{"8-6", 0, 0, true},
		{"x-9", 0, 0, true},
		{"-1-", 0, 0, true},
		// Regressions
		{"NaN-", 0, 0, true},
		{"Inf-", 0, 0, true},
	}
	for _, tc := range tests {
		lo, hi, err := ParseRange(tc.text)
		if lo != tc.lo || hi != tc.hi || (err != nil) != tc.err {
			t.Errorf("ParseRange(%q) = %v, %v, %v", tc.text, lo, hi, err)
		}
	}
}
