package sudoku

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"testing"
	"testing/iotest"
	"unicode/utf16"
)

// Puzzles used across the reader tests. classic and norvig are 9x9 puzzles;
// grid16 is the 16x16 puzzle of testdata/numbers16.txt, hex16.txt and
// letters16.txt, written in the Standard alphabet.
const (
	classic = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	norvig  = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	grid16  = ".2345.789A.CDEF.5.789A.CDEF.12349A.CDEF.1234.678DEF.1234.6789.BC2345.789A.CDEF.1." +
		"789A.CDEF.1234.A.CDEF.1234.6789EF.1234.6789.BCD345.789A.CDEF.12789A.CDEF.1234.6.C" +
		"DEF.1234.6789.F.1234.6789.BCDE45.789A.CDEF.12389A.CDEF.1234.67CDEF.1234.6789.B.123" +
		"4.6789.BCDE."
)

// rowsOf writes a line puzzle of n x n cells as n lines.
func rowsOf(line string, n int) string {
	var b strings.Builder
	for r := 0; r < n; r++ {
		b.WriteString(line[r*n:(r+1)*n] + "\n")
	}
	return b.String()
}

// spacedRows is rowsOf with a space between cells.
func spacedRows(line string, n int) string {
	var b strings.Builder
	for r := 0; r < n; r++ {
		b.WriteString(strings.Join(strings.Split(line[r*n:(r+1)*n], ""), " ") + "\n")
	}
	return b.String()
}

// patternLine returns a line puzzle of n digits (Standard alphabet) whose
// cells follow a simple pattern: the reader does not check the rules.
func patternLine(n int) string {
	var b strings.Builder
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			if (r*5+c*3)%4 == 0 {
				b.WriteByte('.')
			} else {
				b.WriteByte(symbolRunes[Standard][(r*3+c)%n])
			}
		}
	}
	return b.String()
}

// readAll reads every puzzle of in and describes each on one line:
// "line box cells" for a puzzle (cells in the Standard alphabet), or
// "line error" for an error.
// utf16Text is s in UTF-16, big or little endian.
func utf16Text(s string, big bool) string {
	var b []byte
	for _, u := range utf16.Encode([]rune(s)) {
		if big {
			b = append(b, byte(u>>8), byte(u))
		} else {
			b = append(b, byte(u), byte(u>>8))
		}
	}
	return string(b)
}

func readAll(t *testing.T, in string, opts Options) []string {
	t.Helper()
	r := NewReader(strings.NewReader(in), opts)
	var got []string
	for i := 0; ; i++ {
		if i > 1000 {
			t.Fatal("more than 1000 puzzles: the reader loops")
		}
		p, err := r.Next()
		if err == io.EOF {
			return got
		}
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("error %v is a %T, not a *ParseError", err, err)
			}
			if p.Grid.Shape != nil {
				t.Errorf("puzzle on line %d has a grid and an error", p.Line)
			}
			got = append(got, fmt.Sprintf("%d %v", p.Line, err))
			continue
		}
		g := p.Grid
		if len(g.Cells) != g.Shape.Cells {
			t.Fatalf("puzzle on line %d has %d cells, want %d", p.Line, len(g.Cells), g.Shape.Cells)
		}
		got = append(got, fmt.Sprintf("%d %v %s", p.Line, g.Shape, g.Line(Standard)))
	}
}

