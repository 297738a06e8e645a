package record

import (
	"encoding/json"
	"testing"
)

// AppendJSON writes what json.Marshal writes, whatever the strings hold.
func TestAppendJSON(t *testing.T) {
	zero, seven := 0, 7
	for _, r := range []Solve{
		{},
		{Source: "stdin", Line: 3, Puzzle: "1.3", Status: Unique, Solution: "123", Box: "3x3"},
		{Source: "argument 1", Line: 1, Puzzle: "..", Status: Multiple, Solutions: []string{"12", "21"}, Count: &seven, AtLimit: true, Box: "1x2"},
		{Source: "a.txt", Line: 2, Status: Invalid, Error: `sudoku: line 2: found "x<y>&z", expected a digit`},
		{Source: "a.txt", Line: 9, Status: None, Count: &zero},
		{Source: "dir/é.txt", Puzzle: "tab\there\nnew\rline\b\f\x01\x7f", Status: Timeout},
		{Source: "bad \xff utf-8 \u2028 \u2029 ✓", Status: Unique},
		{Source: `back\slash "quoted"`, Status: Unique, Solutions: []string{"", "<>"}},
		{Source: "v", Status: Unique, Variant: &Variant{}},
	} {
		want, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		got, err := r.AppendJSON([]byte("prefix "))
		if err != nil || string(got) != "prefix "+string(want) {
			t.Errorf("AppendJSON of %+v:\n got %s (%v)\nwant prefix %s", r, got, err, want)
		}
	}
}

// FuzzAppendJSON checks AppendJSON against json.Marshal on any strings.
func FuzzAppendJSON(f *testing.F) {
	f.Add("stdin", "1.3", "unique", "", 0, false)
	f.Add("<a&b>", "\x00\xff", "\u2028", "\"\\", -1, true)
	f.Fuzz(func(t *testing.T, source, puzzle, status, msg string, line int, atLimit bool) {
		r := Solve{Source: source, Line: line, Puzzle: puzzle, Status: status, Solution: msg, Error: msg,
			Box: status, Solutions: []string{msg, puzzle}, Count: &line, AtLimit: atLimit}
		want, _ := json.Marshal(r)
		if got, _ := r.AppendJSON(nil); string(got) != string(want) {
			t.Errorf("AppendJSON:\n got %s\nwant %s", got, want)
		}
	})
}
