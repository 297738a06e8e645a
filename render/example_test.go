package render_test

import (
	"bytes"
	"fmt"
	"log"
	"strings"

	"github.com/nanpure/nanpure/render"
	"github.com/nanpure/nanpure/sudoku"
)

// A sheet of two puzzles with their solutions (from exact.Unique, say), as
// a PDF of two pages.
func ExamplePDF() {
	var puzzles []render.Puzzle
	for i, pair := range [][2]string{{
		"000027008001000007064005019270963154400270683613004000087632041090048005342519870",
		"935127468821496537764385219278963154459271683613854792587632941196748325342519876",
	}, {
		"8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
		"812753649943682175675491283154237896369845721287169534521974368438526917796318452",
	}} {
		g, err := sudoku.Parse(pair[0], sudoku.Options{})
		if err != nil {
			log.Fatal(err)
		}
		solution, err := sudoku.Parse(pair[1], sudoku.Options{})
		if err != nil {
			log.Fatal(err)
		}
		puzzles = append(puzzles, render.Puzzle{Grid: g, Solution: solution, Caption: fmt.Sprintf("#%d", i+1)})
	}
	sheet := render.Sheet{Puzzles: puzzles, PerPage: 2, Paper: render.Letter, Title: "Weekend", Solutions: true}
	var b bytes.Buffer // or an *os.File, an http.ResponseWriter
	if err := render.PDF(&b, sheet); err != nil {
		log.Fatal(err)
	}
	pages, _ := sheet.Pages()
	fmt.Printf("%d pages, %s\n", pages, b.Bytes()[:8])
	// Output: 2 pages, %PDF-1.4
}

// One page of a sheet as SVG, sized like the paper.
func ExampleSVG() {
	g, err := sudoku.Parse("..14....12......", sudoku.Options{})
	if err != nil {
		log.Fatal(err)
	}
	sheet := render.Sheet{Puzzles: []render.Puzzle{{Grid: g, Caption: "#1 · 4x4"}}}
	var b strings.Builder
	if err := render.SVG(&b, sheet, 0); err != nil {
		log.Fatal(err)
	}
	fmt.Println(strings.Split(b.String(), "\n")[1])
	// Output: <svg xmlns="http://www.w3.org/2000/svg" width="210mm" height="297mm" viewBox="0 0 595.28 841.89">
}

// Six puzzles to a page, solutions twelve to a page.
func ExampleSheet_Pages() {
	g, _ := sudoku.Parse("..14....12......", sudoku.Options{})
	s, _ := sudoku.Parse("2314413212433421", sudoku.Options{})
	var puzzles []render.Puzzle
	for range 13 {
		puzzles = append(puzzles, render.Puzzle{Grid: g, Solution: s})
	}
	n, err := render.Sheet{Puzzles: puzzles, PerPage: 6, Solutions: true}.Pages()
	fmt.Println(n, err)
	// Output: 5 <nil>
}
