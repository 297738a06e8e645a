package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"

	"github.com/nanpure/nanpure/internal/record"
	"github.com/nanpure/nanpure/sudoku"
)

// advice says how a puzzle that failed was perhaps meant, pointing to the
// flag that reads it so; "" when there is nothing to say. It is written on
// standard error after the puzzle's status, never in the output:
//
//   - an argument that did not parse but names a file, or looks like a file
//     name: did you mean -i FILE?
//   - a 16x16 puzzle with zeros, read in the standard alphabet (where 0 is
//     an empty cell) and not proper: hex puzzles write digits 0-F;
//   - a grid of oblong boxes whose shape came from its cell count, not
//     proper, but proper with the boxes turned (4x3 for 3x4): --box.
func advice(ctx context.Context, it *item, status string) string {
	if status == record.Unique || status == record.Solved || status == record.Timeout {
		return ""
	}
	if it.grid.Shape == nil {
		if text := string(it.text); strings.HasPrefix(it.source, "argument") && looksLikeFile(text) {
			return "did you mean -i " + text + "?"
		}
		return ""
	}
	s := it.grid.Shape
	if it.alpha == sudoku.Standard && s.N == 16 && bytes.IndexByte(it.text, '0') >= 0 {
		return "0 is an empty cell in the standard alphabet; if it is a digit here (hex puzzles write 0-F), try --alphabet hex"
	}
	if !it.boxGiven && s.BoxRows != s.BoxCols {
		turned, err := sudoku.NewShape(s.BoxCols, s.BoxRows)
		if err != nil {
			return ""
		}
		g := sudoku.Grid{Shape: turned, Cells: it.grid.Cells}
		if g.Validate() != nil {
			return ""
		}
		if o, _ := record.Search(ctx, g, 2, 0); o.Status == record.Unique {
			return "with boxes of " + turned.String() + " it has exactly one solution: try --box " + turned.String()
		}
	}
	return ""
}

// looksLikeFile reports whether an argument names a file, or looks like the
// name of one ("puzzles.txt", "data/hard.sdk"): no puzzle has a dot
// followed by a short word of letters at its end.
func looksLikeFile(arg string) bool {
	if fi, err := os.Stat(arg); err == nil && !fi.IsDir() {
		return true
	}
	ext := strings.TrimPrefix(filepath.Ext(arg), ".")
	if len(ext) < 2 || len(ext) > 5 || len(arg) == len(ext)+1 {
		return false
	}
	for _, c := range ext {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			return false
		}
	}
	return true
}