func testdata(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestReader(t *testing.T) {
	line12 := patternLine(12)
	line36 := strings.TrimSpace(testdata(t, "line36.txt"))
	numbers16 := strings.Join(strings.Fields(strings.ReplaceAll(testdata(t, "numbers16.txt")[49:], "\n", " ")), " ")
	tests := []struct {
		name string
		in   string
		opts Options
		want []string
	}{
		// One puzzle per line.
		{"line", classic + "\n", Options{}, []string{"1 3x3 " + classic}},
		{"line without a final newline", classic, Options{}, []string{"1 3x3 " + classic}},
		{"zeros and other empty marks",
			"530070000600195000098000060800060003400803001700020006060000280000419005000080079\n" +
				"53--7----6__195----98xxxx6*8...6...34..8.3..17...2...6.6....28....419..5....8..79\n",
			Options{}, []string{"1 3x3 " + classic, "2 3x3 " + classic}},
		{"spaces and separators inside a line", "53..7.... 6..195... .98....6. 8...6...3 4..8.3..1 7...2...6 .6....28. ...419..5 ....8..79\n" +
			"53.|.7.|...|6..|195|...|.98|...|.6.|8..|.6.|..3|4..|8.3|..1|7..|.2.|..6|.6.|...|28.|...|419|..5|...|.8.|.79\n",
			Options{}, []string{"1 3x3 " + classic, "2 3x3 " + classic}},
		{"trailing spaces and a trailing comment", classic + "  \t\n" + norvig + " # SE 9.0\n",
			Options{}, []string{"1 3x3 " + classic, "2 3x3 " + norvig}},
		{"a line of 81 dashes is an empty puzzle", strings.Repeat("-", 81) + "\n",
			Options{}, []string{"1 3x3 " + strings.Repeat(".", 81)}},
		{"4x4 line", "1.3..4..2..1.4..\n", Options{}, []string{"1 2x2 1.3..4..2..1.4.."}},
		{"6x6 line", "1.3..4..2..1.4..5.6...6..3..2...1..4\n", Options{}, []string{"1 2x3 1.3..4..2..1.4..5.6...6..3..2...1..4"}},
		{"8x8 line", strings.Repeat("12345678", 8) + "\n", Options{}, []string{"1 2x4 " + strings.Repeat("12345678", 8)}},
		{"12x12 line, usual box", line12 + "\n", Options{}, []string{"1 3x4 " + line12}},
		{"12x12 line, box 3x4", line12 + "\n", Options{Shape: MustShape(3, 4)}, []string{"1 3x4 " + line12}},
		{"12x12 line, box 4x3", line12 + "\n", Options{Shape: MustShape(4, 3)}, []string{"1 4x3 " + line12}},
		{"16x16 line", grid16 + "\n", Options{}, []string{"1 4x4 " + grid16}},
		{"36x36 line", line36 + "\n", Options{}, []string{"1 6x6 " + line36}},
		{"16x16 line of numbers", numbers16 + "\n", Options{}, []string{"1 4x4 " + grid16}},
		{"lower-case letters", strings.ToLower(grid16) + "\n", Options{}, []string{"1 4x4 " + grid16}},

		// Grids on several lines.
		{"plain rows", rowsOf(classic, 9), Options{}, []string{"1 3x3 " + classic}},
		{"qqwing", testdata(t, "qqwing.txt"), Options{}, []string{"1 3x3 " + classic, "13 3x3 " + norvig}},
		{"simple sudoku .ss, CRLF", testdata(t, "simple.ss"), Options{}, []string{"1 3x3 " + classic}},
		{"sadman .sdk with # headers", testdata(t, "sadman.sdk"), Options{}, []string{"8 3x3 " + classic}},
		{"sadman .sdk with sections", testdata(t, "sections.sdk"), Options{}, []string{"2 3x3 " + classic}},
		{"bordered grids back to back", testdata(t, "bordered.txt"), Options{}, []string{"1 3x3 " + classic, "14 3x3 " + norvig}},
		{"pzl borders with stars",
			"*-----------*\n|53.|.7.|...|\n|6..|195|...|\n|.98|...|.6.|\n|---+---+---|\n|8..|.6.|..3|\n|4..|8.3|..1|\n" +
				"|7..|.2.|..6|\n|---+---+---|\n|.6.|...|28.|\n|...|419|..5|\n|...|.8.|.79|\n*-----------*\n",
			Options{}, []string{"1 3x3 " + classic}},
		{"plain rows with dash separators",
			"53..7....\n6..195...\n.98....6.\n---------\n8...6...3\n4..8.3..1\n7...2...6\n---------\n.6....28.\n...419..5\n....8..79\n",
			Options{}, []string{"1 3x3 " + classic}},
		{"a row of dashes in a grid that writes empty cells with dashes",
			"53--7----\n6--195---\n---------\n8---6---3\n4--8-3--1\n7---2---6\n-6----28-\n---419--5\n----8--79\n",
			Options{}, []string{"1 3x3 53..7....6..195............8...6...34..8.3..17...2...6.6....28....419..5....8..79"}},
		{"a row of dashes where no separator may stand",
			"53..7....\n---------\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79\n",
			Options{}, []string{"1 3x3 53..7..............98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"}},
		{"double spaced", strings.ReplaceAll(rowsOf(classic, 9), "\n", "\n\n"), Options{}, []string{"1 3x3 " + classic}},
		{"blank lines between bands",
			"53..7....\n6..195...\n.98....6.\n\n8...6...3\n4..8.3..1\n7...2...6\n\n.6....28.\n...419..5\n....8..79\n",
			Options{}, []string{"1 3x3 " + classic}},
		{"spaced rows", spacedRows(classic, 9), Options{},
			[]string{"1 3x3 " + classic}},
		{"16x16 numbers", testdata(t, "numbers16.txt"), Options{}, []string{"2 4x4 " + grid16}},
		{"16x16 hex", testdata(t, "hex16.txt"), Options{Alphabet: Hex}, []string{"1 4x4 " + grid16}},
		{"16x16 letters", testdata(t, "letters16.txt"), Options{Alphabet: Letters}, []string{"1 4x4 " + grid16}},
		{"16x16 rows", rowsOf(grid16, 16), Options{}, []string{"1 4x4 " + grid16}},
		{"numbers alphabet", "1 0 3 4\n3 4 0 2\n2 1 4 3\n4 3 2 0\n", Options{Alphabet: Numbers}, []string{"1 2x2 1.3434.22143432."}},
		{"12x12 rows, box from the separators",
			textOf(t, line12, MustShape(4, 3)), Options{}, []string{"1 4x3 " + line12}},
		{"12x12 rows, box from the first band",
			strings.Join(strings.SplitAfterN(rowsOf(line12, 12), "\n", 5)[:4], "") + "\n" +
				strings.Join(strings.SplitAfterN(rowsOf(line12, 12), "\n", 9)[4:8], "") + "\n" +
				strings.SplitAfterN(rowsOf(line12, 12), "\n", 9)[8],
			Options{}, []string{"1 4x3 " + line12}},
		{"12x12 rows, box given", rowsOf(line12, 12), Options{Shape: MustShape(4, 3)}, []string{"1 4x3 " + line12}},
		{"16 cells of 1-4 is a 4x4 puzzle, with a larger symbol a row",
			"1234341221434321\n" + rowsOf(grid16, 16), Options{}, []string{"1 2x2 1234341221434321", "2 4x4 " + grid16}},
		{"16 cells cut into boxes of four is a row",
			"1 . . . | . 2 . . | . . 3 . | . . . 4\n" + rowsOf(grid16, 16)[17:], Options{},
			[]string{"1 4x4 1....2....3....4" + grid16[16:]}},

		{"puzzle bank: hash puzzle rating", "00015097c6c3 " + classic + "  7.2\n0001d2888928\t" + norvig + "\t7.1\n",
			Options{}, []string{"1 3x3 " + classic, "2 3x3 " + norvig}},
		{"puzzle bank: notes after the puzzle", classic + " 11.9/11.9/11.3 # rated\n" + grid16 + " box duplicate\n",
			Options{}, []string{"1 3x3 " + classic, "2 4x4 " + grid16}},

		// Streams.
		{"comments, blank lines, CRLF and BOM",
			"\uFEFF# puzzles\r\n\r\n" + classic + "\r\n   \r\n# next\r\n" + norvig + "\r\n",
			Options{}, []string{"3 3x3 " + classic, "6 3x3 " + norvig}},
		{"JSON lines",
			`{"box":"3x3","puzzle":"` + classic + `"}` + "\n" +
				`  {"puzzle": "` + norvig + `", "solution": null, "rating": 9.1}` + "\n" +
				`{"puzzle":"` + line12 + `","box":"4x3"}` + "\n",
			Options{}, []string{"1 3x3 " + classic, "2 3x3 " + norvig, "3 4x3 " + line12}},
		{"CSV",
			"id,puzzle,box\n1," + classic + ",3x3\n2,\"" + norvig + "\",\n\n3," + line12 + ",4x3\n",
			Options{}, []string{"2 3x3 " + classic, "3 3x3 " + norvig, "5 4x3 " + line12}},
		{"mixed formats", classic + "\n\n" + testdata(t, "qqwing.txt") + norvig + "\n" + rowsOf(classic, 9),
			Options{}, []string{"1 3x3 " + classic, "3 3x3 " + classic, "15 3x3 " + norvig, "27 3x3 " + norvig, "28 3x3 " + classic}},
		{"other sections are skipped",
			"[State]\n" + rowsOf(norvig, 9) + "[Puzzle]\n" + rowsOf(classic, 9) + "[PencilMarks]\n123 456\n",
			Options{}, []string{"12 3x3 " + classic}},

		// Errors.
		{"bad symbol", classic[:40] + "q" + classic[41:] + "\n", Options{},
			[]string{`1 sudoku: line 1, column 41: found "q", expected a digit 1-9 or an empty cell (. 0 - _ * x)`}},
		{"bad symbol, 16x16", "G" + grid16[1:40] + "H" + grid16[41:] + "\n", Options{},
			[]string{`1 sudoku: line 1, column 41: found "H", expected a digit 1-9, A-G or an empty cell (. 0 - _ * x)`}},
		{"bad symbol, hex", "G" + grid16[1:] + "\n", Options{Alphabet: Hex},
			[]string{`1 sudoku: line 1, column 1: found "G", expected a digit 0-9, A-F or an empty cell (. - _ * x)`}},
		{"bad symbol, letters", grid16[:255] + "Q\n", Options{Alphabet: Letters},
			[]string{`1 sudoku: line 1, column 2: found "2", expected a digit A-P or an empty cell (. 0 - _ * x)`}},
		{"bad symbol, not ASCII", "５" + classic[1:] + "\n", Options{},
			[]string{`1 sudoku: line 1, column 1: found "５", expected a digit 1-9 or an empty cell (. 0 - _ * x)`}},
		{"too few cells", classic[:80] + "\n", Options{}, []string{"1 sudoku: line 1: found 80 cells, expected 64 or 81"}},
		{"too many cells", classic + "1\n", Options{}, []string{"1 sudoku: line 1: found 82 cells, expected 81 or 100"}},
		{"a count of no size", "1234567\n", Options{}, []string{"1 sudoku: line 1: found 7 cells, expected 6 or 8"}},
		{"a count of no size, box given", classic[:80] + "\n", Options{Shape: Classic},
			[]string{"1 sudoku: line 1: found 80 cells, expected 81 (a whole puzzle on one line) or 9 (one row of a grid)"}},
		{"two whole puzzles on a line", classic + " " + norvig + "\n", Options{},
			[]string{"1 sudoku: line 1: found 162 cells, expected 144 or 196"}},
		{"a bank line whose puzzle lacks a cell", "00015097c6c3 " + classic[:80] + " 7.2\n", Options{},
			[]string{"1 sudoku: line 1: found 95 cells, expected 81 or 100"}},
		{"number out of range", strings.Replace(numbers16, " 2 ", " 17 ", 1) + "\n", Options{},
			[]string{`1 sudoku: line 1, column 3: found "17", expected a number 1-16 or an empty cell (0 . - _ * x)`}},
		{"not a number", "1 0 3 4\n3 4 0 2\n2 1 4 3\n4 3 2 a\n", Options{Alphabet: Numbers},
			[]string{`1 sudoku: line 4, column 7: found "a", expected a number 1-4 or an empty cell (0 . - _ * x)`}},
		{"short row", strings.Replace(rowsOf(classic, 9), "8...6...3", "8...6..3", 1) + "\n" + norvig + "\n", Options{},
			[]string{"1 sudoku: line 4: found 8 cells, expected 9 (row 4 of 9)", "11 3x3 " + norvig}},
		{"bad symbol in a row", strings.Replace(rowsOf(classic, 9), "8...6...3", "8...6.?.3", 1) + "\n" + norvig + "\n", Options{},
			[]string{`1 sudoku: line 4, column 7: found "?", expected a digit 1-9 or an empty cell (. 0 - _ * x)`, "11 3x3 " + norvig}},
		{"too many rows", rowsOf(classic, 9) + "....8..79\n\n" + norvig + "\n", Options{},
			[]string{"1 sudoku: line 10: found row 10, expected 9 rows (a blank line between puzzles)", "12 3x3 " + norvig}},
		{"too few rows at the end", rowsOf(classic, 9)[:50], Options{},
			[]string{"1 sudoku: line 5: found the end of the input after row 5, expected 9 rows"}},
		{"too few rows, then a blank line", rowsOf(classic, 9)[:50] + "\n" + rowsOf(norvig, 9), Options{},
			[]string{"1 sudoku: line 6: found a blank line after row 5, expected row 6 of 9", "7 3x3 " + norvig}},
		{"too few rows, then a comment", rowsOf(classic, 9)[:60] + "# next\n" + rowsOf(norvig, 9), Options{},
			[]string{"1 sudoku: line 7: found a comment, expected row 7 of 9", "8 3x3 " + norvig}},
		{"too few rows, then a line puzzle", rowsOf(classic, 9)[:20] + norvig + "\n", Options{},
			[]string{"1 sudoku: line 3: found 81 cells, expected 9 (row 3 of 9)", "3 3x3 " + norvig}},
		{"too few rows, then a grid after a band gap",
			rowsOf(classic, 9)[:30] + "\n" + rowsOf(norvig, 9), Options{},
			[]string{"1 sudoku: line 8: found row 7 right after row 6, expected a blank line before it, as after row 3",
				"11 sudoku: line 13: found the end of the input after row 3, expected 9 rows"}},
		{"too few rows, double spaced",
			strings.ReplaceAll(rowsOf(classic, 9)[:20], "\n", "\n\n") + rowsOf(norvig, 9), Options{},
			[]string{"1 sudoku: line 6: found row 4 right after row 3, expected a blank line before it, as after row 1",
				"12 sudoku: line 13: found the end of the input after row 2, expected 9 rows"}},
		{"double spaced grids one after another",
			strings.ReplaceAll(rowsOf(classic, 9)+"\n"+rowsOf(norvig, 9), "\n", "\n\n"), Options{},
			[]string{"1 3x3 " + classic, "21 3x3 " + norvig}},
		{"separator in the wrong place",
			"53..7....\n6..195...\n-----------\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79\n",
			Options{}, []string{"1 sudoku: line 3: found a separator line after row 2, expected row 3 of 9", "4 sudoku: line 10: found the end of the input after row 7, expected 9 rows"}},
		{"the rest of a qqwing grid, then the next",
			strings.Join(strings.SplitAfter(testdata(t, "qqwing.txt"), "\n")[4:], ""), Options{},
			[]string{"1 sudoku: line 8: found a blank line after row 6, expected row 7 of 9 after a separator line, as after row 3",
				"9 3x3 " + norvig}},
		{"gaps between bands unlike the first",
			"53..7....\n6..195...\n.98....6.\n\n8...6...3\n4..8.3..1\n7...2...6\n\n\n.6....28.\n...419..5\n....8..79\n", Options{},
			[]string{"1 sudoku: line 9: found 2 blank lines after row 6, expected row 7 of 9 after a blank line, as after row 3",
				"10 sudoku: line 12: found the end of the input after row 3, expected 9 rows"}},
		{"a bordered grid without its last band, then the next",
			strings.Join(strings.SplitAfter(testdata(t, "bordered.txt"), "\n")[:9], "") + strings.Join(strings.SplitAfter(testdata(t, "bordered.txt"), "\n")[13:], ""),
			Options{}, []string{"1 sudoku: line 10: found a second separator line after row 6, expected row 7 of 9", "10 3x3 " + norvig}},
		{"a line longer than 1 MiB", strings.Repeat(".", maxLine+10) + "\n" + classic + "\n", Options{},
			[]string{"1 sudoku: line 1: found a line longer than 1 MiB, expected shorter lines", "2 3x3 " + classic}},
		{"invalid JSON", `{"puzzle": "` + classic + `",}` + "\n", Options{},
			[]string{`1 sudoku: line 1, column 96: found invalid JSON (invalid character '}' looking for beginning of object key string), expected a JSON object with a "puzzle" field`}},
		{"JSON without a puzzle", `{"grid": "` + classic + `"}` + "\n", Options{},
			[]string{`1 sudoku: line 1: found a JSON object without a "puzzle" field, expected a JSON object with a "puzzle" field`}},
		{"JSON puzzle not a string", `{"puzzle": 81}` + "\n", Options{},
			[]string{`1 sudoku: line 1, column 12: found "puzzle": 81, expected a string that holds the puzzle`}},
		{"JSON with a bad box", `{"box": "3x", "puzzle": "` + classic + `"}` + "\n", Options{},
			[]string{`1 sudoku: line 1, column 9: found box "3x", expected rows x columns such as 3x3 or 3x4, each at least 2 and at most 64 digits in all`}},
		{"JSON box other than the one given", `{"box": "4x3", "puzzle": "` + line12 + `"}` + "\n", Options{Shape: MustShape(3, 4)},
			[]string{`1 sudoku: line 1, column 9: found box "4x3", expected 3x4, the box given`}},
		{"JSON puzzle with a bad symbol", `{"puzzle": "` + classic[:80] + `q"}` + "\n", Options{},
			[]string{`1 sudoku: line 1, column 93: found "q", expected a digit 1-9 or an empty cell (. 0 - _ * x)`}},
		{"JSON puzzle of the wrong size", `{"box": "3x3", "puzzle": "` + classic[:80] + `"}` + "\n", Options{},
			[]string{`1 sudoku: line 1: found 80 cells, expected 81 (a 9x9 puzzle, box 3x3)`}},
		{"JSON puzzle with text after it", `{"puzzle": "` + classic + `"} {}` + "\n", Options{},
			[]string{`1 sudoku: line 1, column 97: found text "{}" after the JSON object, expected the end of the line`}},
		{"CSV record too short", "puzzle,box\n\"" + classic + "\",3x3\n\n", Options{},
			[]string{"2 3x3 " + classic}},
		{"CSV errors",
			"id,puzzle,box\n1\n2," + classic[:80] + "q,3x3\n3," + classic + ",3x\n4,\"" + classic + "\"x\n",
			Options{}, []string{
				"2 sudoku: line 2: found 1 field, expected 3 as in the header, with the puzzle in field 2",
				`3 sudoku: line 3, column 83: found "q", expected a digit 1-9 or an empty cell (. 0 - _ * x)`,
				`4 sudoku: line 4, column 85: found box "3x", expected rows x columns such as 3x3 or 3x4, each at least 2 and at most 64 digits in all`,
				`5 sudoku: line 5, column 85: found malformed CSV (extraneous or missing " in quoted-field), expected a CSV record with the fields of the header`,
			}},

		// Regressions
		// A line of HoDoKu's library was "128 cells" to every command but
		// hint: it is the puzzle of its givens ('+' digits were placed).
		{"a HoDoKu library line", ":0300:3:53..+7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79:314::\n" +
			":0300:3:53..7...q6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79:::\n", Options{},
			[]string{"1 3x3 53..." + classic[5:], `2 sudoku: line 2, column 17: found "q", expected a digit 1-9, . or 0, or + before a digit`}},
		{"brackets around no section name hide nothing", "[5,3,0,0]\n" + classic + "\n", Options{},
			[]string{`1 sudoku: line 1, column 1: found "[", expected a digit 1-9 or an empty cell (. 0 - _ * x)`, "2 3x3 " + classic}},
		// The CSV writers quote a field that starts a formula ("'-2..."):
		// read back, it is the puzzle without the quote, and a bad cell is
		// still named at its own column.
		{"CSV fields quoted against formulas", "puzzle,box\n'-" + classic[1:] + ",3x3\n\"'-" + classic[1:80] + "q\",3x3\n", Options{},
			[]string{"2 3x3 ." + classic[1:], `3 sudoku: line 3, column 83: found "q", expected a digit 1-9 or an empty cell (. 0 - _ * x)`}},
		// Lone \r line endings merged three puzzles into one invalid line.
		{"lone CR line endings", classic + "\r" + norvig + "\r\r" + classic + "\r", Options{},
			[]string{"1 3x3 " + classic, "2 3x3 " + norvig, "4 3x3 " + classic}},
		{"CR, LF and CRLF mixed", classic + "\r\n" + norvig + "\r" + classic + "\n" + norvig + "\r\n\r\n" + classic,
			Options{}, []string{"1 3x3 " + classic, "2 3x3 " + norvig, "3 3x3 " + classic, "4 3x3 " + norvig, "6 3x3 " + classic}},
		{"a grid with lone CR", strings.ReplaceAll(rowsOf(classic, 9), "\n", "\r"), Options{},
			[]string{"1 3x3 " + classic}},
		// UTF-16 files were read as garbage.
		{"UTF-16 LE with a BOM", utf16Text("\uFEFF# from Notepad\r\n"+classic+"\r\n"+norvig+"\r\n", false), Options{},
			[]string{"2 3x3 " + classic, "3 3x3 " + norvig}},
		{"UTF-16 BE with a BOM", utf16Text("\uFEFF"+classic+"\n"+norvig+"\n", true), Options{},
			[]string{"1 3x3 " + classic, "2 3x3 " + norvig}},
		{"UTF-16 LE without a BOM", utf16Text(classic+"\r\n"+norvig+"\r\n", false), Options{},
			[]string{"1 3x3 " + classic, "2 3x3 " + norvig}},
		{"UTF-16 BE without a BOM", utf16Text(rowsOf(classic, 9)+"\n# 解答\n"+norvig, true), Options{},
			[]string{"1 3x3 " + classic, "12 3x3 " + norvig}},
		{"UTF-16 with a bad symbol", utf16Text("\uFEFF"+classic[:40]+"q"+classic[41:]+"\n", false), Options{},
			[]string{`1 sudoku: line 1, column 41: found "q", expected a digit 1-9 or an empty cell (. 0 - _ * x)`}},
		// A row of stars under a row of numbers, with Numbers asked for,
		// looked up a one-character alphabet that Numbers has not: a panic
		// (found by FuzzReader).
		{"a row of stars in a grid of numbers", "0 0 0 0 0 0 0 0 0\n********-\n", Options{Alphabet: Numbers},
			[]string{"1 sudoku: line 2: found the end of the input after row 2, expected 9 rows"}},
		// --box 8x8 read every line as numbers: a 64x64 puzzle of
		// characters, read fine without it, was one bad number.
		{"64x64 line of characters with its box", strings.Repeat(".", 4095) + "Z\n", Options{Shape: MustShape(8, 8)},
			[]string{"1 8x8 " + strings.Repeat("0 ", 4095) + "35"}},
		{"64x64 line of numbers with its box", strings.Repeat("0 ", 4095) + "64\n", Options{Shape: MustShape(8, 8)},
			[]string{"1 8x8 " + strings.Repeat("0 ", 4095) + "64"}},
		{"64x64 in JSON with its box", `{"box":"8x8","puzzle":"` + strings.Repeat(".", 4095) + `1"}` + "\n", Options{},
			[]string{"1 8x8 " + strings.Repeat("0 ", 4095) + "1"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := readAll(t, tt.in, tt.opts)
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("got\n\t%s\nwant\n\t%s", strings.Join(got, "\n\t"), strings.Join(tt.want, "\n\t"))
			}
		})
	}
}

