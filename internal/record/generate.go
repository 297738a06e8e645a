package record

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/nanpure/nanpure/generate"
	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/rate"
	"github.com/nanpure/nanpure/sudoku"
)

// A GenerateRequest is what "nanpure generate" is asked for, as its flags
// write it; the Beam pipeline's generate takes the same.
type GenerateRequest struct {
	Shape     *sudoku.Shape
	Symmetry  string // none, rot180, rot90, mirror, flip, diagonal, anti-diagonal, random
	Minimal   bool
	Givens    int
	Level     string // a level's name, or ""
	Rating    string // a range "MIN-MAX" or "MIN-", or ""
	Technique string // the key of the hardest step's technique, or ""
	Attempts  int
	Seed      uint64 // of the first puzzle: puzzle i is made from Seed + i
	Variant   string // a kind of generate.VariantKinds, or "" for a classic puzzle
	// Scale is the rating scale of Level, Rating and the ratings made: a
	// profile's name (natural, sukaku, se, hodoku), "" for sukaku.
	Scale string
	// Practice asks for each puzzle as the position to practise Technique
	// on (AddPractice): the one its solving path on Scale reaches just
	// before its first step of the technique.
	Practice bool
	// API names the options in errors as /api/generate's fields ("level"),
	// not as the command line's flags ("--level").
	API bool
}

// Options checks r and gives the generator's options, or an error that
// names the option at fault as the front end does: "--level and --rating:
// give one of them", or with API "level and rating: give one of them".
func (r GenerateRequest) Options() (generate.Options, error) {
	opts := generate.Options{Shape: r.Shape, Minimal: r.Minimal, Givens: r.Givens, Technique: r.Technique,
		Practice: r.Practice, Attempts: r.Attempts, Seed: r.Seed}
	o := r.opt
	var err error
	if opts.Symmetry, err = generate.ParseSymmetry(cmp.Or(r.Symmetry, "none")); err != nil {
		return opts, fmt.Errorf("%s: %v", o("symmetry"), trimGenerate(err))
	}
	if r.Level != "" && r.Rating != "" {
		return opts, fmt.Errorf("%s and %s: give one of them", o("level"), o("rating"))
	}
	profile, ok := r.profile()
	switch {
	case r.Practice && (r.Technique == "" || r.Variant != ""):
		return opts, fmt.Errorf("%s needs %s (the technique to practise) and no %s", o("practice"), o("technique"), o("variant"))
	case r.Practice && r.Shape != nil && r.Shape.N > sudoku.Standard.MaxSymbols():
		return opts, fmt.Errorf("%s: pencil marks are written up to %d digits", o("practice"), sudoku.Standard.MaxSymbols())
	case !ok:
		return opts, fmt.Errorf("%s %q: want natural, sukaku, se or hodoku", o("scale"), r.Scale)
	case r.Variant != "" && profile != human.SukakuExplainer:
		return opts, fmt.Errorf("%s and %s %s: variants are rated on one scale of their own (see nanpure help rate)", o("variant"), o("scale"), r.Scale)
	case profile == human.HoDoKu:
		return r.hodokuOptions(opts)
	case profile != human.SukakuExplainer:
		opts.Rater = generate.NewRater(profile)
	}
	if r.Level != "" {
		l, err := rate.ParseLevel(r.Level)
		if err != nil {
			return opts, fmt.Errorf("%s %q: want easy, medium, hard, diabolical or extreme", o("level"), r.Level)
		}
		opts.SetLevel(l) // the top level is open above
	}
	if r.Rating != "" {
		if opts.MinRating, opts.MaxRating, err = generate.ParseRange(r.Rating); err != nil {
			return opts, fmt.Errorf("%s %q: %v", o("rating"), r.Rating, trimGenerate(err))
		}
	}
	if r.Variant != "" {
		if r.Symmetry != "" && r.Symmetry != "none" || r.Minimal || r.Givens > 0 || r.Technique != "" {
			return opts, fmt.Errorf("%s makes its own givens: %s, %s, %s and %s do not go with it",
				o("variant"), o("symmetry"), o("minimal"), o("givens"), o("technique"))
		}
		return opts, generate.CheckVariant(r.VariantOptions(opts))
	}
	return opts, generate.Check(opts)
}

// Profile is the profile of r's scale, whose solving path rates the
// puzzles and leads to a practice position.
func (r GenerateRequest) Profile() *human.Profile {
	p, _ := r.profile()
	return p
}

// profile is the profile of r's scale, Sukaku Explainer's for "", and
// whether the scale is known (Sukaku Explainer's when it is not).
func (r GenerateRequest) profile() (*human.Profile, bool) {
	if r.Scale == "" {
		return human.SukakuExplainer, true
	}
	if p, ok := human.ProfileByName(r.Scale); ok {
		return p, true
	}
	return human.SukakuExplainer, false
}

