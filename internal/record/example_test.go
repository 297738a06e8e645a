package record_test

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/nanpure/nanpure/internal/record"
	"github.com/nanpure/nanpure/sudoku"
)

func ExampleSearch() {
	// A puzzle from tdoku's tests with 125 solutions: check looks for two.
	g, _ := sudoku.Parse("8.........95.......67..........2.485...4.3192......736...651947...732518...894263", sudoku.Options{})
	o, _ := record.Search(context.Background(), g, 2, 0)
	rec := record.Solve{Source: "argument 1", Line: 1, Puzzle: g.String(), Status: o.Status, Error: o.Msg}
	rec.SetCount(o)
	b, _ := json.Marshal(rec)
	fmt.Println(string(b))
	// Output:
	// {"source":"argument 1","line":1,"puzzle":"8.........95.......67..........2.485...4.3192......736...651947...732518...894263","status":"multiple","count":2,"at_limit":true}
}
