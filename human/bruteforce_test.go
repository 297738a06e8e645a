package human

import (
	"context"
	"testing"
)

// TestBruteForce checks HoDoKu's guess: the middle empty cell takes the
// solution's digit.
func TestBruteForce(t *testing.T) {
	b, sol := readTestPosition(t, "9.4..5...25.6..1..31......8.7...9...4..26......147....7.......2...3..8.6.4.....9.")
	s := &searcher{ctx: context.Background(), b: b}
	if !s.bruteForce() {
		t.Fatal("no step")
	}
	var empty []int
	for c := range b.digits {
		if b.digits[c] == 0 {
			empty = append(empty, c)
		}
	}
	c := empty[len(empty)/2]
	if got, want := stepSummary(s.step), "brute-force "+b.Shape.CellName(c)+"+"+string(rune('0'+sol.Cells[c])); got != want {
		t.Errorf("got %s, want %s", got, want)
	}
	checkExplained(t, s.step)
}
