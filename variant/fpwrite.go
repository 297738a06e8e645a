package variant

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"

	"github.com/nanpure/nanpure/sudoku"
)

// FPuzzles writes p as f-puzzles JSON, which ParseFPuzzles reads back to
// the same puzzle, and f-puzzles and SudokuPad open (FPuzzlesLink). It
// fails for what f-puzzles cannot say: slow thermometers, modular lines of
// another modulus than 3, zipper lines, cells limited to several digits,
// ISS's strict kropki dots.
func (p *Puzzle) FPuzzles() (string, error) {
	s := p.Givens.Shape
	w := fpWriter{s: s, f: map[string]any{"size": s.N}, ks: p.Constraints}
	grid := make([][]map[string]any, s.N)
	for r := range grid {
		grid[r] = make([]map[string]any, s.N)
		for c := range grid[r] {
			cell := map[string]any{}
			if d := p.Givens.Cells[s.Cell(r, c)]; d != 0 {
				cell["value"], cell["given"] = int(d), true
			}
			grid[r][c] = cell
		}
	}
	for i, region := range p.Regions {
		for _, c := range region {
			grid[s.Row(c)][s.Col(c)]["region"] = i
		}
	}
	w.f["grid"] = grid
	for _, k := range p.Constraints {
		if err := w.add(k); err != nil {
			return "", err
		}
	}
	b, err := json.Marshal(w.f)
	return string(b), err
}

// FPuzzlesLink is an f-puzzles link to p ("https://f-puzzles.com/?load=",
// then the JSON in lz-string's base64); SudokuPad opens the same data
// after "https://sudokupad.app/fpuzzles".
func (p *Puzzle) FPuzzlesLink() (string, error) {
	text, err := p.FPuzzles()
	if err != nil {
		return "", err
	}
	return "https://f-puzzles.com/?load=" + compressBase64(text), nil
}

// An fpWriter adds constraints to the JSON object f under f-puzzles' keys.
type fpWriter struct {
	s  *sudoku.Shape
	f  map[string]any
	ks []Constraint // the puzzle's, for the marks a negative rule spares
}

// marksOf returns the pairs with a mark of f-puzzles' kind what
// ("difference", "ratio" or "xv").
func (w fpWriter) marksOf(what string) [][2]int {
	var pairs [][2]int
	for _, k := range w.ks {
		switch k := k.(type) {
		case Kropki:
			if (what == "ratio") == k.Black && what != "xv" {
				pairs = append(pairs, [2]int{k.A, k.B})
			}
		case XV:
			if what == "xv" {
				pairs = append(pairs, [2]int{k.A, k.B})
			}
		}
	}
	return pairs
}

func (w fpWriter) id(c int) string {
	return cellID(w.s.Row(c), w.s.Col(c))
}

func (w fpWriter) ids(cells []int) []string {
	out := make([]string, len(cells))
	for i, c := range cells {
		out[i] = w.id(c)
	}
	return out
}

func (w fpWriter) list(key string, v map[string]any) {
	l, _ := w.f[key].([]any)
	w.f[key] = append(l, v)
}

// line is the JSON of one line (thermometer, palindrome, between line).
func (w fpWriter) line(key string, cells []int) {
	w.list(key, map[string]any{"lines": [][]string{w.ids(cells)}})
}

// outside is the cell round the grid, numbered as f-puzzles does (row or
// column 0 and N+1), one step before the first of cells against the
// direction of the line from it.
func (w fpWriter) outside(cells []int) string {
	r, c := w.s.Row(cells[0]), w.s.Col(cells[0])
	dr, dc := 0, 0
	if len(cells) > 1 {
		dr, dc = w.s.Row(cells[1])-r, w.s.Col(cells[1])-c
	} else { // a little killer of one cell: a corner, pointed into
		dr, dc = 1-2*min(r, 1), 1-2*min(c, 1)
	}
	return cellID(r-dr, c-dc)
}

