package record

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/nanpure/nanpure/sudoku"
)

const (
	article000 = "000027008001000007064005019270963154400270683613004000087632041090048005342519870"
	multi125   = "8.........95.......67..........2.485...4.3192......736...651947...732518...894263"
	noSolution = ".2....7..4....9.3.6..723.4...83.........1....9....4.6..94....5.5.....6.3.....5..."
	conflict   = "..9.7...5..21..9..1...28....7...5..1..851.....5....3.......3..68........21.....87"
	empty      = "................................................................................."
)

func TestSearch(t *testing.T) {
	for _, tc := range []struct {
		name        string
		puzzle      string
		limit, keep int
		status      string
		count       int
		atLimit     bool
		kept        int
	}{
		{"unique", article000, 2, 1, Unique, 1, false, 1},
		{"first", article000, 1, 1, Solved, 1, true, 1},
		{"multiple", multi125, 2, 0, Multiple, 2, true, 0},
		{"all", multi125, 0, 3, Multiple, 125, false, 3},
		{"a limit over the count", multi125, 200, 200, Multiple, 125, false, 125},
		{"none", noSolution, 2, 1, None, 0, false, 0},
		{"invalid", conflict, 2, 1, Invalid, 0, false, 0},
		// Regressions
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := sudoku.Parse(tc.puzzle, sudoku.Options{})
			if err != nil {
				t.Fatal(err)
			}
			o, err := Search(context.Background(), g, tc.limit, tc.keep)
			if o.Status != tc.status || o.Count != tc.count || o.AtLimit != tc.atLimit || len(o.Solutions) != tc.kept {
				t.Errorf("got %s, %d solutions (at limit %v), %d kept; want %s, %d (%v), %d",
					o.Status, o.Count, o.AtLimit, len(o.Solutions), tc.status, tc.count, tc.atLimit, tc.kept)
			}
			var ce *sudoku.ConflictError
			switch {
			case tc.status == Invalid && (!errors.As(err, &ce) || o.Msg != err.Error()):
				t.Errorf("error %v, message %q: want the conflict in both", err, o.Msg)
			case tc.status != Invalid && (err != nil || o.Msg != ""):
				t.Errorf("error %v, message %q: want none", err, o.Msg)
			}
			for _, s := range o.Solutions {
				if err := s.Validate(); err != nil || s.Givens() != len(s.Cells) {
					t.Errorf("solution %s: %v", s, err)
				}
			}
		})
	}
}

// TestSearchTime stops the count of the empty grid's solutions: at the
// deadline a timeout with the count so far, when cancelled an error.
func TestSearchTime(t *testing.T) {
	g, err := sudoku.Parse(empty, sudoku.Options{})
	if err != nil {
		t.Fatal(err)
	}
	// Long enough for the first solution on a loaded machine under -race
	// (10 ms was not, now and then); the count never ends by itself.
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	o, err := Search(ctx, g, 0, 1)
	if err != nil || o.Status != Timeout || o.Count == 0 || len(o.Solutions) != 1 ||
		!strings.HasPrefix(o.Msg, "gave up after ") || !strings.HasSuffix(o.Msg, "context deadline exceeded") {
		t.Errorf("at the deadline: %+v, %v", o, err)
	}
	ctx, cancel = context.WithCancel(context.Background())
	cancel()
	o, err = Search(ctx, g, 0, 1)
	if !errors.Is(err, context.Canceled) || o.Status != Invalid || o.Msg != err.Error() {
		t.Errorf("cancelled: %+v, %v", o, err)
	}
}