// textOf writes line, a puzzle of shape s, with Grid.Text.
func textOf(t *testing.T, line string, s *Shape) string {
	t.Helper()
	g, err := Parse(line, Options{Shape: s})
	if err != nil {
		t.Fatal(err)
	}
	return g.Text(Standard)
}

// TestReaderGoesOn reads a stream with bad puzzles among good ones: every
// good one comes back, with its line, and every bad one is an error with its
// own line.
func TestReaderGoesOn(t *testing.T) {
	var in strings.Builder
	type want struct {
		line int
		good string // the puzzle, or "" for an error
	}
	var wants []want
	lineNo := 1
	add := func(text string, good string) {
		wants = append(wants, want{lineNo, good})
		in.WriteString(text)
		lineNo += strings.Count(text, "\n")
	}
	skip := func(text string) {
		in.WriteString(text)
		lineNo += strings.Count(text, "\n")
	}
	add(classic+"\n", classic)
	add(classic[:80]+"\n", "")
	add(norvig+"\n", norvig)
	skip("\n# a grid with a short row\n")
	add(strings.Replace(rowsOf(classic, 9), "8...6...3", "8...6..3", 1), "")
	skip("\n")
	add(rowsOf(norvig, 9), norvig)
	skip("\n")
	add(testdata(t, "qqwing.txt")[:40], "") // two rows, then a blank line
	skip("\n")
	add(`{"puzzle":"`+classic+`"}`+"\n", classic)
	add(`{"puzzle":`+"\n", "")
	add(strings.Repeat("x", 82)+"\n", "")
	add(rowsOf(classic, 9), classic)
	skip("\n")
	add(rowsOf(classic, 9)+"123456789\n", "")
	skip("\n")
	add(norvig+" #\n", norvig)
	add(norvig+"7\n", "")
	add(strings.ReplaceAll(classic, ".", "0")+"\n", classic)

	r := NewReader(strings.NewReader(in.String()), Options{})
	for i, w := range wants {
		p, err := r.Next()
		if p.Line != w.line {
			t.Errorf("puzzle %d: line %d, want %d (error %v)", i+1, p.Line, w.line, err)
		}
		switch {
		case w.good == "" && err == nil:
			t.Errorf("puzzle %d on line %d: no error, want one; read %s", i+1, p.Line, p.Grid)
		case w.good != "" && err != nil:
			t.Errorf("puzzle %d on line %d: %v", i+1, p.Line, err)
		case w.good != "" && p.Grid.String() != w.good:
			t.Errorf("puzzle %d on line %d: read %s, want %s", i+1, p.Line, p.Grid, w.good)
		}
	}
	if p, err := r.Next(); err != io.EOF {
		t.Errorf("after the last puzzle: line %d, %v; want io.EOF", p.Line, err)
	}
}

