package api

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/nanpure/nanpure/internal/corpus"
	"github.com/nanpure/nanpure/internal/record"
)

// issExample is the input of the variant puzzle from outside called name
// (corpus.Variants).
func issExample(t *testing.T, name string) string {
	t.Helper()
	v, ok := corpus.VariantNamed(name)
	if !ok {
		t.Fatalf("no example %q", name)
	}
	return v.Input
}

// call answers body at path, decoded into a map, failing on another code.
func call(t *testing.T, path string, body map[string]any, code int) map[string]any {
	t.Helper()
	b, _ := json.Marshal(body)
	a := Call(context.Background(), path, b)
	if a.Code != code {
		t.Fatalf("%s %s: %d %s, want %d", path, b, a.Code, a.Body, code)
	}
	var m map[string]any
	if err := json.Unmarshal(a.Body, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

// TestVariantSolve: solve and check read a variant and give what the page
// draws: the givens, the constraints by kind, value and cells.
func TestVariantSolve(t *testing.T) {
	killer := issExample(t, "Killer sudoku")
	a := call(t, "solve", map[string]any{"puzzle": killer}, 200)
	if a["status"] != "unique" || a["solution"] != "215647398368952174794381652586274931142593867973816425821739546659428713437165289" ||
		a["puzzle"] != killer || a["box"] != "3x3" {
		t.Errorf("solve killer: %v", a)
	}
	v := variantOf(t, a)
	if v.Givens != strings.Repeat(".", 81) || len(v.Constraints) != 29 || v.Regions != nil {
		t.Errorf("killer's variant: %+v", v)
	}
	if c := v.Constraints[0]; c.Kind != "Cage" || c.Value != 3 || strings.Join(c.Cells, " ") != "r1c1 r1c2" {
		t.Errorf("first cage: %+v", c)
	}

	a = call(t, "check", map[string]any{"puzzle": issExample(t, "Thermosudoku")}, 200)
	v = variantOf(t, a)
	if c := v.Constraints[0]; a["status"] != "unique" || len(v.Constraints) != 4 || c.Kind != "Thermo" || strings.Join(c.Cells, " ") != "r9c4 r8c3 r7c2 r6c1 r5c2 r4c3" ||
		v.Givens != ".4.....1.2.......6.............................................9.......2.1.....9." {
		t.Errorf("check thermo: %v %+v", a["status"], v)
	}
	v = variantOf(t, call(t, "check", map[string]any{"puzzle": issExample(t, "Arrow sudoku")}, 200))
	if c := v.Constraints[0]; c.Kind != "Arrow" || c.Bulb != 1 || strings.Join(c.Cells, " ") != "r1c5 r2c4 r3c3 r4c2 r5c1" {
		t.Errorf("arrow: %+v", c)
	}
	v = variantOf(t, call(t, "check", map[string]any{"puzzle": issExample(t, "Jigsaw")}, 200))
	if len(v.Regions) != 9 || len(v.Regions[0]) != 9 || v.Regions[0][0] != "r1c1" {
		t.Errorf("jigsaw: %+v", v)
	}

	// A cell limited to several digits comes with them.
	v = variantOf(t, call(t, "check", map[string]any{"puzzle": ".~R1C1_1_3_5.Cage~10~R1C2~R1C3"}, 200))
	if c := v.Constraints[0]; c.Kind != "Given" || fmt.Sprint(c.Digits) != "[1 3 5]" || strings.Join(c.Cells, " ") != "r1c1" {
		t.Errorf("a cell limited to 1, 3 and 5: %+v", v.Constraints)
	}

	// An f-puzzles link (of two givens: many solutions) is read too.
	link := "https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSSzKLryBdZQmq8l54+x1kANwEMAbAK5x4ARlRoI3GADsEAFwzCmK1kQ5tVmug216VGrUbWG1ZyjwHCEAJglTZCpTAO7j+nZw/7atIkA="
	a = call(t, "check", map[string]any{"puzzle": link}, 200)
	if v := variantOf(t, a); a["status"] != "multiple" || a["puzzle"] != link || strings.Count(v.Givens, ".") != 79 {
		t.Errorf("an f-puzzles link: %v", a)
	}

	bad := call(t, "solve", map[string]any{"puzzle": ".Cage~3~R1C1~R1C2.Jigsaw~zz"}, 400)
	if bad["status"] != "invalid" || !strings.HasPrefix(bad["error"].(string), "puzzle: ") {
		t.Errorf("a variant that does not parse: %v", bad)
	}
	// print draws the constraints (page 1 holds the puzzle, its sums in one group).
	body, _ := json.Marshal(map[string]any{"puzzle": killer, "format": "svg", "solutions": true})
	if a := Call(context.Background(), "print", body); a.Code != 200 || strings.Count(string(a.Body), `class="notes"`) != 1 ||
		!strings.Contains(string(a.Body), `class="cage"`) {
		t.Errorf("print of a killer: %d %.200s", a.Code, a.Body)
	}
}

// TestVariantPosition: hint, explain and rate read a variant position as
// a classic one: the solution's digits placed, wrong digits reported, the
// marks that lost the solution's digit ignored, steps naming their
// constraint.
func TestVariantPosition(t *testing.T) {
	killer, dots := issExample(t, "Killer sudoku"), strings.Repeat(".", 79)
	a := call(t, "hint", map[string]any{"puzzle": killer}, 200)
	step, _ := a["step"].(map[string]any)
	if a["status"] != "step" || step == nil || step["constraint"] == nil || a["puzzle"] != killer {
		t.Errorf("hint: %v", a)
	}
	a = call(t, "hint", map[string]any{"puzzle": killer, "grid": "22" + dots}, 200)
	if a["status"] != "mistakes" || strings.Join(toStrings(a["mistakes"]), " ") != "r1c2" {
		t.Errorf("a wrong digit: %v", a)
	}
	// r1c2 marked 1 and 2 beside r1c1 = 2: the cage of 3 leaves 1 alone.
	marks := make([]string, 81)
	marks[1] = "12"
	a = call(t, "hint", map[string]any{"puzzle": killer, "grid": "2." + dots, "candidates": marks}, 200)
	if c := toStrings(a["candidates"]); len(c) != 81 || c[1] != "1" {
		t.Errorf("marks: %v", a)
	}
	marks[1] = "34" // the solution's 1 crossed out: ignored
	a = call(t, "hint", map[string]any{"puzzle": killer, "candidates": marks}, 200)
	if strings.Join(toStrings(a["wrong_marks"]), " ") != "r1c2" {
		t.Errorf("wrong marks: %v", a)
	}
	a = call(t, "explain", map[string]any{"puzzle": killer, "lang": "ja"}, 200)
	if a["status"] != "solved" || a["solved"] != true {
		t.Errorf("explain: %v %v", a["status"], a["error"])
	}
	a = call(t, "rate", map[string]any{"puzzle": issExample(t, "Thermosudoku")}, 200)
	if a["status"] != "rated" || a["box"] != "3x3" {
		t.Errorf("rate: %v", a)
	}
	// A jigsaw's hint: its regions are the boxes of the human solver
	// (r6c2 is 3 in the published solution).
	a = call(t, "hint", map[string]any{"puzzle": issExample(t, "Jigsaw")}, 200)
	if st, _ := a["step"].(map[string]any); a["status"] != "step" || st == nil || fmt.Sprint(st["placements"]) != "[map[cell:r6c2 digit:3]]" {
		t.Errorf("a jigsaw's hint: %v", a)
	}
}

// variantOf is the "variant" of answer a.
func variantOf(t *testing.T, a map[string]any) record.Variant {
	t.Helper()
	var v record.Variant
	raw, _ := json.Marshal(a["variant"])
	if err := json.Unmarshal(raw, &v); err != nil || v.Givens == "" {
		t.Fatalf("variant %s: %v", raw, err)
	}
	return v
}

func toStrings(v any) []string {
	var out []string
	for _, x := range v.([]any) {
		out = append(out, x.(string))
	}
	return out
}
