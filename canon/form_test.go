package canon

import (
	"context"
	"strings"
	"testing"

	"github.com/nanpure/nanpure/internal/corpus"
	"github.com/nanpure/nanpure/sudoku"
)

func TestFormAgainstBruteForce(t *testing.T) {
	for _, p := range []string{
		"8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
		strings.Repeat(".", 81),
	} {
		g := corpus.MustParse(t, p)
		got, _ := Form(context.Background(), g)
		want := bruteForm(g)
		if !got.Equal(want) {
			t.Errorf("%s:\n got %s\nwant %s", p, got.Line(sudoku.Standard), want.Line(sudoku.Standard))
		}
	}
}
