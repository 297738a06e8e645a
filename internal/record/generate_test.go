package record

import (
	"strings"
	"testing"

	"github.com/nanpure/nanpure/generate"
	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/sudoku"
)

// TestGenerateOptions: what a request on each scale gives the generator,
// and the options a refusal names, as a flag (the command line) or as a
// field (the API).
func TestGenerateOptions(t *testing.T) {
	tests := []struct {
		name string
		req  GenerateRequest
		want string // the error's text, or "" and then the range and rater
		lo   float64
		hi   float64
		rate generate.Rater
	}{
		{"a level", GenerateRequest{Level: "hard"}, "", 2.5, 5, nil},
		{"HoDoKu's unfair", GenerateRequest{Scale: "hodoku", Level: "unfair"}, "", 3, 4, generate.HoDoKu},
		{"HoDoKu's extreme, open at the top", GenerateRequest{Scale: "hodoku", Level: "extreme"}, "", 4, 0, generate.HoDoKu},
		{"HoDoKu's scale without a level", GenerateRequest{Scale: "hodoku"}, "", 0, 0, generate.HoDoKu},
		{"HoDoKu's technique", GenerateRequest{Scale: "hodoku", Technique: "x-wing"}, "", 0, 0, generate.HoDoKu},
		{"a level of the other scale", GenerateRequest{Scale: "hodoku", Level: "diabolical"}, `--level "diabolical": want easy, medium, hard, unfair or extreme (HoDoKu's levels)`, 0, 0, nil},
		{"a range on HoDoKu's scale", GenerateRequest{Scale: "hodoku", Rating: "1-2"}, "--rating and --scale hodoku", 0, 0, nil},
		{"a variant on HoDoKu's scale", GenerateRequest{Scale: "hodoku", Variant: "killer"}, "--variant and --scale hodoku", 0, 0, nil},
		{"an unknown scale", GenerateRequest{Scale: "sudokuwiki"}, `--scale "sudokuwiki": want natural, sukaku, se or hodoku`, 0, 0, nil},
		{"both", GenerateRequest{Level: "easy", Rating: "1-2"}, "--level and --rating: give one of them", 0, 0, nil},
		{"both, to the API", GenerateRequest{Level: "easy", Rating: "1-2", API: true}, "level and rating: give one of them", 0, 0, nil},
		{"a bad range, to the API", GenerateRequest{Rating: "8-3", API: true}, `rating "8-3": bad maximum "3"`, 0, 0, nil},
		{"practice", GenerateRequest{Practice: true, Technique: "x-wing", Scale: "natural"}, "", 0, 0, generate.NewRater(human.Natural)},
		{"practice without a technique", GenerateRequest{Practice: true, API: true}, "practice needs technique (the technique to practise) and no variant", 0, 0, nil},
		{"practice of a variant", GenerateRequest{Practice: true, Technique: "x-wing", Variant: "x"}, "--practice needs --technique", 0, 0, nil},
		{"a variant's givens", GenerateRequest{Variant: "x", Minimal: true}, "--variant makes its own givens: --symmetry, --minimal, --givens and --technique", 0, 0, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.req.Shape = sudoku.Classic
			opts, err := tt.req.Options()
			switch {
			case tt.want != "":
				if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
					t.Errorf("error %v, want %q...", err, tt.want)
				}
			case err != nil:
				t.Errorf("error %v", err)
			case opts.MinRating != tt.lo || opts.MaxRating != tt.hi || opts.Rater != tt.rate:
				t.Errorf("range [%g, %g), rater %v; want [%g, %g), %v", opts.MinRating, opts.MaxRating, opts.Rater, tt.lo, tt.hi, tt.rate)
			}
		})
	}
}

// FuzzGenerateRequest: any level, range, technique, symmetry and scale is
// taken or refused with a message, never a panic; what is taken passes
// generate.Check.
func FuzzGenerateRequest(f *testing.F) {
	f.Add("hard", "", "", "rot180", "", false)
	f.Add("unfair", "", "", "none", "hodoku", true)
	f.Add("", "2-4", "x-wing", "", "se", false)
	f.Add("", "", "xy-chain", "", "hodoku", false)
	f.Add("extreme", "9-", "", "spiral", "natural", true)
	f.Fuzz(func(t *testing.T, level, rating, technique, symmetry, scale string, api bool) {
		r := GenerateRequest{Shape: sudoku.Classic, Level: level, Rating: rating, Technique: technique,
			Symmetry: symmetry, Scale: scale, API: api}
		opts, err := r.Options()
		if err != nil {
			if err.Error() == "" {
				t.Fatalf("%+v: an error without a message", r)
			}
			return
		}
		if err := generate.Check(opts); err != nil {
			t.Fatalf("%+v: taken, then refused by Check: %v", r, err)
		}
	})
}

// TestPositionText: a practice position written as /api/hint takes it.
func TestPositionText(t *testing.T) {
	g, err := sudoku.Parse("000027008001000007064005019270963154400270683613004000087632041090048005342519870", sudoku.Options{})
	if err != nil {
		t.Fatal(err)
	}
	p := human.Position{Givens: g, Placed: sudoku.NewGrid(g.Shape), Crossed: make([]sudoku.Set, g.Shape.Cells)}
	p.Placed.Cells[0] = 9
	p.Crossed[1] = g.Shape.AllDigits() &^ sudoku.Set(0).Add(3).Add(5)
	grid, cands := PositionText(p)
	if want := "9...27..8..1.....7.64..5.1927.9631544..27.683613..4....87632.41.9..48..534251987."; grid != want {
		t.Errorf("grid %s, want %s", grid, want)
	}
	if cands[0] != "" || cands[1] != "35" || cands[2] != "123456789" || cands[4] != "" {
		t.Errorf("candidates %q", cands[:5])
	}
}
