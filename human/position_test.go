package human

import (
	"bufio"
	"context"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/nanpure/nanpure/internal/corpus"
	"github.com/nanpure/nanpure/sudoku"
)

// posPencil is a pencil-mark grid as "explain" prints it.
var posPencil = corpus.EmbeddedText("pencil_marks.txt")

// Positions of the tests: article 000 of the exact package (all singles)
// and its solution, a puzzle of 125 solutions, one of none, and a
// pencil-mark grid as "explain" prints it (of the Sudoku Exchange bank's
// first puzzle).
const (
	posPuzzle   = "000027008001000007064005019270963154400270683613004000087632041090048005342519870"
	posSolution = "935127468821496537764385219278963154459271683613854792587632941196748325342519876"
	posMulti    = "8.........95.......67..........2.485...4.3192......736...651947...732518...894263"
	posNone     = ".2....7..4....9.3.6..723.4...83.........1....9....4.6..94....5.5.....6.3.....5..."
	// The examples of the HoDoKu library's header: a naked single with
	// placed digits, and a uniqueness test with deleted candidates.
	posLibrary1 = ":0003:8:6...+53+4.7....4+2+56.+254867+3+9+1.+4..+9+6.1.162+38+5749.3..+1+4.+5....42193..1.+57...+44+2.6+3.+1+75:::829:"
	posLibrary2 = ":0603:3:14+8..+9+72+5.+3...89.697+6....38.+61......3+2.8.56...9......2.5+9+186....+8+3....61+6+1...35+89:224 524 225 525 135 455 755 458 758 165 168 771 284 484 784 285 485 785:364 365::"
)

func TestReadPosition(t *testing.T) {
	wrong := "1" + posPuzzle[1:] // r1c1 is a 9
	tests := []struct {
		name     string
		text     string // read by ParsePosition
		grid     string // placed, as NewPosition takes them
		keep     map[int]string
		limit    int
		verdict  Verdict
		count    int
		givens   int // givens of the position
		placed   int // digits placed
		mistakes string
		cands    map[int]string // candidates of cells of the board
		err      string
	}{
		{name: "a puzzle", text: posPuzzle, verdict: Unique, count: 1, givens: 47},
		{name: "a position", text: posPuzzle, grid: posSolution[:2] + posPuzzle[2:], verdict: Unique, count: 1, givens: 47, placed: 2},
		{name: "a wrong digit", text: posPuzzle, grid: wrong, verdict: Unique, count: 1, givens: 47, placed: 1, mistakes: "r1c1=1"},
		{name: "marks kept", text: posPuzzle, keep: map[int]string{0: "9", 1: "35"}, verdict: Unique, count: 1, givens: 47,
			cands: map[int]string{0: "{9}", 1: "{3,5}"}},
		{name: "marks that lost the solution's digit are a mistake, ignored", text: posPuzzle, keep: map[int]string{0: "58"},
			verdict: Unique, count: 1, givens: 47, mistakes: "r1c1-9", cands: map[int]string{0: "{5,9}"}},
		{name: "several solutions", text: posMulti, verdict: Multiple, count: 2, givens: 35},
		{name: "several solutions counted", text: posMulti, limit: 200, verdict: Multiple, count: 125, givens: 35},
		{name: "no solution", text: posNone, verdict: NoSolution, givens: 23},
		{name: "givens in conflict", text: "11" + posPuzzle[2:], verdict: Invalid, givens: 49, err: "digit 1 appears twice"},
		{name: "a pencil-mark grid", text: posPencil, verdict: Unique, count: 1, givens: 28,
			cands: map[int]string{0: "{1,4,5,6,7}", 80: "{2,6,7}"}},
		{name: "a pencil-mark grid without the solution's digit", text: strings.Replace(posPencil, "| 14567  8", "| 4567   8", 1),
			verdict: Unique, count: 1, givens: 28, mistakes: "r1c1-1", cands: map[int]string{0: "{1,4,5,6,7}"}},
		{name: "a HoDoKu library line", text: posLibrary1, verdict: Unique, count: 1, givens: 29, placed: 22},
		{name: "a HoDoKu line with deleted candidates", text: posLibrary2, verdict: Unique, count: 1, givens: 25, placed: 15,
			cands: map[int]string{12: "{4,7}", 13: "{1,4,7}"}},
		{name: "a grid that changes a given", text: posPuzzle, grid: posSolution[:4] + "1" + posSolution[5:], err: "r1c5 holds 1 in the position, the puzzle's given is 2"},
		{name: "a grid of another size", text: posPuzzle, grid: strings.Repeat(".", 16), err: "a 2x2 grid, the puzzle 3x3"},
		{name: "a HoDoKu line cut short", text: ":0000:1:123", err: "found 3 fields"},
		{name: "a HoDoKu line of 80 cells", text: ":0000:1:" + posPuzzle[1:] + ":::", err: "found 80 cells in the grid, expected 81"},
		{name: "a HoDoKu deleted candidate of 4 symbols", text: ":0000:1:" + posPuzzle + ":1234::", err: `deleted candidate "1234"`},
		{name: "text that is no position", text: "12", err: "found 2 cells"},

		// Regressions
		{name: "an empty grid is multiple at once (hint ran its whole minute)", text: strings.Repeat(".", 81), verdict: Multiple, count: 2},
		{name: "125 solutions are multiple (hint gave a step)", text: posMulti, grid: posMulti, verdict: Multiple, count: 2, givens: 35},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := ParsePosition(tc.text, sudoku.Options{})
			if err == nil && tc.grid != "" {
				var g sudoku.Grid
				if g, err = sudoku.Parse(tc.grid, sudoku.Options{}); err != nil {
					t.Fatal(err)
				}
				p, err = NewPosition(p.Givens, g)
			}
			for cell, marks := range tc.keep {
				var s sudoku.Set
				for _, r := range marks {
					s = s.Add(sudoku.Digit(r - '0'))
				}
				p.Keep(cell, s)
			}
			var r *Reading
			if err == nil {
				r, err = ReadPosition(context.Background(), p, tc.limit)
			}
			if tc.err != "" || err != nil && tc.verdict != Invalid {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("error %v, want %q", err, tc.err)
				}
				if tc.verdict != Invalid {
					return
				}
			}
			if r.Verdict != tc.verdict || r.Count != tc.count {
				t.Errorf("verdict %v of %d solutions, want %v of %d", r.Verdict, r.Count, tc.verdict, tc.count)
			}
			placed := 0
			if p.Placed.Shape != nil {
				placed = p.Placed.Givens()
			}
			if got := p.Givens.Givens(); got != tc.givens || placed != tc.placed {
				t.Errorf("%d givens and %d placed, want %d and %d", got, placed, tc.givens, tc.placed)
			}
			if got := mistakeText(r); got != tc.mistakes {
				t.Errorf("mistakes %q, want %q", got, tc.mistakes)
			}
			if (r.Board != nil) != (r.Verdict == Unique) {
				t.Fatalf("board %v for verdict %v", r.Board != nil, r.Verdict)
			}
			for cell, want := range tc.cands {
				if got := r.Board.Candidates(cell).String(); got != want {
					t.Errorf("candidates of %s: %s, want %s", sudoku.Classic.CellName(cell), got, want)
				}
			}
			if r.Board != nil && !r.Board.Grid().Equal(r.Solution) {
				for i, d := range r.Board.Grid().Cells {
					if d != 0 && d != r.Solution.Cells[i] {
						t.Fatalf("the board has a digit that is not the solution's at %s", sudoku.Classic.CellName(i))
					}
				}
			}
		})
	}
}