func TestPuzzleText(t *testing.T) {
	in := "# qqwing\n" + testdata(t, "qqwing.txt") + "+---+\n| 5 3 . |\n"
	r := NewReader(strings.NewReader(in), Options{})
	p, err := r.Next()
	if err != nil {
		t.Fatal(err)
	}
	if want := strings.TrimSuffix(testdata(t, "qqwing.txt")[:24*11], "\n"); p.Text != want {
		t.Errorf("Text = %q, want %q", p.Text, want)
	}
	if _, err := r.Next(); err != nil {
		t.Fatal(err)
	}
	p, err = r.Next()
	if err == nil || p.Line != 26 || p.Text != "+---+\n| 5 3 . |" {
		t.Errorf("got line %d, text %q, error %v; want line 26, the two lines and an error", p.Line, p.Text, err)
	}
}

func TestParse(t *testing.T) {
	tests := []struct {
		name string
		text string
		want string // the puzzle, or the error
	}{
		{"line", classic, classic},
		{"grid", rowsOf(classic, 9), classic},
		{"surrounded by blank lines and comments", "\n# a puzzle\n\n" + classic + "\n\n", classic},
		{"JSON", `{"puzzle":"` + classic + `"}`, classic},
		{"empty", "", "sudoku: found no puzzle, expected one puzzle"},
		{"only comments", "# nothing\n\n", "sudoku: found no puzzle, expected one puzzle"},
		{"two puzzles", classic + "\n" + norvig, "sudoku: line 2: found a second puzzle, expected only one (the first is on line 1)"},
		{"a puzzle and junk", classic + "\nxyz", "sudoku: line 2: found 3 cells, expected 4"},
		// Regressions
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := Parse(tt.text, Options{})
			got := ""
			if err != nil {
				got = err.Error()
				if g.Shape != nil {
					t.Errorf("Parse returned a grid with the error")
				}
			} else {
				got = g.String()
			}
			if got != tt.want {
				t.Errorf("got %s, want %s", got, tt.want)
			}
		})
	}
}

