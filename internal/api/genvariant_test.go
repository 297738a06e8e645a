package api

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/nanpure/nanpure/generate"
	"github.com/nanpure/nanpure/variant"
)

// TestGenerateVariant: each kind at 6x6 easy is a variant puzzle that
// solve proves unique, with the answer's solution, and draws as the
// answer's "variant" does; the same seed makes it again.
func TestGenerateVariant(t *testing.T) {
	for _, kind := range generate.VariantKinds {
		t.Run(kind, func(t *testing.T) {
			body := map[string]any{"variant": kind, "box": "2x3", "level": "easy", "seed": 7}
			a := call(t, "generate", body, 200)
			puzzle, _ := a["puzzle"].(string)
			if !variant.IsVariant([]byte(puzzle)) || a["box"] != "2x3" || a["level"] != "easy" || a["seed"] != float64(7) {
				t.Fatalf("generate: %v", a)
			}
			if r, _ := a["rating"].(float64); r < 1 || r >= 2.5 || a["hardest"] == "" || a["symmetry"] != nil {
				t.Errorf("rating %v, hardest %v, symmetry %v", a["rating"], a["hardest"], a["symmetry"])
			}
			s := call(t, "solve", map[string]any{"puzzle": puzzle}, 200)
			if s["status"] != "unique" || s["solution"] != a["solution"] || s["box"] != "2x3" {
				t.Errorf("solve of the puzzle made: %v %v, want unique %v", s["status"], s["solution"], a["solution"])
			}
			made, solved := variantOf(t, a), variantOf(t, s)
			if m, _ := json.Marshal(made); string(m) != string(mustJSON(t, solved)) {
				t.Errorf("the variant of generate %s, of solve %s", m, mustJSON(t, solved))
			}
			if g := strings.Count(made.Givens, "."); int(a["givens"].(float64)) != 36-g {
				t.Errorf("givens %v, the variant's %s", a["givens"], made.Givens)
			}
			if again := call(t, "generate", body, 200); again["puzzle"] != puzzle {
				t.Errorf("seed 7 made %s, then %s", puzzle, again["puzzle"])
			}
		})
	}
	// "symmetry": "none" asks for nothing a variant lacks.
	if a := call(t, "generate", map[string]any{"variant": "x", "box": "2x2", "symmetry": "none", "seed": 1}, 200); a["symmetry"] != nil {
		t.Errorf("a variant's symmetry: %v", a["symmetry"])
	}
	// Names in the language asked for; no level: any rating.
	a := call(t, "generate", map[string]any{"variant": "killer", "box": "2x2", "lang": "ja", "seed": 1}, 200)
	if l, _ := a["level"].(string); l == "" || l == "easy" || !strings.Contains(a["puzzle"].(string), "Cage") {
		t.Errorf("a 4x4 killer in Japanese: %v", a)
	}
}

// TestGenerateVariantRefused: what a variant cannot be asked for is a 400
// that says why, before any puzzle is made.
func TestGenerateVariantRefused(t *testing.T) {
	for _, tt := range []struct {
		name string
		body map[string]any
		want string
	}{
		{"symmetry", map[string]any{"variant": "killer", "symmetry": "rot180"}, "symmetry do not apply to a variant"},
		{"several", map[string]any{"variant": "x", "minimal": true, "givens": 20, "technique": "x-wing"}, "minimal, givens, technique do not apply"},
		{"12x12", map[string]any{"variant": "killer", "box": "3x4"}, "variants are made up to 9x9 (a box of up to 3x3), not 12x12"},
		{"16x16", map[string]any{"variant": "thermo", "box": "4x4"}, "not 16x16"},
		{"extreme", map[string]any{"variant": "kropki", "level": "extreme"}, "out of reach"},
		{"an unknown kind", map[string]any{"variant": "sandwich"}, `variant "sandwich": want one of killer, jigsaw`},
		{"anti-king 4x4", map[string]any{"variant": "anti-king", "box": "2x2"}, "no 4x4 grid keeps the anti-king rule"},
		{"level and rating", map[string]any{"variant": "x", "level": "easy", "rating": "1-2"}, "give one of them"},
		{"a bad level", map[string]any{"variant": "x", "level": "simple"}, "want easy, medium"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			a := call(t, "generate", tt.body, 400)
			if e, _ := a["error"].(string); !strings.Contains(e, tt.want) {
				t.Errorf("error %q, want ...%s...", e, tt.want)
			}
		})
	}
	// A rating no attempt meets is a 422 (as for a classic puzzle); an
	// ended context, 503.
	b, _ := json.Marshal(map[string]any{"variant": "x", "box": "2x2", "rating": "8-8.5", "seed": 1})
	if a := Call(context.Background(), "generate", b); a.Code != 422 {
		t.Errorf("a 4x4 Sudoku X rated 8: %d %s, want 422", a.Code, a.Body)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if a := Call(ctx, "generate", []byte(`{"variant":"killer"}`)); a.Code != 503 {
		t.Errorf("a variant canceled: %d %s, want 503", a.Code, a.Body)
	}
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
