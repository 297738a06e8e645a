package variant

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"
)

// Real strings of f-puzzles links read as what they hold.
func TestParseFPuzzlesLinks(t *testing.T) {
	if _, err := ParseFPuzzles("https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT1ADcBDAGwFc54BGVNCImAOwQBcMqBfZYHv3vyGCRfALrJCwgTOlyJU0XKVKFsles1c1yrRu2S9R+Yd1nVp/Vdk7r58WK5A"); err != nil {
		t.Error(err)
	}
	p, err := ParseFPuzzles("https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSSzKLryBdZQmq8l54+x1kANwEMAbAK5x4ARlRoI3GADsEAFwzCmK1kQ5tVmug216VGrUbWG1ZyjwHCEAJglTZCpTAO7j+nZw/7atIkA=")
	if err != nil {
		t.Fatal(err)
	}
	if g := p.Givens; g.Givens() != 2 || g.Cells[g.Shape.Cell(2, 2)] != 1 || g.Cells[g.Shape.Cell(6, 6)] != 2 {
		t.Errorf("givens %s", g)
	}
	// A killer: two cages, no givens.
	p, err = ParseFPuzzles("N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSSzKLryBdZQmq8l54+x1p7rjtn/nQaCR3PgIm9hk0UM6zR4rssX0QAawgAbLTAwBjAIZo48QiH0wdYfCABKARgDCDkKjsAmFyDUA3Q1oArqYgiCAUFlZaNmb2zh5ucU4AzImeTgnuXqnuyRk+qP5BIcmpRGqG+gAuEL4wTgD2AHZgVRiGEE1VMXggANLauhgABE7GcLREQA=")
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Constraints) != 2 {
		t.Fatalf("constraints %+v", p.Constraints)
	}
	if k := p.Constraints[1].(Cage); k.Sum != 33 || len(k.Cells) != 5 {
		t.Errorf("second cage %+v", k)
	}
}

// The outside puzzles of internal/corpus/testdata/variants_iss.txt, written as f-puzzles JSON, have
// the same published solutions.
func TestFPuzzlesExamples(t *testing.T) {
	n := 0
	for _, c := range readISSCases(t) {
		if c.Long || !strings.HasPrefix(c.Input, ".") {
			continue
		}
		text, ok := issToFPuzzles(t, c.Input)
		if !ok {
			continue
		}
		n++
		t.Run(c.Name, func(t *testing.T) {
			p, err := ParseFPuzzles(text)
			if err != nil {
				t.Fatal(err)
			}
			r, err := Count(context.Background(), p, 2)
			if err != nil {
				t.Fatal(err)
			}
			if r.Count != 1 || r.Solution.String() != c.Solution {
				t.Errorf("%d solutions, first %v; want one, %s\n%s", r.Count, r.Solution, c.Solution, text)
			}
		})
	}
	if n < 10 {
		t.Errorf("%d puzzles written as f-puzzles", n)
	}
}

// issToFPuzzles writes an ISS constraint string as f-puzzles JSON, for the
// kinds both formats have.
func issToFPuzzles(t *testing.T, iss string) (string, bool) {
	f := map[string]any{"size": 9}
	grid := make([][]map[string]any, 9)
	for r := range grid {
		grid[r] = make([]map[string]any, 9)
		for c := range grid[r] {
			grid[r][c] = map[string]any{}
		}
	}
	list := func(k string, v any) { f[k] = append(f[k].([]any), v) }
	for _, k := range []string{"killercage", "thermometer", "arrow", "difference", "ratio", "palindrome", "sandwichsum"} {
		f[k] = []any{}
	}
	for _, it := range strings.Split(iss[1:], ".") {
		parts := strings.Split(it, "~")
		args := parts[1:]
		switch parts[0] {
		case "":
			for _, a := range args {
				id, v, _ := strings.Cut(a, "_")
				var r, c int
				if _, err := fmtSscan(id, &r, &c); err != nil {
					t.Fatal(err)
				}
				grid[r-1][c-1]["value"], grid[r-1][c-1]["given"] = atoi(v), true
			}
		case "Cage":
			list("killercage", map[string]any{"cells": args[1:], "value": args[0]})
		case "Thermo":
			list("thermometer", map[string]any{"lines": [][]string{args}})
		case "Sandwich":
			k, _ := strconv.Atoi(args[1][1:])
			cell := fmt.Sprintf("R%dC0", k)
			if args[1][0] == 'C' {
				cell = fmt.Sprintf("R0C%d", k)
			}
			list("sandwichsum", map[string]any{"cell": cell, "value": args[0]})
		case "Palindrome":
			list("palindrome", map[string]any{"lines": [][]string{args}})
		case "Arrow":
			list("arrow", map[string]any{"cells": args[:1], "lines": [][]string{args}})
		case "WhiteDot":
			list("difference", map[string]any{"cells": args})
		case "BlackDot":
			list("ratio", map[string]any{"cells": args})
		case "AntiKnight":
			f["antiknight"] = true
		case "AntiKing":
			f["antiking"] = true
		case "AntiConsecutive":
			f["nonconsecutive"] = true
		case "Diagonal":
			f[map[string]string{"1": "diagonal+", "-1": "diagonal-"}[args[0]]] = true
		case "Jigsaw":
			for i, m := range args[len(args)-1] {
				grid[i/9][i%9]["region"] = int(m - '0')
			}
		default:
			return "", false
		}
	}
	f["grid"] = grid
	b, err := json.Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	return string(b), true
}

func fmtSscan(id string, r, c *int) (int, error) { return fmt.Sscanf(id, "R%dC%d", r, c) }

func atoi(s string) int { n, _ := strconv.Atoi(s); return n }

// Clues outside the grid read from every side, each the same as the
// Interactive Sudoku Solver's string for its line and end.
func TestFPuzzlesOutsideClues(t *testing.T) {
	for _, c := range []struct{ key, cell, value, iss string }{
		{"xsum", "R0C2", "7", ".XSum~C2~7~"},
		{"xsum", "R5C2", "7", ".XSum~C2~~7"},
		{"xsum", "R3C0", "4", ".XSum~R3~4~"},
		{"xsum", "R3C5", "4", ".XSum~R3~~4"},
		{"skyscraper", "R0C1", "2", ".Skyscraper~C1~2~"},
		{"skyscraper", "R5C4", "3", ".Skyscraper~C4~~3"},
		{"skyscraper", "R1C0", "1", ".Skyscraper~R1~1~"},
		{"skyscraper", "R2C5", "2", ".Skyscraper~R2~~2"},
		{"sandwichsum", "R4C5", "5", ".Sandwich~5~R4"},
	} {
		text := fmt.Sprintf(`{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],%q:[{"cell":%q,"value":%q}]}`, c.key, c.cell, c.value)
		p, err := ParseFPuzzles(text)
		if err != nil {
			t.Errorf("%s %s: %v", c.key, c.cell, err)
			continue
		}
		want, err := ParseISS(".Shape~4x4" + c.iss)
		if err != nil {
			t.Fatal(err)
		}
		got, _ := p.ISS()
		if w, _ := want.ISS(); got != w {
			t.Errorf("%s %s read as %s, want %s", c.key, c.cell, got, w)
		}
	}
	// Regressions
	for _, cell := range []string{"R0C0", "R5C5", "R2C2", "R6C1", "C1"} {
		text := fmt.Sprintf(`{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"xsum":[{"cell":%q,"value":"3"}]}`, cell)
		if _, err := ParseFPuzzles(text); err == nil || !strings.Contains(err.Error(), cell) {
			t.Errorf("x-sum at %s: %v, want an error naming it", cell, err)
		}
	}
}
