// Package render draws Sudoku grids for print: sheets of puzzles, one or
// more to a page, as PDF or SVG.
//
// A Sheet is what to print: its puzzles (each with an optional caption and
// solution), the paper (A4 or Letter), how many puzzles go on a page (1, 2,
// 4 or 6), the alphabet of the symbols, an optional title and footer, and
// whether the solutions follow on pages of their own, smaller. Grids of
// every shape are drawn, 4x4 to 25x25 and beyond, mixed on one sheet if need
// be.
//
// Entry points: PDF writes the whole sheet as one multi-page PDF, the
// printable form; SVG writes one page of it as a standalone SVG document
// (Sheet.Pages says how many pages there are), to show on screen or embed in
// a web page. Sheet.Check checks a sheet once and gives a Printout whose
// PDF and SVG methods write it, for a sheet written page by page. A sheet
// too long to hold in memory takes its puzzles from a Source, read one at a
// time, instead of Sheet.Puzzles. The library writes to the io.Writer it is
// given and nothing else.
//
// # How it works
//
// Layout (layout.go) cuts the sheet into pages and each page into slots,
// and draws each grid (grid.go) into a page: a display list of lines, frames
// and labels in points (1/72 inch), origin at the top left (canvas.go). The
// PDF writer (pdf.go) and the SVG writer (svg.go) only translate that list,
// so the two forms of a sheet are the same picture. They draw a page, write
// it and forget it before drawing the next: the memory a sheet takes is that
// of its puzzles and of one page, however many pages it has. Text is set in
// Helvetica, one of the standard fonts every PDF reader has, and Japanese
// text (a title, 解答) in VL Gothic (gothic.go), a free Japanese font carried
// in fonts/, of which a PDF embeds the glyphs it uses (pdffont.go, through
// internal/ttf); their metrics (font.go) centre symbols and fit captions.
//
// Output is deterministic: the same sheet gives the same bytes (no dates, no
// random identifiers), so golden files can hold it.
package render
