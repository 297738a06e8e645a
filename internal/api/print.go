package api

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"unicode/utf8"

	"github.com/nanpure/nanpure/exact"
	"github.com/nanpure/nanpure/render"
	"github.com/nanpure/nanpure/variant"
)

// maxPrint bounds the puzzles of one sheet, maxTitle the characters of
// its title (drawn on every page: a title of a megabyte on 120 pages made
// a PDF of 120 MB).
const (
	maxPrint = 60
	maxTitle = 200
)

// print answers POST /api/print: the puzzles ("puzzles", or the one
// "puzzle") on a sheet drawn by the render package, as "nanpure print"
// draws it: a PDF of every page, or one SVG page ("format": "svg").
func print(ctx context.Context, req *Request) (any, error) {
	texts := req.Puzzles
	if req.Puzzle != "" {
		texts = append([]string{req.Puzzle}, texts...)
	}
	if len(texts) == 0 {
		return nil, badRequest("no puzzle to print")
	}
	if len(texts) > maxPrint {
		return nil, badRequest("%d puzzles: at most %d on one sheet", len(texts), maxPrint)
	}
	if n := utf8.RuneCountInString(req.Title); n > maxTitle {
		return nil, badRequest("title of %d characters: at most %d", n, maxTitle)
	}
	opts, err := req.options()
	if err != nil {
		return nil, err
	}
	lang, err := req.lang()
	if err != nil {
		return nil, err
	}
	sheet := render.Sheet{PerPage: req.PerPage, Alphabet: opts.Alphabet, Title: req.Title, Solutions: req.Solutions,
		Lang: lang.String()}
	if sheet.PerPage == 0 {
		sheet.PerPage = 1
	}
	if !slices.Contains([]int{1, 2, 4, 6}, sheet.PerPage) {
		return nil, badRequest("per_page %d: want 1, 2, 4 or 6", req.PerPage)
	}
	if req.Paper != "" {
		if sheet.Paper, err = render.ParsePaper(req.Paper); err != nil {
			return nil, badRequest("paper: %v", trimPrefix(err))
		}
	}
	if req.Page < 0 {
		return nil, badRequest("page %d: want 1 or more (the first page by default)", req.Page)
	}
	format := req.Format
	if format == "" {
		format = "pdf"
	}
	if format != "pdf" && format != "svg" {
		return nil, badRequest("format %q: want pdf or svg", format)
	}
	if format == "pdf" && req.Page != 0 {
		return nil, badRequest("page %d: a PDF holds every page; page is for one page of SVG", req.Page)
	}
	for i, text := range texts {
		p, err := readPuzzle(text, opts)
		if err != nil {
			return nil, fmt.Errorf("puzzle %d: %w", i+1, err)
		}
		pz := render.Puzzle{Grid: p.grid}
		if len(texts) > 1 {
			pz.Caption = "#" + strconv.Itoa(i+1)
		}
		if p.variant != nil {
			pz.Grid, pz.Variant = p.variant.Givens, p.variant
			if req.Solutions {
				r, err := variant.Count(ctx, p.variant, 2)
				if err != nil {
					return nil, err
				}
				if r.Count != 1 {
					return nil, badRequest("puzzle %d has no single solution to print", i+1)
				}
				pz.Solution = r.Solution
			}
		} else if req.Solutions {
			s, err := exact.Unique(ctx, p.grid)
			switch {
			case errors.Is(err, exact.ErrMultiple), errors.Is(err, exact.ErrNoSolution):
				return nil, badRequest("puzzle %d has no single solution to print: %v", i+1, trimPrefix(err))
			case err != nil:
				return nil, err
			}
			pz.Solution = s
		}
		sheet.Puzzles = append(sheet.Puzzles, pz)
	}
	var b bytes.Buffer
	if format == "svg" {
		page := max(req.Page, 1)
		if n, err := sheet.Pages(); err == nil && page > n {
			return nil, badRequest("page %d: the sheet has %d", page, n)
		}
		if err := render.SVG(&b, sheet, page-1); err != nil {
			return nil, err
		}
		return &Document{ContentType: "image/svg+xml", Name: "nanpure.svg", Data: b.Bytes()}, nil
	}
	if err := render.PDF(&b, sheet); err != nil {
		return nil, err
	}
	return &Document{ContentType: "application/pdf", Name: "nanpure.pdf", Data: b.Bytes()}, nil
}