func TestReaderOptions(t *testing.T) {
	r := NewReader(strings.NewReader(classic), Options{Alphabet: 9})
	if _, err := r.Next(); err == nil || err.Error() != "sudoku: unknown alphabet Alphabet(9)" {
		t.Errorf("Next with alphabet 9: %v", err)
	}
}

func TestReaderIOError(t *testing.T) {
	boom := errors.New("boom")
	in := io.MultiReader(strings.NewReader(classic+"\n"+rowsOf(norvig, 9)[:30]), iotest.ErrReader(boom))
	r := NewReader(in, Options{})
	if _, err := r.Next(); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Next(); err != boom {
		t.Errorf("Next in a grid cut by a read error: %v, want boom", err)
	}
	if _, err := r.Next(); err != boom {
		t.Errorf("Next after the read error: %v, want boom", err)
	}
}

// TestReaderLongLines reads lines longer than the Reader's buffer.
func TestReaderLongLines(t *testing.T) {
	var line64 strings.Builder // a 64x64 puzzle of numbers on one line: 4096 cells, 12 KB
	for i := 0; i < 64*64; i++ {
		fmt.Fprintf(&line64, "%d ", (i*7)%65)
	}
	in := line64.String() + "\n" + strings.Repeat(" ", 70000) + classic + "\n"
	got := readAll(t, in, Options{})
	want := []string{"1 8x8 " + strings.TrimSpace(line64.String()), "2 3x3 " + classic}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got %.100q..., want %.100q...", got, want)
	}
}

