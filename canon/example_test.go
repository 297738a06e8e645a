package canon_test

import (
	"context"
	"fmt"
	"math/rand/v2"

	"github.com/nanpure/nanpure/canon"
	"github.com/nanpure/nanpure/sudoku"
)

func ExampleForm() {
	g, _ := sudoku.Parse("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..", sudoku.Options{})
	f, _ := canon.Form(context.Background(), g)
	fmt.Println(f)
	// A disguise of the puzzle has the same form.
	h, _ := canon.Form(context.Background(), canon.Shuffle(g, rand.New(rand.NewPCG(1, 2))))
	fmt.Println(h.Equal(f))
	// Output:
	// ........1.....2.3...4.5.6.....6..7....678.....3...9.....8...5...9...7.1.12.....9.
	// true
}

func ExampleShuffle() {
	g, _ := sudoku.Parse("..14....12......", sudoku.Options{})
	fmt.Println(canon.Shuffle(g, rand.New(rand.NewPCG(7, 7))))
	// Output:
	// 41........13....
}
