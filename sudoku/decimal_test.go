package sudoku

import (
	"bytes"
	"slices"
	"testing"
)

// TestReadDecimal puts every byte at every place of a line of 81 cells (and
// of shorter lines, for the tail) and reads it as the Standard table does.
func TestReadDecimal(t *testing.T) {
	tab := Standard.table(9)
	if !tab.isDecimal() {
		t.Fatal("the Standard table of 9 digits reads no decimal text")
	}
	for _, n := range []int{81, 16, 7, 0} {
		base := []byte("1.3456789.0123456789" + "..12345678901234567890123456789012345678901234567890123456789012")[:n]
		eachChange(base, func(line []byte) {
			got := make([]Digit, n)
			ok := readDecimal(got, line)
			want := make([]Digit, n)
			wantOK := true
			for i, c := range line {
				want[i] = Digit(tab[c])
				wantOK = wantOK && (c == '.' || c >= '0' && c <= '9')
			}
			if ok != wantOK || ok && !slices.Equal(got, want) {
				t.Fatalf("readDecimal(%q) = %v %v, want %v %v", line, got, ok, want, wantOK)
			}
		})
	}
	for _, a := range []Alphabet{Standard, Hex, Letters} {
		for n := 1; n <= 64; n++ {
			want := a == Standard && n >= 9
			if got := a.table(n).isDecimal(); got != want {
				t.Errorf("%v.table(%d).isDecimal() = %v, want %v", a, n, got, want)
			}
		}
	}
}

// TestWriteDecimal puts every digit at every place of a grid of 81 cells
// (and of shorter ones) and writes it as the Standard table does.
func TestWriteDecimal(t *testing.T) {
	for _, n := range []int{81, 16, 7, 0} {
		base := make([]Digit, n)
		for i := range base {
			base[i] = Digit(i % 10)
		}
		eachChange(base, func(cells []Digit) {
			got := make([]byte, n)
			ok := writeDecimal(got, cells)
			want := make([]byte, n)
			wantOK := true
			for i, c := range cells {
				want[i] = lineSymbols[Standard][c]
				wantOK = wantOK && c <= 9
			}
			if ok != wantOK || ok && !bytes.Equal(got, want) {
				t.Fatalf("writeDecimal(%v) = %q %v, want %q %v", cells, got, ok, want, wantOK)
			}
		})
	}
}

// eachChange calls try with base changed at one place to one byte, for
// every place and every byte.
func eachChange[T ~uint8](base []T, try func([]T)) {
	for at := range base {
		for v := range 256 {
			x := slices.Clone(base)
			x[at] = T(v)
			try(x)
		}
	}
}
