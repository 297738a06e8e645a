package sudoku

import (
	"strings"
	"testing"
)

// TestLibraryText: a position HoDoKu 2.2.4 printed before an X-Wing of its
// path ("/bs FILE /vp /vg l:bf2"), read and written again with that step,
// is the same line; candidates crossed out that a digit of the cell's
// houses excludes anyway are left out, as HoDoKu leaves them.
func TestLibraryText(t *testing.T) {
	const hodoku = ":0300:6:..5+34.+18.+18..+6.+5+3+4.+4.+851.7..6.1...+438.147....4..+69.2+1....+9.6+4+21.+14....9.29..+1+43..:947 552 556 569 581 781 386 586 687 793:631 639 659 699::"
	l, err := ParseLibraryLine(hodoku)
	if err != nil {
		t.Fatal(err)
	}
	sh := l.Givens.Shape
	elim := make([]Set, sh.Cells)
	for _, c := range strings.Fields("631 639 659 699") {
		i := int(c[1]-'1')*9 + int(c[2]-'1')
		elim[i] = elim[i].Add(Digit(c[0] - '0'))
	}
	step := LibraryStep{Code: "0300", Digits: Set(0).Add(6), Eliminations: elim}
	if got := l.Text(step); got != hodoku {
		t.Errorf("written again:\n%s\nHoDoKu's:\n%s", got, hodoku)
	}
	// r1c1 sees the 5 of r1c3: crossing it out says nothing HoDoKu writes.
	l.Deleted[0] = l.Deleted[0].Add(5)
	if got := l.Text(step); got != hodoku {
		t.Errorf("with a candidate its houses exclude:\n%s", got)
	}
}
