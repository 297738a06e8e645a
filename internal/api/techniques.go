package api

import (
	"context"

	"github.com/nanpure/nanpure/human"
)

// A techniqueName is a technique /api/generate takes ("technique"): its
// key, its name in the language asked for, and its difficulty on the
// Sudoku Explainer scale, by which a page may leave out the techniques
// whose puzzles take long to make.
type techniqueName struct {
	Key        string  `json:"key"`
	Name       string  `json:"name"`
	Difficulty float64 `json:"difficulty"`
}

// techniques answers POST /api/techniques {"lang": "ja", "scale":
// "natural"}: the techniques of the scale's profile (sukaku by default, as
// /api/generate's), in the order its solver tries them, so that a page
// can offer them to practise or to ask for as a puzzle's hardest step.
func techniques(_ context.Context, req *Request) (any, error) {
	lang, err := req.lang()
	if err != nil {
		return nil, err
	}
	p, err := req.profile(human.SukakuExplainer)
	if err != nil {
		return nil, err
	}
	var list []techniqueName
	for _, t := range p.Techniques() {
		list = append(list, techniqueName{Key: t.Key(), Name: t.Name(lang), Difficulty: t.Difficulty()})
	}
	return map[string]any{"techniques": list}, nil
}
