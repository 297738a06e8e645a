package generate_test

import (
	"context"
	"fmt"

	"github.com/nanpure/nanpure/exact"
	"github.com/nanpure/nanpure/generate"
	"github.com/nanpure/nanpure/rate"
	"github.com/nanpure/nanpure/sudoku"
)

func ExamplePuzzle() {
	r, err := generate.Puzzle(context.Background(), generate.Options{Minimal: true, Seed: 42})
	if err != nil {
		fmt.Println(err)
		return
	}
	n, _ := exact.Count(context.Background(), r.Puzzle, 2)
	fmt.Println(r.Puzzle.Givens() > 0, n)
	// Output: true 1
}

func ExamplePuzzle_symmetric() {
	r, err := generate.Puzzle(context.Background(), generate.Options{
		Shape:    sudoku.MustShape(2, 3),
		Symmetry: generate.Rot180,
		Seed:     1,
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(r.Puzzle.Text(sudoku.Standard))
	fmt.Println(r.Symmetry, generate.Rot180.Holds(r.Puzzle))
	// Output:
	// . . . | . . .
	// 1 2 . | . 5 3
	// ------+------
	// 4 . . | 3 . .
	// . . 5 | . . 1
	// ------+------
	// 3 1 . | . 4 2
	// . . . | . . .
	// rot180 true
}

func ExamplePuzzle_impossible() {
	_, err := generate.Puzzle(context.Background(), generate.Options{
		Shape:    sudoku.MustShape(2, 2),
		Symmetry: generate.Rot90,
		Givens:   6,
	})
	fmt.Println(err)
	// Output: generate: impossible request: 6 givens with rot90 symmetry on a 4x4 grid: its cells go in groups of 4
}

func ExampleParseSymmetry() {
	s, err := generate.ParseSymmetry("anti-diagonal")
	fmt.Println(s, err, len(s.Orbits(sudoku.Classic)))
	// Output: anti-diagonal <nil> 45
}

// A puzzle of HoDoKu's level "unfair", with the score HoDoKu 2.2.4 gives it.
func ExampleOptions_SetHoDoKuLevel() {
	opts := generate.Options{Seed: 5}
	opts.SetHoDoKuLevel(rate.HoDoKuUnfair)
	r, err := generate.Puzzle(context.Background(), opts)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.Puzzle.Givens(), r.Rating.Level, r.Rating.Points, r.Rating.Hardest)
	// Output: 25 unfair 1454 aic
}
