package corpus

import "testing"

func TestLibraryCase(t *testing.T) {
	lib := "#0300: X-Wing\n" +
		":0300:3:9..............7.37...962486...2.47.........5....4...642...86..5.71.......1.....2::313 314::\n" +
		":0300-x:5:9..............7.37...962486...2.47.........5....4...642...86..5.71.......1.....2:::\n"
	cases, names, err := ParseLibrary(lib)
	if err != nil || len(cases) != 2 || names["0300"] != "X-Wing" {
		t.Fatalf("ParseLibrary: %v, %d cases, names %v", err, len(cases), names)
	}
	want := []CellDigit{{Cell: 2, Digit: 3}, {Cell: 3, Digit: 3}}
	xwing := LibraryStep{Code: "0300", Digits: []int{3}, Eliminations: want}
	more := LibraryStep{Code: "0300", Digits: []int{3}, Eliminations: append(want, CellDigit{Cell: 4, Digit: 3})}
	other := LibraryStep{Code: "0301", Digits: []int{3}, Eliminations: want}
	on5 := LibraryStep{Code: "0300", Digits: []int{5}}
	for _, tc := range []struct {
		c     LibraryCase
		steps []LibraryStep
		want  bool
	}{
		{cases[0], []LibraryStep{other, xwing}, true},
		{cases[0], []LibraryStep{more}, false}, // removes more than the line says
		{cases[0], []LibraryStep{other}, false},
		{cases[1], []LibraryStep{xwing}, true}, // on 3, not on the fail case's 5
		{cases[1], []LibraryStep{on5}, false},
		{cases[1], nil, true},
	} {
		if got := tc.c.Passes(tc.steps); got != tc.want {
			t.Errorf("line %d (%s) with %v: passes %v, want %v", tc.c.Line, tc.c.Code, tc.steps, got, tc.want)
		}
	}
}
