package human

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/nanpure/nanpure/sudoku"
)

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
		{"hodoku", HoDoKu},
		{"hoDoKu", nil},
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

// TestRegistry checks every registered technique: a key that finds it
// again, a difficulty, a HoDoKu code of HoDoKu's form where it has one, a
// name in every catalog, a profile that uses it and an explainer.
func TestRegistry(t *testing.T) {
	inProfile := map[Technique]bool{}
	for _, p := range profiles {
		for _, tech := range p.Techniques() {
			inProfile[tech] = true
		}
	}
	// Four digits, and a trailing 1 for HoDoKu's Siamese fish (03111).
	hodoku := regexp.MustCompile(`^[0-9]{4}1?$`)
	for _, tech := range Techniques() {
		key := tech.Key()
		if key == "" {
			t.Errorf("technique %d has no key", tech)
			continue
		}
		if got, ok := TechniqueByKey(key); !ok || got != tech {
			t.Errorf("TechniqueByKey(%q) = %v, %v; want %v", key, got, ok, tech)
		}
		if d := tech.Difficulty(); d < 1 || d > 12 {
			t.Errorf("%s: difficulty %g", key, d)
		}
		if c := tech.HoDoKu(); c != "" && !hodoku.MatchString(c) {
			t.Errorf("%s: HoDoKu code %q is not four digits (and a Siamese 1)", key, c)
		}
		for _, c := range catalogs {
			if c.names[key] == "" {
				t.Errorf("%s: no name in the %s catalog", key, c.code)
			}
		}
		// The variant techniques come with a board's rules, in every profile.
		variant := tech == VariantSingle || tech == VariantRule || tech == VariantLocked || tech == VariantContradiction || tech == VariantForcing || tech == VariantNested
		if !inProfile[tech] && !variant {
			t.Errorf("%s is in no profile", key)
		}
		if explainers[tech] == nil {
			t.Errorf("%s has no explainer", key)
		}
	}
	if _, ok := TechniqueByKey("none"); ok {
		t.Errorf("TechniqueByKey(none) finds NoTechnique")
	}
}

// TestCatalogs checks that every catalog has every name and message the
// English one has, and nothing else.
func TestCatalogs(t *testing.T) {
	en := English.catalog()
	for _, c := range catalogs {
		if c == nil {
			t.Fatalf("a Lang below %d has no catalog", len(catalogs))
		}
		if got, err := ParseLang(c.code); err != nil || got != c.lang {
			t.Errorf("ParseLang(%q) = %v, %v; want %v", c.code, got, err, c.lang)
		}
		for _, pair := range [][2]map[string]string{{en.names, c.names}, {en.text, c.text}, {c.names, en.names}, {c.text, en.text}} {
			for k := range pair[0] {
				if _, ok := pair[1][k]; !ok {
					t.Errorf("%q is in one catalog but not the other (%s, en)", k, c.code)
				}
			}
		}
	}
}

// slot matches a slot of a template left unfilled, or a message missing
// from a catalog (which say writes "{key}").
var slot = regexp.MustCompile(`\{[a-z]+(-[a-z]+)*\}`)

// TestExplanationsFilled explains, in every language, the step of each
// position of testdata/techniques.golden where a technique applies, and
// checks that every slot of every template is filled.
func TestExplanationsFilled(t *testing.T) {
	seen := map[Technique]bool{}
	for _, tc := range readTechniquesGolden(t) {
		f := finders[tc.finder]
		if tc.want == "" || f == nil {
			continue
		}
		b := tc.position(t)
		st, ok := findWith(b, f.find)
		if !ok {
			continue // TestTechniques reports it
		}
		st.Shape = b.Shape
		seen[st.Technique] = true
		for _, c := range catalogs {
			for _, text := range []string{st.Explain(c.lang), st.Nudge(c.lang), st.Focus(c.lang)} {
				if text == "" || slot.MatchString(text) {
					t.Errorf("%s in %s: %q", st.Technique.Key(), c.code, text)
				}
			}
		}
	}
	if len(seen) < 40 {
		t.Errorf("only %d techniques explained", len(seen))
	}
	// Every technique, on a made-up step that has every part a step can
	// have (with fins and without), so that each technique's messages are
	// filled in each language, found on the golden positions or not.
	sh := mustParse(t, deadlyRectangle).Shape
	chain := Chain{Nodes: []ChainNode{
		{Node: Node{0, 1, true}, House: -1},
		{Node: Node{1, 1, false}, Parents: []int{0}, House: 0},
		{Node: Node{1, 2, true}, Parents: []int{1}, House: -1},
	}}
	full := Step{Shape: sh, Digits: sudoku.Bit(1) | sudoku.Bit(2),
		Placements: []Candidate{{0, 1}}, Eliminations: []Candidate{{5, 2}, {6, 2}},
		Cells: []int{0, 1, 9, 10}, Houses: []int{18, 9}, Cover: []int{0}, Extra: []int{2, 11},
		CellCandidates: []sudoku.Set{3, 6, 5, 3},
		Groups:         [][]int{{0, 1}, {9}, {10}}, GroupDigits: []sudoku.Set{7, 6, 5},
		Chains: []Chain{chain, chain}}
	bare := Step{Shape: sh, Digits: sudoku.Bit(3), Eliminations: []Candidate{{5, 3}},
		Cells: []int{0, 1}, Houses: []int{0}, Cover: []int{9}}
	for _, tech := range Techniques() {
		for _, st := range []Step{full, bare} {
			st.Technique = tech
			for _, c := range catalogs {
				for _, text := range []string{st.Explain(c.lang), st.Nudge(c.lang), st.Focus(c.lang)} {
					if slot.MatchString(text) {
						t.Errorf("%s in %s: %q", tech.Key(), c.code, text)
					}
				}
			}
		}
	}
}