// mistakeText writes the mistakes as "r1c1=1" (a digit placed) and
// "r1c1-9" (the solution's digit crossed out).
func mistakeText(r *Reading) string {
	var s []string
	for _, m := range r.Mistakes {
		op := "-"
		if m.Placed {
			op = "="
		}
		s = append(s, sudoku.Classic.CellName(m.Cell)+op+string(rune('0'+m.Digit)))
	}
	return strings.Join(s, " ")
}

// TestReadPositionCanceled checks that reading stops with the context.
func TestReadPositionCanceled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	p, _ := ParsePosition(strings.Repeat(".", 625), sudoku.Options{})
	if _, err := ReadPosition(ctx, p, 0); !errors.Is(err, context.Canceled) {
		t.Errorf("canceled: %v", err)
	}
}

// TestHoDoKuLibrary reads every line of HoDoKu's regression library, when
// it is there: every position is of a unique puzzle and keeps the
// solution's candidates.
func TestHoDoKuLibrary(t *testing.T) {
	path, ok := corpus.SharedFile("hodoku_reglib-1.3.txt")
	if !ok {
		t.Skip("HoDoKu's library is not on this machine")
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	n := 0
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if !strings.HasPrefix(text, ":") {
			continue
		}
		n++
		p, err := ParsePosition(text, sudoku.Options{})
		if err != nil {
			t.Errorf("line %d: %v", line, err)
			continue
		}
		r, err := ReadPosition(context.Background(), p, 2)
		if err != nil || r.Verdict != Unique || len(r.Mistakes) > 0 {
			t.Errorf("line %d: %v %v, mistakes %s", line, err, r.Verdict, mistakeText(r))
		}
	}
	t.Logf("%d positions", n)
}

// FuzzReadPosition: any text is read as a position or refused, never a
// panic; a position of a unique puzzle gives a board that keeps the
// solution (its digits are the solution's, every empty cell has the
// solution's digit among its candidates), whatever the player's mistakes.
func FuzzReadPosition(f *testing.F) {
	f.Add(posPuzzle)
	f.Add(posPencil)
	f.Add(strings.Replace(posPencil, "| 14567  8", "| 4567   8", 1))
	f.Add(posLibrary1)
	f.Add(posLibrary2)
	f.Add(":0000:1:+1+.+" + posPuzzle + ":999 111 000:::")
	f.Add(posMulti)
	f.Fuzz(func(t *testing.T, text string) {
		p, err := ParsePosition(text, sudoku.Options{})
		if err != nil || p.Givens.Shape.N > 9 {
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
		defer cancel()
		r, err := ReadPosition(ctx, p, 2)
		if err != nil || r.Verdict != Unique {
			return
		}
		b, sol := r.Board, r.Solution
		for i, d := range sol.Cells {
			if b.Digit(i) != 0 && b.Digit(i) != d || b.Digit(i) == 0 && !b.Has(i, d) {
				t.Fatalf("%s: the board lost the solution's %d", sol.Shape.CellName(i), d)
			}
		}
		for _, m := range r.Mistakes {
			if m.Placed && p.Placed.Cells[m.Cell] != m.Digit || !m.Placed && !p.Crossed[m.Cell].Has(m.Digit) {
				t.Fatalf("mistake %+v is not in the position", m)
			}
		}
	})
}
