package record

import (
	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/rate"
)

// The records share their first fields: where the puzzle came from
// ("argument 1", a file name, "stdin"; "request" in the web API), the line
// where it began there, the puzzle on one line in the standard alphabet (or
// the raw text of one that did not parse) and the status; and their last:
// the reason of a failure and the grid's box ("3x4"; none for a puzzle that
// did not parse). Omitted fields are empty.

// Solve is the record of an exact search: the object of "nanpure solve",
// "check" and "count" with --format json, and the answer of /api/solve and
// /api/check.
type Solve struct {
	Source    string   `json:"source"`
	Line      int      `json:"line"`
	Puzzle    string   `json:"puzzle"`
	Status    string   `json:"status"`
	Solution  string   `json:"solution,omitempty"`
	Solutions []string `json:"solutions,omitempty"`
	Count     *int     `json:"count,omitempty"`
	AtLimit   bool     `json:"at_limit,omitempty"`
	Error     string   `json:"error,omitempty"`
	Box       string   `json:"box,omitempty"`
	// Variant is a variant puzzle's givens and constraints, for a page
	// to draw (set by the web API).
	Variant *Variant `json:"variant,omitempty"`
}

// SetSolutions writes the solutions of o: the first one found, or with
// several every solution kept, with their count.
func (r *Solve) SetSolutions(o Outcome, several bool) {
	if !several {
		if len(o.Solutions) > 0 {
			r.Solution = o.Solutions[0].String()
		}
		return
	}
	for _, s := range o.Solutions {
		r.Solutions = append(r.Solutions, s.String())
	}
	r.SetCount(o)
}

// SetCount writes the count of o, and whether the search stopped at its
// limit.
func (r *Solve) SetCount(o Outcome) {
	n := o.Count
	r.Count, r.AtLimit = &n, o.AtLimit
}

// Rate is the record of a rating: the object of "nanpure rate --format
// json", and the answer of /api/rate.
type Rate struct {
	Source  string   `json:"source"`
	Line    int      `json:"line"`
	Puzzle  string   `json:"puzzle"`
	Status  string   `json:"status"`
	Rating  *float64 `json:"rating,omitempty"`   // ER, on the Sudoku Explainer scale
	Pearl   *float64 `json:"pearl,omitempty"`    // EP
	Diamond *float64 `json:"diamond,omitempty"`  // ED
	AtLeast bool     `json:"at_least,omitempty"` // timed out: the rating is a lower bound
	Score   *int     `json:"score,omitempty"`    // on HoDoKu's scale, in place of the three above
	Level   string   `json:"level,omitempty"`
	Hardest string   `json:"hardest,omitempty"`
	Steps   int      `json:"steps,omitempty"`
	Error   string   `json:"error,omitempty"`
	Box     string   `json:"box,omitempty"`
}

// SetRating writes the rating res, with its level and hardest technique
// named in lang; a rating cut short by the time (res.TimedOut) is the
// rating so far, at least.
func (r *Rate) SetRating(res rate.Result, lang human.Lang) {
	r.Rating, r.Pearl, r.Diamond = &res.ER, &res.EP, &res.ED
	r.Level, r.Hardest, r.Steps = res.Level.Name(lang), res.Hardest.Name(lang), res.Steps
	r.AtLeast = res.TimedOut
}

// SetHoDoKu writes the rating res on HoDoKu's scale: its score, level and
// the technique of the step of the highest base score, in place of the
// Explainers' three numbers.
func (r *Rate) SetHoDoKu(res rate.Result, lang human.Lang) {
	r.Rating, r.Pearl, r.Diamond = nil, nil, nil
	r.Score = &res.Score
	r.Level, r.Hardest = res.HoDoKuLevel.Name(lang), res.HoDoKuHardest.Name(lang)
}

// Hint is the record of a hint: the object of "nanpure hint --format json",
// and the answer of /api/hint.
type Hint struct {
	Source     string           `json:"source"`
	Line       int              `json:"line"`
	Puzzle     string           `json:"puzzle"`
	Status     string           `json:"status"`
	Nudge      string           `json:"nudge,omitempty"` // the first stage: the technique and where to look
	Focus      string           `json:"focus,omitempty"` // the second: the cells
	Step       *human.StepJSON  `json:"step,omitempty"`  // the last: the whole step
	Steps      []human.StepJSON `json:"steps,omitempty"` // every step available (hint --all, "all" of /api/hint)
	Error      string           `json:"error,omitempty"`
	Box        string           `json:"box,omitempty"`
	Mistakes   []string         `json:"mistakes,omitempty"`    // cells whose digit is not the solution's
	WrongMarks []string         `json:"wrong_marks,omitempty"` // cells whose pencil marks lost the solution's digit (ignored)
	Candidates []string         `json:"candidates,omitempty"`  // of the board the step was found on
}

// SetStep writes the step st, explained in lang, with the two first stages
// of the hint; the status is Step.
func (r *Hint) SetStep(st human.Step, lang human.Lang) {
	j := st.JSON(lang)
	r.Status, r.Step = Step, &j
	r.Nudge, r.Focus = st.Nudge(lang), st.Focus(lang)
}

// SetSteps writes every step available, explained in lang; the status is
// Step.
func (r *Hint) SetSteps(sts []human.Step, lang human.Lang) {
	r.Status, r.Steps = Step, make([]human.StepJSON, len(sts))
	for i, st := range sts {
		r.Steps[i] = st.JSON(lang)
	}
}

// Explain is the record of a solving path: the object of "nanpure explain
// --format json", and the answer of /api/explain. Steps is a list, empty
// rather than null: set it with SetSteps.
type Explain struct {
	Source     string           `json:"source"`
	Line       int              `json:"line"`
	Puzzle     string           `json:"puzzle"`
	Status     string           `json:"status"`
	Steps      []human.StepJSON `json:"steps"`
	Solved     bool             `json:"solved"`
	Error      string           `json:"error,omitempty"`
	Box        string           `json:"box,omitempty"`
	Mistakes   []string         `json:"mistakes,omitempty"`    // cells whose digit is not the solution's
	WrongMarks []string         `json:"wrong_marks,omitempty"` // cells whose pencil marks lost the solution's digit (ignored)
	Candidates []string         `json:"candidates,omitempty"`  // of the board the path starts from
}

// SetSteps writes the steps, explained in lang: an empty list when there
// are none.
func (r *Explain) SetSteps(steps []human.Step, lang human.Lang) {
	r.Steps = make([]human.StepJSON, 0, len(steps))
	for _, st := range steps {
		r.Steps = append(r.Steps, st.JSON(lang))
	}
}
