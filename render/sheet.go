package render

import (
	"errors"
	"fmt"
	"slices"

	"github.com/nanpure/nanpure/sudoku"
	"github.com/nanpure/nanpure/variant"
)

// A Sheet is a set of puzzles to print and how to print them.
type Sheet struct {
	Puzzles []Puzzle
	// Source, when set, gives the puzzles instead of Puzzles: for a sheet
	// too long to hold in memory.
	Source Source
	// Paper is the page size; the zero Paper is A4.
	Paper Paper
	// PerPage is the number of puzzles on a page: 1, 2, 4 or 6 (0 means 1).
	// They are laid out in 1, 2 (one above the other), 2x2 or 2x3 slots.
	PerPage int
	// Alphabet writes the digits: Standard (1-9, then A, B, C...), Hex,
	// Letters or Numbers (10, 11, ...). A grid of more digits than the
	// alphabet has symbols is written in numbers.
	Alphabet sudoku.Alphabet
	// Title is set at the top of every page, Footer at the bottom. Pages are
	// numbered in the footer when there are several.
	Title, Footer string
	// Solutions adds pages with the solution of each puzzle, smaller (4, 6
	// or 12 to a page), givens in bold and found digits in grey, each under
	// its puzzle's caption (or "#k" for the k-th puzzle when it has none).
	// Every Puzzle must then have its Solution.
	Solutions bool
	// Lang is the language of the sheet's own words (the solution pages'
	// heading): "en" (or "") for English, "ja" for Japanese.
	Lang string
}

// A Puzzle is one grid to print.
type Puzzle struct {
	Grid sudoku.Grid
	// Solution is the solved grid, needed only when the sheet prints
	// solutions; the zero Grid otherwise.
	Solution sudoku.Grid
	// Caption is a line above the grid ("#12 · hard · 7.2"), or "" for none.
	// It is cut short with an ellipsis when wider than the grid.
	Caption string
	// Variant, for a variant puzzle, holds its constraints, drawn on the
	// grid (cages, thermometers, dots ...; see variantMarks); its givens
	// are Grid's.
	Variant *variant.Puzzle
}

// A Source gives the puzzles of a sheet one at a time, by number from 0.
// The writers ask for each puzzle several times (to check the sheet, to
// cut it into pages, to draw its page and its solution's) and keep none.
type Source interface {
	Len() int
	Puzzle(i int) (Puzzle, error)
}

// puzzleSlice is the Source of Sheet.Puzzles.
type puzzleSlice []Puzzle

func (s puzzleSlice) Len() int                     { return len(s) }
func (s puzzleSlice) Puzzle(i int) (Puzzle, error) { return s[i], nil }

// source is where the sheet's puzzles come from.
func (s Sheet) source() Source {
	if s.Source != nil {
		return s.Source
	}
	return puzzleSlice(s.Puzzles)
}

// Pages returns the number of pages of the sheet, solutions included, or
// the error that PDF and SVG would return.
func (s Sheet) Pages() (int, error) {
	p, err := s.Check()
	if err != nil {
		return 0, err
	}
	return p.Pages(), nil
}

// check reports everything wrong with the sheet as one error, and the size
// of its largest grid.
func (s Sheet) check() (int, error) {
	var errs []error
	src, largest := s.source(), 0
	if src.Len() == 0 {
		errs = append(errs, errors.New("render: no puzzles to print"))
	}
	if !slices.Contains(perPageChoices, s.perPage()) {
		errs = append(errs, fmt.Errorf("render: %d puzzles per page (want 1, 2, 4 or 6)", s.PerPage))
	}
	if _, ok := solutionsHeading[s.Lang]; !ok {
		errs = append(errs, fmt.Errorf("render: language %q (want en or ja)", s.Lang))
	}
	if p := s.paper(); p.Width < 4*margin || p.Height < 4*margin {
		errs = append(errs, fmt.Errorf("render: paper %q of %gx%g points is too small", p.Name, p.Width, p.Height))
	}
	for i := range src.Len() {
		p, err := src.Puzzle(i)
		if err != nil {
			errs = append(errs, fmt.Errorf("render: puzzle %d: %w", i+1, err))
			break // the rest is not to be read either
		}
		if err := checkGrid(p.Grid); err != nil {
			errs = append(errs, fmt.Errorf("render: puzzle %d: %w", i+1, err))
			continue
		}
		largest = max(largest, p.Grid.Shape.N)
		if s.Solutions {
			switch {
			case p.Solution.Shape == nil:
				errs = append(errs, fmt.Errorf("render: puzzle %d: no solution given", i+1))
			case !p.Solution.Solves(p.Grid):
				errs = append(errs, fmt.Errorf("render: puzzle %d: the solution given does not solve it", i+1))
			}
		}
	}
	return largest, errors.Join(errs...)
}

// checkGrid makes sure that every cell of g can be drawn.
func checkGrid(g sudoku.Grid) error {
	if g.Shape == nil {
		return errors.New("no grid")
	}
	if len(g.Cells) != g.Shape.Cells {
		return fmt.Errorf("%d cells for a %dx%d grid", len(g.Cells), g.Shape.N, g.Shape.N)
	}
	for i, d := range g.Cells {
		if int(d) > g.Shape.N {
			return fmt.Errorf("%s holds %d, outside 1..%d", g.Shape.CellName(i), d, g.Shape.N)
		}
	}
	return nil
}

func (s Sheet) perPage() int {
	if s.PerPage == 0 {
		return 1
	}
	return s.PerPage
}

func (s Sheet) paper() Paper {
	if s.Paper == (Paper{}) {
		return A4
	}
	return s.Paper
}
