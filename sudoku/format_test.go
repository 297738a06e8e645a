package sudoku

import (
	"encoding/csv"
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

func TestText(t *testing.T) {
	tests := []struct {
		name  string
		line  string
		shape *Shape
		a     Alphabet
		want  string
	}{
		{"9x9", classic, Classic, Standard, `
5 3 . | . 7 . | . . .
6 . . | 1 9 5 | . . .
. 9 8 | . . . | . 6 .
------+-------+------
8 . . | . 6 . | . . 3
4 . . | 8 . 3 | . . 1
7 . . | . 2 . | . . 6
------+-------+------
. 6 . | . . . | 2 8 .
. . . | 4 1 9 | . . 5
. . . | . 8 . | . 7 9
`},
		{"4x4", "1.3..4..2..1.4..", MustShape(2, 2), Standard, `
1 . | 3 .
. 4 | . .
----+----
2 . | . 1
. 4 | . .
`},
		{"6x6, box 3x2", "1.3..4..2..1.4..5.6...6..3..2...1..4", MustShape(3, 2), Standard, `
1 . | 3 . | . 4
. . | 2 . | . 1
. 4 | . . | 5 .
----+-----+----
6 . | . . | 6 .
. 3 | . . | 2 .
. . | 1 . | . 4
`},
		{"4x4 in hex", "1.3..4..2..1.4..", MustShape(2, 2), Hex, `
0 . | 2 .
. 3 | . .
----+----
1 . | . 0
. 3 | . .
`},
		{"4x4 in letters", "1.3..4..2..1.4..", MustShape(2, 2), Letters, `
A . | C .
. D | . .
----+----
B . | . A
. D | . .
`},
		{"16x16 in numbers, first band", grid16, MustShape(4, 4), Numbers, `
 .  2  3  4 |  5  .  7  8 |  9 10  . 12 | 13 14 15  .
 5  .  7  8 |  9 10  . 12 | 13 14 15  . |  1  2  3  4
 9 10  . 12 | 13 14 15  . |  1  2  3  4 |  .  6  7  8
13 14 15  . |  1  2  3  4 |  .  6  7  8 |  9  . 11 12
------------+-------------+-------------+------------
`},
		// Regressions
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := Parse(tt.line, Options{Shape: tt.shape})
			if err != nil {
				t.Fatal(err)
			}
			got := g.Text(tt.a)
			want := strings.TrimPrefix(tt.want, "\n")
			if strings.Count(want, "\n") < g.Shape.N { // only the first lines are given
				got = got[:min(len(got), len(want))]
			}
			if got != want {
				t.Errorf("got\n%s\nwant\n%s", got, want)
			}
		})
	}
}

func TestJSON(t *testing.T) {
	g, err := Parse(classic, Options{})
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(struct {
		Grid  Grid  `json:"grid"`
		Empty *Grid `json:"empty"`
		Zero  Grid  `json:"zero"`
	}{Grid: g})
	if err != nil {
		t.Fatal(err)
	}
	want := `{"grid":{"box":"3x3","puzzle":"` + classic + `"},"empty":null,"zero":null}`
	if string(b) != want {
		t.Errorf("Marshal: got %s, want %s", b, want)
	}
	var back struct{ Grid, Zero Grid }
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if !back.Grid.Equal(g) || back.Zero.Shape != nil {
		t.Errorf("Unmarshal: got %v and %v", back.Grid, back.Zero)
	}

	tests := []struct {
		name string
		json string
		want string // the error
	}{
		{"not an object", `"` + classic + `"`, `sudoku: line 1, column 1: found "\"53..7....6..195....98.."..., expected a JSON object with a "puzzle" field`},
		{"no puzzle", `{"box": "3x3"}`, `sudoku: line 1: found a JSON object without a "puzzle" field, expected a JSON object with a "puzzle" field`},
		{"bad cell", `{"puzzle": "` + classic[:80] + `?"}`, `sudoku: line 1, column 93: found "?", expected a digit 1-9 or an empty cell (. 0 - _ * x)`},
		{"bad cell on the second line", "{\n  \"puzzle\": \"" + classic[:80] + "?\"\n}", `sudoku: line 2, column 94: found "?", expected a digit 1-9 or an empty cell (. 0 - _ * x)`},
		{"grid in the puzzle", `{"puzzle": "` + strings.ReplaceAll(rowsOf(classic, 9), "\n", `\n`) + `"}`, ""},
		{"bad row in a grid in the puzzle", `{"puzzle": "` + strings.ReplaceAll(rowsOf(classic, 9)[:80], "\n", `\n`) + `"}`,
			`sudoku: line 1: found the end of the input after row 8, expected 9 rows`},
		// Regressions
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var g Grid
			err := json.Unmarshal([]byte(tt.json), &g)
			got := ""
			if err != nil {
				got = err.Error()
				var pe *ParseError
				if !errors.As(err, &pe) {
					t.Errorf("error %T, want *ParseError", err)
				}
			}
			if got != tt.want {
				t.Errorf("got %s, want %s", got, tt.want)
			}
		})
	}
}