// opt names option name as the request's front end does: a flag of the
// command line (--level) or a field of /api/generate (level).
func (r GenerateRequest) opt(name string) string {
	if r.API {
		return name
	}
	return "--" + name
}

// trimGenerate is the message of an error of package generate without its
// "generate: ".
func trimGenerate(err error) string { return strings.TrimPrefix(err.Error(), "generate: ") }

// hodokuOptions finishes opts for a request on HoDoKu's scale, whose
// levels are HoDoKu's own.
func (r GenerateRequest) hodokuOptions(opts generate.Options) (generate.Options, error) {
	o := r.opt
	switch {
	case r.Rating != "":
		return opts, fmt.Errorf("%s and %s hodoku: HoDoKu's scale is asked by %s (easy, medium, hard, unfair, extreme)", o("rating"), o("scale"), o("level"))
	}
	opts.Rater = generate.HoDoKu
	if r.Level != "" {
		l, err := rate.ParseHoDoKuLevel(r.Level)
		if err != nil {
			return opts, fmt.Errorf("%s %q: want easy, medium, hard, unfair or extreme (HoDoKu's levels)", o("level"), r.Level)
		}
		opts.SetHoDoKuLevel(l)
	}
	return opts, generate.Check(opts)
}

// VariantOptions are the generator's options of a variant request, from
// the options Options gave.
func (r GenerateRequest) VariantOptions(o generate.Options) generate.VariantOptions {
	return generate.VariantOptions{Kind: r.Variant, Shape: o.Shape, MinRating: o.MinRating, MaxRating: o.MaxRating,
		Seed: o.Seed, Attempts: o.Attempts}
}

// Describe says in words what r asks for, with the options it gave: "a
// minimal 9x9 puzzle with rot90 symmetry, exactly 17 givens, level hard".
func (r GenerateRequest) Describe(o generate.Options) string {
	text := "a "
	if o.Minimal {
		text += "minimal "
	}
	text += fmt.Sprintf("%dx%d puzzle", o.Shape.N, o.Shape.N)
	if r.Variant != "" {
		text = fmt.Sprintf("a %dx%d %s puzzle", o.Shape.N, o.Shape.N, r.Variant)
	}
	var with []string
	if o.Symmetry != generate.None {
		with = append(with, o.Symmetry.String()+" symmetry")
	}
	if o.Givens > 0 {
		with = append(with, fmt.Sprintf("exactly %d givens", o.Givens))
	}
	if r.Level != "" && o.Rater == generate.HoDoKu {
		with = append(with, "HoDoKu level "+r.Level)
	} else if r.Level != "" {
		with = append(with, "level "+r.Level)
	}
	if r.Rating != "" {
		with = append(with, "rating "+r.Rating)
	}
	switch {
	case o.Technique != "" && o.Practice:
		with = append(with, "a step of "+o.Technique+" and nothing harder")
	case o.Technique != "":
		with = append(with, "hardest step "+o.Technique)
	}
	if len(with) > 0 {
		text += " with " + strings.Join(with, ", ")
	}
	return text
}

// A Made puzzle is puzzle N of a run, made from Seed, or why it failed.
type Made struct {
	N       int
	Box     string // the box of the puzzle asked for ("3x3")
	Seed    uint64
	Result  generate.Result
	Variant *generate.VariantResult // a variant puzzle, in place of Result
	Err     error
	RateErr error // why the puzzle has no rating, when it was to be rated
	// Practice is the position to practise a technique on (AddPractice),
	// and PracticeStep the step there.
	Practice     *human.Position
	PracticeStep human.Step
}

// AddPractice sets m's practice position: the one the solving path of its
// puzzle on profile reaches just before its first step of technique key
// (human.Practice). A path without one (which a puzzle made with key as
// its hardest technique, on the same profile, always has) fails m.
func (m *Made) AddPractice(ctx context.Context, profile *human.Profile, key string) {
	t, ok := human.TechniqueByKey(key)
	switch {
	case m.Err != nil || m.Variant != nil:
		return
	case !ok:
		m.Err = fmt.Errorf("no technique %q to practise", key)
		return
	}
	p, st, err := human.Practice(ctx, m.Result.Puzzle, t, &human.Options{Profile: profile})
	if err != nil {
		m.Err = err
		return
	}
	m.Practice, m.PracticeStep = &p, st
}