func (w fpWriter) add(k Constraint) error {
	s := w.s
	switch k := k.(type) {
	case Region:
		switch {
		case k.Name == "DisjointSets":
			w.f["disjointgroups"] = true
		case k.Name == "Diagonal" && slices.Equal(k.Cells, Diagonal(s, true).Cells):
			w.f["diagonal+"] = true
		case k.Name == "Diagonal" && slices.Equal(k.Cells, Diagonal(s, false).Cells):
			w.f["diagonal-"] = true
		default:
			w.list("extraregion", map[string]any{"cells": w.ids(k.Cells)})
		}
	case AntiKnight:
		w.f["antiknight"] = true
	case AntiKing:
		w.f["antiking"] = true
	case NonConsecutive:
		w.f["nonconsecutive"] = true
	case Cage:
		w.list("killercage", map[string]any{"cells": w.ids(k.Cells), "value": strconv.Itoa(k.Sum)})
	case LittleKiller:
		dir := map[bool]string{true: "D", false: "U"}[len(k.Cells) == 1 && s.Row(k.Cells[0]) == 0 || len(k.Cells) > 1 && k.Cells[1] > k.Cells[0]]
		step := w.s.Col(k.Cells[0])
		if len(k.Cells) > 1 {
			step = w.s.Col(k.Cells[1]) - step
		} else {
			step = 1 - 2*min(step, 1)
		}
		dir += map[bool]string{true: "R", false: "L"}[step > 0]
		w.list("littlekillersum", map[string]any{"cell": w.outside(k.Cells), "cells": w.ids(k.Cells), "direction": dir, "value": strconv.Itoa(k.Sum)})
	case Sandwich:
		w.list("sandwichsum", map[string]any{"cell": w.outside(k.Cells), "value": strconv.Itoa(k.Sum)})
	case XSum:
		w.list("xsum", map[string]any{"cell": w.outside(k.Cells), "value": strconv.Itoa(k.Sum)})
	case Skyscraper:
		w.list("skyscraper", map[string]any{"cell": w.outside(k.Cells), "value": strconv.Itoa(k.Count)})
	case Thermo:
		if k.Slow {
			return fmt.Errorf("variant: f-puzzles has no slow thermometer")
		}
		w.line("thermometer", k.Cells)
	case Palindrome:
		w.line("palindrome", k.Cells)
	case Renban:
		w.line("renban", k.Cells)
	case Whisper:
		w.list("whispers", map[string]any{"lines": [][]string{w.ids(k.Cells)}, "value": strconv.Itoa(k.Diff)})
	case Entropic:
		w.line("entropicline", k.Cells)
	case Modular:
		if k.Mod != 3 {
			return fmt.Errorf("variant: f-puzzles has no modular line of modulus %d", k.Mod)
		}
		w.line("modularline", k.Cells)
	case RegionSum:
		w.line("regionsumline", k.Cells)
	case DoubleArrow:
		w.line("doublearrow", k.Cells)
	case Lockout:
		w.list("lockout", map[string]any{"lines": [][]string{w.ids(k.Cells)}, "value": strconv.Itoa(k.Diff)})
	case Between:
		w.line("betweenline", k.Cells)
	case Arrow:
		w.list("arrow", map[string]any{"cells": w.ids(k.Bulb), "lines": [][]string{w.ids(append(k.Bulb[len(k.Bulb)-1:len(k.Bulb):len(k.Bulb)], k.Line...))}})
	case Kropki:
		key, def := "difference", 1
		if k.Black {
			key, def = "ratio", 2
		}
		dot := map[string]any{"cells": w.ids([]int{k.A, k.B})}
		if k.n() != def {
			dot["value"] = strconv.Itoa(k.n())
		}
		w.list(key, dot)
	case XV:
		w.list("xv", map[string]any{"cells": w.ids([]int{k.A, k.B}), "value": map[int]string{5: "V", 10: "X"}[k.Sum]})
	case Parity:
		key := map[bool]string{false: "odd", true: "even"}[k.Even]
		for _, c := range k.Cells {
			w.list(key, map[string]any{"cell": w.id(c)})
		}
	case Extremum:
		w.list(map[bool]string{false: "minimum", true: "maximum"}[k.Max], map[string]any{"cell": w.id(k.Cell)})
	case Indexer:
		w.list(k.Of+"indexer", map[string]any{"cells": []string{w.id(k.Cell)}})
	case Clone:
		w.list("clone", map[string]any{"cells": w.ids(k.Cells), "cloneCells": w.ids(k.Clones)})
	case Quad:
		values := make([]int, len(k.Digits))
		for i, d := range k.Digits {
			values[i] = int(d)
		}
		w.list("quadruple", map[string]any{"cells": w.ids(k.Cells), "values": values})
	case Negative:
		// f-puzzles' negative rule spares the pairs of its own marks only.
		if !samePairs(k.Marked, w.marksOf(k.Of)) {
			return fmt.Errorf("variant: f-puzzles has no negative %s rule that spares other pairs than its marks (ISS's StrictKropki spares a pair with a dot of either colour)", k.Of)
		}
		l, _ := w.f["negative"].([]string)
		w.f["negative"] = append(l, k.Of)
	default:
		return fmt.Errorf("variant: f-puzzles has no %s", k.Kind())
	}
	return nil
}
