package api

import (
	"strings"
	"testing"

	"github.com/nanpure/nanpure/sudoku"
)

// libraryLine is a line of HoDoKu's regression library (an ALS-XZ, with
// digits placed and candidates deleted).
const libraryLine = ":0901-1:3:.24.6.+7..5.74.9.1.....+7......+5.9+4+87+14+7.+6.85.3..8..7.6.+7......46.+46..3.+57.5.7+4+61..:314 819 225 134 237 937 238 938 239 839 269 372 972 973 274 291 891 999:327::"

// FuzzReadPositionText: any text of a position is read or refused with a
// message, never a panic, and a position read has its puzzle's shape; any
// pencil marks are read or refused.
func FuzzReadPositionText(f *testing.F) {
	f.Add("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..", "", "159")
	f.Add(libraryLine, "", "1")
	f.Add("..14....12......", "2x2", "3Ag")
	f.Add("1234", "3x4", "z")
	f.Fuzz(func(t *testing.T, text, box, marks string) {
		req := &Request{Box: box}
		opts, err := req.options()
		if err != nil || len(text) > 4096 {
			return
		}
		p, hp, err := readPositionText(text, opts)
		if err != nil {
			if strings.TrimSpace(err.Error()) == "" {
				t.Fatal("an error without a message")
			}
			return
		}
		if hp.Givens.Shape != p.grid.Shape || len(hp.Givens.Cells) != p.grid.Shape.Cells {
			t.Fatalf("position of shape %v for a puzzle of %v", hp.Givens.Shape, p.grid.Shape)
		}
		parseMarks(marks, p.grid.Shape) // no panic
	})
}

func TestParseMarks(t *testing.T) {
	tests := []struct {
		name  string
		text  string
		shape *sudoku.Shape
		want  sudoku.Set
		err   string
	}{
		{"digits", "951", sudoku.Classic, sudoku.SetOf(1, 5, 9), ""},
		{"letters in either case", "3Ag", sudoku.MustShape(4, 4), sudoku.SetOf(3, 10, 16), ""},
		{"none", "", sudoku.Classic, 0, ""},
		{"zero", "10", sudoku.Classic, 0, "found 0, want symbols of digits 1 to 9"},
		{"beyond the grid", "z", sudoku.Classic, 0, "found z, want symbols of digits 1 to 9"},
		// Regressions
		{"lower case of a 36x36 grid, as candidates writes it", "Aa", sudoku.MustShape(6, 6), sudoku.SetOf(10, 36), ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := parseMarks(tt.text, tt.shape)
			if got != tt.want || err == nil && tt.err != "" || err != nil && err.Error() != tt.err {
				t.Errorf("parseMarks(%q) = %v, %v; want %v, %q", tt.text, got, err, tt.want, tt.err)
			}
		})
	}
}