// PracticeLine is m's practice position and step as a line of HoDoKu's
// library, as HoDoKu writes the position before a step of its own path
// (its "/vg l:" output): 9x9 only, for a technique with a code of
// HoDoKu's (CheckPracticeLine).
func (m Made) PracticeLine() string {
	p, st := m.Practice, m.PracticeStep
	sh := p.Givens.Shape
	sets := func(cs []human.Candidate) []sudoku.Set {
		s := make([]sudoku.Set, sh.Cells)
		for _, c := range cs {
			s[c.Cell] = s[c.Cell].Add(c.Digit)
		}
		return s
	}
	l := sudoku.LibraryLine{Givens: p.Givens, Placed: p.Placed, Deleted: p.Crossed}
	code := st.Technique.HoDoKu()
	return l.Text(sudoku.LibraryStep{Code: code, Digits: libraryDigits(code, st),
		Eliminations: sets(st.Eliminations), Placements: sets(st.Placements), Length: libraryLength(code, st)})
}

// libraryLength is the last field HoDoKu writes on a library line of an
// X-Chain, an XY-Chain or a Remote Pair: the links of the chain between
// its candidates (a cell of an X-Chain is one candidate, a cell of the
// others two, joined by the cell), as "/vg l:" prints it and the
// regression library holds it (its 57 such cases). Our X-Chain mostly
// starts and ends on the cell it clears ("r5c6 is 7" leads to "r5c6 is
// not 7"): those two nodes are not HoDoKu's. One that proves its own start
// (from "not 7" to "7") is HoDoKu's whole. Nice loops and AICs are left
// without: HoDoKu's counts of their grouped and ALS nodes are not ours,
// and "/vg" prints none of them to compare with.
func libraryLength(code string, st human.Step) int {
	if len(st.Chains) == 0 {
		return 0
	}
	nodes := st.Chains[0].Nodes
	switch code {
	case "0701":
		if nodes[0].On {
			return len(nodes) - 3
		}
		return len(nodes) - 1
	case "0702", "0703":
		return len(nodes) - 1
	}
	return 0
}

// libraryDigits are the digits HoDoKu writes in the second field of a
// library line for step st of technique code: none for BUG+1 (0610), those
// of the pattern for locked and other subsets (011x, 02xx), uniqueness
// (06xx), remote pairs (0703) and wings (08xx, every candidate of their
// cells), the digits eliminated or placed for the others. So read from
// HoDoKu's regression library 1.3 and HoDoKu's own lines ("/vg l:").
func libraryDigits(code string, st human.Step) sudoku.Set {
	var ds sudoku.Set
	switch {
	case code == "0610":
	case strings.HasPrefix(code, "08"):
		ds = st.Digits
		for _, c := range st.CellCandidates {
			ds |= c
		}
	case strings.HasPrefix(code, "011") || strings.HasPrefix(code, "02") || strings.HasPrefix(code, "06") || code == "0703":
		ds = st.Digits
	default:
		for _, c := range st.Eliminations {
			ds = ds.Add(c.Digit)
		}
		for _, c := range st.Placements {
			ds = ds.Add(c.Digit)
		}
	}
	return ds
}

// CheckPracticeLine says why practice positions of r cannot be written as
// lines of HoDoKu's library, or nil.
func (r GenerateRequest) CheckPracticeLine() error {
	t, ok := human.TechniqueByKey(r.Technique)
	switch {
	case r.Shape != sudoku.Classic:
		return fmt.Errorf("%s of a %dx%d grid: a position on a line is a line of HoDoKu's library, of a 9x9 grid: use the grid, json or csv format", r.opt("practice"), r.Shape.N, r.Shape.N)
	case !ok || t.HoDoKu() == "":
		return fmt.Errorf("%s: a position on a line is a line of HoDoKu's library, which has no code for %s: use the grid, json or csv format", r.opt("practice"), r.Technique)
	}
	return nil
}

// MakePuzzle makes puzzle n of a run from seed with opts, and rates it when
// rated is set and the generator did not (for the json and csv records):
// a rating cut short by ctx leaves the rating out rather than failing the
// puzzle.
func MakePuzzle(ctx context.Context, opts generate.Options, seed uint64, n int, rated bool) Made {
	opts.Seed = seed
	r, err := generate.Puzzle(ctx, opts)
	m := Made{N: n, Box: opts.Shape.String(), Seed: seed, Result: r, Err: err}
	if err == nil && r.Rating == nil && rated {
		if rt, err := generate.SE.Rate(ctx, r.Puzzle, 0); err == nil {
			m.Result.Rating = &rt
		} else {
			m.RateErr = err
		}
	}
	return m
}

// MakeVariant makes variant puzzle n of a run from seed with o.
func MakeVariant(ctx context.Context, o generate.VariantOptions, seed uint64, n int) Made {
	o.Seed = seed
	r, err := generate.Variant(ctx, o)
	m := Made{N: n, Box: o.Shape.String(), Seed: seed, Err: err}
	if err == nil {
		m.Variant = &r
	}
	return m
}

