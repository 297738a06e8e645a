// Package api is nanpure's JSON API without HTTP: the requests (Request),
// the functions that answer them (Endpoints: solve, check, hint, explain,
// rate, generate, print, scan, techniques, convert), their answers (the record package's JSON
// records, a Document for a sheet) and errors (Error, with the HTTP status
// code of each). Package web serves it over HTTP (POST /api/NAME, with
// the limits a server needs); the page's engine in the browser, the
// WebAssembly of cmd/nanpure-wasm, answers the same calls with Call. So
// the API's types are the one contract of the page's engine, whichever
// side answers.
//
// # Variant puzzles
//
// A puzzle that variant.IsVariant recognizes (an ISS constraint string,
// f-puzzles JSON, an f-puzzles or SudokuPad link) is read by
// variant.Parse; its records give its text as "puzzle" and its grid's
// "box". solve and check search it with the variant's own search; hint and
// explain read a position of it (its givens, "grid" and "candidates") with
// record.ReadVariant, as a classic position is read; rate rates it as
// "nanpure rate" does; print draws its constraints. The answers of solve and check
// carry what a page draws it from (record.Variant):
//
//	"variant": {
//	  "givens": ".4.....1.2...",            // the givens on one line
//	  "regions": [["r1c1","r1c2",...], ...], // a jigsaw's regions, else none
//	  "constraints": [
//	    {"kind": "Cage", "value": 10, "cells": ["r1c1","r1c2"]},
//	    {"kind": "Arrow", "cells": ["r3c3","r3c4","r3c5"], "bulb": 1},
//	    {"kind": "AntiKnight"}, ...
//	  ]
//	}
//
// generate makes a variant with "variant": "killer" (any of
// generate.VariantKinds, 4x4 to 9x9, by level or rating; symmetry,
// minimal, givens and technique do not apply): its ISS string as
// "puzzle", its solution, rating, level, hardest step and the "variant"
// above, that of the string as solve reads it.
//
// A constraint is a step's "constraint" (kind, value, cells, in the same
// words) with an arrow's "bulb": how many of its first cells are the
// bulb. The kinds are those of variant.Describe: Cage, Thermo, Arrow,
// Whisper (value: the difference), Renban, Palindrome, Between, Entropic,
// Modular (value: the modulus), Zipper, RegionSumLine, Lockout (value:
// the least difference of its ends), DoubleArrow, WhiteDot
// and BlackDot (value: a number other than 1 or 2), X and V (value: 10
// or 5), Odd, Even, Diagonal, Windoku, DisjointSets, ExtraRegion,
// LittleKiller and Sandwich (value: the sum; cells: the diagonal or the
// row or column from the clue's end), Given (a cell limited to a few
// digits: its "digits"), Quad (a quadruple: its 2x2 cells and its
// "digits", a digit as often as written), Minimum and Maximum (the cell),
// RowIndexer, ColumnIndexer and BoxIndexer (the cell; value: the digit it
// places), Clone (cells: a shape then its clones; bulb: the shape's size),
// GreaterThan (each cell greater than the later ones beside it), Sum
// (value: the total; digits may repeat), ContainAtLeast and ContainExact
// (its "digits"),
// RellikCage (value: the sum no one or more of its digits make),
// EqualityCage, CountingCircles, ValueIndexing (cells: the line from the
// cell whose digit recurs), SameValues (value: the number of sets its
// cells make, in order), SumLine (value: each piece's sum; a loop's
// cells come back to the first at the end), NumberedRoom and
// HiddenSkyscraper (value: the clue's digit; cells: the row or column from
// the clue's end), Lunchbox (value: the sum between its smallest and its
// largest digit),
// and the rules of the whole grid without cells: AntiKnight, AntiKing,
// AntiConsecutive, AntiTaxicab, GlobalEntropy, GlobalMod, DutchFlatmates;
// NegativeWhite, NegativeBlack, NegativeXV are of the whole grid too, and
// their cells are the pairs they spare, two by two. A step's
// "constraint" has the "digits" of a quadruple too, and may be the rule
// of 45, which no puzzle lists: Innies (cells a cage's rest, value their
// sum), Outies, and innies against outies, whose "less" are the cells
// counted against its "cells": InniesOuties and OutiesInnies (value: how
// much more "cells" add up to) and InniesEqualOuties; the step's "houses"
// are those added up.
//
// This package imports no net/http: the WebAssembly stays 3 MB smaller.
// The API is described in package web's documentation.
package api