func TestParseErrorMessage(t *testing.T) {
	tests := []struct {
		err  ParseError
		want string
	}{
		{ParseError{Line: 3, Col: 12, Found: `"q"`, Expected: "a digit"}, `sudoku: line 3, column 12: found "q", expected a digit`},
		{ParseError{Line: 7, Found: "80 cells", Expected: "81"}, "sudoku: line 7: found 80 cells, expected 81"},
		{ParseError{Found: "no puzzle", Expected: "one puzzle"}, "sudoku: found no puzzle, expected one puzzle"},
		{ParseError{Line: 1, Found: "something"}, "sudoku: line 1: found something"},
		// Regressions
	}
	for _, tt := range tests {
		if got := tt.err.Error(); got != tt.want {
			t.Errorf("got %s, want %s", got, tt.want)
		}
	}
}

// BenchmarkReader reads puzzles of 81 characters a line, the common case of
// the command line's batch commands: 100,000 generated ones, and the shared
// data sets when they are there (../../shared/data, never required).
func BenchmarkReader(b *testing.B) {
	var gen bytes.Buffer
	for i := 0; i < 100000; i++ {
		line := []byte(classic)
		line[i%81] = byte('1' + i%9)
		gen.Write(line)
		gen.WriteByte('\n')
	}
	b.Run("generated-100k", func(b *testing.B) { benchmarkReader(b, gen.Bytes()) })
	for _, name := range []string{"tdoku_17_clue.txt", "tdoku_forum_hardest_1905_11plus.txt"} {
		b.Run(strings.TrimSuffix(name, ".txt"), func(b *testing.B) {
			data, err := os.ReadFile("../../shared/data/" + name)
			if err != nil {
				b.Skip("no data set:", err)
			}
			benchmarkReader(b, data)
		})
	}
}

