package sudoku_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/nanpure/nanpure/sudoku"
)

func ExampleParse() {
	g, err := sudoku.Parse(`
 5 3 . | . 7 . | . . .
 6 . . | 1 9 5 | . . .
 . 9 8 | . . . | . 6 .
-------+-------+-------
 8 . . | . 6 . | . . 3
 4 . . | 8 . 3 | . . 1
 7 . . | . 2 . | . . 6
-------+-------+-------
 . 6 . | . . . | 2 8 .
 . . . | 4 1 9 | . . 5
 . . . | . 8 . | . 7 9
`, sudoku.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(g.Shape, g.Givens(), g)

	_, err = sudoku.Parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7q", sudoku.Options{})
	fmt.Println(err)
	// Output:
	// 3x3 30 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
	// sudoku: line 1, column 81: found "q", expected a digit 1-9 or an empty cell (. 0 - _ * x)
}

func ExampleReader() {
	input := `# two puzzles, one of them broken
53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7
{"box":"2x2","puzzle":"1.3..4..2..1.4.."}
`
	r := sudoku.NewReader(strings.NewReader(input), sudoku.Options{})
	for {
		p, err := r.Next()
		if err == io.EOF {
			break
		}
		var perr *sudoku.ParseError
		if errors.As(err, &perr) {
			fmt.Println(p.Line, "error:", err)
			continue
		}
		fmt.Println(p.Line, p.Grid.Shape, p.Grid)
	}
	// Output:
	// 2 3x3 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
	// 3 error: sudoku: line 3: found 80 cells, expected 64 or 81
	// 4 2x2 1.3..4..2..1.4..
}

func ExampleGrid_Text() {
	g, err := sudoku.Parse("1.3..4..2..1.4..5.6...6..3..2...1..4", sudoku.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(g.Text(sudoku.Standard))
	// Output:
	// 1 . 3 | . . 4
	// . . 2 | . . 1
	// ------+------
	// . 4 . | . 5 .
	// 6 . . | . 6 .
	// ------+------
	// . 3 . | . 2 .
	// . . 1 | . . 4
}

func ExampleGrid_MarshalJSON() {
	g, _ := sudoku.Parse("1.3..4..2..1.4..", sudoku.Options{})
	b, _ := json.Marshal(g)
	fmt.Println(string(b))
	// Output:
	// {"box":"2x2","puzzle":"1.3..4..2..1.4.."}
}
