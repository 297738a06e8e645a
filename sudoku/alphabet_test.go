package sudoku

import "testing"

func TestAlphabetDigit(t *testing.T) {
	tests := []struct {
		name string
		a    Alphabet
		r    rune
		n    int
		want Digit
	}{
		{"a digit", Standard, '7', 9, 7},
		{"a letter", Standard, 'G', 16, 16},
		{"a lower-case letter", Standard, 'g', 16, 16},
		{"lower case of its own", Standard, 'a', 36, 36},
		{"upper case beside it", Standard, 'A', 36, 10},
		{"beyond the grid", Standard, 'G', 9, 0},
		{"an empty mark", Standard, '.', 9, 0},
		{"zero", Standard, '0', 9, 0},
		{"hex zero", Hex, '0', 16, 1},
		{"hex F", Hex, 'f', 16, 16},
		{"letters", Letters, 'P', 16, 16},
		{"numbers", Numbers, '1', 9, 0},
		{"not ASCII", Standard, 'é', 64, 0},
		{"no alphabet", Alphabet(9), '1', 9, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.a.Digit(tt.r, tt.n); got != tt.want {
				t.Errorf("%v.Digit(%q, %d) = %d, want %d", tt.a, tt.r, tt.n, got, tt.want)
			}
		})
	}
}

// TestAlphabetDigitSymbol checks that Digit reads back what Symbol writes.
func TestAlphabetDigitSymbol(t *testing.T) {
	for _, a := range []Alphabet{Standard, Hex, Letters} {
		for _, n := range []int{4, 9, 16, 25, 35, 36, 49, a.MaxSymbols()} {
			if n > a.MaxSymbols() {
				continue
			}
			for d := Digit(1); int(d) <= n; d++ {
				sym := a.Symbol(d, n)
				if got := a.Digit(rune(sym[0]), n); got != d {
					t.Errorf("%v, %d digits: %q reads as %d, want %d", a, n, sym, got, d)
				}
			}
		}
	}
}
