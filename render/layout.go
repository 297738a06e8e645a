package render

import (
	"fmt"
	"slices"
)

// Page geometry, in points.
const (
	margin     = 36.0 // half an inch on every side: within what printers print
	gutter     = 24.0 // between the slots of a page
	titleSize  = 16.0 // the title, bold
	titleGap   = 14.0 // below the title
	footerSize = 9.0  // the footer and the page number
	footerGap  = 12.0 // above the footer
)

// An arrangement is how the slots of a page are laid out: cols x rows, filled
// row by row. Puzzles go 1, 2, 4 or 6 to a page; solutions, smaller, 4, 6 or 12.
type arrangement struct{ cols, rows int }

var arrangements = map[int]arrangement{
	1:  {1, 1},
	2:  {1, 2},
	4:  {2, 2},
	6:  {2, 3},
	12: {3, 4},
}

// perPageChoices are the values of Sheet.PerPage.
var perPageChoices = []int{1, 2, 4, 6}

// A Printout is a checked sheet cut into pages, to write as PDF or as SVG
// pages. The writers draw one page at a time and forget it once written, so
// that memory stays that of a page however long the sheet (a page's drawing
// is some 10 KB, and 50,000 puzzles make 50,000 pages), and a sheet written
// page by page as SVG is checked once, not once a page.
type Printout struct {
	sheet             Sheet
	src               Source
	per, solutionsPer int // puzzles, solutions on a page
	puzzlePages       int // the pages of puzzles; those of solutions follow
	pages             int
}

// Check checks the sheet and cuts it into pages: the puzzles, PerPage to a
// page, then the solutions when asked for. The Printout holds the sheet's
// puzzles: change none of them while writing it.
func (s Sheet) Check() (*Printout, error) {
	largest, err := s.check()
	if err != nil {
		return nil, err
	}
	n := s.source().Len()
	p := &Printout{sheet: s, src: s.source(), per: s.perPage()}
	p.puzzlePages = (n + p.per - 1) / p.per
	p.pages = p.puzzlePages
	if s.Solutions {
		p.solutionsPer = solutionsPerPage(largest, p.per)
		p.pages += (n + p.solutionsPer - 1) / p.solutionsPer
	}
	return p, nil
}

// Pages returns the number of pages, solutions included.
func (p *Printout) Pages() int { return p.pages }

// A plan is what goes on one page: which puzzles, drawn as puzzles or as
// solutions, in how many slots.
type plan struct {
	first, count int // puzzles first, first+1 ... of the sheet
	solutions    bool
	slots        int // a key of arrangements
}

// plan says what goes on page i.
func (p *Printout) plan(i int) plan {
	per, first, solutions := p.per, i*p.per, false
	if i >= p.puzzlePages {
		per, first, solutions = p.solutionsPer, (i-p.puzzlePages)*p.solutionsPer, true
	}
	return plan{first, min(per, p.src.Len()-first), solutions, per}
}

// solutionsPerPage is how many solutions go on a page: as many as stay
// readable for the largest grid of the sheet, n x n (12 up to 9x9, 6 up to
// 16x16, 2 beyond), and never fewer than puzzles went on a page.
func solutionsPerPage(n, perPage int) int {
	per := 2
	switch {
	case n <= 9:
		per = 12
	case n <= 16:
		per = 6
	}
	return max(per, perPage)
}

// solutionsHeading is the title of the solution pages, by Sheet.Lang.
var solutionsHeading = map[string]string{"": "Solutions", "en": "Solutions", "ja": "解答"}

// drawPage draws page i: title, slots, footer; the grids too when grids
// is set, else only the labels (the text of the page, for the PDF's font).
func (p *Printout) drawPage(i int, grids bool) (page, error) {
	var pg page
	s, pl, n := p.sheet, p.plan(i), p.pages
	puzzles := make([]Puzzle, pl.count)
	for k := range puzzles {
		var err error
		if puzzles[k], err = p.src.Puzzle(pl.first + k); err != nil {
			return page{}, fmt.Errorf("render: puzzle %d: %w", pl.first+k+1, err)
		}
	}
	paper := s.paper()
	left, right := margin, paper.Width-margin
	top, bottom := margin, paper.Height-margin

	title := s.Title
	if pl.solutions {
		heading := solutionsHeading[s.Lang]
		if title == "" {
			title = heading
		} else {
			title += " — " + heading
		}
	}
	if title != "" {
		pg.labels = append(pg.labels, label{x: left, y: top + titleSize*capHeight/1000, size: titleSize,
			font: bold, text: bold.fit(title, titleSize, right-left)})
		top += titleSize + titleGap
	}

	if s.Footer != "" || n > 1 {
		room := right - left
		if n > 1 {
			num := fmt.Sprintf("%d / %d", i+1, n)
			pg.labels = append(pg.labels, label{x: right, y: bottom, size: footerSize, align: alignRight, text: num})
			room -= regular.width(num, footerSize) + gutter
		}
		if s.Footer != "" {
			pg.labels = append(pg.labels, label{x: left, y: bottom, size: footerSize,
				text: regular.fit(s.Footer, footerSize, room)})
		}
		bottom -= footerSize + footerGap
	}

	a := arrangements[pl.slots]
	w := (right - left - gutter*float64(a.cols-1)) / float64(a.cols)
	h := (bottom - top - gutter*float64(a.rows-1)) / float64(a.rows)
	captions := make([]string, pl.count)
	for k := range captions {
		idx := pl.first + k
		captions[k] = puzzles[k].Caption
		if pl.solutions && captions[k] == "" {
			captions[k] = fmt.Sprintf("#%d", idx+1)
		}
	}
	// Room for captions on every slot of the page when any has one, so that
	// the grids of a row stay aligned.
	capSize, capRoom := min(max(min(w, h)*0.035, 7), 11), 0.0
	if slices.ContainsFunc(captions, func(c string) bool { return c != "" }) {
		capRoom = capSize * 1.8
	}
	side := min(w, h-capRoom)
	for k := range pl.count {
		col, row := k%a.cols, k/a.cols
		x := left + float64(col)*(w+gutter) + (w-side)/2
		y := top + float64(row)*(h+gutter) + (h-capRoom-side)/2 + capRoom
		if captions[k] != "" {
			pg.labels = append(pg.labels, label{x: x, y: y - capSize*0.6, size: capSize,
				text: regular.fit(captions[k], capSize, side)})
		}
		if !grids {
			continue
		}
		pz := puzzles[k]
		gx, gy, gside := x, y, side
		if outsideClues(pz.Variant) { // a cell's room all round for the clues outside
			in := side / float64(pz.Grid.Shape.N+2)
			gx, gy, gside = x+in, y+in, side-2*in
		}
		if pl.solutions {
			pg.grids = append(pg.grids, drawGrid(gx, gy, gside, pz.Solution, pz.Grid, true, s.Alphabet, pz.Variant))
		} else {
			pg.grids = append(pg.grids, drawGrid(gx, gy, gside, pz.Grid, pz.Grid, false, s.Alphabet, pz.Variant))
		}
	}
	return pg, nil
}