func TestFill(t *testing.T) {
	tests := []struct {
		name, template string
		kv             []string
		want           string
	}{
		{"slots", "In {house}, {digit} goes in {cell}.", []string{"house", "box 1", "digit", "5", "cell", "r1c2"}, "In box 1, 5 goes in r1c2."},
		{"a slot twice", "{d} and {d}", []string{"d", "7"}, "7 and 7"},
		{"hyphenated", "{start-cell}", []string{"start-cell", "r1c1"}, "r1c1"},
		{"braces around a slot", "{{cells}} ({digits})", []string{"cells", "r1c1", "digits", "1"}, "{r1c1} (1)"},
		{"an unfilled slot stays", "{cell} {digit}", []string{"cell", "r1c1"}, "r1c1 {digit}"},
		{"no slot", "{r1c2} {} {-a} {a-} {A}", nil, "{r1c2} {} {-a} {a-} {A}"},
		// Regressions
		{"values are not filled again", "{a}", []string{"a", "{b}", "b", "x"}, "{b}"},
		{"an open brace at the end", "x {", nil, "x {"},
	}
	for _, tc := range tests {
		if got := fill(tc.template, tc.kv...); got != tc.want {
			t.Errorf("%s: fill(%q) = %q, want %q", tc.name, tc.template, got, tc.want)
		}
	}
}

func TestStepJSONNames(t *testing.T) {
	sh := mustParse(t, deadlyRectangle).Shape
	tests := []struct {
		tech         Technique
		lang         Lang
		name, hodoku string
	}{
		{XWing, English, "X-Wing", "0300"},
		{XWing, Japanese, "Xウィング", "0300"},
		{Pointing, Japanese, "ポインティング", "0100"},
		{Claiming, English, "Claiming", "0101"},
		{VWXYZWing, English, "VWXYZ-Wing", ""},
		// Regressions
		{DirectPointing, English, "Direct Pointing", ""}, // HoDoKu has no direct forms
	}
	for _, tc := range tests {
		j := Step{Technique: tc.tech, Shape: sh}.JSON(tc.lang)
		if j.Name != tc.name || j.HoDoKu != tc.hodoku || j.Technique != tc.tech.String() || j.Key != tc.tech.Key() {
			t.Errorf("%s in %s: technique %q, key %q, name %q, hodoku %q; want name %q, hodoku %q",
				tc.tech.Key(), tc.lang, j.Technique, j.Key, j.Name, j.HoDoKu, tc.name, tc.hodoku)
		}
		b, err := json.Marshal(j)
		if err != nil {
			t.Fatal(err)
		}
		if has := strings.Contains(string(b), `"hodoku"`); has != (tc.hodoku != "") {
			t.Errorf("%s: %s", tc.tech.Key(), b)
		}
	}
}

// TestStepJSONGroups checks that a step's sets come out with their digits
// and links, and that sets given without digits leave groupDigits out (the
// page then works them out).
func TestStepJSONGroups(t *testing.T) {
	sh := sudoku.Classic
	st := Step{Technique: ALSXZ, Shape: sh,
		Groups:      [][]int{{0, 1}, {9}},
		GroupDigits: []sudoku.Set{sudoku.Bit(1) | sudoku.Bit(2) | sudoku.Bit(3), sudoku.Bit(2) | sudoku.Bit(3)},
		Links:       []sudoku.Set{sudoku.Bit(2)}}
	b, err := json.Marshal(st.JSON(English))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"groups":[["r1c1","r1c2"],["r2c1"]]`, `"groupDigits":[[1,2,3],[2,3]]`, `"links":[[2]]`} {
		if !strings.Contains(string(b), want) {
			t.Errorf("JSON %s lacks %s", b, want)
		}
	}
	st.GroupDigits = nil
	if b, _ := json.Marshal(st.JSON(English)); strings.Contains(string(b), "groupDigits") {
		t.Errorf("sets without digits: %s", b)
	}
}