func benchmarkReader(b *testing.B, data []byte) {
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	puzzles := 0
	for b.Loop() {
		r := NewReader(bytes.NewReader(data), Options{})
		for {
			_, err := r.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				b.Fatal(err)
			}
			puzzles++
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(puzzles), "ns/puzzle")
	b.ReportMetric(float64(puzzles)/b.Elapsed().Seconds(), "puzzles/s")
}

// TestNoSilentChange deletes or repeats one line of streams of puzzles in
// many forms: the reader may report errors, but every puzzle it returns must
// be one of those written.
func TestNoSilentChange(t *testing.T) {
	puzzles := []string{classic, norvig, strings.ReplaceAll(classic, "5", ".")}
	bands := func(p string) string { // rows, a blank line between bands
		r := strings.Split(strings.TrimSuffix(rowsOf(p, 9), "\n"), "\n")
		return strings.Join(r[:3], "\n") + "\n\n" + strings.Join(r[3:6], "\n") + "\n\n" + strings.Join(r[6:], "\n") + "\n"
	}
	forms := map[string]func(p string) string{
		"line": func(p string) string { return p + "\n" },
		"rows": func(p string) string { return rowsOf(p, 9) + "\n" },
		"text": func(p string) string { g, _ := Parse(p, Options{}); return g.Text(Standard) + "\n" },
		"bordered": func(p string) string {
			return strings.Join(strings.SplitAfter(testdata(t, "bordered.txt"), "\n")[:13], "")
		},
		"bands":    func(p string) string { return bands(p) + "\n\n" }, // (with one blank line, as between bands, a missing row cannot be told)
		"comments": func(p string) string { return "# puzzle\n" + rowsOf(p, 9) },
		"json":     func(p string) string { return `{"puzzle":"` + p + `"}` + "\n" },
		"qqwing": func(p string) string {
			var b strings.Builder
			for i, row := range strings.Split(strings.TrimSuffix(rowsOf(p, 9), "\n"), "\n") {
				if i == 3 || i == 6 {
					b.WriteString("-------|-------|-------\n")
				}
				b.WriteString(" " + strings.Join(strings.Split(row[:3], ""), " ") + " | " + strings.Join(strings.Split(row[3:6], ""), " ") +
					" | " + strings.Join(strings.Split(row[6:], ""), " ") + " \n")
			}
			return b.String() + "\n"
		},
		"double spaced": func(p string) string { return strings.ReplaceAll(rowsOf(p, 9), "\n", "\n\n") + "\n" }, // (with one blank line between puzzles, a missing row cannot be told)
		"ss": func(p string) string {
			g, _ := Parse(p, Options{})
			return strings.NewReplacer(" | ", "|", " ", "", "+", "").Replace(g.Text(Standard)) + "\n"
		},
	}
	for name, form := range forms {
		if name == "bordered" {
			form = func(p string) string {
				g, _ := Parse(p, Options{})
				body := strings.ReplaceAll(g.Text(Standard), "------+-------+------", "+-------+-------+-------+")
				var b strings.Builder
				b.WriteString("+-------+-------+-------+\n")
				for _, l := range strings.Split(strings.TrimSuffix(body, "\n"), "\n") {
					if strings.HasPrefix(l, "+") {
						b.WriteString(l + "\n")
					} else {
						b.WriteString("| " + l + " |\n")
					}
				}
				b.WriteString("+-------+-------+-------+\n")
				return b.String()
			}
		}
		var in strings.Builder
		for _, p := range puzzles {
			in.WriteString(form(p))
		}
		lines := strings.SplitAfter(in.String(), "\n")
		if got := readAll(t, in.String(), Options{}); len(got) != len(puzzles) {
			t.Fatalf("%s: read %d puzzles, want %d:\n%s", name, len(got), len(puzzles), strings.Join(got, "\n"))
		}
		for i := range lines {
			for _, change := range []string{"delete", "repeat"} {
				var mutated []string
				mutated = append(mutated, lines[:i]...)
				if change == "repeat" {
					mutated = append(mutated, lines[i], lines[i])
				}
				mutated = append(mutated, lines[i+1:]...)
				for _, got := range readAll(t, strings.Join(mutated, ""), Options{}) {
					f := strings.Fields(got)
					if len(f) == 3 && f[1] == "3x3" && !slicesContains(puzzles, f[2]) {
						t.Errorf("%s, line %d %sd: read a puzzle never written: %s", name, i+1, change, got)
					}
				}
			}
		}
	}
}