// Failure is the message of a puzzle that could not be made: at the
// timeout, what was asked (request) and how to get it.
func (m Made) Failure(timeout time.Duration, request string) string {
	msg := strings.TrimPrefix(m.Err.Error(), "generate: ")
	if errors.Is(m.Err, context.DeadlineExceeded) {
		msg = fmt.Sprintf("gave up after --timeout %v looking for %s (%s): give it a longer --timeout, or ask for less",
			timeout, request, msg)
	}
	return msg
}

// Generated is the record of a generated puzzle: the object of "nanpure
// generate --format json" (and of the Beam pipeline's generate).
type Generated struct {
	N        int      `json:"n"`
	Puzzle   string   `json:"puzzle,omitempty"`
	Solution string   `json:"solution,omitempty"`
	Box      string   `json:"box"`
	Givens   int      `json:"givens,omitempty"`
	Symmetry string   `json:"symmetry,omitempty"`
	Minimal  bool     `json:"minimal,omitempty"`
	Rating   *float64 `json:"rating,omitempty"`
	Score    *int     `json:"score,omitempty"` // HoDoKu's score, in place of rating (generate --scale hodoku)
	Level    string   `json:"level,omitempty"`
	Hardest  string   `json:"hardest,omitempty"`
	Variant  string   `json:"variant,omitempty"`  // the kind, for a variant (puzzle is then its ISS string)
	FPuzzles string   `json:"fpuzzles,omitempty"` // a variant's f-puzzles link, which SudokuPad opens too
	Seed     uint64   `json:"seed"`
	// The practice position (generate --practice), as a hint takes it:
	// the givens and the digits placed on one line, and each cell's
	// candidates ("" for a cell with a digit).
	Position   string   `json:"position,omitempty"`
	Candidates []string `json:"candidates,omitempty"`
	Error      string   `json:"error,omitempty"`
}

// GeneratedRecord is the record of m written in alpha; failure is the
// message of a puzzle that failed (Failure).
func GeneratedRecord(m Made, alpha sudoku.Alphabet, failure string) Generated {
	if m.Err != nil {
		return Generated{N: m.N, Box: m.Box, Seed: m.Seed, Error: failure}
	}
	if v := m.Variant; v != nil {
		text, err := v.Puzzle.Text() // ISS's string, or f-puzzles JSON (a minimum)
		if err != nil {
			return Generated{N: m.N, Box: m.Box, Seed: m.Seed, Error: err.Error()}
		}
		link, _ := v.Puzzle.FPuzzlesLink() // none where f-puzzles cannot say it (a zipper, a sum line)
		er := v.Rating.ER
		return Generated{N: m.N, Puzzle: text, Solution: v.Solution.Line(alpha), Box: m.Box, Givens: v.Puzzle.Givens.Givens(),
			Rating: &er, Level: v.Rating.Level.String(), Hardest: v.Rating.Hardest.String(), Variant: v.Kind, FPuzzles: link, Seed: m.Seed}
	}
	r := m.Result
	rec := Generated{N: m.N, Puzzle: r.Puzzle.Line(alpha), Solution: r.Solution.Line(alpha), Box: r.Puzzle.Shape.String(),
		Givens: r.Puzzle.Givens(), Symmetry: r.Symmetry.String(), Minimal: r.Minimal, Seed: m.Seed}
	if r.Rating != nil {
		rec.Rating, rec.Level, rec.Hardest = &r.Rating.Score, r.Rating.Level, techniqueName(r.Rating.Hardest)
		if r.Rating.Points > 0 {
			rec.Rating, rec.Score = nil, &r.Rating.Points
		}
	}
	if p := m.Practice; p != nil {
		rec.Position, rec.Candidates = PositionText(*p)
	}
	return rec
}

// PositionText writes position p as /api/hint takes it: the givens and
// the digits placed on one line, and the candidates of each cell ("" where
// there is a digit), in the standard alphabet (/api/hint reads its letters
// in either case, so up to 35 digits).
func PositionText(p human.Position) (grid string, candidates []string) {
	alpha := sudoku.Standard
	sh := p.Givens.Shape
	g := p.Givens.Clone()
	candidates = make([]string, sh.Cells)
	for i := range g.Cells {
		if p.Placed.Shape != nil && p.Placed.Cells[i] != 0 {
			g.Cells[i] = p.Placed.Cells[i]
		}
		if g.Cells[i] != 0 {
			continue
		}
		keep := sh.AllDigits()
		if p.Crossed != nil {
			keep &^= p.Crossed[i]
		}
		var b strings.Builder
		for _, d := range keep.Digits() {
			b.WriteString(alpha.Symbol(d, sh.N))
		}
		candidates[i] = b.String()
	}
	return g.Line(alpha), candidates
}

// techniqueName turns a technique key into the name "nanpure rate" prints.
func techniqueName(key string) string {
	if t, ok := human.TechniqueByKey(key); ok {
		return t.String()
	}
	return key
}
