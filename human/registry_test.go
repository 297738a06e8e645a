package human

import "testing"

func TestProfileByName(t *testing.T) {
	tests := []struct {
		name string
		want *Profile
	}{
		{"natural", Natural},
		{"sukaku", SukakuExplainer},
		{"sukaku-explainer", SukakuExplainer},
		{"se", SudokuExplainer},
		{"sudoku-explainer", SudokuExplainer},
		{"hodoku", nil},
		// Regressions
		{"", nil}, // the empty alias of Natural is no name
	}
	for _, tc := range tests {
		p, ok := ProfileByName(tc.name)
		if p != tc.want || ok != (tc.want != nil) {
			t.Errorf("ProfileByName(%q) = %v, %v; want %v", tc.name, p, ok, tc.want)
		}
	}
}

// TestFinders checks the finder registry: every profile finds its
// finders, every finder is in a profile, and every technique a finder
// produces is registered.
func TestFinders(t *testing.T) {
	used := map[string]bool{}
	for _, p := range profiles {
		if len(p.finders) != len(p.keys) {
			t.Errorf("%s: %d finders for %d keys", p.Name(), len(p.finders), len(p.keys))
		}
		seen := map[string]bool{}
		for i, f := range p.finders {
			if f.key != p.keys[i] {
				t.Errorf("%s: finder %d is %s, want %s", p.Name(), i, f.key, p.keys[i])
			}
			if seen[f.key] {
				t.Errorf("%s: finder %s listed twice", p.Name(), f.key)
			}
			seen[f.key], used[f.key] = true, true
		}
	}
	for k, f := range finders {
		if !used[k] {
			t.Errorf("finder %s is in no profile", k)
		}
		if len(f.techs) == 0 {
			t.Errorf("finder %s produces no technique", k)
		}
		for _, tech := range f.techs {
			if tech == NoTechnique || int(tech) >= len(registry) {
				t.Errorf("finder %s produces unregistered technique %d", k, tech)
			}
		}
	}
}
