package human_test

import (
	"context"
	"fmt"

	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/sudoku"
)

func ExampleBoard_Text() {
	g, _ := sudoku.Parse("000027008001000007064005019270963154400270683613004000087632041090048005342519870", sudoku.Options{})
	b, _ := human.NewBoard(g)
	fmt.Print(b.Text())
	// Output:
	// +------------+----------+------------+
	// | 59  35  59 | 134 2  7 | 345  36  8 |
	// | 589 235 1  | 348 89 6 | 2345 236 7 |
	// | 78  6   4  | 38  8  5 | 23   1   9 |
	// +------------+----------+------------+
	// | 2   7   8  | 9   6  3 | 1    5   4 |
	// | 4   5   59 | 2   7  1 | 6    8   3 |
	// | 6   1   3  | 8   58 4 | 279  29  2 |
	// +------------+----------+------------+
	// | 5   8   7  | 6   3  2 | 9    4   1 |
	// | 1   9   6  | 7   4  8 | 23   236 5 |
	// | 3   4   2  | 5   1  9 | 8    7   6 |
	// +------------+----------+------------+
}

func ExampleNext() {
	g, _ := sudoku.Parse("083020090000800100029300008000098700070000060006740000300006980002005000010030540", sudoku.Options{})
	b, _ := human.NewBoard(g)
	st, err := human.Next(context.Background(), b, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(st.Nudge(human.English))
	fmt.Println(st.Focus(human.English))
	fmt.Println(st.Explain(human.English))
	fmt.Println(st.Explain(human.Japanese))
	// Output:
	// Look for a Hidden Single in box 2.
	// Hidden Single: look at r2c6.
	// In box 2, 9 can go only in r2c6. So: r2c6 = 9.
	// ブロック2で9が入るマスはr2c6だけです。よって、r2c6 = 9に決まります。
}

func ExampleSolve() {
	g, _ := sudoku.Parse("083020090000800100029300008000098700070000060006740000300006980002005000010030540", sudoku.Options{})
	tr, err := human.Solve(context.Background(), g, &human.Options{Profile: human.SukakuExplainer})
	if err != nil {
		fmt.Println(err)
		return
	}
	hardest := tr.Steps[0]
	for _, st := range tr.Steps {
		if st.Difficulty > hardest.Difficulty {
			hardest = st
		}
	}
	fmt.Println(tr.Solved, len(tr.Steps) > 0, hardest.Technique, hardest.Rating())
	fmt.Println(tr.Final.Grid())
	// Output:
	// true true Forcing Chain 7.2
	// 183524697547869123629317458235698714471253869896741235354176982962485371718932546
}

func ExampleParseBoard() {
	b, err := human.ParseBoard(`
 .----------.----------.----------.
 | 12 2 3   | 4  5  6  | 7  8  9  |
 ...`)
	fmt.Println(b, err != nil)
	// Output:
	// <nil> true
}
