package exact_test

import (
	"context"
	"fmt"

	"github.com/nanpure/nanpure/exact"
	"github.com/nanpure/nanpure/sudoku"
)

func ExampleUnique() {
	g, _ := sudoku.Parse("000027008001000007064005019270963154400270683613004000087632041090048005342519870", sudoku.Options{})
	solution, err := exact.Unique(context.Background(), g)
	fmt.Println(solution, err)
	// Output: 935127468821496537764385219278963154459271683613854792587632941196748325342519876 <nil>
}

func ExampleCount() {
	// A puzzle from tdoku's tests with 125 solutions: a proper puzzle has one.
	g, _ := sudoku.Parse("8.........95.......67..........2.485...4.3192......736...651947...732518...894263", sudoku.Options{})
	proper, _ := exact.Count(context.Background(), g, 2)
	all, _ := exact.Count(context.Background(), g, 0)
	fmt.Println(proper, all)
	// Output: 2 125
}

func ExampleSearch() {
	// Arto Inkala's "world's hardest sudoku", from article 001.
	g, _ := sudoku.Parse("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..", sudoku.Options{})
	r, err := exact.Search(context.Background(), g, 2)
	fmt.Println(r.Count, err)
	fmt.Print(r.Solution.Text(sudoku.Standard))
	// Output:
	// 1 <nil>
	// 8 1 2 | 7 5 3 | 6 4 9
	// 9 4 3 | 6 8 2 | 1 7 5
	// 6 7 5 | 4 9 1 | 2 8 3
	// ------+-------+------
	// 1 5 4 | 2 3 7 | 8 9 6
	// 3 6 9 | 8 4 5 | 7 2 1
	// 2 8 7 | 1 6 9 | 5 3 4
	// ------+-------+------
	// 5 2 1 | 9 7 4 | 3 6 8
	// 4 3 8 | 5 2 6 | 9 1 7
	// 7 9 6 | 3 1 8 | 4 5 2
}