func TestCSV(t *testing.T) {
	g12, err := Parse(patternLine(12), Options{Shape: MustShape(4, 3)})
	if err != nil {
		t.Fatal(err)
	}
	g9, _ := Parse(classic, Options{})
	var b strings.Builder
	w := csv.NewWriter(&b)
	w.Write(append(CSVHeader(), "note"))
	w.Write(append(g9.CSVRecord(), "classic, with a comma"))
	w.Write(append(g12.CSVRecord(), ""))
	w.Flush()
	want := "puzzle,box,note\n" + classic + ",3x3,\"classic, with a comma\"\n" + g12.Line(Standard) + ",4x3,\n"
	if b.String() != want {
		t.Errorf("CSV:\n%s\nwant\n%s", b.String(), want)
	}
	got := readAll(t, b.String(), Options{})
	wantRead := []string{"2 3x3 " + classic, "3 4x3 " + g12.Line(Standard)}
	if strings.Join(got, "\n") != strings.Join(wantRead, "\n") {
		t.Errorf("read back:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(wantRead, "\n"))
	}
}

// TestRoundTrip writes grids of every shape in every form and alphabet and
// reads them back.
func TestRoundTrip(t *testing.T) {
	for _, rc := range testShapes {
		s := MustShape(rc[0], rc[1])
		for seed := 0; seed < 3; seed++ {
			g := NewGrid(s)
			for i := range g.Cells {
				g.Cells[i] = Digit((i*7 + seed*5 + i/s.N) % (s.N + 1))
			}
			checkRoundTrip(t, g)
		}
	}
}

// checkRoundTrip writes g as a line, a text grid, JSON and CSV, in every
// alphabet that can write it, and checks that reading each gives g back.
func checkRoundTrip(t *testing.T, g Grid) {
	t.Helper()
	s := g.Shape
	read := func(form, text string, opts Options) {
		t.Helper()
		r := NewReader(strings.NewReader(text), opts)
		if strings.HasPrefix(text, classic+"\n") {
			if _, err := r.Next(); err != nil {
				t.Fatalf("%v %s: %v", s, form, err)
			}
		}
		p, err := r.Next()
		if err != nil {
			t.Fatalf("%v %s: %v\n%s", s, form, err, text)
		}
		if !p.Grid.Equal(g) {
			t.Fatalf("%v %s: read %v %s\nwant %v %s\nfrom\n%s", s, form, p.Grid.Shape, p.Grid, s, g, text)
		}
		if p, err := r.Next(); err == nil || err.Error() != "EOF" {
			t.Fatalf("%v %s: a second puzzle on line %d: %v", s, form, p.Line, err)
		}
	}
	for a := Standard; a <= Numbers; a++ {
		if a != Numbers && s.N > a.MaxSymbols() {
			continue
		}
		opts := Options{Alphabet: a}
		read("line "+a.String(), g.Line(a)+"\n", Options{Shape: s, Alphabet: a})
		read("text "+a.String(), g.Text(a), opts)
		if a == Standard {
			read("text after a line", classic+"\n"+g.Text(a), opts)
		}
	}
	b, err := json.Marshal(g)
	if err != nil {
		t.Fatal(err)
	}
	read("json line", string(b)+"\n", Options{})
	var back Grid
	if err := json.Unmarshal(b, &back); err != nil || !back.Equal(g) {
		t.Fatalf("%v json: Unmarshal gives %v, %v", s, back, err)
	}
	var c strings.Builder
	w := csv.NewWriter(&c)
	w.Write(CSVHeader())
	w.Write(g.CSVRecord())
	w.Flush()
	read("csv", c.String(), Options{})
}