func slicesContains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// TestReaderEncodingsByteByByte reads UTF-16 and lone-CR input one byte at a
// time: the encoding is still told and no line is lost.
func TestReaderEncodingsByteByByte(t *testing.T) {
	for _, in := range []string{
		utf16Text("\uFEFF"+classic+"\r\n"+norvig+"\r\n", false),
		utf16Text(classic+"\n"+norvig+"\n", true),
		classic + "\r" + norvig + "\r",
	} {
		r := NewReader(iotest.OneByteReader(strings.NewReader(in)), Options{})
		var got []string
		for {
			p, err := r.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, p.Grid.String())
		}
		if len(got) != 2 || got[0] != classic || got[1] != norvig {
			t.Errorf("%.20q: read %q", in, got)
		}
	}
}

// TestScan reads streams of every kind with Scan and with Next: the same
// puzzles, lines, texts and errors, though Scan reuses its storage.
func TestScan(t *testing.T) {
	bad81 := strings.Repeat("?", 81)
	inputs := []string{
		classic + "\n" + norvig + "\n\n# comment\n" + classic[:80] + "\n" + norvig,
		// A bank line whose puzzle is followed by a word of as many
		// characters that is not one: the puzzle's cells are kept.
		"00015097c6c3 " + classic + " " + bad81 + "\n" + norvig + "\n",
		"00015097c6c3 " + classic + " " + norvig + "\n",
	}
	for _, name := range []string{"bordered.txt", "hex16.txt", "letters16.txt", "line36.txt", "numbers16.txt", "qqwing.txt", "sadman.sdk", "sections.sdk", "simple.ss"} {
		inputs = append(inputs, testdata(t, name))
	}
	for i, in := range inputs {
		next, scan := NewReader(strings.NewReader(in), Options{}), NewReader(strings.NewReader(in), Options{})
		for {
			p, err := next.Next()
			q, text, serr := scan.Scan()
			if fmt.Sprint(err) != fmt.Sprint(serr) || p.Line != q.Line || p.Text != string(text) || q.Text != "" ||
				p.Grid.Shape != q.Grid.Shape || !slices.Equal(p.Grid.Cells, q.Grid.Cells) {
				t.Fatalf("input %d: Next gives line %d %q %v %v, Scan line %d %q %v %v", i,
					p.Line, p.Text, p.Grid.Cells, err, q.Line, text, q.Grid.Cells, serr)
			}
			if err != nil && !errors.As(err, new(*ParseError)) {
				break
			}
		}
	}
}

// Lines that Options.Foreign picks out come back whole, the puzzles
// around them read as ever.
func TestReaderForeign(t *testing.T) {
	in := "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n" +
		".Cage~10~R1C1~R1C2\n" +
		"52...6.........7.13...........4..8..6......5...........418.........3..2...87.....\n"
	r := NewReader(strings.NewReader(in), Options{Foreign: func(l []byte) bool { return strings.HasPrefix(string(l), ".C") }})
	var got []string
	for {
		p, text, err := r.Scan()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, fmt.Sprintf("%d %v %s", p.Line, p.Foreign, text[:5]))
	}
	if want := "1 false 4....|2 true .Cage|3 false 52..."; strings.Join(got, "|") != want {
		t.Errorf("got %q, want %q", strings.Join(got, "|"), want)
	}
}

// Options.Foreign is not asked about a puzzle of at most 9 digits written
// in digits and empty marks alone; every other line it is.
func TestReaderForeignNotAsked(t *testing.T) {
	nine := "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	sixteen := strings.Repeat("1234", 64)
	four := "1234341221434321"
	in := nine + "\n" + four + "\n" + sixteen + "\n.Cage~10~R1C1~R1C2\n"
	var asked []string
	foreign := func(l []byte) bool {
		asked = append(asked, string(l[:4]))
		return true
	}
	for _, tc := range []struct {
		alpha Alphabet
		want  string
	}{
		{Standard, "1234|.Cag"},
		{Hex, "1234|1234|.Cag"}, // its 4x4 digits are 0-3: the line is no plain puzzle
		{Letters, "4...|1234|1234|.Cag"},
	} {
		asked = nil
		r := NewReader(strings.NewReader(in), Options{Alphabet: tc.alpha, Foreign: foreign})
		for {
			if _, _, err := r.Scan(); err == io.EOF {
				break
			}
		}
		if got := strings.Join(asked, "|"); got != tc.want {
			t.Errorf("%v: Foreign asked about %q, want %q", tc.alpha, got, tc.want)
		}
	}
}
